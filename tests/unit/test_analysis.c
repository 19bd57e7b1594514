/* Unit tests of analysis/: the static uniformity analysis ([CU] "Uniformity
 * Analysis") on small hand programs.  Each expectation is derived by hand
 * from the section of ConvergenceAndUniformity.rst named next to it. */
#include "analysis/analysis.h"
#include "front/front.h"
#include "tests/unit/harness.h"

#include <stdlib.h>

static bool div_of(const ua_result *r, const char *name) {
  int i = th_inst(ua_result_program(r), name);
  return i >= 0 && ua_inst_divergent(r, i);
}

static bool branch_of(const ua_result *r, const char *block) {
  int b = th_block(ua_result_program(r), block);
  return b >= 0 && ua_block_branch_divergent(r, b);
}

/* [CU] "Uniformity" rule 3.1 (sync dependence): the phi at the
 * join of a branch on the thread id selects by the path the thread took,
 * so it is divergent; a phi with one incoming value for both paths is not;
 * values computed from uniform operands stay uniform after the join. */
TEST(analysis_if_else_join) {
  TH_LL_FILE(m, p, "tests/unit/inputs/analysis_if_else_join.ll");
  ua_result *r = th_analyze(p, NULL);
  if (!r) { cv_module_free(m); return; }
  CHECK(div_of(r, "tid"));
  CHECK(div_of(r, "c"));
  CHECK(!div_of(r, "u"));
  CHECK(branch_of(r, "entry"));
  CHECK(!branch_of(r, "then"));
  CHECK(div_of(r, "p"));
  CHECK(!div_of(r, "q"));
  CHECK(!div_of(r, "s"));
  CHECK(div_of(r, "t"));
  CHECK(!branch_of(r, "join"));
  CHECK(!ua_arg_divergent(r, 0)); /* a kernel's argument */
  CHECK_INT(ua_divergent_exit_count(r), 0);
  CHECK_INT(ua_assumed_divergent_count(r), 0);
  const char *out = th_ua_text(r);
  CHECK_CONTAINS(out, "  DIVERGENT:   %p = phi i32 [ 1, %then ], [ 2, %else ]\n");
  CHECK_CONTAINS(out, "               %q = phi i32 [ 7, %then ], [ 7, %else ]\n");
  CHECK_CONTAINS(out, "  DIVERGENT:   br i1 %c, label %then, label %else\n");
  ua_result_free(r);
  cv_module_free(m);
}

/* [CU] "Divergent Cycle Exits": %inc is uniform inside the loop (every
 * thread in the same iteration computes the same value), but threads leave
 * the loop in different iterations, so its use after the loop is
 * divergent. */
TEST(analysis_temporal_divergence) {
  TH_LL_FILE(m, p, "tests/unit/inputs/analysis_temporal_divergence.ll");
  ua_result *r = th_analyze(p, NULL);
  if (!r) { cv_module_free(m); return; }
  CHECK(!div_of(r, "i"));
  CHECK(!div_of(r, "inc"));
  CHECK(div_of(r, "ex"));
  CHECK(branch_of(r, "H"));
  CHECK(div_of(r, "use"));
  CHECK(!div_of(r, "other"));
  CHECK_INT(ua_divergent_exit_count(r), 1);
  CHECK_INT(ua_temporal_count(r), 1);
  if (ua_temporal_count(r) == 1) {
    int v, u, c;
    ua_temporal_at(r, 0, &v, &u, &c);
    CHECK_INT(v, cv_program_find_inst(p, "inc"));
    CHECK_INT(u, cv_program_find_inst(p, "use"));
    CHECK_INT(cv_hierarchy_cycle(ua_result_hierarchy(r), c)->header,
              cv_program_find_block(p, "H"));
  }
  ua_result_free(r);
  cv_module_free(m);
}

/* [CU] "Diverged Paths reaching a Cycle": the cycle {A, B} has two entries; a divergent
 * branch outside it sends threads to different entries, so they may run
 * the cycle out of step whatever header the DFS picks: the cycle is assumed
 * divergent and every value defined in it is divergent, even %a1 computed
 * from uniform operands on one path.  Its branches on uniform conditions
 * stay uniform. */
TEST(analysis_irreducible_diverged_entries) {
  TH_LL_FILE(m, p, "tests/unit/inputs/analysis_irreducible_diverged_entries.ll");
  ua_result *r = th_analyze(p, NULL);
  if (!r) { cv_module_free(m); return; }
  CHECK_INT(ua_assumed_divergent_count(r), 1);
  CHECK(div_of(r, "a"));
  CHECK(div_of(r, "a1"));
  CHECK(div_of(r, "b"));
  CHECK(div_of(r, "b1"));
  CHECK(!branch_of(r, "A"));
  CHECK(!branch_of(r, "B"));
  if (ua_assumed_divergent_count(r) == 1) {
    const cv_cycle *cy = cv_hierarchy_cycle(ua_result_hierarchy(r), ua_assumed_divergent(r, 0));
    CHECK_INT(cy->nentries, 2);
    CHECK_INT(cy->nblocks, 2);
  }
  ua_result_free(r);
  cv_module_free(m);
}

/* The same cycle entered on a uniform branch: no diverged entry, nothing
 * assumed divergent ([CU] "Diverged Paths reaching a Cycle" asks for diverged paths). */
TEST(analysis_irreducible_uniform_entries) {
  TH_LL_FILE(m, p, "tests/unit/inputs/analysis_irreducible_uniform_entries.ll");
  ua_result *r = th_analyze(p, NULL);
  if (!r) { cv_module_free(m); return; }
  CHECK_INT(ua_assumed_divergent_count(r), 0);
  CHECK(!div_of(r, "a"));
  CHECK(!div_of(r, "b1"));
  const char *out = th_ua_text(r);
  CHECK_STR(out, "UniformityInfo for function 'f':\nALL VALUES UNIFORM\n");
  ua_result_free(r);
  cv_module_free(m);
}

/* Always-uniform intrinsics ([CU] "Uniformity" rule 1: the semantics of
 * the instruction make its output uniform): readfirstlane of the
 * thread id is uniform, and so is what is computed from it. */
TEST(analysis_always_uniform) {
  TH_LL_FILE(m, p, "tests/unit/inputs/analysis_always_uniform.ll");
  ua_result *r = th_analyze(p, NULL);
  if (!r) { cv_module_free(m); return; }
  CHECK(div_of(r, "tid"));
  CHECK(!div_of(r, "r"));
  CHECK(!div_of(r, "s"));
  CHECK(div_of(r, "t"));
  ua_result_free(r);
  cv_module_free(m);
}

/* Divergent arguments: a callable (non-kernel) function's arguments may
 * differ between threads (LLVM's AMDGPU reading, front/ll.c). */
TEST(analysis_divergent_argument) {
  TH_LL_FILE(m, p, "tests/unit/inputs/analysis_divergent_argument.ll");
  ua_result *r = th_analyze(p, NULL);
  if (!r) { cv_module_free(m); return; }
  CHECK(ua_arg_divergent(r, 0) == !cv_program_arg_uniform(p, 0));
  CHECK(div_of(r, "s") == ua_arg_divergent(r, 0));
  ua_result_free(r);
  cv_module_free(m);
}

/* A .cfg: `divergent` is a divergent branch condition, `uniform` a uniform
 * one.  The loop's divergent exit branch makes the loop a cycle with a
 * divergent exit ([CU] "Divergent Cycle Exits"); the uniform branch after it
 * stays uniform. */
TEST(analysis_cfg_branches) {
  TH_CFG(m, p,
      "Entry -> H\n"
      "H -> H, X divergent\n"
      "X -> A, B uniform\n"
      "A -> E\n"
      "B -> E\n"
      "E\n");
  ua_result *r = th_analyze(p, NULL);
  if (!r) { cv_module_free(m); return; }
  CHECK(branch_of(r, "H"));
  CHECK(!branch_of(r, "X"));
  CHECK(!branch_of(r, "Entry"));
  CHECK_INT(ua_divergent_exit_count(r), 1);
  const char *out = th_ua_text(r);
  CHECK_CONTAINS(out, "  DIVERGENT:   br H, X (divergent)\n");
  CHECK_CONTAINS(out, "               br A, B (uniform)\n");
  CHECK_CONTAINS(out, "CYCLES WITH DIVERGENT EXIT:\n  depth=1: entries(H)\n");
  ua_result_free(r);
  cv_module_free(m);
}

/* An explicit hierarchy: the analysis uses the one it is given. */
TEST(analysis_given_hierarchy) {
  TH_CFG(m, p,
      "Entry -> A, B divergent\n"
      "A -> B, X\n"
      "B -> A, X\n"
      "X\n");
  cv_hierarchy *h = cv_cycles_llvm(p);
  ua_result *r = th_analyze(p, h);
  if (r) {
    CHECK(ua_result_hierarchy(r) == h);
    CHECK_INT(ua_assumed_divergent_count(r), 1);
    ua_result_free(r);
  }
  cv_hierarchy_free(h);
  cv_module_free(m);
}
