/* tests/unit/test_crosscheck.c — the rules of agreement of crosscheck/
 * (crosscheck/xc.h): two engines agreeing, a disagreement found and
 * described, and a verdict Z3 did not give marked "not confirmed", never
 * counted as agreement or disagreement.  The expected verdicts are derived
 * by hand from the spec in the comments next to them. */
#include "tests/unit/harness.h"
#include "crosscheck/xc.h"
#include "check/check.h"
#include "front/front.h"

#include <stdlib.h>

/* Enumeration options bounded at L steps and a cleared error record: the
 * start of most tests here. */
#define CROSS_OPTS(o, err, bound)                                          \
  en_opts o;                                                               \
  en_opts_default(&o);                                                     \
  o.L = (bound);                                                           \
  cc_error err;                                                            \
  cc_error_clear(&err)

/* ---- the rules themselves, on verdicts given -------------------------- */

TEST(crosscheck_rules) {
  xc_notes n;
  memset(&n, 0, sizeof n);
  /* the same verdict from both: an agreement, nothing noted */
  CHECK_INT(xc_compare(&n, XC_VALUE, 0, "a", XC_HOLDS, XC_HOLDS, false, NULL), -1);
  CHECK_INT(xc_compare(&n, XC_VALUE, 1, "b", XC_FAILS, XC_FAILS, false, NULL), -1);
  /* one engine did not run: nothing to compare */
  CHECK_INT(xc_compare(&n, XC_VALUE, 2, "c", XC_NONE, XC_FAILS, false, NULL), -1);
  CHECK_INT(xc_compare(&n, XC_VALUE, 3, "d", XC_HOLDS, XC_NONE, false, NULL), -1);
  CHECK_INT(CC_SIZE(n.list), 0);
  /* different verdicts: a disagreement, described */
  CHECK_INT(xc_compare(&n, XC_BLOCK, 4, "H", XC_HOLDS, XC_FAILS, false, NULL), XC_DISAGREE);
  CHECK_INT(n.disagree, 1);
  CHECK_INT(CC_SIZE(n.list), 1);
  CHECK_INT(CC_AT(n.list, 0).index, 4);
  CHECK_STR(CC_AT(n.list, 0).what, "H");
  CHECK_STR(xc_verdict_word(XC_BLOCK, CC_AT(n.list, 0).explicit_v), "m-converged");
  CHECK_STR(xc_verdict_word(XC_BLOCK, CC_AT(n.list, 0).smt_v), "NOT m-converged");
  /* Z3 undecided: not confirmed, neither agreement nor disagreement */
  CHECK_INT(xc_compare(&n, XC_VALUE, 5, "e", XC_FAILS, XC_UNKNOWN, false, "timeout"),
            XC_UNCONFIRMED);
  CHECK_INT(xc_compare(&n, XC_VALUE, 6, "f", XC_HOLDS, XC_UNKNOWN, true, "timeout"),
            XC_UNCONFIRMED);
  CHECK_INT(n.unconfirmed, 2);
  CHECK_INT(n.disagree, 1);
  CHECK_STR(CC_AT(n.list, 1).reason, "timeout");
  /* bit-vector values: smt uniform where terms are divergent refines; the
   * converse is still a disagreement */
  CHECK_INT(xc_compare(&n, XC_VALUE, 7, "g", XC_FAILS, XC_HOLDS, true, NULL), XC_REFINED);
  CHECK_INT(xc_compare(&n, XC_VALUE, 8, "h", XC_HOLDS, XC_FAILS, true, NULL), XC_DISAGREE);
  CHECK_INT(n.refined, 1);
  CHECK_INT(n.disagree, 2);
  CHECK_STR(xc_engine_name(XC_BOTH), "both");
  xc_notes_free(&n);
  CHECK_INT(CC_SIZE(n.list), 0);
}

/* ---- the relation of given traces ---------------------------------------
 * A natural loop {H, B} with header H; thread 1 runs Entry H B H Exit, thread
 * 2 Entry H Exit.  Instances are numbered thread-major: thread 1 0..4,
 * thread 2 5..7.  By [CU] "Maximal Convergence": Entry and Exit are in no
 * cycle, so their instances converge (0~5, 4~7); the first H of both
 * threads has no earlier H before it, so they converge (1~6); thread 1's
 * second H (3) is preceded by its first H (1), which is converged with
 * 6 itself and so not convergence-before it: 3 and 6 do not converge. */
static const char *loop_cfg = "Entry -> H\nH -> B, Exit divergent\nB -> H\nExit\n";

TEST(crosscheck_relation_both_agree) {
  TH_CFG(m, p, loop_cfg);
  cc_error err;
  cc_error_clear(&err);
  cv_hierarchy *h = ck_select_hierarchy(p, 0, NULL, 0, &err);
  CHECK(h != NULL);
  TH_TUPLE(p, t, "Entry H B H Exit", "Entry H Exit");
  cv_readings rd;
  cv_readings_default(&rd);
  xc_relation_result x;
  CHECK(xc_relation(p, h, &t, &rd, XC_BOTH, 0, &x, &err));
  CHECK_INT(x.smt, XC_HOLDS); /* Z3's relation is the explicit model's */
  CHECK_INT(CC_SIZE(x.notes.list), 0);
  CHECK(cv_converged_with(x.least, 0, 5));
  CHECK(cv_converged_with(x.least, 1, 6));
  CHECK(cv_converged_with(x.least, 4, 7));
  CHECK(!cv_converged_with(x.least, 3, 6));
  CHECK(x.greatest == NULL); /* fixpoint least: the greatest was not asked */
  xc_relation_free(&x);
  cv_tuple_free(&t);
  cv_hierarchy_free(h);
  cv_module_free(m);
}

/* ---- m-convergence ---------------------------------------------------------
 * The same loop has one cycle hierarchy, so every block is m-converged for
 * any bound ([CU] "m-converged static instances": one hierarchy, nothing to
 * compare): both engines say so and the proof needs no solver. */
TEST(crosscheck_mconv_one_hierarchy) {
  TH_CFG(m, p, loop_cfg);
  CROSS_OPTS(o, err, 6);
  xc_mconv_result x;
  CHECK(xc_mconv(p, &o, false, XC_BOTH, 0, &x, &err));
  CHECK(x.run != NULL && x.have_smt);
  for (int b = 0; b < cv_program_nblocks(p); b++) {
    CHECK_INT(x.blocks[b].explicit_v, XC_HOLDS);
    CHECK_INT(x.blocks[b].smt_v, XC_HOLDS);
    CHECK_STR(x.blocks[b].proof, "the CFG has one cycle hierarchy");
    CHECK(!x.blocks[b].differ);
  }
  CHECK_INT(CC_SIZE(x.notes.list), 0);
  xc_mconv_free(&x);
  cv_module_free(m);
}

/* Two entries P and R of one irreducible cycle (the shape of [CU]
 * "Diverged Entry Criterion"): two hierarchies (header P, header R).
 * Entry and Exit are in no cycle (proven).  With a 1 ms time limit Z3 may
 * decide nothing: each block it did not decide must be noted "not
 * confirmed" and count neither way; what it decided must agree. */
TEST(crosscheck_mconv_timeout_not_confirmed) {
  TH_CFG(m, p, "Entry -> P, R divergent\nP -> Q\nQ -> R, Exit divergent\n"
               "R -> S\nS -> P, Exit divergent\nExit\n");
  CROSS_OPTS(o, err, 8);
  xc_mconv_result x;
  CHECK(xc_mconv(p, &o, false, XC_BOTH, 1, &x, &err));
  CHECK_INT(CC_SIZE(x.hs), 2);
  int entry = cv_program_find_block(p, "Entry"), ex = cv_program_find_block(p, "Exit");
  CHECK_STR(x.blocks[entry].proof, "in no cycle");
  CHECK_INT(x.blocks[entry].smt_v, XC_HOLDS);
  CHECK_INT(x.blocks[ex].smt_v, XC_HOLDS);
  int unknown = 0;
  for (int b = 0; b < cv_program_nblocks(p); b++) {
    if (x.blocks[b].smt_v != XC_UNKNOWN) {
      CHECK(!x.blocks[b].differ);
      continue;
    }
    unknown++;
    bool noted = false;
    for (size_t i = 0; i < CC_SIZE(x.notes.list); i++)
      noted |= CC_AT(x.notes.list, i).index == b && CC_AT(x.notes.list, i).kind == XC_UNCONFIRMED;
    CHECK(noted);
  }
  CHECK_INT(x.unknown, unknown);
  CHECK_INT(x.notes.unconfirmed, unknown);
  CHECK_INT(x.notes.disagree, 0);
  xc_mconv_free(&x);
  cv_module_free(m);
}

/* ---- uniformity ------------------------------------------------------------
 * %tid is the work-item id (a divergence source); %d = %tid + 1 depends on
 * it; %u = 1 + 2 has constant operands, so every thread computes the same
 * value: uniform ([CU] "Uniformity"). */
static const char *uni_ll =
    "target triple = \"amdgcn-amd-amdhsa\"\n"
    "define amdgpu_kernel void @f() {\n"
    "entry:\n"
    "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
    "  %u = add i32 1, 2\n"
    "  %d = add i32 %tid, 1\n"
    "  ret void\n"
    "}\n"
    "declare i32 @llvm.amdgcn.workitem.id.x()\n";

/* uni_ll's uniformity by both engines at L = 4 in x (one CHECK), with the
 * options o and the error record err it was asked with: the start of the
 * tests that then change Z3's verdicts and compare again. */
#define UNI_BOTH(m, p, o, err, x)                                          \
  TH_LL(m, p, uni_ll);                                                     \
  CROSS_OPTS(o, err, 4);                                                   \
  xc_uniformity_result x;                                                  \
  CHECK(xc_uniformity(p, &o, true, XC_BOTH, 0, &x, &err))

TEST(crosscheck_uniformity_disagreement_described) {
  UNI_BOTH(m, p, o, err, x);
  int tid = cv_program_find_inst(p, "tid"), u = cv_program_find_inst(p, "u");
  int d = cv_program_find_inst(p, "d");
  CHECK(tid >= 0 && u >= 0 && d >= 0);
  if (tid < 0 || u < 0 || d < 0) return;
  CHECK(x.val_div[tid]);
  CHECK(x.val_div[d]);
  CHECK(!x.val_div[u]);
  CHECK(!x.from_smt);
  CHECK_INT(x.notes.disagree, 0); /* the two engines agree */
  /* an engine that got %u wrong: the comparison finds and names it */
  xc_notes_free(&x.notes);
  x.smt.values[u].verdict = SMT_MCONV_FAILS;
  xc_uniformity_compare(p, &x, false);
  CHECK_INT(x.notes.disagree, 1);
  if (x.notes.disagree == 1) {
    const xc_note *n = &CC_AT(x.notes.list, 0);
    CHECK_INT(n->kind, XC_DISAGREE);
    CHECK_INT(n->subject, XC_VALUE);
    CHECK_INT(n->index, u);
    CHECK_STR(n->what, "u");
    CHECK_STR(xc_verdict_word(n->subject, n->explicit_v), "uniform");
    CHECK_STR(xc_verdict_word(n->subject, n->smt_v), "DIVERGENT");
  }
  /* with bit-vector values the same difference the other way is a
   * refinement: smt uniform where the explicit terms are divergent */
  xc_notes_free(&x.notes);
  x.smt.values[u].verdict = SMT_MCONV_HOLDS;
  x.smt.values[d].verdict = SMT_MCONV_HOLDS;
  xc_uniformity_compare(p, &x, true);
  CHECK_INT(x.notes.refined, 1);
  CHECK_INT(x.notes.disagree, 0);
  xc_uniformity_free(&x);
  cv_module_free(m);
}

/* Z3 undecided on a value: the explicit verdict is reported, the value is
 * "not confirmed", and it is no disagreement. */
TEST(crosscheck_uniformity_unknown_not_agreement) {
  UNI_BOTH(m, p, o, err, x);
  int u = cv_program_find_inst(p, "u");
  if (u < 0) return;
  xc_notes_free(&x.notes);
  x.smt.values[u].verdict = SMT_MCONV_UNKNOWN;
  snprintf(x.smt.values[u].reason, sizeof x.smt.values[u].reason, "timeout");
  xc_uniformity_compare(p, &x, false);
  CHECK_INT(x.notes.unconfirmed, 1);
  CHECK_INT(x.notes.disagree, 0);
  CHECK_INT(x.notes.refined, 0);
  xc_uniformity_free(&x);
  /* the explicit engine alone cannot take bit-vector values: an error */
  o.rd.values = CV_VALUES_BV;
  CHECK(!xc_uniformity(p, &o, true, XC_EXPLICIT, 0, &x, &err));
  CHECK(err.set);
  xc_uniformity_free(&x);
  cv_module_free(m);
}

/* ---- a convergent call reached apart, named ------------------------------
 * Block then holds a call of a plain function and two calls of one
 * convergent function, on lines 7, 8 and 9 of the text; entry's branch,
 * taken as divergent, reaches then on one side only, so both convergent
 * calls are listed (xc_reached_apart), the 2nd and 3rd calls of their
 * block.  Named by their lines they read apart; without a line (a
 * program whose front mapped none), by their place among the block's
 * calls; a block of one call needs no place. */
TEST(crosscheck_apart_calls_named_apart) {
  TH_LL(m, p, "declare void @b() convergent\n"
              "declare void @f()\n"
              "define void @k(i1 %c) {\n"
              "entry:\n"
              "  br i1 %c, label %then, label %end\n"
              "then:\n"
              "  call void @f()\n"
              "  call void @b()\n"
              "  call void @b()\n"
              "  br label %end\n"
              "end:\n"
              "  ret void\n"
              "}\n");
  bool br_div[3] = {true, false, false};
  xc_apart_call *a;
  int n = xc_calls_reached_apart(p, br_div, &a);
  CHECK_INT(n, 2);
  if (n != 2) {
    free(a);
    cv_module_free(m);
    return;
  }
  CHECK_INT(a[0].line, 8);
  CHECK_INT(a[1].line, 9);
  CHECK_INT(a[0].nth, 2);
  CHECK_INT(a[1].nth, 3);
  cc_buf b;
  cc_buf_init(&b);
  xc_apart_where(p, &a[1], &b);
  CHECK_STR(cc_buf_str(&b), "block then, line 9");
  xc_apart_call c = a[1];
  c.line = 0;
  cc_buf_clear(&b);
  xc_apart_where(p, &c, &b);
  CHECK_STR(cc_buf_str(&b), "block then, its 3rd call");
  c.nth = 12;
  cc_buf_clear(&b);
  xc_apart_where(p, &c, &b);
  CHECK_STR(cc_buf_str(&b), "block then, its 12th call");
  c.nth = 22;
  cc_buf_clear(&b);
  xc_apart_where(p, &c, &b);
  CHECK_STR(cc_buf_str(&b), "block then, its 22nd call");
  c.block = th_block(p, "end"); /* no call there: the block alone */
  cc_buf_clear(&b);
  xc_apart_where(p, &c, &b);
  CHECK_STR(cc_buf_str(&b), "block end");
  cc_buf_free(&b);
  free(a);
  cv_module_free(m);
}

/* ---- the readings ----------------------------------------------------------
 * A self-loop B0 -> B1 -> B1, two threads B0 B1 B1 B1 (L = 4): the least
 * fixed point converges the B1 instances step by step, the greatest also
 * relates B1 at steps 2 and 3 (corpus/findings/fixpoint-self-loop.cfg
 * derives it), so question 2's readings differ; both engines find it. */
TEST(crosscheck_readings_fixpoint_both) {
  cv_module *m = th_parse_cfg("B0 -> B1\nB1 -> B1\n");
  if (!m) return;
  cv_module *mods[] = {m};
  xc_space s = {0, mods, 1};
  cc_error err;
  cc_error_clear(&err);
  xc_readings_result x;
  CHECK(xc_readings(&xc_questions[EN_Q_FIXPOINT], &s, XC_BOTH, 2, 4, 10000, 0, &x, &err));
  CHECK(x.ran_explicit && x.ran_smt);
  CHECK(x.ex.found);
  CHECK(x.z_found);
  CHECK_INT(x.explicit_checked, 1);
  CHECK_INT(x.notes.disagree, 0);
  xc_readings_free(&x);
  /* question 1 (convergence-before) can differ only with three threads */
  CHECK(xc_readings(&xc_questions[EN_Q_CB], &s, XC_EXPLICIT, 2, 4, 0, 0, &x, &err));
  CHECK_INT(x.k, 3);
  xc_readings_free(&x);
  cv_module_free(m);
}

/* ---- the controlled relation ------------------------------------------------
 * ConvergentOperations.rst, "Rationales for Static rules about cycles", the
 * first program: an anchor in A used by a convergent operation in the
 * self-loop B; both threads run A B B C.  With the anchors converged (the
 * maximal choice: A is in no cycle) I1 == J1, I1 == J2, I2 == J1 and so
 * I1 == I2 by transitivity: no consistent relation.  With the anchors free
 * the one consistent behaviour keeps the anchors apart
 * (corpus/spec/co-anchor-in-loop-contradiction.cfg).  Both engines say so,
 * and Z3's relation is the explicit engine's behaviour. */
TEST(crosscheck_controlled_both_agree) {
  TH_CFG(m, p, "A -> B\nB -> B, C divergent\nC\nA: %anchor = anchor\n"
               "B: @convergent.op(%anchor)\n");
  cc_error err;
  cc_error_clear(&err);
  cv_hierarchy *h = ck_select_hierarchy(p, 0, NULL, 0, &err);
  TH_TUPLE(p, t, "A B B C", "A B B C");
  cv_readings rd;
  cv_readings_default(&rd);
  xc_controlled_result x;
  rd.anchors = CV_ANCHOR_MAXIMAL;
  CHECK(xc_controlled(p, h, &t, &rd, 0, NULL, XC_BOTH, 0, &x, &err));
  CHECK(!x.smt.consistent);
  CHECK_INT(x.behaviours, 0);
  CHECK_INT(x.notes.disagree, 0);
  xc_controlled_free(&x);
  rd.anchors = CV_ANCHOR_FREE;
  CHECK(xc_controlled(p, h, &t, &rd, 0, NULL, XC_BOTH, 0, &x, &err));
  CHECK(x.smt.consistent);
  CHECK_INT(x.behaviours, 1);
  CHECK_INT(x.notes.disagree, 0);
  xc_controlled_free(&x);
  /* Z3 alone: the explicit engine's behaviours are not counted */
  CHECK(xc_controlled(p, h, &t, &rd, 0, NULL, XC_SMT, 0, &x, &err));
  CHECK_INT(x.behaviours, -1);
  xc_controlled_free(&x);
  cv_tuple_free(&t);
  cv_hierarchy_free(h);
  cv_module_free(m);
}
