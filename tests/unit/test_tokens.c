/* Unit tests of convergence control tokens: the .cfg instruction lines,
 * convergence regions, the dynamic rules of entry/anchor/loop and of
 * controlled operations, and the controlled maximal relation
 * ([CO] = ConvergentOperations.rst).  Expected answers are derived by hand
 * in the comments. */
#include "front/front.h"
#include "tests/unit/harness.h"

#include <stdlib.h>

static cv_module *parse(const char *text) { return th_parse_cfg(text); }

static void tuple(const cv_program *p, cv_tuple *t, int k, const char **traces) {
  th_tuple(p, t, k, traces, 1);
}

/* The error of parsing bad .cfg text, "" if it parses. */
static const char *parse_error(const char *text, char *buf, size_t n) {
  cc_error e;
  cc_error_clear(&e);
  cv_module *m = fe_parse_cfg("t.cfg", text, strlen(text), NULL, &e);
  buf[0] = 0;
  if (m) cv_module_free(m);
  else cc_error_format(&e, buf, n);
  return buf;
}

/* The program of [CO] "Rationales for Static rules about cycles" with the
 * heart in the header B. */
static const char heart_in_b[] =
    "A -> B\nB -> C, D divergent\nC -> D\nD -> E, F divergent\nE -> F\n"
    "F -> B, G divergent\nG\n"
    "A: %anchor = anchor\nB: %loop = loop(%anchor)\nC: @op.1(%loop)\nE: @op.2(%loop)\n";

TEST(tokens_cfg_instruction_lines) {
  TH_CFG(m, p, heart_in_b);
  CHECK_INT(cv_program_ninsts(p), 4);
  int a = cv_program_find_inst(p, "anchor"), l = cv_program_find_inst(p, "loop");
  CHECK(a >= 0 && l >= 0);
  CHECK_INT(cv_program_inst(p, a)->token_def, CV_TOKEN_ANCHOR);
  CHECK_INT(cv_program_inst(p, a)->token_use, -1);
  CHECK_INT(cv_program_inst(p, l)->token_def, CV_TOKEN_LOOP);
  CHECK_INT(cv_program_inst(p, l)->token_use, a);
  CHECK_INT(cv_program_inst(p, l)->block, cv_program_find_block(p, "B"));
  /* the operations: convergent calls using %loop */
  int ops = 0;
  for (int i = 0; i < cv_program_ninsts(p); i++) {
    const cv_inst *I = cv_program_inst(p, i);
    if (I->token_def == CV_TOKEN_NONE) {
      ops++;
      CHECK(I->flags & CV_INST_CONVERGENT);
      CHECK_INT(I->token_use, l);
      CHECK(cv_inst_controlled(I));
    }
  }
  CHECK_INT(ops, 2);
  CHECK(cv_program_has_tokens(p));
  cc_error e;
  cc_error_clear(&e);
  CHECK(cv_tokens_check(p, &e));
  cv_module_free(m);
}

TEST(tokens_cfg_errors_name_the_place) {
  /* each bad .cfg text and what its error must contain */
  static const char *const cases[][2] = {
      {"A -> B\nB\nB: @op(%nope)\n",
       "t.cfg:3:8: error: unknown token '%nope'"},
      {"A -> B\nB\nB: %t = loop\n",
       "t.cfg:3:9: error: 'loop' needs a token operand"},
      {"A\nA: %e = entry\nA: %t = anchor(%e)\n",
       "t.cfg:3:16: error: 'anchor' takes no token operand"},
      {"A\nA: anchor\n",
       "t.cfg:2:4: error: 'anchor' defines a token: name it"},
      {"A\nX: %t = anchor\n",
       "t.cfg:2:1: error: unknown block 'X'"},
      {"A\nA: %t = anchor\nA: %t = anchor\n",
       "t.cfg:3:4: error: '%t' is defined twice (first on line 2)"},
      {"A\nA: %x = @f()\nA: @g(%x)\n",
       "t.cfg:3:7: error: '%x' is not a token"},
      {"A\nA: %t = anchor(\n",
       "t.cfg:2:"},
      {"A\nA: %t anchor\n",
       "t.cfg:2:7: error: unexpected 'anchor' (expected '=')"},
      {"A\nA: %t = anchor\nexpect converged %t(1 %t(2)\n",
       "t.cfg:3:"},
  };
  char buf[1200];
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    CHECK_CONTAINS(parse_error(cases[i][0], buf, sizeof buf), cases[i][1]);
}

/* [CO] "Convergence Regions" for the heart-in-B program, by hand:
 * %anchor's region is A and every block dominated by A from which its use
 * (the heart in B) is reachable without passing A: A..F, not G.  %loop's
 * region: blocks dominated by B reaching C or E without passing B: B, C,
 * D, E (F reaches them only through B). */
TEST(tokens_convergence_regions) {
  TH_CFG(m, p, heart_in_b);
  int a = cv_program_find_inst(p, "anchor"), l = cv_program_find_inst(p, "loop");
  const char *in_a = "ABCDEF", *in_l = "BCDE";
  for (const char *b = "ABCDEFG"; *b; b++) {
    char name[2] = {*b, 0};
    int blk = cv_program_find_block(p, name);
    CHECK_INT(cv_token_region_contains_block(p, a, blk), strchr(in_a, *b) != NULL);
    CHECK_INT(cv_token_region_contains_block(p, l, blk), strchr(in_l, *b) != NULL);
  }
  cv_module_free(m);
}

/* [CO] "llvm.experimental.convergence.loop": with the anchors converged,
 * the heart's j-th executions converge; the operations converge iff their
 * %loop instances do ("Rationales ...", items 1-4). */
TEST(tokens_heart_counts_iterations) {
  TH_CFG_TRACES(m, p, t, h, heart_in_b,
                "A B C D F B D E F G", "A B D E F B C D F G");
  int a = cv_program_find_inst(p, "anchor"), l = cv_program_find_inst(p, "loop");
  cv_anchor_constraint c = {a, 0, 0, 1, 0, true};
  cv_behaviours *B = cv_controlled_converged_with(p, h, &t, &(cv_readings){.cb = CV_CB_LITERAL, .anchors = CV_ANCHOR_FREE}, 1,
                                                  &c, 100);
  CHECK_INT(cv_behaviours_count(B), 1);
  if (cv_behaviours_count(B) == 1) {
    /* B is at positions 1 and 5 in both threads */
    CHECK(cv_behaviour_inst_class(B, 0, l, 0, 1) == cv_behaviour_inst_class(B, 0, l, 1, 1));
    CHECK(cv_behaviour_inst_class(B, 0, l, 0, 5) == cv_behaviour_inst_class(B, 0, l, 1, 5));
    CHECK(cv_behaviour_inst_class(B, 0, l, 0, 1) != cv_behaviour_inst_class(B, 0, l, 1, 5));
    /* @op.1: thread 1's C at 2 (iteration 1), thread 2's C at 6 (iteration 2) */
    int op1 = -1;
    for (int i = 0; i < cv_program_ninsts(p); i++)
      if (cv_program_inst(p, i)->opcode && !strcmp(cv_program_inst(p, i)->opcode, "op.1")) op1 = i;
    CHECK(cv_behaviour_inst_class(B, 0, op1, 0, 2) != cv_behaviour_inst_class(B, 0, op1, 1, 6));
    /* the blocks' relation: D in iteration 1 (positions 3 and 2) converged,
     * C (iterations 1 and 2) not, G converged */
    const cv_relation *r = cv_behaviour_relation(B, 0);
    CHECK(cv_converged_with(r, cv_relation_instance(r, 0, 3), cv_relation_instance(r, 1, 2)));
    CHECK(!cv_converged_with(r, cv_relation_instance(r, 0, 2), cv_relation_instance(r, 1, 6)));
    CHECK(cv_converged_with(r, cv_relation_instance(r, 0, 9), cv_relation_instance(r, 1, 9)));
    cc_buf out;
    cc_buf_init(&out);
    cv_behaviour_print_tokens(B, 0, &out);
    CHECK_CONTAINS(cc_buf_str(&out), "%loop: %loop(1;1) == %loop(2;1), %loop(1;2) == %loop(2;2)");
    cc_buf_free(&out);
  }
  cv_behaviours_free(B);
  th_traces_free(m, &t, h);
}

/* [CO] "Rationales ...": an anchor outside the loop used inside it; with
 * the anchors converged, I1 == J1 and I2 == J1 give I1 == I2. */
TEST(tokens_anchor_in_loop_has_no_consistent_relation) {
  TH_CFG_TRACES(m, p, t, h, "A -> B\nB -> B, C divergent\nC\nA: %anchor = anchor\nB: @op(%anchor)\n",
                "A B B C", "A B B C");
  cv_behaviours *B = cv_controlled_converged_with(p, h, &t, &(cv_readings){.cb = CV_CB_LITERAL, .anchors = CV_ANCHOR_MAXIMAL},
                                                  0, NULL, 100);
  CHECK_INT(cv_behaviours_count(B), 0);
  CHECK_CONTAINS(cv_behaviours_contradiction(B), "so by transitivity @op(1;1) == @op(1;2)");
  cv_behaviours_free(B);
  /* anchors free: the only consistent choice keeps them apart */
  B = cv_controlled_converged_with(p, h, &t, &(cv_readings){.cb = CV_CB_LITERAL, .anchors = CV_ANCHOR_FREE}, 0, NULL, 100);
  CHECK_INT(cv_behaviours_count(B), 1);
  CHECK_INT(cv_behaviours_choices(B), 2);
  int a = cv_program_find_inst(p, "anchor");
  if (cv_behaviours_count(B) == 1)
    CHECK(cv_behaviour_inst_class(B, 0, a, 0, 0) != cv_behaviour_inst_class(B, 0, a, 1, 0));
  cv_behaviours_free(B);
  th_traces_free(m, &t, h);
}

/* Free anchors: with one anchor instance per thread in acyclic code and
 * nothing else to contradict, every partition of the threads is a
 * behaviour: 2 for two threads, 5 (the Bell number) for three.  The entry
 * intrinsic has one behaviour: all threads converged. */
TEST(tokens_free_anchor_partitions_and_entry) {
  const char *tr[] = {"Entry X Y", "Entry Y", "Entry X Y"};
  TH_CFG(m, p, "Entry -> X, Y divergent\nX -> Y\nY\nEntry: %a = anchor\nY: @op(%a)\n");
  TH_TRACES(p, t, h, 3, tr);
  cv_behaviours *B = cv_controlled_converged_with(p, h, &t, &(cv_readings){.cb = CV_CB_LITERAL, .anchors = CV_ANCHOR_FREE}, 0,
                                                  NULL, 100);
  CHECK_INT(cv_behaviours_count(B), 5);
  cv_behaviours_free(B);
  t.k = 2;
  B = cv_controlled_converged_with(p, h, &t, &(cv_readings){.cb = CV_CB_LITERAL, .anchors = CV_ANCHOR_FREE}, 0, NULL, 100);
  CHECK_INT(cv_behaviours_count(B), 2);
  cv_behaviours_free(B);
  t.k = 3;
  th_traces_free(m, &t, h);

  m = parse("Entry -> X, Y divergent\nX -> Y\nY\nEntry: %e = entry\nY: @op(%e)\n");
  if (!m) return;
  p = cv_module_program(m, 0);
  tuple(p, &t, 3, tr);
  h = cv_cycles_llvm(p);
  B = cv_controlled_converged_with(p, h, &t, &(cv_readings){.cb = CV_CB_LITERAL, .anchors = CV_ANCHOR_FREE}, 0, NULL, 100);
  CHECK_INT(cv_behaviours_count(B), 1);
  int op = 1; /* the second instruction */
  if (cv_behaviours_count(B) == 1) {
    int c0 = cv_behaviour_inst_class(B, 0, op, 0, 2);
    CHECK(c0 >= 0);
    CHECK_INT(cv_behaviour_inst_class(B, 0, op, 1, 1), c0);
    CHECK_INT(cv_behaviour_inst_class(B, 0, op, 2, 2), c0);
    CHECK_INT(cv_behaviour_inst_class(B, 0, op, 0, 0), -1); /* not op's block */
  }
  cv_behaviours_free(B);
  th_traces_free(m, &t, h);
}

/* Without tokens the controlled relation is the uncontrolled maximal one
 * (item 2.1 is vacuous): the natural loop of [CU] "Maximal Convergence". */
TEST(tokens_controlled_equals_maximal_without_tokens) {
  TH_CFG_TRACES(m, p, t, h, "Entry -> H\nH -> B, L divergent\nB -> L\nL -> H, Exit divergent\nExit\n",
                "Entry H B L H L Exit", "Entry H L H B L H B L Exit");
  CHECK(!cv_program_has_tokens(p));
  cv_relation *r = cv_maximal_converged_with(p, h, &t, &(cv_readings){.cb = CV_CB_LITERAL});
  cv_behaviours *B = cv_controlled_converged_with(p, h, &t, &(cv_readings){.cb = CV_CB_LITERAL, .anchors = CV_ANCHOR_FREE}, 0,
                                                  NULL, 100);
  CHECK_INT(cv_behaviours_count(B), 1);
  if (cv_behaviours_count(B) == 1) CHECK(cv_relation_same(r, cv_behaviour_relation(B, 0)));
  cv_behaviours_free(B);
  cv_relation_free(r);
  th_traces_free(m, &t, h);
}

/* [CO] "Extended Cycles": the divergent exit C is outside the cycle, so
 * the uncontrolled relation converges its instances; the heart's token
 * makes C converge only among threads leaving in the same iteration. */
TEST(tokens_divergent_exit_extends_the_cycle) {
  TH_CFG_TRACES(m, p, t, h, "Entry -> for\nfor -> B, E divergent\nB -> C, D divergent\nC -> E\n"
                       "D -> for\nE\nEntry: %entry = entry\nfor: %inner = loop(%entry)\n"
                       "C: @convergent_op(%inner)\n",
                "Entry for B C E", "Entry for B D for B C E");
  cv_relation *u = cv_maximal_converged_with(p, h, &t, &(cv_readings){.cb = CV_CB_LITERAL});
  CHECK(cv_converged_with(u, cv_relation_instance(u, 0, 3), cv_relation_instance(u, 1, 6)));
  cv_behaviours *B = cv_controlled_converged_with(p, h, &t, &(cv_readings){.cb = CV_CB_LITERAL, .anchors = CV_ANCHOR_FREE}, 0,
                                                  NULL, 100);
  CHECK_INT(cv_behaviours_count(B), 1);
  if (cv_behaviours_count(B) == 1) {
    const cv_relation *r = cv_behaviour_relation(B, 0);
    CHECK(!cv_converged_with(r, cv_relation_instance(r, 0, 3), cv_relation_instance(r, 1, 6)));
    CHECK(cv_converged_with(r, cv_relation_instance(r, 0, 4), cv_relation_instance(r, 1, 7)));
  }
  cv_behaviours_free(B);
  cv_relation_free(u);
  th_traces_free(m, &t, h);
}

/* The .ll reader's tokens go through the same rules. */
TEST(tokens_from_ll) {
  cv_module *m = th_read_ll(
      "declare token @llvm.experimental.convergence.entry()\n"
      "declare token @llvm.experimental.convergence.loop()\n"
      "declare void @convergent_op() convergent\n"
      "define void @example(i1 %c1, i1 %c2) convergent {\n"
      "entry:\n"
      "  %tok = call token @llvm.experimental.convergence.entry()\n"
      "  br label %for\n"
      "for:\n"
      "  %inner = call token @llvm.experimental.convergence.loop() [ \"convergencectrl\"(token %tok) ]\n"
      "  br i1 %c1, label %B, label %E\n"
      "B:\n"
      "  br i1 %c2, label %C, label %D\n"
      "C:\n"
      "  call void @convergent_op() [ \"convergencectrl\"(token %inner) ]\n"
      "  br label %E\n"
      "D:\n"
      "  br label %for\n"
      "E:\n"
      "  ret void\n"
      "}\n");
  if (!m) return;
  cv_program *p = cv_module_find(m, "example");
  CHECK(p != NULL);
  if (!p) {
    cv_module_free(m);
    return;
  }
  CHECK(cv_program_has_tokens(p));
  cc_error e;
  cc_error_clear(&e);
  CHECK(cv_tokens_check(p, &e));
  const char *tr[] = {"entry for B C E", "entry for B D for B C E", "entry for B C E"};
  TH_TRACES(p, t, h, 3, tr);
  cv_behaviours *B = cv_controlled_converged_with(p, h, &t, &(cv_readings){.cb = CV_CB_LITERAL, .anchors = CV_ANCHOR_FREE}, 0,
                                                  NULL, 100);
  CHECK_INT(cv_behaviours_count(B), 1);
  int op = -1;
  for (int i = 0; i < cv_program_ninsts(p); i++)
    if (cv_program_inst(p, i)->token_use >= 0 && cv_program_inst(p, i)->token_def == CV_TOKEN_NONE)
      op = i;
  CHECK(op >= 0);
  if (cv_behaviours_count(B) == 1 && op >= 0) {
    CHECK(cv_behaviour_inst_class(B, 0, op, 0, 3) == cv_behaviour_inst_class(B, 0, op, 2, 3));
    CHECK(cv_behaviour_inst_class(B, 0, op, 0, 3) != cv_behaviour_inst_class(B, 0, op, 1, 6));
  }
  cv_behaviours_free(B);
  th_traces_free(m, &t, h);
}

/* ---- the experimental iterating anchor -------------------------- */

/* The post's first CFG (docs/findings.md, "The iterating anchor (seed
 * 002)"): A dominates B; the second adds E -> B. */
static const char ia_cfg1[] =
    "experimental iterating-anchor\nE -> A\nA -> A, B, X divergent\nB -> A, X divergent\nX\n"
    "E: %e = entry\nA: %ia = iterating_anchor\nA: @op.a(%ia)\nB: %h = loop(%e)\n";
static const char ia_cfg2[] =
    "experimental iterating-anchor\nE -> A, B\nA -> A, B, X divergent\nB -> A, X divergent\nX\n"
    "E: %e = entry\nA: %ia = iterating_anchor\nA: @op.a(%ia)\nB: %h = loop(%e)\n";

/* Refused without the switch (the error names the line, the column of
 * the intrinsic and the switch); accepted with the file's line or the
 * caller's flag; it takes no token operand; unknown extensions are
 * errors. */
TEST(tokens_iterating_anchor_switch) {
  char buf[1024];
  const char *plain = "E -> A\nA\nE: %e = entry\nA: %ia = iterating_anchor\n";
  CHECK_CONTAINS(parse_error(plain, buf, sizeof buf), "t.cfg:4:10: error: 'iterating_anchor' is an "
                                                      "experimental intrinsic");
  CHECK_CONTAINS(buf, "--experimental iterating-anchor");
  CHECK_STR(parse_error("experimental iterating-anchor\nE -> A\nA\nA: %ia = iterating_anchor\n",
                        buf, sizeof buf), "");
  /* the line switches it on for what follows, not before */
  CHECK_CONTAINS(parse_error("E -> A\nA\nA: %ia = iterating_anchor\nexperimental iterating-anchor\n",
                             buf, sizeof buf), "t.cfg:3:");
  CHECK_CONTAINS(parse_error("experimental iterating-anchor\nE -> A\nA\nE: %e = entry\n"
                             "A: %ia = iterating_anchor(%e)\n", buf, sizeof buf),
                 "takes no token operand");
  CHECK_CONTAINS(parse_error("experimental loops\nE\n", buf, sizeof buf),
                 "t.cfg:1:14: error: unexpected 'loops' (expected an experimental extension");
  cc_error e;
  cc_error_clear(&e);
  cv_module *m = fe_parse_cfg_ex("t.cfg", plain, strlen(plain), NULL, FE_EXP_ITERATING_ANCHOR, &e);
  CHECK(m != NULL);
  if (m) {
    cv_program *p = cv_module_program(m, 0);
    int ia = cv_program_find_inst(p, "ia");
    CHECK(ia >= 0 && cv_program_inst(p, ia)->token_def == CV_TOKEN_ITERATING);
    CHECK(ia >= 0 && cv_inst_controlled(cv_program_inst(p, ia)));
    CHECK(cv_token_implementation_defined(CV_TOKEN_ITERATING));
    CHECK(!cv_token_implementation_defined(CV_TOKEN_LOOP));
    cv_module_free(m);
  }
  CHECK_INT(fe_experimental_from_name("iterating-anchor"), FE_EXP_ITERATING_ANCHOR);
  CHECK_INT(fe_experimental_from_name("iterating_anchor"), 0);
}

/* Continuations: in the first CFG, thread 2's second A (E A B A X, step 4,
 * position 3) follows B, which A dominates: its previous encounter is
 * position 1; in the second CFG B is outside A's dominance region: a
 * re-entry (-1).  Thread 1's second A follows A directly in both.  First
 * encounters and other blocks: -1. */
TEST(tokens_iterating_anchor_continuations) {
  for (int k = 0; k < 2; k++) {
    TH_CFG(m, p, k ? ia_cfg2 : ia_cfg1);
    const char *tr[] = {"E A A B X", "E A B A X"};
    cv_tuple t;
    tuple(p, &t, 2, tr);
    cv_domtree *dt = cv_domtree_new(p, false);
    int A = cv_program_find_block(p, "A");
    CHECK_INT(cv_iterating_previous(p, dt, &t.thread[0], A, 2), 1);
    CHECK_INT(cv_iterating_previous(p, dt, &t.thread[1], A, 3), k ? -1 : 1);
    CHECK_INT(cv_iterating_previous(p, dt, &t.thread[0], A, 1), -1);
    CHECK_INT(cv_iterating_previous(p, dt, &t.thread[1], A, 2), -1); /* B, not A */
    CHECK_INT(cv_iterating_previous(p, dt, &t.thread[1], A, 9), -1); /* past the end */
    cv_domtree_free(dt);
    cv_tuple_free(&t);
    cv_module_free(m);
  }
}

/* The behaviours (hand derivations in corpus/findings/seed002-*.cfg):
 * first CFG, first encounters assumed converged: none, and the
 * contradiction names the iterating-anchor rule and the cycle; free: two
 * behaviours, the first encounters apart in both; maximal: none.  Second
 * CFG, free: three, the second encounters apart in all, the first ones
 * converged in one. */
TEST(tokens_iterating_anchor_behaviours) {
  const char *tr[] = {"E A A B X", "E A B A X"};
  TH_CFG(m, p, ia_cfg1);
  TH_TRACES(p, t, h, 2, tr);
  int ia = cv_program_find_inst(p, "ia");
  cv_anchor_constraint c = {ia, 0, 1, 1, 1, true};
  cv_behaviours *B = cv_controlled_converged_with(p, h, &t, &(cv_readings){.cb = CV_CB_LITERAL, .anchors = CV_ANCHOR_FREE}, 1, &c,
                                                  100);
  CHECK_INT(cv_behaviours_count(B), 0);
  CHECK_CONTAINS(cv_behaviours_contradiction(B),
                 "%ia(1;2) == %ia(2;2) (iterating-anchor rule: %ia(1;1) == %ia(2;1)");
  CHECK_CONTAINS(cv_behaviours_contradiction(B),
                 "the cycle: A (thread 1, step 3) before B (thread 1, step 4) converged "
                 "(%h(1) == %h(2)) with B (thread 2, step 3) before A (thread 2, step 4)");
  cv_behaviours_free(B);
  B = cv_controlled_converged_with(p, h, &t, &(cv_readings){.cb = CV_CB_LITERAL, .anchors = CV_ANCHOR_FREE}, 0, NULL, 100);
  CHECK_INT(cv_behaviours_count(B), 2);
  for (int i = 0; i < cv_behaviours_count(B); i++) {
    CHECK(cv_behaviour_inst_class(B, i, ia, 0, 1) != cv_behaviour_inst_class(B, i, ia, 1, 1));
    CHECK(cv_behaviour_inst_class(B, i, ia, 0, 2) != cv_behaviour_inst_class(B, i, ia, 1, 3));
  }
  cv_behaviours_free(B);
  B = cv_controlled_converged_with(p, h, &t, &(cv_readings){.cb = CV_CB_LITERAL, .anchors = CV_ANCHOR_MAXIMAL}, 0, NULL, 100);
  CHECK_INT(cv_behaviours_count(B), 0);
  cv_behaviours_free(B);
  th_traces_free(m, &t, h);

  m = parse(ia_cfg2);
  if (!m) return;
  p = cv_module_program(m, 0);
  tuple(p, &t, 2, tr);
  h = cv_cycles_llvm(p);
  ia = cv_program_find_inst(p, "ia");
  B = cv_controlled_converged_with(p, h, &t, &(cv_readings){.cb = CV_CB_LITERAL, .anchors = CV_ANCHOR_FREE}, 0, NULL, 100);
  CHECK_INT(cv_behaviours_count(B), 3);
  int first_converged = 0;
  for (int i = 0; i < cv_behaviours_count(B); i++) {
    CHECK(cv_behaviour_inst_class(B, i, ia, 0, 2) != cv_behaviour_inst_class(B, i, ia, 1, 3));
    first_converged +=
        cv_behaviour_inst_class(B, i, ia, 0, 1) == cv_behaviour_inst_class(B, i, ia, 1, 1);
  }
  CHECK_INT(first_converged, 1);
  cv_behaviours_free(B);
  th_traces_free(m, &t, h);
}

/* ---- the anchors' search: pruning and observed instructions ---------------
 * The search of cv_controlled_behaviours must never drop a consistent
 * behaviour (issue 17).  Reference: the plain search (every partition of
 * the anchors' instances evaluated, opt.plain).  On random programs with
 * anchors, entry and loop tokens and controlled operations, and random
 * tuples of their traces:
 *  - the pruned search gives the same behaviours in the same order (same
 *    classes of every controlled instance, same relation), under both
 *    readings of convergence-before;
 *  - with the operations observed, every behaviour is one of the plain
 *    search's, and the combinations of the operations' classes are the
 *    same set. */

static unsigned rnd_next(unsigned *s) {
  *s = *s * 1103515245u + 12345u;
  return (*s >> 16) & 0x7fff;
}

/* A random .cfg program: blocks B0..B(nb-1), B0 the entry, the last one
 * the exit; forward edges and some back edges; an anchor (or an entry
 * token) in random blocks, sometimes a loop token in a block with a back
 * edge into it, and operations using them. */
static void random_program(unsigned *seed, cc_buf *out, int *nb_out) {
  int nb = 3 + (int)(rnd_next(seed) % 3);
  *nb_out = nb;
  for (int b = 0; b < nb - 1; b++) {
    int s1 = b + 1, s2 = b + 1 + (int)(rnd_next(seed) % (unsigned)(nb - 1 - b));
    bool back = b > 0 && rnd_next(seed) % 3 == 0;
    if (back) s2 = (int)(rnd_next(seed) % (unsigned)(b + 1));
    if (s2 == s1) cc_buf_printf(out, "B%d -> B%d\n", b, s1);
    else cc_buf_printf(out, "B%d -> B%d, B%d divergent\n", b, s1, s2);
  }
  cc_buf_printf(out, "B%d\n", nb - 1);
  int ntok = 0;
  char toks[4][8];
  if (rnd_next(seed) % 4 == 0) {
    cc_buf_puts(out, "B0: %e = entry\n");
    snprintf(toks[ntok++], sizeof toks[0], "e");
  }
  int na = 1 + (int)(rnd_next(seed) % 2);
  for (int a = 0; a < na; a++) {
    int b = (int)(rnd_next(seed) % (unsigned)nb);
    cc_buf_printf(out, "B%d: %%a%d = anchor\n", b, a);
    snprintf(toks[ntok++], sizeof toks[0], "a%d", a);
  }
  if (rnd_next(seed) % 2 == 0) {
    int b = 1 + (int)(rnd_next(seed) % (unsigned)(nb - 1));
    cc_buf_printf(out, "B%d: %%l = loop(%%%s)\n", b, toks[rnd_next(seed) % (unsigned)ntok]);
    snprintf(toks[ntok++], sizeof toks[0], "l");
  }
  int nops = 1 + (int)(rnd_next(seed) % 3);
  for (int o = 0; o < nops; o++) {
    int b = (int)(rnd_next(seed) % (unsigned)nb);
    cc_buf_printf(out, "B%d: @op%d(%%%s)\n", b, o, toks[rnd_next(seed) % (unsigned)ntok]);
  }
}

/* A random path from B0 to the exit with at most `max` blocks, as text;
 * false if the walk did not reach the exit. */
static bool random_trace(unsigned *seed, const cv_program *p, int max, cc_buf *out) {
  int b = cv_program_entry(p);
  for (int len = 0; len < max; len++) {
    cc_buf_printf(out, "%s%s", len ? " " : "", cv_block_name(p, b));
    int ns;
    const int *succ = cv_block_succs(p, b, &ns);
    if (ns == 0) return true;
    b = succ[rnd_next(seed) % (unsigned)ns];
  }
  return false;
}

/* Do behaviours i of a and j of b give every controlled instance the same
 * class partition and every pair of block instances the same convergence? */
static bool same_behaviour(const cv_program *p, const cv_tuple *t, const cv_behaviours *a, int i,
                           const cv_behaviours *b, int j, const bool *only) {
  for (int in = 0; in < cv_program_ninsts(p); in++) {
    if (!cv_inst_controlled(cv_program_inst(p, in)) || (only && !only[in])) continue;
    for (int u = 0; u < t->k; u++)
      for (int s = 0; s < t->thread[u].len; s++)
        for (int v = u + 1; v < t->k; v++)
          for (int q = 0; q < t->thread[v].len; q++) {
            int x1 = cv_behaviour_inst_class(a, i, in, u, s), y1 = cv_behaviour_inst_class(a, i, in, v, q);
            int x2 = cv_behaviour_inst_class(b, j, in, u, s), y2 = cv_behaviour_inst_class(b, j, in, v, q);
            if ((x1 >= 0 && x1 == y1) != (x2 >= 0 && x2 == y2)) return false;
          }
  }
  if (only) return true;
  const cv_relation *r1 = cv_behaviour_relation(a, i), *r2 = cv_behaviour_relation(b, j);
  return cv_relation_same(r1, r2);
}

TEST(tokens_search_pruned_equals_plain) {
  unsigned seed = 20261125u;
  int programs = 0, tuples = 0, pruned_any = 0, projected_fewer = 0, reported = 0;
  uint64_t plain_choices = 0, pruned_choices = 0;
  for (int round = 0; round < 600; round++) {
    cc_buf text;
    cc_buf_init(&text);
    int nb;
    random_program(&seed, &text, &nb);
    cc_error e;
    cc_error_clear(&e);
    cv_module *m = fe_parse_cfg("t.cfg", cc_buf_str(&text), text.len, NULL, &e);
    char src[2000];
    snprintf(src, sizeof src, "%s", cc_buf_str(&text));
    cc_buf_free(&text);
    if (!m) continue; /* e.g. two anchors in a block: not a test case */
    cv_program *p = cv_module_program(m, 0);
    if (!cv_tokens_check(p, &e)) {
      cv_module_free(m);
      continue;
    }
    programs++;
    cv_hierarchy *h = cv_cycles_llvm(p);
    bool *observed = calloc((size_t)cv_program_ninsts(p) + 1, sizeof(bool));
    for (int i = 0; i < cv_program_ninsts(p); i++)
      observed[i] = cv_program_inst(p, i)->token_def == CV_TOKEN_NONE;
    for (int tt = 0; tt < 3; tt++) {
      int k = 2 + (int)(rnd_next(&seed) % 2);
      cc_buf tr[3];
      const char *trs[3];
      bool ok = true;
      for (int u = 0; u < k; u++) {
        cc_buf_init(&tr[u]);
        ok &= random_trace(&seed, p, k == 2 ? 8 : 6, &tr[u]);
        trs[u] = cc_buf_str(&tr[u]);
      }
      if (ok) {
        cv_tuple t;
        th_tuple(p, &t, k, trs, 1);
        tuples++;
        cv_anchor_search plain = {100000, 0, NULL, true}, pruned = {100000, 0, NULL, false},
                         proj = {100000, 0, observed, false};
        /* both readings of convergence-before (the cycle check differs) */
        cv_readings rd = {.cb = tt == 2 ? CV_CB_QUOTIENT : CV_CB_LITERAL, .anchors = CV_ANCHOR_FREE};
        cv_behaviours *A = cv_controlled_behaviours(p, h, &t, &rd, 0, NULL, &plain);
        cv_behaviours *B = cv_controlled_behaviours(p, h, &t, &rd, 0, NULL, &pruned);
        cv_behaviours *C = cv_controlled_behaviours(p, h, &t, &rd, 0, NULL, &proj);
        CHECK(!cv_behaviours_truncated(A) && !cv_behaviours_truncated(B) && !cv_behaviours_truncated(C));
        plain_choices += cv_behaviours_choices(A);
        pruned_choices += cv_behaviours_choices(B);
        pruned_any += cv_behaviours_pruned(B) > 0;
        bool same = cv_behaviours_count(B) == cv_behaviours_count(A);
        for (int i = 0; i < cv_behaviours_count(A) && same; i++)
          same = same_behaviour(p, &t, A, i, B, i, NULL);
        if (!same && !reported++)
          th_fail(__FILE__, __LINE__, "pruned search: %d behaviours, plain %d, on\n%s\ntraces %s | %s | %s",
                  cv_behaviours_count(B), cv_behaviours_count(A), src, trs[0], trs[1], k > 2 ? trs[2] : "");
        /* projected: each one a plain behaviour; the same observed combinations */
        for (int i = 0; i < cv_behaviours_count(C); i++) {
          bool one = false;
          for (int j = 0; j < cv_behaviours_count(A) && !one; j++) one = same_behaviour(p, &t, C, i, A, j, NULL);
          CHECK(one);
        }
        for (int j = 0; j < cv_behaviours_count(A); j++) {
          bool one = false;
          for (int i = 0; i < cv_behaviours_count(C) && !one; i++) one = same_behaviour(p, &t, A, j, C, i, observed);
          if (!one && !reported++)
            th_fail(__FILE__, __LINE__, "projected search lost a combination on\n%s\ntraces %s | %s | %s",
                    src, trs[0], trs[1], k > 2 ? trs[2] : "");
        }
        projected_fewer += cv_behaviours_count(C) < cv_behaviours_count(A);
        cv_behaviours_free(A);
        cv_behaviours_free(B);
        cv_behaviours_free(C);
        cv_tuple_free(&t);
      }
      for (int u = 0; u < k; u++) cc_buf_free(&tr[u]);
    }
    free(observed);
    cv_hierarchy_free(h);
    cv_module_free(m);
  }
  /* the sample exercises what it tests */
  CHECK(programs > 100);
  CHECK(tuples > 200);
  CHECK(pruned_any > 10);
  CHECK(projected_fewer > 10);
  CHECK(pruned_choices < plain_choices);
}

/* Constraints on the anchors' choice are checked at every node of the
 * search (model/tokens.c constraints_hold_at), not only at its leaves: a
 * chosen instance keeps its class below, so the constrained search must
 * give exactly the unconstrained search's behaviours that satisfy the
 * constraints, in the same order.  Random programs and tuples as above,
 * each with random constraints on pairs of anchor instances of different
 * threads (transform's tfI_wildcard_before asks for "no instance converged
 * with another thread's" this way). */
TEST(tokens_constraints_pruned_equals_filtered) {
  unsigned seed = 20261129u;
  int tuples = 0, constrained = 0, nonempty = 0;
  for (int round = 0; round < 400; round++) {
    cc_buf text;
    cc_buf_init(&text);
    int nb;
    random_program(&seed, &text, &nb);
    cc_error e;
    cc_error_clear(&e);
    cv_module *m = fe_parse_cfg("t.cfg", cc_buf_str(&text), text.len, NULL, &e);
    cc_buf_free(&text);
    if (!m) continue;
    cv_program *p = cv_module_program(m, 0);
    if (!cv_tokens_check(p, &e)) {
      cv_module_free(m);
      continue;
    }
    cv_hierarchy *h = cv_cycles_llvm(p);
    for (int tt = 0; tt < 3; tt++) {
      cc_buf tr[2];
      const char *trs[2];
      bool ok = true;
      for (int u = 0; u < 2; u++) {
        cc_buf_init(&tr[u]);
        ok &= random_trace(&seed, p, 8, &tr[u]);
        trs[u] = cc_buf_str(&tr[u]);
      }
      if (ok) {
        cv_tuple t;
        th_tuple(p, &t, 2, trs, 1);
        tuples++;
        cv_anchor_constraint cons[6];
        int nc = 0;
        for (int i = 0; i < cv_program_ninsts(p) && nc < 6; i++) {
          const cv_inst *I = cv_program_inst(p, i);
          if (I->token_def != CV_TOKEN_ANCHOR) continue;
          for (int p1 = 0; p1 < t.thread[0].len && nc < 6; p1++)
            for (int p2 = 0; p2 < t.thread[1].len && nc < 6; p2++)
              if (t.thread[0].blocks[p1] == I->block && t.thread[1].blocks[p2] == I->block &&
                  rnd_next(&seed) % 2 == 0) {
                cv_anchor_constraint c = {i, 0, p1, 1, p2, rnd_next(&seed) % 3 == 0};
                cons[nc++] = c;
              }
        }
        constrained += nc > 0;
        cv_readings rd = {.cb = tt == 2 ? CV_CB_QUOTIENT : CV_CB_LITERAL, .anchors = CV_ANCHOR_FREE};
        cv_anchor_search all = {100000, 0, NULL, false};
        cv_behaviours *A = cv_controlled_behaviours(p, h, &t, &rd, 0, NULL, &all);
        cv_behaviours *C = cv_controlled_behaviours(p, h, &t, &rd, nc, cons, &all);
        int j = 0;
        bool same = true;
        for (int i = 0; i < cv_behaviours_count(A) && same; i++) {
          bool holds = true;
          for (int x = 0; x < nc && holds; x++) {
            int c1 = cv_behaviour_inst_class(A, i, cons[x].inst, 0, cons[x].p1);
            int c2 = cv_behaviour_inst_class(A, i, cons[x].inst, 1, cons[x].p2);
            holds = (c1 >= 0 && c1 == c2) == cons[x].converged;
          }
          if (!holds) continue;
          same = j < cv_behaviours_count(C) && same_behaviour(p, &t, A, i, C, j, NULL);
          j++;
        }
        same &= j == cv_behaviours_count(C);
        nonempty += nc > 0 && j > 0;
        if (!same) th_fail(__FILE__, __LINE__, "constrained search differs on traces %s | %s", trs[0], trs[1]);
        cv_behaviours_free(A);
        cv_behaviours_free(C);
        cv_tuple_free(&t);
      }
      for (int u = 0; u < 2; u++) cc_buf_free(&tr[u]);
    }
    cv_hierarchy_free(h);
    cv_module_free(m);
  }
  CHECK(tuples > 100);
  CHECK(constrained > 30);
  CHECK(nonempty > 10);
}

/* Convergence-before between the instructions of one block (issue 17's
 * unrolled loops): a loop body L with two anchors, as loop-unroll leaves it
 * ("%tok.loop", "%tok.loop.1"); thread 1 runs L once, thread 2 twice.  The
 * choices: %a0(1) with nothing, %a0(2;1) or %a0(2;2), and the same for
 * %a1: 9.  By hand, the crossing choice %a0(1) == %a0(2;2), %a1(1) ==
 * %a1(2;1) closes a cycle ([CU] "Convergence", literal rules): %a0(1)
 * before %a1(1) (program order in L), %a1(1) converged with %a1(2;1),
 * %a1(2;1) before %a0(2;2), %a0(2;2) converged with %a0(1).  Over block
 * instances alone L(1) is one point and no cycle shows; between
 * instructions it does: 8 consistent behaviours, and none with that
 * choice. */
TEST(tokens_order_between_instructions) {
  TH_CFG_TRACES(m, p, t, h, "A -> L\nL -> L, X divergent\nX\nL: %a0 = anchor\nL: @op0(%a0)\n"
                       "L: %a1 = anchor\nL: @op1(%a1)\n",
                "A L X", "A L L X");
  cv_behaviours *B = cv_controlled_converged_with(p, h, &t, &(cv_readings){.cb = CV_CB_LITERAL, .anchors = CV_ANCHOR_FREE}, 0,
                                                  NULL, 100);
  CHECK_INT(cv_behaviours_count(B), 8);
  CHECK_INT(cv_behaviours_choices(B), 9);
  cv_behaviours_free(B);
  int a0 = cv_program_find_inst(p, "a0"), a1 = cv_program_find_inst(p, "a1");
  /* thread 1's L at position 1, thread 2's at 1 and 2 */
  cv_anchor_constraint cons[2] = {{a0, 0, 1, 1, 2, true}, {a1, 0, 1, 1, 1, true}};
  B = cv_controlled_converged_with(p, h, &t, &(cv_readings){.cb = CV_CB_LITERAL, .anchors = CV_ANCHOR_FREE}, 2, cons, 100);
  CHECK_INT(cv_behaviours_count(B), 0);
  CHECK_CONTAINS(cv_behaviours_contradiction(B), "between instructions has a cycle");
  cv_behaviours_free(B);
  /* the same pairs in the same order (no crossing): consistent */
  cons[0].p2 = 1;
  cons[1].p2 = 2;
  B = cv_controlled_converged_with(p, h, &t, &(cv_readings){.cb = CV_CB_LITERAL, .anchors = CV_ANCHOR_FREE}, 2, cons, 100);
  CHECK_INT(cv_behaviours_count(B), 1);
  cv_behaviours_free(B);
  th_traces_free(m, &t, h);
}
