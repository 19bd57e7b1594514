/* encode/smt_print.c — the SMT engine's witnesses, printed as the explicit
 * engine prints its own (enumerate/), and re-checked on their traces by
 * the explicit model (model/): a disagreement is printed as a note, a bug
 * in one of the engines.  Calls no other file of encode/. */
#include "encode/smt_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The most behaviours (choices of the anchors) the explicit engine is
 * asked for when it re-checks a witness. */
#define MAX_BEHAVIOURS 256

/* The token instructions' classes of behaviour i, under a title, indented
 * (the one place encode/ prints them). */
static void token_lines(const cv_behaviours *b, int i, const char *title, cc_buf *out) {
  cc_buf_printf(out, "  %s:\n", title);
  cc_buf tmp;
  cc_buf_init(&tmp);
  cv_behaviour_print_tokens(b, i, &tmp);
  cc_buf_put_indented(out, "    ", cc_buf_str(&tmp));
  cc_buf_free(&tmp);
}

void smt_witness_print(const cv_program *p, const cv_hierarchies *hs,
                       const smt_witness *w, const cv_readings *rd,
                       cc_buf *out) {
  if (!w->set || w->h1 < 0 || w->h2 < 0 || (size_t)w->h1 >= CC_SIZE(*hs) ||
      (size_t)w->h2 >= CC_SIZE(*hs))
    return;
  bool k1, k2;
  cv_print_mconv_witness(p, &w->t, CC_AT(*hs, w->h1), w->h1 + 1, CC_AT(*hs, w->h2), w->h2 + 1,
                         rd, w->t1, w->p1, w->t2, w->p2, &k1, &k2, out);
  if (k1 != w->conv1 || k2 != w->conv2)
    cc_buf_puts(out, "  note: the explicit model disagrees with the SMT engine on this pair "
                     "(a bug in one of the engines)\n");
}

bool smt_tokens_witness_print(const cv_program *p, const cv_hierarchies *hs,
                              const smt_witness *w, const cv_readings *rd, cc_buf *out) {
  cv_anchor_mode anchors = rd->anchors;
  if (!w->set || w->h1 < 0 || w->h2 < 0 || (size_t)w->h1 >= CC_SIZE(*hs) ||
      (size_t)w->h2 >= CC_SIZE(*hs))
    return false;
  const cv_hierarchy *H1 = CC_AT(*hs, w->h1), *H2 = CC_AT(*hs, w->h2);
  cv_behaviours *b1 = cv_controlled_converged_with(p, H1, &w->t, rd, 0, NULL,
                                                   MAX_BEHAVIOURS);
  cv_behaviours *b2 = cv_controlled_converged_with(p, H2, &w->t, rd, 0, NULL,
                                                   MAX_BEHAVIOURS);
  int f1 = -1, f2 = -1;
  /* behaviours of the two hierarchies the explicit engine compares (anchors
   * free: the same choice of the anchors) that differ on the pair */
  for (int i = 0; i < cv_behaviours_count(b1) && f1 < 0; i++)
    for (int j = 0; j < cv_behaviours_count(b2) && f1 < 0; j++) {
      if (anchors == CV_ANCHOR_FREE && !cv_behaviours_same_anchors(b1, i, b2, j)) continue;
      const cv_relation *r1 = cv_behaviour_relation(b1, i), *r2 = cv_behaviour_relation(b2, j);
      int a = cv_relation_instance(r1, w->t1, w->p1), b = cv_relation_instance(r1, w->t2, w->p2);
      if (cv_converged_with(r1, a, b) != cv_converged_with(r2, a, b)) f1 = i, f2 = j;
    }
  if (f1 >= 0) {
    cv_print_mconv_witness_rel(p, &w->t, H1, w->h1 + 1, H2, w->h2 + 1,
                               cv_behaviour_relation(b1, f1), cv_behaviour_relation(b2, f2),
                               w->t1, w->p1, w->t2, w->p2, NULL, NULL, out);
    char title[64];
    snprintf(title, sizeof title, "token instructions, hierarchy %d", w->h1 + 1);
    token_lines(b1, f1, title, out);
    snprintf(title, sizeof title, "token instructions, hierarchy %d", w->h2 + 1);
    token_lines(b2, f2, title, out);
  } else {
    cc_buf_puts(out, "  traces:\n");
    cv_print_traces(p, &w->t, out);
    cc_buf_printf(out,
                  "  note: the explicit engine finds no behaviours of hierarchies %d and %d "
                  "on these traces that differ on (thread %d, step %d) and (thread %d, step "
                  "%d) (a bug in one of the engines)\n",
                  w->h1 + 1, w->h2 + 1, w->t1 + 1, w->p1 + 1, w->t2 + 1, w->p2 + 1);
  }
  cv_behaviours_free(b1);
  cv_behaviours_free(b2);
  return f1 >= 0;
}

void smt_value_witness_print(const cv_program *p, const cv_hierarchies *hs, int inst,
                             const smt_value_witness *w, const cv_readings *rd,
                             bool controlled, cc_buf *out) {
  if (!w->set || w->h < 0 || (size_t)w->h >= CC_SIZE(*hs)) return;
  const cv_tuple *t = &w->t;
  const cv_hierarchy *h = CC_AT(*hs, w->h);
  cc_buf_puts(out, "  traces:\n");
  for (int i = 0; i < t->k; i++) {
    cc_buf_printf(out, "  Thread%d:", i + 1);
    for (int s = 0; s < t->thread[i].len; s++)
      cc_buf_printf(out, " %s", cv_block_name(p, t->thread[i].blocks[s]));
    cc_buf_putc(out, '\n');
  }
  /* with tokens, the controlled relation ([CO] "Controlled Maximal
   * Convergence"): a behaviour of the explicit engine that converges the
   * pair, re-checked here */
  cv_behaviours *beh = NULL;
  int bi = -1;
  if (controlled && cv_program_has_tokens(p)) {
    beh = cv_controlled_converged_with(p, h, t, rd, 0, NULL, MAX_BEHAVIOURS);
    for (int i = 0; i < cv_behaviours_count(beh) && bi < 0; i++) {
      const cv_relation *r = cv_behaviour_relation(beh, i);
      if (cv_converged_with(r, cv_relation_instance(r, w->t1, w->p1),
                            cv_relation_instance(r, w->t2, w->p2)))
        bi = i;
    }
    if (cv_behaviours_count(beh) == 0) {
      cc_buf_printf(out, "  note: the explicit engine finds no consistent behaviour of "
                         "hierarchy %d on these traces (a bug in one of the engines)\n",
                    w->h + 1);
      cv_behaviours_free(beh);
      return;
    }
  }
  cv_relation *own = beh ? NULL : cv_maximal_converged_with(p, h, t, rd);
  const cv_relation *rel = own ? own : cv_behaviour_relation(beh, bi >= 0 ? bi : 0);
  int n = cv_relation_ninstances(rel);
  int *col = cc_malloc(((size_t)n + 1) * sizeof(int));
  cv_relation_columns(rel, col);
  cc_buf_printf(out, "  hierarchy %d: ", w->h + 1);
  cv_hierarchy_print_short(h, p, out);
  cc_buf_putc(out, '\n');
  cv_relation_print_table(rel, out);
  int a = cv_relation_instance(rel, w->t1, w->p1), b = cv_relation_instance(rel, w->t2, w->p2);
  char lab[300];
  int th, pos;
  cc_buf_puts(out, "  ");
  cv_relation_label(rel, col, a, lab, sizeof lab);
  cv_relation_locate(rel, a, &th, &pos);
  cc_buf_printf(out, "%s (thread %d, step %d) and ", lab, th + 1, pos + 1);
  cv_relation_label(rel, col, b, lab, sizeof lab);
  cv_relation_locate(rel, b, &th, &pos);
  cc_buf_printf(out, "%s (thread %d, step %d)", lab, th + 1, pos + 1);
  if (inst >= 0) {
    const cv_inst *I = cv_program_inst(p, inst);
    cc_buf_printf(out, " are converged, but %%%s differs between them\n", I->name ? I->name : "?");
  } else {
    cc_buf_puts(out, " are converged, but their branch conditions differ\n");
  }
  if (w->v1[0] && w->v2[0]) cc_buf_printf(out, "  values: %s and %s\n", w->v1, w->v2);
  if (beh && bi >= 0) token_lines(beh, bi, "token instructions", out);
  if (!cv_converged_with(rel, a, b))
    cc_buf_puts(out, "  note: the explicit model does not converge this pair "
                     "(a bug in one of the engines)\n");
  free(col);
  if (own) cv_relation_free(own);
  cv_behaviours_free(beh);
}
