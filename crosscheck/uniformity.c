/* crosscheck/uniformity.c — the reference uniformity ([CU] "Uniformity":
 * the output of converged dynamic instances is uniform iff it compares
 * equal) by the explicit engine (values as terms) and by Z3 (smt_values),
 * every value, branch and block's m-convergence compared. */
#include "crosscheck/xc.h"

#include <stdio.h>
#include <stdlib.h>

static xc_verdict xcI_uniform(bool uniform) { return uniform ? XC_HOLDS : XC_FAILS; }

/* With bit-vector values the SMT engine may find uniform what terms call
 * divergent (it is more precise): a refinement, not a disagreement. */
void xc_uniformity_compare(const cv_program *p, xc_uniformity_result *out, bool bv) {
  const en_run *r = out->run;
  const smt_values_result *sr = &out->smt;
  int ni = cv_program_ninsts(p), nb = cv_program_nblocks(p);
  for (int i = 0; i < ni; i++) {
    const cv_inst *I = cv_program_inst(p, i);
    xc_compare(&out->notes, XC_VALUE, i, I->name ? I->name : (I->opcode ? I->opcode : "?"),
               xcI_uniform(r->values[i].uniform), xc_verdict_of_smt(sr->values[i].verdict), bv,
               sr->values[i].reason);
  }
  for (int b = 0; b < nb; b++)
    xc_compare(&out->notes, XC_BRANCH, b, cv_block_name(p, b),
               xcI_uniform(r->branches[b].uniform), xc_verdict_of_smt(sr->branches[b].verdict),
               bv, sr->branches[b].reason);
  /* m-convergence: the SMT engine decides it on the way (the explicit
   * engine's run here decides it too) */
  for (int b = 0; b < nb; b++)
    if (cv_block_reachable(p, b))
      xc_compare(&out->notes, XC_BLOCK, b, cv_block_name(p, b),
                 xcI_uniform(r->blocks[b].m_converged), xc_verdict_of_smt(sr->blocks[b].verdict),
                 bv, sr->blocks[b].reason);
}

static bool xcI_run_smt(const cv_program *p, const en_opts *o, bool controlled, xc_engine e,
                        unsigned timeout_ms, xc_uniformity_result *out, cc_error *err) {
  if (cv_program_ninsts(p) == 0) {
    cc_error_set(err, cv_program_file(p), cv_program_line(p), 0,
                 "uniformity --engine %s takes .ll programs: the branches of "
                 "'%s' are not values (mconv --engine smt takes .cfg)",
                 xc_engine_name(e), cv_program_name(p));
    return false;
  }
  /* the explicit run's hierarchies when it ran (the same enumeration) */
  if (!out->run) {
    cv_enum_stats st;
    cv_hierarchies_enumerate(p, o->rd.hierarchies, 0, &out->own_hs, &st, err);
  }
  if (err->set || !smt_values(p, out->hs, o->k, o->L, &o->rd, false, controlled, timeout_ms,
                              &out->smt, err))
    return false;
  out->have_smt = true;
  return true;
}

/* The verdicts reported: the explicit engine's, or the SMT engine's when
 * it runs alone or with bit-vector values (which only it has). */
static void xcI_verdicts(const cv_program *p, xc_uniformity_result *out, bool bv) {
  int ni = cv_program_ninsts(p), nb = cv_program_nblocks(p);
  const en_run *r = out->run;
  const smt_values_result *sr = &out->smt;
  out->from_smt = bv || !r;
  out->val_div = cc_calloc((size_t)ni + 1, sizeof *out->val_div);
  out->br_div = cc_calloc((size_t)nb + 1, sizeof *out->br_div);
  out->val_unk = cc_calloc((size_t)ni + 1, sizeof *out->val_unk);
  out->br_unk = cc_calloc((size_t)nb + 1, sizeof *out->br_unk);
  for (int i = 0; i < ni; i++) {
    if (!out->from_smt) out->val_div[i] = !r->values[i].uniform;
    else out->val_div[i] = sr->values[i].verdict == SMT_MCONV_FAILS;
    if (out->have_smt && sr->values[i].verdict == SMT_MCONV_UNKNOWN) {
      out->unknown++, out->val_unk[i] = out->from_smt;
      if (sr->values[i].not_encoded && !out->not_encoded) out->not_encoded = sr->values[i].reason;
    }
  }
  for (int b = 0; b < nb; b++) {
    if (!out->from_smt) out->br_div[b] = !r->branches[b].uniform;
    else out->br_div[b] = sr->branches[b].verdict == SMT_MCONV_FAILS;
    if (out->have_smt && sr->branches[b].verdict == SMT_MCONV_UNKNOWN) {
      out->unknown++, out->br_unk[b] = out->from_smt;
      if (sr->branches[b].not_encoded && !out->not_encoded) out->not_encoded = sr->branches[b].reason;
    }
  }
}

bool xc_uniformity(const cv_program *p, const en_opts *o, bool controlled, xc_engine e,
                   unsigned timeout_ms, xc_uniformity_result *out, cc_error *err) {
  memset(out, 0, sizeof *out);
  out->hs = &out->own_hs;
  bool bv = o->rd.values == CV_VALUES_BV;
  if (bv && !(e & XC_SMT)) { /* only Z3 has bit-vector values */
    cc_error_set(err, cv_program_file(p), 0, 0,
                 "--values smt (bit-vectors) is the SMT engine's reading: give --engine smt or both");
    return false;
  }
  if (e & XC_EXPLICIT) {
    en_opts eo = *o; /* the explicit engine's values are terms (--values: the SMT engine's) */
    eo.rd.values = CV_VALUES_TERMS;
    eo.controlled = controlled;
    out->run = en_run_new(p, &eo, err);
    if (!out->run) return false;
    out->hs = &out->run->hs;
  }
  if ((e & XC_SMT) && !xcI_run_smt(p, o, controlled, e, timeout_ms, out, err)) return false;
  if (out->run && out->have_smt) xc_uniformity_compare(p, out, bv);
  xcI_verdicts(p, out, bv);
  return true;
}

void xc_uniformity_free(xc_uniformity_result *r) {
  en_run_free(r->run);
  smt_values_result_free(&r->smt);
  cv_hierarchies_free(&r->own_hs);
  CC_FREE_ALL(r->val_div, r->br_div, r->val_unk, r->br_unk);
  xc_notes_free(&r->notes);
  memset(r, 0, sizeof *r);
}
