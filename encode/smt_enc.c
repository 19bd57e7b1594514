/* encode/smt_enc.c — the Z3 context wrapper, folded terms, and the
 * relation encoding (see encode/smt.h for the encoding and the
 * reference-counting rule, encode/smt_enc.h for the interface). */
#include "encode/smt_enc.h"

#include <string.h>
#include <stdio.h>
#include <stdlib.h>

/* ---- the context and its errors ----------------------------------------------
 * Z3's error handler receives only the context, so the live wrappers of this
 * thread are kept in a list and the handler records into the one whose
 * context failed.  (Z3 contexts are not thread-safe; a context is used by the
 * thread that made it, hence a thread-local list.) */

static _Thread_local smt_z3 *live;

static void on_z3_error(Z3_context c, Z3_error_code e) {
  for (smt_z3 *S = live; S; S = S->next)
    if (S->ctx == c) {
      cc_error_set(&S->err, S->file, 0, 0, "Z3 error (code %d): %s", (int)e,
                   Z3_get_error_msg(c, e));
      return;
    }
}

static void unlink_live(smt_z3 *S) {
  for (smt_z3 **q = &live; *q; q = &(*q)->next)
    if (*q == S) {
      *q = S->next;
      return;
    }
}

bool smt_z3_ok(smt_z3 *S) {
  if (!S->ctx) return !S->err.set;
  Z3_error_code e = Z3_get_error_code(S->ctx);
  if (e != Z3_OK)
    cc_error_set(&S->err, S->file, 0, 0, "Z3 error (code %d): %s", (int)e,
                 Z3_get_error_msg(S->ctx, e));
  return !S->err.set;
}

/* A term Z3 returned, or the fallback (a valid term of the same sort) once
 * an error is recorded, so that a failed call never feeds NULL to Z3. */
static Z3_ast got(smt_z3 *S, Z3_ast a, Z3_ast fallback) {
  if (!a && !S->err.set) cc_error_set(&S->err, S->file, 0, 0, "Z3 returned no term");
  return S->err.set ? fallback : a;
}

bool smt_z3_open(smt_z3 *S, const char *file, cc_error *err) {
  return smt_z3_open_logic(S, file, "QF_FD", err);
}

bool smt_z3_open_logic(smt_z3 *S, const char *file, const char *logic_name,
                       cc_error *err) {
  memset(S, 0, sizeof *S);
  snprintf(S->file, sizeof S->file, "%s", file ? file : "");
  Z3_config cfg = Z3_mk_config();
  if (!cfg) {
    cc_error_set(err, S->file, 0, 0, "Z3: cannot make a configuration");
    return false;
  }
  Z3_set_param_value(cfg, "model", "true");
  S->ctx = Z3_mk_context(cfg);
  Z3_del_config(cfg);
  if (!S->ctx) {
    cc_error_set(err, S->file, 0, 0, "Z3: cannot make a context");
    return false;
  }
  S->next = live;
  live = S;
  Z3_set_error_handler(S->ctx, on_z3_error);
  S->tru = Z3_mk_true(S->ctx);
  S->fls = Z3_mk_false(S->ctx);
  /* Every constraint is propositional (the costs are unary): Z3's SAT
   * solver (logic QF_FD, incremental, with assumptions) is about twice as
   * fast as its SMT core (Z3_mk_simple_solver) on these problems. */
  if (S->tru && S->fls && logic_name) {
    Z3_symbol logic = Z3_mk_string_symbol(S->ctx, logic_name);
    if (logic) S->solver = Z3_mk_solver_for_logic(S->ctx, logic);
  } else if (S->tru && S->fls) {
    S->solver = Z3_mk_solver(S->ctx); /* theories: uninterpreted sorts, bit-vectors */
  }
  if (S->solver) Z3_solver_inc_ref(S->ctx, S->solver);
  if (!S->tru || !S->fls || !S->solver || !smt_z3_ok(S)) {
    if (!S->err.set) cc_error_set(&S->err, S->file, 0, 0, "Z3: cannot start a solver");
    if (!err->set) *err = S->err;
    smt_z3_close(S);
    return false;
  }
  return true;
}

void smt_z3_close(smt_z3 *S) {
  if (!S->ctx) return;
  if (S->solver) Z3_solver_dec_ref(S->ctx, S->solver);
  S->solver = NULL;
  unlink_live(S);
  Z3_del_context(S->ctx);
  S->ctx = NULL;
}

void smt_z3_timeout(smt_z3 *S, unsigned ms) {
  if (S->err.set) return;
  Z3_params ps = Z3_mk_params(S->ctx);
  if (!ps) {
    smt_z3_ok(S);
    return;
  }
  Z3_params_inc_ref(S->ctx, ps);
  /* 0 would mean "no time at all" to some of Z3's layers: no limit is the
   * largest value instead */
  Z3_params_set_uint(S->ctx, ps, Z3_mk_string_symbol(S->ctx, "timeout"),
                     ms ? ms : 4294967295u);
  Z3_solver_set_params(S->ctx, S->solver, ps);
  Z3_params_dec_ref(S->ctx, ps);
  smt_z3_ok(S);
}

Z3_lbool smt_z3_check(smt_z3 *S, int n, const Z3_ast *assumptions, char *reason,
                      size_t size) {
  if (reason && size) reason[0] = 0;
  if (S->err.set) return Z3_L_UNDEF;
  Z3_lbool r = n ? Z3_solver_check_assumptions(S->ctx, S->solver, (unsigned)n, assumptions)
                 : Z3_solver_check(S->ctx, S->solver);
  if (!smt_z3_ok(S)) return Z3_L_UNDEF;
  if (r == Z3_L_UNDEF && reason && size) {
    Z3_string why = Z3_solver_get_reason_unknown(S->ctx, S->solver);
    snprintf(reason, size, "%s", why ? why : "unknown");
    smt_z3_ok(S);
  }
  return r;
}

/* ---- Boolean terms ---------------------------------------------------------- */

smt_b smt_b_const(bool v) { return (smt_b){v ? SMT_B_TRUE : SMT_B_FALSE, NULL}; }

static smt_b ast_b(Z3_ast a) { return (smt_b){SMT_B_AST, a}; }

smt_b smt_b_var(smt_z3 *S, const char *name) {
  if (S->err.set) return ast_b(S->tru);
  S->nvars++;
  return ast_b(got(S, Z3_mk_fresh_const(S->ctx, name, Z3_mk_bool_sort(S->ctx)), S->tru));
}

Z3_ast smt_b_ast(smt_z3 *S, smt_b x) {
  return x.k == SMT_B_AST ? x.a : x.k == SMT_B_TRUE ? S->tru : S->fls;
}

smt_b smt_b_not(smt_z3 *S, smt_b x) {
  if (x.k != SMT_B_AST) return smt_b_const(x.k == SMT_B_FALSE);
  if (S->err.set) return ast_b(S->tru);
  return ast_b(got(S, Z3_mk_not(S->ctx, x.a), S->tru));
}

smt_b smt_b_and(smt_z3 *S, smt_b *v, int n) {
  int m = 0;
  for (int i = 0; i < n; i++) {
    if (v[i].k == SMT_B_FALSE) return smt_b_const(false);
    if (v[i].k == SMT_B_AST) v[m++] = v[i];
  }
  if (m == 0) return smt_b_const(true);
  if (m == 1) return v[0];
  if (S->err.set) return ast_b(S->tru);
  Z3_ast *args = cc_malloc((size_t)m * sizeof *args);
  for (int i = 0; i < m; i++) args[i] = v[i].a;
  Z3_ast a = Z3_mk_and(S->ctx, (unsigned)m, args);
  free(args);
  return ast_b(got(S, a, S->tru));
}

smt_b smt_b_or(smt_z3 *S, smt_b *v, int n) {
  int m = 0;
  for (int i = 0; i < n; i++) {
    if (v[i].k == SMT_B_TRUE) return smt_b_const(true);
    if (v[i].k == SMT_B_AST) v[m++] = v[i];
  }
  if (m == 0) return smt_b_const(false);
  if (m == 1) return v[0];
  if (S->err.set) return ast_b(S->tru);
  Z3_ast *args = cc_malloc((size_t)m * sizeof *args);
  for (int i = 0; i < m; i++) args[i] = v[i].a;
  Z3_ast a = Z3_mk_or(S->ctx, (unsigned)m, args);
  free(args);
  return ast_b(got(S, a, S->tru));
}

smt_b smt_b_and2(smt_z3 *S, smt_b x, smt_b y) {
  smt_b v[2] = {x, y};
  return smt_b_and(S, v, 2);
}

smt_b smt_b_or2(smt_z3 *S, smt_b x, smt_b y) {
  smt_b v[2] = {x, y};
  return smt_b_or(S, v, 2);
}

smt_b smt_b_implies(smt_z3 *S, smt_b x, smt_b y) {
  return smt_b_or2(S, smt_b_not(S, x), y);
}

smt_b smt_b_iff(smt_z3 *S, smt_b x, smt_b y) {
  if (x.k != SMT_B_AST) return x.k == SMT_B_TRUE ? y : smt_b_not(S, y);
  if (y.k != SMT_B_AST) return y.k == SMT_B_TRUE ? x : smt_b_not(S, x);
  if (x.a == y.a) return smt_b_const(true);
  if (S->err.set) return ast_b(S->tru);
  return ast_b(got(S, Z3_mk_eq(S->ctx, x.a, y.a), S->tru));
}

smt_b smt_b_xor(smt_z3 *S, smt_b x, smt_b y) {
  return smt_b_not(S, smt_b_iff(S, x, y));
}

void smt_assert(smt_z3 *S, smt_b x) {
  if (x.k == SMT_B_TRUE || S->err.set) return;
  Z3_solver_assert(S->ctx, S->solver, smt_b_ast(S, x));
  smt_z3_ok(S);
}

bool smt_b_eval(smt_z3 *S, Z3_model m, smt_b x) {
  if (x.k != SMT_B_AST) return x.k == SMT_B_TRUE;
  if (S->err.set) return false;
  Z3_ast v = NULL;
  if (!Z3_model_eval(S->ctx, m, x.a, true, &v) || !v) {
    smt_z3_ok(S);
    if (!S->err.set) cc_error_set(&S->err, S->file, 0, 0, "Z3: cannot evaluate a model");
    return false;
  }
  Z3_lbool b = Z3_get_bool_value(S->ctx, v);
  smt_z3_ok(S);
  return b == Z3_L_TRUE;
}

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
static void closure(smt_z3 *S, int n, smt_b *R) {
  size_t N = (size_t)n;
  if (closure_kind == SMT_CLOSURE_WARSHALL) {
    for (int c = 0; c < n && !S->err.set; c++)
      for (int a = 0; a < n; a++) {
        smt_b ac = R[a * N + c];
        if (a == c || ac.k == SMT_B_FALSE) continue;
        for (int b = 0; b < n; b++) {
          if (b == c) continue;
          smt_b *ab = &R[a * N + b];
          if (ab->k == SMT_B_TRUE) continue;
          *ab = smt_b_or2(S, *ab, smt_b_and2(S, ac, R[c * N + b]));
        }
      }
    return;
  }
  int rounds = 0;
  while (n > 2 && (1L << rounds) < n - 1) rounds++;
  smt_b *next = cc_malloc(N * N * sizeof *next + 1);
  smt_b *terms = cc_malloc((N + 1) * sizeof *terms);
  for (int t = 0; t < rounds && !S->err.set; t++) {
    bool changed = false;
    for (int a = 0; a < n; a++)
      for (int b = 0; b < n; b++) {
        smt_b old = R[a * N + b];
        int m = 0;
        terms[m++] = old;
        if (old.k != SMT_B_TRUE)
          for (int c = 0; c < n; c++)
            if (c != a && c != b) terms[m++] = smt_b_and2(S, R[a * N + c], R[c * N + b]);
        smt_b nw = smt_b_or(S, terms, m);
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
  smt_b *R, *A, *B, *terms;
} cbwork;

static void cbwork_init(cbwork *w, int n) {
  size_t N = (size_t)n;
  w->R = cc_malloc(N * N * sizeof *w->R + 1);
  w->A = cc_malloc(N * N * sizeof *w->A + 1);
  w->B = cc_malloc(N * N * sizeof *w->B + 1);
  w->terms = cc_malloc((2 * N + 2) * sizeof *w->terms);
}

static void cbwork_free(cbwork *w) {
  free(w->R);
  free(w->A);
  free(w->B);
  free(w->terms);
}

static void cb_from_pairs(smt_z3 *S, const smt_rel_spec *in, const smt_b *P, cbwork *w) {
  int n = in->n;
  size_t N = (size_t)n;
  smt_b *R = w->R, *A = w->A, *B = w->B, *terms = w->terms;
  if (in->reading == CV_CB_QUOTIENT) {
    /* a path of converged and program-order steps with at least one
     * program-order step: A = the reflexive closure of both kinds, then
     * R(a,b) = some c before d with A(a,c) and A(d,b) (docs/design.md §10) */
    for (int a = 0; a < n; a++)
      for (int b = 0; b < n; b++) {
        if (in->thread_of[a] == in->thread_of[b]) A[a * N + b] = smt_b_const(a <= b);
        else A[a * N + b] = P[a * N + b];
      }
    closure(S, n, A);
    for (int a = 0; a < n; a++) /* B(a,d): A(a,c) for some c before d */
      for (int d = 0; d < n; d++)
        B[a * N + d] = d == in->off[in->thread_of[d]] ? smt_b_const(false)
                       : smt_b_or2(S, B[a * N + d - 1], A[a * N + d - 1]);
    for (int a = 0; a < n; a++)
      for (int b = 0; b < n; b++) {
        int m = 0;
        for (int d = 0; d < n; d++) terms[m++] = smt_b_and2(S, B[a * N + d], A[d * N + b]);
        R[a * N + b] = smt_b_or(S, terms, m);
      }
  } else {
    /* [CU] "Convergence": (1) a before b in a thread; (2) a before a2 in
     * a thread and a2 ~ b; (3) a ~ b2 and b2 before b in a thread */
    for (int a = 0; a < n; a++) {
      int ta = in->thread_of[a];
      for (int b = 0; b < n; b++) {
        int tb = in->thread_of[b], m = 0;
        if (ta == tb) {
          R[a * N + b] = smt_b_const(a < b);
          continue;
        }
        for (int a2 = a + 1; a2 < in->off[ta + 1]; a2++) terms[m++] = P[a2 * N + b];
        for (int b2 = in->off[tb]; b2 < b; b2++) terms[m++] = P[a * N + b2];
        R[a * N + b] = smt_b_or(S, terms, m);
      }
    }
    closure(S, n, R);
  }
}

/* Does some instance before x in its thread possibly head a cycle of x? */
static bool has_relevant(const smt_rel_spec *in, int x) {
  size_t N = (size_t)in->n;
  for (int h = in->off[in->thread_of[x]]; h < x; h++)
    if (in->relevant[(size_t)h * N + (size_t)x].k != SMT_B_FALSE) return true;
  return false;
}

/* The extra condition on pair (a, b) and the given pair (a, b) of the
 * controlled relation (see smt_rel_spec): true and false without them. */
static smt_b allow_of(const smt_rel_spec *in, size_t i) {
  return in->allow ? in->allow[i] : smt_b_const(true);
}
static smt_b given_of(const smt_rel_spec *in, size_t i) {
  return in->given ? in->given[i] : smt_b_const(false);
}

int smt_relation_free_pairs(const smt_rel_spec *in) {
  size_t N = (size_t)in->n;
  int m = 0;
  for (int a = 0; a < in->n; a++)
    for (int b = in->off[in->thread_of[a] + 1]; b < in->n; b++)
      if (in->same[a * N + b].k != SMT_B_FALSE && (has_relevant(in, a) || has_relevant(in, b))) m++;
  return m;
}

int smt_encode_relation(smt_z3 *S, const smt_rel_spec *in, smt_b *c) {
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
      if (in->same[a * N + b].k != SMT_B_FALSE) pid[a * N + b] = pid[b * N + a] = np++;
  int *pa = cc_malloc(((size_t)np + 1) * sizeof *pa), *pb = cc_malloc(((size_t)np + 1) * sizeof *pb);
  bool *isfree = cc_calloc((size_t)np + 1, sizeof *isfree);
  smt_b *le = cc_malloc(((size_t)np * D1 + 1) * sizeof *le);
  int nfree = 0;
  for (int a = 0; a < n; a++)
    for (int b = in->off[in->thread_of[a] + 1]; b < n; b++) {
      int q = pid[a * N + b];
      if (q < 0) continue;
      pa[q] = a, pb[q] = b;
      smt_b same = smt_b_and2(S, in->same[a * N + b], allow_of(in, a * N + b));
      smt_b *lq = &le[(size_t)q * D1];
      lq[0] = smt_b_const(false);
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
          lq[l] = smt_b_var(S, name);
          if (l > 1) smt_assert(S, smt_b_implies(S, lq[l - 1], lq[l]));
        }
        smt_assert(S, smt_b_implies(S, lq[D], same));
      }
    }
  for (size_t i = 0; i < N * N; i++) c[i] = smt_b_const(false);
  for (int q = 0; q < np; q++)
    c[(size_t)pa[q] * N + (size_t)pb[q]] = c[(size_t)pb[q] * N + (size_t)pa[q]] = le[(size_t)q * D1 + (size_t)D];

  cbwork w;
  cbwork_init(&w, n);
  smt_b *P = cc_malloc(N * N * sizeof *P + 1), *R = w.R, *terms = w.terms;
  for (int l = 0; l <= D && !S->err.set; l++) {
    /* convergence-before through pairs with lev+1 <= l */
    for (size_t i = 0; i < N * N; i++)
      P[i] = smt_b_or2(S, pid[i] < 0 ? smt_b_const(false) : le[(size_t)pid[i] * D1 + (size_t)l],
                       given_of(in, i));
    cb_from_pairs(S, in, P, &w);
    for (int q = 0; q < np && !S->err.set; q++) {
      if (!isfree[q]) continue;
      const smt_b *lq = &le[(size_t)q * D1];
      int m = 0;
      for (int side = 0; side < 2; side++) {
        int x = side ? pb[q] : pa[q], y = side ? pa[q] : pb[q];
        for (int h = in->off[in->thread_of[x]]; h < x; h++) {
          smt_b r = in->relevant[(size_t)h * N + (size_t)x];
          if (r.k == SMT_B_FALSE) continue;
          smt_b cb = R[(size_t)h * N + (size_t)y];
          if (l < D) {
            /* (i) a member with lev+1 <= l+1 has every header instance
             * convergence-before the other instance through pairs of
             * level < lev, i.e. lev+1 <= l */
            smt_assert(S, smt_b_implies(S, smt_b_and2(S, lq[l + 1], r), cb));
          }
          /* (ii) a non-member has a header instance that is not
           * convergence-before the other one at all */
          if (l == D) terms[m++] = smt_b_and2(S, r, smt_b_not(S, cb));
        }
      }
      if (l == D) {
        size_t i = (size_t)pa[q] * N + (size_t)pb[q];
        smt_b same = smt_b_and2(S, in->same[i], allow_of(in, i));
        smt_assert(S, smt_b_implies(S, smt_b_and2(S, same, smt_b_not(S, lq[D])),
                                    smt_b_or(S, terms, m)));
      }
    }
  }
  cbwork_free(&w);
  free(P);
  free(pid);
  free(pa);
  free(pb);
  free(isfree);
  free(le);
  return nfree;
}

/* Kleene iteration from the empty relation (what the explicit engine
 * does): R_0 = {}, R_{i+1} = the pairs whose condition holds against
 * CB(R_i) (a superset of R_i: the condition is monotone).  Returns
 * "R_{D+1} differs from R_D": unsatisfiable (for all traces) iff every lfp
 * is reached within D rounds, i.e. D levels are enough. */
smt_b smt_rounds_exceed(smt_z3 *S, const smt_rel_spec *in, int D) {
  int n = in->n;
  size_t N = (size_t)n;
  smt_b *P = cc_malloc(N * N * sizeof *P + 1), *Q = cc_malloc(N * N * sizeof *Q + 1);
  for (size_t i = 0; i < N * N; i++) P[i] = smt_b_const(false);
  cbwork w;
  cbwork_init(&w, n);
  smt_b *all = cc_malloc((2 * N + 2) * sizeof *all);
  smt_b *diff = cc_malloc((N * N + 1) * sizeof *diff);
  smt_b result = smt_b_const(false);
  smt_b *PG = cc_malloc(N * N * sizeof *PG + 1); /* P and the given pairs */
  for (int i = 0; i <= D && !S->err.set; i++) {
    for (size_t i2 = 0; i2 < N * N; i2++) PG[i2] = smt_b_or2(S, P[i2], given_of(in, i2));
    cb_from_pairs(S, in, PG, &w);
    bool same_as_before = true;
    int nd = 0;
    for (size_t i2 = 0; i2 < N * N; i2++) Q[i2] = smt_b_const(false);
    for (int a = 0; a < n; a++)
      for (int b = in->off[in->thread_of[a] + 1]; b < n; b++) {
        smt_b same = in->same[a * N + b];
        if (same.k == SMT_B_FALSE) continue;
        int m = 0;
        for (int side = 0; side < 2; side++) {
          int x = side ? b : a, y = side ? a : b;
          for (int h = in->off[in->thread_of[x]]; h < x; h++) {
            smt_b r = in->relevant[(size_t)h * N + (size_t)x];
            if (r.k != SMT_B_FALSE) all[m++] = smt_b_implies(S, r, w.R[(size_t)h * N + (size_t)y]);
          }
        }
        smt_b q = smt_b_and2(S, smt_b_and2(S, same, allow_of(in, a * N + b)), smt_b_and(S, all, m));
        Q[a * N + b] = Q[b * N + a] = q;
        smt_b old = P[a * N + b];
        if (q.k != old.k || q.a != old.a) same_as_before = false;
        if (i == D) diff[nd++] = smt_b_and2(S, q, smt_b_not(S, old));
      }
    if (same_as_before) break; /* a fixed point whatever the traces */
    if (i == D) result = smt_b_or(S, diff, nd);
    memcpy(P, Q, N * N * sizeof *P);
  }
  cbwork_free(&w);
  free(P);
  free(Q);
  free(PG);
  free(all);
  free(diff);
  return result;
}

/* Convergence-before of a given relation through the encoding's circuits
 * (for the unit tests: the readings of docs/design.md §10 differ on given
 * relations, while the maximal relations of small programs agree).  The
 * pairs are variables fixed by equalities, so Z3 evaluates the circuit. */
bool smt_cb_of_classes(const cv_program *p, const cv_tuple *t, const int *class_of,
                       cv_cb_reading reading, bool *cb, cc_error *err) {
  int k = t->k, n = 0;
  int *off = cc_malloc(((size_t)k + 1) * sizeof *off);
  for (int i = 0; i < k; i++) {
    off[i] = n;
    n += t->thread[i].len;
  }
  off[k] = n;
  size_t N = (size_t)n;
  int *thread_of = cc_malloc(N * sizeof *thread_of + 1);
  for (int i = 0; i < k; i++)
    for (int s = 0; s < t->thread[i].len; s++) thread_of[off[i] + s] = i;
  smt_z3 S;
  if (!smt_z3_open(&S, cv_program_file(p), err)) {
    free(off);
    free(thread_of);
    return false;
  }
  smt_b *P = cc_malloc(N * N * sizeof *P + 1);
  for (size_t i = 0; i < N * N; i++) P[i] = smt_b_const(false);
  for (int a = 0; a < n; a++)
    for (int b = off[thread_of[a] + 1]; b < n; b++) {
      smt_b v = smt_b_var(&S, "pair");
      bool in = class_of[a] >= 0 && class_of[a] == class_of[b];
      smt_assert(&S, in ? v : smt_b_not(&S, v));
      P[a * N + b] = P[b * N + a] = v;
    }
  smt_rel_spec in = {k, n, off, thread_of, NULL, NULL, reading, 0, "g", NULL, NULL};
  cbwork w;
  cbwork_init(&w, n);
  cb_from_pairs(&S, &in, P, &w);
  Z3_lbool r = smt_z3_check(&S, 0, NULL, NULL, 0);
  if (r == Z3_L_TRUE) {
    Z3_model m = Z3_solver_get_model(S.ctx, S.solver);
    if (m && smt_z3_ok(&S)) {
      Z3_model_inc_ref(S.ctx, m);
      for (size_t i = 0; i < N * N; i++) cb[i] = smt_b_eval(&S, m, w.R[i]);
      Z3_model_dec_ref(S.ctx, m);
    }
  } else if (!S.err.set) {
    cc_error_set(&S.err, S.file, 0, 0, "Z3 could not evaluate the circuit");
  }
  cbwork_free(&w);
  free(P);
  free(off);
  free(thread_of);
  smt_z3_close(&S);
  if (S.err.set && !err->set) *err = S.err;
  return !S.err.set;
}

/* ---- any fixed point -------------------------------------------------------------
 * docs/design.md §10 ("least | greatest | unique-check"): M is a fixed point of
 * F(X) = { p : cond(p, CB(X - p)) } ([CU] "Maximal Convergence", the
 * condition evaluated against convergence-before of the relation without
 * the pair itself) iff for every pair p: p in M <=> p's instances are of
 * one block and cond(p, CB(M - p)).  Unlike the least fixed point (levels,
 * smt_encode_relation), nothing forbids self-supporting sets of pairs: the
 * models are exactly the fixed points.  Each pair whose condition is not
 * vacuous gets its own convergence-before circuit (n^3 gates each). */
void smt_encode_fixpoint(smt_z3 *S, const smt_rel_spec *in, smt_b *d) {
  int n = in->n;
  size_t N = (size_t)n;
  char name[64];
  const char *tag = in->tag ? in->tag : "";
  for (size_t i = 0; i < N * N; i++) d[i] = smt_b_const(false);
  for (int a = 0; a < n; a++)
    for (int b = in->off[in->thread_of[a] + 1]; b < n; b++) {
      smt_b same = in->same[a * N + b];
      if (same.k == SMT_B_FALSE) continue;
      if (!has_relevant(in, a) && !has_relevant(in, b)) {
        d[a * N + b] = d[b * N + a] = same; /* the condition is vacuous */
        continue;
      }
      snprintf(name, sizeof name, "fix%s_%d_%d", tag, a, b);
      d[a * N + b] = d[b * N + a] = smt_b_var(S, name);
    }
  cbwork w;
  cbwork_init(&w, n);
  smt_b *P = cc_malloc(N * N * sizeof *P + 1), *terms = w.terms;
  for (int a = 0; a < n && !S->err.set; a++)
    for (int b = in->off[in->thread_of[a] + 1]; b < n && !S->err.set; b++) {
      smt_b same = in->same[a * N + b];
      if (same.k == SMT_B_FALSE || (!has_relevant(in, a) && !has_relevant(in, b))) continue;
      memcpy(P, d, N * N * sizeof *P);
      P[a * N + b] = P[b * N + a] = smt_b_const(false); /* without the pair */
      cb_from_pairs(S, in, P, &w);
      int m = 0;
      for (int side = 0; side < 2; side++) {
        int x = side ? b : a, y = side ? a : b;
        for (int h = in->off[in->thread_of[x]]; h < x; h++) {
          smt_b r = in->relevant[(size_t)h * N + (size_t)x];
          if (r.k != SMT_B_FALSE) terms[m++] = smt_b_implies(S, r, w.R[(size_t)h * N + (size_t)y]);
        }
      }
      smt_b cond = smt_b_and2(S, same, smt_b_and(S, terms, m));
      smt_assert(S, smt_b_iff(S, d[a * N + b], cond));
    }
  cbwork_free(&w);
  free(P);
}

/* Convergence-before of the relation given by the pair memberships P
 * (n*n, symmetric), closed transitively, into cb (n*n). */
void smt_encode_cb(smt_z3 *S, const smt_rel_spec *in, const smt_b *P, smt_b *cb) {
  size_t N = (size_t)in->n;
  cbwork w;
  cbwork_init(&w, in->n);
  cb_from_pairs(S, in, P, &w);
  memcpy(cb, w.R, N * N * sizeof *cb);
  cbwork_free(&w);
}

/* ---- time limits and guarded checks --------------------------------------------- */

unsigned smt_time_left(double t0, unsigned timeout_ms, bool *over) {
  if (over) *over = false;
  if (!timeout_ms) return 0;
  double used = (cc_now() - t0) * 1000.0;
  if (used >= (double)timeout_ms) {
    if (over) *over = true;
    return 1;
  }
  unsigned left = (unsigned)((double)timeout_ms - used);
  return left ? left : 1;
}

Z3_lbool smt_check_guarded(smt_z3 *S, smt_b q, const char *name, unsigned left_ms,
                           char *reason, size_t size) {
  smt_z3_timeout(S, left_ms);
  smt_b g = smt_b_var(S, name);
  smt_assert(S, smt_b_implies(S, g, q));
  Z3_ast ga = smt_b_ast(S, g);
  return smt_z3_check(S, 1, &ga, reason, size);
}

void smt_sym_free(smt_sym *e) {
  free(e->act);
  free(e->at);
  free(e->poss);
  e->act = e->at = NULL;
  e->poss = NULL;
}

/* LLVM's icmp predicates over bit-vectors (LangRef, "'icmp' Instruction"):
 * ua, ub are the operands as the unsigned predicates read them, sa, sb as
 * the signed ones (the same terms when one representation serves both).
 * NULL for a predicate it does not know. */
Z3_ast smt_bv_icmp(Z3_context z, const char *pred, Z3_ast ua, Z3_ast ub, Z3_ast sa,
                   Z3_ast sb) {
  if (!strcmp(pred, "eq")) return Z3_mk_eq(z, ua, ub);
  if (!strcmp(pred, "ne")) return Z3_mk_not(z, Z3_mk_eq(z, ua, ub));
  if (!strcmp(pred, "ult")) return Z3_mk_bvult(z, ua, ub);
  if (!strcmp(pred, "ule")) return Z3_mk_bvule(z, ua, ub);
  if (!strcmp(pred, "ugt")) return Z3_mk_bvugt(z, ua, ub);
  if (!strcmp(pred, "uge")) return Z3_mk_bvuge(z, ua, ub);
  if (!strcmp(pred, "slt")) return Z3_mk_bvslt(z, sa, sb);
  if (!strcmp(pred, "sle")) return Z3_mk_bvsle(z, sa, sb);
  if (!strcmp(pred, "sgt")) return Z3_mk_bvsgt(z, sa, sb);
  if (!strcmp(pred, "sge")) return Z3_mk_bvsge(z, sa, sb);
  return NULL;
}

/* The bounds every symbolic query takes (docs/design.md §6): k threads 2..4, L
 * block executions 1..64, a known convergence-before reading, at least
 * one hierarchy; the error names the option as the command line spells it. */
const cv_reading_support smt_support = {
    [CV_RD_cb] = CV_SUPPORT_ALL, [CV_RD_anchors] = CV_SUPPORT_ALL,
    [CV_RD_values] = CV_SUPPORT_ALL, [CV_RD_hierarchies] = CV_SUPPORT_ALL,
    [CV_RD_calls] = CV_SUPPORT_ALL};

bool smt_check_bounds(const cv_program *p, const cv_hierarchies *hs, int k, int L,
                      const cv_readings *rd, cc_error *err) {
  const char *file = cv_program_file(p);
  if (k < 2 || k > 4) {
    cc_error_set(err, file, 0, 0, "--threads must be 2, 3 or 4 (got %d)", k);
    return false;
  }
  if (L < 1 || L > 64) {
    cc_error_set(err, file, 0, 0, "--bound must be between 1 and 64 block executions (got %d)", L);
    return false;
  }
  if (!cv_readings_check(rd, smt_support, "the SMT engine", NULL, err)) {
    snprintf(err->file, sizeof err->file, "%s", file);
    return false;
  }
  if (!hs || CC_SIZE(*hs) == 0) {
    cc_error_set(err, file, 0, 0, "no cycle hierarchy given");
    return false;
  }
  return true;
}
