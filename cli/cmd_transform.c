/* cli/cmd_transform.c — `convcheck transform`: does AFTER preserve the
 * convergence of BEFORE (docs/design.md §8), within bounds; or run an opt-22
 * pipeline on FILE and check every function against its transformed self. */
#include "cli/cli.h"
#include "render/render.h"
#include "audit/audit.h"
#include "transform/inline.h"
#include "transform/transform.h"
#include "unbounded/unbounded.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

const cli_doc cli_doc_transform = {
    .synopsis = "transform [OPTIONS] BEFORE AFTER\ntransform [OPTIONS] --pass PIPELINE FILE",
    .text = "Decides, within bounds, whether AFTER preserves the convergence of BEFORE\n"
            "(ConvergentOperations.rst \"Correctness of Program Transforms\"): for every\n"
            "input of k threads (branch decisions per condition term, the same in both\n"
            "programs; see docs/transforms.md) each thread must execute the same\n"
            "convergent calls (callee, arguments, occurrence; BEFORE's readnone calls\n"
            "may disappear), and every behaviour of AFTER must be ONE behaviour of\n"
            "BEFORE: every call instance communicates with the same threads.\n"
            "Every function of AFTER is checked against the function of the same name\n"
            "in BEFORE, or only --function F.  With --pass, AFTER is the output of\n"
            "`opt-22 -passes=PIPELINE -S FILE`.\n"
            "A call to a function defined in the same file executes its body (expanded\n"
            "in both programs; its entry token is the call site's token; recursive calls\n"
            "are left as calls, with a note).  A candidate counterexample over conditions\n"
            "only one program tests is decided by Z3 in bit-vectors (x thread ids distinct,\n"
            "in their declared range): skipped if no values take it, printed with the\n"
            "values if real, unknown if a term is not translated exactly.\n",
    .more = "--json: {\"mtriple\":T (--pass, when one is used),\n"
            "  \"functions\":[{\"name\":F,\"verdict\":V,\"threads\":K,\n"
            "  \"bound\":L,\"inputs\":N,\"checked\":N,\"cut\":N,\n"
            "  \"infeasible\":N,\"z3_queries\":N,\"calls_expanded\":N,\n"
            "  \"calls_left\":TEXT,\"seconds\":S,\"counterexample\":TEXT}]}\n"
            "--dot: one digraph, a cluster per function holding BEFORE and AFTER side\n"
            "  by side: with a counterexample, each program's traces of its input on\n"
            "  the CFG, the groupings compared as tables, the calls whose communicating\n"
            "  sets differ in red; else both CFGs with their cycles.\n"
            "\n"
            "With --pass, opt runs with --mtriple, else an -mtriple of --opt-arg, else\n"
            "the triple of FILE's first RUN line that gives opt one.  A function opt did\n"
            "not change (the same blocks and instructions, after calls are expanded) is\n"
            "\"unchanged\" and not checked.  --timeout is one deadline for the whole\n"
            "command (opt included), shared by the functions left (each at least MS/4\n"
            "while that much is left); what it cuts is unknown.\n"
            "\n"
            "exit status: 0 preserved (within the bounds stated) or unchanged, 1 broken or not\n"
            "single-thread equivalent (or AFTER invalid), 2 input error or unknown\n",
    .min_args = 1, .max_args = 2, .arg_name = "FILE", .readings = &tf_support};

/* Seconds since this process started (0 when /proc does not say). */
static double cli_process_age(void) {
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

static int worst(int a, int b) {
  /* error/unknown (2) over fails (1) over holds (0) */
  return a > b ? a : b;
}

/* --unbounded: one function pair (unbounded/ ub_transform). */
static int unbounded_one(const cv_program *eb, const cv_program *ea, const tf_opts *o,
                         cc_json *j, const char *name, const char *note, cc_buf *out) {
  ub_transform_result ur;
  cc_error err;
  cc_error_clear(&err);
  if (!ub_transform(eb, ea, o, &ur, &err)) {
    cli_report(&err);
    ub_transform_result_free(&ur);
    return CLI_ERROR;
  }
  const char *word = ur.verdict == UB_PROVEN   ? "preserved (all L, k=2)"
                     : ur.verdict == UB_FAILS ? tf_verdict_name(ur.tf.verdict)
                                              : "unknown";
  if (j) {
    cc_json_begin_object(j);
    cc_json_key(j, "name"), cc_json_string(j, name);
    cc_json_key(j, "verdict"), cc_json_string(j, ur.verdict == UB_PROVEN ? "proven"
                                                 : ur.verdict == UB_FAILS ? "fails" : "unknown");
    cc_json_key(j, "transform"), cc_json_string(j, ur.verdict == UB_UNKNOWN ? "unknown"
                                                   : tf_verdict_name(ur.tf.verdict));
    cc_json_key(j, "threads"), cc_json_int(j, 2);
    cc_json_key(j, "bound"), cc_json_string(j, "unbounded");
    cc_json_key(j, "decided_at_L");
    if (ur.L) cc_json_int(j, ur.L);
    else cc_json_null(j);
    cc_json_key(j, "why"), cc_json_string(j, ur.why);
    if (*note) cc_json_key(j, "calls_left"), cc_json_string(j, note);
    if (ur.tf.report.len) cc_json_key(j, "counterexample"), cc_json_string(j, cc_buf_str(&ur.tf.report));
    cc_json_end_object(j);
  } else {
    cc_buf_printf(out, "%s: %s: %s\n", name, word, ur.why);
    if (ur.verdict == UB_FAILS) cc_buf_puts(out, cc_buf_str(&ur.tf.report));
    if (*note)
      cc_buf_printf(out, "  note: calls to functions defined in the module left as calls (%s)\n", note);
  }
  int st = ur.verdict == UB_PROVEN ? CLI_HOLDS : ur.verdict == UB_FAILS ? CLI_FAILS : CLI_ERROR;
  ub_transform_result_free(&ur);
  return st;
}

int cli_cmd_transform(cli_ctx *ctx) {
  static const char cmd[] = "transform";
  tf_opts o;
  tf_opts_default(&o);
  o.k = (int)CLI_NUM(ctx, threads);
  o.L = (int)CLI_NUM(ctx, bound);
  o.rd = ctx->rd;
  o.max_behaviours = (int)CLI_NUM(ctx, max_behaviours);
  unsigned timeout_ms = (unsigned)CLI_NUM(ctx, timeout);
  const char *const *files = (const char *const *)ctx->args;
  int nfiles = ctx->nargs;
  const char *function = CLI_TEXT(ctx, function), *pass = CLI_TEXT(ctx, pass);
  const char *opt = CLI_TEXT(ctx, opt), *mtriple = CLI_TEXT(ctx, pass_mtriple);
  char *extra[34]; /* --opt-arg (at most 32) and -mtriple */
  int nextra = (int)CC_SIZE(ctx->opt[CLI_O_opt_arg].list);
  for (int i = 0; i < nextra; i++) extra[i] = (char *)CC_AT(ctx->opt[CLI_O_opt_arg].list, i);
  bool json = CLI_FLAG_ON(ctx, json), unbounded = CLI_FLAG_ON(ctx, unbounded);
  bool dot = CLI_FLAG_ON(ctx, dot);
  if (pass && nfiles != 1) return cli_usage_error(cmd, "--pass takes one FILE");
  if (!pass && nfiles != 2) return cli_usage_error(cmd, "needs BEFORE and AFTER");

  char tmp_out[128] = "";
  const char *after_path = pass ? NULL : files[1];
  /* --timeout: one deadline for the whole command, counted from the
   * process's start (Linux: /proc/self/stat; loading LLVM's libraries comes
   * before main), the checks ending at 95 % of it to leave time for the
   * output and freeing what they built */
  struct timespec ts0;
  clock_gettime(CLOCK_MONOTONIC, &ts0);
  double t_start = (double)ts0.tv_sec + (double)ts0.tv_nsec * 1e-9 - cli_process_age();
  char triple_arg[300] = "", run_triple[256] = "";
  bool triple_from_run = false;
  if (pass) {
    if (access(files[0], R_OK) != 0) {
      fprintf(stderr, "convcheck: %s: error: cannot read: %s\n", files[0], strerror(errno));
      return CLI_ERROR;
    }
    /* the target triple: --mtriple, else an -mtriple of --opt-arg, else the
     * file's RUN line's */
    bool given = false;
    for (int i = 0; i < nextra; i++) given |= !strncmp(extra[i], "-mtriple", 8);
    if (!mtriple && !given) {
      size_t len = 0;
      cc_error rerr;
      cc_error_clear(&rerr);
      char *text = cc_read_file(files[0], 64u << 20, &len, &rerr);
      if (text && tf_run_line_triple(text, run_triple, sizeof run_triple)) {
        mtriple = run_triple;
        triple_from_run = true;
      }
      free(text);
    }
    if (mtriple) {
      snprintf(triple_arg, sizeof triple_arg, "-mtriple=%s", mtriple);
      extra[nextra++] = triple_arg;
    }
    snprintf(tmp_out, sizeof tmp_out, "/tmp/convcheck-after.XXXXXX");
    int fd = mkstemp(tmp_out);
    if (fd < 0) {
      fprintf(stderr, "convcheck: error: cannot create a temporary file: %s\n", strerror(errno));
      return CLI_ERROR;
    }
    close(fd);
    /* opt names its output by the -o path; the reader wants ".ll" */
    char ll_out[100];
    snprintf(ll_out, sizeof ll_out, "%s.ll", tmp_out);
    unlink(tmp_out);
    snprintf(tmp_out, sizeof tmp_out, "%s", ll_out);
    cc_error oerr;
    cc_error_clear(&oerr);
    if (!au_run_opt_pass(opt, pass, extra, nextra, files[0], tmp_out, timeout_ms, NULL, &oerr)) {
      unlink(tmp_out);
      fprintf(stderr, "convcheck: %s: error: %s%s%s%s\n", files[0], oerr.msg,
              triple_from_run ? " (with -mtriple=" : "", triple_from_run ? mtriple : "",
              triple_from_run ? " from the file's RUN line; --mtriple gives another)" : "");
      return CLI_ERROR;
    }
    after_path = tmp_out;
  }
  int status = CLI_HOLDS;
  cv_module *mb = cli_load_checked(files[0], function);
  cv_module *ma = mb ? cli_load_checked(after_path, function) : NULL;
  if (!mb || !ma) {
    cv_module_free(mb);
    if (*tmp_out) unlink(tmp_out);
    return CLI_ERROR;
  }
  cc_buf out, notes;
  cc_buf_init(&out);
  cc_buf_init(&notes);
  cc_buf *txt = dot ? &notes : &out; /* lines of text outside the picture */
  cc_json j;
  if (dot) {
    char title[600];
    snprintf(title, sizeof title, "transform %s%s%s%s: does AFTER preserve the convergence of BEFORE?",
             pass ? "--pass " : "", pass ? pass : files[0], pass ? "" : " ", pass ? "" : files[1]);
    rd_graph_begin(&out, title);
  }
  if (json) {
    cc_json_init(&j, &out);
    cc_json_begin_object(&j);
    if (mtriple) cc_json_key(&j, "mtriple"), cc_json_string(&j, mtriple);
    cc_json_key(&j, "functions");
    cc_json_begin_array(&j);
  }
  int checked = 0;
  cv_module *xb = cv_module_new(files[0]), *xa = cv_module_new(after_path);
  for (int f = 0; f < cv_module_count(ma); f++) {
    const cv_program *pa = cv_module_program(ma, f);
    if (function && strcmp(cv_program_name(pa), function)) continue;
    const cv_program *pb = cv_module_find(mb, cv_program_name(pa));
    if (!pb) {
      if (pass) continue; /* a function opt created */
      fprintf(stderr, "convcheck: %s: error: no function '%s' in BEFORE\n", files[0],
              cv_program_name(pa));
      status = CLI_ERROR;
      continue;
    }
    checked++;
    tf_result res;
    cc_error err;
    cc_error_clear(&err);
    /* calls to functions defined in the module execute their bodies */
    const cv_program *eb = pb, *ea = pa;
    tf_expansion nb, na;
    if (!tf_expand_calls(mb, pb, xb, &eb, &nb, &err) ||
        !tf_expand_calls(ma, pa, xa, &ea, &na, &err)) {
      cli_report(&err);
      status = CLI_ERROR;
      continue;
    }
    char note[640] = "";
    if (nb.left || na.left)
      snprintf(note, sizeof note, "%s%s%s%s%s%s", nb.left ? "BEFORE: " : "", nb.left ? nb.why : "",
               nb.left && na.left ? "; " : "", na.left ? "AFTER: " : "", na.left ? na.why : "",
               "");
    o.calls_left = *note ? note : NULL;
    char bounds[160];
    snprintf(bounds, sizeof bounds, "k=%d, L=%d", o.k, o.L);
    if (pass && tf_same_program(eb, ea)) {
      /* opt did not change it: nothing to check */
      if (json) {
        cc_json_begin_object(&j);
        cc_json_key(&j, "name"), cc_json_string(&j, cv_program_name(pa));
        cc_json_key(&j, "verdict"), cc_json_string(&j, "unchanged");
        cc_json_key(&j, "calls_expanded"), cc_json_int(&j, nb.expanded + na.expanded);
        if (*note) cc_json_key(&j, "calls_left"), cc_json_string(&j, note);
        cc_json_end_object(&j);
      } else {
        cc_buf_printf(txt, "%s: unchanged (%s did not change it)\n", cv_program_name(pa), opt);
        if (*note)
          cc_buf_printf(txt, "  note: calls to functions defined in the module left as calls (%s)\n", note);
      }
      continue;
    }
    /* the time the command has left */
    if (timeout_ms) {
      struct timespec tn;
      clock_gettime(CLOCK_MONOTONIC, &tn);
      double left = 0.95 * timeout_ms / 1000.0 - ((double)tn.tv_sec + (double)tn.tv_nsec * 1e-9 - t_start);
      if (left <= 0.001) {
        status = worst(status, CLI_ERROR);
        if (json) {
          cc_json_begin_object(&j);
          cc_json_key(&j, "name"), cc_json_string(&j, cv_program_name(pa));
          cc_json_key(&j, "verdict"), cc_json_string(&j, "unknown");
          cc_json_key(&j, "why"), cc_json_string(&j, "the time limit passed before this function was checked");
          cc_json_end_object(&j);
        } else {
          cc_buf_printf(txt, "%s: unknown within %s: the time limit passed before this function "
                              "was checked (0 of 0 inputs checked)\n", cv_program_name(pa), bounds);
        }
        continue;
      }
      /* a share: what is left over the functions left (a fast one leaves
       * its share to the next), but at least a quarter of the limit when
       * that much is left, so a function that needs a few seconds gets
       * them and most functions, quick, still get their turn */
      int remaining = 0;
      for (int g = f; g < cv_module_count(ma); g++) {
        const char *nm = cv_program_name(cv_module_program(ma, g));
        if ((!function || !strcmp(nm, function)) && cv_module_find(mb, nm)) remaining++;
      }
      double share = left / (remaining > 0 ? remaining : 1), floor = timeout_ms / 4000.0;
      if (share < floor) share = floor < left ? floor : left;
      o.timeout_ms = (unsigned)(share * 1000.0);
      if (!o.timeout_ms) o.timeout_ms = 1;
    }
    if (unbounded) {
      status = worst(status, unbounded_one(eb, ea, &o, json ? &j : NULL, cv_program_name(pa),
                                           note, &out));
      continue;
    }
    if (!tf_check(eb, ea, &o, &res, &err)) {
      cli_report(&err);
      tf_result_free(&res);
      status = CLI_ERROR;
      continue;
    }
    int st = res.verdict == TF_PRESERVED ? CLI_HOLDS
             : res.verdict == TF_UNKNOWN ? CLI_ERROR : CLI_FAILS;
    status = worst(status, st);
    if (dot) {
      char id[32], title[900];
      snprintf(id, sizeof id, "f%d", f);
      snprintf(title, sizeof title, "function %s: %s within %s%s%s", cv_program_name(pa),
               tf_verdict_name(res.verdict), bounds, res.unknown_why ? ": " : "",
               res.unknown_why ? res.unknown_why : "");
      rd_transform(&out, id, title, eb, ea, &res);
    } else if (json) {
      cc_json_begin_object(&j);
      cc_json_key(&j, "name"), cc_json_string(&j, cv_program_name(pa));
      cc_json_key(&j, "verdict"), cc_json_string(&j, tf_verdict_name(res.verdict));
      cc_json_key(&j, "threads"), cc_json_int(&j, o.k);
      cc_json_key(&j, "bound"), cc_json_int(&j, o.L);
      cc_json_key(&j, "inputs"), cc_json_int(&j, (long long)res.inputs);
      cc_json_key(&j, "checked"), cc_json_int(&j, (long long)res.checked);
      cc_json_key(&j, "cut"), cc_json_int(&j, (long long)res.cut);
      cc_json_key(&j, "infeasible"), cc_json_int(&j, (long long)res.infeasible);
      cc_json_key(&j, "z3_queries"), cc_json_int(&j, (long long)res.z3_queries);
      cc_json_key(&j, "seconds"), cc_json_double(&j, res.seconds);
      if (res.unknown_why) cc_json_key(&j, "why"), cc_json_string(&j, res.unknown_why);
      cc_json_key(&j, "calls_expanded"), cc_json_int(&j, nb.expanded + na.expanded);
      if (*note) cc_json_key(&j, "calls_left"), cc_json_string(&j, note);
      if (res.report.len) cc_json_key(&j, "counterexample"), cc_json_string(&j, cc_buf_str(&res.report));
      cc_json_end_object(&j);
    } else {
      cc_buf_printf(&out, "%s: ", cv_program_name(pa));
      switch (res.verdict) {
      case TF_PRESERVED:
        cc_buf_printf(&out, "preserved within %s", bounds);
        if (res.cut) cc_buf_printf(&out, "; %llu of %llu inputs cut by the bound, not checked",
                                   (unsigned long long)res.cut, (unsigned long long)res.inputs);
        if (res.infeasible)
          cc_buf_printf(&out, "; %llu candidates no real values take (Z3, bit-vectors), skipped",
                        (unsigned long long)res.infeasible);
        if (res.before_invalid)
          cc_buf_printf(&out, "; %llu inputs where BEFORE has no consistent relation",
                        (unsigned long long)res.before_invalid);
        cc_buf_printf(&out, " (%llu inputs checked)\n", (unsigned long long)res.checked);
        break;
      case TF_UNKNOWN:
        cc_buf_printf(&out, "unknown within %s: %s (%llu of %llu inputs checked)\n", bounds,
                      res.unknown_why ? res.unknown_why : "?", (unsigned long long)res.checked,
                      (unsigned long long)res.inputs);
        cc_buf_puts(&out, cc_buf_str(&res.report));
        break;
      default:
        cc_buf_printf(&out, "%s (%s)\n%s", tf_verdict_name(res.verdict), bounds,
                      cc_buf_str(&res.report));
        break;
      }
      if (*note)
        cc_buf_printf(&out, "  note: calls to functions defined in the module left as calls (%s)\n", note);
    }
    tf_result_free(&res);
  }
  if (json) {
    cc_json_end_array(&j);
    cc_json_end_object(&j);
    cc_buf_putc(&out, '\n');
  }
  if (mtriple && !json)
    cc_buf_printf(txt, "note: %s ran with -mtriple=%s%s\n", opt, mtriple,
                  triple_from_run ? " (the file's RUN line)" : "");
  if (dot) { /* the lines that are no picture, as DOT comments */
    for (const char *l = cc_buf_str(&notes); *l;) {
      const char *e = strchr(l, '\n');
      int n = e ? (int)(e - l) : (int)strlen(l);
      cc_buf_printf(&out, "  // %.*s\n", n, l);
      l += n + (e != NULL);
    }
    rd_graph_end(&out);
  }
  cc_buf_free(&notes);
  if (!checked && status == CLI_HOLDS) {
    fprintf(stderr, "convcheck: %s: error: no function to check\n", after_path);
    status = CLI_ERROR;
  }
  int w = cli_write(&out);
  cc_buf_free(&out);
  cv_module_free(xa);
  cv_module_free(xb);
  cv_module_free(ma);
  cv_module_free(mb);
  if (*tmp_out) unlink(tmp_out);
  return w != CLI_HOLDS ? CLI_ERROR : status;
}
