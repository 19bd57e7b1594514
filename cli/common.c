/* cli/common.c — what every subcommand shares: errors, numbers, output. */
#include "cli/cli.h"

#include <errno.h>
#include <sys/stat.h>
#include <stdarg.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

/* The files that hold what could be read only once (cli_stdin_args):
 * standard input ('-') and pipes such as <(opt ...), each with the name
 * the messages show. */
enum { CLI_SPILLS = 4 };
static struct {
  char file[4096], shown[512];
} spill[CLI_SPILLS];
static int nspill;

const char *cli_shown_path(const char *path) {
  for (int i = 0; path && i < nspill; i++)
    if (!strcmp(path, spill[i].file)) return spill[i].shown;
  return path;
}

/* A path that can be read only once: a pipe (bash's <(...) is
 * /dev/fd/N) or a character device. */
static bool read_once(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && (S_ISFIFO(st.st_mode) || S_ISCHR(st.st_mode) || S_ISSOCK(st.st_mode));
}

bool cli_stdin_args(cli_ctx *ctx) {
  int nstdin = 0;
  for (int i = 0; i < ctx->nargs; i++) nstdin += !strcmp(ctx->args[i], "-");
  if (nstdin > 1) {
    cli_usage_error(ctx->cmd->name, "standard input ('-') can be read once, not for two arguments");
    return false;
  }
  /* each such argument read once, into a file of our own: convcheck reads
   * an input more than once (the triple, then opt, then the check), and a
   * pipe read twice is empty the second time -- a new user's
   * `--pipeline P <(...)` saw no pass run and said nothing broke */
  for (int i = 0; i < ctx->nargs; i++) {
    bool in = !strcmp(ctx->args[i], "-");
    if (!in && !read_once(ctx->args[i])) continue;
    if (nspill == CLI_SPILLS) {
      cli_usage_error(ctx->cmd->name, "at most %d inputs from pipes or standard input", CLI_SPILLS);
      return false;
    }
    const char *shown = in ? "<stdin>" : ctx->args[i];
    cc_error err;
    cc_error_clear(&err);
    size_t len;
    char *text = cc_read_file(in ? "/dev/stdin" : ctx->args[i], FE_MAX_INPUT, &len, &err);
    if (!text) {
      fprintf(stderr, "convcheck: %s: error: %s\n", shown, err.msg);
      return false;
    }
    if (!ctx->stdin_dir) {
      const char *tmp = getenv("TMPDIR");
      char tmpl[2048];
      snprintf(tmpl, sizeof tmpl, "%s/convcheck-stdin.XXXXXX",
               tmp && *tmp && strlen(tmp) < 2000 ? tmp : "/tmp");
      if (!mkdtemp(tmpl)) {
        fprintf(stderr, "convcheck: %s: error: no scratch folder for it: %s\n", shown, strerror(errno));
        free(text);
        return false;
      }
      ctx->stdin_dir = cc_strdup(tmpl);
    }
    /* named as the argument was (a .cfg's function is the file's stem:
     * "stdin", "63" for /dev/fd/63), one folder each */
    const char *base = in ? "stdin" : strrchr(ctx->args[i], '/') ? strrchr(ctx->args[i], '/') + 1
                                                                 : ctx->args[i];
    char sub[4200];
    snprintf(sub, sizeof sub, "%s/%d", ctx->stdin_dir, nspill);
    if (mkdir(sub, 0700) != 0) {
      fprintf(stderr, "convcheck: %s: error: no scratch folder for it: %s\n", shown, strerror(errno));
      free(text);
      return false;
    }
    snprintf(spill[nspill].file, sizeof spill[nspill].file, "%.3800s/%.200s.%s", sub, *base ? base : "input",
             fe_text_is_ll(text, len) ? "ll" : "cfg");
    snprintf(spill[nspill].shown, sizeof spill[nspill].shown, "%s", shown);
    bool ok = cc_write_file(spill[nspill].file, text, len, &err);
    free(text);
    if (!ok) {
      cli_report(&err);
      return false;
    }
    ctx->args[i] = spill[nspill++].file;
  }
  return true;
}

void cli_stdin_free(cli_ctx *ctx) {
  if (!ctx->stdin_dir) return;
  for (int i = 0; i < nspill; i++) {
    unlink(spill[i].file);
    char *slash = strrchr(spill[i].file, '/');
    if (slash) *slash = 0, rmdir(spill[i].file);
  }
  nspill = 0;
  rmdir(ctx->stdin_dir);
  free(ctx->stdin_dir);
  ctx->stdin_dir = NULL;
}

void cli_report(const cc_error *e) {
  char buf[2048];
  cc_error shown = *e;
  snprintf(shown.file, sizeof shown.file, "%s", cli_shown_path(e->file));
  cc_error_format(&shown, buf, sizeof buf);
  fprintf(stderr, "convcheck: %s\n", buf);
}

int cli_usage_error(const char *cmd, const char *fmt, ...) {
  va_list ap;
  fprintf(stderr, "convcheck %s: ", cmd);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fprintf(stderr, "\n(see 'convcheck %s --help')\n", cmd);
  return CLI_ERROR;
}

bool cli_parse_int(const char *cmd, const char *opt, const char *text,
                   long lo, long hi, long *out) {
  char *end;
  errno = 0;
  long v = text ? strtol(text, &end, 10) : 0;
  if (!text || !*text || *end || errno) {
    cli_usage_error(cmd, "%s needs a whole number, got '%s'", opt,
                    text ? text : "");
    return false;
  }
  if (v < lo || v > hi) {
    cli_usage_error(cmd, "%s must be between %ld and %ld, got %ld", opt, lo,
                    hi, v);
    return false;
  }
  *out = v;
  return true;
}

int cli_write(const cc_buf *b) {
  size_t n = b->len;
  if (n && fwrite(b->data, 1, n, stdout) != n) goto fail;
  if (fflush(stdout) != 0) goto fail;
  return CLI_HOLDS;
fail:
  fprintf(stderr, "convcheck: error writing output: %s\n", strerror(errno));
  return CLI_ERROR;
}

cv_module *cli_shown_module(cv_module *m) {
  const char *path = m ? cv_module_path(m) : NULL, *shown = cli_shown_path(path);
  if (!m || shown == path) return m;
  cv_module_set_shown(m, shown);
  /* the verifier's complaint begins with the place, "PATH:LINE:COL: " */
  const char *why = cv_module_invalid(m);
  size_t n = strlen(path);
  if (why && !strncmp(why, path, n) && why[n] == ':') {
    char *again = cc_strdup(why);
    cc_buf b;
    cc_buf_init(&b);
    cc_buf_printf(&b, "%s%s", shown, again + n);
    cv_module_set_invalid(m, cc_buf_str(&b));
    cc_buf_free(&b);
    free(again);
  }
  return m;
}

cv_module *cli_load(const char *path, fe_cases *cases, cc_error *err) {
  return cli_shown_module(fe_load(path, cases, err));
}

cv_module *cli_load_ex(const char *path, fe_cases *cases, unsigned experimental,
                       cc_error *err) {
  return cli_shown_module(fe_load_ex(path, cases, experimental, err));
}

bool cli_experimental(const cli_ctx *ctx, unsigned *experimental) {
  *experimental = 0;
  const cli_value *v = &ctx->opt[CLI_O_experimental];
  for (size_t i = 0; i < CC_SIZE(v->list); i++) {
    unsigned f = fe_experimental_from_name(CC_AT(v->list, i));
    if (!f) {
      cli_usage_error(ctx->cmd->name, "--experimental: unknown extension '%s' (iterating-anchor)",
                      CC_AT(v->list, i));
      return false;
    }
    *experimental |= f;
  }
  return true;
}

void cli_json_hierarchy(cc_json *j, const cv_program *p, const cv_hierarchy *h, int index) {
  cc_json_begin_object(j);
  cc_json_member_int(j, "index", index + 1);
  cc_json_key(j, "headers");
  cc_json_begin_array(j);
  for (int c = 0; c < cv_hierarchy_ncycles(h); c++)
    cc_json_string(j, cv_block_name(p, cv_hierarchy_cycle(h, c)->header));
  cc_json_end_array(j);
  cc_json_end_object(j);
}

bool cli_mtriple(const cli_ctx *ctx, const char **mtriple) {
  *mtriple = CLI_TEXT(ctx, mtriple);
  if (!*mtriple || fe_triple_known(*mtriple)) return true;
  cli_usage_error(ctx->cmd->name, "--mtriple '%s': LLVM has no target for this architecture",
                  *mtriple);
  return false;
}

cv_module *cli_load_checked(const char *path, const char *function) {
  return cli_load_checked_ex(path, function, 0);
}

cv_module *cli_load_checked_ex(const char *path, const char *function, unsigned experimental) {
  return cli_load_checked_target(path, function, experimental, NULL);
}

cv_module *cli_load_checked_target(const char *path, const char *function, unsigned experimental,
                                   const fe_ll_opts *target) {
  cc_error err;
  cc_error_clear(&err);
  cv_module *m = cli_shown_module(fe_load_opts(path, NULL, experimental, target, &err));
  if (!m) {
    cli_report(&err);
    return NULL;
  }
  if (function && !cv_module_find(m, function)) {
    fprintf(stderr, "convcheck: %s: error: no function '%s'\n", cli_shown_path(path), function);
    cv_module_free(m);
    return NULL;
  }
  return m;
}

bool cli_stderr_is_tty(void) { return isatty(2); }

xc_engine cli_engine_mask(long choice) {
  return choice == 0 ? XC_EXPLICIT : choice == 1 ? XC_SMT : XC_BOTH;
}

static const char *subject_name(xc_subject s) {
  static const char *const names[] = {"value", "branch", "block", "relation", "program", "question"};
  return names[s];
}

void cli_json_notes(cc_json *j, const xc_notes *n, xc_kind kind) {
  cc_json_begin_array(j);
  for (size_t i = 0; i < CC_SIZE(n->list); i++) {
    const xc_note *e = &CC_AT(n->list, i);
    if (e->kind != kind) continue;
    cc_json_begin_object(j);
    cc_json_member_string(j, "subject", subject_name(e->subject));
    cc_json_member_string(j, "name", e->what);
    cc_json_member_string(j, "explicit", xc_verdict_word(e->subject, e->explicit_v));
    cc_json_member_string(j, "smt", xc_verdict_word(e->subject, e->smt_v));
    if (kind == XC_UNCONFIRMED) {
      cc_json_member_string(j, "reason", e->reason);
    }
    cc_json_end_object(j);
  }
  cc_json_end_array(j);
}

void cli_indent(cc_buf *out, const char *s) {
  while (*s) {
    const char *e = strchr(s, '\n');
    size_t n = e ? (size_t)(e - s) + 1 : strlen(s);
    cc_buf_puts(out, "    ");
    cc_buf_putn(out, s, n);
    s += n;
  }
}

void cli_functions_begin(cc_buf *out, cc_json *j, bool json) {
  cc_buf_init(out);
  cc_json_init(j, out);
  if (!json) return;
  cc_json_begin_object(j);
  cc_json_key(j, "functions");
  cc_json_begin_array(j);
}

void cli_functions_end(cc_buf *out, cc_json *j, bool json) {
  if (!json) return;
  cc_json_end_array(j);
  cc_json_end_object(j);
  cc_buf_putc(out, '\n');
}

/* Linux: /proc/self/stat's start time (field 22, clock ticks since boot,
 * after the ")" of comm) against CLOCK_BOOTTIME; 0 where unreadable. */
double cli_process_age(void) {
  FILE *f = fopen("/proc/self/stat", "r");
  if (!f) return 0;
  char buf[1024];
  size_t n = fread(buf, 1, sizeof buf - 1, f);
  fclose(f);
  buf[n] = 0;
  /* field 22, starttime in clock ticks since boot, after the ")" of comm */
  char *p = strrchr(buf, ')');
  unsigned long long start = 0;
  for (int field = 2; p && *p && field < 22; p++)
    if (*p == ' ') field++;
  if (!p || sscanf(p, "%llu", &start) != 1) return 0;
  struct timespec b;
  if (clock_gettime(CLOCK_BOOTTIME, &b) != 0) return 0;
  double age = (double)b.tv_sec + (double)b.tv_nsec * 1e-9 - (double)start / (double)sysconf(_SC_CLK_TCK);
  return age > 0 && age < 60 ? age : 0;
}

double cli_deadline_start(void) { return cc_now() - cli_process_age(); }

bool cli_time_share(double t_start, unsigned timeout_ms, int remaining, unsigned *ms) {
  *ms = 0;
  if (!timeout_ms) return true;
  double left = 0.95 * timeout_ms / 1000.0 - (cc_now() - t_start);
  *ms = 1;
  if (left <= 0.001) return false;
  /* what is left over the items left (a fast one leaves its share to the
   * next), but at least a quarter of the limit while that much is left:
   * an item that needs a few seconds gets them, and most, quick, still
   * get their turn */
  double share = left / (remaining > 0 ? remaining : 1), floor = timeout_ms / 4000.0;
  if (share < floor) share = floor < left ? floor : left;
  *ms = (unsigned)(share * 1000.0);
  if (!*ms) *ms = 1;
  return true;
}

void cli_terms_reading_note(const cv_program *p, cc_buf *out) {
  bool on_value = false;
  for (int b = 0; b < cv_program_nblocks(p) && !on_value; b++)
    on_value = cv_block_branch(p, b) == CV_BRANCH_VALUE;
  if (!on_value) return;
  cc_buf_puts(out, "  (branch conditions read as terms, docs/design.md §5: a witness's threads may "
                   "decide a condition two ways that no thread ids do, `icmp ult %tid, 0` for one; "
                   "`reduce` checks a finding with values too)\n");
}

void cli_divergent_arguments(const cv_program *p, cc_buf *out) {
  bool hdr = false;
  for (int i = 0; i < cv_program_nargs(p); i++)
    if (!cv_program_arg_uniform(p, i)) {
      if (!hdr) cc_buf_puts(out, "DIVERGENT ARGUMENTS:\n");
      hdr = true;
      const char *t = cv_program_arg_text(p, i);
      if (t) cc_buf_printf(out, "  DIVERGENT: %s\n", t);
      else cc_buf_printf(out, "  DIVERGENT: arg %d\n", i);
    }
}

void cli_unknown_builtins_note(const cc_strs *names, const char *prefix, cc_buf *out) {
  size_t n = CC_SIZE(*names);
  if (!n) return;
  /* another GPU target's intrinsics (llvm.dx.* read under amdgcn's rules)
   * are unknown builtins too (model/target.c tg_foreign_intrinsic) */
  bool foreign = false;
  for (size_t i = 0; i < n; i++) foreign |= !strncmp(CC_AT(*names, i), "llvm.", 5);
  cc_buf_printf(out,
                "%snote: %zu unknown builtin%s (%s, no row of the target's "
                "builtin table; %s read as each thread's own value, unmodelled):",
                prefix, n, n == 1 ? "" : "s",
                foreign ? "declared convergent, or an intrinsic of another target" : "declared convergent",
                n == 1 ? "its result is" : "their results are");
  for (size_t i = 0; i < n; i++) cc_buf_printf(out, " %s", CC_AT(*names, i));
  cc_buf_putc(out, '\n');
}
