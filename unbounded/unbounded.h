/* unbounded/ — verdicts for every trace length (issue 12): m-convergence
 * ([CU] "m-converged static instances"), reference uniformity ([CU]
 * "Uniformity") and transform preservation (docs/design.md §8), decided without a
 * bound L where the program is in the decidable fragment, and "unknown"
 * with the reason where it is not.  Prefix: ub_ (internal: ubp_).  Never
 * prints; the CLI renders.  docs/unbounded.md has the exactness argument.
 *
 * A verdict is one of:
 *   UB_PROVEN  a proof for every trace length L: "proven (all L, all k)"
 *              when the number of threads is covered too (the signature
 *              theorem, docs/unbounded.md "Threads"), else "(all L, k=2)";
 *   UB_FAILS   a witness: finite traces on which the bounded explicit
 *              engine (enumerate/) itself finds the violation — checked in
 *              code for every witness (en_run_tuple);
 *   UB_UNKNOWN no verdict, with the reason; if the bounded engine was run
 *              as a fallback and found nothing, bounded_L says within which
 *              bound it holds ("holds within k=2, L=bounded_L"). */
#ifndef UB_UNBOUNDED_H
#define UB_UNBOUNDED_H

#include "enumerate/enumerate.h"
#include "model/model.h"
#include "transform/transform.h"

typedef enum ub_verdict { UB_UNKNOWN = 0, UB_PROVEN, UB_FAILS } ub_verdict;

typedef struct ub_opts {
  cv_readings rd;          /* the readings (ub_support): hierarchies,
                            * convergence-before (both give the same relation,
                            * docs/unbounded.md; replays use it), anchors     */
  bool controlled;         /* functions with tokens: the controlled relation  */
  int cap;                 /* counter differences and lags kept exactly up to
                            * cap (default 2; cap 1 is tried first); beyond,
                            * over-approximated                               */
  uint64_t max_states;     /* per product (default 1,000,000)                */
  size_t max_bytes;        /* per product, its memory estimated (default
                            * 512 MB): reached first on programs with many
                            * instructions, so that the process stays under
                            * 1 GB; then unknown, said so                     */
  int fallback_L;          /* unknown: run the bounded engine at k=2 and this
                            * L (0: not), lower (not below 8) where a thread
                            * has more than 4096 paths; default 8             */
  double deadline;         /* cc_now() seconds (0: none, the default): past
                            * it, products stop and are not started, the
                            * searches after them are skipped, and what is not
                            * settled is unknown ("the time limit")          */
} ub_opts;

void ub_opts_default(ub_opts *o);
/* The readings the unbounded engine implements: every hierarchy mode,
 * both convergence-before readings, both anchor modes; the least fixed
 * point and values as terms only. */
extern const cv_reading_support ub_support;

typedef struct ub_witness {
  bool set;
  cv_tuple t;              /* two traces, as the bounded engine replayed them */
  int L;                   /* the bound of that replay                        */
  int h1, h2;              /* hierarchies (indices into ub_run.hs): for a block,
                            * the two whose relations differ; for a value, h1
                            * converges the two instances                     */
  int b1, b2;              /* controlled: the behaviours (anchor choices)      */
  int t1, p1, t2, p2;      /* the pair: (thread, position), 0-based           */
} ub_witness;

/* What a user can do about an unknown for every L (docs/unbounded.md
 * "What stays unknown"; ub_next_step says it). */
typedef enum ub_next {
  UB_NEXT_RULE,    /* the rule or product it would need is not built: no
                    * option decides every L; a longer bounded check can */
  UB_NEXT_TIMEOUT, /* the time limit (--timeout) stopped it              */
  UB_NEXT_REPORT,  /* an internal error: to be reported                  */
} ub_next;

typedef struct ub_item {
  ub_verdict verdict;
  ub_next next;            /* unknown: what would help (ub_next_step)        */
  bool all_threads;        /* holds for every number of threads k >= 2      */
  int bounded_L;           /* unknown: holds within k=2, L=bounded_L (0: not run) */
  char why[320];           /* proven: what it rests on; unknown: the reason   */
  ub_witness w;
} ub_item;

typedef struct ub_run {
  const cv_program *p;
  ub_opts o;
  cv_hierarchies hs;
  bool with_values;
  ub_item *blocks;         /* m-convergence, per block                        */
  ub_item *values;         /* uniformity, per instruction (with_values)       */
  ub_item *branches;       /* uniformity of each block's branch (with_values) */
  uint64_t states;         /* product states explored, all products           */
  size_t bytes;            /* the most memory one product held (estimated)    */
  int products;            /* products explored                               */
  int replays;             /* witnesses replayed by the bounded engine        */
  int bugs;                /* exact witnesses the bounded engine did NOT confirm:
                            * each is an internal error, its item says so     */
  double seconds;
} ub_run;

/* Decides every reachable block's m-convergence, and with `values` every
 * value's and branch's uniformity.  NULL with err filled on input errors
 * (a token program the dynamic rules reject). */
ub_run *ub_run_new(const cv_program *p, const ub_opts *o, bool values, cc_error *err);
void ub_run_free(ub_run *r);

/* Appends to buf (NUL-terminated, of size bytes) what a user can do next
 * about an unknown for every L, "what to do next: ...", honest about what
 * each option reaches: bounded_L is the bound within which the bounded
 * check holds (0: it did not run, or did not hold); L_extends whether -L
 * given with --unbounded raises that bound (transform: its bounded check
 * runs at -L; mconv and uniformity: the fallback stops at the default 12,
 * so a longer check is the command without --unbounded). */
void ub_next_step(ub_next next, int bounded_L, bool L_extends, char *buf, size_t size);
/* ub_next_step for an unknown item of ub_run_new (mconv, uniformity). */
void ub_item_next_step(const ub_item *it, char *buf, size_t size);

/* What a verdict rests on, in the words of docs/design.md §12: "proven
 * for every L, all k", "proven for every L, k=2"; "fails", "unknown". */
const char *ub_verdict_text(const ub_item *it);

/* A witness in the spec's notation, as the bounded engine prints it
 * (enumerate/ en_witness_print_*): inst = -2 for a block's m-convergence,
 * -1 for a branch, else the value.  False (err filled) if the replay
 * fails, which ub_run_new has already ruled out. */
bool ub_witness_print(const ub_run *r, const ub_witness *w, int inst, cc_buf *out,
                      cc_error *err);
/* The bounded engine's run of the witness's tuple and the witness in its
 * terms (*out), for a picture (render/ rd_en_mconv, rd_en_value) or the
 * text above; inst as there.  NULL (err filled) if the replay fails.  The
 * caller frees the run (en_run_free). */
en_run *ub_witness_replay(const ub_run *r, const ub_witness *w, int inst, en_witness *out,
                          cc_error *err);

/* ---- transforms ------------------------------------------------------------ */

/* The lockstep rule (unbounded/lockstep.c; the argument: docs/unbounded.md
 * "Transforms: the lockstep rule").  BEFORE and AFTER of the same shape --
 * a bijection of the reachable blocks from entry to entry keeping the order
 * of successors -- with the same events in partner blocks (convergent
 * calls, convergence-control intrinsics, calls that are not readnone,
 * loads, stores, atomics, allocas) and, by induction on the block
 * executions, equal values wherever they decide: branch conditions,
 * events' operands, the incoming values of the phi pairs kept in the
 * invariant.  Then every thread takes partner paths in both programs, the
 * hierarchies correspond, and every instance's converged-with set is the
 * same: preserved for every L and every number of threads.  Does not
 * apply (false, why says the first check that failed) otherwise; never a
 * "broken". */
typedef struct ub_lockstep {
  bool applies;
  int blocks, edges;       /* the shape                                      */
  int phis;                /* phi pairs in the invariant                     */
  int phis_dropped;        /* paired phis whose incoming values may differ:
                            * left out of it (each its own value)            */
  int slot_phis;           /* ... of them the contents of private stack slots */
  int regions;             /* BEFORE branches whose paths run no event, merged
                            * into selects at their join (if-conversion)    */
  int slots;               /* private stack slots (both programs) whose loads
                            * and stores are values, not events              */
  int related;             /* AFTER's phis out of the pairs that are a phi of
                            * BEFORE plus a constant at every instance      */
  int related_ext;         /* ... of them over its sext or zext (a wider phi:
                            * IndVarSimplify's widened counter)             */
  int invariants;          /* comparisons proven to hold at every execution
                            * of a loop header (induction around its edges) */
  int conditions;          /* branch conditions (and switch values) equal    */
  int events;              /* events whose operands are equal                */
  int z3;                  /* identities Z3 decided (terms that differ)      */
  int z3_obligations;      /* ... of them for the conditions and events      */
  char why[320];           /* does not apply: the first check that failed    */
} ub_lockstep;
bool ub_transform_lockstep(const cv_program *before, const cv_program *after, unsigned timeout_ms,
                           ub_lockstep *res);
/* The shape alone: map[b] = AFTER's partner of BEFORE's block b (-1:
 * unreachable), *nedges the edges walked; false (why) when there is no
 * such bijection. */
bool ub_lockstep_shape(const cv_program *before, const cv_program *after, int *map,
                       int *nedges, char *why, size_t size);

/* The simulation rule (unbounded/simulate.c; the argument:
 * docs/unbounded.md "Transforms: the simulation rule").  AFTER's CFG need
 * not be BEFORE's: one thread's AFTER path, walked from the entry, drives
 * BEFORE's (every AFTER block starts at one BEFORE position; AFTER's
 * events consume BEFORE's in order with equal operands; BEFORE's branches
 * are decided by AFTER's on the edge taken; values by symbolic execution,
 * invariants at AFTER's cut points checked around the back edges); every
 * BEFORE loop counter is m * an AFTER loop counter + d at every AFTER
 * point, so that each convergent event's BEFORE counter vector is an
 * injective function of AFTER's, and AFTER events sharing one BEFORE
 * event have BEFORE counters that never meet.  Then preserved for every L
 * and every number of threads.  Reducible programs without tokens only;
 * false (why: the first check that failed) otherwise; never "broken". */
typedef struct ub_simulation {
  bool applies;
  int blocks;              /* AFTER's reachable blocks, each mapped          */
  int cycles[2];           /* cycles of BEFORE, of AFTER                     */
  int invariants;          /* BEFORE values equal to AFTER phis at cuts      */
  int branches;            /* BEFORE branches decided on AFTER's edges       */
  int forced;              /* BEFORE branches decided by the facts alone,
                            * with no AFTER branch (an unrolled body's tests) */
  int congruences;         /* AFTER induction variables' congruences proven  */
  int uniform_apart;       /* pairs of AFTER events on one BEFORE event that
                            * no two threads reach at one input (facts on a
                            * uniform condition contradict: unswitching)    */
  int events;              /* event pairs (operands equal)                   */
  int regions;             /* BEFORE branches whose paths run no event, merged
                            * into selects at their join (if-conversion)    */
  int slots;               /* private stack slots of both programs, their
                            * loads and stores values, not events          */
  int levels;              /* counter relations checked at convergent events */
  int rounds;              /* walks until the invariants settled             */
  int z3;                  /* Z3's checks                                    */
  int z3_repeated;         /* questions asked again (a later round, another
                            * branch), answered from the first's answer     */
  char why[320];           /* does not apply: the first check that failed    */
} ub_simulation;
/* timeout_ms (0: none) is the rule's time, cpu_ms (0: none) the CPU
 * seconds it may use within it (base/ cc_cpu_now): past either, Z3 is not
 * asked and what it would decide stays unproven. */
bool ub_transform_simulate(const cv_program *before, const cv_program *after, unsigned timeout_ms,
                           unsigned cpu_ms, ub_simulation *res);

/* The two rules above as transform/'s tf_opts.prove_first: the lockstep
 * rule, else the simulation rule where the reading of uncontrolled calls
 * is maximal convergence's (not under control-dependence when the
 * programs have uncontrolled convergent calls); never where calls to
 * defined functions were left as calls (o->calls_left).  Returns the
 * rule's name ("lockstep", "simulation") and what the proof rests on in
 * why, or NULL.  A proof holds for every L and every number of threads.
 * timeout_ms (0: none) is the two rules' time together; where more_ms is
 * larger, the simulation rule goes on up to more_ms (from the call's
 * start) within a CPU budget (unbounded/transform.c UBT_SIMULATION_CPU_MS). */
const char *ub_transform_rules(const cv_program *before, const cv_program *after,
                               const tf_opts *o, bool uncontrolled, unsigned timeout_ms,
                               unsigned more_ms, char *why, size_t size);

typedef struct ub_transform_result {
  ub_verdict verdict;      /* PROVEN = preserved for every L; FAILS = broken,
                            * not single-thread equivalent or AFTER invalid,
                            * on finite traces (tf_check's counterexample)     */
  tf_result tf;            /* the bounded check that decided it              */
  ub_lockstep lockstep;    /* tried where a path does not end: applies ->
                            * PROVEN for every L and every k (all_threads)   */
  ub_simulation simulation; /* tried where the lockstep rule does not apply:
                            * the same                                       */
  bool all_threads;        /* PROVEN for every number of threads too         */
  int L;                   /* at this bound                                   */
  char why[2048];          /* unknown: ends with what to do next            */
  char other_why[2048];    /* tf_opts.both_readings, tf.other_checked: the
                            * other reading's why (its verdict for every L is
                            * tf.other_verdict)                              */
} ub_transform_result;

/* Does AFTER preserve BEFORE's convergence for every trace length (k = 2)?
 * Decided when every thread's path in both programs ends within a bound
 * (no loop with an unbounded trip count); where one does not, by the
 * lockstep rule when it applies (every k then); o->k and o->L are
 * ignored.  With o->both_readings, where a program has uncontrolled
 * convergent calls, the whole question again under the other reading
 * (tf.other_verdict, other_why: for every L, not the bounded check's). */
bool ub_transform(const cv_program *before, const cv_program *after, const tf_opts *o,
                  ub_transform_result *res, cc_error *err);
void ub_transform_result_free(ub_transform_result *res);

#endif
