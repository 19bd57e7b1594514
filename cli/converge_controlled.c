/* cli/converge_controlled.c — converge on a function with convergence
 * tokens: the controlled maximal converged-with relation ([CO]
 * "Controlled Maximal Convergence"), one table per behaviour, or Z3's
 * answer as xc_controlled compared it with the explicit engine's. */
#include "cli/converge.h"
#include "render/render.h"

#include <stdlib.h>

const char *cli_converge_engine_name(cli_engine e) {
  return e == CLI_ENGINE_SMT ? "smt" : e == CLI_ENGINE_BOTH ? "both" : "explicit";
}

/* A relation's columns as JSON: [[[thread,position],..],..]. */
void cli_converge_json_columns(cc_json *j, const cv_relation *r) {
  int n = cv_relation_ninstances(r);
  int *col = cc_malloc(((size_t)n + 1) * sizeof(int));
  int nc = cv_relation_columns(r, col);
  if (nc < 0) nc = -nc;
  cc_json_begin_array(j);
  for (int c = 0; c < nc; c++) {
    cc_json_begin_array(j);
    for (int id = 0; id < n; id++)
      if (col[id] == c) {
        int th, pos;
        cv_relation_locate(r, id, &th, &pos);
        cc_json_begin_array(j);
        cc_json_int(j, th);
        cc_json_int(j, pos);
        cc_json_end_array(j);
      }
    cc_json_end_array(j);
  }
  cc_json_end_array(j);
  free(col);
}

/* --engine smt|both on a program with tokens: Z3 decides whether the
 * dynamic rules allow a consistent relation (encode/smt_tokens.c); with
 * both, xc_controlled holds the explicit engine's behaviours against it. */
static void controlled_smt_render(const conv_cmd *c, const xc_controlled_result *x, cc_buf *out) {
  const cv_program *p = c->p;
  const cv_readings *rd = &c->rd;
  const smt_tokens_result *r = &x->smt;
  int nb = x->behaviours;
  if (c->json) {
    cc_json j;
    cc_json_init(&j, out);
    cc_json_begin_object(&j);
    cc_json_member_string(&j, "engine", c->engine == CLI_ENGINE_BOTH ? "both" : "smt");
    cc_json_member_string(&j, "anchors", CV_READING_NAME(rd, anchors));
    cc_json_member_bool(&j, "consistent", r->consistent);
    if (nb >= 0) {
      cc_json_member_int(&j, "explicit_behaviours", nb);
    }
    if (!r->consistent) {
      cc_json_member_string(&j, "contradiction", r->why ? r->why : "");
    }
    cc_json_end_object(&j);
    cc_buf_putc(out, '\n');
    return;
  }
  cc_buf_printf(out, "function %s, %d threads, hierarchy: ", cv_program_name(p), c->t.k);
  cv_hierarchy_print_short(c->h, p, out);
  cc_buf_printf(out, "\nconvergence-before: %s reading; anchors: %s\n",
                CV_READING_NAME(rd, cb), CV_READING_NAME(rd, anchors));
  cc_buf_printf(out, "engine smt: %s (%d rule instances; %d choice%s of the anchors excluded "
                     "for an inconsistent block relation; %.3f s)\n",
                r->consistent ? "a consistent relation exists" : "no consistent relation",
                r->rules, r->refuted, r->refuted == 1 ? "" : "s", r->seconds);
  if (nb >= 0)
    cc_buf_printf(out, "engine explicit: %d consistent behaviour%s%s\n", nb, nb == 1 ? "" : "s",
                  x->truncated ? " (TRUNCATED: the set is incomplete)" : "");
  if (r->consistent) {
    cc_buf_puts(out, "\none consistent relation (Z3's model):\n");
    smt_tokens_print(p, &c->t, r, out);
  } else {
    cc_buf_printf(out, "\n%s\n", r->why ? r->why : "");
  }
}

static int controlled_smt(const conv_cmd *c, int ncons, const cv_anchor_constraint *cons,
                          cc_buf *out, cc_error *err) {
  xc_controlled_result x;
  xc_engine e = c->engine == CLI_ENGINE_BOTH ? XC_BOTH : XC_SMT;
  unsigned ms;
  cli_time_share(c->t_start, c->timeout_ms, 1, &ms);
  if (!xc_controlled(c->p, c->h, &c->t, &c->rd, ncons, cons, e, ms, &x, err)) {
    xc_controlled_free(&x);
    return -1;
  }
  controlled_smt_render(c, &x, out);
  bool consistent = x.smt.consistent;
  int disagree = x.notes.disagree;
  if (disagree)
    fprintf(stderr, "convcheck: ENGINES DISAGREE: %s\n", CC_AT(x.notes.list, 0).what);
  xc_controlled_free(&x);
  if (disagree) return CLI_ERROR;
  return consistent ? CLI_HOLDS : CLI_FAILS;
}

/* --dot: the behaviours, one table each, beside the CFG. */
static void behaviours_dot(const conv_cmd *c, const cv_behaviours *B, cc_buf *out) {
  const cv_program *p = c->p;
  int nb = cv_behaviours_count(B);
  cc_buf title;
  cc_buf_init(&title);
  cc_buf_printf(&title, "function %s, %d threads: controlled maximal converged-with, anchors %s; "
                        "%d consistent behaviour%s%s",
                cv_program_name(p), c->t.k, CV_READING_NAME(&c->rd, anchors), nb, nb == 1 ? "" : "s",
                cv_behaviours_truncated(B) ? " (TRUNCATED)" : "");
  if (nb == 0) cc_buf_printf(&title, "\n%s", cv_behaviours_contradiction(B));
  rd_graph_begin(out, cc_buf_str(&title));
  rd_witness w;
  rd_witness_init(&w, p, &c->t);
  for (int b = 0; b < nb; b++) {
    cc_buf_clear(&title);
    cc_buf_printf(&title, "behaviour %d: hierarchy ", b + 1);
    cv_hierarchy_print_short(c->h, p, &title);
    rd_witness_add(&w, cc_buf_str(&title), c->h, cv_behaviour_relation(B, b));
  }
  if (nb == 0) rd_witness_add(&w, "no consistent relation", c->h, NULL);
  rd_witness_dot(out, "w", NULL, &w);
  rd_witness_free(&w);
  rd_graph_end(out);
  cc_buf_free(&title);
}

static void behaviours_json(const cv_behaviours *B, const cv_readings *rd, cc_buf *out) {
  int nb = cv_behaviours_count(B);
  cc_json j;
  cc_json_init(&j, out);
  cc_json_begin_object(&j);
  cc_json_member_string(&j, "anchors", CV_READING_NAME(rd, anchors));
  cc_json_key(&j, "behaviours");
  cc_json_begin_array(&j);
  for (int b = 0; b < nb; b++) cli_converge_json_columns(&j, cv_behaviour_relation(B, b));
  cc_json_end_array(&j);
  cc_json_member_bool(&j, "truncated", cv_behaviours_truncated(B));
  cc_json_member_bool(&j, "consistent", nb > 0);
  if (nb == 0) {
    cc_json_member_string(&j, "contradiction", cv_behaviours_contradiction(B));
  }
  cc_json_end_object(&j);
  cc_buf_putc(out, '\n');
}

static void behaviours_text(const conv_cmd *c, const cv_behaviours *B, int ncons, cc_buf *out) {
  const cv_readings *rd = &c->rd;
  int nb = cv_behaviours_count(B);
  cc_buf_printf(out, "function %s, %d threads, hierarchy: ", cv_program_name(c->p), c->t.k);
  cv_hierarchy_print_short(c->h, c->p, out);
  cc_buf_printf(out, "\nconvergence-before: %s reading\n", CV_READING_NAME(rd, cb));
  cc_buf_printf(out, "controlled maximal converged-with ([CO] \"Controlled Maximal "
                     "Convergence\"), anchors: %s\n",
                rd->anchors == CV_ANCHOR_FREE ? "free (every consistent choice)"
                                              : "maximal (the uncontrolled relation)");
  cc_buf_printf(out, "%d consistent behaviour%s of %llu choice%s of the anchors%s\n", nb,
                nb == 1 ? "" : "s", (unsigned long long)cv_behaviours_choices(B),
                cv_behaviours_choices(B) == 1 ? "" : "s",
                cv_behaviours_truncated(B) ? " (TRUNCATED: the set is incomplete)" : "");
  for (int b = 0; b < nb; b++) {
    /* one numbering for the whole output: the first behaviour's */
    if (nb > 1) cc_buf_printf(out, "\nbehaviour %d%s:\n", b + 1, b ? " (numbered as behaviour 1)" : "");
    cc_buf_putc(out, '\n');
    cv_relation_print_table_numbered(cv_behaviour_relation(B, b), NULL,
                                     cv_behaviour_relation(B, 0), out);
    cv_behaviour_print_tokens(B, b, out);
  }
  if (ncons) cc_buf_printf(out, "(the case's %d 'assume' line%s constrain%s the anchors)\n",
                           ncons, ncons > 1 ? "s" : "", ncons > 1 ? "" : "s");
  if (nb == 0) cc_buf_printf(out, "\n%s\n", cv_behaviours_contradiction(B));
}

/* A program with convergence tokens: the controlled maximal converged-with
 * relation ([CO] "Controlled Maximal Convergence"), one table per
 * behaviour (a choice of the anchors' convergence), and the token
 * instructions' relation in the spec's notation.  Exit 1 if the dynamic
 * rules allow no consistent relation; -1 on an error (err filled). */
int cli_converge_controlled(const conv_cmd *c, const fe_case *fc, cc_buf *out, cc_error *err) {
  const cv_program *p = c->p;
  if (!cv_tokens_check(p, err)) return -1;
  cv_anchor_constraint *cons = NULL;
  int ncons = 0;
  if (fc && !ck_case_anchor_constraints(p, fc, &c->t, &cons, &ncons, err)) {
    free(cons);
    return -1;
  }
  if (c->engine != CLI_ENGINE_EXPLICIT && c->dot) {
    cc_error_set(err, cv_program_file(p), 0, 0,
                 "--dot draws the explicit engine's behaviours of a function with tokens: "
                 "use --engine explicit");
    free(cons);
    return -1;
  }
  if (c->engine != CLI_ENGINE_EXPLICIT) {
    int src = controlled_smt(c, ncons, cons, out, err);
    free(cons);
    return src;
  }
  cv_behaviours *B = cv_controlled_converged_with(p, c->h, &c->t, &c->rd, ncons, cons, 4096);
  free(cons);
  int nb = cv_behaviours_count(B);
  if (c->dot) behaviours_dot(c, B, out);
  else if (c->json) behaviours_json(B, &c->rd, out);
  else behaviours_text(c, B, ncons, out);
  cv_behaviours_free(B);
  return nb > 0 ? CLI_HOLDS : CLI_FAILS;
}
