/* Unit tests of transform/ (DESIGN §8) on tiny .ll pairs.  The expected
 * verdicts are derived by hand in the comments: in acyclic code the
 * maximal relation converges every instance of a block ([CU] "Maximal
 * Convergence": no cycle, no condition), so moving a convergent call to a
 * block all threads share groups threads that were apart. */
#include "front/front.h"
#include "tests/unit/harness.h"
#include "transform/transform.h"

#include <stdio.h>

static const char decls[] =
    "declare i32 @llvm.amdgcn.workitem.id.x()\n"
    "declare i32 @subgroupAdd(i32) convergent\n"
    "declare i32 @pure(i32) convergent readnone\n";

/* if (COND) a = subgroupAdd(x) else b = subgroupAdd(x) */
static void if_else(char *buf, size_t n, const char *cond) {
  snprintf(buf, n,
           "%sdefine i32 @f(i32 inreg %%x) {\n"
           "entry:\n  %%tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
           "  %%c = icmp slt i32 %s, 16\n  br i1 %%c, label %%then, label %%else\n"
           "then:\n  %%a = call i32 @subgroupAdd(i32 %%x)\n  br label %%end\n"
           "else:\n  %%b = call i32 @subgroupAdd(i32 %%x)\n  br label %%end\n"
           "end:\n  %%r = phi i32 [ %%a, %%then ], [ %%b, %%else ]\n  ret i32 %%r\n}\n",
           decls, cond);
}

/* the same with the call hoisted into entry (CALLEE, once) */
static void hoisted(char *buf, size_t n, const char *cond, const char *callee) {
  snprintf(buf, n,
           "%sdefine i32 @f(i32 inreg %%x) {\n"
           "entry:\n  %%tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
           "  %%c = icmp slt i32 %s, 16\n  %%a = call i32 @%s(i32 %%x)\n"
           "  br i1 %%c, label %%then, label %%else\n"
           "then:\n  br label %%end\nelse:\n  br label %%end\n"
           "end:\n  ret i32 %%a\n}\n",
           decls, cond, callee);
}

static tf_verdict verdict(const char *before, const char *after, int k, tf_result *res) {
  cv_module *mb = th_read_ll(before), *ma = th_read_ll(after);
  CHECK(mb && ma);
  tf_opts o;
  tf_opts_default(&o);
  o.k = k;
  cc_error e;
  cc_error_clear(&e);
  bool ok = tf_check(cv_module_find(mb, "f"), cv_module_find(ma, "f"), &o, res, &e);
  CHECK(ok);
  cv_module_free(mb);
  cv_module_free(ma);
  return res->verdict;
}

TEST(transform_identity_preserved) {
  char a[4096];
  if_else(a, sizeof a, "%tid");
  tf_result r;
  CHECK(verdict(a, a, 2, &r) == TF_PRESERVED);
  /* inputs: both threads then, both else, one each: 3 multisets */
  CHECK(r.checked == 3 && r.cut == 0);
  tf_result_free(&r);
}

TEST(transform_hoist_out_of_divergent_if_broken) {
  char a[4096], b[4096];
  if_else(a, sizeof a, "%tid");
  hoisted(b, sizeof b, "%tid", "subgroupAdd");
  tf_result r;
  CHECK(verdict(a, b, 2, &r) == TF_BROKEN);
  /* the counterexample: one thread in then, the other in else */
  CHECK(strstr(cc_buf_str(&r.report), "Thread1: entry then end") != NULL);
  CHECK(strstr(cc_buf_str(&r.report), "Thread2: entry else end") != NULL);
  CHECK(strstr(cc_buf_str(&r.report), "AFTER {thread 1, thread 2}, BEFORE {thread 1}") != NULL);
  tf_result_free(&r);
}

TEST(transform_hoist_out_of_uniform_if_preserved) {
  char a[4096], b[4096];
  if_else(a, sizeof a, "%x"); /* inreg argument: the same in every thread */
  hoisted(b, sizeof b, "%x", "subgroupAdd");
  tf_result r;
  CHECK(verdict(a, b, 2, &r) == TF_PRESERVED);
  CHECK(r.checked == 2); /* both then, both else */
  tf_result_free(&r);
  CHECK(verdict(a, b, 3, &r) == TF_PRESERVED);
  tf_result_free(&r);
}

TEST(transform_different_call_not_single_thread_equivalent) {
  char a[4096], b[4096];
  if_else(a, sizeof a, "%x");
  hoisted(b, sizeof b, "%x", "pure"); /* AFTER calls what BEFORE never calls */
  tf_result r;
  CHECK(verdict(a, b, 2, &r) == TF_NOT_EQUIVALENT);
  CHECK(strstr(cc_buf_str(&r.report), "AFTER executes @pure(arg0)") != NULL);
  tf_result_free(&r);
  /* the other way round: BEFORE's readnone call may disappear, but
   * AFTER's subgroupAdd is not BEFORE's */
  CHECK(verdict(b, a, 2, &r) == TF_NOT_EQUIVALENT);
  tf_result_free(&r);
}

TEST(transform_loop_cut_by_bound_is_unknown) {
  /* a loop with a divergent exit that never ends within L: every input is
   * cut, so no verdict */
  char a[4096];
  snprintf(a, sizeof a,
           "%sdefine void @f(i32 inreg %%x) {\n"
           "entry:\n  br label %%loop\n"
           "loop:\n  %%tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
           "  %%v = call i32 @subgroupAdd(i32 %%tid)\n"
           "  br label %%loop\n}\n", decls);
  tf_result r;
  CHECK(verdict(a, a, 2, &r) == TF_UNKNOWN);
  CHECK(r.checked == 0 && r.cut > 0);
  tf_result_free(&r);
}

TEST(transform_unrelated_conditions_unknown_not_broken) {
  /* AFTER tests `icmp ult` where BEFORE tests `icmp slt` (what instcombine
   * does for thread ids): different terms, so the thread that takes then in
   * one and else in the other is a combination the abstraction cannot rule
   * out -- reported unknown, with the candidate, never broken */
  char a[4096], b[4096];
  if_else(a, sizeof a, "%tid");
  if_else(b, sizeof b, "%tid");
  char *p = strstr(b, "icmp slt");
  CHECK(p != NULL);
  memcpy(p, "icmp ult", 8);
  tf_result r;
  CHECK(verdict(a, b, 2, &r) == TF_UNKNOWN);
  CHECK(r.checked > 0 && r.unknown_why != NULL);
  CHECK(strstr(cc_buf_str(&r.report), "test different conditions") != NULL);
  tf_result_free(&r);
}
