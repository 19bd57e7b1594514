/* Unit tests of model/hierarchies.c against oracles: the enumeration by
 * regions (docs/design.md §2) against the enumeration of every depth-first
 * search, and the iterative all-entries search against the recursive one
 * it replaced.  Both oracles are the code model/hierarchies.c had before:
 * exponential (n! searches), so only for small CFGs.  "Equal" means the
 * same hierarchies in the same order, each printed the same. */
#include "tests/unit/harness.h"

#include <stdlib.h>

cv_hierarchy *cv__hierarchy_from_sets(const cv_program *p, int n, const int *headers,
                                      cc_word *const *members);

/* ---- the oracles ---------------------------------------------------------- */

typedef struct oracle_set {
  cv_hierarchies *out;
} oracle_set;

static void oracle_add(oracle_set *s, cv_hierarchy *h) {
  for (size_t i = 0; i < CC_SIZE(*s->out); i++)
    if (!strcmp(cv_hierarchy_key(CC_AT(*s->out, i)), cv_hierarchy_key(h))) {
      cv_hierarchy_free(h);
      return;
    }
  CC_PUSH(*s->out, h);
}

/* Every DFS from the entry: the block on top of the stack descends into
 * one white successor (each tried, the last listed first; a successor
 * listed twice is one choice) or, with none left, closes. */
typedef struct dfs_state {
  const cv_program *p;
  int *start, *end, *preorder, counter;
  int *stack, sp;
  uint64_t runs;
  oracle_set *set;
} dfs_state;

static void dfs_explore(dfs_state *s) {
  if (s->sp == 0) {
    s->runs++;
    oracle_add(s->set, cv_cycles_from_dfs(s->p, s->preorder, s->counter, s->start, s->end));
    return;
  }
  int v = s->stack[s->sp - 1], n;
  const int *succ = cv_block_succs(s->p, v, &n);
  bool any = false;
  for (int i = n - 1; i >= 0; i--) {
    int w = succ[i];
    if (s->start[w]) continue;
    bool dup = false;
    for (int j = n - 1; j > i; j--)
      if (succ[j] == w) dup = true;
    if (dup) continue;
    any = true;
    s->start[w] = ++s->counter;
    s->preorder[s->counter - 1] = w;
    s->stack[s->sp++] = w;
    dfs_explore(s);
    s->sp--;
    s->start[w] = 0;
    s->counter--;
  }
  if (!any) {
    s->end[v] = s->counter;
    s->sp--;
    dfs_explore(s);
    s->stack[s->sp++] = v;
    s->end[v] = 0;
  }
}

static uint64_t oracle_realizable(const cv_program *p, cv_hierarchies *out) {
  int nb = cv_program_nblocks(p);
  oracle_set set = {out};
  dfs_state s = {.p = p, .set = &set};
  s.start = calloc((size_t)nb, sizeof(int));
  s.end = calloc((size_t)nb, sizeof(int));
  s.preorder = calloc((size_t)nb, sizeof(int));
  s.stack = calloc((size_t)nb + 1, sizeof(int));
  int e = cv_program_entry(p);
  s.start[e] = ++s.counter;
  s.preorder[0] = e;
  s.stack[s.sp++] = e;
  dfs_explore(&s);
  free(s.start);
  free(s.end);
  free(s.preorder);
  free(s.stack);
  return s.runs;
}

typedef CC_STACK(cc_word *) word_sets;

static void oracle_sccs(const cv_program *p, const cc_word *set, int nb, word_sets *out) {
  /* Tarjan, recursive over a copy of the graph: small graphs only */
  int index[64], low[64], stk[64], sp = 0, idx = 0;
  bool on[64] = {0};
  for (int b = 0; b < nb; b++) index[b] = -1;
  struct frame { int v, i; } cs[64];
  for (int r = 0; r < nb; r++) {
    if (!cc_bit_get(set, (size_t)r) || index[r] >= 0) continue;
    int csp = 0;
    cs[csp++] = (struct frame){r, 0};
    index[r] = low[r] = idx++;
    stk[sp++] = r;
    on[r] = true;
    while (csp) {
      int v = cs[csp - 1].v, n;
      const int *s = cv_block_succs(p, v, &n);
      if (cs[csp - 1].i < n) {
        int w = s[cs[csp - 1].i++];
        if (!cc_bit_get(set, (size_t)w)) continue;
        if (index[w] < 0) {
          index[w] = low[w] = idx++;
          stk[sp++] = w;
          on[w] = true;
          cs[csp++] = (struct frame){w, 0};
        } else if (on[w] && index[w] < low[v]) {
          low[v] = index[w];
        }
        continue;
      }
      csp--;
      if (csp && low[v] < low[cs[csp - 1].v]) low[cs[csp - 1].v] = low[v];
      if (low[v] != index[v]) continue;
      cc_word *comp = calloc(CC_WORDS(nb) + 1, sizeof(cc_word));
      int size = 0, w;
      do {
        w = stk[--sp];
        on[w] = false;
        cc_bit_set(comp, (size_t)w);
        size++;
      } while (w != v);
      bool edge = size > 1;
      for (int j = 0; j < n && !edge; j++) edge = s[j] == v;
      if (edge) CC_PUSH(*out, comp);
      else free(comp);
    }
  }
}

typedef struct all_state {
  const cv_program *p;
  int nb;
  word_sets pending, members;
  cc_ints headers;
  oracle_set *set;
} all_state;

static bool oracle_is_entry(const cv_program *p, const cc_word *c, int b) {
  if (b == cv_program_entry(p)) return true;
  int np;
  const int *preds = cv_block_preds(p, b, &np);
  for (int j = 0; j < np; j++)
    if (!cc_bit_get(c, (size_t)preds[j]) && cv_block_reachable(p, preds[j])) return true;
  return false;
}

static void all_explore(all_state *s) {
  if (CC_EMPTY(s->pending)) {
    oracle_add(s->set, cv__hierarchy_from_sets(s->p, (int)CC_SIZE(s->headers),
                                               s->headers.begin, s->members.begin));
    return;
  }
  cc_word *c = CC_POP(s->pending);
  size_t words = CC_WORDS(s->nb) + 1;
  for (int h = 0; h < s->nb; h++) {
    if (!cc_bit_get(c, (size_t)h) || !oracle_is_entry(s->p, c, h)) continue;
    CC_PUSH(s->headers, h);
    CC_PUSH(s->members, c);
    cc_word *rest = malloc(words * sizeof(cc_word));
    memcpy(rest, c, words * sizeof(cc_word));
    cc_bit_clear(rest, (size_t)h);
    size_t before = CC_SIZE(s->pending);
    oracle_sccs(s->p, rest, s->nb, &s->pending);
    size_t added = CC_SIZE(s->pending) - before;
    free(rest);
    all_explore(s);
    for (size_t i = 0; i < added; i++) free(CC_AT(s->pending, before + i));
    CC_RESIZE(s->pending, before);
    CC_RESIZE(s->headers, CC_SIZE(s->headers) - 1);
    CC_RESIZE(s->members, CC_SIZE(s->members) - 1);
  }
  CC_PUSH(s->pending, c);
}

static void oracle_all_entries(const cv_program *p, cv_hierarchies *out) {
  oracle_set set = {out};
  all_state s = {.p = p, .nb = cv_program_nblocks(p), .set = &set};
  cc_word *reach = calloc(CC_WORDS(s.nb) + 1, sizeof(cc_word));
  for (int b = 0; b < s.nb; b++)
    if (cv_block_reachable(p, b)) cc_bit_set(reach, (size_t)b);
  oracle_sccs(p, reach, s.nb, &s.pending);
  free(reach);
  all_explore(&s);
  for (size_t i = 0; i < CC_SIZE(s.pending); i++) free(CC_AT(s.pending, i));
  CC_RELEASE(s.pending);
  CC_RELEASE(s.headers);
  CC_RELEASE(s.members);
}

/* ---- comparing ------------------------------------------------------------ */

static char *printed(const cv_program *p, const cv_hierarchies *hs) {
  cc_buf b;
  cc_buf_init(&b);
  for (size_t i = 0; i < CC_SIZE(*hs); i++) {
    cc_buf_printf(&b, "hierarchy %zu:\n", i + 1);
    cv_hierarchy_print_llvm(CC_AT(*hs, i), p, &b);
  }
  char *s = cc_strdup(cc_buf_str(&b));
  cc_buf_free(&b);
  return s;
}

/* How many of the programs compared had several realizable hierarchies
 * (the regions searched, not the one-hierarchy shortcut). */
static int several;

/* Compares both modes with the oracles on p; returns false (after one
 * failure naming `what`) when they differ. */
static bool same_as_oracles(const cv_program *p, const char *what) {
  bool ok = true;
  for (int mode = 0; mode < 2 && ok; mode++) {
    cv_hierarchies got = {0}, want = {0};
    cv_enum_stats st;
    cc_error e;
    cc_error_clear(&e);
    cv_hierarchies_enumerate(p, (cv_hier_mode)mode, 0, &got, &st, &e);
    if (mode == CV_HIER_REALIZABLE) oracle_realizable(p, &want);
    if (mode == CV_HIER_REALIZABLE && CC_SIZE(want) > 1) several++;
    else oracle_all_entries(p, &want);
    char *g = printed(p, &got), *w = printed(p, &want);
    if (st.truncated || strcmp(g, w)) {
      th_fail(__FILE__, __LINE__, "%s, %s: %zu hierarchies, the oracle %zu:\n%s--- oracle:\n%s",
              what, mode == CV_HIER_REALIZABLE ? "realizable" : "all-entries",
              CC_SIZE(got), CC_SIZE(want), g, w);
      ok = false;
    }
    th_checks++;
    free(g);
    free(w);
    cv_hierarchies_free(&got);
    cv_hierarchies_free(&want);
  }
  return ok;
}

static bool shape_same(const en_shape *s, void *arg) {
  int *count = arg;
  cv_module *m = NULL;
  cc_error e;
  cv_program *p = th_shape_program(s, 0, "shape.cfg", &m, &e);
  if (!p) {
    th_shape_fail(s, 0, "no program: %s", e.msg);
    return false;
  }
  bool ok = same_as_oracles(p, "a shape");
  if (!ok) th_shape_fail(s, 0, "differs from the oracles");
  (*count)++;
  cv_module_free(m);
  return ok;
}

/* Every CFG shape of up to 6 blocks (52,327; 5 s; CONVCHECK_HIER_BLOCKS
 * sets another size), each once up to isomorphism. */
TEST(hierarchies_equal_oracles_on_every_shape) {
  const char *env = getenv("CONVCHECK_HIER_BLOCKS");
  int max = env ? atoi(env) : 6, count = 0;
  several = 0;
  en_shapes(max, shape_same, &count);
  CHECK(count > (max >= 6 ? 50000 : 2900));
  CHECK(several > count / 3); /* 31,582 of 52,327 at 6 blocks */
}

/* Random CFGs of 4 to 7 blocks with switches (up to 5 successors, repeats
 * and self-loops allowed), from a fixed seed. */
static uint64_t next_rand(uint64_t *x) {
  *x ^= *x << 13;
  *x ^= *x >> 7;
  *x ^= *x << 17;
  return *x;
}

TEST(hierarchies_equal_oracles_on_random_switches) {
  uint64_t x = 0x9e3779b97f4a7c15u;
  int done = 0;
  several = 0;
  for (int g = 0; g < 1500; g++) {
    int n = 4 + (int)(next_rand(&x) % 4), succ[8][5], ns[8] = {0};
    for (int v = 1; v < n; v++) { /* a tree from the entry, then more edges */
      int u = (int)(next_rand(&x) % (uint64_t)v);
      succ[u][ns[u]++] = v;
    }
    for (int v = 0; v < n; v++) {
      int extra = (int)(next_rand(&x) % 4);
      for (int j = 0; j < extra && ns[v] < 5; j++) /* never into the entry */
        succ[v][ns[v]++] = 1 + (int)(next_rand(&x) % (uint64_t)(n - 1));
      for (int j = ns[v] - 1; j > 0; j--) { /* the order matters to a search */
        int k = (int)(next_rand(&x) % (uint64_t)(j + 1)), t = succ[v][j];
        succ[v][j] = succ[v][k];
        succ[v][k] = t;
      }
    }
    cc_buf b;
    cc_buf_init(&b);
    for (int v = 0; v < n; v++) {
      if (!ns[v]) {
        cc_buf_printf(&b, "B%d\n", v);
        continue;
      }
      cc_buf_printf(&b, "B%d -> ", v);
      for (int j = 0; j < ns[v]; j++) cc_buf_printf(&b, "%sB%d", j ? ", " : "", succ[v][j]);
      cc_buf_putc(&b, '\n');
    }
    cv_module *m = th_parse_cfg(cc_buf_str(&b));
    if (m) {
      char what[64];
      snprintf(what, sizeof what, "random CFG %d", g);
      if (!same_as_oracles(cv_module_program(m, 0), what))
        th_fail(__FILE__, __LINE__, "the CFG:\n%s", cc_buf_str(&b));
      cv_module_free(m);
      done++;
    }
    cc_buf_free(&b);
  }
  CHECK_INT(done, 1500);
  CHECK(several > 500); /* 966 */
}

/* Where the choices of different cycles are not independent (docs/design.md
 * §2): X = {h, a1, a2} with the child {a1, a2}; a1 -> f leads to Db (an
 * entry of D) and Pg (of P); a2 -> e1 -> Dg, a2 -> e2 -> Pb.  Headed by a1,
 * the search below a1 takes a1's exits before or after all of a2's, so D
 * headed by Dg and P by Pg together (e1, then f, then e2) is impossible;
 * headed by a2 it is possible.  Realizable: 2 * 2 with a2, 2 with a1 (Dg
 * with Pb, Db with Pg): 6; all-entries: 2 * 2 * 2 = 8. */
TEST(hierarchies_coupled_choices) {
  TH_CFG(m, p, "Entry -> h\nh -> a1, a2\na1 -> a2, h, f\na2 -> a1, e1, e2\n"
               "f -> Db, Pg\ne1 -> Dg\ne2 -> Pb\nDg -> Db\nDb -> Dg\nPg -> Pb\nPb -> Pg\n");
  cv_hierarchies hs = {0};
  CHECK_INT(th_hierarchies(p, CV_HIER_REALIZABLE, &hs, NULL), 6);
  cv_hierarchies_free(&hs);
  CHECK_INT(th_hierarchies(p, CV_HIER_ALL_ENTRIES, &hs, NULL), 8);
  cv_hierarchies_free(&hs);
  CHECK(same_as_oracles(p, "the coupled CFG"));
  cv_module_free(m);
}

/* The complete graph on 6 blocks B0..B5 (self-loops too), entered at B0:
 * B0 heads the whole; each of the other 5 may be reached first from B0,
 * heading the complete graph on the other 4, and so on: 5! = 120
 * hierarchies, the same in both senses; the oracle tries 5! searches. */
TEST(hierarchies_complete_graph) {
  cc_buf b;
  cc_buf_init(&b);
  cc_buf_puts(&b, "Entry -> B0\n");
  for (int v = 0; v < 6; v++)
    cc_buf_printf(&b, "B%d -> B0, B1, B2, B3, B4, B5\n", v);
  TH_CFG(m, p, cc_buf_str(&b));
  cc_buf_free(&b);
  cv_hierarchies hs = {0};
  CHECK_INT(th_hierarchies(p, CV_HIER_REALIZABLE, &hs, NULL), 120);
  cv_hierarchies_free(&hs);
  CHECK_INT(th_hierarchies(p, CV_HIER_ALL_ENTRIES, &hs, NULL), 120);
  cv_hierarchies_free(&hs);
  CHECK(same_as_oracles(p, "K6"));
  cv_module_free(m);
}

/* Two entries: Entry -> A, B; A -> B, X; B -> A.  Searches: Entry opens A
 * then (B, X) or (X, B), or opens B then A then X: 3 searches, whose
 * forests are {A,B} headed by A (twice) or by B: 2 hierarchies. */
TEST(hierarchies_oracle_counts_searches) {
  TH_CFG(m, p, "Entry -> A, B\nA -> B, X\nB -> A\nX\n");
  cv_hierarchies hs = {0};
  CHECK_INT((int)oracle_realizable(p, &hs), 3);
  CHECK_INT(CC_SIZE(hs), 2);
  cv_hierarchies_free(&hs);
  CHECK(same_as_oracles(p, "two entries"));
  cv_module_free(m);
}

/* A chain of 100,000 blocks, then a cycle with two entries at its end:
 * not one hierarchy, so the regions are searched, along the whole chain
 * without recursion (the old search recursed once per block). */
TEST(hierarchies_long_chain_iterative) {
  enum { N = 100000 };
  cc_buf b;
  cc_buf_init(&b);
  for (int v = 0; v < N; v++) cc_buf_printf(&b, "B%d -> B%d\n", v, v + 1);
  cc_buf_printf(&b, "B%d -> X, Y\nX -> Y\nY -> X\n", N);
  TH_CFG(m, p, cc_buf_str(&b));
  cc_buf_free(&b);
  cv_hierarchies hs = {0};
  cv_enum_stats st;
  CHECK_INT(th_hierarchies(p, CV_HIER_REALIZABLE, &hs, &st), 2);
  CHECK(!st.truncated);
  cv_hierarchies_free(&hs);
  CHECK_INT(th_hierarchies(p, CV_HIER_ALL_ENTRIES, &hs, &st), 2);
  cv_hierarchies_free(&hs);
  cv_module_free(m);
}

/* A deadline already past cuts an enumeration that needs regions, and says
 * so; what is kept is LLVM's hierarchy (one all-entries hierarchy too). */
TEST(hierarchies_deadline_cuts) {
  TH_CFG(m, p, "Entry -> A, B\nA -> B, X\nB -> A\nX\n");
  cv_enum_limits lim = {0, cc_now() - 1};
  cv_hierarchy *l = cv_cycles_llvm(p);
  for (int mode = 0; mode < 2; mode++) {
    cv_hierarchies hs = {0};
    cv_enum_stats st;
    cc_error e;
    cc_error_clear(&e);
    CHECK(cv_hierarchies_enumerate_by(p, (cv_hier_mode)mode, &lim, &hs, &st, &e));
    CHECK(st.truncated && st.timed_out);
    CHECK_INT(CC_SIZE(hs), 1);
    if (!CC_EMPTY(hs)) CHECK_STR(cv_hierarchy_key(CC_AT(hs, 0)), cv_hierarchy_key(l));
    cv_hierarchies_free(&hs);
  }
  cv_hierarchy_free(l);
  cv_module_free(m);
}

/* --max-dfs N keeps the first N, in the order of the complete list. */
TEST(hierarchies_max_keeps_the_first) {
  TH_CFG(m, p, "Entry -> h\nh -> a1, a2\na1 -> a2, h, f\na2 -> a1, e1, e2\n"
               "f -> Db, Pg\ne1 -> Dg\ne2 -> Pb\nDg -> Db\nDb -> Dg\nPg -> Pb\nPb -> Pg\n");
  for (int mode = 0; mode < 2; mode++) {
    cv_hierarchies all = {0}, some = {0};
    cv_enum_stats st;
    cc_error e;
    cc_error_clear(&e);
    cv_hierarchies_enumerate(p, (cv_hier_mode)mode, 0, &all, &st, &e);
    CHECK(!st.truncated);
    cv_hierarchies_enumerate(p, (cv_hier_mode)mode, 3, &some, &st, &e);
    CHECK(st.truncated && !st.timed_out);
    CHECK_INT(CC_SIZE(some), 3);
    for (size_t i = 0; i < CC_SIZE(some) && i < CC_SIZE(all); i++)
      CHECK_STR(cv_hierarchy_key(CC_AT(some, i)), cv_hierarchy_key(CC_AT(all, i)));
    cv_hierarchies_free(&all);
    cv_hierarchies_free(&some);
  }
  cv_module_free(m);
}
