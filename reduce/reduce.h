/* reduce/ — from a finding to an upstream report (issue 15, docs/reduce.md):
 * what a finding is, checking that it holds on one file, the
 * interestingness script for llvm-reduce, running llvm-reduce, the re-check
 * of the result by every engine, and the report folder (reduced program,
 * lit test, witness tables, issue text).  Prefix: rx_.  Never prints,
 * never exits: errors fill a cc_error, texts go into buffers.
 *
 * A finding holds on a file when opt-22 and our reader both accept the file
 * and the finding's witness is there with the same KIND: the same analysis
 * calling the same value uniform against a reference witness; the same
 * function broken by the same pass; the same value printed differently by
 * the two analyses, each the same way round; the same block not
 * m-converged; opt failing on the pass with the same message.  The kind is
 * a line of text (rx_outcome.kind): the reduction keeps a file exactly when
 * its kind is the original's. */
#ifndef RX_REDUCE_H
#define RX_REDUCE_H

#include "audit/audit.h"
#include "model/model.h"

typedef enum rx_kind {
  RX_UNSOUND = 0,   /* --unsound ANALYSIS %v: the analysis says uniform, the
                     * reference has a witness of divergence               */
  RX_BROKEN,        /* --broken --pass P: transform --pass P says broken    */
  RX_DIFFERS,       /* --differs-from-opt: ours and opt-22 print a value
                     * differently                                          */
  RX_NOT_MCONV,     /* --not-mconverged BLOCK                               */
  RX_OPT_FAILS,     /* --opt-fails --pass P: opt-22 fails on the pass       */
  RX_NKINDS
} rx_kind;

/* "unsound", "broken", "differs-from-opt", "not-mconverged", "opt-fails". */
const char *rx_kind_name(rx_kind k);

typedef struct rx_finding {
  rx_kind kind;
  au_analysis analysis; /* RX_UNSOUND: whose claim                          */
  const char *subject;  /* RX_UNSOUND / RX_DIFFERS: "%v" (DIFFERS: NULL = the
                         * first value that differs); RX_NOT_MCONV: block    */
  const char *pass;     /* RX_BROKEN / RX_OPT_FAILS: the opt pipeline        */
  const char *function; /* only this function (NULL: the first that shows it) */
  const char *message;  /* RX_OPT_FAILS: the line opt must still print (NULL:
                         * the first line opt prints)                        */
  int k, L;             /* the reference's bounds                           */
  const char *opt;      /* opt-22                                           */
  const char *triple;   /* -mtriple when the IR names none (NULL: none)      */
  unsigned step_ms;     /* time limit of one check (opt, the engines)       */
  int exits;            /* 1: the function must keep a way out; 0 (the
                         * original had none) or -1 (not said): either
                         * (finding.txt `exits`: rx_outcome.exits)          */
} rx_finding;

void rx_finding_default(rx_finding *f);

typedef struct rx_outcome {
  bool holds;
  bool rejected;        /* !holds because the file cannot be read, or opt-22 or
                         * our reader rejects it (an input error for the
                         * original, uninteresting for a candidate)          */
  char function[256];   /* where it holds                                    */
  char subject[256];    /* the value / block / "" (DIFFERS: the value found)  */
  char kind[512];       /* the witness kind (see above)                      */
  char why[1024];       /* !holds: why not, in one line                       */
  cc_buf witness;       /* holds: the witness in the spec's notation          */
  char claim_text[512]; /* RX_UNSOUND / RX_DIFFERS: the instruction as printed */
  bool ref_divergent;   /* RX_DIFFERS: the reference has a witness            */
  bool llvm_divergent;  /* RX_DIFFERS: what opt-22 says                       */
  int blocks, insts;    /* the function's size                               */
  bool exits;           /* holds: a thread can leave the function (a block
                         * without successors reachable from the entry, a
                         * constant condition taking only the edge it forces) */
} rx_outcome;

void rx_outcome_init(rx_outcome *o);
void rx_outcome_free(rx_outcome *o);

/* Checks the finding on the file at path.  False (err filled) only when the
 * check cannot be made at all (opt missing, absurd bounds); a file opt or
 * our reader rejects, or that lacks the finding, is out->holds = false with
 * the reason in out->why. */
bool rx_check(const rx_finding *f, const char *path, rx_outcome *out, cc_error *err);

/* The finding as data, finding.txt (docs/reduce.md): `KEY VALUE` lines
 * (finding, analysis, subject, pass, function, message, threads, bound,
 * opt, triple, step-ms, witness-kind = first->kind), with the function and
 * subject the first check pinned.  Values are escaped (\\, \n, \xHH for
 * any byte outside printable ASCII), so a name from the input is one line of
 * data whatever it holds; it never reaches a script (issue 29). */
void rx_finding_text(const rx_finding *f, const rx_outcome *first, cc_buf *out);
/* Appends s escaped as finding.txt's values are (one line, printable). */
void rx_escape(cc_buf *b, const char *s);

/* A finding read back from finding.txt: its strings point into text. */
typedef struct rx_saved {
  rx_finding f;
  const char *kind;     /* witness-kind (NULL: not given)                   */
  char *text;
} rx_saved;

/* Reads finding.txt; false (err at file:line:col) on a bad line. */
bool rx_finding_read(const char *path, rx_saved *s, cc_error *err);
void rx_saved_free(rx_saved *s);

/* The interestingness script: `#!/bin/sh` running `CONVCHECK reduce --check
 * --finding DIR/finding.txt "$1"`, DIR the script's own folder: the same
 * text for every finding (nothing from the input is in it); exit 0 exactly
 * when the finding holds on $1 with the kind finding.txt names. */
void rx_script(const char *convcheck, cc_buf *out);

typedef struct rx_run {
  double seconds;
  int exit_status;      /* llvm-reduce's                                     */
  char log_tail[1024];  /* the end of its output                            */
} rx_run;

/* The delta passes llvm-reduce runs: those that remove functions, blocks,
 * arguments, globals and instructions (what the sizes count), and zero
 * operands; not the many operand and attribute rewrites, each of which
 * costs a check (a second or more: opt and the reference) and none of
 * which makes a program smaller in blocks or instructions. */
#define RX_DELTA_PASSES                                                                  \
  "functions,function-bodies,special-globals,unreachable-basic-blocks,basic-blocks,"    \
  "simplify-cfg,global-values,global-variables,metadata,named-metadata,arguments,"      \
  "instructions,operands-zero,sink-defs-to-uses"

/* The clean-up after the reduction, as a person would post the program: a
 * second llvm-reduce run over the reduced file, with the same test, that
 * simplifies what the finding does not need (instsimplify's folds, then the
 * instructions left dead), and drops attributes, instruction flags,
 * metadata and operand bundles it does not need.  Value names are kept. */
#define RX_CLEANUP_PASSES                                                                \
  "simplify-instructions,instructions,attributes,instruction-flags,metadata,"          \
  "named-metadata,operand-bundles"

/* The delta passes for a kind of finding: RX_DELTA_PASSES, or fewer where
 * some make nothing smaller for that kind, or break what the check rests on
 * (--broken: no operands-zero, global-values, global-variables; reduce.c). */
const char *rx_delta_passes(rx_kind k);

/* Runs `llvm_reduce --test=SCRIPT --delta-passes=PASSES
 * --max-pass-iterations=2 -j 1 IN -o OUT` in workdir (its temporary files
 * go there), killed after timeout_ms (0: none).  PASSES: passes, or
 * RX_DELTA_PASSES when NULL.  False (err filled) when it cannot run, fails,
 * or is killed. */
bool rx_llvm_reduce(const char *llvm_reduce, const char *script, const char *passes,
                    const char *in, const char *out, const char *workdir, unsigned timeout_ms,
                    rx_run *run, cc_error *err);

/* The bound the candidates of a reduction are checked at: the smallest
 * L' <= f->L (from 2 up) at which the finding holds on path with the kind
 * first->kind, for --broken (the transform check's cost grows steeply with
 * L: every candidate is checked, and a witness within L' is one within L
 * too); f->L for the other kinds, or when none smaller shows it.  It only
 * makes the candidates' check cheaper: what "still shows it" means is
 * unchanged, the result is checked again at f->L (rx_reduce_file).  Sets
 * *tries to the checks it made. */
int rx_check_bound(const rx_finding *f, const char *path, const rx_outcome *first, int *tries);

/* The llvm-reduce of the llvm-22 packages: $CONVCHECK_LLVM_REDUCE, else
 * llvm-reduce-22 on the PATH, else /usr/lib/llvm-22/bin/llvm-reduce.  NULL
 * when none is there. */
const char *rx_find_llvm_reduce(void);

/* ---- the re-check by every engine -----------------------------------------
 * explicit: the check itself (rx_check); smt: encode/ (values, k, L) for
 * uniformity and m-convergence; unbounded: unbounded/ (every L).  Each
 * engine "confirms", "unknown (why)", "does not apply" or "DISAGREES". */
typedef struct rx_engine_verdict {
  const char *engine;  /* "explicit", "smt", "unbounded", "opt-22"        */
  char verdict[400];
  bool disagrees;
  int L;               /* the L the verdict states: its witness's longest
                        * trace, in blocks (0: it states none)            */
} rx_engine_verdict;

typedef struct rx_recheck {
  int n;
  rx_engine_verdict v[4];
} rx_recheck;

bool rx_recheck_all(const rx_finding *f, const char *path, const rx_outcome *o,
                    rx_recheck *out, cc_error *err);

/* When the engines that confirm state different L (explicit L=3, smt and
 * unbounded L=4 on one finding): why, in one sentence, into buf; false
 * (buf "") when they agree or fewer than two state one. */
bool rx_recheck_bounds_note(const rx_recheck *r, char *buf, size_t n);

/* ---- the whole reduction --------------------------------------------------------
 * rx_check on `in` (the finding must hold: else res->first.why, false with
 * err "does not hold"), the script (at rx_check_bound's L), llvm-reduce in
 * a scratch folder (removed after), rx_check on its output at the
 * finding's own bounds (the same kind, else err: "the reduction lost the
 * finding"), rx_recheck_all.  res->reduced: the program, tidied. */
typedef struct rx_result {
  rx_outcome first, after;
  rx_recheck recheck;
  rx_run run;
  rx_run cleanup;       /* the clean-up run (RX_CLEANUP_PASSES)              */
  bool cleaned;         /* it kept the finding and its result was taken      */
  char *reduced;        /* the reduced program's text (caller frees: rx_result_free) */
  cc_buf script;        /* the interestingness script (the report's
                         * interesting.sh)                                   */
  cc_buf finding;       /* finding.txt beside it, at the finding's own bounds */
  int check_L;          /* the bound llvm-reduce's candidates were checked at
                         * (rx_check_bound; f->L unless smaller)            */
  bool disagrees;       /* an engine contradicts the finding on the result */
} rx_result;

void rx_result_init(rx_result *r);
void rx_result_free(rx_result *r);
bool rx_reduce_file(const rx_finding *f, const char *in, const char *convcheck,
                    const char *llvm_reduce, unsigned timeout_ms, rx_result *res, cc_error *err);

/* ---- sweeps: findings grouped by cause (sweep --reduce) -----------------------
 * The cause of an unsound claim: the analysis, the opcode of the value (or
 * "br"), and where its block sits in LLVM's cycle hierarchy of the program
 * (opt-22 print<cycles>, cv_cycles_llvm): "an entry of an irreducible cycle
 * at depth D", "the header of a reducible cycle", "in a cycle", "an exit block
 * of a cycle", "acyclic".  Claims of one cause form a group; its
 * representative is its first program in the family's order (the smallest). */
typedef struct rx_group {
  char key[200];
  au_analysis analysis;
  const char *function, *subject, *ll; /* the representative (borrowed) */
  int claims, programs;
} rx_group;

typedef CC_STACK(rx_group) rx_groups;

/* Groups the findings (analysis, function, subject, the program's IR, in
 * family order) by cause; n findings, stride-free arrays. */
bool rx_group_findings(int n, const au_analysis *analysis, const char *const *function,
                       const char *const *subject, const char *const *ll, rx_groups *out,
                       cc_error *err);

/* ---- the report folder ------------------------------------------------------
 * DIR/reduced.ll (the program), DIR/NAME.test.ll (the lit test: opt-22's RUN
 * line, CHECK lines stating what the spec requires), DIR/lit.cfg.py,
 * DIR/witness.txt (the spec's thread tables), DIR/interesting.sh,
 * DIR/REPORT.md (the issue text), DIR/witness.dot when picture is given
 * (a hook for the pictures of `--dot`).  DIR is created (its parent must
 * exist); files are written to DIR.tmp first and renamed, so nothing is
 * half-written. */
typedef struct rx_report_in {
  const rx_finding *f;
  const rx_outcome *before, *after; /* on the original and the reduced file  */
  const rx_recheck *recheck;
  const char *original;      /* the original file's path                     */
  const char *reduced_text;  /* the reduced program                          */
  const char *script_text;
  const char *finding_text;  /* finding.txt, which interesting.sh reads      */
  const char *picture;       /* NULL: no picture                             */
  double seconds;            /* the reduction's                              */
  int check_L;               /* the bound the candidates were checked at (0:
                              * the finding's own)                           */
} rx_report_in;

/* The lit test's text for the reduced program; false (why filled) when the
 * finding has no opt-22 output that could state the spec's requirement. */
bool rx_lit_test(const rx_finding *f, const rx_outcome *o, const char *reduced_text,
                 cc_buf *out, char *why, size_t wsize);

/* What the report's title names in brackets: the pass (--broken,
 * --opt-fails), LLVM's "UniformityAnalysis" where an LLVM claim is the
 * finding (--unsound llvm, --differs-from-opt), our analysis for --unsound
 * ours, and the spec's m-convergence for --not-mconverged: a property of
 * the program, not an LLVM analysis bug. */
const char *rx_report_subject(const rx_finding *f);

bool rx_write_report(const char *dir, const rx_report_in *in, cc_error *err);

/* Drops the lines llvm-reduce's output has that name the machine it ran
 * on ("; ModuleID = PATH", "source_filename = PATH"), and what the IR
 * reader adds back by itself: the attributes of an intrinsic's declaration
 * (its "; Function Attrs:" comment, return attributes, "#N"), and the
 * attribute groups no line names any more.  In place. */
void rx_tidy(char *text);

/* A finding that matches one already known (docs/findings.md): the text
 * REPORT.md says about it, or NULL.  An unsound LLVM claim on a phi in an
 * exit block of a cycle is LLVM PR 216100's cycle-exit phi; on a phi at
 * an entry of an irreducible cycle, the header-choice finding of the
 * sweep.  reduced_text: the reduced program (rx_group_findings' causes). */
const char *rx_known_finding(const rx_finding *f, const rx_outcome *o, const char *reduced_text);

/* Sizes of a file's functions: blocks and instructions of the function
 * named (or of the whole module when NULL). */
bool rx_size(const char *path, const char *function, int *blocks, int *insts, cc_error *err);

#endif
