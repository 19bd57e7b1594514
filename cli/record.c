/* cli/record.c — recording runs in the result store (cli/record.h). */
#include "cli/cli.h"

#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>


void cli_record_init(cli_record *r) {
  memset(r, 0, sizeof *r);
  cc_error_clear(&r->err);
}

/* The first line `opt --version` prints that names LLVM's version
 * ("Debian LLVM version 22.1.0"), into out; "" if it cannot be run. */
static void opt_version(const char *opt, char *out, size_t n) {
  *out = 0;
  int fd[2];
  if (pipe(fd) != 0) return;
  pid_t pid = fork();
  if (pid < 0) {
    close(fd[0]), close(fd[1]);
    return;
  }
  if (pid == 0) {
    dup2(fd[1], 1);
    int dn = open("/dev/null", O_WRONLY);
    if (dn >= 0) dup2(dn, 2);
    close(fd[0]), close(fd[1]);
    execlp(opt, opt, "--version", (char *)NULL);
    _exit(127);
  }
  close(fd[1]);
  char buf[4096];
  size_t got = 0;
  ssize_t m;
  while (got < sizeof buf - 1 && (m = read(fd[0], buf + got, sizeof buf - 1 - got)) > 0) got += (size_t)m;
  buf[got] = 0;
  close(fd[0]);
  int st;
  cc_wait_child(pid, 5000, &st);
  for (char *l = buf; *l;) {
    char *e = strchr(l, '\n');
    if (e) *e = 0;
    const char *v = strstr(l, "LLVM version");
    if (v) {
      while (*l == ' ') l++;
      size_t k = strlen(l) < n - 1 ? strlen(l) : n - 1;
      memcpy(out, l, k);
      out[k] = 0;
      return;
    }
    if (!e) break;
    l = e + 1;
  }
}

void cli_text_triple(const char *text, char *out, size_t n) {
  *out = 0;
  const char *t = strstr(text, "target triple = \"");
  if (!t) return;
  t += strlen("target triple = \"");
  const char *e = strchr(t, '"');
  if (e && (size_t)(e - t) < n) snprintf(out, n, "%.*s", (int)(e - t), t);
}

/* options_json with the run's context added as its last key "context":
 * {"command_line", "cwd", "inputs":[{"path","hash","triple"}], "read", "opt"}
 * ("read" only for a run without inputs, cli_record.read). */
static char *with_context(const cli_record *r, const char *command, const char *options_json) {
  cc_buf b;
  cc_buf_init(&b);
  size_t n = strlen(options_json);
  while (n && options_json[n - 1] != '}') n--;
  if (!n) { /* not an object: kept as it is */
    cc_buf_free(&b);
    return cc_strdup(options_json);
  }
  cc_buf_printf(&b, "%.*s", (int)(n - 1), options_json);
  bool empty = true;
  for (size_t i = 1; i + 1 < n && empty; i++) empty = options_json[i] == ' ';
  cc_buf tmp;
  cc_buf_init(&tmp);
  cc_json j;
  cc_json_init(&j, &tmp);
  cc_json_begin_object(&j);
  cc_buf line;
  cc_buf_init(&line);
  cc_buf_puts(&line, "convcheck");
  for (int i = 0; i < r->argc; i++) { /* shell-quoted: pasted into sh, it re-runs */
    cc_buf_putc(&line, ' ');
    cc_buf_shell_word(&line, r->argv[i]);
  }
  cc_json_member_string(&j, "command_line", cc_buf_str(&line));
  cc_buf_free(&line);
  /* where it ran: its relative paths (a corpus run's ".") name files
   * there (results list says so when listed from elsewhere) */
  char cwd[4096];
  if (getcwd(cwd, sizeof cwd)) cc_json_member_string(&j, "cwd", cwd);
  cc_json_key(&j, "inputs");
  cc_json_begin_array(&j);
  for (int i = 0; i < r->ninputs; i++) {
    size_t len = 0;
    cc_error e;
    cc_error_clear(&e);
    struct stat sb;
    char *text = stat(r->inputs[i], &sb) == 0 && S_ISREG(sb.st_mode)
                     ? cc_read_file(r->inputs[i], FE_MAX_INPUT, &len, &e)
                     : NULL;
    if (!text) { /* a folder (corpus, sweep), or not a file: its name */
      cc_json_begin_object(&j);
      cc_json_member_string(&j, "path", cli_shown_path(r->inputs[i]));
      cc_json_end_object(&j);
      continue;
    }
    char hash[32], triple[128];
    snprintf(hash, sizeof hash, "%016llx", (unsigned long long)cc_hash_bytes(text, len, 0));
    cli_text_triple(text, triple, sizeof triple);
    free(text);
    cc_json_begin_object(&j);
    cc_json_member_string(&j, "path", cli_shown_path(r->inputs[i])); /* "<stdin>" for '-' */
    cc_json_member_string(&j, "hash", hash);
    if (*triple) cc_json_member_string(&j, "triple", triple);
    cc_json_end_object(&j);
  }
  cc_json_end_array(&j);
  if (!r->ninputs && r->read) cc_json_member_string(&j, "read", r->read);
  /* the commands that run opt: its version */
  if (r->opt && (!strcmp(command, "audit") || !strcmp(command, "transform") ||
                 !strcmp(command, "sweep"))) {
    char v[200];
    opt_version(r->opt, v, sizeof v);
    cc_json_member_string(&j, "opt", *v ? v : r->opt);
  }
  cc_json_end_object(&j);
  cc_buf_printf(&b, "%s\"context\":%s}", empty ? "" : ",", cc_buf_str(&tmp));
  cc_buf_free(&tmp);
  char *out = cc_strdup(cc_buf_str(&b));
  cc_buf_free(&b);
  return out;
}

bool cli_record_begin(cli_record *r, const char *command, const char *options_json, int k,
                      int L) {
  r->t0 = cc_now();
  if (!r->db) return true;
  r->store = rs_open(r->db, &r->err);
  char *opts = with_context(r, command, options_json);
  if (r->store) r->run = rs_run_begin(r->store, command, opts, k, L, &r->err);
  free(opts);
  if (!r->run) {
    cli_report(&r->err);
    rs_close(r->store);
    r->store = NULL;
    return false;
  }
  return true;
}

long long cli_record_program(cli_record *r, const char *path, const char *function) {
  if (!r->run || r->failed) return 0;
  size_t len = 0;
  cc_error e;
  cc_error_clear(&e);
  char *text = cc_read_file(path, FE_MAX_INPUT, &len, &e);
  if (!text) {
    r->err = e;
    r->failed = true;
    return 0;
  }
  /* one program per function of a file: the function's name seeds the
   * hash of the file's contents */
  uint64_t seed = function ? cc_hash_bytes(function, strlen(function), 0) : 0;
  char hash[32];
  snprintf(hash, sizeof hash, "%016llx", (unsigned long long)cc_hash_bytes(text, len, seed));
  free(text);
  return cli_record_program_hash(r, function ? function : path, path, hash);
}

long long cli_record_program_hash(cli_record *r, const char *name, const char *path,
                                  const char *hash) {
  long long id = 0;
  if (!r->run || r->failed) return 0;
  /* the store names a FILE '-' as the messages do, "<stdin>": its scratch
   * file is gone when the run is read (cli_stdin_args) */
  if (!rs_run_program(r->run, cli_shown_path(name), cli_shown_path(path), hash, &id, &r->err)) {
    r->failed = true;
    return 0;
  }
  return id;
}

void cli_record_verdict(cli_record *r, long long program, const char *check,
                        const char *subject, const char *outcome, const char *detail,
                        const char *witness, double seconds) {
  if (!r->run || r->failed) return;
  if (!rs_run_verdict(r->run, program, check, subject, outcome, detail, witness, seconds,
                      &r->err))
    r->failed = true;
}

void cli_record_picture(cli_record *r, long long program, const char *check,
                        const char *subject, const char *dot) {
  if (!r->run || r->failed || !dot || !*dot) return;
  if (!rs_run_picture(r->run, program, check, subject, dot, &r->err)) r->failed = true;
}

int cli_record_finish(cli_record *r, int rc) {
  if (!r->run) {
    rs_close(r->store);
    r->store = NULL;
    return rc;
  }
  long long id = 0;
  bool ok = false;
  if (r->failed) rs_run_abort(r->run);
  else ok = rs_run_commit(r->run, cc_now() - r->t0, &id, &r->err); /* frees the run */
  r->run = NULL;
  if (ok) {
    r->id = id;
    fprintf(stderr, "convcheck: recorded as run %lld in %s\n", id, r->db);
  } else {
    cli_report(&r->err);
    fprintf(stderr, "convcheck: the run was not recorded (%s is unchanged)\n", r->db);
    rc = CLI_ERROR;
  }
  rs_close(r->store);
  r->store = NULL;
  return rc;
}

void cli_record_abort(cli_record *r) {
  rs_run_abort(r->run);
  r->run = NULL;
  rs_close(r->store);
  r->store = NULL;
}

long long cli_record_program_text(cli_record *r, const char *name, const char *path,
                                  const char *text) {
  char hash[32];
  snprintf(hash, sizeof hash, "%016llx",
           (unsigned long long)cc_hash_bytes(text, strlen(text), 0));
  return cli_record_program_hash(r, name, path, hash);
}
