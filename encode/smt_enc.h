/* encode/smt_enc.h — internal to encode/: the Z3 context wrapper (errors
 * recorded, never fatal), Boolean and cost terms with constants folded, and
 * the relation encoding shared by concrete traces (smt_relation.c) and
 * symbolic ones (smt_mconv.c).  The reference-counting rule is the one
 * stated at the top of encode/smt.h. */
#ifndef SMT_ENC_H
#define SMT_ENC_H

#include "encode/smt.h"

#include <z3.h>

/* One Z3 context and its solver, owned by one call of the public API. */
typedef struct smt_z3 {
  Z3_context ctx;
  Z3_solver solver;
  cc_error err;          /* Z3's errors land here (the first one is kept)  */
  char file[256];        /* named in error messages                         */
  Z3_ast tru, fls;       /* valid terms, returned once an error is set      */
  unsigned nvars;
  struct smt_z3 *next;   /* registry of live contexts (error handler)       */
} smt_z3;

/* Opens a context and its solver.  Returns false with err filled if Z3
 * could not even start. */
bool smt_z3_open(smt_z3 *S, const char *file, cc_error *err);
/* The same with a solver for the given logic (NULL: Z3's general solver, for
 * the value encodings with uninterpreted functions and bit-vectors). */
bool smt_z3_open_logic(smt_z3 *S, const char *file, const char *logic, cc_error *err);
/* Deletes the solver and the context (S->err is kept). */
void smt_z3_close(smt_z3 *S);
/* Records Z3's current error code (if any) in S->err; true if none is set. */
bool smt_z3_ok(smt_z3 *S);
/* Sets the solver's time limit (ms, 0 = none). */
void smt_z3_timeout(smt_z3 *S, unsigned ms);
/* k, L, the reading and the hierarchies a symbolic query takes; false
 * with err naming the bad one. */
bool smt_check_bounds(const cv_program *p, const cv_hierarchies *hs, int k, int L,
                      const cv_readings *rd, cc_error *err);
/* The milliseconds left of a time limit started at t0 (0: no limit;
 * otherwise at least 1); *over (may be NULL) says it has passed. */
unsigned smt_time_left(double t0, unsigned timeout_ms, bool *over);
/* Checks the solver under the assumptions (n may be 0). */
Z3_lbool smt_z3_check(smt_z3 *S, int n, const Z3_ast *assumptions,
                      char *reason, size_t size);

/* ---- Boolean terms: constants folded before Z3 sees them ------------------ */
enum { SMT_B_FALSE = 0, SMT_B_TRUE = 1, SMT_B_AST = 2 };
typedef struct smt_b {
  int k;
  Z3_ast a; /* SMT_B_AST */
} smt_b;

smt_b smt_b_const(bool v);
smt_b smt_b_var(smt_z3 *S, const char *name);
smt_b smt_b_not(smt_z3 *S, smt_b x);
smt_b smt_b_and2(smt_z3 *S, smt_b x, smt_b y);
smt_b smt_b_or2(smt_z3 *S, smt_b x, smt_b y);
smt_b smt_b_implies(smt_z3 *S, smt_b x, smt_b y);
smt_b smt_b_iff(smt_z3 *S, smt_b x, smt_b y);
smt_b smt_b_xor(smt_z3 *S, smt_b x, smt_b y);
/* n-ary (v is scratch: may be reordered) */
smt_b smt_b_and(smt_z3 *S, smt_b *v, int n);
smt_b smt_b_or(smt_z3 *S, smt_b *v, int n);
Z3_ast smt_b_ast(smt_z3 *S, smt_b x);
void smt_assert(smt_z3 *S, smt_b x);
/* Checks "q" under a fresh assumption literal called name (the engine's
 * substitute for push/pop, see encode/smt.h), with a time limit of
 * left_ms (0 = none). */
Z3_lbool smt_check_guarded(smt_z3 *S, smt_b q, const char *name, unsigned left_ms,
                           char *reason, size_t size);
/* The value of x in model m (constants need no model). */
bool smt_b_eval(smt_z3 *S, Z3_model m, smt_b x);
/* LLVM icmp predicate PRED over bit-vectors: ua/ub read unsigned, sa/sb
 * signed; NULL for an unknown predicate (see smt_enc.c). */
Z3_ast smt_bv_icmp(Z3_context z, const char *pred, Z3_ast ua, Z3_ast ub, Z3_ast sa,
                   Z3_ast sb);

/* ---- the relation encoding ------------------------------------------------
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
typedef struct smt_rel_spec {
  int k, n;
  const int *off;       /* k+1 entries */
  const int *thread_of; /* n entries   */
  const smt_b *same;
  const smt_b *relevant;
  cv_cb_reading reading;
  int levels;
  const char *tag;      /* in variable names */
  /* The controlled relation ([CO] "Controlled Maximal Convergence", item
   * 2; encode/smt_sym_tokens.c), both NULL otherwise: given[a*n+b] pairs
   * that take part in convergence-before without being pairs of the
   * relation (the token instructions' converged instances), and
   * allow[a*n+b] an extra condition every pair of the relation meets
   * (item 2.1, the region condition). */
  const smt_b *given;
  const smt_b *allow;
} smt_rel_spec;

int smt_encode_relation(smt_z3 *S, const smt_rel_spec *in, smt_b *c);
/* "Some traces need more than D rounds of the Kleene iteration from the
 * empty relation": if unsatisfiable, D levels suffice for every traces the
 * spec's Booleans allow (in->levels unused). */
smt_b smt_rounds_exceed(smt_z3 *S, const smt_rel_spec *in, int D);
/* The number of pairs whose condition is not vacuous (in->levels unused). */
int smt_relation_free_pairs(const smt_rel_spec *in);

/* Any fixed point of the maximal-convergence condition (not only the
 * least): fills d (n*n, symmetric) with pairs constrained so that the
 * models are exactly the fixed points (docs/design.md §10 "unique-check";
 * encode/smt_enc.c).  in->levels is unused. */
void smt_encode_fixpoint(smt_z3 *S, const smt_rel_spec *in, smt_b *d);
/* Convergence-before (closed) of the relation with pair memberships P. */
void smt_encode_cb(smt_z3 *S, const smt_rel_spec *in, const smt_b *P, smt_b *cb);

/* Convergence-before (n*n, thread-major) of the relation whose classes are
 * class_of (-1: alone), computed by the encoding's circuits through Z3. */
bool smt_cb_of_classes(const cv_program *p, const cv_tuple *t, const int *class_of,
                       cv_cb_reading reading, bool *cb, cc_error *err);

/* How the Boolean closures are computed: Warshall (n^3 gates, the default)
 * or repeated squaring (n^3 log n); both give the same relation (the unit
 * tests run both).  Not thread-safe: for tests and measurements. */
typedef enum smt_closure { SMT_CLOSURE_WARSHALL = 0, SMT_CLOSURE_SQUARING } smt_closure;
void smt_set_closure(smt_closure kind);


/* ---- symbolic traces (encode/smt_mconv.c) -----------------------------------
 * k traces of at most L blocks of a .cfg program as Boolean variables:
 * act(i,s) "step s of thread i is executed", at(i,s,b) "it executes block
 * b" (one-hot), following edges from the entry, ending early only at a
 * block without successors; uniform branches agree across threads for the
 * same visit count.  Shared by m-convergence (smt_mconv) and the readings
 * queries (encode/smt_readings.c). */
typedef struct smt_sym {
  smt_z3 *S;
  const cv_program *p;
  int k, L, nb, n, nh;
  smt_b *act;     /* [i*L+s] */
  smt_b *at;      /* [(i*L+s)*nb+b] */
  bool *poss;     /* [s*nb+b]: some path from the entry is at b at step s */
  smt_b **c;      /* per hierarchy, n*n (smt_mconv) */
  int levels;     /* the most levels a relation needed */
  bool timed_out; /* the time limit came before the encoding was built */
  unsigned timeout_ms;
  double t0;      /* start (CLOCK_MONOTONIC seconds) */
} smt_sym;

/* Fills e's fields, asserts nothing (encode/smt_values.c asserts the
 * traces and the symmetry, and decides branches by values). */
void smt_sym_setup(smt_sym *e, smt_z3 *S, const cv_program *p, int k, int L, int nh,
                   unsigned timeout_ms, double t0);
/* Sets e up and asserts all three kinds of trace constraints below. */
void smt_sym_init(smt_sym *e, smt_z3 *S, const cv_program *p, int k, int L, int nh,
                  unsigned timeout_ms, double t0);
/* The trace constraints (traces, branches, and threads 1 and 2 ordered
 * lexicographically: only for queries symmetric in those two threads). */
void smt_sym_traces(smt_sym *e);
void smt_sym_uniform(smt_sym *e);
void smt_sym_symmetry(smt_sym *e);
/* The variable "thread i executes block b at step s". */
smt_b smt_sym_at(const smt_sym *e, int i, int s, int b);
/* e->c[h]: the least fixed point of every hierarchy (sets e->timed_out
 * when the time limit came first). */
void smt_sym_relations(smt_sym *e, const cv_hierarchies *hs, cv_cb_reading reading);
/* Has e->timeout_ms passed since e->t0? */
bool smt_sym_out_of_time(const smt_sym *e);
/* Frees the trace variables' arrays (the terms live in the context). */
void smt_sym_free(smt_sym *e);
/* The traces of a model. */
void smt_sym_decode(smt_sym *e, Z3_model m, cv_tuple *t);

/* The relation encoding's spec over the first kk threads (instances
 * numbered i*L+s, so the first kk threads' numbers agree for every kk)
 * for hierarchy h. */
typedef struct smt_sym_rel {
  smt_rel_spec in;
  int *off, *thread_of;
  smt_b *same, *relevant;
} smt_sym_rel;
void smt_sym_rel_init(smt_sym *e, int kk, const cv_hierarchy *h, cv_cb_reading reading,
                      const char *tag, smt_sym_rel *r);
void smt_sym_rel_free(smt_sym_rel *r);
/* The least fixed point over r into c ((kk*L)^2), with the levels proven
 * enough; false (e->timed_out set) if the time limit came first. */
bool smt_sym_encode_lfp(smt_sym *e, smt_sym_rel *r, smt_b *c);


/* ---- the controlled relation over symbolic traces (encode/smt_sym_tokens.c)
 * [CO] "Controlled Maximal Convergence" on the traces of e (built by
 * smt_mconv_tokens and, for programs with tokens, smt_values): the classes
 * of every controlled instruction (a token definition, or a convergent
 * operation with a token operand), the blocks' controlled relation of
 * every hierarchy and the condition "this hierarchy's behaviour is
 * consistent" (docs/smt-tokens.md).  Anchors free: one choice shared by
 * every hierarchy (its variables asserted to be a partition); anchors
 * maximal: each hierarchy's uncontrolled relation (e->c, computed here
 * when NULL). */
typedef struct smt_ctl {
  int nh, nctl;
  int *ctl;      /* the controlled instructions, definitions first     */
  int *ctl_of;   /* per instruction: its index in ctl, or -1           */
  int ncopies;   /* the classes: 1, or one per hierarchy               */
  smt_b ***conv; /* [copy][index in ctl]: n*n, converged instances     */
  smt_b **R;     /* per hierarchy: the blocks' controlled relation n*n */
  smt_b *cons;   /* per hierarchy: the behaviour is consistent         */
  void *priv;
} smt_ctl;
/* false (e->timed_out) when the time limit came first, or on a Z3 error
 * (e->S->err); c is filled in any case (free it with smt_ctl_free). */
bool smt_ctl_build(smt_sym *e, const cv_hierarchies *hs, const cv_readings *rd, smt_ctl *c);
/* The classes (n*n) of controlled instruction inst in hierarchy h, or NULL
 * if inst is not controlled. */
const smt_b *smt_ctl_classes(const smt_ctl *c, int h, int inst);
void smt_ctl_free(smt_ctl *c);

#endif
