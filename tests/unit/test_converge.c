/* Unit tests of model/converge.c: convergence-before and the maximal
 * converged-with relation ([CU] "Convergence", "Maximal Convergence"). */
#include "front/front.h"
#include "tests/unit/harness.h"

#include <stdlib.h>

/* [CU] "Maximal Convergence": the natural loop example.  Thread 1: Entry H
 * B L H L Exit; thread 2: Entry H L H B L H B L Exit.  The document's
 * table: Entry, H1~H2, L1~L2, H3~H4, L3~L4, Exit converged; B1, B2, H5,
 * B3, L5 alone. */
TEST(converge_natural_loop_matches_spec_table) {
  TH_CFG_TRACES(m, p, t, h, "Entry -> H\nH -> B, L divergent\nB -> L\nL -> H, Exit divergent\nExit\n",
                "Entry H B L H L Exit", "Entry H L H B L H B L Exit");
  cv_relation *r = cv_maximal_converged_with(p, h, &t, &(cv_readings){.cb = CV_CB_LITERAL});
#define I(th, pos) cv_relation_instance(r, th, pos)
  CHECK(cv_converged_with(r, I(0, 0), I(1, 0)));  /* Entry */
  CHECK(cv_converged_with(r, I(0, 1), I(1, 1)));  /* H1 H2 */
  CHECK(!cv_converged_with(r, I(0, 2), I(1, 4))); /* B1 B2 */
  CHECK(cv_converged_with(r, I(0, 3), I(1, 2)));  /* L1 L2 */
  CHECK(cv_converged_with(r, I(0, 4), I(1, 3)));  /* H3 H4 */
  CHECK(!cv_converged_with(r, I(0, 4), I(1, 6))); /* H3 H5 */
  CHECK(cv_converged_with(r, I(0, 5), I(1, 5)));  /* L3 L4 */
  CHECK(!cv_converged_with(r, I(0, 5), I(1, 8))); /* L3 L5 */
  CHECK(cv_converged_with(r, I(0, 6), I(1, 9)));  /* Exit */
  CHECK(cv_relation_transitive(r));
  CHECK(cv_relation_consistent(r));
  /* "B1 and B2 are not converged due to H4, which is not
   *  convergence-before B1" */
  cc_buf why;
  cc_buf_init(&why);
  int cul[8], n = 0;
  CHECK(cv_relation_why(r, I(0, 2), I(1, 4), &why, cul, &n, 8));
  CHECK_INT(n, 1);
  CHECK_INT(cul[0], I(1, 3));
  CHECK_CONTAINS(cc_buf_str(&why), "B1 and B2 are not converged due to H4, which is not "
                                   "convergence-before B1");
  cc_buf_free(&why);
  /* columns in the spec's order: 11 columns */
  int col[32];
  CHECK_INT(cv_relation_columns(r, col), 11);
  CHECK_INT(col[I(0, 2)], 2);  /* B1 in the third column */
  CHECK_INT(col[I(1, 4)], 5);  /* B2 in the sixth */
#undef I
  cv_relation_free(r);
  th_traces_free(m, &t, h);
}

/* A block in no cycle is converged in every pair of threads, whatever
 * paths led there ([CU] "Maximal Convergence", first condition). */
TEST(converge_acyclic_join_is_converged) {
  TH_CFG_TRACES(m, p, t, h, "Entry -> A, B divergent\nA -> X\nB -> X\nX\n",
                "Entry A X", "Entry B X");
  cv_relation *r = cv_maximal_converged_with(p, h, &t, &(cv_readings){.cb = CV_CB_LITERAL});
  CHECK(cv_converged_with(r, cv_relation_instance(r, 0, 2), cv_relation_instance(r, 1, 2)));
  CHECK(cv_convergence_before(r, cv_relation_instance(r, 0, 1), cv_relation_instance(r, 1, 2)));
  CHECK(!cv_convergence_before(r, cv_relation_instance(r, 0, 1), cv_relation_instance(r, 1, 1)));
  cv_relation_free(r);
  th_traces_free(m, &t, h);
}

/* docs/design.md §10: the literal closure of the three rules lacks the chain
 * "converged, one program-order step, converged" across three threads.
 * Thread 0: Entry A; thread 1: Entry A B; thread 2: Entry B, with A0~A1 and
 * B1~B2 given.  Literal: A0 cb B1 (rule 3) but not A0 cb B2; quotient:
 * A0 cb B2. */
TEST(converge_cb_literal_vs_quotient) {
  TH_CFG(m, p, "Entry -> A, B\nA -> B\nB\n");
  TH_TUPLE(p, t, "Entry A", "Entry A B", "Entry B");
  /* instances: 0 E0, 1 A0, 2 E1, 3 A1, 4 B1, 5 E2, 6 B2 */
  int cls[] = {-1, 0, -1, 0, 1, -1, 1};
  cv_relation *lit = cv_relation_from_classes(p, &t, 2, cls, &(cv_readings){.cb = CV_CB_LITERAL});
  cv_relation *quo = cv_relation_from_classes(p, &t, 2, cls, &(cv_readings){.cb = CV_CB_QUOTIENT});
  CHECK(cv_convergence_before(lit, 1, 4));
  CHECK(!cv_convergence_before(lit, 1, 6));
  CHECK(cv_convergence_before(quo, 1, 6));
  CHECK(cv_relation_consistent(lit));
  CHECK(cv_relation_consistent(quo));
  cv_relation_free(lit);
  cv_relation_free(quo);
  cv_tuple_free(&t);
  cv_module_free(m);
}

/* A relation that orders A before B in one thread and B before A in the
 * other makes convergence-before cyclic: inconsistent. */
TEST(converge_inconsistent_relation_detected) {
  TH_CFG(m, p, "Entry -> A, B\nA -> B\nB -> A\n");
  TH_TUPLE(p, t, "Entry A B", "Entry B A");
  int cls[] = {-1, 0, 1, -1, 1, 0};
  cv_relation *r = cv_relation_from_classes(p, &t, 2, cls, &(cv_readings){.cb = CV_CB_LITERAL});
  CHECK(!cv_relation_consistent(r));
  int col[8];
  CHECK(cv_relation_columns(r, col) < 0); /* no left-to-right order */
  cv_relation_free(r);
  cv_tuple_free(&t);
  cv_module_free(m);
}
