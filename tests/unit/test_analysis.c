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

static int value_divergent(const char *name, const void *r) {
  return div_of(r, name);
}

static int branch_divergent(const char *name, const void *r) {
  return branch_of(r, name);
}

/* One CHECK per name (apart by spaces): the values (check_branches: the
 * branches of the blocks) in `divergent` found divergent by r, those in
 * `uniform` not. */
static void check_values(const ua_result *r, const char *divergent, const char *uniform) {
  th_check_names(value_divergent, r, divergent, uniform, "divergent", "uniform");
}

static void check_branches(const ua_result *r, const char *divergent, const char *uniform) {
  th_check_names(branch_divergent, r, divergent, uniform, "divergent", "uniform");
}

/* tests/unit/inputs/analysis_NAME.ll (m, its function p) and r, p's
 * uniformity analysis with LLVM's hierarchy: the start of most tests here,
 * returning from the test (a failure reported) when either fails;
 * analysis_done frees both. */
#define ANALYZED_INPUT(m, p, r, name)                                      \
  TH_LL_FILE(m, p, "tests/unit/inputs/analysis_" name ".ll");              \
  ua_result *r = th_analyze(p, NULL);                                      \
  if (!r) {                                                                \
    cv_module_free(m);                                                     \
    return;                                                                \
  }

static void analysis_done(ua_result *r, cv_module *m) {
  ua_result_free(r);
  cv_module_free(m);
}

/* [CU] "Uniformity" rule 3.1 (sync dependence): the phi at the
 * join of a branch on the thread id selects by the path the thread took,
 * so it is divergent; a phi with one incoming value for both paths is not;
 * values computed from uniform operands stay uniform after the join. */
TEST(analysis_if_else_join) {
  ANALYZED_INPUT(m, p, r, "if_else_join");
  check_values(r, "tid c", "u");
  check_branches(r, "entry", "then");
  check_values(r, "p t", "q s");
  CHECK(!branch_of(r, "join"));
  CHECK(!ua_arg_divergent(r, 0)); /* a kernel's argument */
  CHECK_INT(ua_divergent_exit_count(r), 0);
  CHECK_INT(ua_assumed_divergent_count(r), 0);
  const char *out = th_ua_text(r);
  CHECK_CONTAINS(out, "  DIVERGENT:   %p = phi i32 [ 1, %then ], [ 2, %else ]\n");
  CHECK_CONTAINS(out, "               %q = phi i32 [ 7, %then ], [ 7, %else ]\n");
  CHECK_CONTAINS(out, "  DIVERGENT:   br i1 %c, label %then, label %else\n");
  analysis_done(r, m);
}

/* [CU] "Divergent Cycle Exits": %inc is uniform inside the loop (every
 * thread in the same iteration computes the same value), but threads leave
 * the loop in different iterations, so its use after the loop is
 * divergent. */
TEST(analysis_temporal_divergence) {
  ANALYZED_INPUT(m, p, r, "temporal_divergence");
  check_values(r, "ex", "i inc");
  CHECK(branch_of(r, "H"));
  check_values(r, "use", "other");
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
  analysis_done(r, m);
}

/* [CU] "Diverged Paths reaching a Cycle": the cycle {A, B} has two entries; a divergent
 * branch outside it sends threads to different entries, so they may run
 * the cycle out of step whatever header the DFS picks: the cycle is assumed
 * divergent and every value defined in it is divergent, even %a1 computed
 * from uniform operands on one path.  Its branches on uniform conditions
 * stay uniform. */
TEST(analysis_irreducible_diverged_entries) {
  ANALYZED_INPUT(m, p, r, "irreducible_diverged_entries");
  CHECK_INT(ua_assumed_divergent_count(r), 1);
  check_values(r, "a a1 b b1", "");
  check_branches(r, "", "A B");
  if (ua_assumed_divergent_count(r) == 1) {
    const cv_cycle *cy = cv_hierarchy_cycle(ua_result_hierarchy(r), ua_assumed_divergent(r, 0));
    CHECK_INT(cy->nentries, 2);
    CHECK_INT(cy->nblocks, 2);
  }
  analysis_done(r, m);
}

/* The same cycle entered on a uniform branch: no diverged entry, nothing
 * assumed divergent ([CU] "Diverged Paths reaching a Cycle" asks for diverged paths). */
TEST(analysis_irreducible_uniform_entries) {
  ANALYZED_INPUT(m, p, r, "irreducible_uniform_entries");
  CHECK_INT(ua_assumed_divergent_count(r), 0);
  check_values(r, "", "a b1");
  const char *out = th_ua_text(r);
  CHECK_STR(out, "UniformityInfo for function 'f':\nALL VALUES UNIFORM\n");
  analysis_done(r, m);
}

/* Always-uniform intrinsics ([CU] "Uniformity" rule 1: the semantics of
 * the instruction make its output uniform): readfirstlane of the
 * thread id is uniform, and so is what is computed from it. */
TEST(analysis_always_uniform) {
  ANALYZED_INPUT(m, p, r, "always_uniform");
  check_values(r, "tid t", "r s");
  analysis_done(r, m);
}

/* Divergent arguments: a callable (non-kernel) function's arguments may
 * differ between threads (LLVM's AMDGPU reading, front/ll.c). */
TEST(analysis_divergent_argument) {
  ANALYZED_INPUT(m, p, r, "divergent_argument");
  CHECK(ua_arg_divergent(r, 0) == !cv_program_arg_uniform(p, 0));
  CHECK(div_of(r, "s") == ua_arg_divergent(r, 0));
  analysis_done(r, m);
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
  check_branches(r, "H", "X Entry");
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
