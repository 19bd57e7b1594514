/* render/transform.c — a transform check (transform/): BEFORE and AFTER
 * side by side; with a counterexample, each program's traces of the
 * input, the grouping compared (the grid) and the calls whose
 * communicating sets differ, marked in red and named on their blocks. */
#include "render/render_int.h"

#include <stdlib.h>

static void set_text(cc_buf *b, unsigned set, int k) {
  cc_buf_putc(b, '{');
  bool first = true;
  for (int v = 0; v < k; v++)
    if (set >> v & 1u) {
      cc_buf_printf(b, "%sT%d", first ? "" : ",", v + 1);
      first = false;
    }
  cc_buf_putc(b, '}');
}

static void program_side(cc_buf *out, const char *sid, const char *name, const cv_program *p,
                         const cv_program *partner, const tf_result *res, bool after) {
  const tf_cex_side *cs = after ? &res->cex.after : &res->cex.before;
  cc_buf title;
  cc_buf_init(&title);
  cc_buf_printf(&title, "%s: function %s", name, cv_program_name(p));
  const cv_hierarchy *h = NULL;
  cv_hierarchy *own = NULL;
  if (res->cex.set && cs->hierarchy >= 0 && (size_t)cs->hierarchy < CC_SIZE(cs->hs)) {
    h = CC_AT(cs->hs, cs->hierarchy);
    cc_buf_printf(&title, "\ngrouping of hierarchy %d", cs->hierarchy + 1);
    if (cv_hierarchy_ncycles(h)) {
      cc_buf_puts(&title, " (");
      cv_hierarchy_print_short(h, p, &title);
      cc_buf_puts(&title, ")");
    }
    if (cs->nbehaviours > 1)
      cc_buf_printf(&title, ", anchor choice %d of %d", cs->behaviour + 1, cs->nbehaviours);
  } else {
    h = own = cv_cycles_llvm(p);
  }
  rd_witness w;
  rd_witness_init(&w, p, res->cex.set ? &cs->t : NULL);
  w.partner = partner; /* one label notation for both sides, as the text's tables */
  w.cut = res->cex.set ? cs->cut : NULL;
  rd_witness_add_cols(&w, cc_buf_str(&title), h, res->cex.set ? cs->col : NULL, cs->ncols);
  for (int e = 0; res->cex.set && e < res->cex.nevents; e++) {
    const tf_cex_event *ev = &res->cex.events[e];
    int pos = after ? ev->after_pos : ev->before_pos;
    if (pos < 0) continue;
    cc_buf note;
    cc_buf_init(&note);
    cc_buf_printf(&note, "T%d %s", ev->thread + 1, ev->name);
    if (ev->after_set || ev->before_set) {
      cc_buf_puts(&note, ": AFTER ");
      set_text(&note, ev->after_set, cs->t.k);
      cc_buf_puts(&note, ", BEFORE ");
      set_text(&note, ev->before_set, cs->t.k);
    } else {
      cc_buf_puts(&note, after ? " (BEFORE lacks it)" : " (AFTER lacks it)");
    }
    rd_witness_mark(&w, ev->thread, pos, cc_buf_str(&note));
    cc_buf_free(&note);
  }
  rdi_witness_side(out, sid, &w, &w.side[0]);
  rd_witness_free(&w);
  cv_hierarchy_free(own);
  cc_buf_free(&title);
}

void rd_transform(cc_buf *out, const char *id, const char *title, const cv_program *before,
                  const cv_program *after, const tf_result *res) {
  cc_buf head;
  cc_buf_init(&head);
  if (title) cc_buf_puts(&head, title);
  if (res->cex.set)
    cc_buf_printf(&head, "%sred: the calls that tell the programs apart", head.len ? "\n" : "");
  rdi_cluster_begin(out, id, head.len ? cc_buf_str(&head) : NULL, "style=rounded; color=\"#999999\";");
  cc_buf_free(&head);
  char sid[160]; /* AFTER first: dot draws the clusters right to left */
  snprintf(sid, sizeof sid, "%s_after", id);
  program_side(out, sid, "AFTER", after, before, res, true);
  snprintf(sid, sizeof sid, "%s_before", id);
  program_side(out, sid, "BEFORE", before, after, res, false);
  rdi_cluster_end(out);
}
