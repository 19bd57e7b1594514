/* Unit tests of verify/: the static rules of convergence control tokens
 * ([CO] = ConvergentOperations.rst), bottom-up: a program built by hand,
 * then .ll text (positions, each family of rules), with the expected
 * diagnostics, closed paths and regions derived by hand in the comments. */
#include "front/front.h"
#include "tests/unit/harness.h"
#include "verify/verify.h"

#include <stdio.h>
#include <stdlib.h>

/* The diagnostics of function `fn` as "rule@inst-name rule@inst-name ...". */
static const char *diag_list(const cv_module *m, const char *fn, vf_diags *ds) {
  static char buf[2048];
  buf[0] = 0;
  const cv_program *p = cv_module_find(m, fn);
  if (!p) return "(no such function)";
  vf_verify(p, ds);
  for (size_t i = 0; i < CC_SIZE(*ds); i++) {
    char l[256];
    vf_inst_label(p, CC_AT(*ds, i).inst, l, sizeof l);
    size_t n = strlen(buf);
    snprintf(buf + n, sizeof buf - n, "%s%s@%s", i ? " " : "",
             vf_rule_id(CC_AT(*ds, i).rule), l);
  }
  return buf;
}

static const char *path_names(const cv_program *p, const int *b, int n) {
  static char buf[512];
  buf[0] = 0;
  for (int i = 0; i < n; i++) {
    size_t k = strlen(buf);
    snprintf(buf + k, sizeof buf - k, "%s%s", i ? " " : "", cv_block_name(p, b[i]));
  }
  return buf;
}

TEST(verify_rule_ids) {
  for (int r = 0; r < VF_NRULES; r++) {
    vf_rule back;
    CHECK(strcmp(vf_rule_id((vf_rule)r), "?") != 0);
    /* the experimental rule comes from the blog post that proposes it */
    CHECK(strstr(vf_rule_source((vf_rule)r), "[CO]") ||
          strstr(vf_rule_source((vf_rule)r), "LangRef") ||
          (r == VF_ITERATING_HEART && strstr(vf_rule_source((vf_rule)r), "A New Type of Convergence Control Intrinsic?")));
    CHECK(vf_rule_from_id(vf_rule_id((vf_rule)r), &back));
    CHECK_INT(back, r);
  }
  vf_rule x;
  CHECK(!vf_rule_from_id("no-such-rule", &x));
}

/* A program built through the model, without a reader: A -> L, L -> L,
 * L -> X.  An anchor in A, its use in L (token_use set by hand).  The
 * closed path L -> L does not contain A: rule 1, with that path. */
TEST(verify_model_program_closed_path_1) {
  cc_error err;
  cc_error_clear(&err);
  cv_module *m = cv_module_new("hand");
  cv_program *p = cv_module_add(m, "f", 1, 1, &err);
  int A = cv_program_add_block(p, "A", 0, 0), L = cv_program_add_block(p, "L", 0, 0),
      X = cv_program_add_block(p, "X", 0, 0);
  cv_program_add_succ(p, A, L);
  cv_program_add_succ(p, L, L);
  cv_program_add_succ(p, L, X);
  cv_inst *a = cv_program_add_inst(p, A);
  a->op = CV_OP_CALL;
  a->name = "a";
  a->opcode = "llvm.experimental.convergence.anchor";
  a->token_def = CV_TOKEN_ANCHOR;
  cv_inst *u = cv_program_add_inst(p, L);
  u->op = CV_OP_CALL;
  u->opcode = "op";
  u->flags = CV_INST_CONVERGENT;
  u->token_use = a->index;
  CHECK(cv_program_finish(p, &err));
  vf_diags ds = {0};
  CHECK_STR(diag_list(m, "f", &ds), "closed-path-1@call @op");
  if (CC_SIZE(ds) == 1) {
    CHECK_INT(CC_AT(ds, 0).path_kind, VF_PATH_CLOSED);
    CHECK_STR(path_names(p, CC_AT(ds, 0).path, CC_AT(ds, 0).npath), "L L");
    CHECK_INT(CC_AT(ds, 0).other, a->index);
  }
  vf_diags_free(&ds);
  cv_module_free(m);
}

static const char *decls =
    "declare void @op() convergent\n"
    "declare token @llvm.experimental.convergence.entry()\n"
    "declare token @llvm.experimental.convergence.anchor()\n"
    "declare token @llvm.experimental.convergence.loop()\n";

static cv_module *ll(const char *body) {
  static char text[8192];
  snprintf(text, sizeof text, "%s%s", body, decls);
  return th_read_ll(text);
}

/* tests/unit/inputs/NAME (a module of verify's cases, the diagnostics
 * derived by hand next to the test reading it), the diagnostics of its
 * function fn, which must be `want` (one CHECK), and that function: the
 * start of the tests that look further; vc_close frees it all. */
typedef struct verify_case {
  cv_module *m;
  const cv_program *p;
  vf_diags ds;
} verify_case;

static bool vc_open(verify_case *c, const char *name, const char *fn, const char *want) {
  char rel[256];
  snprintf(rel, sizeof rel, "tests/unit/inputs/%s", name);
  memset(c, 0, sizeof *c);
  c->m = th_read_ll_file(rel);
  if (!c->m) return false;
  CHECK_STR(diag_list(c->m, fn, &c->ds), want);
  c->p = cv_module_find(c->m, fn);
  return true;
}

static void vc_close(verify_case *c) {
  vf_diags_free(&c->ds);
  cv_module_free(c->m);
}

/* The same when the diagnostics are all there is to check. */
static void expect_diags(const char *name, const char *fn, const char *want) {
  verify_case c;
  if (vc_open(&c, name, fn, want)) vc_close(&c);
}

/* The reader's positions: line and column of each instruction, the
 * define's line, the labels' lines (line 1 is the define). */
TEST(verify_ll_positions) {
  cv_module *m = ll("define void @f(i1 %c) convergent {\n"        /* 1 */
                    "A:\n"                                         /* 2 */
                    "  %e = call token @llvm.experimental.convergence.entry()\n"
                    "  br label %B\n"                              /* 4 */
                    "\n"
                    "B:   ; comment\n"                             /* 6 */
                    "    call void @op() [ \"convergencectrl\"(token %e) ]\n"
                    "  ret void\n"                                 /* 8 */
                    "}\n");
  if (!m) return;
  const cv_program *p = cv_module_program(m, 0);
  CHECK_INT(cv_program_line(p), 1);
  CHECK_INT(cv_block_line(p, 0), 2);
  CHECK_INT(cv_block_line(p, 1), 6);
  CHECK_INT(cv_program_inst(p, 0)->line, 3);
  CHECK_INT(cv_program_inst(p, 0)->col, 3);
  CHECK_INT(cv_program_inst(p, 2)->line, 7);
  CHECK_INT(cv_program_inst(p, 2)->col, 5);
  CHECK_INT(cv_program_inst(p, 3)->line, 8);
  CHECK_INT(cv_program_convergent(p), 1);
  const cv_inst *u = cv_program_inst(p, 2);
  CHECK_INT(u->ctrl_bundles, 1);
  CHECK_INT(u->ctrl_inputs, 1);
  CHECK(u->ctrl_token_typed);
  CHECK_INT(u->token_use, 0);
  cv_module_free(m);
}

TEST(verify_valid_natural_loop_with_heart) {
  /* The heart in the header H uses the entry token; the body's call uses
   * the heart's token; the exit uses the entry token: every rule holds. */
  expect_diags("verify_valid_natural_loop.ll", "f", "");
}

TEST(verify_intrinsic_rules) {
  /* entry in B (not the entry block), after a convergent call, in a
   * function without `convergent`, a second entry; an anchor with a
   * bundle; a loop without one. */
  expect_diags("verify_intrinsic_rules.ll", "f",
               "entry-convergent-function@%e "
               "anchor-no-bundle@%a "
               "entry-convergent-function@%f entry-block@%f entry-once@%f entry-first@%f "
               "loop-bundle@%l loop-first@%l");
}

TEST(verify_mixed_control) {
  /* Controlled (a bundle) and uncontrolled convergent calls mixed: the
   * uncontrolled one is reported.  With the entry intrinsic only and no
   * bundle anywhere, there is no controlled operation: valid ([CO]
   * "Uncontrolled Convergent Operations", read literally). */
  expect_diags("verify_mixed_control.ll", "mixed", "mixed-control@call @op");
  expect_diags("verify_mixed_control.ll", "intrinsic_only", "");
}

TEST(verify_closed_walk_not_simple_path) {
  /* H -> B -> H and H -> C -> H: loop intrinsics in B and C both use %a
   * (defined in A).  No simple closed path holds both B and C, but the
   * closed walk B H C H B does and avoids A: rule 2 ([CO] defines closed
   * paths as closed walks).  Neither B nor C dominates H: rule 4 for both,
   * with witness H and walks B H B, C H C. */
  verify_case c;
  if (!vc_open(&c, "verify_closed_walk.ll", "f",
               "closed-path-4@%x closed-path-2@%y closed-path-4@%y"))
    return;
  if (CC_SIZE(c.ds) == 3) {
    const vf_diag *r4 = &CC_AT(c.ds, 0), *r2 = &CC_AT(c.ds, 1);
    CHECK_STR(path_names(c.p, r4->path, r4->npath), "B H B");
    CHECK_STR(cv_block_name(c.p, r4->witness), "H");
    CHECK_STR(path_names(c.p, r2->path, r2->npath), "B H C H B");
  }
  vc_close(&c);
}

TEST(verify_closed_path_3_and_dominance) {
  /* Two anchors in A; hearts of both in the self-loop B: rule 3 on the
   * second heart (and loop-first, and region-nesting: the region of %t2,
   * A after %t2 and all of B, holds the use of %t1 but not %t1's
   * definition).  @g: a use not dominated by its anchor. */
  expect_diags("verify_closed_path_3_and_dominance.ll", "f",
               "loop-first@%h1 closed-path-3@%h1 region-nesting@%h1");
  expect_diags("verify_closed_path_3_and_dominance.ll", "g", "token-dominance@call @op");
}

TEST(verify_region_nesting_region_and_path) {
  /* %t1, %t2 in A; %t1 used in B, %t2 in C; A -> B -> C, A -> C.  The
   * region of %t2: A after %t2, B (B reaches C), C up to the use.  It holds
   * the use of %t1 in B but not %t1's definition.  The region of %t1 (A
   * after %t1, B) holds %t2's definition: no diagnostic the other way. */
  verify_case c;
  if (!vc_open(&c, "verify_region_nesting.ll", "f", "region-nesting@call @op")) return;
  if (CC_SIZE(c.ds) == 1) {
    const vf_diag *d = &CC_AT(c.ds, 0);
    CHECK_INT(d->path_kind, VF_PATH_REGION);
    CHECK_STR(path_names(c.p, d->region, d->nregion), "A B C");
    CHECK_STR(path_names(c.p, d->path, d->npath), "A B C");
    CHECK_STR(cv_block_name(c.p, d->block), "B");
    CHECK_INT(d->other, 0); /* %t1: the definition the region lacks */
  }
  vc_close(&c);
}

TEST(verify_bundle_rules) {
  /* Two bundles; two tokens in one; `token none`; a phi of tokens. */
  expect_diags("verify_bundle_rules.ll", "f",
               "bundle-once@call @op bundle-one-token@call @op token-source@call @op "
               "token-phi-select@%t");
}
