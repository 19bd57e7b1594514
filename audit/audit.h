/* audit/ — auditing uniformity analyses against the reference (docs/design.md §7
 * "audit"): every claim an analysis makes about a function (each
 * instruction with a result: uniform or DIVERGENT; each branch terminator:
 * uniform or DIVERGENT) is checked against the explicit engine's reference
 * uniformity (enumerate/, every cycle hierarchy, bounds k and L).
 *
 *   unsound   the analysis says uniform, the reference has a witness of
 *             divergence (two converged instances computing different
 *             values): established, whatever the bounds;
 *   imprecise the analysis says DIVERGENT, the reference found the value
 *             uniform in every hierarchy within the bounds (a bounded
 *             verdict: a larger k or L may still find divergence);
 *   not reached the claim's block is on no trace within L: the reference
 *             never executed it, so it says nothing about the claim (its
 *             "uniform" there is vacuous); counted apart, with the bound
 *             whose traces reach the block when one is found;
 *   unmodelled the analysis says uniform, the reference found divergence
 *             but every witness of it rests on a value the reference
 *             does not model (inline asm, a callbr/invoke successor, an
 *             undef operand, an unresolved load, an unseen callee:
 *             CV_TERM_UNKNOWN, model/values.h): no evidence either way;
 *   agree     otherwise.
 *
 * The analyses: ours (analysis/, ua_analyze) and LLVM's (opt-22
 * -passes='print<uniformity>', run as a child process, its output parsed).
 * All of them judge the SAME LLVM IR program: a .cfg program (or a CFG
 * shape of enumerate/families.h) is first rendered as IR (fe_ll_write) and
 * read back (fe_read_ll_text), and the read-back function is what the
 * reference, our analysis and opt see.
 *
 * Prefix: au_.  Never prints, never exits. */
#ifndef AU_AUDIT_H
#define AU_AUDIT_H

#include "enumerate/enumerate.h"
#include "front/front.h"
#include "model/model.h"

/* ---- which analysis ------------------------------------------------------ */
typedef enum au_analysis {
  AU_OURS = 0, /* analysis/ (ua_analyze) */
  AU_LLVM = 1, /* opt-22 -passes='print<uniformity>' */
  AU_NANALYSES
} au_analysis;

/* "ours" / "llvm". */
const char *au_analysis_name(au_analysis a);

typedef enum au_verdict {
  AU_AGREE = 0, AU_UNSOUND, AU_IMPRECISE, AU_UNMODELLED, AU_NOT_REACHED
} au_verdict;

/* "agree" / "unsound" / "imprecise" / "unmodelled" / "not-reached". */
const char *au_verdict_name(au_verdict v);

/* ---- options ------------------------------------------------------------- */
struct au_claim; /* below */
typedef struct au_opts {
  bool analyses[AU_NANALYSES]; /* which analyses to audit (default: both) */
  en_opts engine;              /* the reference: k, L, hierarchies, reading,
                                  progress callback (default k=2, L=12)     */
  const char *opt_path;        /* default "opt-22"                          */
  unsigned opt_timeout_ms;     /* kill opt after this long (default 60000)  */
  /* The target, as opt takes it: mtriple (when set) overrides the IR's
   * `target triple`; default_triple is used when the IR names none
   * (default "amdgcn-unknown-amdhsa": LLVM's uniformity analysis needs a
   * target that has divergence; without one every value is uniform).
   * opt is given the one chosen, and the IR is read for it
   * (au_read_opts), so that the reference, our analysis and LLVM's judge
   * the program under one target model (model/target.h). */
  const char *mtriple;
  const char *default_triple;
  bool keep_agree;             /* also list agreeing claims in the report */
  /* The picture of a claim's witness (docs/audit.md "Pictures"): called,
   * when set, for each claim that has a witness while the reference's run
   * still lives, with that run, the instruction (-1: the branch of
   * cl->block) and the witness (shortened as the text); returns DOT text
   * (heap; NULL: none), kept in au_claim.picture.  The drawing is
   * render/'s, above this layer: cli/ passes rd_en_value. */
  char *(*picture)(void *arg, const en_run *r, int inst, const en_witness *w,
                   const struct au_claim *cl);
  void *picture_arg;
  /* Called after each function's reference run (NULL: never), with the
   * function audited and, per block, whether the reference found its
   * branch divergent (a witness, as `uniformity` says DIVERGENT): for what
   * a caller above this layer derives from them (cli/: the convergent
   * calls reached under a divergent branch, crosscheck/
   * xc_calls_reached_apart, as `uniformity` lists them). */
  void (*reference_done)(void *arg, const cv_program *q, const bool *br_div);
  void *reference_done_arg;
  /* Called after each function audited (NULL: never): the progress of a
   * caller that audits many at once (sweep's batches). */
  void (*function_done)(void *arg);
  void *function_done_arg;
} au_opts;

void au_opts_default(au_opts *o);
/* How to read IR for this audit (front.h fe_read_ll_text_ex): the target
 * of o. */
void au_read_opts(const au_opts *o, fe_ll_opts *out);

/* ---- the report ---------------------------------------------------------- */

/* One claim of one analysis and its verdict. */
typedef struct au_claim {
  au_analysis analysis;
  char *function;
  char *subject;       /* "%name" for an instruction, "br BLOCK" for a branch */
  char *text;          /* the instruction as printed (NULL for .cfg branches) */
  int inst;            /* instruction index in the audited program, or -1    */
  int block;           /* block of the instruction / of the branch           */
  bool says_divergent; /* the analysis' claim                               */
  bool ref_uniform;    /* the reference: uniform in every hierarchy in bounds */
  au_verdict verdict;
  char *witness;       /* unsound, unmodelled: en_witness_print_value's text;
                          else NULL */
  /* The same witness as data (set with witness): wk threads' traces,
   * wlen[i] block names each, thread after thread in wblock (the names
   * of the audited program's blocks: the module is gone when the claims
   * are rendered); the hierarchy (0-based index of the DFS-realizable
   * ones, as `cycles --all` lists them); the two converged instances
   * (thread, position in its trace, both 0-based, as mconv's JSON "pair");
   * their values as printed ("i32 1"; NULL for a branch, or when the
   * terms are not known).  wk == 0: no witness. */
  int wk, wlen[4];
  char **wblock;
  int whierarchy, wt1, wp1, wt2, wp2;
  char *wvalue1, *wvalue2;
  /* unmodelled: the instruction the witness rests on, "TEXT (FILE:LINE)"
   * ("an undef or poison operand" when none is known); else NULL */
  char *unmodelled;
  /* not reached: the least L whose traces reach the block (0: no path of
   * up to AU_REACH_MAX_L blocks found, or the search stopped first) */
  int reach_L;
  /* the witness's picture (au_opts.picture's text), else NULL */
  char *picture;
  /* What the reference's verdict rests on (docs/design.md §12): a
   * witness's threads and longest trace when it is divergent, else the
   * search's k and L; ref_cut: some trace of the search was cut at L;
   * ref_unmodelled: its witnesses of divergence rest on a value it does not
   * model (no verdict; the bounds are the search's). */
  int ref_k, ref_L;
  bool ref_cut, ref_unmodelled;
  bool ref_max_tuples; /* the reference stopped by --max-tuples, not the
                        * deadline, before it found a witness              */
} au_claim;

/* The reference's verdict on c in the forms of docs/design.md §12:
 * "DIVERGENT (k=2, L=5)" (the witness's bounds), "uniform within k=2, L=8
 * (traces cut at L)", "unknown within k=2, L=12: WHY" (not reached,
 * stopped by --timeout, or a witness resting on an unmodelled value); and
 * what a claim's "basis" is in JSON: "witness", "within" or "none". */
void au_claim_reference(const au_claim *c, cc_buf *out);

/* clang-22 emits each OpenCL kernel K twice: K, and its body as a callable
 * function __clang_ocl_kern_imp_K (its arguments divergent, as any
 * callable function's), which K calls -- or, inlined (amdgcn at every -O,
 * nvptx at -O2), contains.  For p such a body whose kernel K is in m and
 * does not call it, returns K: p's claims repeat those of K's inlined copy
 * (docs/sources.md "One kernel, two functions").  NULL otherwise. */
const cv_program *au_ocl_inlined_kernel(const cv_module *m, const cv_program *p);
/* Is the claim a finding to show (not an agreement, not unreached, not a
 * DIVERGENT claim the reference can neither confirm nor refute because
 * its witness rests on an unmodelled value)? */
bool au_claim_shown(const au_claim *c);
/* The reference was stopped (--max-tuples, --timeout) before it found a
 * witness: the claim's verdict is unknown (counted as au_counts.stopped). */
bool au_claim_stopped(const au_claim *c);
const char *au_claim_basis(const au_claim *c);
/* The claim's verdict in the words of docs/design.md §12's audit row, as
 * the text says it ("UNSOUND", "IMPRECISE", "UNMODELLED", "NOT-REACHED",
 * "UNKNOWN" for a stopped reference, "agree"), and as JSON and the store
 * say it (the same in lower case). */
const char *au_claim_word(const au_claim *c);
const char *au_claim_verdict(const au_claim *c);

/* How far the search for a not-reached block's bound goes. */
#define AU_REACH_MAX_L 256
#define AU_REACH_MAX_NODES 2000000

typedef struct au_counts {
  int functions; /* functions audited */
  int claims;    /* claims checked (instructions with results + branches) */
  int unsound, imprecise, agree;
  int unmodelled; /* apart from the others: no verdict on soundness */
  int not_reached; /* apart too: the block lies beyond the bound L */
  int stopped;     /* apart too: the reference was stopped (--max-tuples,
                   * --timeout) before it found a witness: unknown */
} au_counts;

/* Adds every count of `from` to `into` (a shard or a file into a total). */
void au_counts_add(au_counts *into, const au_counts *from);

typedef struct au_report {
  au_counts counts[AU_NANALYSES];
  /* Every unsound and imprecise claim (and agreeing ones with keep_agree),
   * in program order, analyses in au_analysis order per function. */
  CC_STACK(au_claim) claims;
  /* The reference runs' bounds and limits, over every function audited. */
  bool cut;              /* some trace was cut at L                       */
  bool truncated;        /* some run was stopped by engine.max_tuples (or the deadline) */
  bool timed_out;        /* some run was stopped by engine.deadline: its claims
                          * without a witness are AU_UNMODELLED, "no verdict" */
  uint64_t tuples;       /* admissible tuples examined, summed            */
  int max_hierarchies;   /* the most hierarchies of one function          */
  double seconds;        /* time spent, summed                             */
  /* Not-reached claims: the largest bound that reaches one of their
   * blocks, and how many have no such bound found (reach_L 0). */
  int reach_L;
  int reach_unknown;
  /* Declared convergent callees no builtin row of the target names, met
   * in the functions audited (cv_program_unknown_builtins): the reference
   * reads their results as each thread's own, unmodelled. */
  cc_strs unknown_builtins;
  /* The triples of the modules audited whose target has no branch
   * divergence (docs/targets.md `scalar`: spirv64, x86_64, ...): LLVM's
   * TTI and the reference's scalar model both call every value uniform
   * there, so their "agree" says nothing about a GPU's threads. */
  cc_strs scalar_triples;
  /* opt-22 ran out of its time limit (au_opts.opt_timeout_ms): the call
   * failed and err says so (au_opt_timeout_text), but that is no verdict
   * on the input, not an error of it. */
  bool opt_timed_out;
} au_report;

void au_report_init(au_report *rep);
/* Adds from's unknown builtins to into's, each name once. */
void au_report_add_builtins(au_report *into, const au_report *from);
void au_report_free(au_report *rep);

/* ---- the audit ------------------------------------------------------------
 * Audits one function p and adds to rep (counts, claims).
 *
 *   ll_text == NULL: p is a .cfg program or a CFG shape (no instructions,
 *     CV_BRANCH_UNIFORM / CV_BRANCH_DIVERGENT branches): it is rendered
 *     with fe_ll_write, read back, and the read-back function is audited.
 *   ll_text != NULL: p is a function read from that IR text (fe_read_ll or
 *     fe_read_ll_text); opt is run on the whole text and the output for
 *     p's name is used.
 *
 * Fails (false, err filled, rep unchanged) on: absurd bounds, a program
 * that cannot be rendered, opt missing / failing / timing out / printing
 * nothing for the function (when LLVM is audited), output that does not
 * match the program. */
bool au_audit_program(const cv_program *p, const char *ll_text_or_NULL,
                      const au_opts *o, au_report *rep, cc_error *err);

/* Several shape programs (ll_text NULL above) rendered into one module:
 * opt runs once for all of them (opt's start-up dominates the time of an
 * audit of small shapes).  Their names must differ.  For sweeps. */
bool au_audit_programs(const cv_program *const *ps, int n, const au_opts *o,
                       au_report *rep, cc_error *err);

/* The same for every function of m (or only `function`, if not NULL),
 * running opt once for the whole text.  m must have been read from
 * ll_text, or ll_text is NULL and the functions are rendered (into one
 * module, as au_audit_programs). */
bool au_audit_module(const cv_module *m, const char *ll_text_or_NULL,
                     const char *function, const au_opts *o, au_report *rep,
                     cc_error *err);

/* ---- running opt and parsing print<uniformity> -----------------------------
 * Exposed for tests and for other callers. */

/* What LLVM said about one function. */
typedef struct au_llvm_block {
  char *name;
  int ndefs;
  char **defs;       /* DEFINITIONS lines, text after the marker column */
  bool *defs_div;
  int nterms;
  char **terms;      /* TERMINATORS lines */
  bool *terms_div;
} au_llvm_block;

typedef struct au_llvm_function {
  char *name;
  bool all_uniform;  /* "ALL VALUES UNIFORM": no blocks printed */
  int nargs_div;
  char **args_div;   /* DIVERGENT ARGUMENTS, as printed ("i32 %x") */
  int nblocks;
  au_llvm_block *blocks;
} au_llvm_function;

typedef struct au_llvm_output {
  int nfunctions;
  au_llvm_function *functions;
} au_llvm_output;

/* Runs `opt_path -passes=print<uniformity> -disable-output` on text (given
 * on stdin) and returns what it wrote on stderr (caller frees).  Fails when
 * opt cannot be started, exits non-zero (its first error line is kept),
 * is killed by a signal, or runs longer than timeout_ms (then killed, and
 * *timed_out set when timed_out is not NULL).
 * triple: passed as -mtriple (NULL: none). */
char *au_run_opt(const char *opt_path, const char *triple, const char *text,
                 size_t len, unsigned timeout_ms, bool *timed_out, cc_error *err);

/* "did not finish within WITHIN (killed): no verdict; OPTION gives it
 * longer": what a run of opt stopped at its time limit means, in the words
 * of every command that runs opt (OPTION names the option(s) that set the
 * limit, e.g. "--timeout (in milliseconds)"; WITHIN e.g. "50 ms"). */
void au_opt_timeout_text(char *buf, size_t size, const char *within, const char *option);

/* Runs `opt [extra...] -passes=PIPELINE -S IN -o OUT` (out NULL:
 * -disable-output) with stdin from /dev/null, killing it after timeout_ms
 * (0 = none).  Fails when opt cannot be started, exits non-zero or is
 * killed: err says which, with opt's first line that says "error" (else its
 * last line).  diag (may be NULL) receives what opt wrote on stderr, the
 * first 4 KB.  `transform --pass` and `reduce` run their pipelines with it. */
bool au_run_opt_pass(const char *opt, const char *pipeline, char *const *extra, int nextra,
                     const char *in, const char *out, unsigned timeout_ms, cc_buf *diag,
                     cc_error *err);

/* InstCombine's fixpoint check (opt-22's `instcombine` verifies, after
 * its one iteration, that a second would change nothing, and aborts with
 * "LLVM ERROR: Instruction Combining on F did not reach a fixpoint"
 * otherwise): a debugging check of the pass, not of the IR; the O1-O3
 * pipelines run the pass as `instcombine<no-verify-fixpoint>`.  When msg
 * (opt's message) is that abort, true and out gets the pipeline with
 * no-verify-fixpoint on each `instcombine` of it (a bare one gets
 * `<no-verify-fixpoint>`, one with options gets it first among them);
 * false otherwise (out untouched). */
bool au_opt_fixpoint_pipeline(const char *msg, const char *pipeline, cc_buf *out);

/* Parses print<uniformity> output.  name: for error messages.  Fails on
 * text that is not in that format (with the line). */
bool au_llvm_parse(const char *name, const char *text, au_llvm_output *out,
                   cc_error *err);
void au_llvm_output_free(au_llvm_output *out);
const au_llvm_function *au_llvm_find(const au_llvm_output *out,
                                     const char *function);

/* Matches LLVM's lines to p's instructions: div[i] (ninsts entries) is set
 * to LLVM's claim for instruction i (true = DIVERGENT).  Blocks are matched
 * by name, instructions by their position within the block, each checked
 * against the instruction's name / text.  Fails if the two disagree on the
 * blocks or instructions of the function. */
bool au_llvm_match(const au_llvm_function *f, const cv_program *p, bool *div,
                   cc_error *err);

#endif
