/* encode/smt_relation.c — the maximal converged-with relation over given
 * traces, computed by Z3 (encode/smt.h).  With the traces fixed, only the
 * pairs' membership c and their levels are unknown; pairs with no cycle
 * header before either instance are converged outright (the condition of
 * [CU] "Maximal Convergence" is vacuous), so Z3 decides only the others. */
#include "encode/smt_int.h"

#include <stdio.h>
#include <stdlib.h>

void smt_result_free(smt_result *r) {
  if (!r) return;
  free(r->converged);
  r->converged = NULL;
}

/* The instances of given traces, numbered thread-major, and the spec of
 * the relation encoding over them (encode/smt_int.h). */
typedef struct given {
  int k, n, pairs;
  int *off, *thread_of, *block_of;
  smtZ_b *same, *relevant;
} given;

static void given_free(given *g) {
  CC_FREE_ALL(g->off, g->thread_of, g->block_of, g->same, g->relevant);
}

static bool given_init(const cv_program *p, const cv_hierarchy *h, const cv_tuple *t,
                       const cv_readings *rd, given *g, cc_error *err) {
  memset(g, 0, sizeof *g);
  if (!cv_readings_check(rd, smt_support, "the SMT engine", NULL, err)) {
    snprintf(err->file, sizeof err->file, "%s", cv_program_file(p));
    return false;
  }
  if (t->k < 1) {
    cc_error_set(err, cv_program_file(p), 0, 0, "no threads");
    return false;
  }
  if (!cv_tuple_check(p, t, err)) return false;
  int k = t->k, *off, *thread_of;
  int n = smtE_tuple_layout(t, &off, &thread_of);
  size_t N = (size_t)n;
  int *block_of = cc_malloc(N * sizeof *block_of + 1);
  for (int i = 0; i < k; i++)
    for (int s = 0; s < t->thread[i].len; s++) block_of[off[i] + s] = t->thread[i].blocks[s];
  smtZ_b *same = cc_malloc(N * N * sizeof *same + 1);
  smtZ_b *relevant = cc_malloc(N * N * sizeof *relevant + 1);
  int pairs = 0;
  for (int a = 0; a < n; a++)
    for (int b = 0; b < n; b++) {
      bool sm = thread_of[a] != thread_of[b] && block_of[a] == block_of[b];
      same[a * N + b] = smtZ_b_const(sm);
      if (sm && a < b) pairs++;
      /* a (before b in b's thread) is an instance of the header of a cycle
       * containing b's block */
      bool rel = false;
      if (thread_of[a] == thread_of[b] && a < b) {
        const int *heads;
        int nh = cv_hierarchy_headers_of(h, block_of[b], &heads);
        for (int j = 0; j < nh; j++) rel |= heads[j] == block_of[a];
      }
      relevant[a * N + b] = smtZ_b_const(rel);
    }
  g->k = k, g->n = n, g->pairs = pairs;
  g->off = off, g->thread_of = thread_of, g->block_of = block_of;
  g->same = same, g->relevant = relevant;
  return true;
}

bool smt_relation(const cv_program *p, const cv_hierarchy *h,
                  const cv_tuple *t, const cv_readings *rd,
                  unsigned timeout_ms, smt_result *out, cc_error *err) {
  double t0 = cc_now();
  memset(out, 0, sizeof *out);
  given g;
  if (!given_init(p, h, t, rd, &g, err)) return false;
  cv_cb_reading reading = rd->cb;
  int k = g.k, n = g.n;
  size_t N = (size_t)n;
  out->n = n;
  out->pairs = g.pairs;
  /* the lfp is reached after at most one round per pair whose condition
   * is not vacuous, which bounds the levels */
  smtE_spec in = {k, n, g.off, g.thread_of, g.same, g.relevant, reading, 0, "h", NULL, NULL};
  int nonvac = smtE_free_pairs(&in);
  int Dmax = nonvac + 1;
  /* Iterative deepening on the number of levels: few rounds are the rule,
   * and with D levels a model exists iff the lfp takes at most D rounds
   * (encode/smt.h), so "unsatisfiable" only means "more levels". */
  int D = Dmax < 4 ? Dmax : 4;
  bool ok = true;
  smtZ_b *c = cc_malloc(N * N * sizeof *c + 1);
  for (;;) {
    smtZ_ctx S;
    if (!smtZ_open(&S, cv_program_file(p), err)) {
      ok = false;
      break;
    }
    smtZ_timeout(&S, smtZ_time_left(t0, timeout_ms, NULL));
    in.levels = D;
    out->free_pairs = smtE_relation(&S, &in, c);
    out->levels = D;
    Z3_lbool r = smtZ_check(&S, 0, NULL, out->reason, sizeof out->reason);
    bool again = false;
    if (S.err.set) {
      /* recorded below */
    } else if (r == Z3_L_UNDEF) {
      out->status = SMT_UNKNOWN;
    } else if (r == Z3_L_FALSE) {
      if (D < Dmax) {
        D = D * 2 < Dmax ? D * 2 : Dmax;
        again = true;
      } else {
        /* the least fixed point always exists: no model means the encoding
         * is wrong, which must never pass for a result */
        cc_error_set(&S.err, cv_program_file(p), 0, 0,
                     "Z3 found no least fixed point for these traces (a bug in "
                     "the SMT encoding)");
      }
    } else {
      Z3_model m = smtZ_model(&S);
      if (m) {
        out->status = SMT_DONE;
        out->converged = cc_calloc(N * N + 1, sizeof *out->converged);
        for (int a = 0; a < n; a++)
          for (int b = a + 1; b < n; b++)
            if (smtZ_b_eval(&S, m, c[a * N + b]))
              out->converged[a * N + b] = out->converged[b * N + a] = true;
        smtZ_model_free(&S, m);
      }
    }
    smtZ_close(&S);
    if (S.err.set) {
      if (!err->set) *err = S.err;
      smt_result_free(out);
      ok = false;
    }
    if (!again || !ok) break;
  }
  free(c);
  given_free(&g);
  out->seconds = cc_now() - t0;
  return ok;
}

void smt_fixpoints_free(smt_fixpoint_result *r) {
  if (!r) return;
  free(r->least);
  free(r->greatest);
  r->least = r->greatest = NULL;
}

/* docs/design.md §10 "unique-check": the least fixed point comes from smt_relation;
 * then, over the constraints whose models are exactly the fixed points
 * (smtE_fixpoint), Z3 is asked again and again for a fixed point
 * with a pair outside the union U of the fixed points seen so far, until
 * it answers unsatisfiable.  Every fixed point is contained in the
 * greatest one, which is itself a fixed point, so at that moment U is the
 * greatest fixed point (the condition is monotone: Knaster-Tarski); the
 * least one is unique iff the first question is already unsatisfiable. */
bool smt_fixpoints(const cv_program *p, const cv_hierarchy *h, const cv_tuple *t,
                   const cv_readings *rd_in, unsigned timeout_ms, smt_fixpoint_result *out,
                   cc_error *err) {
  double t0 = cc_now();
  memset(out, 0, sizeof *out);
  cv_readings least = *rd_in; /* the question is the fixed point: asked here */
  least.fixpoint = CV_FIXPOINT_LEAST;
  const cv_readings *rd = &least;
  cv_cb_reading reading = rd->cb;
  smt_result lr;
  if (!smt_relation(p, h, t, rd, timeout_ms, &lr, err)) return false;
  if (lr.status == SMT_UNKNOWN) {
    out->status = SMT_UNKNOWN;
    snprintf(out->reason, sizeof out->reason, "least fixed point: %.100s", lr.reason);
    smt_result_free(&lr);
    out->seconds = cc_now() - t0;
    return true;
  }
  given g;
  if (!given_init(p, h, t, rd, &g, err)) {
    smt_result_free(&lr);
    return false;
  }
  int n = g.n;
  size_t N = (size_t)n;
  out->n = n;
  out->least = lr.converged;
  lr.converged = NULL;
  out->greatest = cc_calloc(N * N + 1, sizeof *out->greatest);
  memcpy(out->greatest, out->least, N * N * sizeof *out->greatest);
  smtZ_ctx S;
  if (!smtZ_open(&S, cv_program_file(p), err)) {
    given_free(&g);
    smt_fixpoints_free(out);
    return false;
  }
  smtZ_b *d = cc_malloc(N * N * sizeof *d + 1);
  smtZ_b *outside = cc_malloc(N * N * sizeof *outside + 1);
  smtE_spec in = {g.k, n, g.off, g.thread_of, g.same, g.relevant, reading, 0, "f", NULL, NULL};
  smtE_fixpoint(&S, &in, d);
  out->status = SMT_DONE;
  out->unique = true;
  for (int round = 0; !S.err.set; round++) {
    /* a fixed point with a pair outside U */
    int m = 0;
    for (int a = 0; a < n; a++)
      for (int b = a + 1; b < n; b++)
        if (!out->greatest[a * N + b]) outside[m++] = d[a * N + b];
    smtZ_b q = smtZ_b_or(&S, outside, m);
    if (q.k == SMTZ_B_FALSE) break;
    char name[32];
    snprintf(name, sizeof name, "outside_%d", round);
    Z3_lbool r = smtQ_guarded(&S, q, name, smtZ_time_left(t0, timeout_ms, NULL), out->reason,
                                   sizeof out->reason);
    if (S.err.set) break;
    if (r == Z3_L_FALSE) break;
    if (r == Z3_L_UNDEF) {
      out->status = SMT_UNKNOWN;
      break;
    }
    Z3_model mo = smtZ_model(&S);
    if (!mo) break;
    out->unique = false;
    out->fixpoints++;
    for (int a = 0; a < n; a++)
      for (int b = a + 1; b < n; b++)
        if (smtZ_b_eval(&S, mo, d[a * N + b])) out->greatest[a * N + b] = out->greatest[b * N + a] = true;
    smtZ_model_free(&S, mo);
  }
  free(d);
  free(outside);
  given_free(&g);
  if (!smtZ_finish(&S, t0, &out->seconds, err)) {
    smt_fixpoints_free(out);
    return false;
  }
  return true;
}
