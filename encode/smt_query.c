/* encode/smt_query.c — the query driver of encode/ (prefix smtQ_): how
 * every engine over symbolic traces asks Z3 whether a property fails.
 * One question is: assume a fresh literal g, assert g -> d, check under g
 * (no push/pop: the reference-counting rule of encode/smt_int.h);
 * unsatisfiable: no item asked about fails; unknown: no verdict, Z3's
 * reason; satisfiable: the model is harvested for witnesses, and it must
 * show at least one of the items asked about (else the encoding is
 * wrong, which is an error, never a verdict).  smtQ_run asks either one
 * question per item in order (m-convergence per block, encode/smt_mconv.c)
 * or one question for all undecided items at once, again and again until
 * Z3 answers unsatisfiable or unknown (encode/smt_values.c): every model
 * decides at least one item, the final unsatisfiable answer all the rest. */
#include "encode/smt_int.h"

#include <stdio.h>
#include <stdlib.h>

Z3_lbool smtQ_guarded(smtZ_ctx *S, smtZ_b q, const char *name, unsigned left_ms,
                      char *reason, size_t size) {
  smtZ_timeout(S, left_ms);
  smtZ_b g = smtZ_b_var(S, name);
  Z3_ast ga = smtZ_b_ast(S, g);
  /* The SAT solver (QF_FD) is given the clause "not g or q", a solver with
   * theories (the value encodings) Z3's "g implies q": the same constraint,
   * but Z3 answers it with other models, and these two forms are the ones
   * whose witnesses the tests and users have seen. */
  if (S->theories && q.k == SMTZ_B_AST && !S->err.set) {
    Z3_solver_assert(S->ctx, S->solver, Z3_mk_implies(S->ctx, ga, q.a));
    smtZ_ok(S);
  } else {
    smtZ_assert(S, smtZ_b_implies(S, g, q));
  }
  return smtZ_check(S, 1, &ga, reason, size);
}

static void set_unknown(const smtQ_loop *q, int j, const char *why) {
  smtQ_slot s = q->slot(q->ctx, j);
  *s.verdict = SMT_MCONV_UNKNOWN;
  snprintf(s.reason, s.rsize, "%s", why);
}

static bool open_item(const smtQ_loop *q, int j) {
  return (!q->skip || !q->skip(q->ctx, j)) && *q->slot(q->ctx, j).verdict != SMT_MCONV_FAILS;
}

/* One question: does some item of todo (nt > 0) fail, d its condition?
 * Returns true iff a model was harvested (false: unsatisfiable, unknown —
 * the items marked —, the time limit or an error). */
static bool ask(const smtQ_loop *q, const int *todo, int nt, smtZ_b d, const char *name) {
  smtZ_ctx *S = q->S;
  char reason[128] = "";
  bool over;
  unsigned left = smtZ_time_left(q->t0, q->timeout_ms, &over);
  if (over) {
    snprintf(reason, sizeof reason, "time limit of %u ms (what --timeout left) reached", q->timeout_ms);
    for (int x = 0; x < nt; x++) set_unknown(q, todo[x], reason);
    return false;
  }
  Z3_lbool r = smtQ_guarded(S, d, name, left, reason, sizeof reason);
  if (S->err.set || r == Z3_L_FALSE) return false;
  if (r == Z3_L_UNDEF) {
    for (int x = 0; x < nt; x++) set_unknown(q, todo[x], reason[0] ? reason : "unknown");
    return false;
  }
  Z3_model m = smtZ_model(S);
  if (!m) return false;
  q->harvest(q->ctx, m, todo, nt);
  smtZ_model_free(S, m);
  bool got = false;
  for (int x = 0; x < nt; x++) got |= *q->slot(q->ctx, todo[x]).verdict == SMT_MCONV_FAILS;
  smtZ_time_left(q->t0, q->timeout_ms, &over);
  if (!got && over) { /* the harvest stopped at the time limit (issue 29) */
    snprintf(reason, sizeof reason, "time limit of %u ms (what --timeout left) reached while reading a model",
             q->timeout_ms);
    for (int x = 0; x < nt; x++) set_unknown(q, todo[x], reason);
    return false;
  }
  if (!got && !S->err.set) {
    if (q->batch) cc_error_set(&S->err, S->file, 0, 0, "%s", q->bug);
    else cc_error_set(&S->err, S->file, 0, 0, "%s: %s", q->bug, q->label(q->ctx, todo[0]));
  }
  return got;
}

void smtQ_run(const smtQ_loop *q) {
  smtZ_ctx *S = q->S;
  char name[160];
  if (q->built_late) {
    char why[128];
    snprintf(why, sizeof why, "time limit of %u ms (what --timeout left) reached while building the encoding",
             q->timeout_ms);
    for (int j = 0; j < q->n; j++)
      if (open_item(q, j)) set_unknown(q, j, why);
    return;
  }
  if (!q->batch) {
    for (int j = 0; j < q->n && !S->err.set; j++) {
      if (!open_item(q, j)) continue; /* decided by an earlier model */
      double tb = cc_now();
      smtZ_b d = q->differs(q->ctx, j);
      if (d.k == SMTZ_B_FALSE) continue;
      bool over;
      smtZ_time_left(q->t0, q->timeout_ms, &over);
      if (over) {
        char reason[128];
        snprintf(reason, sizeof reason, "time limit of %u ms (what --timeout left) reached", q->timeout_ms);
        set_unknown(q, j, reason);
        continue;
      }
      snprintf(name, sizeof name, "%s%s", q->name, q->label(q->ctx, j));
      ask(q, &j, 1, d, name);
      double *sec = q->slot(q->ctx, j).seconds;
      if (sec) *sec = cc_now() - tb;
    }
    return;
  }
  int *todo = cc_malloc(((size_t)q->n + 1) * sizeof *todo);
  while (!S->err.set) {
    int nt = 0;
    smtZ_b d = smtZ_b_const(false);
    for (int j = 0; j < q->n; j++) {
      if (!open_item(q, j)) continue;
      smtZ_b dj = q->differs(q->ctx, j);
      if (dj.k == SMTZ_B_FALSE) continue;
      todo[nt++] = j;
      d = smtZ_b_or2(S, d, dj);
    }
    if (!nt) break;
    snprintf(name, sizeof name, "%s%d", q->name, (*q->round)++);
    if (!ask(q, todo, nt, d, name)) break;
  }
  free(todo);
}
