/* encode/smt_enc.c — the relation encoding (prefix smtE_): the maximal
 * converged-with relation, convergence-before and the fixed points as
 * Boolean circuits (encode/smt.h describes the encoding, encode/smt_int.h
 * the interface). */
#include "encode/smt_int.h"

#include <string.h>
#include <stdio.h>
#include <stdlib.h>

/* ---- the relation --------------------------------------------------------------
 * The bottleneck matrix W of encode/smt.h is kept in unary (the order
 * encoding): for every threshold l = 0..D, R_l(a,b) is the Boolean "W(a,b)
 * <= l", i.e. a reaches b in the convergence-before edge graph through
 * pairs whose level is < l (lev+1 <= l); "W(a,b) = INF" is "not R_D(a,b)".
 * In unary the min of the squaring step is an OR and the max an AND, so
 * each R_l is a Boolean transitive closure.  Likewise each pair's lev+1 is
 * a unary number: le[l] = "lev+1 <= l", le[0] false, le monotone, and the
 * pair is converged iff le[D] ("lev+1 is finite").
 *
 * Measured on corpus/spec/cu-natural-loop.cfg (17 instances, 13 undecided
 * pairs), before this form was chosen: integer costs, min/max as fresh
 * variables with difference constraints (if-then-else terms blow up in
 * Z3's arithmetic rewriter), repeated squaring: over 60 s; the same with
 * Warshall's closure: 17 s; 5-bit vectors, bit-blasted: over 60 s, and
 * 2.3 s even with the relation fixed to the right answer.  The unary form:
 * 30 ms.  A unary closure bit-blasts to far fewer gates than an arithmetic
 * one, and unit propagation evaluates it. */

static smt_closure closure_kind = SMT_CLOSURE_WARSHALL;

void smt_set_closure(smt_closure kind) { closure_kind = kind; }

/* Boolean transitive closure of the n x n matrix R, in place.
 * Warshall: after pivot c, R holds the paths whose inner vertices are < c+1.
 * Repeated squaring: R := R or R.R; after t rounds R holds every path of at
 * most 2^t edges; a simple path has at most n-1 edges, so ceil(log2(n-1))
 * rounds suffice (the loop also stops when a round changes nothing). */
static void closure(smtZ_ctx *S, int n, smtZ_b *R) {
  size_t N = (size_t)n;
  if (closure_kind == SMT_CLOSURE_WARSHALL) {
    for (int c = 0; c < n && !S->err.set && !smtZ_expired(S); c++)
      for (int a = 0; a < n; a++) {
        smtZ_b ac = R[a * N + c];
        if (a == c || ac.k == SMTZ_B_FALSE) continue;
        for (int b = 0; b < n; b++) {
          if (b == c) continue;
          smtZ_b *ab = &R[a * N + b];
          if (ab->k == SMTZ_B_TRUE) continue;
          *ab = smtZ_b_or2(S, *ab, smtZ_b_and2(S, ac, R[c * N + b]));
        }
      }
    return;
  }
  int rounds = 0;
  while (n > 2 && (1L << rounds) < n - 1) rounds++;
  smtZ_b *next = cc_malloc(N * N * sizeof *next + 1);
  smtZ_b *terms = cc_malloc((N + 1) * sizeof *terms);
  for (int t = 0; t < rounds && !S->err.set && !smtZ_expired(S); t++) {
    bool changed = false;
    for (int a = 0; a < n; a++)
      for (int b = 0; b < n; b++) {
        smtZ_b old = R[a * N + b];
        int m = 0;
        terms[m++] = old;
        if (old.k != SMTZ_B_TRUE)
          for (int c = 0; c < n; c++)
            if (c != a && c != b) terms[m++] = smtZ_b_and2(S, R[a * N + c], R[c * N + b]);
        smtZ_b nw = smtZ_b_or(S, terms, m);
        if (nw.k != old.k || nw.a != old.a) changed = true;
        next[a * N + b] = nw;
      }
    memcpy(R, next, N * N * sizeof *R);
    if (!changed) break;
  }
  free(next);
  free(terms);
}

/* Convergence-before over a relation given as an n x n matrix of pair
 * memberships P (symmetric, false within a thread), in the reading of
 * in->reading; the result is w->R. */
typedef struct cbwork {
  smtZ_b *R, *A, *B, *terms;
} cbwork;

static void cbwork_init(cbwork *w, int n) {
  size_t N = (size_t)n;
  w->R = cc_malloc(N * N * sizeof *w->R + 1);
  w->A = cc_malloc(N * N * sizeof *w->A + 1);
  w->B = cc_malloc(N * N * sizeof *w->B + 1);
  w->terms = cc_malloc((2 * N + 2) * sizeof *w->terms);
}

static void cbwork_free(cbwork *w) {
  CC_FREE_ALL(w->R, w->A, w->B, w->terms);
}

static void cb_from_pairs(smtZ_ctx *S, const smtE_spec *in, const smtZ_b *P, cbwork *w) {
  int n = in->n;
  size_t N = (size_t)n;
  smtZ_b *R = w->R, *A = w->A, *B = w->B, *terms = w->terms;
  if (in->reading == CV_CB_QUOTIENT) {
    /* a path of converged and program-order steps with at least one
     * program-order step: A = the reflexive closure of both kinds, then
     * R(a,b) = some c before d with A(a,c) and A(d,b) (docs/design.md §10) */
    for (int a = 0; a < n; a++)
      for (int b = 0; b < n; b++) {
        if (in->thread_of[a] == in->thread_of[b]) A[a * N + b] = smtZ_b_const(a <= b);
        else A[a * N + b] = P[a * N + b];
      }
    closure(S, n, A);
    for (int a = 0; a < n; a++) /* B(a,d): A(a,c) for some c before d */
      for (int d = 0; d < n; d++)
        B[a * N + d] = d == in->off[in->thread_of[d]] ? smtZ_b_const(false)
                       : smtZ_b_or2(S, B[a * N + d - 1], A[a * N + d - 1]);
    for (int a = 0; a < n && !smtZ_expired(S); a++)
      for (int b = 0; b < n; b++) {
        int m = 0;
        for (int d = 0; d < n; d++) terms[m++] = smtZ_b_and2(S, B[a * N + d], A[d * N + b]);
        R[a * N + b] = smtZ_b_or(S, terms, m);
      }
  } else {
    /* [CU] "Convergence": (1) a before b in a thread; (2) a before a2 in
     * a thread and a2 ~ b; (3) a ~ b2 and b2 before b in a thread */
    for (int a = 0; a < n; a++) {
      int ta = in->thread_of[a];
      for (int b = 0; b < n; b++) {
        int tb = in->thread_of[b], m = 0;
        if (ta == tb) {
          R[a * N + b] = smtZ_b_const(a < b);
          continue;
        }
        for (int a2 = a + 1; a2 < in->off[ta + 1]; a2++) terms[m++] = P[a2 * N + b];
        for (int b2 = in->off[tb]; b2 < b; b2++) terms[m++] = P[a * N + b2];
        R[a * N + b] = smtZ_b_or(S, terms, m);
      }
    }
    closure(S, n, R);
  }
}

/* Does some instance before x in its thread possibly head a cycle of x? */
static bool has_relevant(const smtE_spec *in, int x) {
  size_t N = (size_t)in->n;
  for (int h = in->off[in->thread_of[x]]; h < x; h++)
    if (in->relevant[(size_t)h * N + (size_t)x].k != SMTZ_B_FALSE) return true;
  return false;
}

/* The extra condition on pair (a, b) and the given pair (a, b) of the
 * controlled relation (see smtE_spec): true and false without them. */
static smtZ_b allow_of(const smtE_spec *in, size_t i) {
  return in->allow ? in->allow[i] : smtZ_b_const(true);
}
static smtZ_b given_of(const smtE_spec *in, size_t i) {
  return in->given ? in->given[i] : smtZ_b_const(false);
}

int smtE_free_pairs(const smtE_spec *in) {
  size_t N = (size_t)in->n;
  int m = 0;
  for (int a = 0; a < in->n; a++)
    for (int b = in->off[in->thread_of[a] + 1]; b < in->n; b++)
      if (in->same[a * N + b].k != SMTZ_B_FALSE && (has_relevant(in, a) || has_relevant(in, b))) m++;
  return m;
}

int smtE_relation(smtZ_ctx *S, const smtE_spec *in, smtZ_b *c) {
  int n = in->n, D = in->levels < 1 ? 1 : in->levels;
  size_t N = (size_t)n, D1 = (size_t)D + 1;
  char name[64];
  const char *tag = in->tag ? in->tag : "";
  /* the pairs: a < b in different threads, possibly of one block */
  int *pid = cc_malloc(N * N * sizeof *pid + 1);
  int np = 0;
  for (size_t i = 0; i < N * N; i++) pid[i] = -1;
  for (int a = 0; a < n; a++)
    for (int b = in->off[in->thread_of[a] + 1]; b < n; b++)
      if (in->same[a * N + b].k != SMTZ_B_FALSE) pid[a * N + b] = pid[b * N + a] = np++;
  int *pa = cc_malloc(((size_t)np + 1) * sizeof *pa), *pb = cc_malloc(((size_t)np + 1) * sizeof *pb);
  bool *isfree = cc_calloc((size_t)np + 1, sizeof *isfree);
  smtZ_b *le = cc_malloc(((size_t)np * D1 + 1) * sizeof *le);
  int nfree = 0;
  for (int a = 0; a < n; a++)
    for (int b = in->off[in->thread_of[a] + 1]; b < n; b++) {
      int q = pid[a * N + b];
      if (q < 0) continue;
      pa[q] = a, pb[q] = b;
      smtZ_b same = smtZ_b_and2(S, in->same[a * N + b], allow_of(in, a * N + b));
      smtZ_b *lq = &le[(size_t)q * D1];
      lq[0] = smtZ_b_const(false);
      if (!has_relevant(in, a) && !has_relevant(in, b)) {
        /* no header precedes either instance: the condition is vacuous,
         * converged at level 0 whenever they are instances of one block
         * (meeting the extra condition, if any) */
        for (int l = 1; l <= D; l++) lq[l] = same;
      } else {
        isfree[q] = true;
        nfree++;
        for (int l = 1; l <= D; l++) {
          snprintf(name, sizeof name, "lev%s_%d_%d_le%d", tag, a, b, l);
          lq[l] = smtZ_b_var(S, name);
          if (l > 1) smtZ_assert(S, smtZ_b_implies(S, lq[l - 1], lq[l]));
        }
        smtZ_assert(S, smtZ_b_implies(S, lq[D], same));
      }
    }
  for (size_t i = 0; i < N * N; i++) c[i] = smtZ_b_const(false);
  for (int q = 0; q < np; q++)
    c[(size_t)pa[q] * N + (size_t)pb[q]] = c[(size_t)pb[q] * N + (size_t)pa[q]] = le[(size_t)q * D1 + (size_t)D];

  cbwork w;
  cbwork_init(&w, n);
  smtZ_b *P = cc_malloc(N * N * sizeof *P + 1), *R = w.R, *terms = w.terms;
  for (int l = 0; l <= D && !S->err.set; l++) {
    /* convergence-before through pairs with lev+1 <= l */
    for (size_t i = 0; i < N * N; i++)
      P[i] = smtZ_b_or2(S, pid[i] < 0 ? smtZ_b_const(false) : le[(size_t)pid[i] * D1 + (size_t)l],
                       given_of(in, i));
    cb_from_pairs(S, in, P, &w);
    for (int q = 0; q < np && !S->err.set; q++) {
      if (!isfree[q]) continue;
      const smtZ_b *lq = &le[(size_t)q * D1];
      int m = 0;
      for (int side = 0; side < 2; side++) {
        int x = side ? pb[q] : pa[q], y = side ? pa[q] : pb[q];
        for (int h = in->off[in->thread_of[x]]; h < x; h++) {
          smtZ_b r = in->relevant[(size_t)h * N + (size_t)x];
          if (r.k == SMTZ_B_FALSE) continue;
          smtZ_b cb = R[(size_t)h * N + (size_t)y];
          if (l < D) {
            /* (i) a member with lev+1 <= l+1 has every header instance
             * convergence-before the other instance through pairs of
             * level < lev, i.e. lev+1 <= l */
            smtZ_assert(S, smtZ_b_implies(S, smtZ_b_and2(S, lq[l + 1], r), cb));
          }
          /* (ii) a non-member has a header instance that is not
           * convergence-before the other one at all */
          if (l == D) terms[m++] = smtZ_b_and2(S, r, smtZ_b_not(S, cb));
        }
      }
      if (l == D) {
        size_t i = (size_t)pa[q] * N + (size_t)pb[q];
        smtZ_b same = smtZ_b_and2(S, in->same[i], allow_of(in, i));
        smtZ_assert(S, smtZ_b_implies(S, smtZ_b_and2(S, same, smtZ_b_not(S, lq[D])),
                                    smtZ_b_or(S, terms, m)));
      }
    }
  }
  cbwork_free(&w);
  CC_FREE_ALL(P, pid, pa, pb, isfree, le);
  return nfree;
}

/* ---- the least fixed point by Kleene iteration ---------------------------------
 * What the explicit engine does (model/converge.c), as a circuit: P_0 = {},
 * P_{i+1} = the pairs whose condition holds against CB(P_i) (and the given
 * pairs), a superset of P_i since the condition is monotone.  Unlike the
 * levels of smtE_relation, no variable is added: every P_i is a function
 * of the spec's Booleans (the traces), so once Z3 has chosen the traces
 * the relation follows by unit propagation.  One convergence-before
 * closure per round, each built once and shared by every pair of the
 * round (encode/smt_sym.c decides how many rounds). */
struct smtE_kleene {
  const smtE_spec *in;
  int rounds;         /* cur = P_rounds, prev = P_(rounds-1) */
  smtZ_b *prev, *cur, *PG, *all, *diff;
  cbwork w;
};

smtE_kleene *smtE_kleene_new(const smtE_spec *in) {
  size_t N = (size_t)in->n;
  smtE_kleene *K = cc_calloc(1, sizeof *K);
  K->in = in;
  K->prev = cc_malloc(N * N * sizeof *K->prev + 1);
  K->cur = cc_malloc(N * N * sizeof *K->cur + 1);
  K->PG = cc_malloc(N * N * sizeof *K->PG + 1);
  K->all = cc_malloc((2 * N + 2) * sizeof *K->all);
  K->diff = cc_malloc((N * N + 1) * sizeof *K->diff);
  for (size_t i = 0; i < N * N; i++) K->cur[i] = K->prev[i] = smtZ_b_const(false);
  cbwork_init(&K->w, in->n);
  return K;
}

void smtE_kleene_free(smtE_kleene *K) {
  if (!K) return;
  cbwork_free(&K->w);
  CC_FREE_ALL(K->prev, K->cur, K->PG, K->all, K->diff);
  free(K);
}

int smtE_kleene_rounds(const smtE_kleene *K) { return K->rounds; }
const smtZ_b *smtE_kleene_prev(const smtE_kleene *K) { return K->prev; }
const smtZ_b *smtE_kleene_cur(const smtE_kleene *K) { return K->cur; }

smtZ_b smtE_kleene_step(smtZ_ctx *S, smtE_kleene *K) {
  const smtE_spec *in = K->in;
  int n = in->n;
  size_t N = (size_t)n;
  smtZ_b *swap = K->prev;
  K->prev = K->cur;
  K->cur = swap;
  const smtZ_b *P = K->prev;
  smtZ_b *Q = K->cur;
  for (size_t i = 0; i < N * N; i++) {
    K->PG[i] = smtZ_b_or2(S, P[i], given_of(in, i));
    Q[i] = smtZ_b_const(false);
  }
  cb_from_pairs(S, in, K->PG, &K->w);
  int nd = 0;
  for (int a = 0; a < n && !S->err.set && !smtZ_expired(S); a++)
    for (int b = in->off[in->thread_of[a] + 1]; b < n; b++) {
      smtZ_b same = in->same[a * N + b];
      if (same.k == SMTZ_B_FALSE) continue;
      int m = 0;
      for (int side = 0; side < 2; side++) {
        int x = side ? b : a, y = side ? a : b;
        for (int h = in->off[in->thread_of[x]]; h < x; h++) {
          smtZ_b r = in->relevant[(size_t)h * N + (size_t)x];
          if (r.k != SMTZ_B_FALSE) K->all[m++] = smtZ_b_implies(S, r, K->w.R[(size_t)h * N + (size_t)y]);
        }
      }
      smtZ_b q = smtZ_b_and2(S, smtZ_b_and2(S, same, allow_of(in, a * N + b)), smtZ_b_and(S, K->all, m));
      Q[a * N + b] = Q[b * N + a] = q;
      smtZ_b old = P[a * N + b];
      if (q.k != old.k || q.a != old.a) K->diff[nd++] = smtZ_b_and2(S, q, smtZ_b_not(S, old));
    }
  K->rounds++;
  /* nd = 0: the same terms as the round before, a fixed point whatever the
   * traces */
  return smtZ_b_or(S, K->diff, nd);
}

int smtE_tuple_layout(const cv_tuple *t, int **off, int **thread_of) {
  int k = t->k, n = 0;
  int *o = cc_malloc(((size_t)k + 1) * sizeof *o);
  for (int i = 0; i < k; i++) {
    o[i] = n;
    n += t->thread[i].len;
  }
  o[k] = n;
  int *th = cc_malloc((size_t)n * sizeof *th + 1);
  for (int i = 0; i < k; i++)
    for (int s = 0; s < t->thread[i].len; s++) th[o[i] + s] = i;
  *off = o;
  *thread_of = th;
  return n;
}

/* Convergence-before of a given relation through the encoding's circuits
 * (for the unit tests: the readings of docs/design.md §10 differ on given
 * relations, while the maximal relations of small programs agree).  The
 * pairs are variables fixed by equalities, so Z3 evaluates the circuit. */
bool smt_cb_of_classes(const cv_program *p, const cv_tuple *t, const int *class_of,
                       cv_cb_reading reading, bool *cb, cc_error *err) {
  int k = t->k, *off, *thread_of;
  int n = smtE_tuple_layout(t, &off, &thread_of);
  size_t N = (size_t)n;
  smtZ_ctx S;
  if (!smtZ_open(&S, cv_program_file(p), err)) {
    free(off);
    free(thread_of);
    return false;
  }
  smtZ_b *P = cc_malloc(N * N * sizeof *P + 1);
  for (size_t i = 0; i < N * N; i++) P[i] = smtZ_b_const(false);
  for (int a = 0; a < n; a++)
    for (int b = off[thread_of[a] + 1]; b < n; b++) {
      smtZ_b v = smtZ_b_var(&S, "pair");
      bool in = class_of[a] >= 0 && class_of[a] == class_of[b];
      smtZ_assert(&S, in ? v : smtZ_b_not(&S, v));
      P[a * N + b] = P[b * N + a] = v;
    }
  smtE_spec in = {k, n, off, thread_of, NULL, NULL, reading, 0, "g", NULL, NULL};
  cbwork w;
  cbwork_init(&w, n);
  cb_from_pairs(&S, &in, P, &w);
  Z3_lbool r = smtZ_check(&S, 0, NULL, NULL, 0);
  if (r == Z3_L_TRUE) {
    Z3_model m = smtZ_model(&S);
    for (size_t i = 0; m && i < N * N; i++) cb[i] = smtZ_b_eval(&S, m, w.R[i]);
    smtZ_model_free(&S, m);
  } else if (!S.err.set) {
    cc_error_set(&S.err, S.file, 0, 0, "Z3 could not evaluate the circuit");
  }
  cbwork_free(&w);
  free(P);
  free(off);
  free(thread_of);
  smtZ_close(&S);
  if (S.err.set && !err->set) *err = S.err;
  return !S.err.set;
}

/* ---- any fixed point -------------------------------------------------------------
 * docs/design.md §10 ("least | greatest | unique-check"): M is a fixed point of
 * F(X) = { p : cond(p, CB(X - p)) } ([CU] "Maximal Convergence", the
 * condition evaluated against convergence-before of the relation without
 * the pair itself) iff for every pair p: p in M <=> p's instances are of
 * one block and cond(p, CB(M - p)).  Unlike the least fixed point (levels,
 * smtE_relation), nothing forbids self-supporting sets of pairs: the
 * models are exactly the fixed points.  Each pair whose condition is not
 * vacuous gets its own convergence-before circuit (n^3 gates each). */
void smtE_fixpoint(smtZ_ctx *S, const smtE_spec *in, smtZ_b *d) {
  int n = in->n;
  size_t N = (size_t)n;
  char name[64];
  const char *tag = in->tag ? in->tag : "";
  for (size_t i = 0; i < N * N; i++) d[i] = smtZ_b_const(false);
  for (int a = 0; a < n; a++)
    for (int b = in->off[in->thread_of[a] + 1]; b < n; b++) {
      smtZ_b same = in->same[a * N + b];
      if (same.k == SMTZ_B_FALSE) continue;
      if (!has_relevant(in, a) && !has_relevant(in, b)) {
        d[a * N + b] = d[b * N + a] = same; /* the condition is vacuous */
        continue;
      }
      snprintf(name, sizeof name, "fix%s_%d_%d", tag, a, b);
      d[a * N + b] = d[b * N + a] = smtZ_b_var(S, name);
    }
  cbwork w;
  cbwork_init(&w, n);
  smtZ_b *P = cc_malloc(N * N * sizeof *P + 1), *terms = w.terms;
  for (int a = 0; a < n && !S->err.set; a++)
    for (int b = in->off[in->thread_of[a] + 1]; b < n && !S->err.set; b++) {
      smtZ_b same = in->same[a * N + b];
      if (same.k == SMTZ_B_FALSE || (!has_relevant(in, a) && !has_relevant(in, b))) continue;
      memcpy(P, d, N * N * sizeof *P);
      P[a * N + b] = P[b * N + a] = smtZ_b_const(false); /* without the pair */
      cb_from_pairs(S, in, P, &w);
      int m = 0;
      for (int side = 0; side < 2; side++) {
        int x = side ? b : a, y = side ? a : b;
        for (int h = in->off[in->thread_of[x]]; h < x; h++) {
          smtZ_b r = in->relevant[(size_t)h * N + (size_t)x];
          if (r.k != SMTZ_B_FALSE) terms[m++] = smtZ_b_implies(S, r, w.R[(size_t)h * N + (size_t)y]);
        }
      }
      smtZ_b cond = smtZ_b_and2(S, same, smtZ_b_and(S, terms, m));
      smtZ_assert(S, smtZ_b_iff(S, d[a * N + b], cond));
    }
  cbwork_free(&w);
  free(P);
}

/* Convergence-before of the relation given by the pair memberships P
 * (n*n, symmetric), closed transitively, into cb (n*n). */
void smtE_cb(smtZ_ctx *S, const smtE_spec *in, const smtZ_b *P, smtZ_b *cb) {
  size_t N = (size_t)in->n;
  cbwork w;
  cbwork_init(&w, in->n);
  cb_from_pairs(S, in, P, &w);
  memcpy(cb, w.R, N * N * sizeof *cb);
  cbwork_free(&w);
}

/* The readings the encoding implements (encode/smt.h). */
const cv_reading_support smt_support = {
    [CV_RD_cb] = CV_SUPPORT_ALL, [CV_RD_anchors] = CV_SUPPORT_ALL,
    [CV_RD_values] = CV_SUPPORT_ALL, [CV_RD_hierarchies] = CV_SUPPORT_ALL,
    [CV_RD_calls] = CV_SUPPORT_ALL};
