/* encode/smt_readings.c — the readings of docs/design.md §10 as Z3 queries over
 * symbolic traces (encode/smt_mconv.c's smtS_sym) of one .cfg program:
 * is there a tuple of k traces of at most L blocks, and a hierarchy,
 * where the two readings of a choice give different maximal
 * converged-with relations ([CU] "Maximal Convergence")?
 *   SMT_Q_CB:       the least fixed point under the literal closure of
 *                   [CU] "Convergence"'s three rules vs under the order of
 *                   the column quotient;
 *   SMT_Q_FIXPOINT: the least fixed point vs any other fixed point (the
 *                   greatest differs from the least iff some fixed point
 *                   does: every fixed point lies between them);
 *   SMT_Q_THREADS:  three threads vs their first two alone, on pairs of
 *                   the first two (the first kk threads of a smtS_sym have
 *                   the same instance numbers for every kk);
 *   SMT_Q_CONSISTENCY: the least fixed point is not transitive, or
 *                   convergence-before over it is not irreflexive (a
 *                   cycle: not a strict partial order; it is transitive by
 *                   construction) — docs/design.md §4 "Every result is
 *                   checked".
 *   SMT_Q_SIGNATURE: not a reading but the check of an encoding: the least
 *                   fixed point by Kleene rounds, under either reading of
 *                   convergence-before, vs by the signature circuit
 *                   (smtS_signature, docs/unbounded.md "The signature
 *                   theorem"): found means the circuit is wrong.
 * The readings themselves are always encoded by Kleene rounds here: the
 * signature theorem is proved for the definition's relation, and these
 * queries vary the definition.
 * Each query is symmetric in threads 1 and 2, so smtS_symmetry's
 * ordering of those two loses no witness.  Unsatisfiable: the readings
 * agree on every tuple within the bounds. */
#include "encode/smt_int.h"

#include <stdio.h>
#include <stdlib.h>

const char *smt_question_name(smt_question q) {
  switch (q) {
  case SMT_Q_CB: return "literal vs quotient convergence-before";
  case SMT_Q_FIXPOINT: return "least vs other fixed points";
  case SMT_Q_THREADS: return "two threads vs three";
  case SMT_Q_CONSISTENCY: return "consistency of the least fixed point";
  case SMT_Q_SIGNATURE: return "Kleene rounds vs the signature circuit";
  default: return "?";
  }
}

void smt_reading_result_free(smt_reading_result *r) {
  if (r && r->found) cv_tuple_free(&r->t);
}

/* "Some pair (a, b), a < b < m, is in x and not in y" (or differs, when
 * sym): over n*n matrices (stride n). */
static smtZ_b pairs_differ(smtZ_ctx *S, const smtZ_b *x, const smtZ_b *y, int n, int m, bool sym) {
  size_t N = (size_t)n;
  smtZ_b *any = cc_malloc((size_t)m * (size_t)m * sizeof *any + 1);
  int na = 0;
  for (int a = 0; a < m; a++)
    for (int b = a + 1; b < m; b++) {
      smtZ_b xa = x[a * N + b], ya = y[a * N + b];
      any[na++] = sym ? smtZ_b_xor(S, xa, ya) : smtZ_b_and2(S, xa, smtZ_b_not(S, ya));
    }
  smtZ_b d = smtZ_b_or(S, any, na);
  free(any);
  return d;
}

/* The least fixed point is not transitive, or its convergence-before has
 * a cycle (docs/design.md §4). */
static smtZ_b inconsistent(smtZ_ctx *S, const smtE_spec *in, const smtZ_b *c) {
  int n = in->n;
  size_t N = (size_t)n;
  smtZ_b *cb = cc_malloc(N * N * sizeof *cb + 1);
  smtE_cb(S, in, c, cb);
  smtZ_b *any = cc_malloc((N * N * N + N + 1) * sizeof *any);
  int na = 0;
  for (int a = 0; a < n; a++) any[na++] = cb[a * N + a];
  for (int a = 0; a < n; a++)
    for (int b = 0; b < n; b++) {
      if (in->thread_of[a] == in->thread_of[b]) continue;
      for (int x = 0; x < n; x++) {
        if (in->thread_of[x] == in->thread_of[a] || in->thread_of[x] == in->thread_of[b]) continue;
        if (a > x) continue; /* (a, x) and (x, a) are the same question */
        any[na++] = smtZ_b_and(S, (smtZ_b[]){c[a * N + b], c[b * N + x], smtZ_b_not(S, c[a * N + x])}, 3);
      }
    }
  smtZ_b d = smtZ_b_or(S, any, na);
  free(any);
  free(cb);
  return d;
}

bool smt_reading_differs(const cv_program *p, const cv_hierarchies *hs, smt_question q, int k,
                         int L, unsigned timeout_ms, smt_reading_result *out, cc_error *err) {
  double t0 = cc_now();
  memset(out, 0, sizeof *out);
  const char *file = cv_program_file(p);
  if (q == SMT_Q_THREADS) k = 3;
  if (k < 2 || k > 4 || L < 1 || L > 64) {
    cc_error_set(err, file, 0, 0, "bounds out of range (k=%d, L=%d)", k, L);
    return false;
  }
  if (cv_program_ninsts(p) > 0) {
    cc_error_set(err, file, cv_program_line(p), 0,
                 "the SMT engine does not support values yet (.cfg only): '%s' has instructions",
                 cv_program_name(p));
    return false;
  }
  if (!hs || CC_SIZE(*hs) == 0) {
    cc_error_set(err, file, 0, 0, "no cycle hierarchy given");
    return false;
  }
  out->k = k;
  out->L = L;
  smtZ_ctx S;
  if (!smtZ_open(&S, file, err)) return false;
  smtS_sym e;
  smtS_init(&e, &S, p, k, L, (int)CC_SIZE(*hs), timeout_ms, t0);
  size_t N = (size_t)e.n;
  int nh = e.nh;
  smtZ_b *c = cc_malloc(N * N * sizeof *c + 1), *d = cc_malloc(N * N * sizeof *d + 1);
  smtZ_b *per_h = cc_malloc(((size_t)nh + 1) * sizeof *per_h);
  char tag[32];
  for (int hi = 0; hi < nh && !S.err.set && !e.timed_out; hi++) {
    const cv_hierarchy *h = CC_AT(*hs, hi);
    smtS_rel r1, r2;
    snprintf(tag, sizeof tag, "a%d", hi + 1);
    smtS_rel_init(&e, k, h, CV_CB_LITERAL, tag, &r1);
    per_h[hi] = smtZ_b_const(false);
    if (!smtS_lfp(&e, &r1, c)) {
      smtS_rel_free(&r1);
      break;
    }
    if (q == SMT_Q_CB || q == SMT_Q_THREADS) {
      snprintf(tag, sizeof tag, "b%d", hi + 1);
      int kk = q == SMT_Q_THREADS ? 2 : k;
      smtS_rel_init(&e, kk, h, q == SMT_Q_CB ? CV_CB_QUOTIENT : CV_CB_LITERAL, tag, &r2);
      /* d over kk threads: stride kk*L; widen it to N for pairs_differ */
      size_t M = (size_t)kk * (size_t)L;
      smtZ_b *dk = cc_malloc(M * M * sizeof *dk + 1);
      bool ok = smtS_lfp(&e, &r2, dk);
      for (size_t a = 0; a < N; a++)
        for (size_t b = 0; b < N; b++) d[a * N + b] = a < M && b < M ? dk[a * M + b] : smtZ_b_const(false);
      free(dk);
      smtS_rel_free(&r2);
      if (ok) per_h[hi] = pairs_differ(&S, c, d, e.n, (int)M, true);
    } else if (q == SMT_Q_SIGNATURE) {
      smtS_signature(&e, k, h, d);
      smtZ_b lit = pairs_differ(&S, c, d, e.n, e.n, true);
      snprintf(tag, sizeof tag, "q%d", hi + 1);
      smtS_rel_init(&e, k, h, CV_CB_QUOTIENT, tag, &r2);
      smtZ_b *cq = cc_malloc(N * N * sizeof *cq + 1);
      if (!e.timed_out && smtS_lfp(&e, &r2, cq))
        per_h[hi] = smtZ_b_or2(&S, lit, pairs_differ(&S, cq, d, e.n, e.n, true));
      free(cq);
      smtS_rel_free(&r2);
    } else if (q == SMT_Q_FIXPOINT) {
      smtE_fixpoint(&S, &r1.in, d);
      per_h[hi] = pairs_differ(&S, d, c, e.n, e.n, false);
    } else {
      per_h[hi] = inconsistent(&S, &r1.in, c);
    }
    smtS_rel_free(&r1);
    if (e.timed_out) break;
    /* one query per hierarchy: the first that differs is the witness */
    bool over;
    unsigned left = smtZ_time_left(t0, timeout_ms, &over);
    if (over) {
      e.timed_out = true;
      break;
    }
    if (per_h[hi].k == SMTZ_B_FALSE) continue;
    snprintf(tag, sizeof tag, "query_h%d", hi + 1);
    Z3_lbool r = smtQ_guarded(&S, per_h[hi], tag, left, out->reason, sizeof out->reason);
    if (S.err.set) break;
    if (r == Z3_L_UNDEF) {
      e.timed_out = true;
      break;
    }
    if (r == Z3_L_TRUE) {
      Z3_model m = smtZ_model(&S);
      if (!m) break;
      smtS_decode(&e, m, &out->t);
      smtZ_model_free(&S, m);
      out->found = true;
      out->h = hi;
      break;
    }
  }
  out->status = e.timed_out ? SMT_UNKNOWN : SMT_DONE;
  if (e.timed_out && !out->reason[0])
    snprintf(out->reason, sizeof out->reason, "time limit of %u ms reached", timeout_ms);
  free(c);
  free(d);
  free(per_h);
  smtS_free(&e);
  if (!smtZ_finish(&S, t0, &out->seconds, err)) {
    smt_reading_result_free(out);
    out->found = false;
    return false;
  }
  return true;
}
