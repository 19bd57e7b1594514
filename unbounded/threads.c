/* unbounded/threads.c — the signature theorem, checked on tuples
 * (docs/unbounded.md, "The signature theorem" and "Threads").
 *
 * The theorem: for every hierarchy, every number of threads and either
 * reading of convergence-before, the least fixed point of maximal
 * converged-with ([CU] "Maximal Convergence") relates two instances of a
 * block X (different threads) exactly when their *signatures* are equal:
 * for each cycle C_i containing X (headers H_0..H_d, outermost first), the
 * number of executions of H_i since the thread last executed any of
 * H_0..H_{i-1}, counted before the instance.  A signature is a function of
 * one thread's own trace, so the relation between two threads does not
 * depend on any other thread: two threads decide m-convergence and
 * uniformity for every k.
 *
 * ub_signatures_agree compares the explicit engine's relation
 * (model/converge.c, computed from the definitions) with the signatures
 * on one tuple; ub_threads_search does so on every admissible tuple of the
 * CFG families, at k threads and bound L. */
#include "unbounded/threads.h"

#include "enumerate/enumerate.h"
#include "unbounded/crosscheck.h"

#include <stdio.h>
#include <stdlib.h>

/* The counters of the instance at position s of trace tr for the header
 * list heads[0..n-1]: out[i] = executions of heads[i] since the last
 * execution of any heads[0..i-1], before position s. */
static void signature(const cv_trace *tr, int s, const int *heads, int n, int *out) {
  for (int i = 0; i < n; i++) {
    int last = -1;
    for (int q = s - 1; q >= 0 && last < 0; q--)
      for (int j = 0; j < i; j++)
        if (tr->blocks[q] == heads[j]) last = q;
    int c = 0;
    for (int q = last + 1; q < s; q++) c += tr->blocks[q] == heads[i];
    out[i] = c;
  }
}

bool ub_signatures_agree(const cv_program *p, const cv_hierarchy *h, const cv_tuple *t,
                         const cv_readings *rd, int *bad_a, int *bad_b) {
  cv_relation *r = cv_maximal_converged_with(p, h, t, rd);
  bool agree = true;
  int *sa = cc_malloc(((size_t)cv_program_nblocks(p) + 1) * sizeof(int));
  int *sb = cc_malloc(((size_t)cv_program_nblocks(p) + 1) * sizeof(int));
  for (int u = 0; u < t->k && agree; u++)
    for (int v = u + 1; v < t->k && agree; v++)
      for (int x = 0; x < t->thread[u].len && agree; x++)
        for (int y = 0; y < t->thread[v].len && agree; y++) {
          int X = t->thread[u].blocks[x];
          if (t->thread[v].blocks[y] != X) continue;
          const int *heads;
          int n = cv_hierarchy_headers_of(h, X, &heads);
          signature(&t->thread[u], x, heads, n, sa);
          signature(&t->thread[v], y, heads, n, sb);
          bool same = n == 0 || !memcmp(sa, sb, (size_t)n * sizeof(int));
          int a = cv_relation_instance(r, u, x), b = cv_relation_instance(r, v, y);
          if (same != cv_converged_with(r, a, b)) {
            agree = false;
            if (bad_a) *bad_a = a;
            if (bad_b) *bad_b = b;
          }
        }
  free(sa);
  free(sb);
  cv_relation_free(r);
  return agree;
}

typedef struct walk {
  const cv_program *p;
  ub_threads_result *res;
  bool stop;
} walk;

static void describe(walk *w, const en_run *r, const cv_hierarchy *h, const cv_tuple *t,
                     const cv_readings *rd) {
  ub_threads_result *res = w->res;
  res->found = true;
  cc_buf_printf(&res->witness, "function %s, reading %s\n", cv_program_name(w->p),
                CV_READING_NAME(rd, cb));
  cv_print_traces(w->p, t, &res->witness);
  cc_buf_puts(&res->witness, "hierarchy: ");
  cv_hierarchy_print_short(h, w->p, &res->witness);
  cc_buf_putc(&res->witness, '\n');
  cv_relation *rel = cv_maximal_converged_with(w->p, h, t, rd);
  cv_relation_print_table(rel, &res->witness);
  cv_relation_free(rel);
  (void)r;
}

static bool on_tuple(void *arg, const en_run *r, const cv_tuple *t) {
  walk *w = arg;
  w->res->tuples++;
  for (size_t hi = 0; hi < CC_SIZE(r->hs); hi++)
    for (int cb = 0; cb < 2; cb++) {
      cv_readings rd;
      cv_readings_default(&rd);
      rd.cb = cb ? CV_CB_QUOTIENT : CV_CB_LITERAL;
      w->res->relations++;
      if (!ub_signatures_agree(w->p, CC_AT(r->hs, hi), t, &rd, NULL, NULL)) {
        describe(w, r, CC_AT(r->hs, hi), t, &rd);
        w->stop = true;
        return false;
      }
    }
  return true;
}

bool ub_threads_program(const cv_program *p, int k, int L, ub_threads_result *res,
                        cc_error *err) {
  en_opts o;
  en_opts_default(&o);
  o.k = k;
  o.L = L;
  o.rd.hierarchies = CV_HIER_ALL_ENTRIES; /* every hierarchy the theorem speaks of */
  walk w = {p, res, false};
  o.on_tuple = on_tuple;
  o.on_tuple_arg = &w;
  en_run *r = en_run_new(p, &o, err);
  if (!r) return false;
  res->programs++;
  en_run_free(r);
  return true;
}

typedef struct fam {
  int k, L;
  ub_threads_result *res;
} fam;

static bool threads_one(void *arg, const cv_program *p, const en_shape *s, unsigned mask,
                        cc_error *err) {
  fam *f = arg;
  if (!ub_threads_program(p, f->k, f->L, f->res, err)) return false;
  if (!f->res->found) return true;
  cc_buf_printf(&f->res->program, "function %s\n", cv_program_name(p));
  en_shape_cfg_text(s, mask, &f->res->program);
  return false; /* the first counterexample ends the search */
}

bool ub_threads_search(int max_blocks, int k, int L, uint64_t sample, ub_threads_result *res,
                       cc_error *err) {
  fam f = {k, L, res};
  return ub_family_walk(max_blocks, sample, 1, 1, threads_one, &f, err);
}

void ub_threads_result_free(ub_threads_result *res) {
  cc_buf_free(&res->witness);
  cc_buf_free(&res->program);
}
