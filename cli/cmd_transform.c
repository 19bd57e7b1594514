/* cli/cmd_transform.c — `convcheck transform`: does AFTER preserve the
 * convergence of BEFORE (docs/design.md §8), within bounds; or run an opt-22
 * pipeline on FILE and check every function against its transformed self. */
#include "cli/cli.h"
#include "render/render.h"
#include "cli/render_json.h"
#include "cli/transform_show.h"
#include "cli/transform_pass.h"
#include "cli/transform_pipeline.h"
#include "transform/inline.h"
#include "transform/transform.h"
#include "unbounded/unbounded.h"

/* A function the deadline reached before its check began: no input was
 * looked at; what gives it time (a new user read "0 of 0 inputs checked"
 * and no option). */
#define CLI_TF_LATE                                                                          \
  "the time limit (--timeout, in milliseconds) passed before this function was checked, no " \
  "input looked at: a larger --timeout, or --function NAME for this one alone"

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
    .synopsis = "transform [OPTIONS] BEFORE AFTER\ntransform [OPTIONS] --pass PIPELINE FILE\n"
                "transform [OPTIONS] --pipeline PIPELINE FILE",
    .text = "Decides, within bounds, whether AFTER preserves the convergence of BEFORE\n"
            "(ConvergentOperations.rst \"Correctness of Program Transforms\"): both\n"
            "programs run from ONE input of k threads (thread ids, arguments, memory);\n"
            "each thread must execute the same convergent calls (callee, argument\n"
            "values, occurrence; BEFORE's readnone calls may disappear), and every\n"
            "behaviour of AFTER must be ONE behaviour of BEFORE: every call instance\n"
            "communicates with the same threads (--uncontrolled inferred-tokens, the\n"
            "default), or depends on no additional branch value (control-dependence,\n"
            "LangRef's reading); the verdict names the reading.  A branch condition is\n"
            "a value per dynamic instance (a phi its incoming value, a load the memory,\n"
            "a cross-lane result a function of its converged class), decided by Z3 in\n"
            "bit-vectors; a path past L is checked on its first L block executions.\n"
            "The shortest counterexample comes first, replayed in both programs.\n"
            "Every function of AFTER is checked against the function of the same name\n"
            "in BEFORE, or only --function F (an OpenCL kernel K and its body\n"
            "@__clang_ocl_kern_imp_K are two functions: a note names the one\n"
            "--function leaves out).  With --pass, AFTER is the output of\n"
            "`opt-22 -passes=PIPELINE -S FILE`; with --pipeline, every pass execution.\n"
            "AFTER is verified first: LLVM's verifier, then `convcheck verify`'s rules\n"
            "(either rejecting it: AFTER invalid; a BEFORE LLVM rejects is an input error).\n"
            "A call to a function defined in the same file executes its body (expanded\n"
            "in both programs; its entry token is the call site's token; recursive calls\n"
            "are left as calls, with a note).  See docs/transforms.md.\n",
    .more = "--json: {\"mtriple\":T (--pass, when one is used),\n"
            "  \"functions\":[{\"name\":F,\"verdict\":V,\n"
            "  \"basis\":\"proven\"|\"within\"|\"witness\"|\"static rule\"|\"none\",\n"
            "  \"scope\":\"every L, all k\"|\"every L, k=2\" (proven),\"threads\":K,\n"
            "  \"bound\":L (unknown: the L asked, with \"unknown_at\":L and\n"
            "  \"preserved_within\":L|null; --unbounded: \"unbounded\", with\n"
            "  \"decided_at_L\",\"why\",\"all_threads\",\"rule\"),\"inputs\":N,\"checked\":N,\"cut\":N,\n"
            "  \"infeasible\":N,\"z3_queries\":N,\"z3_cached\":N,\"calls_expanded\":N,\n"
            "  \"calls_left\":TEXT,\"seconds\":S,\"counterexample\":CEX}]}\n"
            "  CEX (broken, not single-thread equivalent, AFTER invalid):\n"
            "  {\"why\":TEXT,\"rule\":TEXT (AFTER invalid),\"effect\":TEXT (broken by\n"
            "   the values a thread leaves: the store that differs),\"before_behaviours\":N,\n"
            "   \"thread_numbers\":TEXT (T counts the threads 1..k: not a lane or an id),\n"
            "   \"input\":[{\"thread\":T,\"decisions\":[{\"condition\":TERM,\n"
            "     \"tested_by\":\"before\"|\"after\",\"block\":B,\"value\":BOOL|\"successor\":N,\n"
            "     \"per_thread\":BOOL}]}],\n"
            "   \"before\"/\"after\":{\"hierarchy\":{\"index\":N,\"headers\":[..]},\n"
            "     \"behaviour\":N,\"behaviours\":N,\"threads\":[{\"thread\":T,\n"
            "     \"blocks\":[B..],\"cut\":BOOL,\"columns\":[N..] (the grouping's column\n"
            "     of each block instance)}]},\n"
            "   \"calls\":[{\"thread\":T,\"event\":NAME,\"after\"/\"before\":{\"block\":B,\n"
            "     \"step\":N,\"instruction\":TEXT,\"communicates_with\":[T..]} or null}],\n"
            "   \"values\":[{\"thread\":T,\"term\":TERM,\"value\":V}] (the input's values\n"
            "     both programs replayed: Z3's, the memory and outside calls read, and\n"
            "     convergent calls' results as \"%NAME (TERM)\")}\n"
            "  \"static_rule\":TEXT: AFTER breaks a static rule (no input needed);\n"
            "  \"candidate\":CEX: the counterexample an unknown verdict could not\n"
            "  confirm (\"why\" says what is missing).\n"
            "--dot: one digraph, a cluster per function holding BEFORE and AFTER side\n"
            "  by side: with a counterexample, each program's traces of its input on\n"
            "  the CFG, the groupings compared as tables, the calls whose communicating\n"
            "  sets differ in red; else both CFGs with their cycles.\n"
            "\n"
            "With --pass, opt runs with --mtriple, else an -mtriple of --opt-arg, else\n"
            "the triple of FILE's first RUN line that gives opt one.  When FILE's first\n"
            "RUN line that runs opt -passes=PASS has further options (-unroll-runtime),\n"
            "opt gets them too, as the test runs it, unless --opt-arg is given (then\n"
            "only the --opt-args); a note line says which.  A function opt did\n"
            "not change (the same blocks and instructions, after calls are expanded) is\n"
            "\"unchanged\" and not checked.  --timeout is one deadline for the whole\n"
            "command (opt included), shared by the functions left (each at least MS/4\n"
            "while that much is left); what it cuts is unknown.\n"
            "\n"
            "--pipeline: opt-22 runs once (-print-changed, -print-module-scope, -verify-each);\n"
            "every pass execution that changed a function is a step, checked BEFORE against\n"
            "AFTER: a table (pass number, pass, function, verdict, time, reason), the first\n"
            "pass that breaks convergence with its counterexample; --reduce reduces it.\n"
            "Each step's rounds have --step-timeout besides (2000 ms if not given; after\n"
            "the rules' attempt; --unbounded: the whole check): a step it cuts is unknown\n"
            "and the next one starts.\n"
            "The header and the summary say what the verdicts rest on: the bounds asked, the\n"
            "checks proven for every L (a rule), those decided within the bounds, and the\n"
            "unknown: those whose rounds stopped lower (preserved within a smaller L only)\n"
            "and the undecided.\n"
            "A function column in brackets is the step as a whole: [module] a module pass,\n"
            "(f, g) a call-graph pass on the functions named.\n"
            "  --json: {\"file\",\"pipeline\",\"mtriple\",\"threads\",\"bound\",\"unbounded\",\n"
            "  \"proven_every_L\",\"decided\" (within the bounds),\"stopped_lower\",\n"
            "  \"lowest_preserved_within\":L|null,\"undecided\",\n"
            "  \"executions\",\n"
            "  \"opt_seconds\",\"opt_failed\":TEXT|null,\"steps\":[{\"step\":N,\"pass\":P,\n"
            "  \"target\":X,\"function\":F|null,\"verdict\":V,\"seconds\":S,\"reason\":R,\n"
            "  \"invalidated\":BOOL,\"verifier\":TEXT (AFTER invalid),\"check\":{a function's\n"
            "  object above}}],\"first_break\":INDEX|null,\"diagnostics\":[TEXT..]}\n"
            "\n"
            "exit status: 0 preserved (within the bound asked) or unchanged, 1 broken or not\n"
            "single-thread equivalent (or AFTER invalid), 2 usage or input error, or unknown\n"
            "(also when a limit stopped the rounds below the bound asked: 'unknown within\n"
            "k=2, L=12: at L=6 ...; preserved within L=5 only')\n",
    .min_args = 1, .max_args = 2, .arg_name = "FILE", .readings = &tf_support,
    .examples =
                 "transform corpus/transforms/hoist-subgroupadd-divergent.before.ll corpus/transforms/hoist-subgroupadd-divergent.after.ll\ta hoist out of a divergent branch: broken, with its counterexample\n"
                 "transform --pass simplifycfg corpus/transforms/hoist-subgroupadd-divergent.before.ll\tone opt-22 pipeline, function by function\n",
    .see_also = "docs/transforms.md, docs/transform-audit.md, opt-22(1)"};

/* One run of the command: what every function's check shares. */
typedef struct trun {
  cli_ctx *ctx;     /* its recorder (--db): a verdict per function          */
  tf_opts o;
  unsigned timeout_ms;
  const char *function, *opt, *before_path, *after_path;
  bool pass, json, dot, unbounded;
  cli_tp tp;
  double t_start;   /* the process's start, for the one deadline of --timeout */
  cc_buf out, notes;
  cc_buf *txt;      /* lines of text outside the picture */
  cc_json j;
  cv_module *mb, *ma, *xb, *xa;
  int status, checked;
  int unchanged;    /* functions --pass's opt left as they were          */
  int unknowns;     /* functions whose verdict is unknown (exit 2)        */
} trun;

static int worst(int a, int b) {
  /* error/unknown (2) over fails (1) over holds (0) */
  return a > b ? a : b;
}

/* A picture's title in the text's words (docs/design.md §12). */
static void picture_title(char *title, size_t n, const char *name, const tf_result *res,
                          const char *bounds) {
  char why[900] = "";
  if (res->verdict == TF_UNKNOWN) tf_unknown_text(res, why, sizeof why);
  if (res->verdict == TF_PRESERVED || res->verdict == TF_UNKNOWN)
    snprintf(title, n, "function %s: %s within %s%s%s", name, tf_verdict_name(res->verdict), bounds,
             *why ? ": " : "", why);
  else if (res->verdict == TF_INVALID_AFTER && res->static_why)
    snprintf(title, n, "function %s: AFTER invalid: %s", name, res->static_why);
  else
    snprintf(title, n, "function %s: %s (%s)", name, tf_verdict_name(res->verdict), bounds);
}

/* --unbounded: one function pair (unbounded/ ub_transform). */
static int unbounded_one(trun *r, const cv_program *eb, const cv_program *ea, const char *name,
                         int expanded, const char *note) {
  ub_transform_result ur;
  cc_error err;
  cc_error_clear(&err);
  if (!ub_transform(eb, ea, &r->o, &ur, &err)) {
    cli_report(&err);
    ub_transform_result_free(&ur);
    return CLI_ERROR;
  }
  /* the store (--db) keeps the verdict as the bounded check's: one per
   * function, its outcome in the verdict's word, the basis in its detail */
  long long pid = cli_record_program(&r->ctx->rec, r->before_path, name);
  char detail[2100];
  snprintf(detail, sizeof detail, "engine unbounded; %s", ur.why);
  cli_record_verdict(&r->ctx->rec, pid, "transform", r->pass ? r->tp.pass : "",
                     ur.verdict == UB_PROVEN ? "preserved"
                     : ur.verdict == UB_FAILS ? tf_verdict_name(ur.tf.verdict) : "unknown",
                     detail, ur.verdict == UB_FAILS ? cc_buf_str(&ur.tf.report) : NULL, 0);

  if (r->json) {
    cli_tf_every_L every = cli_tf_every_L_of(&ur);
    cli_tf_json_result(&r->j, &r->o, name, eb, ea, &ur.tf, &every, expanded, note);
  } else {
    /* docs/design.md §12: "preserved (proven for every L, k=2: WHY)",
     * "broken (k=2, L=3): WHY", "unknown for every L: WHY" */
    if (ur.verdict == UB_PROVEN) {
      cc_buf_printf(&r->out, "%s: preserved (proven for every L, %s: %s)", name,
                    ur.all_threads ? "all k" : "k=2", ur.why);
      cli_tf_identical(&r->out, &ur.tf);
      cc_buf_putc(&r->out, '\n');
    } else if (ur.verdict == UB_FAILS && ur.tf.static_why) /* no input needed */
      cc_buf_printf(&r->out, "%s: AFTER invalid: %s\n", name, ur.tf.static_why);
    else if (ur.verdict == UB_FAILS)
      cc_buf_printf(&r->out, "%s: %s (k=2, L=%d): %s\n", name, tf_verdict_name(ur.tf.verdict), ur.L, ur.why);
    else
      cc_buf_printf(&r->out, "%s: unknown for every L: %s\n", name, ur.why);
    if (ur.verdict == UB_FAILS && !ur.tf.static_why) cc_buf_puts(&r->out, cc_buf_str(&ur.tf.report));
    if (ur.verdict == UB_FAILS && !ur.tf.static_why && ur.tf.cex.set && ur.tf.cex.nvalues)
      cc_buf_printf(&r->out, "  (%s)\n", CLI_TF_THREADS);
    if (!ur.tf.static_why) cli_tf_reading_line(&r->out, &ur.tf);
    if (ur.tf.other_checked) { /* --both-readings: the other reading, for every L too */
      tf_verdict v = ur.verdict == UB_PROVEN ? TF_PRESERVED
                     : ur.verdict == UB_FAILS ? ur.tf.verdict : TF_UNKNOWN;
      cc_buf_printf(&r->out, "  (read as %s, for every L: %s%s: %s)\n",
                    cv_reading_value_name(CV_RD_uncontrolled, (int)ur.tf.other_reading),
                    tf_verdict_name(ur.tf.other_verdict),
                    ur.tf.other_verdict == v ? ", the same" : "; the readings differ here",
                    ur.other_why);
    }
    cli_tf_note_line(&r->out, note);
  }
  int st = ur.verdict == UB_PROVEN ? CLI_HOLDS : ur.verdict == UB_FAILS ? CLI_FAILS : CLI_ERROR;
  ub_transform_result_free(&ur);
  return st;
}

/* A function opt did not change: nothing to check. */
static void show_unchanged(trun *r, const char *name, int expanded, const char *note) {
  if (r->json) {
    cc_json_begin_object(&r->j);
    cc_json_key(&r->j, "name"), cc_json_string(&r->j, name);
    cc_json_key(&r->j, "verdict"), cc_json_string(&r->j, "unchanged");
    cc_json_key(&r->j, "calls_expanded"), cc_json_int(&r->j, expanded);
    if (*note) cc_json_key(&r->j, "calls_left"), cc_json_string(&r->j, note);
    cc_json_end_object(&r->j);
  } else {
    cc_buf_printf(r->txt, "%s: unchanged (%s did not change it)\n", name, r->opt);
    cli_tf_note_line(r->txt, note);
  }
  r->unchanged++;
}

/* The time the command has left, shared by the functions left from f on:
 * sets r->o.timeout_ms; false (and says so) when none is left. */
static bool share_time(trun *r, int f, const char *name, const char *bounds) {
  if (!r->timeout_ms) return true;
  int remaining = 0;
  for (int g = f; g < cv_module_count(r->ma); g++) {
    const char *nm = cv_program_name(cv_module_program(r->ma, g));
    if ((!r->function || !strcmp(nm, r->function)) && cv_module_find(r->mb, nm)) remaining++;
  }
  if (cli_time_share(r->t_start, r->timeout_ms, remaining, &r->o.timeout_ms)) return true;
  r->status = worst(r->status, CLI_ERROR);
  r->unknowns++;
  if (r->json) {
    cc_json_begin_object(&r->j);
    cc_json_key(&r->j, "name"), cc_json_string(&r->j, name);
    cc_json_key(&r->j, "verdict"), cc_json_string(&r->j, "unknown");
    cc_json_key(&r->j, "why"), cc_json_string(&r->j, CLI_TF_LATE);
    cc_json_end_object(&r->j);
  } else {
    cc_buf_printf(r->txt, "%s: unknown within %s: %s\n", name, bounds, CLI_TF_LATE);
  }
  return false;
}

/* --progress (cli/progress.c) of one function's check, while each round
 * runs (tf_opts.progress): its bound, its stage (the paths, the path
 * pairs, the inputs: each a count of its items, tf_progress) and the Z3
 * queries it asked.  A stage's items are counted when it starts, the next
 * stage's and a larger round's only when they start: the time left is
 * the function's only in the last round's inputs; elsewhere the line says
 * there is no estimate of the end, why, and the stage's own time left.
 * That time is the items left at the stage's mean cost so far (cli_progress
 * flat: an item that asks Z3 costs a hundred that do not, in no order),
 * and for the inputs the most it takes: a counterexample ends the round. */
typedef struct tprog {
  cli_progress pr;
  const char *name;
  int L_asked, L;
  bool other_reading; /* --both-readings: a second check may follow */
  tf_stage stage;
  char what[240], partial[200];
} tprog;

static void tprog_cb(void *arg, const tf_progress *p) {
  tprog *t = arg;
  static const char *stage[] = {"paths", "path pairs", "inputs"};
  if (p->L != t->L || p->stage != t->stage) { /* a new count: a new estimate */
    t->L = p->L, t->stage = p->stage;
    cli_progress_restart(&t->pr);
    /* what comes next: "this round's inputs, then rounds up to L=16" */
    char next[160] = "";
    size_t n = 0;
    if (p->stage != TF_STAGE_INPUTS)
      n += (size_t)snprintf(next + n, sizeof next - n, "this round's %s",
                            p->stage == TF_STAGE_PATHS ? "pairs and inputs" : "inputs");
    if (p->L < t->L_asked)
      n += (size_t)snprintf(next + n, sizeof next - n, "%srounds up to L=%d", n ? ", then " : "",
                            t->L_asked);
    if (t->other_reading)
      snprintf(next + n, sizeof next - n, "%sthe other reading's check maybe", n ? ", then " : "");
    snprintf(t->partial, sizeof t->partial, "next come %s, each counted when it starts", next);
    t->pr.partial = *next ? t->partial : NULL;
    /* the inputs' count is of every multiset: the first counterexample
     * ends the round (transform/check.c round_at), so the count is the
     * most the stage does */
    t->pr.left_if = p->stage == TF_STAGE_INPUTS ? "unless a counterexample stops the round sooner" : NULL;
    t->pr.no_estimate = p->stage == TF_STAGE_PATHS
                            ? "the paths are counted as they are found"
                            : "the inputs of this round are too many to count";
  }
  snprintf(t->what, sizeof t->what, "%s: L=%d%s, %s (%llu Z3 %s)", t->name, p->L,
           p->L < t->L_asked ? "" : " (the last round)", stage[p->stage],
           (unsigned long long)p->queries, p->queries == 1 ? "query" : "queries");
  cli_progress_cb(&t->pr, p->done, p->total);
}

/* The check of AFTER's function f against BEFORE's of the same name. */
static void check_one_body(trun *r, int f) {
  const cv_program *pa = cv_module_program(r->ma, f);
  const char *name = cv_program_name(pa);
  if (r->function && strcmp(name, r->function)) return;
  const cv_program *pb = cv_module_find(r->mb, name);
  if (!pb) {
    if (r->pass) return; /* a function opt created */
    fprintf(stderr, "convcheck: %s: error: no function '%s' in BEFORE\n", cli_shown_path(r->before_path),
            name);
    r->status = CLI_ERROR;
    return;
  }
  r->checked++;
  cc_error err;
  cc_error_clear(&err);
  /* calls to functions defined in the module execute their bodies */
  const cv_program *eb = pb, *ea = pa;
  tf_expansion nb, na;
  if (!tf_expand_calls(r->mb, pb, r->xb, &eb, &nb, &err) ||
      !tf_expand_calls(r->ma, pa, r->xa, &ea, &na, &err)) {
    cli_report(&err);
    r->status = CLI_ERROR;
    return;
  }
  char note[640] = "";
  if (nb.left || na.left)
    snprintf(note, sizeof note, "%s%s%s%s%s", nb.left ? "BEFORE: " : "", nb.left ? nb.why : "",
             nb.left && na.left ? "; " : "", na.left ? "AFTER: " : "", na.left ? na.why : "");
  r->o.calls_left = *note ? note : NULL;
  char bounds[160];
  snprintf(bounds, sizeof bounds, "k=%d, L=%d", r->o.k, r->o.L);
  if (r->pass && tf_same_program(eb, ea)) {
    show_unchanged(r, name, nb.expanded + na.expanded, note);
    return;
  }
  if (!share_time(r, f, name, bounds)) return;
  if (r->unbounded) {
    int st = unbounded_one(r, eb, ea, name, nb.expanded + na.expanded, note);
    r->unknowns += st == CLI_ERROR;
    r->status = worst(r->status, st);
    return;
  }
  tf_result res;
  if (!tf_check(eb, ea, &r->o, &res, &err)) {
    cli_report(&err);
    tf_result_free(&res);
    r->status = CLI_ERROR;
    return;
  }
  /* the bound the verdict rests on (the rounds stop at the first
   * counterexample, or keep the last decided bound) */
  snprintf(bounds, sizeof bounds, "k=%d, L=%d", r->o.k, res.L ? res.L : r->o.L);
  r->status = worst(r->status, res.verdict == TF_PRESERVED ? CLI_HOLDS
                               : res.verdict == TF_UNKNOWN ? CLI_ERROR : CLI_FAILS);
  r->unknowns += res.verdict == TF_UNKNOWN;
  long long pid = cli_record_program(&r->ctx->rec, r->before_path, name);
  const char *subject = r->pass ? r->tp.pass : "";
  char unknown[900];
  if (res.verdict == TF_UNKNOWN) tf_unknown_text(&res, unknown, sizeof unknown);
  cli_record_verdict(&r->ctx->rec, pid, "transform", subject, tf_verdict_name(res.verdict),
                     res.verdict == TF_UNKNOWN ? unknown : res.cex.why, cc_buf_str(&res.report),
                     res.seconds);
  char id[32], title[900];
  snprintf(id, sizeof id, "f%d", f);
  picture_title(title, sizeof title, name, &res, bounds);
  if (r->ctx->rec.run && res.verdict != TF_PRESERVED && res.verdict != TF_UNKNOWN) {
    /* the counterexample's picture, for the report (results report --html) */
    cc_buf one;
    cc_buf_init(&one);
    rd_graph_begin(&one, NULL);
    rd_transform(&one, id, title, eb, ea, &res);
    rd_graph_end(&one);
    cli_record_picture(&r->ctx->rec, pid, "transform", subject, cc_buf_str(&one));
    cc_buf_free(&one);
  }
  if (r->dot) {
    rd_transform(&r->out, id, title, eb, ea, &res);
  } else if (r->json) {
    cli_tf_json_result(&r->j, &r->o, name, eb, ea, &res, NULL, nb.expanded + na.expanded, note);
  } else {
    cli_tf_text_result(&r->out, name, &res, bounds, note);
  }
  tf_result_free(&res);
}

static void check_one(trun *r, int f) {
  tprog tp = {.name = cv_program_name(cv_module_program(r->ma, f)), .L_asked = r->o.L,
              .other_reading = r->o.both_readings, .L = -1};
  snprintf(tp.what, sizeof tp.what, "%s", tp.name);
  cli_progress_init(&tp.pr, tp.what);
  tp.pr.flat = true; /* a pair or an input asks Z3 or not: no trend in their costs */
  r->o.progress = tprog_cb, r->o.progress_arg = &tp;
  check_one_body(r, f);
  cli_progress_done(&tp.pr);
  r->o.progress = NULL, r->o.progress_arg = NULL;
}

/* AFTER as a whole is not valid IR (LLVM's verifier, front/ fe_ll_opts
 * keep_invalid): no function of it has a meaning to compare, so the one
 * verdict is the module's, as `transform --pipeline` says it of a step that
 * opt -verify-each rejects. */
static void after_rejected(trun *r, const char *why) {
  r->status = worst(r->status, CLI_FAILS);
  cli_record_verdict(&r->ctx->rec, cli_record_program(&r->ctx->rec, r->before_path, ""),
                     "transform", r->pass ? r->tp.pass : "", tf_verdict_name(TF_INVALID_AFTER),
                     why, why, 0);
  if (r->json) {
    cc_json_begin_object(&r->j);
    cc_json_key(&r->j, "verdict"), cc_json_string(&r->j, tf_verdict_name(TF_INVALID_AFTER));
    cc_json_key(&r->j, "verifier"), cc_json_string(&r->j, why);
    cc_json_end_object(&r->j);
  } else {
    cc_buf_printf(r->txt, "AFTER invalid: %s\n", why);
  }
}

static void output_begin(trun *r, const char *const *files) {
  cc_buf_init(&r->out);
  cc_buf_init(&r->notes);
  r->txt = r->dot ? &r->notes : &r->out;
  if (r->dot) {
    char title[600];
    snprintf(title, sizeof title, "transform %s%s%s%s: does AFTER preserve the convergence of BEFORE?",
             r->pass ? "--pass " : "", r->pass ? r->tp.pass : cli_shown_path(files[0]), r->pass ? "" : " ",
             r->pass ? "" : cli_shown_path(files[1]));
    rd_graph_begin(&r->out, title);
  }
  if (r->json) {
    cc_json_init(&r->j, &r->out);
    cc_json_begin_object(&r->j);
    if (r->tp.mtriple) cc_json_key(&r->j, "mtriple"), cc_json_string(&r->j, r->tp.mtriple);
    /* the RUN line's further options (cli_tp_run_line_args), and whether
     * opt got them (no --opt-arg) */
    if (r->tp.run_args[0]) {
      cc_json_member_string(&r->j, "run_line_options", r->tp.run_args);
      cc_json_member_bool(&r->j, "run_line_options_passed",
                          r->tp.run_args_used || !r->tp.run_missing[0]);
      if (r->tp.run_missing[0])
        cc_json_member_string(&r->j, "run_line_options_missing", r->tp.run_missing);
    }
    cc_json_key(&r->j, "functions");
    cc_json_begin_array(&r->j);
  }
}

/* --function F of an OpenCL file: clang-22 emits each kernel K with its
 * body as a second function __clang_ocl_kern_imp_K (docs/sources.md "One
 * kernel, two functions"), and without --function both are checked; with
 * it, the other one is not, which a note says (and whether it changed: a
 * fresh user edited the body and asked for the kernel). */
static void ocl_partner_note(trun *r) {
  static const char body[] = "__clang_ocl_kern_imp_";
  size_t n = sizeof body - 1;
  if (!r->function || r->json || !cv_module_find(r->ma, r->function)) return;
  bool is_body = !strncmp(r->function, body, n) && r->function[n];
  char other[512];
  snprintf(other, sizeof other, "%s%s", is_body ? "" : body, r->function + (is_body ? n : 0));
  const cv_program *qa = cv_module_find(r->ma, other), *qb = cv_module_find(r->mb, other);
  if (!qa || !qb) return;
  cc_buf_printf(r->txt, "note: @%s, %s, was not checked (--function %s)%s; without --function "
                        "both are (docs/sources.md, \"One kernel, two functions\")\n",
                other, is_body ? "the OpenCL kernel of that body" : "clang-22's copy of the kernel's body",
                r->function, tf_same_program(qb, qa) ? "" : ", and it differs between BEFORE and AFTER");
}

/* FILE looks like clang's -O0 output: a function keeps a scalar local in
 * an alloca (`%x = alloca i32`, `alloca ptr`, ...), which mem2reg/SROA
 * promote in every optimizing pipeline. */
static bool looks_unoptimized(const char *file) {
  cc_error e;
  cc_error_clear(&e);
  size_t len = 0;
  char *text = cc_read_file(file, 64u << 20, &len, &e);
  bool o0 = false;
  for (const char *a = text; a && !o0 && (a = strstr(a, "= alloca ")); a += 9) {
    const char *t = a + 9;
    o0 = (t[0] == 'i' && t[1] >= '1' && t[1] <= '9') || !strncmp(t, "ptr", 3) ||
         !strncmp(t, "float", 5) || !strncmp(t, "double", 6) || !strncmp(t, "half", 4);
  }
  free(text);
  return o0;
}

/* PIPELINE names a loop pass: a loop adaptor or pass (`loop(...)`,
 * `loop-mssa(...)`, `loop-unroll`, `simple-loop-unswitch`, ...) or one
 * that works on loops under another name (licm, indvars, lcssa). */
static bool loop_pass(const char *pipeline) {
  static const char *const other[] = {"licm", "indvars", "lcssa", "loop"};
  for (size_t i = 0; i < sizeof other / sizeof *other; i++)
    if (strstr(pipeline, other[i])) return true;
  return false;
}

static void output_end(trun *r) {
  ocl_partner_note(r);
  if (r->json) {
    cc_json_end_array(&r->j);
    cc_json_end_object(&r->j);
    cc_buf_putc(&r->out, '\n');
  }
  /* every function unchanged: the IR may be the wrong one for the pass (a
   * new user ran single passes on -O2 output and on hand-made copies); the
   * reason given only where it applies (user 13 read the loop-pass one
   * for simplifycfg, on IR that was not -O0) */
  if (r->pass && r->unchanged > 0 && r->unchanged == r->checked && !r->tp.has_run_line && !r->json) {
    bool o0 = looks_unoptimized(r->before_path), loop = loop_pass(r->tp.pass);
    const char *why = o0 && loop ? "a loop pass on -O0 IR finds its loops' values in memory "
                                   "(FILE keeps its locals in allocas: mem2reg has not run), "
                                   "not in the form it works on, for the pipeline's earlier "
                                   "passes have not run"
                      : o0 ? "the pass found nothing to do on this -O0 IR (FILE keeps its "
                             "locals in allocas: mem2reg has not run)"
                           : "on optimized IR most passes find nothing left to do";
    cc_buf_printf(r->txt, "note: %s changed no function: %s; --pipeline checks each pass where "
                          "a pipeline runs it (docs/transforms.md, \"Which IR to give --pass\")\n",
                  r->opt, why);
  }
  if (r->tp.mtriple && !r->json)
    cc_buf_printf(r->txt, "note: %s ran with -mtriple=%s%s\n", r->opt, r->tp.mtriple,
                  r->tp.triple_from_run ? " (the file's RUN line)" : "");
  /* the RUN line's further options (cli_tp_run_line_args) */
  if (r->tp.run_args[0] && !r->json) {
    if (r->tp.run_args_used)
      cc_buf_printf(r->txt, "note: %s ran with the RUN line's options %s (as the test runs it; "
                            "--opt-arg gives opt's options instead)\n",
                    r->opt, r->tp.run_args);
    else if (!r->tp.run_missing[0]) /* every one given by --opt-arg */
      cc_buf_printf(r->txt, "note: %s ran with the RUN line's options %s (given by --opt-arg)\n",
                    r->opt, r->tp.run_args);
    else /* only the options missing: a user gave them and read they were not */
      cc_buf_printf(r->txt, "note: %s ran without the RUN line's options %s: --opt-arg gave its "
                            "options (add them as --opt-arg=... to pass them)\n",
                    r->opt, r->tp.run_missing);
  }
  /* what reached opt, where options other than the triple did: --opt-arg
   * or the RUN line's (a user could not tell which --opt-arg opt got) */
  if (r->pass && !r->json && (CC_SIZE(r->ctx->opt[CLI_O_opt_arg].list) > 0 || r->tp.run_args_used)) {
    char cmd[3000], tail[1100];
    snprintf(tail, sizeof tail, "-S %s", cli_shown_path(r->before_path));
    cli_tp_command(&r->tp, r->tp.pass, tail, cmd, sizeof cmd);
    cc_buf_printf(r->txt, "note: opt's command line: %s\n", cmd);
  }
  if (r->dot) { /* the lines that are no picture, as DOT comments */
    for (const char *l = cc_buf_str(&r->notes); *l;) {
      const char *e = strchr(l, '\n');
      int n = e ? (int)(e - l) : (int)strlen(l);
      cc_buf_printf(&r->out, "  // %.*s\n", n, l);
      l += n + (e != NULL);
    }
    rd_graph_end(&r->out);
  }
  cc_buf_free(&r->notes);
}

int cli_cmd_transform(cli_ctx *ctx) {
  static const char cmd[] = "transform";
  if (CLI_TEXT(ctx, pipeline)) return cli_transform_pipeline(ctx);
  if (CLI_GIVEN(ctx, keep_steps)) return cli_usage_error(cmd, "--keep-steps goes with --pipeline");
  if (CLI_GIVEN(ctx, step_timeout)) return cli_usage_error(cmd, "--step-timeout goes with --pipeline");
  trun r;
  memset(&r, 0, sizeof r);
  r.ctx = ctx;
  cli_tp_from(ctx, &r.o, &r.tp);
  r.timeout_ms = (unsigned)CLI_NUM(ctx, timeout);
  const char *const *files = (const char *const *)ctx->args;
  r.function = CLI_TEXT(ctx, function);
  r.opt = r.tp.opt;
  r.pass = r.tp.pass != NULL;
  r.json = CLI_FLAG_ON(ctx, json), r.unbounded = CLI_FLAG_ON(ctx, unbounded);
  r.dot = CLI_FLAG_ON(ctx, dot);
  if (r.pass && ctx->nargs != 1) return cli_usage_error(cmd, "--pass takes one FILE");
  if (!r.pass && ctx->nargs != 2) return cli_usage_error(cmd, "needs BEFORE and AFTER");
  /* two files: no opt runs, each program's own triple is its target (a
   * new user read "note: opt-22 ran with -mtriple=..." there) */
  if (!r.pass && CLI_GIVEN(ctx, pass_mtriple))
    return cli_usage_error(cmd, "--mtriple goes with --pass or --pipeline (with BEFORE and AFTER, "
                                "each file's own target triple is read)");
  /* --timeout: one deadline for the whole command, counted from the
   * process's start (Linux: /proc/self/stat; loading LLVM's libraries comes
   * before main), the checks ending at 95 % of it to leave time for the
   * output and freeing what they built */
  r.t_start = cli_deadline_start();
  r.before_path = files[0];
  r.after_path = r.pass ? NULL : files[1];
  /* BEFORE as our reader sees it, before opt runs on it: an error there is
   * the user's (a kernel's source: compile it first, not opt's "expected
   * top-level entity") */
  r.mb = cli_load_checked(files[0], r.function);
  if (!r.mb) return CLI_ERROR;
  if (r.pass) {
    if (!cli_tp_run(&r.tp, files[0], r.timeout_ms)) {
      cv_module_free(r.mb);
      return CLI_ERROR;
    }
    r.after_path = r.tp.out;
  }
  r.status = CLI_HOLDS;
  /* an AFTER that LLVM's verifier rejects is a verdict, not an input error
   * (a BEFORE it rejects is: the question has no program to start from) */
  fe_ll_opts keep = {.keep_invalid = true};
  r.ma = r.mb ? cli_load_checked_target(r.after_path, r.function, 0, &keep) : NULL;
  cc_buf opts;
  cc_buf_init(&opts);
  cli_tp_options_json(ctx, &r.o, &r.tp, &opts);
  bool begun = r.mb && r.ma && cli_record_begin(&ctx->rec, cmd, cc_buf_str(&opts), r.o.k,
                                                    r.unbounded ? 0 : r.o.L); /* 0: every L */
  cc_buf_free(&opts);
  if (!begun) {
    cv_module_free(r.mb);
    cv_module_free(r.ma);
    if (*r.tp.out) unlink(r.tp.out);
    return CLI_ERROR;
  }
  output_begin(&r, files);
  r.xb = cli_shown_module(cv_module_new(files[0]));
  r.xa = cli_shown_module(cv_module_new(r.after_path));
  const char *invalid = cv_module_invalid(r.ma);
  if (invalid)
    after_rejected(&r, invalid);
  else
    for (int f = 0; f < cv_module_count(r.ma); f++) check_one(&r, f);
  output_end(&r);
  if (!r.checked && r.status == CLI_HOLDS) {
    fprintf(stderr, "convcheck: %s: error: no function to check\n", cli_shown_path(r.after_path));
    r.status = CLI_ERROR;
  }
  int w = cli_write(&r.out);
  /* exit 2 names the files on stderr, as an input error does: a script
   * that sees the status learns which check had no verdict */
  if (r.unknowns) {
    /* --pass with several passes checks opt's whole output as one step; a
     * new user read "unknown" there where --pipeline proved every step */
    bool several = r.pass && strpbrk(r.tp.pass, ",<(") != NULL;
    fprintf(stderr, "convcheck: %s%s%s: %d of %d function%s without a verdict (unknown, exit 2): the report says what stopped %s%s%s%s\n",
            cli_shown_path(files[0]), r.pass ? "" : " -> ", r.pass ? "" : cli_shown_path(files[1]), r.unknowns,
            r.checked, r.checked == 1 ? "" : "s", r.unknowns == 1 ? "it" : "each",
            several ? "; --pass checks the passes' whole output at once: `--pipeline '" : "",
            several ? r.tp.pass : "",
            several ? "'` checks each pass's step apart, where the rules decide more" : "");
  }
  cc_buf_free(&r.out);
  cv_module_free(r.xa);
  cv_module_free(r.xb);
  cv_module_free(r.ma);
  cv_module_free(r.mb);
  if (*r.tp.out) unlink(r.tp.out);
  int st = cli_record_finish(&ctx->rec, r.status);
  return w != CLI_HOLDS ? CLI_ERROR : st;
}
