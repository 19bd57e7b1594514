/* pipeline/run.c — running opt-22 once over the pipeline, its dump into a
 * private folder (pipeline/pipeline.h). */
#include "pipeline/pipeline.h"

#include "front/front.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

/* The largest dump read (opt is killed past it by the time limit anyway). */
#define PL_MAX_DUMP ((size_t)1 << 30)

/* The first line of opt's complaint: "LLVM ERROR: ..." or a line with
 * "error:", else the last non-empty line. */
static void plI_complaint(const char *text, char *buf, size_t size) {
  const char *pick = strstr(text, "LLVM ERROR: ");
  if (!pick) {
    pick = strstr(text, "error:");
    if (pick)
      while (pick > text && pick[-1] != '\n') pick--;
  }
  if (!pick) { /* the last non-empty line */
    const char *end = text + strlen(text);
    while (end > text && end[-1] == '\n') end--;
    pick = end;
    while (pick > text && pick[-1] != '\n') pick--;
  }
  snprintf(buf, size, "%.*s", (int)strcspn(pick, "\n"), pick);
  /* the verifier's reason comes before opt's "input module is broken!" */
  if (strstr(buf, "input module is broken") && pick != text) {
    size_t n = strlen(buf);
    snprintf(buf + n, size - n, " (%.*s)", (int)strcspn(text, "\n"), text);
  }
}

/* A run of opt in a private scratch folder ($TMPDIR or /tmp, mode 0700, a
 * name mkdtemp picks): standard error to DIR/dump.txt, standard output to
 * DIR/out.txt, and DIR/final.ll for opt's -o. */
typedef struct plI_proc {
  char dir[PATH_MAX - 32], dump[PATH_MAX], out[PATH_MAX], final[PATH_MAX];
  int status;
  bool killed;
} plI_proc;

static bool plI_scratch(plI_proc *P, cc_error *err) {
  const char *base = getenv("TMPDIR");
  if (!base || !*base) base = "/tmp";
  snprintf(P->dir, sizeof P->dir, "%s/convcheck-pipeline.XXXXXX", base);
  if (!mkdtemp(P->dir)) {
    cc_error_set(err, P->dir, 0, 0, "cannot make a private scratch folder: %s", strerror(errno));
    return false;
  }
  snprintf(P->dump, sizeof P->dump, "%s/dump.txt", P->dir);
  snprintf(P->out, sizeof P->out, "%s/out.txt", P->dir);
  snprintf(P->final, sizeof P->final, "%s/final.ll", P->dir);
  return true;
}

static void plI_cleanup(plI_proc *P) {
  unlink(P->dump), unlink(P->out), unlink(P->final);
  rmdir(P->dir);
}

/* Runs av (av[0]: opt) with its output into the folder's files; the wait
 * status into P.  False (err, the folder removed) when it cannot start. */
static bool plI_exec(plI_proc *P, char *const *av, unsigned timeout_ms, cc_error *err) {
  int efd = open(P->dump, O_WRONLY | O_CREAT | O_EXCL, 0600);
  int ofd = efd >= 0 ? open(P->out, O_WRONLY | O_CREAT | O_EXCL, 0600) : -1;
  if (efd < 0 || ofd < 0) {
    cc_error_set(err, P->dump, 0, 0, "cannot create: %s", strerror(errno));
    if (efd >= 0) close(efd);
    plI_cleanup(P);
    return false;
  }
  pid_t pid = fork();
  if (pid < 0) {
    cc_error_set(err, av[0], 0, 0, "cannot fork: %s", strerror(errno));
    close(efd), close(ofd);
    plI_cleanup(P);
    return false;
  }
  if (pid == 0) {
    dup2(efd, 2);
    dup2(ofd, 1);
    int nul = open("/dev/null", O_RDONLY);
    if (nul >= 0) dup2(nul, 0);
    execvp(av[0], av);
    fprintf(stderr, "cannot run %s: %s\n", av[0], strerror(errno));
    _exit(127);
  }
  close(efd), close(ofd);
  P->status = 0;
  P->killed = cc_wait_child(pid, timeout_ms, &P->status);
  return true;
}

static bool plI_succeeded(const plI_proc *P) {
  return !P->killed && WIFEXITED(P->status) && WEXITSTATUS(P->status) == 0;
}

/* opt's arguments: the binary, the extra ones, -passes=PIPELINE (into
 * passes), then `more` (NULL-terminated). */
static void plI_argv(const pl_run_opts *o, char **av, char *passes, size_t psize,
                     const char *const *more) {
  int n = 0;
  av[n++] = (char *)o->opt;
  for (int i = 0; i < o->nextra; i++) av[n++] = o->extra[i];
  snprintf(passes, psize, "-passes=%s", o->pipeline);
  av[n++] = passes;
  for (int i = 0; more[i]; i++) av[n++] = (char *)more[i];
  av[n] = NULL;
}

/* How opt failed, in one line. */
static void plI_failure(const plI_proc *P, const pl_run_opts *o, const char *why, cc_error *err,
                        const char *file) {
  char late[300];
  /* a new user read "within 1 ms" after asking --timeout 50 as the option
   * not honoured: say where the limit comes from */
  char ms[120];
  snprintf(ms, sizeof ms, "%u ms%s%s%s", o->timeout_ms, o->limit_of ? " (" : "",
           o->limit_of ? o->limit_of : "", o->limit_of ? ")" : "");
  au_opt_timeout_text(late, sizeof late, ms, "--timeout (in milliseconds)");
  if (P->killed)
    cc_error_set(err, file, 0, 0, "%s -passes=%s %s", o->opt, o->pipeline, late);
  else if (WIFEXITED(P->status) && WEXITSTATUS(P->status) == 127 && strstr(why, "cannot run "))
    cc_error_set(err, file, 0, 0, "%s", why);
  else
    cc_error_set(err, file, 0, 0, "%s -passes=%s failed (%s %d): %s", o->opt, o->pipeline,
                 WIFEXITED(P->status) ? "exit status" : "signal",
                 WIFEXITED(P->status) ? WEXITSTATUS(P->status) : WTERMSIG(P->status),
                 *why ? why : "no message");
}

/* The arguments' count checked and the scratch folder made. */
static bool plI_prepare(const pl_run_opts *o, const char *file, plI_proc *P, cc_error *err) {
  if (o->nextra > 36) {
    cc_error_set(err, file, 0, 0, "more than 36 opt arguments");
    return false;
  }
  return plI_scratch(P, err);
}

bool pl_print_pipeline(const pl_run_opts *o, const char *file, char **text, cc_error *err) {
  *text = NULL;
  plI_proc P;
  if (!plI_prepare(o, file, &P, err)) return false;
  char *av[56], passes[8192];
  const char *more[] = {"-print-pipeline-passes", "-disable-output", file, NULL};
  plI_argv(o, av, passes, sizeof passes, more);
  if (!plI_exec(&P, av, o->timeout_ms, err)) return false;
  size_t len = 0;
  cc_error rerr;
  cc_error_clear(&rerr);
  bool ok = plI_succeeded(&P);
  if (ok) *text = cc_read_file(P.out, FE_MAX_INPUT, &len, &rerr);
  if (!*text) {
    char *e = cc_read_file(P.dump, FE_MAX_INPUT, &len, &rerr);
    char why[600] = "";
    if (e) plI_complaint(e, why, sizeof why);
    free(e);
    plI_failure(&P, o, why, err, file);
    ok = false;
  }
  plI_cleanup(&P);
  return ok;
}

bool pl_run(const pl_run_opts *o, const char *file, pl_dump *out, pl_run_info *info,
            cc_error *err) {
  memset(out, 0, sizeof *out);
  memset(info, 0, sizeof *info);
  plI_proc P;
  if (!plI_prepare(o, file, &P, err)) return false;
  char *av[56], passes[8192];
  const char *more[] = {"-verify-each", "-print-changed", "-print-before-changed",
                        "-print-module-scope", "-print-pass-numbers", "-S", "-o",
                        P.final, file, NULL};
  plI_argv(o, av, passes, sizeof passes, more);
  double t0 = cc_now();
  if (!plI_exec(&P, av, o->timeout_ms, err)) return false;
  info->seconds = cc_now() - t0;
  size_t len = 0, flen = 0;
  cc_error rerr;
  cc_error_clear(&rerr);
  char *text = cc_read_file(P.dump, PL_MAX_DUMP, &len, &rerr);
  bool succeeded = plI_succeeded(&P);
  char *final_ir = succeeded ? cc_read_file(P.final, FE_MAX_INPUT, &flen, &rerr) : NULL;
  bool ok = false;
  char why[600] = "";
  if (text) plI_complaint(text, why, sizeof why);
  cc_error perr;
  cc_error_clear(&perr);
  if (P.killed || (text && !succeeded && WIFEXITED(P.status) && WEXITSTATUS(P.status) == 127)) {
    plI_failure(&P, o, why, err, file);
  } else if (!text) {
    cc_error_set(err, file, 0, 0, "cannot read opt's dump: %s", rerr.msg);
  } else if (succeeded && !final_ir) {
    cc_error_set(err, file, 0, 0, "cannot read opt's output: %s", rerr.msg);
  } else if (!pl_parse_dump("opt's dump", text, final_ir, out, &perr)) {
    /* no module At Start: opt refused the file (or is not opt) */
    if (!succeeded) plI_failure(&P, o, why, err, file);
    else cc_error_set(err, file, 0, 0, "%s:%d: %s", perr.file, perr.line, perr.msg);
  } else {
    ok = true;
    if (!succeeded) {
      info->opt_failed = true;
      char fatal[600];
      pl_dump_opt_failed(out, fatal, sizeof fatal);
      snprintf(info->why, sizeof info->why, "%s", *fatal ? fatal : why);
    }
  }
  plI_cleanup(&P);
  free(text);
  free(final_ir);
  return ok;
}
