/* render/witness.c — the engines' witnesses as pictures: the explicit
 * engine's (enumerate/) and the SMT engine's (encode/), drawn by
 * rd_witness_dot with the relations their text shows. */
#include "render/render_int.h"

#include <stdlib.h>

/* "hierarchy N: {H L B} header H" (or "(no cycles)"). */
static void hier_title(cc_buf *b, const cv_program *p, const cv_hierarchy *h, int n) {
  cc_buf_printf(b, "hierarchy %d: ", n);
  if (cv_hierarchy_ncycles(h) == 0) cc_buf_puts(b, "(no cycles)");
  else cv_hierarchy_print_short(h, p, b);
}

static void add_en_side(rd_witness *pic, const en_run *r, int h, int beh,
                        const en_witness_rel *wr) {
  cc_buf title;
  cc_buf_init(&title);
  hier_title(&title, r->p, CC_AT(r->hs, h), h + 1);
  if (wr->beh && cv_behaviours_count(wr->beh) > 1)
    cc_buf_printf(&title, "\nbehaviour %d of %d (a choice of the anchors)", beh + 1,
                  cv_behaviours_count(wr->beh));
  rd_witness_add(pic, cc_buf_str(&title), CC_AT(r->hs, h), wr->rel);
  cc_buf_free(&title);
}

void rd_en_mconv(cc_buf *out, const char *id, const char *title, const en_run *r,
                 const en_witness *w) {
  cv_tuple t;
  en_witness_tuple(r, w, &t);
  en_witness_rel r1, r2;
  en_witness_rel_make(r, w->h1, w->b1, &t, &r1);
  en_witness_rel_make(r, w->h2, w->b2, &t, &r2);
  rd_witness pic;
  rd_witness_init(&pic, r->p, &t);
  add_en_side(&pic, r, w->h1, w->b1, &r1);
  add_en_side(&pic, r, w->h2, w->b2, &r2);
  int a = cv_relation_instance(r1.rel, w->t1, w->p1), b = cv_relation_instance(r1.rel, w->t2, w->p2);
  bool k1 = cv_converged_with(r1.rel, a, b), k2 = cv_converged_with(r2.rel, a, b);
  char note[160];
  snprintf(note, sizeof note, "%s in hierarchy %d, %s in hierarchy %d",
           k1 ? "converged" : "NOT converged", w->h1 + 1, k2 ? "converged" : "NOT converged",
           w->h2 + 1);
  rd_witness_set_pair(&pic, w->t1, w->p1, w->t2, w->p2, note);
  rd_witness_dot(out, id, title, &pic);
  rd_witness_free(&pic);
  en_witness_rel_free(&r1);
  en_witness_rel_free(&r2);
  cv_tuple_free(&t);
}

void rd_en_value(cc_buf *out, const char *id, const char *title, const en_run *r, int inst,
                 const en_witness *w) {
  cv_tuple t;
  en_witness_tuple(r, w, &t);
  en_witness_rel wr;
  en_witness_rel_make(r, w->h1, w->b1, &t, &wr);
  rd_witness pic;
  rd_witness_init(&pic, r->p, &t);
  add_en_side(&pic, r, w->h1, w->b1, &wr);
  cc_buf note;
  cc_buf_init(&note);
  if (inst >= 0) {
    const cv_inst *I = cv_program_inst(r->p, inst);
    cc_buf_printf(&note, "converged, but %%%s differs between them", I->name ? I->name : "?");
  } else {
    cc_buf_puts(&note, "converged, but their branch conditions differ");
  }
  if (w->v1 >= 0 && w->v2 >= 0) { /* the two values, as the text's "values:" line */
    cc_buf_puts(&note, " (");
    en_witness_print_values(r, w, " vs ", &note);
    cc_buf_puts(&note, ")");
  }
  rd_witness_set_pair(&pic, w->t1, w->p1, w->t2, w->p2, cc_buf_str(&note));
  cc_buf_free(&note);
  rd_witness_dot(out, id, title, &pic);
  rd_witness_free(&pic);
  en_witness_rel_free(&wr);
  cv_tuple_free(&t);
}

/* A side of an SMT witness: the explicit model's relation (uncontrolled),
 * none for a function with tokens drawn controlled. */
static void add_smt_side(rd_witness *pic, const cv_program *p, const cv_hierarchies *hs, int h,
                         const cv_tuple *t, const cv_readings *rd, bool controlled) {
  cc_buf title;
  cc_buf_init(&title);
  const cv_hierarchy *H = CC_AT(*hs, h);
  hier_title(&title, p, H, h + 1);
  cv_relation *rel = NULL;
  if (controlled && cv_program_has_tokens(p)) cc_buf_puts(&title, "\n(controlled: no table drawn)");
  else rel = cv_maximal_converged_with(p, H, t, rd);
  rd_witness_add(pic, cc_buf_str(&title), H, rel);
  cv_relation_free(rel);
  cc_buf_free(&title);
}

void rd_smt_mconv(cc_buf *out, const char *id, const char *title, const cv_program *p,
                  const cv_hierarchies *hs, const smt_witness *w, const cv_readings *rd,
                  bool controlled) {
  rd_witness pic;
  rd_witness_init(&pic, p, &w->t);
  add_smt_side(&pic, p, hs, w->h1, &w->t, rd, controlled);
  add_smt_side(&pic, p, hs, w->h2, &w->t, rd, controlled);
  char note[160];
  snprintf(note, sizeof note, "%s in hierarchy %d, %s in hierarchy %d (Z3's model)",
           w->conv1 ? "converged" : "NOT converged", w->h1 + 1,
           w->conv2 ? "converged" : "NOT converged", w->h2 + 1);
  rd_witness_set_pair(&pic, w->t1, w->p1, w->t2, w->p2, note);
  rd_witness_dot(out, id, title, &pic);
  rd_witness_free(&pic);
}

void rd_smt_value(cc_buf *out, const char *id, const char *title, const cv_program *p,
                  const cv_hierarchies *hs, int inst, const smt_value_witness *w,
                  const cv_readings *rd, bool controlled) {
  rd_witness pic;
  rd_witness_init(&pic, p, &w->t);
  add_smt_side(&pic, p, hs, w->h, &w->t, rd, controlled);
  char note[400];
  const cv_inst *I = inst >= 0 ? cv_program_inst(p, inst) : NULL;
  if (I)
    snprintf(note, sizeof note, "converged, but %%%s differs between them (%s vs %s)",
             I->name ? I->name : "?", w->v1, w->v2);
  else
    snprintf(note, sizeof note, "converged, but their branch conditions differ");
  rd_witness_set_pair(&pic, w->t1, w->p1, w->t2, w->p2, note);
  rd_witness_dot(out, id, title, &pic);
  rd_witness_free(&pic);
}
