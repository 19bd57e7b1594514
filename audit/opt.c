/* audit/opt.c — LLVM's side of the audit (docs/design.md §7 "Audit": opt-22 run on
 * the program written as IR, its output parsed): running
 * `opt -passes=print<uniformity>` as a child process, parsing what it
 * prints, and matching its lines to the instructions of a program read
 * from the same IR. */
#include "audit/audit.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* ---- running opt ----------------------------------------------------------- */

/* More output than this from opt is refused (and opt killed). */
#define OP_MAX_OUTPUT ((size_t)256 * 1024 * 1024)

/* The first line of opt's complaint: a line with "error:" if any, else the
 * first non-empty line. */
static void op_first_error(const char *s, char *buf, size_t size) {
  const char *pick = strstr(s, "error:");
  if (pick) {
    while (pick > s && pick[-1] != '\n') pick--;
  } else {
    pick = s;
    while (*pick == '\n') pick++;
  }
  size_t n = strcspn(pick, "\n");
  if (n >= size) n = size - 1;
  memcpy(buf, pick, n);
  buf[n] = 0;
}

void au_opt_timeout_text(char *buf, size_t size, const char *within, const char *option) {
  snprintf(buf, size, "did not finish within %s (killed): no verdict; %s gives it longer", within,
           option);
}

char *au_run_opt(const char *opt_path, const char *triple, const char *text,
                 size_t len, unsigned timeout_ms, bool *timed_out_p, cc_error *err) {
  int in[2] = {-1, -1}, errp[2] = {-1, -1}, exec_fd[2] = {-1, -1};
  if (pipe(in) || pipe(errp) || pipe(exec_fd)) {
    cc_error_set(err, opt_path, 0, 0, "cannot create pipes for opt: %s", strerror(errno));
    for (int i = 0; i < 2; i++) {
      if (in[i] >= 0) close(in[i]);
      if (errp[i] >= 0) close(errp[i]);
      if (exec_fd[i] >= 0) close(exec_fd[i]);
    }
    return NULL;
  }
  fcntl(exec_fd[1], F_SETFD, FD_CLOEXEC);
  char triple_opt[256];
  const char *argv[8];
  int argc = 0;
  argv[argc++] = opt_path;
  if (triple) {
    snprintf(triple_opt, sizeof triple_opt, "-mtriple=%s", triple);
    argv[argc++] = triple_opt;
  }
  argv[argc++] = "-passes=print<uniformity>";
  argv[argc++] = "-disable-output";
  argv[argc++] = "-";
  argv[argc] = NULL;

  /* Writing to a pipe whose reader died raises SIGPIPE: block it in this
   * thread for the duration and discard a pending one afterwards. */
  sigset_t pipe_set, old_set;
  sigemptyset(&pipe_set);
  sigaddset(&pipe_set, SIGPIPE);
  pthread_sigmask(SIG_BLOCK, &pipe_set, &old_set);

  pid_t pid = fork();
  if (pid < 0) {
    cc_error_set(err, opt_path, 0, 0, "cannot start opt: %s", strerror(errno));
    close(in[0]), close(in[1]), close(errp[0]), close(errp[1]);
    close(exec_fd[0]), close(exec_fd[1]);
    pthread_sigmask(SIG_SETMASK, &old_set, NULL);
    return NULL;
  }
  if (pid == 0) {
    pthread_sigmask(SIG_SETMASK, &old_set, NULL);
    int devnull = open("/dev/null", O_WRONLY);
    dup2(in[0], 0);
    dup2(errp[1], 2);
    if (devnull >= 0) dup2(devnull, 1);
    close(in[0]), close(in[1]), close(errp[0]), close(errp[1]);
    close(exec_fd[0]);
    execvp(opt_path, (char *const *)argv);
    int e = errno;
    if (write(exec_fd[1], &e, sizeof e) < 0) { /* nothing more to do */ }
    _exit(127);
  }
  close(in[0]);
  close(errp[1]);
  close(exec_fd[1]);
  fcntl(in[1], F_SETFL, O_NONBLOCK);

  cc_buf out;
  cc_buf_init(&out);
  size_t written = 0;
  bool timed_out = false, too_big = false;
  double deadline = cc_now() + (timeout_ms ? timeout_ms : 60000) / 1000.0;
  int wfd = in[1];
  if (len == 0) {
    close(wfd);
    wfd = -1;
  }
  for (;;) {
    struct pollfd fds[2];
    int nf = 0;
    fds[nf++] = (struct pollfd){errp[0], POLLIN, 0};
    if (wfd >= 0) fds[nf++] = (struct pollfd){wfd, POLLOUT, 0};
    double left = deadline - cc_now();
    if (left <= 0) {
      timed_out = true;
      break;
    }
    int rc = poll(fds, (nfds_t)nf, (int)(left * 1000) + 1);
    if (rc < 0) {
      if (errno == EINTR) continue;
      break;
    }
    if (nf == 2 && (fds[1].revents & (POLLOUT | POLLERR | POLLHUP))) {
      ssize_t w = write(wfd, text + written, len - written);
      if (w > 0) written += (size_t)w;
      if (w < 0 && errno != EAGAIN && errno != EINTR) written = len; /* reader gone */
      if (written >= len) {
        close(wfd);
        wfd = -1;
      }
    }
    if (fds[0].revents & (POLLIN | POLLHUP | POLLERR)) {
      char buf[65536];
      ssize_t n = read(errp[0], buf, sizeof buf);
      if (n > 0) {
        cc_buf_putn(&out, buf, (size_t)n);
        if (out.len > OP_MAX_OUTPUT) {
          too_big = true;
          break;
        }
      } else if (n == 0 || (errno != EINTR && errno != EAGAIN)) {
        break; /* EOF: opt is done (or closed stderr) */
      }
    }
  }
  if (wfd >= 0) close(wfd);
  close(errp[0]);
  if (timed_out || too_big) kill(pid, SIGKILL);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
  int exec_errno = 0;
  ssize_t got = read(exec_fd[0], &exec_errno, sizeof exec_errno);
  close(exec_fd[0]);
  struct timespec zero = {0, 0};
  while (sigtimedwait(&pipe_set, NULL, &zero) > 0) {}
  pthread_sigmask(SIG_SETMASK, &old_set, NULL);

  char first[400];
  if (got == (ssize_t)sizeof exec_errno) {
    cc_error_set(err, opt_path, 0, 0, "cannot run '%s': %s", opt_path, strerror(exec_errno));
  } else if (timed_out) {
    char why[300], ms[32];
    snprintf(ms, sizeof ms, "%u ms", timeout_ms ? timeout_ms : 60000);
    au_opt_timeout_text(why, sizeof why, ms, "--opt-timeout, or --timeout (both in milliseconds),");
    cc_error_set(err, opt_path, 0, 0, "opt %s", why);
    if (timed_out_p) *timed_out_p = true;
  } else if (too_big) {
    cc_error_set(err, opt_path, 0, 0, "opt printed more than %zu bytes (killed)",
                 (size_t)OP_MAX_OUTPUT);
  } else if (WIFSIGNALED(status)) {
    op_first_error(cc_buf_str(&out), first, sizeof first);
    cc_error_set(err, opt_path, 0, 0, "opt was killed by signal %d%s%s", WTERMSIG(status),
                 first[0] ? ": " : "", first);
  } else if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    op_first_error(cc_buf_str(&out), first, sizeof first);
    cc_error_set(err, opt_path, 0, 0, "opt failed (exit status %d)%s%s",
                 WIFEXITED(status) ? WEXITSTATUS(status) : -1, first[0] ? ": " : "", first);
  } else {
    char *s = cc_strdup(cc_buf_str(&out));
    cc_buf_free(&out);
    return s;
  }
  cc_buf_free(&out);
  return NULL;
}

/* ---- running an opt pipeline on a file ------------------------------------- */

bool au_run_opt_pass(const char *opt, const char *pipeline, char *const *extra, int nextra,
                     const char *in, const char *out, unsigned timeout_ms, cc_buf *diag,
                     cc_error *err) {
  char passes[4096];
  snprintf(passes, sizeof passes, "-passes=%s", pipeline);
  char errpath[] = "/tmp/convcheck-opt-err.XXXXXX";
  int efd = mkstemp(errpath);
  if (efd < 0) {
    cc_error_set(err, in, 0, 0, "cannot create a temporary file: %s", strerror(errno));
    return false;
  }
  if (nextra > 40) nextra = 40;
  pid_t pid = fork();
  if (pid < 0) {
    cc_error_set(err, in, 0, 0, "cannot fork: %s", strerror(errno));
    close(efd);
    unlink(errpath);
    return false;
  }
  if (pid == 0) {
    dup2(efd, 2);
    int nul = open("/dev/null", O_RDWR);
    if (nul >= 0) dup2(nul, 0);
    if (nul >= 0 && !out) dup2(nul, 1);
    char *av[48];
    int n = 0;
    av[n++] = (char *)opt;
    for (int i = 0; i < nextra; i++) av[n++] = extra[i];
    av[n++] = passes;
    if (out) {
      av[n++] = (char *)"-S";
      av[n++] = (char *)in;
      av[n++] = (char *)"-o";
      av[n++] = (char *)out;
    } else {
      av[n++] = (char *)"-disable-output";
      av[n++] = (char *)in;
    }
    av[n] = NULL;
    execvp(opt, av);
    fprintf(stderr, "cannot run %s: %s\n", opt, strerror(errno));
    _exit(127);
  }
  close(efd);
  int status = 0;
  bool killed = cc_wait_child(pid, timeout_ms, &status);
  char text[4096] = "";
  FILE *f = fopen(errpath, "r");
  if (f) {
    size_t n = fread(text, 1, sizeof text - 1, f);
    text[n] = 0;
    fclose(f);
  }
  unlink(errpath);
  if (diag) cc_buf_puts(diag, text);
  /* the first line that says "error", else the last line */
  char *line = text, *last = text;
  for (char *s = text; s && *s;) {
    char *e = strchr(s, '\n');
    if (e) *e = 0;
    last = s;
    if (strstr(s, "error")) {
      line = s;
      break;
    }
    s = e ? e + 1 : NULL;
  }
  if (line == text) line = last;
  if (killed) {
    char why[300], ms[32];
    snprintf(ms, sizeof ms, "%u ms", timeout_ms);
    au_opt_timeout_text(why, sizeof why, ms, "a larger --timeout (in milliseconds)");
    cc_error_set(err, in, 0, 0, "%s -passes=%s %s", opt, pipeline, why);
    return false;
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    if (WIFEXITED(status))
      cc_error_set(err, in, 0, 0, "%s -passes=%s failed (exit status %d): %s", opt, pipeline,
                   WEXITSTATUS(status), line);
    else
      cc_error_set(err, in, 0, 0, "%s -passes=%s was killed by signal %d", opt, pipeline,
                   WIFSIGNALED(status) ? WTERMSIG(status) : 0);
    return false;
  }
  return true;
}

/* ---- parsing print<uniformity> ----------------------------------------------
 * The layout of LLVM 22's GenericUniformityAnalysisImpl::print:
 *   UniformityInfo for function 'NAME':
 *   ALL VALUES UNIFORM                  (then nothing else for the function)
 *   DIVERGENT ARGUMENTS:  / "  DIVERGENT: <arg>" lines
 *   CYCLES ASSUMED DIVERGENT: / CYCLES WITH DIVERGENT EXIT: / TEMPORAL
 *     DIVERGENCE LIST:  (informational sections, skipped)
 *   BLOCK NAME / DEFINITIONS / TERMINATORS / END BLOCK, each instruction on
 *     a line "  DIVERGENT: " or 13 spaces, then the instruction as LLVM
 *     prints it ("  %x = ..."); an instruction printed on several lines
 *     (switch) continues on lines that start otherwise. */

#define OP_DIV_MARK "  DIVERGENT: "
#define OP_UNI_MARK "             " /* 13 spaces */

typedef CC_STACK(char *) op_strs;
typedef CC_STACK(bool) op_bools;

static void op_fn_free(au_llvm_function *f) {
  free(f->name);
  for (int i = 0; i < f->nargs_div; i++) free(f->args_div[i]);
  free(f->args_div);
  for (int b = 0; b < f->nblocks; b++) {
    au_llvm_block *B = &f->blocks[b];
    free(B->name);
    for (int i = 0; i < B->ndefs; i++) free(B->defs[i]);
    for (int i = 0; i < B->nterms; i++) free(B->terms[i]);
    CC_FREE_ALL(B->defs, B->defs_div, B->terms, B->terms_div);
  }
  free(f->blocks);
}

void au_llvm_output_free(au_llvm_output *out) {
  for (int i = 0; i < out->nfunctions; i++) op_fn_free(&out->functions[i]);
  free(out->functions);
  memset(out, 0, sizeof *out);
}

const au_llvm_function *au_llvm_find(const au_llvm_output *out, const char *function) {
  for (int i = 0; i < out->nfunctions; i++)
    if (!strcmp(out->functions[i].name, function)) return &out->functions[i];
  return NULL;
}

static bool op_starts(const char *s, size_t n, const char *prefix) {
  size_t pl = strlen(prefix);
  return n >= pl && !memcmp(s, prefix, pl);
}

/* Appends a continuation line to the last text of a list. */
static void op_continue(char **last, const char *s, size_t n) {
  size_t ol = strlen(*last);
  char *t = cc_malloc(ol + 1 + n + 1);
  memcpy(t, *last, ol);
  t[ol] = '\n';
  memcpy(t + ol + 1, s, n);
  t[ol + 1 + n] = 0;
  free(*last);
  *last = t;
}

typedef CC_STACK(au_llvm_block) op_blocks;

/* Hands the divergent arguments and the blocks read so far to the function
 * cur (if any) and empties both lists for the next function. */
static void op_close_function(au_llvm_function *cur, op_strs *args, op_blocks *blocks) {
  if (!cur) return;
  cur->nargs_div = (int)CC_SIZE(*args);
  cur->args_div = args->begin;
  memset(args, 0, sizeof *args);
  cur->nblocks = (int)CC_SIZE(*blocks);
  cur->blocks = blocks->begin;
  memset(blocks, 0, sizeof *blocks);
}

typedef enum { OP_NONE, OP_SKIP, OP_ARGS, OP_BLOCK, OP_DEFS, OP_TERMS } op_state;

bool au_llvm_parse(const char *name, const char *text, au_llvm_output *out,
                   cc_error *err) {
  memset(out, 0, sizeof *out);
  CC_STACK(au_llvm_function) fns = {0};
  op_blocks blocks = {0};
  op_strs args = {0}, items = {0};
  op_bools divs = {0};
  op_state st = OP_NONE;
  au_llvm_function *cur = NULL;
  au_llvm_block *blk = NULL;
  int line = 0;
  bool ok = true;
  const char *s = text;

#define OP_FAIL(...)                                                         \
  do {                                                                       \
    cc_error_set(err, name, line, 1, __VA_ARGS__);                           \
    ok = false;                                                              \
    goto done;                                                               \
  } while (0)

/* Moves the collected lines into the block's defs or terms. */
#define OP_FLUSH_LIST(cnt, arr, darr)                                        \
  do {                                                                       \
    blk->cnt = (int)CC_SIZE(items);                                          \
    blk->arr = cc_calloc(CC_SIZE(items) + 1, sizeof(char *));                \
    blk->darr = cc_calloc(CC_SIZE(items) + 1, sizeof(bool));                 \
    for (size_t i_ = 0; i_ < CC_SIZE(items); i_++) {                         \
      blk->arr[i_] = CC_AT(items, i_);                                       \
      blk->darr[i_] = CC_AT(divs, i_);                                       \
    }                                                                        \
    CC_CLEAR(items);                                                         \
    CC_CLEAR(divs);                                                          \
  } while (0)

  while (*s) {
    line++;
    size_t n = strcspn(s, "\n");
    const char *next = s[n] ? s + n + 1 : s + n;
    if (op_starts(s, n, "UniformityInfo for function '")) {
      if (st == OP_DEFS || st == OP_TERMS || st == OP_BLOCK)
        OP_FAIL("a new function before 'END BLOCK'");
      op_close_function(cur, &args, &blocks);
      const char *a = s + strlen("UniformityInfo for function '");
      const char *e = s + n;
      if (e - a < 2 || e[-1] != ':' || e[-2] != '\'')
        OP_FAIL("expected \"UniformityInfo for function 'NAME':\"");
      au_llvm_function f;
      memset(&f, 0, sizeof f);
      f.name = cc_strndup(a, (size_t)(e - 2 - a));
      CC_PUSH(fns, f);
      cur = &CC_TOP(fns);
      st = OP_NONE;
    } else if (!cur) {
      if (n) OP_FAIL("expected \"UniformityInfo for function 'NAME':\", got '%.*s'",
                     (int)(n > 80 ? 80 : n), s);
    } else if (st == OP_DEFS || st == OP_TERMS) {
      if (op_starts(s, n, "TERMINATORS") && n == strlen("TERMINATORS") && st == OP_DEFS) {
        OP_FLUSH_LIST(ndefs, defs, defs_div);
        st = OP_TERMS;
      } else if (op_starts(s, n, "END BLOCK") && n == strlen("END BLOCK") && st == OP_TERMS) {
        OP_FLUSH_LIST(nterms, terms, terms_div);
        st = OP_NONE;
        blk = NULL;
      } else if (op_starts(s, n, OP_DIV_MARK "  ") && n > strlen(OP_DIV_MARK "  ")) {
        size_t off = strlen(OP_DIV_MARK "  ");
        CC_PUSH(items, cc_strndup(s + off, n - off));
        CC_PUSH(divs, true);
      } else if (op_starts(s, n, OP_UNI_MARK "  ") && n > strlen(OP_UNI_MARK "  ") &&
                 s[strlen(OP_UNI_MARK "  ")] != ' ') {
        size_t off = strlen(OP_UNI_MARK "  ");
        CC_PUSH(items, cc_strndup(s + off, n - off));
        CC_PUSH(divs, false);
      } else if (n && s[0] == ' ' && !CC_EMPTY(items)) {
        op_continue(&CC_TOP(items), s, n);
      } else {
        OP_FAIL("unexpected line in block '%s': '%.*s'", blk->name, (int)(n > 80 ? 80 : n), s);
      }
    } else if (st == OP_BLOCK) {
      if (!(op_starts(s, n, "DEFINITIONS") && n == strlen("DEFINITIONS")))
        OP_FAIL("expected DEFINITIONS after BLOCK %s", blk->name);
      st = OP_DEFS;
    } else if (op_starts(s, n, "BLOCK ")) {
      au_llvm_block B;
      memset(&B, 0, sizeof B);
      B.name = cc_strndup(s + 6, n - 6);
      CC_PUSH(blocks, B);
      blk = &CC_TOP(blocks);
      st = OP_BLOCK;
    } else if (op_starts(s, n, "ALL VALUES UNIFORM")) {
      cur->all_uniform = true;
      st = OP_NONE;
    } else if (op_starts(s, n, "DIVERGENT ARGUMENTS:")) {
      st = OP_ARGS;
    } else if (op_starts(s, n, "CYCLES ASSUMED DIVERGENT:") ||
               op_starts(s, n, "CYCLES WITH DIVERGENT EXIT:") ||
               op_starts(s, n, "TEMPORAL DIVERGENCE LIST:")) {
      st = OP_SKIP;
    } else if (st == OP_ARGS && op_starts(s, n, "  DIVERGENT: ")) {
      CC_PUSH(args, cc_strndup(s + 13, n - 13));
    } else if (n == 0 || st == OP_SKIP) {
      /* blank line, or a line of an informational section */
    } else {
      OP_FAIL("unexpected line: '%.*s'", (int)(n > 80 ? 80 : n), s);
    }
    s = next;
  }
  if (st == OP_DEFS || st == OP_TERMS || st == OP_BLOCK) {
    line++;
    OP_FAIL("the output ends inside block '%s'", blk->name);
  }
  op_close_function(cur, &args, &blocks);
done:
  for (size_t i = 0; i < CC_SIZE(items); i++) free(CC_AT(items, i));
  CC_RELEASE(items);
  CC_RELEASE(divs);
  if (!ok) {
    /* the blocks and arguments not yet handed to a function */
    if (cur && cur->blocks == NULL) {
      cur->nblocks = (int)CC_SIZE(blocks);
      cur->blocks = blocks.begin;
      memset(&blocks, 0, sizeof blocks);
      cur->nargs_div = (int)CC_SIZE(args);
      cur->args_div = args.begin;
      memset(&args, 0, sizeof args);
    }
    for (size_t i = 0; i < CC_SIZE(fns); i++) op_fn_free(&CC_AT(fns, i));
    CC_RELEASE(fns);
    for (size_t i = 0; i < CC_SIZE(args); i++) free(CC_AT(args, i));
    CC_RELEASE(args);
    CC_RELEASE(blocks);
    return false;
  }
  CC_RELEASE(args);
  CC_RELEASE(blocks);
  out->nfunctions = (int)CC_SIZE(fns);
  out->functions = fns.begin;
  return true;
#undef OP_FAIL
#undef OP_FLUSH_LIST
}

/* ---- matching LLVM's lines to a program ------------------------------------- */

/* LLVM prints a name that is not a plain identifier in quotes, with
 * \XX escapes; this gives the name itself. */
static char *op_unquote(const char *s, size_t n) {
  if (n < 2 || s[0] != '"' || s[n - 1] != '"') return cc_strndup(s, n);
  char *o = cc_malloc(n);
  size_t k = 0;
  for (size_t i = 1; i + 1 < n; i++) {
    if (s[i] == '\\' && i + 2 <= n - 2) {
      char hex[3] = {s[i + 1], s[i + 2], 0};
      char *end;
      long v = strtol(hex, &end, 16);
      if (*end == 0) {
        o[k++] = (char)v;
        i += 2;
        continue;
      }
    }
    o[k++] = s[i];
  }
  o[k] = 0;
  return o;
}

/* Does LLVM's printed instruction `line` define the value called `name`
 * ("%name = ...", quoted if need be)? */
static bool op_defines(const char *line, const char *name) {
  if (line[0] != '%') return false;
  const char *eq = strstr(line, " = ");
  if (!eq) return false;
  char *got = op_unquote(line + 1, (size_t)(eq - line - 1));
  bool same = !strcmp(got, name);
  free(got);
  return same;
}

/* First word of an instruction's text after an optional "%x = ". */
static size_t op_first_word(const char *t, const char **w) {
  const char *eq = t[0] == '%' ? strstr(t, " = ") : NULL;
  if (eq) t = eq + 3;
  *w = t;
  return strcspn(t, " \n");
}

static bool op_same_inst(const char *line, const cv_inst *I) {
  if (I->flags & CV_INST_HAS_RESULT) return I->name && op_defines(line, I->name);
  if (line[0] == '%') return false;
  if (!I->text) return true;
  const char *a, *b;
  size_t na = op_first_word(line, &a), nb = op_first_word(I->text, &b);
  return na == nb && !memcmp(a, b, na);
}

bool au_llvm_match(const au_llvm_function *f, const cv_program *p, bool *div,
                   cc_error *err) {
  int ni = cv_program_ninsts(p), nb = cv_program_nblocks(p);
  for (int i = 0; i < ni; i++) div[i] = false;
  const char *file = cv_program_file(p);
  const char *fn = cv_program_name(p);
  if (f->all_uniform) return true;
  bool *seen = cc_calloc((size_t)nb + 1, sizeof(bool));
  bool ok = true;
  for (int lb = 0; lb < f->nblocks && ok; lb++) {
    const au_llvm_block *B = &f->blocks[lb];
    char *bn = op_unquote(B->name, strlen(B->name));
    int b = cv_program_find_block(p, bn);
    free(bn);
    if (b < 0 || seen[b]) {
      cc_error_set(err, file, 0, 0, "function '%s': opt printed %s block '%s'", fn,
                   b < 0 ? "an unknown" : "twice the", B->name);
      ok = false;
      break;
    }
    seen[b] = true;
    int n;
    const int *insts = cv_block_insts(p, b, &n);
    if (n == 0 || B->ndefs != n - 1 || B->nterms != 1) {
      cc_error_set(err, file, 0, 0,
                   "function '%s', block '%s': opt printed %d definitions and %d "
                   "terminators, the program has %d instructions",
                   fn, B->name, B->ndefs, B->nterms, n);
      ok = false;
      break;
    }
    for (int i = 0; i < n && ok; i++) {
      const char *line = i < n - 1 ? B->defs[i] : B->terms[0];
      bool d = i < n - 1 ? B->defs_div[i] : B->terms_div[0];
      const cv_inst *I = cv_program_inst(p, insts[i]);
      if (!op_same_inst(line, I)) {
        cc_error_set(err, file, I->line, I->col,
                     "function '%s', block '%s': opt's instruction %d '%.80s' is not "
                     "'%.80s'",
                     fn, B->name, i + 1, line, I->text ? I->text : I->opcode);
        ok = false;
      }
      div[insts[i]] = d;
    }
  }
  for (int b = 0; b < nb && ok; b++)
    if (!seen[b]) {
      cc_error_set(err, file, 0, 0, "function '%s': opt printed no block '%s'", fn,
                   cv_block_name(p, b));
      ok = false;
    }
  free(seen);
  return ok;
}

bool au_opt_fixpoint_pipeline(const char *msg, const char *pipeline, cc_buf *out) {
  if (!msg || !pipeline || !strstr(msg, "Instruction Combining") ||
      !strstr(msg, "did not reach a fixpoint"))
    return false;
  static const char name[] = "instcombine";
  size_t n = sizeof name - 1;
  cc_buf b;
  cc_buf_init(&b);
  bool any = false;
  for (const char *p = pipeline; *p;) {
    /* a pass name starts the text or follows ',' or '(' and ends at ',',
     * ')', '<' or the end (aggressive-instcombine is another pass) */
    bool starts = p == pipeline || p[-1] == ',' || p[-1] == '(';
    bool named = starts && !strncmp(p, name, n); /* then p[n] exists */
    if (!named || (p[n] && p[n] != ',' && p[n] != ')' && p[n] != '<')) {
      cc_buf_putc(&b, *p++);
      continue;
    }
    any = true;
    cc_buf_printf(&b, "%s<no-verify-fixpoint", name);
    p += n;
    if (*p == '<') { /* its options, but the fixpoint's, after ours */
      const char *close = strchr(p, '>');
      const char *end = close ? close : p + strlen(p);
      for (const char *o = p + 1; o < end;) {
        const char *semi = memchr(o, ';', (size_t)(end - o));
        const char *oe = semi ? semi : end;
        size_t on = (size_t)(oe - o);
        bool fix = (on == 15 && !strncmp(o, "verify-fixpoint", on)) ||
                   (on == 18 && !strncmp(o, "no-verify-fixpoint", on));
        if (on && !fix) cc_buf_printf(&b, ";%.*s", (int)on, o);
        o = semi ? semi + 1 : end;
      }
      p = close ? close + 1 : end;
    }
    cc_buf_putc(&b, '>');
  }
  if (any) cc_buf_puts(out, cc_buf_str(&b));
  cc_buf_free(&b);
  return any;
}
