/* cli/transform_pass.c — `transform --pass`: AFTER is the output of
 * `opt-22 -passes=PIPELINE -S FILE`, run with the file's target. */
#include "cli/cli.h"
#include "cli/transform_pass.h"
#include "audit/audit.h"
#include "transform/transform.h"

#include <errno.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

void cli_tp_from(const cli_ctx *ctx, tf_opts *o, cli_tp *tp) {
  tf_opts_default(o);
  o->k = (int)CLI_NUM(ctx, threads);
  o->L = (int)CLI_NUM(ctx, bound);
  o->rd = ctx->rd;
  o->max_behaviours = (int)CLI_NUM(ctx, max_behaviours);
  o->both_readings = CLI_FLAG_ON(ctx, both_readings);
  tp->opt = CLI_TEXT(ctx, opt);
  tp->pass = CLI_TEXT(ctx, pass);
  tp->mtriple = CLI_TEXT(ctx, pass_mtriple);
  tp->nextra = (int)CC_SIZE(ctx->opt[CLI_O_opt_arg].list);
  for (int i = 0; i < tp->nextra; i++) tp->extra[i] = (char *)CC_AT(ctx->opt[CLI_O_opt_arg].list, i);
}

void cli_tp_options_json(const cli_ctx *ctx, const tf_opts *o, const cli_tp *tp, cc_buf *b) {
  cc_json j;
  cc_json_init(&j, b);
  cc_json_begin_object(&j);
  if (CLI_TEXT(ctx, pipeline)) cc_json_member_string(&j, "pipeline", CLI_TEXT(ctx, pipeline));
  if (tp->pass) cc_json_member_string(&j, "pass", tp->pass);
  if (tp->mtriple) cc_json_member_string(&j, "mtriple", tp->mtriple);
  /* opt's arguments decide AFTER: the RUN line's, when opt got them */
  if (tp->run_args_used) cc_json_member_string(&j, "run_line_options", tp->run_args);
  /* and the user's --opt-args, space-separated (issue 28: two runs apart
   * by them were not warned of in `results diff`) */
  if (CC_SIZE(ctx->opt[CLI_O_opt_arg].list) > 0) {
    cc_buf a;
    cc_buf_init(&a);
    for (size_t i = 0; i < CC_SIZE(ctx->opt[CLI_O_opt_arg].list); i++)
      cc_buf_printf(&a, "%s%s", i ? " " : "", (const char *)CC_AT(ctx->opt[CLI_O_opt_arg].list, i));
    cc_json_member_string(&j, "opt_args", cc_buf_str(&a));
    cc_buf_free(&a);
  }
  if (CLI_TEXT(ctx, function)) cc_json_member_string(&j, "function", CLI_TEXT(ctx, function));
  cv_readings_json(&o->rd, &j);
  cc_json_member_bool(&j, "both_readings", o->both_readings);
  cc_json_member_bool(&j, "unbounded", CLI_FLAG_ON(ctx, unbounded));
  cc_json_member_int(&j, "max_behaviours", o->max_behaviours);
  cc_json_member_int(&j, "timeout_ms", (long long)CLI_NUM(ctx, timeout));
  /* --pipeline's per-step limit decides which steps end unknown */
  if (CLI_TEXT(ctx, pipeline))
    cc_json_member_int(&j, "step_timeout_ms", (long long)CLI_NUM(ctx, step_timeout));
  cc_json_end_object(&j);
}

bool cli_tp_triple(cli_tp *tp, const char *file) {
  bool given = false;
  for (int i = 0; i < tp->nextra; i++) given |= !strncmp(tp->extra[i], "-mtriple", 8);
  size_t len = 0;
  cc_error rerr;
  cc_error_clear(&rerr);
  char *text = cc_read_file(file, 64u << 20, &len, &rerr);
  if (!tp->mtriple && !given) {
    if (text && tf_run_line_triple(text, tp->run_triple, sizeof tp->run_triple)) {
      tp->mtriple = tp->run_triple;
      tp->triple_from_run = true;
    }
  } else if (tp->mtriple && text) {
    /* opt's -mtriple replaces the module's: AFTER would be for another
     * target than BEFORE, and every difference the check found would be
     * the target's (a new user's amdgcn file with --mtriple nvptx64 read
     * "unknown ... what other threads store") */
    char own[128];
    cli_text_triple(text, own, sizeof own);
    if (*own && strcmp(own, tp->mtriple)) {
      fprintf(stderr, "convcheck: %s: error: --mtriple %s differs from the file's target triple %s: "
                      "opt would make AFTER a module of another target than BEFORE; drop "
                      "--mtriple (the file's triple is used), or compile the file for %s\n",
              file, tp->mtriple, own, tp->mtriple);
      free(text);
      return false;
    }
  }
  free(text);
  if (tp->mtriple) {
    snprintf(tp->triple_arg, sizeof tp->triple_arg, "-mtriple=%s", tp->mtriple);
    tp->extra[tp->nextra++] = tp->triple_arg;
  }
  return true;
}

void cli_tp_run_line_args(cli_tp *tp, const char *file) {
  tp->run_args[0] = 0;
  tp->run_missing[0] = 0;
  tp->has_run_line = false;
  tp->run_args_used = false;
  if (!tp->pass) return;
  size_t len = 0;
  cc_error rerr;
  cc_error_clear(&rerr);
  char *text = cc_read_file(file, 64u << 20, &len, &rerr);
  const char *args[16];
  int n = text ? tf_run_line_opt_args(text, tp->pass, tp->run_buf, sizeof tp->run_buf, args, 16) : 0;
  tp->has_run_line = text && strstr(text, "RUN:");
  free(text);
  if (n <= 0) return;
  size_t off = 0;
  for (int i = 0; i < n; i++)
    off += (size_t)snprintf(tp->run_args + off, sizeof tp->run_args - off, "%s%s", i ? " " : "",
                            args[i]);
  /* --opt-arg takes opt's arguments in hand: the RUN line's are not
   * added; those no --opt-arg gave are named (opt reads "-x" and "--x"
   * alike) */
  if (tp->nextra > 0) {
    off = 0;
    for (int i = 0; i < n; i++) {
      bool given = false;
      for (int e = 0; e < tp->nextra && !given; e++)
        given = !strcmp(args[i] + strspn(args[i], "-"), tp->extra[e] + strspn(tp->extra[e], "-"));
      if (!given)
        off += (size_t)snprintf(tp->run_missing + off, sizeof tp->run_missing - off, "%s%s",
                                off ? " " : "", args[i]);
    }
    return;
  }
  for (int i = 0; i < n; i++) tp->extra[tp->nextra++] = (char *)args[i];
  tp->run_args_used = true;
}

/* One word of a command line as a POSIX shell reads it back: bare when
 * it has only characters no shell treats specially, else in single quotes. */
static size_t tp_shell_word(char *buf, size_t size, const char *w) {
  bool bare = *w && strspn(w, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
                              "-_=+./:,@%") == strlen(w);
  if (bare) return (size_t)snprintf(buf, size, "%s", w);
  size_t off = (size_t)snprintf(buf, size, "'");
  for (const char *c = w; *c && off < size; c++)
    off += (size_t)snprintf(buf + off, size - off, *c == '\'' ? "'\\''" : "%c", *c);
  if (off < size) off += (size_t)snprintf(buf + off, size - off, "'");
  return off;
}

void cli_tp_command(const cli_tp *tp, const char *pipeline, const char *tail, char *buf,
                    size_t size) {
  size_t off = tp_shell_word(buf, size, tp->opt);
  for (int i = 0; i < tp->nextra && off + 1 < size; i++) {
    off += (size_t)snprintf(buf + off, size - off, " ");
    if (off < size) off += tp_shell_word(buf + off, size - off, tp->extra[i]);
  }
  if (off + 1 < size) off += (size_t)snprintf(buf + off, size - off, " -passes='%s'", pipeline);
  if (tail && off + 1 < size) snprintf(buf + off, size - off, " %s", tail);
}

bool cli_fixpoint_note(cc_buf *out, const char *msg, const char *option, const char *pipeline) {
  cc_buf b;
  cc_buf_init(&b);
  bool said = au_opt_fixpoint_pipeline(msg, pipeline, &b);
  if (said)
    cc_buf_printf(out, "note: that is InstCombine's own fixpoint check, a debugging check of the "
                       "pass, not of the IR (the default<O1>..<O3> pipelines run the pass without "
                       "it): %s '%s' checks the pass as they run it (docs/transforms.md)\n",
                  option, cc_buf_str(&b));
  cc_buf_free(&b);
  return said;
}

bool cli_tp_run(cli_tp *tp, const char *file, unsigned timeout_ms) {
  if (access(file, R_OK) != 0) {
    fprintf(stderr, "convcheck: %s: error: cannot read: %s\n", file, strerror(errno));
    return false;
  }
  cli_tp_run_line_args(tp, file);
  if (!cli_tp_triple(tp, file)) return false;
  /* opt writes into a file of our own (mkstemps); the reader wants ".ll" */
  cc_error terr;
  cc_error_clear(&terr);
  if (!cc_temp_file(tp->out, sizeof tp->out, "convcheck-after", ".ll", &terr)) {
    fprintf(stderr, "convcheck: error: %s\n", terr.msg);
    return false;
  }
  cc_error oerr;
  cc_error_clear(&oerr);
  if (!au_run_opt_pass(tp->opt, tp->pass, tp->extra, tp->nextra, file, tp->out, timeout_ms, NULL,
                       &oerr)) {
    unlink(tp->out);
    tp->out[0] = 0;
    /* opt killed at the time limit: no verdict, not an input error */
    fprintf(stderr, "convcheck: %s: %s: %s%s%s%s\n", file,
            strstr(oerr.msg, "(killed): no verdict") ? "unknown" : "error", oerr.msg,
            tp->triple_from_run ? " (with -mtriple=" : "", tp->triple_from_run ? tp->mtriple : "",
            tp->triple_from_run ? " from the file's RUN line; --mtriple gives another)" : "");
    cc_buf note;
    cc_buf_init(&note);
    if (cli_fixpoint_note(&note, oerr.msg, "--pass", tp->pass))
      fprintf(stderr, "convcheck: %s", cc_buf_str(&note));
    cc_buf_free(&note);
    return false;
  }
  return true;
}
