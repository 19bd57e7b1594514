/* transform/ — transform legality (docs/design.md §8): does AFTER preserve the
 * convergence of BEFORE, within bounds?  Prefix: tf_.  Never prints: the
 * counterexample is written into a buffer for the caller.
 *
 * The input abstraction (docs/design.md §5, the reference semantics of
 * enumerate/): both programs evaluate terms in ONE table, so that the same
 * input is the same term in both (arguments, constants, thread ids,
 * operations keyed by what they compute, .cfg branch conditions by block
 * name and visit).  An input is a choice of successor per condition term:
 * equal shared terms decide equally in every thread and in both programs;
 * a thread-local term (involving the thread id) decides per thread, equally
 * in both programs.  This is exactly the uninterpreted-function
 * abstraction: every term is an uninterpreted function of its operands,
 * and a branch reads one free bit (or successor) per distinct term.  The
 * decisions are enumerated explicitly, per thread, as the pairs of paths
 * (one of BEFORE, one of AFTER) that agree on every term both decide.
 *
 * Events ([CO] "Correctness of Program Transforms" and docs/design.md §8): a
 * dynamic instance of a convergent call (not a token intrinsic) is named by
 * (thread, callee, argument terms, occurrence number of that callee with
 * those arguments in the thread).  Its communicating set in a behaviour is
 * the set of (thread, event name) of the instances converged with it.
 * AFTER is legal iff for every input and every behaviour of AFTER, ONE
 * behaviour of BEFORE gives every matched event the same communicating set.
 * Behaviours: the maximal converged-with relation of every cycle hierarchy
 * ([CU] "Maximal Convergence"); with tokens, every consistent controlled
 * relation of every hierarchy (every choice of the anchors, [CO]
 * "Controlled Maximal Convergence"). */
#ifndef TF_TRANSFORM_H
#define TF_TRANSFORM_H

#include "model/model.h"

typedef enum tf_verdict {
  TF_PRESERVED = 0,  /* every checked input: AFTER's behaviours are BEFORE's */
  TF_BROKEN,         /* an input and a behaviour of AFTER that BEFORE lacks  */
  TF_NOT_EQUIVALENT, /* a thread's convergent events differ                  */
  TF_INVALID_AFTER,  /* AFTER's dynamic rules allow no relation on an input  */
  TF_UNKNOWN         /* time limit, every input cut by L, or unsupported     */
} tf_verdict;

/* Where a round of the check is (tf_opts.progress): a round at bound L
 * enumerates each program's paths (TF_STAGE_PATHS: done counts the paths
 * found, total 0: their number is known only at the end), pairs BEFORE's
 * paths with AFTER's (TF_STAGE_PAIRS: done of total = paths of BEFORE x
 * paths of AFTER visited; a pair whose events differ asks Z3 whether
 * values take it), then compares the k-thread inputs (TF_STAGE_INPUTS:
 * multisets of k path pairs visited, of C(P+k-1, k); 0 when that does not
 * fit; an input's candidates ask Z3).  Rounds run at growing L up to
 * tf_opts.L, each one's counts unknown before it starts; queries: the
 * Z3 queries of the round so far. */
typedef enum tf_stage { TF_STAGE_PATHS, TF_STAGE_PAIRS, TF_STAGE_INPUTS } tf_stage;
typedef struct tf_progress {
  int L;
  tf_stage stage;
  uint64_t done, total, queries;
} tf_progress;

typedef struct tf_opts tf_opts;
struct tf_opts {
  int k;                   /* threads: 2, 3 or 4                            */
  int L;                   /* block executions per thread                   */
  cv_readings rd;          /* hierarchies compared, convergence-before,
                            * anchors (free by default, or maximal); the
                            * least fixed point, values as terms (tf_support) */
  int max_behaviours;      /* per tuple and hierarchy (anchor choices)      */
  unsigned timeout_ms;     /* 0 = none                                      */
  unsigned rounds_ms;      /* the rounds at most this from their start, after
                            * prove_first (0: timeout_ms alone): transform
                            * --pipeline's --step-timeout                   */
  /* Non-NULL when a call to a function defined in the module was left as a
   * call in either program (transform/inline.h): then a thread whose
   * convergent calls differ is not a counterexample (the call and the
   * body it stands for are different events), the verdict is unknown. */
  const char *calls_left;
  /* Where a program has uncontrolled convergent calls, check under the
   * other reading of them too (tf_result.other_verdict). */
  bool both_readings;
  /* A proof for every trace length and every number of threads, tried
   * after the input checks and the static rules and before any round
   * (NULL: none).  transform/ cannot call unbounded/, which lies above it,
   * so the caller passes its rules (pipeline/: unbounded/
   * ub_transform_rules).  uncontrolled: a program has uncontrolled
   * convergent calls (the rule must hold under o->rd's reading of them);
   * timeout_ms: the proof's share of o->timeout_ms (a quarter of what is
   * left, at most 2 s: the rounds decide where the proof takes longer);
   * more_ms: the simulation rule's (half of what is left, 30 s without a
   * limit, within a CPU budget: transform/check.c prove_first).  Returns the
   * rule's name ("lockstep") with what the proof rests on in why, or NULL
   * when it does not apply; then the rounds run as without it. */
  const char *(*prove_first)(const cv_program *before, const cv_program *after,
                             const tf_opts *o, bool uncontrolled, unsigned timeout_ms,
                             unsigned more_ms, char *why, size_t size);
  /* Progress (NULL: none), called while a round runs (tf_progress): at
   * least every 256 steps of the paths' search, after every path pair and
   * every input compared, so that a round whose items each ask Z3 still
   * reports (the caller decides how often to print). */
  void (*progress)(void *arg, const struct tf_progress *p);
  void *progress_arg;
};

void tf_opts_default(tf_opts *o);
/* The readings tf_check implements (model/readings.h); others are refused. */
extern const cv_reading_support tf_support;

/* The counterexample as data (pictures: render/): the input's traces in
 * each program, the groupings compared and the calls whose communicating
 * sets differ.  Block instances are numbered as cv_relation_instance
 * numbers them (thread-major). */
typedef struct tf_cex_event {
  int thread;                 /* 0-based                                      */
  int after_pos, before_pos;  /* its block's position in the thread's trace of
                               * each program; -1: that program lacks it       */
  int after_inst, before_inst;/* the call in each program; -1: none          */
  unsigned after_set, before_set; /* the communicating threads, bit v = thread
                               * v (0 when the verdict compares no groupings) */
  char *name;                 /* "@subgroupAdd(arg0) occurrence 1"          */
} tf_cex_event;

typedef struct tf_cex_side {
  cv_tuple t;                 /* the threads' traces                          */
  bool cut[4];                /* a trace cut by the bound                     */
  int hierarchy;              /* the grouping's hierarchy, an index into hs;
                               * -1: no grouping compared                     */
  int behaviour, nbehaviours; /* its choice of the anchors (with tokens)       */
  int *col;                   /* per block instance: its class in the grouping,
                               * numbered in column order (NULL: none)       */
  int ncols;
  cv_hierarchies hs;          /* the program's hierarchies                     */
} tf_cex_side;

/* A decision of the input: the successor one thread's condition takes. */
typedef struct tf_cex_decision {
  int thread;                 /* 0-based                                      */
  bool after_only;            /* a condition only AFTER tests (else BEFORE's,
                               * which AFTER reads alike when it tests it)    */
  int block;                  /* the block whose terminator reads it, in the
                               * program that tests it (BEFORE unless after_only) */
  bool branch;                /* a two-way br: choice 0 true, 1 false;
                               * else choice is the successor index (0-based) */
  int choice;
  bool local;                 /* reads the thread id: decided per thread      */
  char *term;                 /* the condition, as the report prints it       */
} tf_cex_decision;

/* A value Z3 gave a term so that both programs take the traces (when the
 * programs test different conditions): "thread 1: x = 0". */
typedef struct tf_cex_value {
  int thread;                 /* 0-based; -1: every thread's (a uniform input) */
  char *term, *value;
} tf_cex_value;

typedef struct tf_cex {
  bool set;                   /* BROKEN, NOT_EQUIVALENT or INVALID_AFTER       */
  const char *why;            /* what tells the programs apart (static text):
                               * "AFTER has a behaviour that none of BEFORE's
                               * behaviours has", ...                           */
  char *why_detail;           /* INVALID_AFTER: the rule AFTER breaks (or NULL) */
  char *effect;               /* BROKEN by the values a thread leaves: the
                               * effect that differs, its address and both
                               * values, the instances that made them (or NULL) */
  int nbehaviours_before;     /* BROKEN: BEFORE's behaviours for the input     */
  tf_cex_side before, after;
  int nevents;
  tf_cex_event *events;
  int ndecisions;
  tf_cex_decision *decisions; /* the input: per thread, in the report's order  */
  int nvalues;
  tf_cex_value *values;       /* Z3's values, when it decided the input (else 0) */
} tf_cex;

typedef struct tf_result {
  tf_verdict verdict;
  int L;                   /* the bound the verdict rests on: the rounds go up
                            * to tf_opts.L and stop at the first
                            * counterexample (a shortest one); a round the
                            * limits leave undecided makes the verdict
                            * TF_UNKNOWN within tf_opts.L, what the rounds
                            * below it established in preserved_L */
  bool uncontrolled;       /* a program has uncontrolled convergent calls:
                            * the verdict rests on reading */
  bool anchors_maximal;    /* a program has convergence.anchor calls and
                            * --anchors maximal read them: the verdict rests
                            * on that reading ([CO] leaves an anchor's
                            * threads implementation-defined) */
  cv_uncontrolled_reading reading; /* tf_opts.rd.uncontrolled */
  /* tf_opts.both_readings, when uncontrolled: the verdict under the other
   * reading (other_reading) and its bound; TF_UNKNOWN when that check
   * failed or ran out of time */
  bool other_checked;
  cv_uncontrolled_reading other_reading;
  tf_verdict other_verdict;
  int other_L;
  int preserved_L;         /* TF_UNKNOWN at a round above the first: the
                            * largest bound every round up to found
                            * preserved (the counts are that round's); 0 */
  int unknown_L;           /* TF_UNKNOWN: the round unknown_why stopped at
                            * when below tf_opts.L (L is then tf_opts.L);
                            * 0 when it stopped at L itself              */
  char later_why[700];     /* with unknown_L: "at L=<unknown_L> <unknown_why>" */
  uint64_t paths_before, paths_after; /* per-thread paths within L         */
  uint64_t pairs;          /* per-thread (BEFORE, AFTER) path pairs that agree */
  uint64_t inputs;         /* k-thread inputs (tuples of pairs) enumerated   */
  uint64_t checked;        /* inputs whose groupings were compared           */
  uint64_t cut;            /* of the checked inputs, those with a path cut
                            * by the bound L (checked on their prefixes)    */
  uint64_t conv_dependent; /* inputs skipped: a decision reads a convergent
                            * call's result through a term the check does
                            * not decompose                                 */
  uint64_t unrealized;     /* inputs skipped: no behaviour of AFTER makes the
                            * decisions on convergent results that converged
                            * threads would make alike                      */
  uint64_t unrelated;      /* inputs skipped: a thread's events differ over
                            * conditions only one program tests */
  uint64_t infeasible;     /* inputs (or one thread's path pairs) whose branches no
                            * real values take (Z3, bit-vectors): skipped */
  uint64_t z3_queries;     /* feasibility queries asked */
  uint64_t z3_cached;      /* of them answered from an earlier query of the
                            * process (encode/smt_inputs.c: the same formula
                            * up to the names of its symbols) */
  uint64_t before_invalid; /* inputs where BEFORE has no consistent relation */
  uint64_t truncated;      /* inputs where max_behaviours cut the anchors    */
  int hier_before, hier_after;
  bool timed_out;
  bool rounds_limited;     /* the rounds' deadline was tf_opts.rounds_ms's   */
  double seconds;
  const char *unknown_why; /* for TF_UNKNOWN (static text)                  */
  cc_buf report;           /* the counterexample in the spec's notation     */
  tf_cex cex;              /* the same as data                              */
  tf_cex candidate;        /* TF_UNKNOWN because the only counterexamples were
                            * not confirmed (unknown_why): the first, as data
                            * (.set false otherwise)                         */
  /* TF_PRESERVED by tf_opts.prove_first, for every L and every k, no
   * round run: the rule's name and what the proof rests on (NULL
   * otherwise; the counts are then 0) */
  const char *proof_rule;
  char *proof;
  char *static_why;        /* TF_INVALID_AFTER by a static rule ([CO] "Static
                            * Rules"): the rule AFTER breaks, where (no cex) */
  bool identical;          /* BEFORE and AFTER are the same function
                            * (tf_same_program: what `--pass` calls
                            * "unchanged"); checked all the same          */
} tf_result;

/* Checks the pair: [CO] "Examples for the Correctness of Program
 * Transforms" (the criterion, the examples tests run).  Returns false (err filled) on input errors: absurd
 * bounds, a program the dynamic rules reject (cv_tokens_check), argument
 * counts that differ. */
bool tf_check(const cv_program *before, const cv_program *after,
              const tf_opts *o, tf_result *res, cc_error *err);
void tf_result_free(tf_result *res);

/* Are a and b the same function as far as the check can tell: the same
 * arguments, blocks (names, successors, entry, branch kinds) and
 * instructions (text but for metadata attachments and attribute groups,
 * flags, tokens, operands), the same `convergent` attribute?  `transform --pass`
 * says "unchanged" for a function opt did not change (compared after calls
 * to defined functions are expanded, so a changed callee counts). */
bool tf_same_program(const cv_program *a, const cv_program *b);

/* The target triple of the first RUN line of an LLVM test that runs opt
 * with `-mtriple=T` (or `-mtriple T`; `--mtriple` too): T into out, true;
 * false when no such RUN line has one.  (`transform --pass` passes it to opt, as the
 * test's RUN line does.) */
bool tf_run_line_triple(const char *text, char *out, size_t size);
/* The options of the first RUN line of an LLVM test that runs opt with
 * -passes=PASS (quotes dropped), besides those the checker gives itself
 * (-passes, -S, -o F, -disable-output, -mtriple; a word with a lit
 * substitution %...): at most max words into args, their text in buf.
 * Returns their number (0: none, or no such RUN line); -1 when they do
 * not fit.  (`transform --pass` passes them to opt, as the test does.) */
int tf_run_line_opt_args(const char *text, const char *pass, char *buf, size_t size,
                         const char **args, int max);
/* "preserved", "broken", "not single-thread equivalent", ... */
const char *tf_verdict_name(tf_verdict v);
/* Why res is TF_UNKNOWN, into buf: unknown_why, where the rounds stopped
 * when below the bound asked (unknown_L: "at L=4 ...") and when a smaller
 * bound was decided (preserved_L) which one ("at L=6 the anchors' choices
 * were cut by the behaviour limit (...); preserved within L=5 only"): a
 * user who asked -L 12 sees that less was shown (docs/transforms.md
 * "Bounds"). */
void tf_unknown_text(const tf_result *res, char *buf, size_t size);

#endif
