/* crosscheck/mconv.c — m-convergence ([CU] "m-converged static
 * instances") and the consistency of every maximal relation
 * (docs/design.md §4) by the explicit engine and by Z3, compared. */
#include "crosscheck/xc.h"

#include <stdio.h>
#include <stdlib.h>

const cv_reading_support xc_mconv_support = {
    [CV_RD_cb] = CV_SUPPORT_ALL, [CV_RD_hierarchies] = CV_SUPPORT_ALL,
    [CV_RD_anchors] = CV_SUPPORT_ALL};

bool xc_anchors_per_hierarchy(const cv_program *p, const cv_readings *rd, bool controlled) {
  if (!controlled || rd->anchors != CV_ANCHOR_MAXIMAL) return false;
  for (int i = 0; i < cv_program_ninsts(p); i++)
    if (cv_program_inst(p, i)->token_def == CV_TOKEN_ANCHOR) return true;
  return false;
}

/* A block in no cycle has one controlled relation in every hierarchy only
 * when the token classes are the same in all (region condition, [CO]
 * "Controlled Maximal Convergence" 2.1): not so when maximal anchors
 * follow each hierarchy's uncontrolled relation (anchors_varying). */
const char *xc_mconv_proof(const cv_hierarchies *hs, int b, bool anchors_varying) {
  const int *heads;
  if (CC_SIZE(*hs) == 1) return "the CFG has one cycle hierarchy";
  if (anchors_varying) return NULL;
  if (cv_hierarchy_headers_of(CC_AT(*hs, 0), b, &heads) == 0) return "in no cycle";
  return NULL;
}

/* The explicit engine's verdict on block b: "no witness in the tuples
 * examined" of a run max_tuples stopped is no verdict. */
static xc_verdict xcI_explicit_block(const en_run *r, int b, const char *proof) {
  if (!r->blocks[b].m_converged) return XC_FAILS;
  return proof || !r->truncated ? XC_HOLDS : XC_UNKNOWN;
}

static bool xcI_run_smt(const cv_program *p, const en_opts *o, bool controlled,
                        unsigned timeout_ms, xc_mconv_result *out, cc_error *err) {
  cv_enum_stats st;
  cv_hierarchies_enumerate(p, o->rd.hierarchies, 0, &out->hs, &st, err);
  bool ok = controlled && cv_program_has_tokens(p)
                ? smt_mconv_tokens(p, &out->hs, o->k, o->L, &o->rd, timeout_ms, &out->smt, err)
                : smt_mconv(p, &out->hs, o->k, o->L, &o->rd, timeout_ms, &out->smt, err);
  out->have_smt = ok;
  return ok;
}

bool xc_mconv(const cv_program *p, const en_opts *o, bool controlled, xc_engine e,
              unsigned timeout_ms, xc_mconv_result *out, cc_error *err) {
  memset(out, 0, sizeof *out);
  if (e & XC_EXPLICIT) {
    en_opts eo = *o;
    eo.mconv_only = true;
    eo.controlled = controlled;
    out->run = en_run_new(p, &eo, err);
    if (!out->run) return false;
  }
  if ((e & XC_SMT) && !xcI_run_smt(p, o, controlled, xc_smt_left(o, timeout_ms), out, err))
    return false;
  int nb = cv_program_nblocks(p);
  out->blocks = cc_calloc((size_t)nb + 1, sizeof *out->blocks);
  bool varying = xc_anchors_per_hierarchy(p, &o->rd, controlled);
  const cv_hierarchies *hs = out->have_smt ? &out->hs : &out->run->hs;
  for (int b = 0; b < nb; b++) {
    if (!cv_block_reachable(p, b)) continue;
    xc_block *xb = &out->blocks[b];
    xb->proof = xc_mconv_proof(hs, b, varying);
    if (out->run) xb->explicit_v = xcI_explicit_block(out->run, b, xb->proof);
    if (!out->have_smt) continue;
    xb->smt_v = xc_verdict_of_smt(out->smt.blocks[b].verdict);
    if (xb->proof && xb->smt_v == XC_UNKNOWN) xb->smt_v = XC_HOLDS; /* no solver needed */
    if (xb->smt_v == XC_UNKNOWN) {
      out->unknown++;
      if (out->smt.blocks[b].not_encoded && !out->not_encoded) out->not_encoded = out->smt.blocks[b].reason;
    }
    /* "no witness in the tuples examined" counts as m-converged here: a
     * witness Z3 finds that the explicit engine missed is a disagreement */
    xc_verdict ex = xb->explicit_v == XC_UNKNOWN ? XC_HOLDS : xb->explicit_v;
    int kind = xc_compare(&out->notes, XC_BLOCK, b, cv_block_name(p, b), ex, xb->smt_v, false,
                          out->smt.blocks[b].reason);
    xb->differ = kind == XC_DISAGREE;
  }
  return true;
}

void xc_mconv_free(xc_mconv_result *r) {
  en_run_free(r->run);
  smt_mconv_result_free(&r->smt);
  cv_hierarchies_free(&r->hs);
  free(r->blocks);
  xc_notes_free(&r->notes);
  memset(r, 0, sizeof *r);
}

bool xc_consistency_check(const cv_program *p, const cv_hierarchies *hs, const en_run *r,
                          xc_engine e, int k, int L, unsigned timeout_ms, xc_consistency *out,
                          cc_error *err) {
  memset(out, 0, sizeof *out);
  out->explicit_v = out->smt_v = -1;
  out->h = -1;
  if (r) {
    out->explicit_v = r->inconsistent > 0;
    out->seconds = r->seconds;
    if (out->explicit_v) {
      en_witness_tuple(r, &r->first_inconsistent, &out->t);
      out->h = r->first_inconsistent.h1;
      out->have_tuple = true;
    }
  }
  if (e & XC_SMT) {
    smt_reading_result zr;
    if (!smt_reading_differs(p, hs, SMT_Q_CONSISTENCY, k, L, timeout_ms, &zr, err)) {
      xc_consistency_free(out);
      return false;
    }
    out->seconds += zr.seconds;
    if (zr.status == SMT_DONE) out->smt_v = zr.found;
    else snprintf(out->reason, sizeof out->reason, "%.120s", zr.reason);
    if (zr.found && out->explicit_v != 1) { /* Z3's tuple, when it is the first */
      out->t = zr.t;
      memset(&zr.t, 0, sizeof zr.t);
      out->h = zr.h;
      out->have_tuple = true;
    }
    smt_reading_result_free(&zr);
  }
  int ex = out->explicit_v, sx = out->smt_v;
  xc_compare(&out->notes, XC_RELATION, -1, "the consistency of every maximal relation",
             ex < 0 ? XC_NONE : ex ? XC_FAILS : XC_HOLDS,
             !(e & XC_SMT) ? XC_NONE : sx < 0 ? XC_UNKNOWN : sx ? XC_FAILS : XC_HOLDS, false,
             out->reason);
  bool disagree = ex >= 0 && sx >= 0 && ex != sx;
  out->verdict = disagree ? -2 : ex >= 0 && (sx < 0 || e == XC_EXPLICIT) ? ex : sx;
  if (e == XC_BOTH && sx < 0) out->verdict = -1; /* both asked, Z3 undecided */
  return true;
}

void xc_consistency_free(xc_consistency *c) {
  if (c->have_tuple) cv_tuple_free(&c->t);
  c->have_tuple = false;
  xc_notes_free(&c->notes);
}
