/* crosscheck/uniformity.c — the reference uniformity ([CU] "Uniformity":
 * the output of converged dynamic instances is uniform iff it compares
 * equal) by the explicit engine (values as terms) and by Z3 (smt_values),
 * every value, branch and block's m-convergence compared. */
#include "crosscheck/xc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const cv_reading_support xc_uniformity_support = {
    [CV_RD_cb] = CV_SUPPORT_ALL, [CV_RD_hierarchies] = CV_SUPPORT_ALL,
    [CV_RD_anchors] = CV_SUPPORT_ALL, [CV_RD_values] = CV_SUPPORT_ALL,
    [CV_RD_calls] = CV_SUPPORT_ALL};

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

/* Z3 decides the uniformity of values: a .cfg program has none.  Checked
 * before any engine runs (issue 29: the explicit engine ran to its end,
 * 34 s, before the refusal). */
static bool xcI_smt_takes(const cv_program *p, xc_engine e, cc_error *err) {
  if (!(e & XC_SMT) || cv_program_ninsts(p) > 0) return true;
  cc_error_set(err, cv_program_file(p), cv_program_line(p), 0,
               "uniformity --engine %s takes .ll programs: the branches of "
               "'%s' are not values (mconv --engine smt takes .cfg)",
               xc_engine_name(e), cv_program_name(p));
  return false;
}

static bool xcI_run_smt(const cv_program *p, const en_opts *o, bool controlled, xc_engine e,
                        unsigned timeout_ms, xc_uniformity_result *out, cc_error *err) {
  if (!xcI_smt_takes(p, e, err)) return false;
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
/* Can instruction i be divergent at all: a value, or the terminator of a
 * block whose branch decides something? */
static bool xcI_can_diverge(const cv_program *p, int i) {
  const cv_inst *I = cv_program_inst(p, i);
  if (I->flags & CV_INST_HAS_RESULT) return true;
  int ni;
  const int *is = cv_block_insts(p, I->block, &ni);
  return ni > 0 && is[ni - 1] == i && cv_block_decides(p, I->block);
}

/* The n verdicts of one kind (values, or branches when branches): divergent
 * (*div) from the explicit run's results ex, or from Z3's sm when
 * out->from_smt; the ones without a verdict counted and marked (*unk): Z3's
 * when the verdicts are Z3's, and what a stopped explicit run found no
 * witness for (issue 29: never shown as decided). */
static void xcI_verdicts_of(const cv_program *p, xc_uniformity_result *out, int n, bool branches,
                            const en_value_result *ex, const smt_value_result *sm, bool **div,
                            bool **unk) {
  *div = cc_calloc((size_t)n + 1, sizeof **div);
  *unk = cc_calloc((size_t)n + 1, sizeof **unk);
  /* a run the deadline or --max-tuples stopped found no witness for a
   * uniform value in the tuples it examined: no verdict */
  bool ex_partial = !out->from_smt && out->run && out->run->truncated;
  for (int i = 0; i < n; i++) {
    if (!out->from_smt) (*div)[i] = !ex[i].uniform;
    else (*div)[i] = sm[i].verdict == SMT_MCONV_FAILS;
    if (ex_partial && ex[i].uniform &&
        (branches ? cv_block_decides(p, i) : xcI_can_diverge(p, i))) {
      out->unknown++, out->explicit_unknown++, (*unk)[i] = true;
      continue;
    }
    if (out->have_smt && sm[i].verdict == SMT_MCONV_UNKNOWN) {
      out->unknown++, (*unk)[i] = out->from_smt;
      if (sm[i].not_encoded && !out->not_encoded) out->not_encoded = sm[i].reason;
    }
  }
}

static void xcI_verdicts(const cv_program *p, xc_uniformity_result *out, bool bv) {
  const en_run *r = out->run;
  const smt_values_result *sr = &out->smt;
  out->from_smt = bv || !r;
  xcI_verdicts_of(p, out, cv_program_ninsts(p), false, r ? r->values : NULL, sr->values,
                  &out->val_div, &out->val_unk);
  xcI_verdicts_of(p, out, cv_program_nblocks(p), true, r ? r->branches : NULL, sr->branches,
                  &out->br_div, &out->br_unk);
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
  if (!xcI_smt_takes(p, e, err)) return false;
  if (e & XC_EXPLICIT) {
    en_opts eo = *o; /* the explicit engine's values are terms (--values: the SMT engine's) */
    eo.rd.values = CV_VALUES_TERMS;
    eo.controlled = controlled;
    out->run = en_run_new(p, &eo, err);
    if (!out->run) return false;
    out->hs = &out->run->hs;
  }
  if ((e & XC_SMT) && !xcI_run_smt(p, o, controlled, e, xc_smt_left(o, timeout_ms), out, err))
    return false;
  if (out->run && out->have_smt) xc_uniformity_compare(p, out, bv);
  xcI_verdicts(p, out, bv);
  return true;
}

void xc_reached_apart(const cv_program *p, const bool *br_div, int *under) {
  int nb = cv_program_nblocks(p);
  for (int b = 0; b < nb; b++) under[b] = -1;
  cv_domtree *pdt = cv_domtree_new(p, true);
  int *seen = calloc((size_t)(nb ? nb : 1), sizeof *seen), *stack = malloc((size_t)(nb ? nb : 1) * sizeof *stack);
  if (!pdt || !seen || !stack) {
    if (pdt) cv_domtree_free(pdt);
    free(seen), free(stack);
    return;
  }
  /* Per divergent branch d: the blocks reachable from d's successors
   * before its immediate post-dominator (the join every thread of d
   * reaches).  Those are the blocks some successor of d has a path to the
   * exit avoiding: a block that post-dominates every successor
   * post-dominates d, so lies at or after the join (d itself included
   * when a successor leads back to it before the join: a cycle a thread
   * may leave).  Each search stops at the join, and `seen` is stamped
   * with d + 1 rather than cleared: linear in the regions' sizes. */
  for (int d = 0; d < nb; d++) {
    int ns;
    const int *succ = cv_block_succs(p, d, &ns);
    if (!br_div[d] || ns < 2) continue;
    int join = cv_domtree_idom(pdt, d), top = 0;
    for (int i = 0; i < ns; i++)
      if (succ[i] != join && seen[succ[i]] != d + 1) seen[succ[i]] = d + 1, stack[top++] = succ[i];
    while (top > 0) {
      int b = stack[--top], m;
      if (under[b] < 0) under[b] = d;
      const int *bs = cv_block_succs(p, b, &m);
      for (int i = 0; i < m; i++)
        if (bs[i] != join && seen[bs[i]] != d + 1) seen[bs[i]] = d + 1, stack[top++] = bs[i];
    }
  }
  cv_domtree_free(pdt);
  free(seen), free(stack);
}

/* What the source language asks of such a call: a barrier (by its
 * callee's name, xc_is_barrier), else what the scope of its builtin row
 * says (model/target.h CV_BUILTIN_SCOPES): an OpenCL work-group function
 * (OpenCL C 3.0 "Work-group Collective Functions": every work-item of the
 * work-group, or none), a sub-group function (likewise), a
 * PTX warp-synchronous operation with a mask (PTX ISA, e.g. vote.sync,
 * shfl.sync, bar.warp.sync: every thread the mask names executes it, so
 * a mask naming exactly the threads that reach it is legal). */
static const char *xc_apart_rule(const cv_inst *I, bool loop_exit) {
  cv_builtin_scope scope = cv_builtin_scope_of(I->opcode);
  if (xc_is_barrier(I) && scope != CV_SCOPE_WARP)
    return "; a barrier: CUDA and OpenCL require every thread of the block (work-group) to "
           "reach it, or none";
  switch (scope) {
  case CV_SCOPE_WG:
    return "; an OpenCL work-group function: every work-item of the work-group must reach "
           "it, or none";
  case CV_SCOPE_SG: /* OpenCL C "Subgroup Functions"; the non_uniform ones
                     * (cl_khr_subgroup_non_uniform_*) have no scope */
    return "; an OpenCL sub-group function: every work-item of the sub-group must reach it, "
           "or none (its non_uniform variants need not)";
  case CV_SCOPE_WARP:
    return "; a warp-synchronous operation with a mask: legal only if the mask names exactly "
           "the threads that reach it (PTX ISA), which convcheck does not check";
  default:
    /* A divergent exit of a loop holding the call: the threads leave the
     * loop in different iterations, and the call's instance in one
     * iteration is run together by the threads still in the loop only
     * (ConvergenceAndUniformity.rst "Divergent Cycle Exits").  A waterfall
     * loop does that on purpose: readfirstlane picks one of those threads'
     * values, the threads holding it do the work and leave.  Its result
     * is then uniform over the instance's threads, not the function's. */
    return loop_exit
               ? "; that branch leaves a loop holding the call, and threads leave in "
                 "different iterations: each iteration's instance is run together only by the "
                 "threads still in the loop.  Expected in a waterfall loop (readfirstlane "
                 "picks one of their values, the threads holding it do the work and leave): "
                 "the result is uniform over those threads, not over the function's; a bug "
                 "only if the code needs every thread of the function there"
               : "";
  }
}

/* Is `to` reachable from `from` (a path of zero or more edges)? */
static bool xc_reaches(const cv_program *p, int from, int to, bool *seen, int *stack) {
  int nb = cv_program_nblocks(p), top = 0;
  memset(seen, 0, (size_t)nb * sizeof *seen);
  seen[from] = true, stack[top++] = from;
  while (top > 0) {
    int b = stack[--top], m;
    if (b == to) return true;
    const int *bs = cv_block_succs(p, b, &m);
    for (int i = 0; i < m; i++)
      if (!seen[bs[i]]) seen[bs[i]] = true, stack[top++] = bs[i];
  }
  return false;
}

/* Is d's branch an exit of a cycle holding block b: b reaches d (d reaches
 * b, under[b] = d), and a successor of d cannot reach b (the threads that
 * take it leave the cycle for good)? */
static bool xc_apart_loop_exit(const cv_program *p, int b, int d, bool *seen, int *stack) {
  if (!xc_reaches(p, b, d, seen, stack)) return false;
  int ns;
  const int *succ = cv_block_succs(p, d, &ns);
  for (int i = 0; i < ns; i++)
    if (!xc_reaches(p, succ[i], b, seen, stack)) return true;
  return false;
}

int xc_calls_reached_apart(const cv_program *p, const bool *br_div, xc_apart_call **out) {
  *out = NULL;
  int nb = cv_program_nblocks(p), n = 0;
  int *under = cc_malloc((size_t)(nb ? nb : 1) * sizeof *under);
  bool *seen = cc_malloc((size_t)(nb ? nb : 1) * sizeof *seen);
  int *stack = cc_malloc((size_t)(nb ? nb : 1) * sizeof *stack);
  xc_reached_apart(p, br_div, under);
  for (int i = 0; i < cv_program_ninsts(p); i++) {
    const cv_inst *I = cv_program_inst(p, i);
    if (I->op != CV_OP_CALL || !(I->flags & CV_INST_CONVERGENT) || under[I->block] < 0) continue;
    /* a builtin that communicates with no thread (an id, a size, a math
     * function: model/target.h), though declared convergent as clang
     * declares every OpenCL builtin, is no such call: `get_group_id`
     * under `if (lid == 0)` is fine */
    if (I->builtin == CV_BUILTIN_ID || I->builtin == CV_BUILTIN_UNIFORM ||
        I->builtin == CV_BUILTIN_MATH)
      continue;
    if (!*out) *out = cc_calloc((size_t)cv_program_ninsts(p), sizeof **out);
    bool lx = xc_apart_loop_exit(p, I->block, under[I->block], seen, stack);
    int nth = 0; /* the calls of its block up to it (instructions are in block order) */
    for (int j = i; j >= 0 && cv_program_inst(p, j)->block == I->block; j--)
      nth += cv_program_inst(p, j)->op == CV_OP_CALL;
    (*out)[n++] = (xc_apart_call){i, I->block, under[I->block], xc_is_barrier(I), lx,
                                  xc_apart_rule(I, lx), I->line, nth};
  }
  free(under), free(seen), free(stack);
  return n;
}

const char *xc_apart_note(const xc_apart_call *c) { return c->note ? c->note : ""; }

void xc_apart_where(const cv_program *p, const xc_apart_call *c, cc_buf *out) {
  cc_buf_printf(out, "block %s", cv_block_name(p, c->block));
  if (c->line > 0) {
    cc_buf_printf(out, ", line %d", c->line);
    return;
  }
  int calls = 0;
  for (int i = 0; i < cv_program_ninsts(p); i++) {
    const cv_inst *I = cv_program_inst(p, i);
    calls += I->block == c->block && I->op == CV_OP_CALL;
  }
  if (calls < 2) return;
  int r = c->nth % 100;
  const char *sfx = r >= 11 && r <= 13 ? "th" : r % 10 == 1 ? "st" : r % 10 == 2 ? "nd" : r % 10 == 3 ? "rd" : "th";
  cc_buf_printf(out, ", its %d%s call", c->nth, sfx);
}

bool xc_is_barrier(const cv_inst *I) {
  return I->op == CV_OP_CALL && I->opcode && strstr(I->opcode, "barrier") != NULL;
}

void xc_uniformity_free(xc_uniformity_result *r) {
  en_run_free(r->run);
  smt_values_result_free(&r->smt);
  cv_hierarchies_free(&r->own_hs);
  CC_FREE_ALL(r->val_div, r->br_div, r->val_unk, r->br_unk);
  xc_notes_free(&r->notes);
  memset(r, 0, sizeof *r);
}
