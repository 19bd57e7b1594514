/* Properties of the explicit engine on every CFG shape of up to 5 blocks
 * (enumerate/families: out-degree <= 2, all reachable, once per
 * isomorphism class) with every assignment of divergent branches:
 *   - a reducible CFG has all blocks m-converged ([CU] "Reducible Cycle");
 *   - a CFG without divergent branch has all blocks m-converged;
 *   - blocks outside every cycle are m-converged ([CU] "Maximal
 *     Convergence": instances of a node in no cycle are converged);
 *   - the maximal relation is transitive and its convergence-before a
 *     strict partial order, for every tuple and hierarchy (docs/design.md §4).
 * A property that fails names the CFG (as .cfg text) and the mask. */
#include "enumerate/enumerate.h"
#include "enumerate/families.h"
#include "tests/unit/harness.h"

#include <stdlib.h>

typedef struct prop_state {
  int L;
  uint64_t programs, tuples, failures;
} prop_state;

static void report(const en_shape *s, unsigned mask, const char *what) {
  th_shape_fail(s, mask, "%s", what);
}

static bool each_program(const en_shape *s, unsigned mask, const cv_program *p, void *arg) {
  prop_state *st = arg;
  bool reducible = en_shape_reducible(s);
  cc_error e;
  cc_error_clear(&e);
  en_opts o;
  en_opts_default(&o);
  o.k = 2;
  o.L = st->L;
  o.check_relations = true;
  en_run *r = en_run_new(p, &o, &e);
  st->programs++;
  if (!r) {
    report(s, mask, e.msg);
    return true;
  }
  st->tuples += r->tuples;
  const cv_hierarchy *h0 = CC_AT(r->hs, 0);
  for (int b = 0; b < s->n; b++) {
    const int *heads;
    bool in_cycle = cv_hierarchy_headers_of(h0, b, &heads) > 0;
    bool mc = r->blocks[b].m_converged;
    if (!mc && reducible) report(s, mask, "a block of a reducible CFG is not m-converged"), st->failures++;
    if (!mc && mask == 0) report(s, mask, "a block is not m-converged without divergent branches"), st->failures++;
    if (!mc && !in_cycle) report(s, mask, "a block in no cycle is not m-converged"), st->failures++;
  }
  if (r->inconsistent) report(s, mask, "a maximal relation is not transitive or not consistent"), st->failures++;
  en_run_free(r);
  return st->failures <= 20; /* enough to act on */
}

static bool each_shape(const en_shape *s, void *arg) { return th_each_mask(s, each_program, arg); }

TEST(properties_every_cfg_up_to_5_blocks) {
  prop_state st = {6, 0, 0, 0};
  const char *env = getenv("CONVCHECK_PROPERTY_BOUND");
  if (env && atoi(env) > 0) st.L = atoi(env);
  uint64_t shapes = en_shapes(5, each_shape, &st);
  printf("  properties: %llu shapes, %llu programs (every divergence assignment), "
         "%llu tuples at k=2, L=%d\n",
         (unsigned long long)shapes, (unsigned long long)st.programs,
         (unsigned long long)st.tuples, st.L);
  CHECK_INT(shapes, 2984);
  CHECK_INT(st.failures, 0);
}

/* The fast least fixed point (chaotic iteration, incremental closure, last
 * header instance) equals the plain one (rounds recomputing
 * convergence-before from scratch) on random trace tuples: every shape of
 * up to 5 blocks, every realizable hierarchy, k = 2 and 3. */
typedef struct fast_state {
  uint64_t rng, tuples, diffs;
} fast_state;

static uint64_t next_rand(uint64_t *s) {
  *s ^= *s << 13;
  *s ^= *s >> 7;
  *s ^= *s << 17;
  return *s;
}

static bool compare_shape(const en_shape *s, void *arg) {
  fast_state *st = arg;
  cc_error e;
  cv_module *m;
  cv_program *p = th_shape_program(s, 0, "shape.cfg", &m, &e);
  if (!p) {
    cv_module_free(m);
    return true;
  }
  cv_hierarchies hs = {0};
  cv_enum_stats es;
  cv_hierarchies_enumerate(p, CV_HIER_REALIZABLE, 0, &hs, &es, &e);
  for (int trial = 0; trial < 12; trial++) {
    cv_tuple t;
    t.k = 2 + trial % 2;
    t.thread = cc_calloc((size_t)t.k, sizeof *t.thread);
    for (int i = 0; i < t.k; i++) { /* a random walk from the entry */
      int len = 1 + (int)(next_rand(&st->rng) % 9);
      t.thread[i].blocks = cc_malloc((size_t)len * sizeof(int));
      int b = 0, n = 0;
      for (;;) {
        t.thread[i].blocks[n++] = b;
        int ns;
        const int *succ = cv_block_succs(p, b, &ns);
        if (n == len || ns == 0) break;
        b = succ[next_rand(&st->rng) % (uint64_t)ns];
      }
      t.thread[i].len = n;
    }
    for (size_t h = 0; h < CC_SIZE(hs); h++) {
      cv_relation *fast = cv_maximal_converged_with(p, CC_AT(hs, h), &t, &(cv_readings){.cb = CV_CB_LITERAL});
      cv_relation *slow = cv_maximal_converged_with_rounds(p, CC_AT(hs, h), &t, &(cv_readings){.cb = CV_CB_LITERAL});
      int n = cv_relation_ninstances(fast);
      bool same = true;
      for (int a = 0; a < n && same; a++)
        for (int b = 0; b < n && same; b++)
          same = cv_converged_with(fast, a, b) == cv_converged_with(slow, a, b) &&
                 cv_convergence_before(fast, a, b) == cv_convergence_before(slow, a, b);
      if (!same && st->diffs++ < 5) report(s, 0, "fast and plain least fixed points differ");
      st->tuples++;
      cv_relation_free(fast);
      cv_relation_free(slow);
    }
    cv_tuple_free(&t);
  }
  cv_hierarchies_free(&hs);
  cv_module_free(m);
  return true;
}

TEST(properties_fast_lfp_equals_plain_lfp) {
  fast_state st = {0x9e3779b97f4a7c15ull, 0, 0};
  en_shapes(5, compare_shape, &st);
  printf("  fast vs plain least fixed point: %llu tuple x hierarchy comparisons\n",
         (unsigned long long)st.tuples);
  CHECK(st.tuples > 30000);
  CHECK_INT(st.diffs, 0);
}
