/* pipeline/ — an opt-22 pipeline checked pass by pass (issue 27,
 * docs/transforms.md "A pipeline, pass by pass").  Prefix: pl_ (internal
 * helpers: plI_).  Never prints, never exits: errors fill a cc_error.
 *
 * opt-22 runs ONCE with
 *
 *   -passes=PIPELINE -verify-each -print-changed -print-before-changed
 *   -print-module-scope -print-pass-numbers -S -o FINAL FILE
 *
 * and its standard error is the dump this folder splits into steps:
 *
 *   " Running pass N P on X"               before every pass execution, N its
 *                                            number (the numbers of
 *                                            -print-after-pass-number);
 *   "*** IR Dump At Start ***"             then the module as opt read it;
 *   "*** IR Dump Before P on X ***"        then the module before P, printed
 *                                            only when P changed it;
 *   "*** IR Dump After P on X ***"         then the module after P;
 *   "*** IR Dump After P on X omitted because no change ***"
 *   "*** IR Pass P invalidated ***"        P deleted the unit it ran on (a
 *                                            loop, a function): no dump;
 *   "*** IR Pass P on X ignored ***"       pass managers and adaptors.
 *
 * Why this and not the alternatives (measured on kernels/ and LLVM's
 * Transforms tests, docs/transforms.md): -print-after-all prints the whole
 * module after every execution (1343 on Inline/convergence-inline.ll: 11 MB
 * against 0.3 MB for the changed ones); stepping -opt-bisect-limit runs opt
 * once per execution.  -print-module-scope makes every dump a whole module
 * our reader reads (970 dumps of default<O3> over those files, every one
 * accepted by llvm-as).  The pass numbers end each dump before the next
 * pass runs, so a warning a pass prints ("loop not unrolled") lands between
 * dumps, never inside one.  -print-before-changed gives the module before a
 * changed pass, so the change of a pass whose unit was deleted (LoopDeletion
 * on its loop prints "invalidated", no module) is its own step (the module
 * before the next changed pass, or FINAL, differs from the last dump).
 * -verify-each runs LLVM's verifier after every pass: a pass that leaves
 * invalid IR stops opt with "Broken function found after pass P" right
 * after P's dump, which is then that step's verdict (AFTER invalid). */
#ifndef PL_PIPELINE_H
#define PL_PIPELINE_H

#include "reduce/reduce.h"
#include "transform/transform.h"
#include "unbounded/unbounded.h"

/* ---- the dump ----------------------------------------------------------------- */

typedef struct pl_step {
  int number;       /* opt's pass number (-print-pass-numbers), 1-based      */
  char *pass;       /* the pass's class name: "SimplifyCFGPass"               */
  char *target;     /* what it ran on: "f", "[module]", "(f, g)" (an SCC),
                     * "loop %l in function f"                                */
  char *function;   /* the function of a function or loop pass, else NULL     */
  bool invalidated; /* opt printed no module after it (it deleted its unit):
                     * its AFTER is the next module opt printed              */
  int before, after;/* indices into pl_dump.irs                              */
  char *invalid;    /* opt's verifier rejected AFTER (-verify-each): its
                     * message, else NULL                                     */
  int line;         /* the banner's line in the dump                         */
} pl_step;

typedef struct pl_dump {
  char **irs;       /* the modules, in order: irs[0] as opt read the file     */
  int nirs;
  pl_step *steps;   /* the executions that changed the module, in order      */
  int nsteps;
  int executions;   /* pass executions opt counted                            */
  /* What ran after the last module opt printed (for pl_dump_opt_failed):
   * the last execution, and the invalidated ones since that module (opt's
   * -verify-each does not verify after an invalidated pass) */
  int last_number;
  char *last_pass, *last_target;
  int unprinted_number; /* the first invalidated one (0: none)               */
  char *unprinted;      /* their passes, "A+B" (NULL: none)                  */
  int diag_last_run;    /* diagnostics printed before the last " Running pass" */
  cc_strs diagnostics; /* lines outside any dump or banner (opt's warnings)  */
} pl_dump;

/* Splits opt's standard error (name: for errors, "file:line") into steps.
 * final_ir: the module opt wrote (NULL: not written, opt failed), which
 * ends a last step when it differs from the last dump.  False (err: the
 * line) when the text is not such a dump: no "At Start" module, a dump
 * banner not followed by a module, a banner of a kind not listed above. */
bool pl_parse_dump(const char *name, const char *text, const char *final_ir, pl_dump *out,
                   cc_error *err);
void pl_dump_free(pl_dump *d);

/* The verifier's complaint printed after the last module of a dump (opt
 * -verify-each): the offset in ir where it starts (after the module's last
 * top-level line: a closing brace, a declaration, attributes, metadata), or
 * the length of ir when nothing follows the module. */
size_t pl_module_end(const char *ir);

/* opt failed (its exit status): what it printed after the last module is
 * its complaint, not IR (the module is cut there).  When it is the
 * verifier's (-verify-each: "LLVM ERROR: Broken function found after pass
 * P"): if P's execution is the last step, that step's `invalid` gets the
 * complaint; else (P printed no module, or executions opt did not verify
 * ran before it: invalidated ones) a step is added for them and P, with no
 * AFTER (after = -1): the IR went bad in one of them.  why: opt's "LLVM
 * ERROR" line ("" when none). */
void pl_dump_opt_failed(pl_dump *d, char *why, size_t size);

/* ---- running opt -------------------------------------------------------------- */

typedef struct pl_run_opts {
  const char *opt;        /* opt-22                                           */
  const char *pipeline;   /* the -passes text                                  */
  char *const *extra;     /* arguments before -passes (-mtriple=T, ...)       */
  int nextra;             /* at most 36                                       */
  unsigned timeout_ms;    /* 0: none                                           */
  const char *limit_of;   /* what set timeout_ms, said when opt is killed
                           * (NULL: the limit alone)                          */
} pl_run_opts;

typedef struct pl_run_info {
  double seconds;
  bool opt_failed;        /* opt's exit status was not 0 (the dump is what it
                           * printed before; the steps up to there count)     */
  char why[1024];         /* opt_failed: opt's "LLVM ERROR" or "error:" line  */
} pl_run_info;

/* Runs opt on file as above in a private folder (mkdtemp, removed after),
 * and splits what it printed.  False (err) when opt cannot run, is killed
 * by the time limit, rejects the input (no "At Start" module: its first
 * error line), or prints something that is not a dump. */
bool pl_run(const pl_run_opts *o, const char *file, pl_dump *out, pl_run_info *info,
            cc_error *err);

/* opt's -print-pipeline-passes text for the pipeline on file (into *text,
 * caller frees): the -passes text of every pass, with its parameters. */
bool pl_print_pipeline(const pl_run_opts *o, const char *file, char **text, cc_error *err);

/* ---- checking the steps -------------------------------------------------------
 * For each step and each function of its AFTER module that BEFORE has too,
 * after calls to functions defined in the module are expanded
 * (transform/inline.h: a changed callee changes its callers, the inliner's
 * step compares the call with the inlined body): tf_same_program says
 * whether the step changed it, and tf_check decides those it changed. */

typedef enum pl_row_kind {
  PL_CHECKED,     /* tf_check decided (res)                                   */
  PL_UNCHANGED,   /* the step changed no function the check compares (only
                   * attributes, metadata, globals, declarations); function
                   * NULL                                                     */
  PL_INVALID,     /* opt's verifier rejected AFTER (why)                      */
  PL_UNREAD,      /* our reader refused BEFORE or AFTER (why): unknown        */
  PL_TIMED_OUT,   /* the time limit passed before this check: unknown         */
  PL_FAILED       /* tf_check refused the pair (why): unknown                 */
} pl_row_kind;

typedef struct pl_row {
  int step;                   /* index into pl_dump.steps                     */
  pl_row_kind kind;
  const char *function;       /* NULL: the step as a whole                    */
  tf_verdict verdict;         /* TF_UNKNOWN unless decided                    */
  tf_result res;              /* PL_CHECKED                                   */
  const cv_program *eb, *ea;  /* the expanded programs compared (PL_CHECKED) */
  int expanded;               /* calls expanded in both                       */
  char *note;                 /* calls left as calls (or NULL)                */
  char *loop_form;            /* AFTER is BEFORE in canonical loop form and
                               * nothing else (pl_loop_form_only): what was
                               * added ("an exit block added"), else NULL;
                               * NULL too for LoopSimplifyPass and LCSSAPass,
                               * whose names say it                          */
  char *why;                  /* PL_INVALID, PL_UNREAD, PL_FAILED             */
  double seconds;
  unsigned step_ms;           /* pl_check_opts.step_ms cut this check's share
                               * to it (0: the share was smaller)             */
  /* pl_check_opts.unbounded: what ub_transform said for every trace length
   * (res is its bounded check): PROVEN -> verdict preserved, FAILS -> the
   * counterexample's verdict, UNKNOWN -> unknown (ub_why says why, with the
   * bound the bounded check held within) */
  bool unbounded;
  ub_verdict ub;
  bool ub_all_threads;        /* PROVEN for every number of threads too       */
  bool ub_lockstep;           /* ... by the lockstep rule                     */
  bool ub_simulation;         /* ... by the simulation rule                   */
  char *ub_why;
  int ub_L;                   /* the bound of the bounded check (0: none)     */
  char *ub_other_why;         /* tf_opts.both_readings: the other reading's
                               * why for every L (or NULL)                    */
} pl_row;

typedef struct pl_check_opts {
  tf_opts tf;                 /* k, L, readings, behaviours (timeout: below)  */
  const char *function;       /* only this function (NULL: all)               */
  /* The time limit of the next check, given the checks left (0: none);
   * false when none is left (the rest are PL_TIMED_OUT).  NULL: no limit. */
  bool (*share)(void *arg, int remaining, unsigned *ms);
  void *share_arg;
  /* Each check's time at most this (0: its share alone): a step that
   * cannot be decided fast is unknown for its own limit and the next one
   * starts, instead of using a quarter of --timeout (Rodinia's pathfinder:
   * four steps used the whole 300 s, 56 checks never ran) */
  unsigned step_ms;
  /* every step for every trace length (ub_transform: paths that end, the
   * lockstep rule, a finite counterexample; else unknown) */
  bool unbounded;
  /* Progress (NULL: none): before each check and after the last, the
   * checks done and their number (tf.progress is not passed on: a step's
   * rounds are its own) */
  void (*progress)(void *arg, uint64_t done, uint64_t total);
  void *progress_arg;
} pl_check_opts;

typedef struct pl_result {
  pl_row *rows;
  int nrows;
  int first_break;            /* the first row (in step order) that breaks
                               * convergence: broken, not single-thread
                               * equivalent, AFTER invalid; -1: none          */
  int checked, unknown;       /* rows decided by tf_check, rows unknown       */
  int every_L, lockstep;      /* rows preserved for every L (unbounded, or
                               * bounded with a rule's proof first: res.proof),
                               * of them by the lockstep rule                 */
  int simulation;             /* ... by the simulation rule                   */
  /* tf_opts.both_readings: whether some row was checked under both readings
   * of uncontrolled convergent operations, and on how many rows their
   * verdicts differ (pl_row_readings_differ) */
  bool both_readings;
  int readings_differ;
  /* What the checks rest on (pl_bounds_text): besides every_L, rows
   * decided within the bounds asked (a verdict other than unknown, not
   * proven for every L), rows whose rounds stopped
   * below the bound asked (unknown, preserved within preserved_L only: the
   * lowest such L in lowest_L), the other unknown rows */
  int decided, stopped_lower, lowest_L, undecided;
  cv_module **mods, **xmods;  /* per module of the dump: as read, and the
                               * expanded programs (owned)                   */
  char **read_errors;         /* per module: why the reader refused it         */
  int nmods;
} pl_result;

/* Does after differ from before only by the canonical loop form of
 * LoopSimplify.cpp and LCSSA.cpp (preheaders, dedicated exit blocks, a
 * single backedge block, LCSSA phis)?  A pass may put loops in that form
 * itself and change nothing else (LoopUnrollPass::run does so for every
 * loop before it decides to unroll any: opt's -print-changed names
 * LoopUnrollPass for such a step).  True, and buf says what was added
 * ("an exit block added, LCSSA phis added"), when every block of before
 * is in after under its name, every added block holds phis and one
 * unconditional branch, the successors with those blocks skipped are
 * before's, every other instruction is before's, and every added phi
 * copies one value (pipeline/loopform.c).  A description of the step,
 * not a verdict: the check still decides the row. */
bool pl_loop_form_only(const cv_program *before, const cv_program *after, char *buf,
                       size_t size);

/* Checks every step of d (see above).  False only when the steps cannot be
 * checked at all (err); a module the reader refuses, a pair tf_check
 * refuses, the time limit are rows. */
bool pl_check(const pl_dump *d, const pl_check_opts *o, pl_result *r, cc_error *err);
void pl_result_free(pl_result *r);
/* The counts of r (first_break, checked ... undecided) from its rows
 * (pl_check calls it). */
void pl_result_tally(pl_result *r);

/* What the steps' verdicts rest on, for the header and the summary of
 * `transform --pipeline` (a user read "checked within k=2, L=12" above
 * steps preserved within L=4 only): "asked BOUNDS: P checks proven for
 * every L" (r->every_L, when there are such rows), "N checks decided within
 * these bounds" (when N or no P), then the unknown ones as one count, as
 * the table counts them: ", U unknown (M of them preserved within L=X only
 * at the lowest: see their reason; V undecided)" when there are such rows;
 * "asked BOUNDS: no check" when no step was checked. */
void pl_bounds_text(const pl_result *r, const char *bounds, char *buf, size_t size);

/* Does the row break convergence (broken, not single-thread equivalent,
 * AFTER invalid)? */
bool pl_row_breaks(const pl_row *row);
/* The row's verdict word ("preserved", "broken", "AFTER invalid",
 * "unchanged", "unknown") and its reason in one line (at most size - 1
 * bytes): the inputs cut and checked, the engine's reason for unknown, what
 * tells the programs apart, the verifier's or reader's message. */
const char *pl_row_verdict(const pl_row *row);
void pl_row_reason(const pl_row *row, char *buf, size_t size);
/* Checked under both readings (tf_opts.both_readings), with different
 * verdicts; the reason then ends with "[READING: VERDICT]", the other's. */
bool pl_row_readings_differ(const pl_row *row);

/* ---- the pass a step ran, as -passes text (for `--reduce`) ---------------------
 * The leaves of opt's -print-pipeline-passes text whose pass name is the
 * step's class (PassRegistry.def: FUNCTION_PASS("simplifycfg",
 * SimplifyCFGPass()) ...; the names compared without case, '-' and a
 * trailing "pass", plus the table in pipeline/passes.c for the names that
 * differ), each with its parameters and, for loop and CGSCC passes, its
 * adaptor ("loop-mssa(licm<allowspeculation>)").  Distinct texts in
 * pipeline order into out (caller frees: cc_strs_free). */
void pl_pass_texts(const char *printed_pipeline, const char *class_name, cc_strs *out);

/* ---- reducing a broken step (`--reduce`) --------------------------------------
 * The step's BEFORE module is written to a private folder and handed to
 * rx_reduce_file as the finding "opt-22 -passes=TEXT breaks FUNCTION"
 * (RX_BROKEN), TEXT each of pl_pass_texts' candidates for the step's class
 * in turn until one shows the finding (running one pass alone on BEFORE
 * need not give the step's AFTER: a pass's parameters, or analyses the
 * pipeline computed before it, can differ). */
typedef struct pl_reduce_in {
  const pl_dump *d;
  int step;                 /* index into d->steps                            */
  const char *function;
  const pl_run_opts *run;   /* opt, the pipeline and its arguments            */
  const char *file;         /* the pipeline's input (for -print-pipeline-passes) */
  int k, L;
  const char *triple;       /* -mtriple for opt when the module names none    */
  unsigned step_ms;         /* each check's time limit                        */
  const char *convcheck, *llvm_reduce;
  unsigned timeout_ms;      /* llvm-reduce's                                  */
} pl_reduce_in;

/* On success: the finding (f->pass is pass, the text that showed it) and
 * the reduction in res.  False (err): no -passes text known for the
 * step's class, none of them shows the finding alone (err lists what each
 * gave), or the reduction failed. */
bool pl_reduce_step(const pl_reduce_in *in, rx_finding *f, char *pass, size_t psize,
                    rx_result *res, cc_error *err);

#endif
