/* unbounded/product.h — internal to unbounded/ (prefix ubp_): the finite
 * product of two threads that decides, for one block X and one cycle
 * header list L of X (its headers in some hierarchy, outermost first),
 * every question about the pairs of X's instances that L converges.
 *
 * Why a header list is all a hierarchy contributes (docs/unbounded.md,
 * "The signature theorem"): the least fixed point of maximal
 * converged-with relates two instances of X exactly when, for every
 * level i of X's list, both threads executed H_i equally often since they
 * last executed any of H_0..H_{i-1}.  So the product keeps, instead of
 * whole traces: each thread's position and the values its future depends
 * on, and the comparison of the two threads' counter vectors — exactly
 * for the list L that drives the exploration (the thread ahead on L waits,
 * so the difference is one step at one level), and up to a cap for the
 * other lists compared with it. */
#ifndef UB_PRODUCT_H
#define UB_PRODUCT_H

#include "model/model.h"
#include "model/values.h"

/* How an instruction's value is known in the product (per program). */
typedef enum ubp_taint {
  UBP_CLEAN = 0, /* its term is kept exactly: finitely many terms          */
  UBP_FRESH,     /* a new thread-local value on every execution: never
                  * equal to another thread's, never repeated            */
  UBP_LOOP       /* may change with every iteration (a cycle of operands
                  * through a phi), or follows a convergent result: not
                  * kept; branches on it are free (an over-approximation) */
} ubp_taint;

/* What the product knows of a program, computed once. */
typedef struct ubp_prog {
  const cv_program *p;
  cv_terms *terms;      /* one table for both threads (as enumerate/)     */
  ubp_taint *taint;     /* per instruction                               */
  int *uq_of;           /* per block: index among the .cfg uniform branch
                         * blocks, or -1                                  */
  int nuq;
  /* Per block b, the instructions whose values a thread that has just
   * executed b may still read (live out of b; a load from a slot reads its
   * store's term): the only values a thread state keeps, so that threads
   * that differ only in values nothing reads again are one state. */
  cc_word *live_out;    /* nblocks rows of lwords words */
  size_t lwords;
  /* Per block: may its branch's condition term be decided again by the
   * same thread (the block is in a cycle, or another br's condition may be
   * the same term)?  A thread-local decision that cannot recur is not
   * remembered: it would only tell paths apart that nothing tells apart. */
  bool *redecide;
} ubp_prog;

/* concrete: keep the values carried around cycles exactly too (their terms
 * then grow without bound, so the product is infinite: a search for
 * witnesses under a state budget, never a proof). */
void ubp_prog_init(ubp_prog *pp, const cv_program *p, bool concrete);
void ubp_prog_free(ubp_prog *pp);

/* The questions a product answers at its targets (both threads have just
 * executed X and L converges the two instances). */
typedef enum ubp_answer {
  UBP_NONE = 0,  /* no violation reachable (a proof when complete)       */
  UBP_EXACT,     /* a violation reached through exact steps only          */
  UBP_APPROX     /* violations only through over-approximated steps       */
} ubp_answer;

#define UBP_MAX_CANDIDATES 8

typedef struct ubp_path {
  cv_tuple t; /* two traces ending at X, owned */
} ubp_path;

typedef struct ubp_question {
  ubp_answer answer;
  int ncand;                       /* witnesses kept: the exact one first */
  ubp_path cand[UBP_MAX_CANDIDATES];
} ubp_question;

typedef struct ubp_query {
  const ubp_prog *pp;
  int X;
  const int *L;                /* driver list */
  int nL;
  int ntracked;                /* other lists of X, compared with L */
  const int *const *tracked;
  const int *ntr;
  bool values;                 /* ask about X's values and its branch */
  int cap;                     /* exact counter differences and lags <= cap */
  uint64_t max_states;
  size_t max_bytes;            /* the product's memory, estimated (0: none) */
  double deadline;             /* cc_now() seconds (0: none) */
  /* Questions another product already answered with an exact witness (or
   * settled): recorded if met, never waited for, so the product stops once
   * every question it is asked is answered (NULL / false: none). */
  bool closed_mconv;
  const bool *closed_values;   /* per instruction of X */
  bool closed_branch;
  /* Questions another product of the same block and cap already answered,
   * exactly or not (a violation, perhaps only through over-approximated
   * steps): no proof can come of this product for them either, so, once
   * every question it is asked is so refuted, its over-approximated states
   * are not expanded (they can give no witness; exact ones still can).
   * NULL / false: none. */
  bool refuted_mconv;
  const bool *refuted_values;  /* per instruction of X */
  bool refuted_branch;
} ubp_query;

typedef struct ubp_result {
  bool complete;               /* the whole finite product was explored */
  bool over_states, over_bytes; /* max_states or max_bytes stopped it */
  bool timed_out;               /* ... or the deadline */
  uint64_t states;
  size_t bytes;                /* the most memory it held (estimated) */
  ubp_question *mconv;         /* per tracked list: L-converged, not there */
  ubp_question *values;        /* per instruction of X (values) */
  ubp_question branch;         /* X's branch condition (values) */
  const char *approx_why;      /* the first over-approximation taken */
} ubp_result;

void ubp_explore(const ubp_query *q, ubp_result *res);
void ubp_result_free(ubp_result *res, int ntracked, int nvalues);

/* Extends the shorter trace of t (both end where the product found them)
 * by admissible steps until both traces end at a block without successors
 * or have the length of the longer one, so that the bounded engine
 * enumerates them at that bound.  Returns the bound, or -1. */
int ubp_extend(const ubp_prog *pp, cv_tuple *t);

#endif
