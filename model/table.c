/* model/table.c — printing an m-convergence witness (docs/design.md §6,
 * "Witnesses": the traces, the two hierarchies and their tables side by
 * side in the spec's notation), shared by the explicit engine (enumerate/engine.c)
 * and the SMT engine (encode/smt_mconv.c). */
#include "model/model.h"

#include <stdlib.h>
#include <string.h>

/* Two texts of lines next to each other, each under its title, when they
 * have as many lines and fit in 160 columns; one under the other if not. */
void cv_print_side_by_side(const char *a, const char *b, const char *ta, const char *tb,
                           cc_buf *out) {
  size_t w[2] = {0, 0}, lines[2] = {0, 0};
  const char *txt[2] = {a, b};
  for (int i = 0; i < 2; i++)
    for (const char *s = txt[i]; *s;) {
      const char *e = strchr(s, '\n');
      size_t n = e ? (size_t)(e - s) : strlen(s);
      if (n > w[i]) w[i] = n;
      lines[i]++;
      s = e ? e + 1 : s + n;
    }
  size_t wa = w[0];
  if (wa + w[1] + 4 > 160 || lines[0] != lines[1]) {
    cc_buf_printf(out, "%s\n%s%s\n%s", ta, a, tb, b);
    return;
  }
  size_t start = out->len;
  cc_buf_puts(out, ta);
  cc_buf_pad(out, start, wa + 4);
  if (strlen(ta) >= wa + 4) cc_buf_puts(out, "    ");
  cc_buf_printf(out, "%s\n", tb);
  const char *s = a, *q = b;
  while (*s) {
    const char *e = strchr(s, '\n'), *f = strchr(q, '\n');
    if (!e || !f) break;
    start = out->len;
    cc_buf_putn(out, s, (size_t)(e - s));
    cc_buf_pad(out, start, wa + 4);
    cc_buf_putn(out, q, (size_t)(f - q));
    cc_buf_putc(out, '\n');
    s = e + 1;
    q = f + 1;
  }
}

void cv_print_traces(const cv_program *p, const cv_tuple *t, cc_buf *out) {
  for (int i = 0; i < t->k; i++) {
    cc_buf_printf(out, "  Thread%d:", i + 1);
    for (int s = 0; s < t->thread[i].len; s++)
      cc_buf_printf(out, " %s", cv_block_name(p, t->thread[i].blocks[s]));
    cc_buf_putc(out, '\n');
  }
}

void cv_print_instance(const cv_relation *rel, int id, const int *col_of, cc_buf *out) {
  char lab[300];
  int th, pos;
  cv_relation_label(rel, col_of, id, lab, sizeof lab);
  cv_relation_locate(rel, id, &th, &pos);
  cc_buf_printf(out, "%s (thread %d, step %d)", lab, th + 1, pos + 1);
}

/* Would r number some instance otherwise than by the columns label_of
 * (its own columns differ there)? */
static bool numbered_apart(const cv_relation *r, const int *label_of) {
  int n = cv_relation_ninstances(r);
  int *own = cc_malloc(((size_t)n + 1) * sizeof(int));
  cv_relation_columns(r, own);
  bool apart = false;
  char a[300], b[300];
  for (int id = 0; id < n && !apart; id++) {
    cv_relation_label(r, own, id, a, sizeof a);
    cv_relation_label(r, label_of, id, b, sizeof b);
    apart = strcmp(a, b) != 0;
  }
  free(own);
  return apart;
}

void cv_print_mconv_witness_rel(const cv_program *p, const cv_tuple *t, const cv_hierarchy *h1,
                                int n1, const cv_hierarchy *h2, int n2, const cv_relation *r1,
                                const cv_relation *r2, int t1, int p1, int t2, int p2,
                                bool *conv1, bool *conv2, cc_buf *out) {
  cc_buf_puts(out, "  traces:\n");
  cv_print_traces(p, t, out);
  int n = cv_relation_ninstances(r1);
  int *c1 = cc_malloc(((size_t)n + 1) * sizeof(int));
  cv_relation_columns(r1, c1);
  int a = cv_relation_instance(r1, t1, p1), b = cv_relation_instance(r1, t2, p2);
  cc_buf tb1, tb2, l1, l2;
  cc_buf_init(&tb1), cc_buf_init(&tb2), cc_buf_init(&l1), cc_buf_init(&l2);
  /* one numbering for both tables: hierarchy n1's (docs/design.md §6) */
  cv_relation_print_table(r1, &tb1);
  cv_relation_print_table_numbered(r2, NULL, r1, &tb2);
  cc_buf_printf(&l1, "hierarchy %d: ", n1);
  cv_hierarchy_print_short(h1, p, &l1);
  cc_buf_printf(&l2, "hierarchy %d: ", n2);
  cv_hierarchy_print_short(h2, p, &l2);
  cv_print_side_by_side(cc_buf_str(&tb1), cc_buf_str(&tb2), cc_buf_str(&l1), cc_buf_str(&l2), out);
  if (numbered_apart(r2, c1))
    cc_buf_printf(out, "  (one numbering in both tables: each block's instances counted column by "
                       "column in hierarchy %d's)\n", n1);
  bool k1 = cv_converged_with(r1, a, b), k2 = cv_converged_with(r2, a, b);
  cc_buf_puts(out, "  ");
  cv_print_instance(r1, a, c1, out);
  cc_buf_puts(out, " and ");
  cv_print_instance(r1, b, c1, out);
  cc_buf_printf(out, " are %s in hierarchy %d and %s in hierarchy %d\n",
                k1 ? "converged" : "not converged", n1, k2 ? "converged" : "not converged", n2);
  cc_buf_printf(out, "  in hierarchy %d: ", k1 ? n2 : n1);
  if (!cv_relation_why_numbered(k1 ? r2 : r1, r1, a, b, out, NULL, NULL, 0))
    /* no header instance fails: in a controlled relation the pair failed
     * its extra condition */
    cc_buf_puts(out, "no header instance keeps them apart: they fail the region condition ([CO] "
                     "\"Controlled Maximal Convergence\", 2.1): the threads' last instances of a "
                     "token definition whose region contains the block are not converged\n");
  if (conv1) *conv1 = k1;
  if (conv2) *conv2 = k2;
  cc_buf_free(&tb1), cc_buf_free(&tb2), cc_buf_free(&l1), cc_buf_free(&l2);
  free(c1);
}

void cv_print_mconv_witness(const cv_program *p, const cv_tuple *t, const cv_hierarchy *h1,
                            int n1, const cv_hierarchy *h2, int n2, const cv_readings *rd,
                            int t1, int p1, int t2, int p2, bool *conv1, bool *conv2,
                            cc_buf *out) {
  cv_relation *r1 = cv_maximal_converged_with(p, h1, t, rd);
  cv_relation *r2 = cv_maximal_converged_with(p, h2, t, rd);
  cv_print_mconv_witness_rel(p, t, h1, n1, h2, n2, r1, r2, t1, p1, t2, p2, conv1, conv2, out);
  cv_relation_free(r1);
  cv_relation_free(r2);
}
