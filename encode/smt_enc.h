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
/* The value of x in model m (constants need no model). */
bool smt_b_eval(smt_z3 *S, Z3_model m, smt_b x);

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
} smt_rel_spec;

int smt_encode_relation(smt_z3 *S, const smt_rel_spec *in, smt_b *c);
/* "Some traces need more than D rounds of the Kleene iteration from the
 * empty relation": if unsatisfiable, D levels suffice for every traces the
 * spec's Booleans allow (in->levels unused). */
smt_b smt_rounds_exceed(smt_z3 *S, const smt_rel_spec *in, int D);
/* The number of pairs whose condition is not vacuous (in->levels unused). */
int smt_relation_free_pairs(const smt_rel_spec *in);

/* Convergence-before (n*n, thread-major) of the relation whose classes are
 * class_of (-1: alone), computed by the encoding's circuits through Z3. */
bool smt_cb_of_classes(const cv_program *p, const cv_tuple *t, const int *class_of,
                       cv_cb_reading reading, bool *cb, cc_error *err);

/* How the Boolean closures are computed: Warshall (n^3 gates, the default)
 * or repeated squaring (n^3 log n); both give the same relation (the unit
 * tests run both).  Not thread-safe: for tests and measurements. */
typedef enum smt_closure { SMT_CLOSURE_WARSHALL = 0, SMT_CLOSURE_SQUARING } smt_closure;
void smt_set_closure(smt_closure kind);

/* ---- symbolic traces and their relations (encode/smt_mconv.c) -------------
 * Shared by the m-convergence query of .cfg programs and the value queries
 * of .ll programs (encode/smt_values.c): for thread i and step s < L,
 * act(i,s) and one-hot at(i,s,b) (DESIGN §6), one relation encoding per
 * hierarchy over them (c[h], n*n, n = k*L, instance i*L+s). */
typedef struct smt_tenc {
  smt_z3 *S;
  const cv_program *p;
  int k, L, nb, n, nh;
  smt_b *act;     /* [i*L+s] */
  smt_b *at;      /* [(i*L+s)*nb+b] */
  bool *poss;     /* [s*nb+b]: some path from the entry is at b at step s */
  smt_b **c;      /* per hierarchy, n*n */
  int levels;     /* the most levels a hierarchy needed */
  bool timed_out; /* the time limit came before the encoding was built */
  unsigned timeout_ms;
  double t0;
} smt_tenc;

smt_b smt_tenc_at(const smt_tenc *e, int i, int s, int b);
/* The traces: entry first, edges followed, ending only at an exit or at L. */
void smt_tenc_traces(smt_tenc *e);
/* Thread 1's trace lexicographically at most thread 2's. */
void smt_tenc_symmetry(smt_tenc *e);
/* e->c[h] for every hierarchy (sets e->timed_out when time ran out). */
void smt_tenc_relations(smt_tenc *e, const cv_hierarchies *hs, cv_cb_reading reading);
/* The traces of a model. */
void smt_tenc_decode(smt_tenc *e, Z3_model m, cv_tuple *t);
bool smt_tenc_out_of_time(const smt_tenc *e);

#endif
