/* cli/transform_pipeline.c — `convcheck transform --pipeline PIPELINE FILE`:
 * opt-22 once (pipeline/ pl_run), every step checked (pl_check), a table
 * of the steps, the first pass that breaks convergence with its
 * counterexample, and with --reduce that step reduced (pl_reduce_step). */
#include "cli/transform_pipeline.h"
#include "cli/transform_pass.h"
#include "cli/transform_show.h"
#include "pipeline/pipeline.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* 10^n for the file names' width */
static long long pow10i(int n) {
  long long p = 1;
  while (n-- > 0) p *= 10;
  return p;
}

typedef struct plc_run {
  cli_ctx *ctx;
  const char *file, *pipeline;
  cli_tp tp;
  tf_opts o;
  unsigned timeout_ms;
  double t_start;
  bool json, unbounded;
  char bounds[120];
} plc_run;

static bool plc_share(void *arg, int remaining, unsigned *ms) {
  plc_run *R = arg;
  return cli_time_share(R->t_start, R->timeout_ms, remaining, ms);
}

static const char *plc_note(const pl_row *row) { return row->note ? row->note : ""; }

/* ---- text ------------------------------------------------------------------------ */

/* What a function column that names no function means, said once under the
 * column titles when such a row is shown (a new user met "(bl)" and
 * guessed): the step as a whole, opt's name for what the pass ran on. */
static void plc_legend(const pl_result *res, const pl_dump *d, cc_buf *out) {
  bool module = false, scc = false, caller = false;
  for (int i = 0; i < res->nrows; i++) {
    const char *t = d->steps[res->rows[i].step].target;
    /* a function pass's step shown on another function: its caller, whose
     * check expands the changed callee (a user read step 14's SROA of
     * get_x as a change of the kernel) */
    if (res->rows[i].function) {
      /* a loop pass names "loop %l in function f" */
      const char *in = !strncmp(t, "loop ", 5) ? strstr(t, " in function ") : NULL;
      const char *fn = in ? in + 13 : t;
      caller |= fn[0] != '[' && fn[0] != '(' && strcmp(fn, res->rows[i].function);
      continue;
    }
    module |= t[0] == '[';
    scc |= t[0] == '(';
  }
  if (caller)
    cc_buf_puts(out, "       (a function pass's step shows on each function that calls the one it "
                     "changed: a function is checked with its callees expanded, docs/transforms.md "
                     "\"Calls to functions defined in the module\")\n");
  if (!module && !scc) return;
  cc_buf_printf(out, "       (function in brackets: the step as a whole, what the pass ran on%s%s%s)\n",
                module ? ": [module] a module pass" : "", module && scc ? "; " : scc ? ": " : "",
                scc ? "(f, g) a call-graph pass on the functions named (a strongly connected "
                      "component of the call graph)" : "");
}

static void plc_text_table(const plc_run *R, const pl_dump *d, const pl_run_info *info,
                           const pl_result *res, cc_buf *out) {
  char rests[600];
  pl_bounds_text(res, R->bounds, rests, sizeof rests);
  /* opt's command line as it ran, its --opt-args and -mtriple with it (a
   * user could not tell which --opt-arg reached opt) */
  char cmd[3000];
  cli_tp_command(&R->tp, R->pipeline, NULL, cmd, sizeof cmd);
  cc_buf_printf(out, "%s: %s: %d pass %s in %.2f s, %d changed the module; %s\n",
                cli_shown_path(R->file), cmd, d->executions,
                cc_plural(d->executions, "execution", "executions"), info->seconds, d->nsteps,
                rests);
  /* the columns as wide as their longest entry (within reason) */
  int wp = 4, wf = 8;
  for (int i = 0; i < res->nrows; i++) {
    const pl_row *row = &res->rows[i];
    const pl_step *st = &d->steps[row->step];
    int lp = (int)strlen(st->pass), lf = (int)strlen(row->function ? row->function : st->target);
    wp = lp > wp ? (lp < 40 ? lp : 40) : wp;
    wf = lf > wf ? (lf < 40 ? lf : 40) : wf;
  }
  cc_buf_printf(out, "%5s  %-*s  %-*s  %-13s %7s  %s\n", "step", wp, "pass", wf, "function", "verdict",
                "time", "reason");
  plc_legend(res, d, out);
  for (int i = 0; i < res->nrows; i++) {
    const pl_row *row = &res->rows[i];
    const pl_step *st = &d->steps[row->step];
    char reason[2100];
    pl_row_reason(row, reason, sizeof reason);
    const char *v = pl_row_verdict(row);
    /* the column as wide as §12's longest word (docs/design.md: "not
     * single-thread equivalent"; a new user found "not-equivalent" in no
     * table) */
    cc_buf_printf(out, "%5d  %-*s  %-*s  %-13s %6.2fs  %s\n", st->number, wp, st->pass, wf,
                  row->function ? row->function : st->target, v, row->seconds, reason);
  }
}

/* The first step that breaks convergence, as `transform` prints a verdict. */
static void plc_text_break(const plc_run *R, const pl_dump *d, const pl_result *res, cc_buf *out) {
  if (res->first_break < 0) return;
  const pl_row *row = &res->rows[res->first_break];
  const pl_step *st = &d->steps[row->step];
  /* under --anchor maximal, a reading stricter than the spec's (the
   * verdict line below says so) */
  bool maximal = row->kind == PL_CHECKED && row->res.verdict == TF_BROKEN &&
                 row->res.anchors_maximal;
  cc_buf_printf(out, "\nthe first pass that breaks convergence%s: %s (pass %d, on %s)\n",
                maximal ? " under --anchor maximal" : "", st->pass, st->number, st->target);
  if (row->kind == PL_CHECKED) {
    /* the bound the verdict rests on, as `transform --pass` states it: the
     * counterexample's own length (the rounds search L upwards) */
    char b[sizeof R->bounds];
    if (!R->unbounded && row->res.L > 0)
      snprintf(b, sizeof b, "k=%d, L=%d", R->o.k, row->res.L);
    else
      snprintf(b, sizeof b, "%s", R->bounds);
    cli_tf_text_result(out, row->function, &row->res, b, plc_note(row));
  } else {
    cc_buf_printf(out, "%s: AFTER invalid: LLVM's verifier (opt -verify-each) rejects the module "
                       "after the pass:\n",
                  row->function ? row->function : st->target);
    cli_indent(out, row->why);
    cc_buf_putc(out, '\n');
  }
}

static void plc_text_summary(const char *bounds, const pl_dump *d, const pl_run_info *info,
                             const pl_result *res, cc_buf *out) {
  int n[TF_UNKNOWN + 1] = {0}, unchanged = 0, cut = 0;
  for (int i = 0; i < res->nrows; i++) {
    const pl_row *row = &res->rows[i];
    if (row->kind == PL_UNCHANGED) unchanged++;
    else n[row->verdict]++;
    cut += row->kind == PL_CHECKED && row->verdict == TF_PRESERVED && row->res.cut;
  }
  int checks = res->nrows - unchanged;
  cc_buf_printf(out, "\nsummary: %d %s, %d %s: %d preserved, %d broken, %d not single-thread "
                     "equivalent, %d AFTER invalid, %d unknown; %d %s no function the "
                     "check compares\n",
                d->nsteps, cc_plural(d->nsteps, "step", "steps"), checks,
                cc_plural(checks, "check", "checks"), n[TF_PRESERVED], n[TF_BROKEN],
                n[TF_NOT_EQUIVALENT], n[TF_INVALID_AFTER], n[TF_UNKNOWN], unchanged,
                cc_plural(unchanged, "step changed", "steps changed"));
  if (res->both_readings)
    cc_buf_printf(out, "the two readings of uncontrolled convergent operations differ on %d %s%s\n",
                  res->readings_differ, cc_plural(res->readings_differ, "check", "checks"),
                  res->readings_differ ? " (the other reading's verdict in brackets)" : "");
  /* --unbounded marks every checked row (the first row may be an
   * unchanged step: a new user read the bounded mode's sentence) */
  bool unbounded = false;
  for (int i = 0; i < res->nrows && !unbounded; i++) unbounded = res->rows[i].unbounded;
  if (unbounded) {
    int ends = res->every_L - res->lockstep - res->simulation;
    cc_buf_printf(out, "for every L (--unbounded): %d of %d %s preserved for every trip count: "
                       "%d by the lockstep rule and %d by the simulation rule (all k), %d "
                       "because every path ends within a bound (the bounded check there, k=2) "
                       "(docs/unbounded.md)\n",
                  res->every_L, checks, cc_plural(checks, "check", "checks"), res->lockstep,
                  res->simulation, ends > 0 ? ends : 0);
  }
  else if (res->every_L) /* the rules tried before the bounded check */
    cc_buf_printf(out, "for every L and every k: %d of %d %s proven by a rule before the bounded "
                       "check, %d by the lockstep rule, %d by the simulation rule "
                       "(docs/unbounded.md)\n",
                  res->every_L, checks, cc_plural(checks, "check", "checks"), res->lockstep,
                  res->simulation);
  char rests[600];
  pl_bounds_text(res, bounds, rests, sizeof rests);
  cc_buf_printf(out, "what the verdicts rest on: %s\n", rests);
  if (res->first_break < 0 && checks > 0 && res->every_L == checks)
    /* every check proven for every L: "within the bounds" undersold it */
    cc_buf_printf(out, "no pass breaks convergence: every check is proven for every L\n");
  else if (res->first_break < 0)
    cc_buf_printf(out, "no pass breaks convergence within the bounds%s%s\n",
                  n[TF_UNKNOWN] == 1 ? "; the unknown step is not decided (its reason "
                                       "says why and, where it can, what to do next)"
                  : n[TF_UNKNOWN]    ? "; the unknown steps are not decided (each reason "
                                       "says why and, where it can, what to do next)"
                                     : "",
                  cut ? "; inputs cut by the bound were checked on their prefixes" : "");
  if (info->opt_failed)
    cc_buf_printf(out, "note: opt-22 failed after the last step shown: %s\n", info->why);
  for (size_t i = 0; i < CC_SIZE(d->diagnostics) && i < 5; i++)
    cc_buf_printf(out, "note: opt-22 printed: %s\n", CC_AT(d->diagnostics, i));
}

/* ---- JSON ------------------------------------------------------------------------ */

static void plc_json(const plc_run *R, const pl_dump *d, const pl_run_info *info,
                     const pl_result *res, cc_json *j) {
  cc_json_member_string(j, "file", cli_shown_path(R->file));
  cc_json_member_string(j, "pipeline", R->pipeline);
  if (R->tp.mtriple) cc_json_member_string(j, "mtriple", R->tp.mtriple);
  cc_json_member_int(j, "threads", R->o.k);
  cc_json_member_int(j, "bound", R->o.L);
  cc_json_member_bool(j, "unbounded", R->unbounded);
  if (R->unbounded) {
    cc_json_member_int(j, "preserved_every_L", res->every_L);
    cc_json_member_int(j, "lockstep", res->lockstep);
    cc_json_member_int(j, "simulation", res->simulation);
  }
  /* what the verdicts rest on (pl_bounds_text): proven for every L apart
   * from decided within the bounds */
  cc_json_member_int(j, "proven_every_L", res->every_L);
  cc_json_member_int(j, "decided", res->decided);
  cc_json_member_int(j, "stopped_lower", res->stopped_lower);
  cc_json_key(j, "lowest_preserved_within");
  if (res->stopped_lower) cc_json_int(j, res->lowest_L);
  else cc_json_null(j);
  cc_json_member_int(j, "undecided", res->undecided);
  cc_json_member_int(j, "executions", d->executions);
  cc_json_key(j, "opt_seconds"), cc_json_double(j, info->seconds);
  cc_json_key(j, "opt_failed");
  if (info->opt_failed) cc_json_string(j, info->why);
  else cc_json_null(j);
  cc_json_key(j, "steps");
  cc_json_begin_array(j);
  for (int i = 0; i < res->nrows; i++) {
    const pl_row *row = &res->rows[i];
    const pl_step *st = &d->steps[row->step];
    char reason[2100];
    pl_row_reason(row, reason, sizeof reason);
    cc_json_begin_object(j);
    cc_json_member_int(j, "step", st->number);
    cc_json_member_string(j, "pass", st->pass);
    cc_json_member_string(j, "target", st->target);
    cc_json_key(j, "function");
    if (row->function) cc_json_string(j, row->function);
    else cc_json_null(j);
    cc_json_member_string(j, "verdict", pl_row_verdict(row));
    cc_json_key(j, "seconds"), cc_json_double(j, row->seconds);
    cc_json_member_string(j, "reason", reason);
    cc_json_member_bool(j, "invalidated", st->invalidated);
    if (row->kind == PL_INVALID) cc_json_member_string(j, "verifier", row->why);
    if (row->kind == PL_CHECKED) {
      cc_json_key(j, "check");
      /* the object `transform --json` prints for the function (with
       * --unbounded: its verdict for every L); what the verdict rests on
       * is said there only ("basis", "scope", "rule"), by the one
       * renderer of it */
      cli_tf_every_L every = {row->ub, row->ub_L, row->ub_why, row->ub_all_threads,
                              row->ub_lockstep     ? "lockstep"
                              : row->ub_simulation ? "simulation"
                                                   : NULL,
                              row->ub_other_why};
      cli_tf_json_result(j, &R->o, row->function, row->eb, row->ea, &row->res,
                         row->unbounded ? &every : NULL, row->expanded, plc_note(row));
    }
    cc_json_end_object(j);
  }
  cc_json_end_array(j);
  cc_json_key(j, "first_break");
  if (res->first_break >= 0) cc_json_int(j, res->first_break);
  else cc_json_null(j);
  cc_json_key(j, "diagnostics");
  cc_json_begin_array(j);
  for (size_t i = 0; i < CC_SIZE(d->diagnostics); i++) cc_json_string(j, CC_AT(d->diagnostics, i));
  cc_json_end_array(j);
}

/* ---- the store ------------------------------------------------------------------- */

static void plc_record(plc_run *R, const pl_dump *d, const pl_result *res) {
  cli_record *rec = &R->ctx->rec;
  for (int i = 0; i < res->nrows; i++) {
    const pl_row *row = &res->rows[i];
    const pl_step *st = &d->steps[row->step];
    long long pid = cli_record_program(rec, R->file, row->function);
    char subject[300], reason[2100];
    snprintf(subject, sizeof subject, "pass %d %s on %s", st->number, st->pass, st->target);
    pl_row_reason(row, reason, sizeof reason);
    const char *witness = row->kind == PL_CHECKED && row->res.report.len
                              ? cc_buf_str(&row->res.report)
                              : row->why;
    cli_record_verdict(rec, pid, "transform --pipeline", subject, pl_row_verdict(row), reason,
                       witness, row->seconds);
  }
}

/* ---- --reduce --------------------------------------------------------------------- */

static int plc_reduce(plc_run *R, const pl_dump *d, const pl_result *res, const pl_run_opts *ro,
                      cc_buf *out) {
  const pl_row *row = &res->rows[res->first_break];
  if (row->kind == PL_CHECKED && row->verdict == TF_NOT_EQUIVALENT) {
    /* what to do next (a user had none): reduce has no kind for it */
    cc_buf_printf(out, "\nreduce: not reduced: this step is not single-thread equivalent (a "
                       "thread's convergent calls differ), and reduce --broken reduces a broken "
                       "verdict only (the same calls in each thread, a behaviour of AFTER that "
                       "BEFORE lacks): reduce has no kind for this one; the counterexample above "
                       "names the calls that differ, and --keep-steps DIR writes the step's BEFORE "
                       "and AFTER to read or cut by hand (docs/reduce.md, \"What reduce "
                       "reduces\")\n");
    return CLI_HOLDS;
  }
  if (row->kind != PL_CHECKED || row->verdict != TF_BROKEN) {
    cc_buf_printf(out, "\nreduce: not reduced: reduce --broken reduces a broken verdict, this step "
                       "is %s\n", pl_row_verdict(row));
    return CLI_HOLDS;
  }
  cli_ctx *ctx = R->ctx;
  char exe[PATH_MAX] = "convcheck";
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n > 0) exe[n] = 0;
  pl_reduce_in in = {.d = d, .step = row->step, .function = row->function, .run = ro,
                     .file = R->file, .k = R->o.k, .L = R->o.L,
                     .triple = R->tp.mtriple ? R->tp.mtriple : "amdgcn-unknown-amdhsa",
                     .step_ms = 60000, .convcheck = exe,
                     .llvm_reduce = CLI_TEXT(ctx, llvm_reduce) ? CLI_TEXT(ctx, llvm_reduce)
                                                               : rx_find_llvm_reduce(),
                     .timeout_ms = 300000};
  rx_finding f;
  rx_result rr;
  char pass[4096];
  cc_error err;
  cc_error_clear(&err);
  if (!pl_reduce_step(&in, &f, pass, sizeof pass, &rr, &err)) {
    cli_report(&err);
    return CLI_ERROR;
  }
  int st = CLI_HOLDS;
  cc_buf_printf(out, "\nreduce: %s\n", rr.first.kind);
  cc_buf_printf(out, "reduced: @%s from %d blocks, %d instructions to %d blocks, %d instructions "
                     "(opt-22 -passes='%s' on the module before pass %d; llvm-reduce, %.1f s)\n",
                rr.first.function, rr.first.blocks, rr.first.insts, rr.after.blocks,
                rr.after.insts, pass, d->steps[row->step].number, rr.run.seconds);
  for (int i = 0; i < rr.recheck.n; i++)
    cc_buf_printf(out, "  %-9s %s\n", rr.recheck.v[i].engine, rr.recheck.v[i].verdict);
  cc_buf_printf(out, "\n%s", rr.reduced);
  if (rr.disagrees) {
    fprintf(stderr, "convcheck: %s: error: an engine contradicts the finding on the reduced "
                    "program\n", R->file);
    st = CLI_ERROR;
  }
  if (st == CLI_HOLDS && CLI_TEXT(ctx, report)) {
    char original[PATH_MAX + 200];
    snprintf(original, sizeof original, "%s, the module before pass %d (%s) of -passes='%s'",
             R->file, d->steps[row->step].number, d->steps[row->step].pass, R->pipeline);
    rx_report_in ri = {.f = &f, .before = &rr.first, .after = &rr.after, .recheck = &rr.recheck,
                       .original = original, .reduced_text = rr.reduced,
                       .script_text = cc_buf_str(&rr.script),
                       .finding_text = cc_buf_str(&rr.finding), .picture = NULL,
                       .seconds = rr.run.seconds, .check_L = rr.check_L};
    if (!rx_write_report(CLI_TEXT(ctx, report), &ri, &err)) {
      cli_report(&err);
      st = CLI_ERROR;
    }
  }
  rx_result_free(&rr);
  return st;
}

/* ---- --keep-steps ------------------------------------------------------------------ */

/* Each step that changed the module as DIR/NNN.before.ll and NNN.after.ll
 * (NNN: opt's pass number, zero-padded to the widest): the modules opt
 * printed around it (-print-module-scope), which `convcheck transform
 * BEFORE AFTER` and opt read back.  DIR must not exist (never written over
 * another's files).  false: err filled. */
static bool plc_keep_steps(const char *dir, const pl_dump *d, cc_error *err) {
  struct stat sb;
  if (stat(dir, &sb) == 0) {
    cc_error_set(err, dir, 0, 0, "already exists (--keep-steps writes a new folder)");
    return false;
  }
  if (mkdir(dir, 0777) != 0) {
    cc_error_set(err, dir, 0, 0, "cannot create: %s", strerror(errno));
    return false;
  }
  int width = 3;
  for (int i = 0; i < d->nsteps; i++)
    while (d->steps[i].number >= (int)pow10i(width)) width++;
  for (int i = 0; i < d->nsteps; i++) {
    const pl_step *st = &d->steps[i];
    const int idx[2] = {st->before, st->after};
    const char *side[2] = {"before", "after"};
    for (int s = 0; s < 2; s++) {
      if (idx[s] < 0 || idx[s] >= d->nirs) continue;
      char path[PATH_MAX];
      snprintf(path, sizeof path, "%s/%0*d.%s.ll", dir, width, st->number, side[s]);
      const char *text = d->irs[idx[s]];
      if (!cc_write_file(path, text, strlen(text), err)) return false;
    }
  }
  return true;
}

/* ---- the command ------------------------------------------------------------------ */

static const char *plc_usage(const cli_ctx *ctx) {
  if (ctx->nargs != 1) return "--pipeline takes one FILE";
  if (CLI_TEXT(ctx, pass)) return "--pipeline and --pass exclude each other";
  if (CLI_FLAG_ON(ctx, dot)) return "--pipeline has no picture (--dot): --json, or the report";
  if (CLI_GIVEN(ctx, report) && !CLI_FLAG_ON(ctx, pipeline_reduce))
    return "--report goes with --reduce";
  if (CLI_FLAG_ON(ctx, pipeline_reduce) && CLI_FLAG_ON(ctx, json))
    return "--reduce prints the reduced program as text (no --json)";
  /* reduce --broken checks with every reading at its default, its own
   * behaviour limit and no opt option of the user's (reduce/reduce.c
   * rx_broken_one): refused rather than dropped unsaid (issue 28) */
  if (CLI_FLAG_ON(ctx, pipeline_reduce)) {
    static char why[1024];
    cc_buf b;
    cc_buf_init(&b);
    for (int id = 0; id < CV_NREADINGS; id++)
      if (cv_readings_get(&ctx->rd, id))
        cc_buf_printf(&b, "%s--%s %s", b.len ? ", " : "", cv_reading_rows[id].flag,
                      cv_reading_value_name(id, cv_readings_get(&ctx->rd, id)));
    if (CLI_GIVEN(ctx, opt_arg)) cc_buf_printf(&b, "%s--opt-arg", b.len ? ", " : "");
    if (CLI_GIVEN(ctx, max_behaviours)) cc_buf_printf(&b, "%s--max-behaviours", b.len ? ", " : "");
    if (CLI_FLAG_ON(ctx, both_readings)) cc_buf_printf(&b, "%s--both-readings", b.len ? ", " : "");
    bool refused = b.len > 0;
    if (refused)
      snprintf(why, sizeof why, "--reduce runs reduce --broken, which checks under the default "
                                "readings with opt's own options and does not take %s: drop "
                                "them, or reduce the step by hand (docs/reduce.md)",
               cc_buf_str(&b));
    cc_buf_free(&b);
    if (refused) return why;
  }
  return NULL;
}

int cli_transform_pipeline(cli_ctx *ctx) {
  const char *bad = plc_usage(ctx);
  if (bad) return cli_usage_error("transform", "%s", bad);
  plc_run R;
  memset(&R, 0, sizeof R);
  R.ctx = ctx;
  R.t_start = cli_deadline_start();
  R.file = CLI_FILE(ctx);
  R.pipeline = CLI_TEXT(ctx, pipeline);
  R.json = CLI_FLAG_ON(ctx, json);
  R.unbounded = CLI_FLAG_ON(ctx, unbounded);
  cli_tp_from(ctx, &R.o, &R.tp);
  R.timeout_ms = (unsigned)CLI_NUM(ctx, timeout);
  if (R.unbounded) /* ub_transform: k = 2, the bounded check first at -L */
    snprintf(R.bounds, sizeof R.bounds, "every L (--unbounded; the bounded check first at k=2, "
                                        "L=%d)", R.o.L);
  else
    snprintf(R.bounds, sizeof R.bounds, "k=%d, L=%d", R.o.k, R.o.L);
  /* the input as our reader sees it: an error there is the user's (exit 2) */
  cv_module *m = cli_load_checked(R.file, CLI_TEXT(ctx, function));
  if (!m) return CLI_ERROR;
  cv_module_free(m);
  if (!cli_tp_triple(&R.tp, R.file)) return CLI_ERROR;
  cc_buf opts;
  cc_buf_init(&opts);
  cli_tp_options_json(ctx, &R.o, &R.tp, &opts);
  bool begun = cli_record_begin(&ctx->rec, "transform", cc_buf_str(&opts), R.o.k, R.o.L);
  cc_buf_free(&opts);
  if (!begun) return CLI_ERROR;
  unsigned opt_ms = 0;
  if (R.timeout_ms && !cli_time_share(R.t_start, R.timeout_ms, 1, &opt_ms)) opt_ms = 1;
  pl_run_opts ro = {R.tp.opt, R.pipeline, R.tp.extra, R.tp.nextra, opt_ms,
                    "what --timeout left after reading the input"};
  pl_dump d;
  pl_run_info info;
  cc_error err;
  cc_error_clear(&err);
  if (!pl_run(&ro, R.file, &d, &info, &err)) {
    fprintf(stderr, "convcheck: %s: error: %s%s%s%s\n", R.file, err.msg,
            R.tp.triple_from_run ? " (with -mtriple=" : "", R.tp.triple_from_run ? R.tp.mtriple : "",
            R.tp.triple_from_run ? " from the file's RUN line; --mtriple gives another)" : "");
    cli_record_abort(&ctx->rec);
    return CLI_ERROR;
  }
  const char *keep = CLI_TEXT(ctx, keep_steps);
  if (keep && !plc_keep_steps(keep, &d, &err)) {
    cli_report(&err);
    pl_dump_free(&d);
    cli_record_abort(&ctx->rec);
    return CLI_ERROR;
  }
  ro.timeout_ms = 60000; /* -print-pipeline-passes for --reduce */
  ro.limit_of = NULL;
  pl_check_opts co = {.tf = R.o, .function = CLI_TEXT(ctx, function), .share = plc_share,
                      .share_arg = &R, .step_ms = (unsigned)CLI_NUM(ctx, step_timeout),
                      .unbounded = R.unbounded};
  cli_progress pr; /* --progress: the checks done (each step's rounds are its own) */
  cli_progress_init(&pr, "checks of the steps");
  co.progress = cli_progress_cb, co.progress_arg = &pr;
  pl_result res;
  pl_check(&d, &co, &res, &err);
  cli_progress_done(&pr);
  cc_buf out;
  cc_buf_init(&out);
  int status = res.first_break >= 0 ? CLI_FAILS
               : (res.unknown || info.opt_failed) ? CLI_ERROR : CLI_HOLDS;
  if (R.json) {
    cc_json j;
    cc_json_init(&j, &out);
    cc_json_begin_object(&j);
    plc_json(&R, &d, &info, &res, &j);
    cc_json_end_object(&j);
    cc_buf_putc(&out, '\n');
  } else {
    plc_text_table(&R, &d, &info, &res, &out);
    plc_text_break(&R, &d, &res, &out);
    plc_text_summary(R.bounds, &d, &info, &res, &out);
    if (info.opt_failed) cli_fixpoint_note(&out, info.why, "--pipeline", R.pipeline);
    if (R.tp.mtriple)
      cc_buf_printf(&out, "note: %s ran with -mtriple=%s%s\n", R.tp.opt, R.tp.mtriple,
                    R.tp.triple_from_run ? " (the file's RUN line)" : "");
    if (keep)
      cc_buf_printf(&out, "note: --keep-steps wrote BEFORE and AFTER of %d %s to %s "
                          "(NNN.before.ll, NNN.after.ll; NNN the step)\n",
                    d.nsteps, cc_plural(d.nsteps, "step", "steps"), keep);
  }
  if (CLI_FLAG_ON(ctx, pipeline_reduce) && res.first_break >= 0) {
    int st = plc_reduce(&R, &d, &res, &ro, &out);
    if (st == CLI_ERROR) status = CLI_ERROR;
  }
  plc_record(&R, &d, &res);
  int w = cli_write(&out);
  cc_buf_free(&out);
  pl_result_free(&res);
  pl_dump_free(&d);
  status = cli_record_finish(&ctx->rec, status);
  return w != CLI_HOLDS ? CLI_ERROR : status;
}
