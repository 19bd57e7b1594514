/* enumerate/readings.c — searching for programs where an open choice of
 * the specification changes a result (docs/design.md §10):
 *   1. convergence-before: the literal closure of [CU] "Convergence"'s three
 *      rules, or the order of the quotient by converged-with;
 *   2. maximal converged-with: least or greatest fixed point;
 *   3. hierarchies: DFS-realizable or all-entries, as m-convergence sees it;
 *   4. threads: whether a third thread changes two threads' convergence.
 * Families are searched smallest first (enumerate/families.c), so the first
 * program found is a smallest one. */
#include "enumerate/readings.h"
#include "enumerate/families.h"

#include <stdlib.h>

const char *en_question_text(en_question q) {
  switch (q) {
  case EN_Q_CB: return "convergence-before: literal closure vs column quotient";
  case EN_Q_FIXPOINT: return "maximal converged-with: least vs greatest fixed point";
  case EN_Q_HIERARCHIES: return "hierarchies: DFS-realizable vs all-entries (m-convergence)";
  case EN_Q_THREADS: return "threads: can a third thread change two threads' convergence?";
  default: return "?";
  }
}

void en_answer_init(en_answer *a) {
  memset(a, 0, sizeof *a);
  cc_buf_init(&a->program);
  cc_buf_init(&a->witness);
}

void en_answer_free(en_answer *a) {
  cc_buf_free(&a->program);
  cc_buf_free(&a->witness);
}

static void print_tuple(const cv_program *p, const cv_tuple *t, cc_buf *out) {
  for (int i = 0; i < t->k; i++) {
    cc_buf_printf(out, "trace");
    for (int s = 0; s < t->thread[i].len; s++)
      cc_buf_printf(out, " %s", cv_block_name(p, t->thread[i].blocks[s]));
    cc_buf_putc(out, '\n');
  }
}

/* The first pair of instances two relations disagree on. */
static bool first_difference(const cv_relation *a, const cv_relation *b, int *x, int *y) {
  int n = cv_relation_ninstances(a);
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      if (cv_converged_with(a, i, j) != cv_converged_with(b, i, j)) {
        *x = i, *y = j;
        return true;
      }
  return false;
}

static void describe(const cv_program *p, const cv_hierarchy *h, const cv_tuple *t,
                     const cv_relation *a, const cv_relation *b, const char *la,
                     const char *lb, cc_buf *out) {
  print_tuple(p, t, out);
  cc_buf_puts(out, "hierarchy: ");
  cv_hierarchy_print_short(h, p, out);
  cc_buf_printf(out, "\n%s:\n", la);
  cv_relation_print_table(a, out);
  cc_buf_printf(out, "%s (numbered as the %s):\n", lb, la);
  cv_relation_print_table_numbered(b, NULL, a, out);
  int x, y;
  if (first_difference(a, b, &x, &y)) {
    int tx, px, ty, py;
    cv_relation_locate(a, x, &tx, &px);
    cv_relation_locate(a, y, &ty, &py);
    cc_buf_printf(out, "%s (thread %d, step %d) and %s (thread %d, step %d): %s under %s, %s under %s\n",
                  cv_block_name(p, t->thread[tx].blocks[px]), tx + 1, px + 1,
                  cv_block_name(p, t->thread[ty].blocks[py]), ty + 1, py + 1,
                  cv_converged_with(a, x, y) ? "converged" : "not converged", la,
                  cv_converged_with(b, x, y) ? "converged" : "not converged", lb);
  }
}

/* The two readings question q compares: the defaults, and the defaults
 * with the question's row at its other value (questions 1-3; question 4
 * compares two tuples in the default readings). */
static void question_readings(en_question q, cv_readings *a, cv_readings *b) {
  cv_readings_default(a);
  *b = *a;
  if (q == EN_Q_CB) b->cb = CV_CB_QUOTIENT;
  else if (q == EN_Q_FIXPOINT) b->fixpoint = CV_FIXPOINT_GREATEST;
  else if (q == EN_Q_HIERARCHIES) b->hierarchies = CV_HIER_ALL_ENTRIES;
}

typedef struct search {
  en_question q;
  en_answer *out;
  const cv_program *p;
} search;

/* Question 4 for one ordering: threads 1 and 2 alone against all three. */
static bool third_thread_differs(search *s, const cv_hierarchy *h, const cv_tuple *two,
                                 const cv_tuple *all) {
  cv_readings rd;
  cv_readings_default(&rd);
  cv_relation *a = cv_maximal_converged_with(s->p, h, two, &rd);
  cv_relation *full = cv_maximal_converged_with(s->p, h, all, &rd);
  /* thread-major numbering: threads 1 and 2 are the same prefix in both */
  int n2 = cv_relation_ninstances(a);
  bool differ = false;
  for (int i = 0; i < n2 && !differ; i++)
    for (int j = i + 1; j < n2 && !differ; j++)
      differ = cv_converged_with(a, i, j) != cv_converged_with(full, i, j);
  if (differ) {
    s->out->found = true;
    print_tuple(s->p, all, &s->out->witness);
    cc_buf_puts(&s->out->witness, "hierarchy: ");
    cv_hierarchy_print_short(h, s->p, &s->out->witness);
    cc_buf_puts(&s->out->witness, "\nthreads 1 and 2 alone:\n");
    cv_relation_print_table(a, &s->out->witness);
    cc_buf_puts(&s->out->witness, "with thread 3:\n");
    cv_relation_print_table(full, &s->out->witness);
  }
  cv_relation_free(full);
  cv_relation_free(a);
  return differ;
}

/* Questions 1, 2, 4: per tuple and hierarchy. */
static bool on_tuple(void *arg, const en_run *r, const cv_tuple *t) {
  search *s = arg;
  for (size_t hi = 0; hi < CC_SIZE(r->hs); hi++) {
    const cv_hierarchy *h = CC_AT(r->hs, hi);
    cv_relation *a = NULL, *b = NULL;
    const char *la = "", *lb = "";
    cv_tuple two = {2, t->thread};
    cv_readings ra, rb;
    question_readings(s->q, &ra, &rb);
    if (s->q == EN_Q_CB || s->q == EN_Q_FIXPOINT) {
      a = cv_maximal_converged_with(s->p, h, t, &ra);
      b = cv_maximal_converged_with(s->p, h, t, &rb);
      la = s->q == EN_Q_CB ? "literal closure" : "least fixed point";
      lb = s->q == EN_Q_CB ? "column quotient" : "greatest fixed point";
    } else { /* threads: two threads alone vs with the third, each pair */
      bool differ = false;
      for (int e = t->k - 1; e >= 0 && !differ; e--) {
        cv_trace order[4];
        int n = 0;
        for (int i = 0; i < t->k; i++)
          if (i != e) order[n++] = t->thread[i];
        order[n++] = t->thread[e];
        cv_tuple re = {t->k, order};
        two.thread = order;
        differ = third_thread_differs(s, h, &two, &re);
      }
      if (differ) return false;
      continue;
    }
    bool differ = !cv_relation_same(a, b);
    if (differ) {
      s->out->found = true;
      describe(s->p, h, t, a, b, la, lb, &s->out->witness);
    }
    cv_relation_free(a);
    cv_relation_free(b);
    if (differ) return false;
  }
  return true;
}

bool en_readings_program(en_question q, const cv_program *p, int k, int L,
                         en_answer *out, cc_error *err) {
  en_opts o;
  en_opts_default(&o);
  o.k = q == EN_Q_THREADS && k < 3 ? 3 : k;
  o.L = L;
  out->programs++;
  if (q == EN_Q_HIERARCHIES) {
    en_run *a, *b;
    cv_readings other;
    o.mconv_only = true;
    question_readings(q, &o.rd, &other);
    if (!(a = en_run_new(p, &o, err))) return false;
    o.rd = other;
    if (!(b = en_run_new(p, &o, err))) {
      en_run_free(a);
      return false;
    }
    out->tuples += a->tuples + b->tuples;
    for (int blk = 0; blk < cv_program_nblocks(p) && !out->found; blk++)
      if (a->blocks[blk].m_converged != b->blocks[blk].m_converged) {
        out->found = true;
        const en_run *nm = a->blocks[blk].m_converged ? b : a;
        cc_buf_printf(&out->witness,
                      "block %s is %s with the %zu DFS-realizable hierarchies and %s with "
                      "the %zu all-entries ones; witness (%s):\n",
                      cv_block_name(p, blk), a->blocks[blk].m_converged ? "m-converged" : "NOT m-converged",
                      CC_SIZE(a->hs), b->blocks[blk].m_converged ? "m-converged" : "NOT m-converged",
                      CC_SIZE(b->hs), nm == a ? "realizable" : "all-entries");
        en_witness_print_mconv(nm, &nm->blocks[blk].w, &out->witness);
      }
    en_run_free(a);
    en_run_free(b);
    return true;
  }
  search s = {q, out, p};
  o.on_tuple = on_tuple;
  o.on_tuple_arg = &s;
  en_run *r = en_run_new(p, &o, err);
  if (!r) return false;
  out->tuples += r->tuples;
  en_run_free(r);
  return true;
}

typedef struct family_search {
  en_question q;
  int k, L;
  en_answer *out;
  cc_error *err;
} family_search;

static bool on_shape(const en_shape *s, void *arg) {
  family_search *f = arg;
  int nbr = en_shape_nbranches(s);
  /* Tuples depend only on the traces: all-divergent gives every trace, so
   * questions 1, 2, 4 need that mask only; m-convergence (question 3)
   * depends on which tuples exist, so every mask is tried. */
  unsigned first = f->q == EN_Q_HIERARCHIES ? 0 : (1u << nbr) - 1;
  for (unsigned mask = first; mask < (1u << nbr); mask++) {
    cv_module *m = cv_module_new("family.cfg");
    cv_program *p = en_shape_program(s, m, "f", mask, f->err);
    bool ok = p && en_readings_program(f->q, p, f->k, f->L, f->out, f->err);
    if (ok && f->out->found) {
      f->out->blocks = s->n;
      en_shape_cfg_text(s, mask, &f->out->program);
    }
    cv_module_free(m);
    if (!ok || f->out->found) return false;
  }
  return true;
}

bool en_readings_search(en_question q, int max_blocks, int k, int L,
                        en_answer *out, cc_error *err) {
  if (max_blocks < 1 || max_blocks > 8) {
    cc_error_set(err, "", 0, 0, "--max-blocks must be between 1 and 8 (got %d)", max_blocks);
    return false;
  }
  family_search f = {q, k, L, out, err};
  en_shapes(max_blocks, on_shape, &f);
  return !err->set;
}

bool en_readings_tuple(en_question q, const cv_program *p, const cv_hierarchy *h,
                       const cv_tuple *t, cc_buf *out) {
  if (q == EN_Q_THREADS) {
    if (t->k < 3) return false;
    en_answer a;
    en_answer_init(&a);
    search s = {q, &a, p};
    cv_tuple two = {2, t->thread};
    bool differ = third_thread_differs(&s, h, &two, t);
    cc_buf_puts(out, cc_buf_str(&a.witness));
    en_answer_free(&a);
    return differ;
  }
  if (q != EN_Q_CB && q != EN_Q_FIXPOINT) return false;
  cv_readings ra, rb;
  question_readings(q, &ra, &rb);
  cv_relation *a = cv_maximal_converged_with(p, h, t, &ra);
  cv_relation *b = cv_maximal_converged_with(p, h, t, &rb);
  bool differ = !cv_relation_same(a, b);
  describe(p, h, t, a, b, q == EN_Q_CB ? "literal closure" : "least fixed point",
           q == EN_Q_CB ? "column quotient" : "greatest fixed point", out);
  cv_relation_free(a);
  cv_relation_free(b);
  return differ;
}
