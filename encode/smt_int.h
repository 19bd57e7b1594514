/* encode/smt_int.h — internal to encode/ (never included outside it): the
 * layers below the engines, each file with its own prefix, each calling
 * only the ones listed before it (tests/tools/calls.sh checks that the
 * calls between the files of encode/ make no loop):
 *   smtZ_  smt_z3.c          the Z3 plumbing: contexts, Boolean terms
 *   smtE_  smt_enc.c         the relation encoding (Boolean circuits)
 *   smtS_  smt_sym.c         symbolic traces and their relations
 *   smtT_  smt_sym_tokens.c  the controlled relation over symbolic traces
 *   smtQ_  smt_query.c       the query driver (assume, check, harvest)
 *   smtP_  smt_poison.c      the poison flags' conditions (LangRef)
 * The engines (smt_relation.c, smt_tokens.c, smt_readings.c, smt_values.c,
 * smt_mconv.c, smt_inputs.c, smt_identity.c) and the printing of witnesses
 * (smt_print.c) implement the public API of encode/smt.h on top; of them
 * only smt_mconv.c calls another engine (smt_values_mconv, for .ll).
 *
 * Z3 reference counting — the one rule, for every file of encode/:
 *   every call creates its own context with Z3_mk_context (NOT the _rc
 *   variant) and deletes it before returning.  ASTs (terms, sorts,
 *   declarations) are therefore never inc_ref'd or dec_ref'd: they live as
 *   long as the context, and the engine never calls Z3_solver_push/pop (in
 *   this mode a pop would free the ASTs created above it), using
 *   assumption literals instead (smtQ_guarded).  The objects that Z3
 *   reference-counts even in this mode — Z3_solver, Z3_model, Z3_params —
 *   are inc_ref'd as soon as they are created and dec_ref'd before the
 *   context is deleted.  No Z3 object ever escapes a call: results are
 *   decoded into plain C data. */
#ifndef SMT_INT_H
#define SMT_INT_H

#include "encode/smt.h"

#include <z3.h>

/* ---- the Z3 plumbing (encode/smt_z3.c, smtZ_) ------------------------------ */

/* One Z3 context and its solver, owned by one call of the public API. */
typedef struct smtZ_ctx {
  Z3_context ctx;
  Z3_solver solver;
  cc_error err;          /* Z3's errors land here (the first one is kept)  */
  char file[256];        /* named in error messages                         */
  Z3_ast tru, fls;       /* valid terms, returned once an error is set      */
  unsigned nvars;
  bool theories;         /* a solver with theories, not the SAT solver      */
  double deadline;       /* cc_now() seconds when the call's time limit ends
                          * (0: none): the encoders stop building and every
                          * check answers unknown once it has passed        */
  struct smtZ_ctx *next; /* registry of live contexts (error handler)       */
  struct smtZ_dog *dog;  /* the watchdog that interrupts Z3 at the deadline
                          * (smtZ_deadline; stopped by smtZ_close)          */
  bool interrupted;      /* it did: Z3's "canceled" is the time limit, not an
                          * error                                            */
  Z3_ast_vector kept;    /* what smtZ_assert_kept asserted (NULL: nothing)   */
} smtZ_ctx;

/* Opens a context and its solver.  Returns false with err filled if Z3
 * could not even start. */
bool smtZ_open(smtZ_ctx *S, const char *file, cc_error *err);
/* The same with a solver for the given logic (NULL: Z3's general solver, for
 * the value encodings with uninterpreted functions and bit-vectors). */
bool smtZ_open_logic(smtZ_ctx *S, const char *file, const char *logic, cc_error *err);
/* Asserts a and keeps it: a solver's own list of assertions
 * (Z3_solver_get_assertions) is, after a check in Z3 4.8.12, its
 * preprocessed form, where a fact may be a fresh constant (k!2) whose
 * meaning stays behind in that solver; a query moved to another solver
 * (smtZ_to_eager_bv, smtZ_to_lazy) takes the kept ones. */
void smtZ_assert_kept(smtZ_ctx *S, Z3_ast a);
/* Replaces S's solver (quantifier-free bit-vectors with uninterpreted
 * functions) by one that solves by Ackermann's reduction and eager
 * bit-blasting, with the same assertions (the candidate queries: see
 * smt_z3.c).  False (S->err set) if Z3 could not make it. */
bool smtZ_to_eager_bv(smtZ_ctx *S);
/* Back from it: S's assertions moved to a solver for `logic` ("QF_UFBV"). */
bool smtZ_to_lazy(smtZ_ctx *S, const char *logic);
/* Is every assertion of S true in model m (model completion on)?  A model
 * of the bit-blasting solver must be checked (smt_z3.c says why). */
bool smtZ_model_satisfies(smtZ_ctx *S, Z3_model m);
/* The conjunction of fs (n of them) checked by the eager solver above, on
 * a solver of its own (S's is left as it is), within ms (0: none; never
 * past S->deadline): for a question the lazy solver did not settle at
 * once (smt_identities).  fs are the formulas as made, never S's
 * assertions read back (preprocessed after a check, smt_z3.c); only the
 * answer is read, no model. */
Z3_lbool smtZ_check_eager(smtZ_ctx *S, unsigned n, const Z3_ast *fs, unsigned ms);
/* S's kept assertions with every multiplication, division and remainder
 * of two operands that are not both constants replaced by an
 * uninterpreted function of its operands (one per operator and width),
 * checked on a lazy QF_UFBV solver of its own within ms (never past
 * S->deadline) and Z3's resource limit rlimit (0: none; a count of Z3's
 * steps, the same on a loaded machine as on an idle one).  An over-approximation (smt_z3.c says why): Z3_L_FALSE
 * means S's query has no model either; Z3_L_TRUE says nothing about it,
 * but *model (inc_ref'd; free with smtZ_model_free) is set when the
 * abstraction's model makes every kept assertion of S true (model
 * completion on): then it is a model of S's query.  Z3_L_UNDEF without asking when no such operation is there
 * (*abstracted false). */
Z3_lbool smtZ_check_abstract_arith(smtZ_ctx *S, unsigned ms, unsigned rlimit,
                                   bool *abstracted, Z3_model *model);
/* The same abstraction of the conjunction of fs (n formulas as made, as
 * smtZ_check_eager takes them; S's solver is left as it is), refined on its
 * models as above: Z3_L_FALSE means the conjunction has no model (an
 * identity asked as "a != b unsatisfiable" holds), Z3_L_TRUE that a model
 * of the abstraction makes every one of fs true (the conjunction has one);
 * Z3_L_UNDEF otherwise, and without asking when fs hold no such operation
 * (*abstracted false). */
Z3_lbool smtZ_check_abstract_fs(smtZ_ctx *S, unsigned n, const Z3_ast *fs, unsigned ms,
                                unsigned rlimit, bool *abstracted);
/* A key of S's assertions that two queries share only when they are the
 * same formula up to a one-to-one renaming of their uninterpreted symbols
 * (smt_z3.c says why that is enough to share the answer); false (out
 * empty) when the assertions hold something the key does not describe. */
bool smtZ_assertions_key(smtZ_ctx *S, cc_buf *out);
/* The same key of the conjunction of fs (n formulas as made, in order). */
bool smtZ_formulas_key(smtZ_ctx *S, unsigned n, const Z3_ast *fs, cc_buf *out);
/* Definite answers kept per process by a question's key (the keys above:
 * equal keys, equal answers): the whole key kept and compared, never a
 * digest (a collision would give a wrong answer); at most max_bytes of
 * keys.  smt_inputs.c keeps candidate queries' statuses, smt_identity.c
 * identities'.  Zero-initialised is empty. */
typedef struct smtZ_answers {
  struct smtZ_answer *slot;
  size_t nslots, used, bytes, max_bytes;
} smtZ_answers;
bool smtZ_answer_find(const smtZ_answers *A, const cc_buf *key, int *status);
void smtZ_answer_put(smtZ_answers *A, const cc_buf *key, int status);
/* Deletes the solver and the context (S->err is kept). */
void smtZ_close(smtZ_ctx *S);
/* The end of a public call: closes S, sets *seconds to the time since t0,
 * and copies S's error (if any) to err unless err has one; false on an
 * error. */
bool smtZ_finish(smtZ_ctx *S, double t0, double *seconds, cc_error *err);
/* Records Z3's current error code (if any) in S->err; true if none is set. */
bool smtZ_ok(smtZ_ctx *S);
/* Sets S->deadline: timeout_ms after t0, less a reserve for the caller to
 * free the context (10 % of it, at most 0.5 s; timeout_ms 0: none). */
void smtZ_deadline(smtZ_ctx *S, double t0, unsigned timeout_ms);
/* Has S->deadline passed?  Checked inside the long loops of the encoders
 * (a circuit left half built is never asked about: smtZ_check answers
 * unknown from then on). */
bool smtZ_expired(const smtZ_ctx *S);
/* Sets the solver's time limit (ms, 0 = none), never past S->deadline. */
void smtZ_timeout(smtZ_ctx *S, unsigned ms);
/* The milliseconds left of a time limit started at t0 (0: no limit;
 * otherwise at least 1); *over (may be NULL) says it has passed. */
unsigned smtZ_time_left(double t0, unsigned timeout_ms, bool *over);
/* The model of the last satisfiable check, inc_ref'd (smtZ_model_free);
 * NULL with S->err set when Z3 gave none. */
Z3_model smtZ_model(smtZ_ctx *S);
void smtZ_model_free(smtZ_ctx *S, Z3_model m);
/* Checks the solver under the assumptions (n may be 0); unknown, with the
 * reason "time limit reached", once S->deadline has passed. */
Z3_lbool smtZ_check(smtZ_ctx *S, int n, const Z3_ast *assumptions,
                      char *reason, size_t size);

/* ---- Boolean terms: constants folded before Z3 sees them ------------------ */
enum { SMTZ_B_FALSE = 0, SMTZ_B_TRUE = 1, SMTZ_B_AST = 2 };
typedef struct smtZ_b {
  int k;
  Z3_ast a; /* SMTZ_B_AST */
} smtZ_b;

smtZ_b smtZ_b_const(bool v);
smtZ_b smtZ_b_var(smtZ_ctx *S, const char *name);
smtZ_b smtZ_b_not(smtZ_ctx *S, smtZ_b x);
smtZ_b smtZ_b_and2(smtZ_ctx *S, smtZ_b x, smtZ_b y);
smtZ_b smtZ_b_or2(smtZ_ctx *S, smtZ_b x, smtZ_b y);
smtZ_b smtZ_b_implies(smtZ_ctx *S, smtZ_b x, smtZ_b y);
smtZ_b smtZ_b_iff(smtZ_ctx *S, smtZ_b x, smtZ_b y);
smtZ_b smtZ_b_xor(smtZ_ctx *S, smtZ_b x, smtZ_b y);
/* n-ary (v is scratch: may be reordered) */
smtZ_b smtZ_b_and(smtZ_ctx *S, smtZ_b *v, int n);
smtZ_b smtZ_b_or(smtZ_ctx *S, smtZ_b *v, int n);
Z3_ast smtZ_b_ast(smtZ_ctx *S, smtZ_b x);
/* A Z3 term as a folded term (S->tru and S->fls become constants). */
smtZ_b smtZ_b_from(smtZ_ctx *S, Z3_ast a);
void smtZ_assert(smtZ_ctx *S, smtZ_b x);
/* The value of x in model m (constants need no model). */
bool smtZ_b_eval(smtZ_ctx *S, Z3_model m, smtZ_b x);
/* LLVM icmp predicate PRED over bit-vectors: ua/ub read unsigned, sa/sb
 * signed; NULL for an unknown predicate (see smt_z3.c). */
Z3_ast smtZ_bv_icmp(Z3_context z, const char *pred, Z3_ast ua, Z3_ast ub, Z3_ast sa,
                   Z3_ast sb);

/* ---- the relation encoding (encode/smt_enc.c, smtE_) ------------------------
 * n instances numbered thread-major: thread t owns off[t] .. off[t+1]-1, in
 * execution order.  same[a*n+b] (a, b in different threads): a and b are
 * executed instances of one block.  relevant[h*n+x] (h before x in one
 * thread): h is an instance of the header of a cycle (of the hierarchy
 * being encoded) containing x's block.  levels = D: the levels range over
 * 0..D-1 (lev+1 over 1..D); a least fixed point reached in at most D
 * rounds of adding pairs has a model, and every model is the least fixed
 * point (encode/smt.h), so D = 1 + the number of pairs whose condition is
 * not vacuous is always enough.  The encoder fills c[a*n+b] (symmetric:
 * converged-with) and asserts the constraints.  Returns the number of
 * pairs whose condition is not vacuous (the others are converged iff they
 * are instances of one block). */
typedef struct smtE_spec {
  int k, n;
  const int *off;       /* k+1 entries */
  const int *thread_of; /* n entries   */
  const smtZ_b *same;
  const smtZ_b *relevant;
  cv_cb_reading reading;
  int levels;
  const char *tag;      /* in variable names */
  /* The controlled relation ([CO] "Controlled Maximal Convergence", item
   * 2; encode/smt_sym_tokens.c), both NULL otherwise: given[a*n+b] pairs
   * that take part in convergence-before without being pairs of the
   * relation (the token instructions' converged instances), and
   * allow[a*n+b] an extra condition every pair of the relation meets
   * (item 2.1, the region condition). */
  const smtZ_b *given;
  const smtZ_b *allow;
} smtE_spec;

int smtE_relation(smtZ_ctx *S, const smtE_spec *in, smtZ_b *c);
/* The least fixed point by Kleene iteration (encode/smt_enc.c): P_0 is
 * empty, each step builds P_(i+1) (the pairs whose condition holds against
 * convergence-before of P_i) as a function of the spec's Booleans and
 * returns "P_(i+1) differs from P_i" (constant false: equal whatever the
 * traces).  If that is unsatisfiable for every traces allowed, P_i is the
 * least fixed point; after 1 + smtE_free_pairs steps it always is.
 * in->levels is unused; in must outlive the stepper. */
typedef struct smtE_kleene smtE_kleene;
smtE_kleene *smtE_kleene_new(const smtE_spec *in);
smtZ_b smtE_kleene_step(smtZ_ctx *S, smtE_kleene *K);
int smtE_kleene_rounds(const smtE_kleene *K);   /* steps taken: i+1 */
const smtZ_b *smtE_kleene_prev(const smtE_kleene *K); /* P_i, n*n     */
const smtZ_b *smtE_kleene_cur(const smtE_kleene *K);  /* P_(i+1), n*n */
void smtE_kleene_free(smtE_kleene *K);
/* The number of pairs whose condition is not vacuous (in->levels unused). */
int smtE_free_pairs(const smtE_spec *in);

/* Any fixed point of the maximal-convergence condition (not only the
 * least): fills d (n*n, symmetric) with pairs constrained so that the
 * models are exactly the fixed points (docs/design.md §10 "unique-check";
 * encode/smt_enc.c).  in->levels is unused. */
void smtE_fixpoint(smtZ_ctx *S, const smtE_spec *in, smtZ_b *d);
/* Convergence-before (closed) of the relation with pair memberships P. */
void smtE_cb(smtZ_ctx *S, const smtE_spec *in, const smtZ_b *P, smtZ_b *cb);
/* The n instances of tuple t numbered thread by thread: *off gets k+1
 * entries (thread i's first instance; off[k] = n), *thread_of n entries
 * (the thread of each instance).  Returns n; the caller frees both. */
int smtE_tuple_layout(const cv_tuple *t, int **off, int **thread_of);

/* ---- symbolic traces (encode/smt_sym.c, smtS_) ------------------------------
 * k traces of at most L blocks of a .cfg program as Boolean variables:
 * act(i,s) "step s of thread i is executed", at(i,s,b) "it executes block
 * b" (one-hot), following edges from the entry, ending early only at a
 * block without successors; uniform branches agree across threads for the
 * same visit count.  Shared by m-convergence (smt_mconv) and the readings
 * queries (encode/smt_readings.c). */
typedef struct smtS_sym {
  smtZ_ctx *S;
  const cv_program *p;
  int k, L, nb, n, nh;
  smtZ_b *act;     /* [i*L+s] */
  smtZ_b *at;      /* [(i*L+s)*nb+b] */
  bool *poss;     /* [s*nb+b]: some path from the entry is at b at step s */
  smtZ_b **c;      /* per hierarchy, n*n (smt_mconv) */
  int levels;     /* the most Kleene rounds a relation needed */
  int relation;   /* smt_relation_route smtS_relations took */
  bool timed_out; /* the time limit came before the encoding was built */
  unsigned timeout_ms;
  double t0;      /* start (CLOCK_MONOTONIC seconds) */
} smtS_sym;

/* Fills e's fields, asserts nothing (encode/smt_values.c asserts the
 * traces and the symmetry, and decides branches by values). */
void smtS_setup(smtS_sym *e, smtZ_ctx *S, const cv_program *p, int k, int L, int nh,
                   unsigned timeout_ms, double t0);
/* Sets e up and asserts all three kinds of trace constraints below. */
void smtS_init(smtS_sym *e, smtZ_ctx *S, const cv_program *p, int k, int L, int nh,
                  unsigned timeout_ms, double t0);
/* The trace constraints (traces, branches, and threads 1 and 2 ordered
 * lexicographically: only for queries symmetric in those two threads). */
void smtS_traces(smtS_sym *e);
void smtS_uniform(smtS_sym *e);
void smtS_symmetry(smtS_sym *e);
/* The variable "thread i executes block b at step s". */
smtZ_b smtS_at(const smtS_sym *e, int i, int s, int b);
/* e->c[h]: the least fixed point of every hierarchy (sets e->timed_out
 * when the time limit came first), by the route smt_set_relation chose
 * (e->relation says which): the signature circuit (smtS_signature) or
 * Kleene rounds (smtS_lfp). */
void smtS_relations(smtS_sym *e, const cv_hierarchies *hs, cv_cb_reading reading);
/* The least fixed point of hierarchy h over the first kk threads of e by
 * the signature theorem (docs/unbounded.md): c[a*n+b] (n = kk*L) is true
 * iff a and b are executed instances of one block X in different threads
 * with equal counter vectors.  Same meaning as smtS_lfp's result (false on
 * the diagonal, within a thread and on steps not executed); false (every
 * entry false, e->timed_out set) if the time limit came first. */
bool smtS_signature(smtS_sym *e, int kk, const cv_hierarchy *h, smtZ_b *c);
/* Has e->timeout_ms passed since e->t0 (smtZ_expired)? */
bool smtS_out_of_time(const smtS_sym *e);
/* Frees the arrays of the trace variables and of e->c (the terms live in
 * the context). */
void smtS_free(smtS_sym *e);
/* The traces of a model. */
void smtS_decode(smtS_sym *e, Z3_model m, cv_tuple *t);
/* k, L, the reading and the hierarchies a symbolic query takes; false
 * with err naming the bad one. */
bool smtS_check_bounds(const cv_program *p, const cv_hierarchies *hs, int k, int L,
                       const cv_readings *rd, cc_error *err);
/* dst := a copy of t. */
void smtS_tuple_copy(cv_tuple *dst, const cv_tuple *t);
/* A witness of m-convergence on the traces t: instances (thread 1, step
 * s) and (thread 2, step q), converged c1 in hierarchy h1 and c2 in h2. */
void smtS_witness(smt_witness *w, const cv_tuple *t, int h1, int h2, int s, int q, bool c1,
                  bool c2);

/* The relation encoding's spec over the first kk threads (instances
 * numbered i*L+s, so the first kk threads' numbers agree for every kk)
 * for hierarchy h. */
typedef struct smtS_rel {
  smtE_spec in;
  int *off, *thread_of;
  smtZ_b *same, *relevant;
} smtS_rel;
void smtS_rel_init(smtS_sym *e, int kk, const cv_hierarchy *h, cv_cb_reading reading,
                      const char *tag, smtS_rel *r);
void smtS_rel_free(smtS_rel *r);
/* The least fixed point over r into c ((kk*L)^2) by Kleene iteration, the
 * rounds proven enough (r->in.levels gets their number); false
 * (e->timed_out set) if the time limit came first. */
bool smtS_lfp(smtS_sym *e, smtS_rel *r, smtZ_b *c);


/* ---- the controlled relation over symbolic traces (encode/smt_sym_tokens.c,
 * smtT_)
 * [CO] "Controlled Maximal Convergence" on the traces of e (built by
 * smt_mconv_tokens and, for programs with tokens, smt_values): the classes
 * of every controlled instruction (a token definition, or a convergent
 * operation with a token operand), the blocks' controlled relation of
 * every hierarchy and the condition "this hierarchy's behaviour is
 * consistent" (docs/smt-tokens.md).  Anchors free: one choice shared by
 * every hierarchy (its variables asserted to be a partition); anchors
 * maximal: each hierarchy's uncontrolled relation (e->c, computed here
 * when NULL). */
typedef struct smtT_ctl {
  int nh, nctl;
  int *ctl;      /* the controlled instructions, definitions first     */
  int *ctl_of;   /* per instruction: its index in ctl, or -1           */
  int ncopies;   /* the classes: 1, or one per hierarchy               */
  smtZ_b ***conv; /* [copy][index in ctl]: n*n, converged instances     */
  smtZ_b **R;     /* per hierarchy: the blocks' controlled relation n*n */
  smtZ_b *cons;   /* per hierarchy: the behaviour is consistent         */
  void *priv;
} smtT_ctl;
/* false (e->timed_out) when the time limit came first, or on a Z3 error
 * (e->S->err); c is filled in any case (free it with smtT_free). */
bool smtT_build(smtS_sym *e, const cv_hierarchies *hs, const cv_readings *rd, smtT_ctl *c);
/* The classes (n*n) of controlled instruction inst in hierarchy h, or NULL
 * if inst is not controlled. */
const smtZ_b *smtT_classes(const smtT_ctl *c, int h, int inst);
void smtT_free(smtT_ctl *c);

/* ---- the query driver (encode/smt_query.c, smtQ_) --------------------------- */

/* Checks "q" under a fresh assumption literal called name (the substitute
 * for push/pop), with a time limit of left_ms (0 = none). */
Z3_lbool smtQ_guarded(smtZ_ctx *S, smtZ_b q, const char *name, unsigned left_ms,
                      char *reason, size_t size);

/* Where an item's verdict goes (seconds may be NULL). */
typedef struct smtQ_slot {
  smt_verdict *verdict;
  char *reason;
  size_t rsize;
  double *seconds;
} smtQ_slot;

/* The items 0..n-1 of one engine's question: "does item j fail?".  Items
 * start as SMT_MCONV_HOLDS; the driver marks them SMT_MCONV_UNKNOWN (the
 * time limit, Z3's reason) and harvest marks them SMT_MCONV_FAILS. */
typedef struct smtQ_loop {
  smtZ_ctx *S;
  double t0;            /* the call's start and time limit (0: none)         */
  unsigned timeout_ms;
  bool built_late;      /* the limit came while the encoding was built: every
                         * open item is unknown, nothing is asked            */
  int n;
  bool batch;           /* one question for all open items, until unsat (true);
                         * one question per item in order (false)           */
  const char *name;     /* assumption literals: name + label(j), or (batch)
                         * name + the round number                           */
  int *round;           /* batch: the round counter                          */
  const char *bug;      /* the error when a model shows no item asked about  */
  void *ctx;
  bool (*skip)(void *ctx, int j);       /* not a question (NULL: none is)   */
  smtQ_slot (*slot)(void *ctx, int j);
  smtZ_b (*differs)(void *ctx, int j);  /* the condition of "j fails"        */
  const char *(*label)(void *ctx, int j);
  /* Marks every item the model shows failing (with its witness); todo: the
   * items asked about. */
  void (*harvest)(void *ctx, Z3_model m, const int *todo, int nt);
} smtQ_loop;

/* Asks (see the top of encode/smt_query.c); a Z3 error is left in q->S->err. */
void smtQ_run(const smtQ_loop *q);

/* ---- poison flags (encode/smt_poison.c, smtP_) ------------------------------
 * Where the poison-generating flags pf (CV_PF_*, inbounds not read) of the
 * operation opkey (its first word the opcode) are violated, as a Bool over
 * its operands a[0..nargs) (each of width w0) and its result's width rw:
 * LangRef's condition, one spelling for smt_inputs.c and smt_identity.c.
 * A mul: kidx the operand that is the constant k (-1: none); without one
 * the 2w-bit product only where wide.  NULL: no flag that is spelled is
 * violated ever; *unspelled (NULL: not asked) gets the flags of pf this
 * did not spell (a mul of two variables without wide, an unknown op). */
Z3_ast smtP_flags_violated(Z3_context z, const char *opkey, unsigned pf, int nargs, const Z3_ast *a,
                           int w0, int rw, int kidx, uint64_t k, bool wide, unsigned *unspelled);

#endif
