/* Unit tests of model/program.c and model/dom.c. */
#include "front/front.h"
#include "tests/unit/harness.h"

#include <stdlib.h>

TEST(model_program_succs_preds_in_order) {
  TH_CFG(m, p, "Entry -> A, B\nA -> C\nB -> C, A\nC\n");
  CHECK_INT(cv_program_nblocks(p), 4);
  CHECK_STR(cv_block_name(p, cv_program_entry(p)), "Entry");
  int n;
  const int *s = cv_block_succs(p, cv_program_find_block(p, "B"), &n);
  CHECK_INT(n, 2);
  CHECK_STR(cv_block_name(p, s[0]), "C");
  CHECK_STR(cv_block_name(p, s[1]), "A");
  const int *pr = cv_block_preds(p, cv_program_find_block(p, "A"), &n);
  CHECK_INT(n, 2); /* Entry, B */
  CHECK_STR(cv_block_name(p, pr[0]), "Entry");
  CHECK_STR(cv_block_name(p, pr[1]), "B");
  CHECK(cv_block_branch(p, 0) == CV_BRANCH_UNIFORM);
  cv_module_free(m);
}

/* The (post)dominator tree of p against a table written by hand: one
 * CHECK per row {block, its immediate (post)dominator, NULL for none},
 * then one that dom[0] dominates dom[1] and one that not_dom[0] does not
 * dominate not_dom[1]. */
typedef struct idom_row {
  const char *block, *idom;
} idom_row;

static void check_domtree(const cv_program *p, bool post, const idom_row *rows, int n,
                          const char *const dom[2], const char *const not_dom[2]) {
#define B(n) cv_program_find_block(p, n)
  const char *tree = post ? "postdominator" : "dominator";
  cv_domtree *d = cv_domtree_new(p, post);
  for (int i = 0; i < n; i++) {
    int got = cv_domtree_idom(d, B(rows[i].block));
    int want = rows[i].idom ? B(rows[i].idom) : -1;
    th_checks++;
    if (got != want)
      th_fail(__FILE__, __LINE__, "immediate %s of %s: %s, expected %s", tree, rows[i].block,
              got < 0 ? "none" : cv_block_name(p, got), rows[i].idom ? rows[i].idom : "none");
  }
  CHECK(cv_domtree_dominates(d, B(dom[0]), B(dom[1])));
  CHECK(!cv_domtree_dominates(d, B(not_dom[0]), B(not_dom[1])));
#undef B
  cv_domtree_free(d);
}

/* Diamond with a loop: Entry -> A, B; A -> J; B -> J; J -> L; L -> L, X.
 * Hand-derived: idom(A)=idom(B)=idom(J)=Entry, idom(L)=J, idom(X)=L;
 * ipdom(A)=ipdom(B)=J, ipdom(Entry)=J, ipdom(J)=L, ipdom(L)=X. */
TEST(model_dominators_diamond_loop) {
  TH_CFG(m, p, "Entry -> A, B divergent\nA -> J\nB -> J\nJ -> L\nL -> L, X\nX\n");
  static const idom_row dom[] = {
      {"A", "Entry"}, {"J", "Entry"}, {"L", "J"}, {"X", "L"}, {"Entry", NULL}};
  check_domtree(p, false, dom, 5, (const char *[]){"Entry", "X"}, (const char *[]){"A", "J"});
  static const idom_row postdom[] = {
      {"A", "J"}, {"Entry", "J"}, {"J", "L"}, {"L", "X"}, {"X", NULL}};
  check_domtree(p, true, postdom, 5, (const char *[]){"X", "A"}, (const char *[]){"A", "Entry"});
  cv_module_free(m);
}

/* CycleTerminology.rst "Irreducible cycle without natural loops": the
 * document states A, B, C, D are siblings in the dominator tree. */
TEST(model_dominators_irreducible_siblings) {
  TH_CFG(m, p, "Entry -> A, B\nA -> C, D\nB -> C, D\nC -> A, Exit\nD -> B, Exit\nExit\n");
  cv_domtree *d = cv_domtree_new(p, false);
  const char *names[] = {"A", "B", "C", "D", "Exit"};
  for (int i = 0; i < 5; i++)
    CHECK_INT(cv_domtree_idom(d, cv_program_find_block(p, names[i])),
              cv_program_find_block(p, "Entry"));
  cv_domtree_free(d);
  cv_module_free(m);
}

TEST(model_trace_check_names_step) {
  TH_CFG(m, p, "Entry -> H\nH -> B, L\nB -> L\nL -> H, Exit\nExit\n");
  cc_error e;
  cc_error_clear(&e);
  cv_trace tr;
  CHECK(cv_trace_parse(p, "Entry -> H -> B -> H", &tr, &e));
  cv_tuple t = {1, &tr};
  CHECK(!cv_tuple_check(p, &t, &e));
  CHECK_CONTAINS(e.msg, "step 4: there is no edge B -> H");
  free(tr.blocks);
  cc_error_clear(&e);
  CHECK(cv_trace_parse(p, "H B L", &tr, &e));
  CHECK(!cv_tuple_check(p, &t, &e));
  CHECK_CONTAINS(e.msg, "not at the entry block 'Entry'");
  free(tr.blocks);
  cc_error_clear(&e);
  CHECK(!cv_trace_parse(p, "Entry Q", &tr, &e));
  CHECK_CONTAINS(e.msg, "step 2: no block named 'Q'");
  cv_module_free(m);
}
