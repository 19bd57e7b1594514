/* encode/ — the symbolic engine (docs/design.md §6): the definitions of [CU]
 * "Convergence" and "Maximal Convergence" as Z3 constraints, cross-checked
 * against the explicit engine (model/converge.c, enumerate/).  Prefix: smt_.
 * Never prints, never exits: Z3 errors are recorded in the caller's
 * cc_error (an error handler records them instead of aborting, and the
 * error code is checked after the calls that can fail), and a query Z3
 * cannot decide within its time limit is *unknown*, never a verdict.
 *
 * The Z3 reference-counting rule and the layers inside encode/ are stated
 * in encode/smt_int.h, which no file outside encode/ includes.
 *
 * The encoding (docs/design.md §4, §6, §10):
 *   - a Boolean c(a,b) per unordered pair of instances of the same block in
 *     different threads: the maximal converged-with relation;
 *   - over symbolic traces (m-convergence, values; encode/smt_sym.c) the
 *     least fixed point by the signature theorem (docs/unbounded.md,
 *     docs/smt-signature.md: same block and equal per-cycle counters), the
 *     default of smt_set_relation; with SMT_RELATION_ROUNDS, and always
 *     for the readings and the controlled relation, by Kleene iteration, as the
 *     explicit engine computes it: P_0 = {}, P_(i+1) = the pairs whose
 *     condition holds against convergence-before of P_i, each round one
 *     Boolean transitive closure shared by all its pairs and no variable of
 *     its own, until Z3 proves that one more round changes nothing for any
 *     traces within the bounds (asked after 2, 4, 8, ... rounds), or 1 + the
 *     number of pairs whose condition is not vacuous (always enough);
 *   - over given traces (smt_relation) the least fixed point by
 *     well-founded justification levels: a relation M is the least fixed
 *     point of F(X) = { p : cond(p, CB(X - p)) } iff some lev: M -> N makes
 *     (i) every p in M satisfy cond(p) against CB(M_<lev(p)) and (ii) every
 *     p not in M fail cond(p) against CB(M), with convergence-before for
 *     all thresholds at once: a bottleneck matrix W(a,b), the least l such
 *     that a reaches b in the convergence-before edge graph through pairs
 *     of level < l (a program-order step costs 0, a step through pair q
 *     costs lev(q)+1, unreachable = INF); "CB(M_<l)(a,b)" is W(a,b) <= l
 *     and "CB(M)(a,b)" is W(a,b) < INF.
 *   Representation (measured; see encode/smt_enc.c): levels and W are
 *   unary numbers ("lev+1 <= l", "W(a,b) <= l" for l = 0..D), so the min
 *   and max of the closure become OR and AND and every constraint is
 *   propositional (Z3's SAT solver, logic QF_FD).  The closure of each
 *   threshold (and of each Kleene round) is Warshall's by default; the
 *   repeated squaring of the design is kept (smt_set_closure) and the unit
 *   tests check both.  D, the number of levels, is 1 + the number of pairs
 *   whose condition is not vacuous (always enough).
 *   The time limit of a call is checked while the encoding is built (per
 *   closure pivot and per round) as well as before every query. */
#ifndef SMT_H
#define SMT_H

#include "model/model.h"
#include "model/values.h"

/* The readings the SMT engine implements (model/readings.h): every value
 * of convergence-before, anchors and values, and the least fixed point
 * (smt_fixpoints answers the fixed-point question itself).  The
 * hierarchies are the caller's (hs).  Every entry point below taking a
 * `const cv_readings *` refuses the others (err names the reading). */
extern const cv_reading_support smt_support;

/* ---- the relation over given traces --------------------------------------- */

typedef enum smt_status {
  SMT_DONE = 0, /* decided: the result is filled                          */
  SMT_UNKNOWN   /* Z3 gave up (time limit, or Z3 answered unknown): no
                 * result; `reason` says why                               */
} smt_status;

typedef struct smt_result {
  smt_status status;
  int n;            /* instances, numbered thread-major as cv_relation does */
  bool *converged;  /* n*n, symmetric, false on the diagonal (SMT_DONE)      */
  char reason[128]; /* SMT_UNKNOWN: Z3's reason                             */
  /* size of the problem and time spent */
  int pairs;        /* pairs of instances of one block in different threads */
  int free_pairs;   /* of which Z3 had to decide (the others are forced)     */
  int levels;       /* levels of the last encoding (iterative deepening)     */
  double seconds;   /* building and solving                                   */
} smt_result;

void smt_result_free(smt_result *r);

/* The maximal converged-with relation of hierarchy h over the given traces
 * (the least fixed point, docs/design.md §4), computed by Z3 from the constraints
 * above, in either reading of convergence-before (docs/design.md §10).  It must
 * equal cv_maximal_converged_with pair for pair.  timeout_ms = 0: no limit.
 * Returns false (err filled) on bad input or a Z3 error; true otherwise,
 * with out->status telling whether Z3 decided.  The traces are checked
 * (cv_tuple_check).  out is overwritten (free it with smt_result_free). */
bool smt_relation(const cv_program *p, const cv_hierarchy *h,
                  const cv_tuple *t, const cv_readings *rd,
                  unsigned timeout_ms, smt_result *out, cc_error *err) CV_READINGS_ARG(4);

/* ---- other fixed points over given traces (docs/design.md §10) ---------------------- */

typedef struct smt_fixpoint_result {
  smt_status status; /* SMT_UNKNOWN: a time limit; nothing below is a result */
  int n;             /* instances, thread-major                               */
  bool *least;       /* n*n: the least fixed point                            */
  bool *greatest;    /* n*n: the greatest fixed point                         */
  bool unique;       /* the least fixed point is the only one                 */
  int fixpoints;     /* fixed points other than the least one Z3 produced     */
  char reason[128];
  double seconds;
} smt_fixpoint_result;

void smt_fixpoints_free(smt_fixpoint_result *r);

/* Is the least fixed point of the maximal-convergence condition the only
 * one over these traces, and which is the greatest (docs/design.md §10, "least |
 * greatest | unique-check")?  Decided by Z3 (encode/smt_relation.c); the
 * greatest must equal cv_maximal_converged_with's with rd->fixpoint
 * greatest (rd->fixpoint is not read here).  timeout_ms = 0:
 * no limit.  Returns false (err filled) on bad input or a Z3 error; true
 * otherwise, with out->status telling whether Z3 decided. */
bool smt_fixpoints(const cv_program *p, const cv_hierarchy *h, const cv_tuple *t,
                   const cv_readings *rd, unsigned timeout_ms, smt_fixpoint_result *out,
                   cc_error *err) CV_READINGS_ARG(4);

/* ---- m-convergence over symbolic traces (docs/design.md §6) ------------------------ */

typedef enum smt_verdict {
  SMT_MCONV_HOLDS = 0, /* m-converged within the bounds (k, L)             */
  SMT_MCONV_FAILS,     /* not m-converged: a witness                        */
  SMT_MCONV_UNKNOWN    /* Z3 gave up: no verdict                            */
} smt_verdict;

/* A witness: a tuple of k traces, two hierarchies (indices into the list
 * given to smt_mconv) and two instances (thread, 0-based position) of the
 * block whose convergence differs: converged in h1 iff conv1, in h2 iff
 * conv2 (conv1 != conv2). */
typedef struct smt_witness {
  bool set;
  cv_tuple t;
  int h1, h2;
  int t1, p1, t2, p2;
  bool conv1, conv2;
} smt_witness;

typedef struct smt_block_result {
  smt_verdict verdict;
  smt_witness w;      /* SMT_MCONV_FAILS */
  char reason[128];   /* SMT_MCONV_UNKNOWN: Z3's reason */
  bool not_encoded;   /* SMT_MCONV_UNKNOWN for want of a model (reason says
                       * which), not for a time limit: no bound helps */
  double seconds;     /* this block's query */
} smt_block_result;

typedef struct smt_mconv_result {
  int k, L;
  int nblocks;
  smt_block_result *blocks; /* per block */
  bool proven;      /* one hierarchy: m-convergence holds for any bound */
  int nhier;
  double seconds;   /* everything: building and all queries */
  double build_seconds;
  int nvars;        /* Boolean variables created */
  int levels;       /* Kleene rounds of the relations (the most needed;
                     * 0 by the signature theorem)                        */
  int relation;     /* smt_relation_route: how the least fixed point was
                     * encoded (SMT_RELATION_ROUNDS for the controlled one) */
} smt_mconv_result;

void smt_mconv_result_free(smt_mconv_result *r);

/* Decides, for every block of p, whether it is m-converged across the
 * hierarchies hs (docs/design.md §6): is there a tuple of k traces of at most L
 * blocks (each ending at a block without successors or cut at L), allowed
 * by the branch semantics of a .cfg program (a uniform branch takes the
 * same successor in every thread for the same visit count, a divergent one
 * is free), and two instances of the block in different threads whose
 * maximal convergence differs between two hierarchies?  timeout_ms bounds
 * the whole call (0 = no limit); blocks not decided in time are
 * SMT_MCONV_UNKNOWN.  Programs with instructions (.ll) are decided by
 * smt_values (their branches follow their values, docs/design.md §5).
 * Returns false (err filled) on bad input or a Z3 error.  out is
 * overwritten (free it with smt_mconv_result_free). */
bool smt_mconv(const cv_program *p, const cv_hierarchies *hs, int k, int L,
               const cv_readings *rd, unsigned timeout_ms,
               smt_mconv_result *out, cc_error *err) CV_READINGS_ARG(5);

/* ---- the readings of docs/design.md §10 over symbolic traces ------------------------ */

typedef enum smt_question {
  SMT_Q_CB = 0,      /* literal closure vs column quotient (least fixed points) */
  SMT_Q_FIXPOINT,    /* the least fixed point vs any other                      */
  SMT_Q_THREADS,     /* threads 1 and 2 alone vs with a third (k = 3)           */
  SMT_Q_CONSISTENCY, /* the least fixed point not transitive, or its
                      * convergence-before not a strict partial order          */
  SMT_Q_SIGNATURE    /* not a reading: the least fixed point by Kleene rounds
                      * (literal and quotient) vs the signature circuit
                      * (smt_set_relation); must never differ               */
} smt_question;

typedef struct smt_reading_result {
  smt_status status; /* SMT_UNKNOWN: the time limit came first: no answer   */
  bool found;        /* a tuple where the readings differ (SMT_DONE)        */
  cv_tuple t;        /* that tuple (found)                                  */
  int h;             /* the hierarchy (index into hs) where they differ      */
  int k, L;          /* the bounds of the question                          */
  char reason[128];
  double seconds;
} smt_reading_result;

const char *smt_question_name(smt_question q);
void smt_reading_result_free(smt_reading_result *r);

/* Is there a tuple of k traces (3 for SMT_Q_THREADS) of at most L blocks
 * of the .cfg program p, and a hierarchy of hs, where question q's two
 * readings give different maximal converged-with relations (for
 * SMT_Q_CONSISTENCY: where the least fixed point is inconsistent)?
 * Decided by Z3 (encode/smt_readings.c).  timeout_ms bounds the call
 * (0 = none).  Returns false (err filled) on bad input or a Z3 error. */
bool smt_reading_differs(const cv_program *p, const cv_hierarchies *hs, smt_question q, int k,
                         int L, unsigned timeout_ms, smt_reading_result *out, cc_error *err);

/* Prints a witness as en_witness_print_mconv prints the explicit engine's:
 * the traces, the two hierarchies with their tables side by side (the
 * tables recomputed by the explicit model, cv_maximal_converged_with), the
 * pair and why it is not converged.  Notes it if the model disagrees with
 * the witness (which would be a bug in one of the engines). */
void smt_witness_print(const cv_program *p, const cv_hierarchies *hs,
                       const smt_witness *w, const cv_readings *rd,
                       cc_buf *out) CV_READINGS_ARG(4);

/* ---- values: uniformity and m-convergence of .ll programs (docs/design.md §5, §6) --
 * encode/smt_values.c.  Every instruction's value per thread and step is a
 * Z3 term; the semantics (the reading rd->values) are those of
 * model/values.c (CV_VALUES_TERMS: exactly the explicit engine's) or
 * bit-vectors (CV_VALUES_BV: integer operations interpreted, more
 * precise). */

/* Two converged instances (thread t1, step p1) and (t2, p2) in hierarchy
 * h of the tuple t whose values differ (v1, v2: the values as numbers in
 * bit-vector semantics, "" for terms). */
typedef struct smt_value_witness {
  bool set;
  cv_tuple t;
  int h;
  int t1, p1, t2, p2;
  char v1[48], v2[48];
} smt_value_witness;

typedef struct smt_value_result {
  smt_verdict verdict; /* HOLDS: uniform within the bounds; FAILS: divergent */
  smt_value_witness w; /* FAILS */
  char reason[128];    /* UNKNOWN */
  bool not_encoded;    /* UNKNOWN for want of a model (as smt_block_result) */
  double seconds;
} smt_value_result;

typedef struct smt_values_result {
  int k, L, nblocks, ninsts, nhier;
  smt_block_result *blocks;   /* m-convergence per block (as smt_mconv)  */
  smt_value_result *values;   /* per instruction (NULL with mconv_only)   */
  smt_value_result *branches; /* per block: its branch condition           */
  bool proven;                /* one hierarchy: m-convergence for any bound */
  bool cut;                   /* a path of the CFG reaches step L at a block
                               * with successors (traces may be cut at L) */
  double seconds, build_seconds;
  int levels;
  int relation;     /* smt_relation_route, as in smt_mconv_result */
  int copies;                 /* value encodings: 1, or one per hierarchy
                               * when convergent calls' results depend on it */
} smt_values_result;

void smt_values_result_free(smt_values_result *r);
/* What to try where smt_values gives no verdict for want of a model
 * (not_encoded: stack memory), said after the reason: the explicit
 * engine, which keeps each thread's stack slots, or the slots promoted to
 * registers first. */
extern const char smt_not_encoded_next[];
/* m-convergence of a program whose branches follow values (.ll), as
 * smt_mconv answers it: smt_values with mconv_only and values as terms,
 * its block results moved into out (controlled: as smt_values). */
bool smt_values_mconv(const cv_program *p, const cv_hierarchies *hs, int k, int L,
                      const cv_readings *rd, bool controlled, unsigned timeout_ms,
                      smt_mconv_result *out, cc_error *err) CV_READINGS_ARG(5);

/* Decides, for a program with values (.ll), every block's m-convergence
 * and (unless mconv_only) the reference uniformity of every instruction
 * and branch condition ([CU] "Uniformity"): is there a tuple of k traces
 * of at most L blocks, admissible under the branch semantics of docs/design.md §5
 * (a branch's successor is a function of its condition's value), a
 * hierarchy of hs and two converged instances whose values differ?
 * Values are rd->values.  For functions with convergence tokens the
 * relation is controlled ([CO] "Controlled Maximal Convergence", the
 * explicit engine's default; anchors rd->anchors, docs/smt-tokens.md) or
 * not (controlled false: tokens ignored, as --uncontrolled).  A controlled
 * convergent operation's result is a function of its own class (of its
 * operands too), other convergent calls' of their block's controlled
 * relation; a hierarchy counts only where its behaviour is consistent.
 * timeout_ms bounds the whole call (0 = none); what is not decided in
 * time is SMT_MCONV_UNKNOWN.  Returns false (err filled) on bad input or
 * a Z3 error.  out is overwritten (free it with smt_values_result_free). */
bool smt_values(const cv_program *p, const cv_hierarchies *hs, int k, int L,
                const cv_readings *rd, bool mconv_only, bool controlled, unsigned timeout_ms,
                smt_values_result *out, cc_error *err) CV_READINGS_ARG(5);

/* Prints a uniformity witness as en_witness_print_value does (traces,
 * hierarchy, table, pair; inst < 0: the branch condition of the block),
 * then the two values when known.  Controlled (a function with tokens):
 * the table is the explicit engine's controlled behaviour of the
 * hierarchy that converges the pair, with its token instructions'
 * classes. */
void smt_value_witness_print(const cv_program *p, const cv_hierarchies *hs, int inst,
                             const smt_value_witness *w, const cv_readings *rd,
                             bool controlled, cc_buf *out) CV_READINGS_ARG(5);

/* ---- convergence control tokens over given traces (encode/smt_tokens.c) ----
 * [CO] "Dynamic Instances and Convergence Tokens", "Convergence Control
 * Intrinsics", "Controlled Maximal Convergence".  The dynamic rules of the
 * token intrinsics and controlled operations as Z3 constraints, one
 * assumption literal per rule instance; the blocks' relation of each model
 * is checked by the explicit model and inconsistent choices of the anchors
 * are excluded (see the file).  Must agree with cv_controlled_converged_with
 * on whether a consistent relation exists. */
typedef struct smt_tokens_result {
  smt_status status; /* SMT_UNKNOWN: the time limit: no answer              */
  bool consistent;   /* some consistent relation exists (SMT_DONE)          */
  int n, nctl;       /* block instances (thread-major), controlled insts    */
  int *ctl;          /* the controlled instructions (nctl)                 */
  int *cls;          /* consistent: nctl*n classes of one relation, -1
                      * outside the instruction's block; equal classes in
                      * different threads = converged                      */
  char *why;         /* not consistent: the unsat core as a chain of rules */
  int rules, core;   /* rule instances asserted; in the (minimal) core      */
  int refuted;       /* models excluded for an inconsistent block relation */
  int order_steps;   /* program-order steps named for the native order check */
  char reason[128];
  double seconds;
} smt_tokens_result;

void smt_tokens_result_free(smt_tokens_result *r);
/* Returns false (err filled) on bad input or a Z3 error; timeout_ms = 0:
 * no limit; cons: the case's constraints on the anchors (may be NULL). */
bool smt_tokens(const cv_program *p, const cv_hierarchy *h, const cv_tuple *t,
                const cv_readings *rd, int ncons,
                const cv_anchor_constraint *cons, unsigned timeout_ms,
                smt_tokens_result *out, cc_error *err) CV_READINGS_ARG(4);
/* One consistent relation on the controlled instructions, in the spec's
 * notation: "%a: %a(1) == %a(2)" per instruction. */
void smt_tokens_print(const cv_program *p, const cv_tuple *t, const smt_tokens_result *r,
                      cc_buf *out);

/* ---- controlled m-convergence over symbolic traces (encode/smt_mconv.c)
 * The question of smt_mconv for the controlled relation of a program with
 * convergence tokens ([CO] "Controlled Maximal Convergence"; the explicit
 * engine: enumerate/ in controlled mode): is there a tuple of k traces of
 * at most L blocks, (anchors free) one choice of the anchors' convergence,
 * two hierarchies whose controlled relations are both consistent under it,
 * and two instances of the block converged in one and not in the other?
 * With anchors maximal each hierarchy's anchors follow its own
 * uncontrolled maximal relation.  Only programs whose branches are uniform
 * or divergent (.cfg) are taken; others are an error (err names the
 * branch).  Returns false (err filled) on bad input or a Z3 error; out is
 * overwritten (free it with smt_mconv_result_free). */
bool smt_mconv_tokens(const cv_program *p, const cv_hierarchies *hs, int k, int L,
                      const cv_readings *rd, unsigned timeout_ms,
                      smt_mconv_result *out, cc_error *err) CV_READINGS_ARG(5);
/* Prints a witness of smt_mconv_tokens as the explicit engine prints its
 * own, re-checked on the witness's traces by the explicit engine
 * (cv_controlled_converged_with): two behaviours it compares that differ
 * on the pair, their tables and token classes.  Returns false (and prints
 * a note) when the explicit engine finds none: a bug in one engine. */
bool smt_tokens_witness_print(const cv_program *p, const cv_hierarchies *hs,
                              const smt_witness *w, const cv_readings *rd, cc_buf *out) CV_READINGS_ARG(4);

/* ---- for the unit tests (encode/smt_enc.c) -------------------------------- */

/* Convergence-before (n*n, thread-major) of the relation whose classes are
 * class_of (-1: alone), computed by the encoding's circuits through Z3. */
bool smt_cb_of_classes(const cv_program *p, const cv_tuple *t, const int *class_of,
                       cv_cb_reading reading, bool *cb, cc_error *err);

/* How the Boolean closures are computed: Warshall (n^3 gates, the default)
 * or repeated squaring (n^3 log n); both give the same relation (the unit
 * tests run both).  Not thread-safe: for tests and measurements. */
typedef enum smt_closure { SMT_CLOSURE_WARSHALL = 0, SMT_CLOSURE_SQUARING } smt_closure;
void smt_set_closure(smt_closure kind);

/* How the uncontrolled least fixed point of maximal converged-with is
 * encoded over symbolic traces (encode/smt_sym.c, smtS_relations): by the
 * signature theorem (docs/unbounded.md "The signature theorem": related iff
 * same block and equal counter vectors; a circuit linear in the bounds,
 * the default) or by Kleene rounds proven enough by Z3 (smtE_kleene_step).
 * Both are the same least fixed point (tests/unit/test_smt_signature.c asks
 * Z3 for traces where they differ), so this is an engine option, not a
 * reading.  The controlled relation (smtT_build) and smt_readings (which
 * compares readings of the definition itself) always take the rounds.
 * Process-wide, like smt_set_closure: set once before the engines run
 * (the CLI's --smt-relation). */
typedef enum smt_relation_route { SMT_RELATION_SIGNATURE = 0, SMT_RELATION_ROUNDS } smt_relation_route;
void smt_set_relation(smt_relation_route r);
smt_relation_route smt_get_relation(void);
/* "signature" or "rounds". */
const char *smt_relation_name(int r);

/* Z3's version, "4.8.12". */
void smt_z3_version(char *buf, size_t size);

/* Checks that Z3 errors are recorded instead of aborting the process: makes
 * a context, provokes a sort error, and returns true iff it was recorded
 * (its message, naming Z3, is left in err). */
bool smt_selftest_error(cc_error *err);

/* ---- a candidate input (transform/, docs/transforms.md "Values") -----------
 * Can real values make these branches go these ways?  Each fact says that
 * in `thread` the branch of `block` of program progs[prog] (whose condition
 * is `term` of the shared table, model/values.h) went to successor `succ`
 * (a br: 0 iff the i1 condition is true; a switch: the successor's case
 * values, or none of the cases for the default).  Terms are bit-vectors of
 * their LLVM width: integer constants, arguments (one per thread when
 * thread-local), thread ids (one per thread; x-dimension ids, names ending
 * in ".x", pairwise distinct between the threads, y and z ids may be
 * shared in 2-D/3-D groups; within the `range(iN lo, hi)` the declaration
 * gives, if any), add sub mul and or xor icmp select zext sext trunc freeze
 * exactly; every other operation (a load, a shift, a division, a float or
 * pointer operation, a call the thread's identity may decide) an
 * uninterpreted function of its operands' values, the same in both
 * programs (a load: the memory's contents at that address); a fresh value
 * (an alloca, an atomic's result) a value of its own.  The value of a
 * class-valued term (a convergent call's result) is what the caller's
 * class function says: one value per converged class, the first lane's
 * operand, a ballot of the members' operands, or an uninterpreted function
 * of the asking lane, the members and their operands.  Lanes are per
 * thread, distinct, below 32.  A model is an input; the replay function
 * runs with it (inside the call: no Z3 object escapes) and says whether the
 * candidate replays.
 *
 * Poison (LLVM LangRef, "Poison Values"): an operation with a poison flag
 * (model.h CV_PF_*) violated, or on a poison operand (select: its condition
 * or the arm chosen; freeze: never), is poison, as model/values.h
 * cv_eval_poison computes it.  A branch on poison is undefined behaviour
 * (LangRef 'br', 'switch'), so by default a fact of BEFORE (prog 0) says
 * its condition is not poison and goes to succ (an input where BEFORE's
 * branch is on poison makes BEFORE undefined: every AFTER refines it),
 * and a fact of AFTER (prog 1) that its condition is poison or goes to
 * succ (an undefined AFTER may do anything).  `poison` asks otherwise:
 * SMT_FACT_ANY, poison or succ whatever the program (an exclusion: the
 * values on which BEFORE runs this way or is undefined); SMT_FACT_POISON,
 * the condition is poison (the last fact of an undefined prefix).
 * A fact whose block is -1 is no branch: `term` is an operand whose
 * poison is immediate undefined behaviour (LangRef "Poison Values": a
 * load's or store's pointer, a divisor; with succ 1 zero is too, a
 * divisor; with succ 1 + s an address that is not a multiple of 2^s is
 * too, an access stating `align 2^s`, LangRef 'load', 'store'), and says
 * of BEFORE that it is not, SMT_FACT_POISON that it is, SMT_FACT_ANY
 * nothing. */
enum { SMT_FACT_BY_PROG = 0, SMT_FACT_ANY = 1, SMT_FACT_POISON = 2 };
typedef struct smt_branch_fact {
  int term, thread, succ, prog, block;
  int poison; /* SMT_FACT_* */
} smt_branch_fact;

typedef enum smt_feasible_status {
  SMT_INFEASIBLE = 0, /* unsat: no values take these branches             */
  SMT_FEASIBLE,       /* sat: `witness` holds the values                   */
  SMT_FEASIBLE_UNKNOWN, /* Z3 gave up (reason)                              */
  SMT_COVERED         /* sat, but every model is excluded (smt_candidate)  */
} smt_feasible_status;

enum { SMT_CLS_MAX_OPS = 8 };
typedef enum smt_cls_kind {
  SMT_CLS_FREE,       /* a value of its own (its class is not known)        */
  SMT_CLS_CLASS,      /* one value per class (class_id): always-uniform     */
  SMT_CLS_FIRST_LANE, /* operand 0 of the member with the lowest lane       */
  SMT_CLS_BALLOT,     /* bit lane(m) set iff member m's operand 0 is true   */
  SMT_CLS_GENERIC     /* a function of the asking lane, the members and
                       * their operands                                     */
} smt_cls_kind;
typedef struct smt_cls {
  smt_cls_kind kind;
  bool input;         /* SMT_CLS_FREE: a fresh value of the input (an
                       * alloca's address, an atomic's result), not a value
                       * whose class is unknown                            */
  bool open;          /* SMT_CLS_FREE: a class the prefixes leave open (a
                       * thread's path cut by the bound may still reach it):
                       * a value of its own, any value                     */
  int width;          /* the result's width (0: the context's)              */
  int callee;         /* equal ids: one function                            */
  int class_id;       /* SMT_CLS_CLASS: equal ids, equal values             */
  int nmembers;       /* the threads whose instances are converged with the
                       * asking one's (it among them), in thread order      */
  int member[4];
  int nops;           /* operands per member (at most SMT_CLS_MAX_OPS)      */
  int ops[4][SMT_CLS_MAX_OPS]; /* member m's operand terms (in its thread)  */
} smt_cls;
/* Fills *out for class-valued term `term` in `thread`; false: not one. */
typedef bool (*smt_cls_fn)(void *arg, int term, int thread, smt_cls *out);

typedef struct smt_cand_spec {
  const cv_terms *t;
  const cv_program *const *progs; /* facts' programs; progs[0] names the
                                   * arguments, and its calls' range
                                   * attributes alone bound the thread ids  */
  int nprogs, k;
  const smt_branch_fact *facts;
  int nfacts;
  smt_cls_fn cls;
  void *cls_arg;
  unsigned timeout_ms;            /* 0: none                               */
  /* and, when ndiffer > 0: at least one pair of terms differs in value
   * (a call's arguments in the two programs; thread `thread`), or with
   * differ_equal every pair is equal.  a is AFTER's term, b BEFORE's: a
   * pair differs where b is not poison and a is poison or another value,
   * is equal where b is not poison and a is poison or the same value (an
   * AFTER that reads poison where BEFORE reads a value answers both: it
   * refines nothing) */
  const struct smt_term_pair {
    int a, b, thread;
  } *differ;
  int ndiffer;
  bool differ_equal;
  /* A load of shared memory past a synchronisation point (model/values.h
   * cv_inst_memory_sync) reads contents other threads may have written: a
   * function of the address and the thread's count of such points passed
   * (false: the thread's own stores alone, as if no other thread wrote) */
  bool sync_contents;
} smt_cand_spec;
typedef struct smt_term_pair smt_term_pair;

/* The model, for the replay: valid only inside the replay function. */
typedef struct smt_model_view smt_model_view;
/* A leaf of the evaluator (model/values.h cv_leaf_fn): its value in the
 * model; with argv, an operation's (or a thread's call's) function at
 * those values.  want: the width when the term has none of its own. */
bool smt_model_leaf(smt_model_view *mv, int term, int thread, int nargs, const uint64_t *argv,
                    const int *argw, int want, uint64_t *value, int *width);
uint64_t smt_model_lane(smt_model_view *mv, int thread);
/* The uninterpreted operation opkey ("load i32": the initial memory) at
 * these values, of the given width. */
bool smt_model_uf(smt_model_view *mv, const char *opkey, int nargs, const uint64_t *argv,
                  const int *argw, int width, uint64_t *value);
/* SMT_CLS_GENERIC at member values opv[m * SMT_CLS_MAX_OPS + o] (widths
 * opw alike), asked by thread self: the very application the query makes
 * of the members' operand terms (one function builds both; a thread not
 * in the class reads as zeros of the first member's widths). */
bool smt_model_crosslane(smt_model_view *mv, const smt_cls *c, int self, const uint64_t *opv,
                         const int *opw, uint64_t *value);
/* SMT_CLS_CLASS: the class's value. */
bool smt_model_class(smt_model_view *mv, const smt_cls *c, uint64_t *value);
/* SMT_CLS_FREE: the model's value of term in thread `thread` (the variable
 * the query makes for it, of that width). */
bool smt_model_open(smt_model_view *mv, int term, int thread, int width, uint64_t *value);
/* What the replay of a model says: a counterexample (YES); not one and
 * nothing to do about it (NO); or an execution of the original program on
 * these values that matches (EXCLUDE, *ex filled: the decisions of its
 * paths under its classes), which the query then excludes before asking
 * again, SMT_CAND_ROUNDS times at most.  ex's facts and class argument
 * must stay valid until smt_candidate returns. */
typedef enum smt_replay_verdict { SMT_REPLAY_NO, SMT_REPLAY_YES, SMT_REPLAY_EXCLUDE } smt_replay_verdict;
typedef struct smt_exclusion {
  const smt_branch_fact *facts;
  int nfacts;
  smt_cls_fn cls;
  void *cls_arg;
  /* and, when nequal > 0: every pair of terms is equal as the query's
   * differ pairs read equal (a is AFTER's, b BEFORE's: b poison, or a not
   * poison and the same value), under cls -- the execution is excluded
   * only where it leaves AFTER's effects too (transform/values.c) */
  const struct smt_term_pair *equal;
  int nequal;
} smt_exclusion;
enum { SMT_CAND_ROUNDS = 16 };
typedef smt_replay_verdict (*smt_replay_fn)(void *arg, smt_model_view *mv, smt_exclusion *ex);

typedef struct smt_cand_result {
  smt_feasible_status status; /* SMT_COVERED: values take the candidate's
                               * paths, but on every such values an excluded
                               * execution matches: not a counterexample  */
  int rounds;         /* exclusions asked                                   */
  bool exact;         /* every fact stated (a fact left out only relaxes)   */
  bool replayed;      /* SMT_FEASIBLE: the replay function confirmed it     */
  bool cached;        /* answered from an earlier query of the process, the
                       * same formula up to the names of its symbols (no
                       * replay only: encode/smt_inputs.c)                  */
  char reason[160];   /* SMT_FEASIBLE_UNKNOWN: Z3's reason; else the first
                       * fact left out, if any                             */
  cc_buf witness;     /* SMT_FEASIBLE: "    thread 1: %x = 0\n", arguments
                       * by their source names                             */
} smt_cand_result;

bool smt_candidate(const smt_cand_spec *sp, smt_replay_fn replay, void *arg, smt_cand_result *out,
                   cc_error *err);

/* ---- identities of expressions (unbounded/ lockstep rule, docs/unbounded.md
 * "Transforms") ----------------------------------------------------------------
 * Nodes of a DAG, each node's arguments earlier nodes: a symbol (a free
 * bit-vector of its width, one per node), a constant ("i32 -1", "i1 true",
 * "ptr null"; any other text is a free value of its own, named by the text)
 * or an operation keyed by its opkey (model/values.h): add sub mul and or
 * xor shl lshr ashr icmp select zext sext trunc freeze exactly, every other
 * key an uninterpreted function of its arguments (one per key and widths).
 * An OP whose key carries poison flags (" [pf N]", CV_PF_*) is, on either
 * side, its value where its flags hold (LangRef, encode/smt_poison.c) and
 * junk elsewhere: a free value of the node's own.
 * Every node may be poison (LangRef's propagation; a symbol by a free
 * Boolean of its own).  For each pair (a, b), a BEFORE's value (or the
 * one to keep) and b its partner: is a == b, and b not poison, wherever a
 * is not poison, for EVERY value of the symbols and every interpretation
 * of the functions (that keeps the pair's facts)?  (docs/unbounded.md
 * "Poison flags in the rules".)  A node of width 0 (a type the
 * bit-vectors do not hold) makes its pairs SMT_ID_UNKNOWN. */
typedef enum smt_ex_kind { SMT_EX_SYM, SMT_EX_CONST, SMT_EX_OP } smt_ex_kind;
typedef struct smt_ex {
  smt_ex_kind kind;
  const char *text;  /* CONST: the constant as LLVM prints it; OP: opkey    */
  int width;         /* bits; 0: not a bit-vector                           */
  int nargs;
  const int *args;   /* indices of earlier nodes                             */
} smt_ex;
typedef enum smt_id_status { SMT_ID_EQUAL, SMT_ID_DIFFER, SMT_ID_UNKNOWN } smt_id_status;
/* What may be assumed of a pair's values: node == lo (range false), or node
 * in the range [lo, hi) of its width, wrapping when lo >= hi (LLVM's
 * ConstantRange, the `range` attribute). */
typedef struct smt_fact {
  int node;
  bool range;
  int64_t lo, hi;
  /* SMT_ID_FACT_VALUE: of the node's value; _TAKEN: a branch's condition
   * on the edge taken, so not poison either (where BEFORE's reading says
   * it is, the branch is undefined behaviour); _UNLESS_POISON: an
   * invariant proven where the node is not poison (docs/unbounded.md
   * "Poison flags in the rules") */
  int poison;
} smt_fact;
enum { SMT_ID_FACT_VALUE = 0, SMT_ID_FACT_TAKEN = 1, SMT_ID_FACT_UNLESS_POISON = 2 };
/* out[i] for pairs[2i], pairs[2i+1], under pair i's facts
 * facts[fact_off[i] .. fact_off[i+1]) (fact_off NULL: none); *queries
 * counts the pairs Z3 answered (an answer kept from an earlier call of the
 * process for the same question up to names counts too: smt_identity.c).
 * Each question with its products, quotients and remainders abstracted
 * first, as made after (smt_identity.c smtI_decide).  False (err filled)
 * only when Z3 cannot start. */
bool smt_identities(const smt_ex *nodes, int n, const int *pairs, int npairs,
                    const smt_fact *facts, const int *fact_off, unsigned timeout_ms,
                    smt_id_status *out, int *queries, cc_error *err);

#endif
