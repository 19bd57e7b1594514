/* crosscheck/relation.c — the relation of given traces by both engines:
 * the maximal converged-with relation ([CU] "Maximal Convergence"; its
 * fixed points, docs/design.md §10) and the controlled one ([CO]
 * "Controlled Maximal Convergence"). */
#include "crosscheck/xc.h"

#include <stdio.h>
#include <stdlib.h>

const cv_reading_support xc_relation_support = {
    [CV_RD_cb] = CV_SUPPORT_ALL, [CV_RD_fixpoint] = CV_SUPPORT_ALL,
    [CV_RD_anchors] = CV_SUPPORT_ALL};

/* Does the n*n pair matrix m (from Z3) hold exactly the pairs of r? */
static bool xcI_same_pairs(const bool *m, const cv_relation *r) {
  int n = cv_relation_ninstances(r);
  for (int x = 0; x < n; x++)
    for (int y = 0; y < n; y++)
      if (x != y && m[x * n + y] != cv_converged_with(r, x, y)) return false;
  return true;
}

bool xc_relation(const cv_program *p, const cv_hierarchy *h, const cv_tuple *t,
                 const cv_readings *rd, xc_engine e, unsigned timeout_ms,
                 xc_relation_result *out, cc_error *err) {
  memset(out, 0, sizeof *out);
  cv_readings lr = *rd, gr = *rd; /* the least and (if asked) the greatest */
  lr.fixpoint = CV_FIXPOINT_LEAST;
  gr.fixpoint = CV_FIXPOINT_GREATEST;
  out->least = cv_maximal_converged_with(p, h, t, &lr);
  if (rd->fixpoint != CV_FIXPOINT_LEAST) out->greatest = cv_maximal_converged_with(p, h, t, &gr);
  if (!(e & XC_SMT)) return true;
  smt_result sr;
  smt_fixpoint_result fr;
  memset(&sr, 0, sizeof sr);
  memset(&fr, 0, sizeof fr);
  bool ok, unknown;
  const bool *least, *greatest = NULL;
  const char *why_unknown;
  if (rd->fixpoint == CV_FIXPOINT_LEAST) {
    ok = smt_relation(p, h, t, &lr, timeout_ms, &sr, err);
    unknown = ok && sr.status == SMT_UNKNOWN;
    why_unknown = sr.reason;
    least = sr.converged;
  } else { /* docs/design.md §10 unique-check: every fixed point, by Z3 */
    ok = smt_fixpoints(p, h, t, rd, timeout_ms, &fr, err);
    unknown = ok && fr.status == SMT_UNKNOWN;
    why_unknown = fr.reason;
    least = fr.least, greatest = fr.greatest;
  }
  if (ok && unknown) {
    out->smt = XC_UNKNOWN;
    snprintf(out->reason, sizeof out->reason, "%s", why_unknown);
  } else if (ok) {
    bool same = xcI_same_pairs(least, out->least) &&
                (!out->greatest || xcI_same_pairs(greatest, out->greatest));
    out->smt = same ? XC_HOLDS : XC_FAILS;
  }
  /* the explicit model always computes the relation shown: Z3 confirms it */
  if (ok)
    xc_compare(&out->notes, XC_RELATION, -1, "the relations of these traces", XC_HOLDS,
               out->smt, false, out->reason);
  smt_result_free(&sr);
  smt_fixpoints_free(&fr);
  return ok;
}

void xc_relation_free(xc_relation_result *r) {
  cv_relation_free(r->least);
  cv_relation_free(r->greatest);
  xc_notes_free(&r->notes);
  memset(r, 0, sizeof *r);
}

/* Is Z3's relation (classes per controlled instruction, thread-major
 * instances) behaviour i of B? */
static bool xcI_same_behaviour(const smt_tokens_result *r, const cv_tuple *t,
                               const cv_behaviours *B, int i) {
  for (int c = 0; c < r->nctl; c++)
    for (int a = 0, ta = 0, pa = 0; a < r->n; a++, pa++) {
      while (pa >= t->thread[ta].len) ta++, pa = 0;
      for (int b = a + 1, tb = ta, pb = pa + 1; b < r->n; b++, pb++) {
        while (pb >= t->thread[tb].len) tb++, pb = 0;
        const int *cl = r->cls + (size_t)c * (size_t)r->n;
        if (ta == tb || cl[a] < 0 || cl[b] < 0) continue;
        int ea = cv_behaviour_inst_class(B, i, r->ctl[c], ta, pa);
        int eb = cv_behaviour_inst_class(B, i, r->ctl[c], tb, pb);
        if ((cl[a] == cl[b]) != (ea >= 0 && ea == eb)) return false;
      }
    }
  return true;
}

bool xc_controlled(const cv_program *p, const cv_hierarchy *h, const cv_tuple *t,
                   const cv_readings *rd, int ncons, const cv_anchor_constraint *cons,
                   xc_engine e, unsigned timeout_ms, xc_controlled_result *out, cc_error *err) {
  memset(out, 0, sizeof *out);
  out->behaviours = -1;
  if (!smt_tokens(p, h, t, rd, ncons, cons, timeout_ms, &out->smt, err)) return false;
  if (out->smt.status == SMT_UNKNOWN) {
    cc_error_set(err, cv_program_file(p), 0, 0, "the SMT engine did not decide (%s): no verdict",
                 out->smt.reason);
    return false;
  }
  if (!(e & XC_EXPLICIT)) return true;
  cv_behaviours *B = cv_controlled_converged_with(p, h, t, rd, ncons, cons, 4096);
  int nb = out->behaviours = cv_behaviours_count(B);
  bool trunc = out->truncated = cv_behaviours_truncated(B);
  const smt_tokens_result *r = &out->smt;
  bool disagree = r->consistent != (nb > 0) && !(trunc && nb == 0);
  if (r->consistent && nb > 0 && !trunc) { /* is Z3's relation one of the behaviours? */
    bool found = false;
    for (int i = 0; i < nb && !found; i++) found = xcI_same_behaviour(r, t, B, i);
    if (!found) disagree = true;
  }
  cv_behaviours_free(B);
  if (disagree) {
    xc_note n;
    memset(&n, 0, sizeof n);
    n.kind = XC_DISAGREE;
    n.subject = XC_RELATION;
    n.index = -1;
    n.explicit_v = nb > 0 ? XC_HOLDS : XC_FAILS;
    n.smt_v = r->consistent ? XC_HOLDS : XC_FAILS;
    snprintf(n.what, sizeof n.what,
             "the explicit engine finds %d consistent behaviour%s, the SMT engine %s", nb,
             nb == 1 ? "" : "s",
             r->consistent ? "a consistent relation that is none of them" : "none");
    CC_PUSH(out->notes.list, n);
    out->notes.disagree++;
  }
  return true;
}

void xc_controlled_free(xc_controlled_result *r) {
  smt_tokens_result_free(&r->smt);
  xc_notes_free(&r->notes);
}
