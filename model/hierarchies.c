/* model/hierarchies.c — every cycle hierarchy of a CFG (docs/design.md §2).
 *
 * DFS-realizable: [CT] "Cycles" item 3 makes the header depend on the DFS;
 * the hierarchies of a CFG are the forests of all its depth-first searches
 * from the entry.  We enumerate searches, not successor permutations: at
 * each step the search either descends into one not-yet-visited successor
 * of the block on top of its stack (each choice explored) or, with none
 * left, closes that block.  Forests are deduplicated by their key.
 *
 * All-entries: [CT] "Cycles" items 1, 2, 5 with item 3 relaxed: at every
 * level, any entry of a cycle may be its header (Havlak's nesting without
 * a DFS).  Every realizable hierarchy is one of these. */
#include "model/model.h"

#include <assert.h>
#include <stdlib.h>

cv_hierarchy *cv__hierarchy_from_sets(const cv_program *p, int n,
                                      const int *headers,
                                      cc_word *const *members);

/* ---- a set of forests, deduplicated by key ------------------------------- */
typedef struct forest_set {
  cv_hierarchies *out;
  char **keys;
  size_t nkeys, cap;
} forest_set;

static size_t key_slot(const forest_set *s, const char *key) {
  size_t mask = s->cap - 1;
  size_t i = (size_t)cc_hash_bytes(key, strlen(key), 0) & mask;
  while (s->keys[i] && strcmp(s->keys[i], key)) i = (i + 1) & mask;
  return i;
}

/* Adds h unless an equal forest is there; takes ownership of h. */
static void forest_add(forest_set *s, cv_hierarchy *h) {
  if (2 * (s->nkeys + 1) > s->cap) {
    size_t oc = s->cap;
    char **old = s->keys;
    s->cap = oc ? 2 * oc : 64;
    s->keys = cc_calloc(s->cap, sizeof *s->keys);
    for (size_t i = 0; i < oc; i++)
      if (old[i]) s->keys[key_slot(s, old[i])] = old[i];
    free(old);
  }
  size_t i = key_slot(s, cv_hierarchy_key(h));
  if (s->keys[i]) {
    cv_hierarchy_free(h);
    return;
  }
  s->keys[i] = (char *)cv_hierarchy_key(h);
  s->nkeys++;
  CC_PUSH(*s->out, h);
}

/* ---- DFS-realizable ------------------------------------------------------- */
typedef struct dfs_state {
  const cv_program *p;
  int nb;
  int *start, *end, *preorder, counter;
  int *stack, sp;
  uint64_t runs, max_runs;
  bool truncated;
  forest_set *set;
} dfs_state;

static void dfs_explore(dfs_state *s) {
  if (s->truncated) return;
  if (s->sp == 0) {
    s->runs++;
    forest_add(s->set, cv_cycles_from_dfs(s->p, s->preorder, s->counter,
                                          s->start, s->end));
    if (s->max_runs && s->runs >= s->max_runs) s->truncated = true;
    return;
  }
  int v = s->stack[s->sp - 1], n;
  const int *succ = cv_block_succs(s->p, v, &n);
  bool any = false;
  /* LLVM's own order first (last successor first), so the first forest
   * found is the one of cv_cycles_llvm. */
  for (int i = n - 1; i >= 0 && !s->truncated; i--) {
    int w = succ[i];
    if (s->start[w]) continue;
    bool dup = false; /* a successor listed twice is one choice */
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
  if (!any) { /* close v */
    s->end[v] = s->counter;
    s->sp--;
    dfs_explore(s);
    s->stack[s->sp++] = v;
    s->end[v] = 0;
  }
}

static void enumerate_realizable(const cv_program *p, uint64_t max_runs,
                                 forest_set *set, cv_enum_stats *st) {
  dfs_state s = {.p = p, .nb = cv_program_nblocks(p), .max_runs = max_runs, .set = set};
  s.start = cc_calloc((size_t)s.nb, sizeof(int));
  s.end = cc_calloc((size_t)s.nb, sizeof(int));
  s.preorder = cc_calloc((size_t)s.nb, sizeof(int));
  s.stack = cc_calloc((size_t)s.nb + 1, sizeof(int));
  int e = cv_program_entry(p);
  s.start[e] = ++s.counter;
  s.preorder[0] = e;
  s.stack[s.sp++] = e;
  dfs_explore(&s);
  st->dfs_runs = s.runs;
  st->truncated = s.truncated;
  CC_FREE_ALL(s.start, s.end, s.preorder, s.stack);
}

/* ---- all-entries ---------------------------------------------------------- */

/* Strongly connected components with an internal edge of the subgraph
 * induced on `set` (Tarjan, iterative). */
typedef CC_STACK(cc_word *) word_sets;

static void sccs_with_edge(const cv_program *p, const cc_word *set, int nb,
                           word_sets *out) {
  int *index = cc_malloc((size_t)nb * sizeof(int));
  int *low = cc_malloc((size_t)nb * sizeof(int));
  bool *on = cc_calloc((size_t)nb, sizeof(bool));
  int *stk = cc_malloc((size_t)nb * sizeof(int));
  int *cs = cc_malloc((size_t)nb * sizeof(int)); /* call stack */
  int *ci = cc_malloc((size_t)nb * sizeof(int)); /* next successor */
  int idx = 0, sp = 0;
  for (int b = 0; b < nb; b++) index[b] = -1;
  for (int r = 0; r < nb; r++) {
    if (!cc_bit_get(set, (size_t)r) || index[r] >= 0) continue;
    int csp = 0;
    cs[csp] = r;
    ci[csp++] = 0;
    index[r] = low[r] = idx++;
    stk[sp++] = r;
    on[r] = true;
    while (csp) {
      int v = cs[csp - 1], n;
      const int *s = cv_block_succs(p, v, &n);
      if (ci[csp - 1] < n) {
        int w = s[ci[csp - 1]++];
        if (!cc_bit_get(set, (size_t)w)) continue;
        if (index[w] < 0) {
          index[w] = low[w] = idx++;
          stk[sp++] = w;
          on[w] = true;
          cs[csp] = w;
          ci[csp++] = 0;
        } else if (on[w] && index[w] < low[v]) {
          low[v] = index[w];
        }
        continue;
      }
      csp--;
      if (csp && low[v] < low[cs[csp - 1]]) low[cs[csp - 1]] = low[v];
      if (low[v] != index[v]) continue;
      cc_word *comp = cc_calloc(CC_WORDS(nb) + 1, sizeof(cc_word));
      int size = 0, w;
      do {
        w = stk[--sp];
        on[w] = false;
        cc_bit_set(comp, (size_t)w);
        size++;
      } while (w != v);
      bool edge = size > 1;
      if (!edge) {
        int m;
        const int *s2 = cv_block_succs(p, v, &m);
        for (int j = 0; j < m; j++)
          if (s2[j] == v) edge = true;
      }
      if (edge) CC_PUSH(*out, comp);
      else free(comp);
    }
  }
  CC_FREE_ALL(index, low, on, stk, cs, ci);
}

typedef struct all_state {
  const cv_program *p;
  int nb;
  word_sets pending; /* cycles still needing a header */
  cc_ints headers;
  word_sets members;
  uint64_t count, max;
  bool truncated;
  forest_set *set;
} all_state;

static bool is_cycle_entry(const cv_program *p, const cc_word *c, int b) {
  if (b == cv_program_entry(p)) return true;
  int np;
  const int *preds = cv_block_preds(p, b, &np);
  for (int j = 0; j < np; j++)
    if (!cc_bit_get(c, (size_t)preds[j]) && cv_block_reachable(p, preds[j]))
      return true;
  return false;
}

static void all_explore(all_state *s) {
  if (s->truncated) return;
  if (CC_EMPTY(s->pending)) {
    s->count++;
    forest_add(s->set, cv__hierarchy_from_sets(s->p, (int)CC_SIZE(s->headers),
                                               s->headers.begin,
                                               s->members.begin));
    if (s->max && s->count >= s->max) s->truncated = true;
    return;
  }
  cc_word *c = CC_POP(s->pending);
  size_t words = CC_WORDS(s->nb) + 1;
  for (int h = 0; h < s->nb && !s->truncated; h++) {
    if (!cc_bit_get(c, (size_t)h) || !is_cycle_entry(s->p, c, h)) continue;
    CC_PUSH(s->headers, h);
    CC_PUSH(s->members, c);
    cc_word *rest = cc_malloc(words * sizeof(cc_word));
    memcpy(rest, c, words * sizeof(cc_word));
    cc_bit_clear(rest, (size_t)h);
    size_t before = CC_SIZE(s->pending);
    sccs_with_edge(s->p, rest, s->nb, &s->pending);
    size_t added = CC_SIZE(s->pending) - before;
    free(rest);
    all_explore(s);
    /* the children are consumed by the recursion and pushed back by it */
    for (size_t i = 0; i < added; i++) free(CC_AT(s->pending, before + i));
    CC_RESIZE(s->pending, before);
    CC_RESIZE(s->headers, CC_SIZE(s->headers) - 1);
    CC_RESIZE(s->members, CC_SIZE(s->members) - 1);
  }
  CC_PUSH(s->pending, c);
}

static void enumerate_all_entries(const cv_program *p, uint64_t max,
                                  forest_set *set, cv_enum_stats *st) {
  all_state s = {.p = p, .nb = cv_program_nblocks(p), .max = max, .set = set};
  cc_word *reach = cc_calloc(CC_WORDS(s.nb) + 1, sizeof(cc_word));
  for (int b = 0; b < s.nb; b++)
    if (cv_block_reachable(p, b)) cc_bit_set(reach, (size_t)b);
  sccs_with_edge(p, reach, s.nb, &s.pending);
  free(reach);
  all_explore(&s);
  st->dfs_runs = s.count;
  st->truncated = s.truncated;
  for (size_t i = 0; i < CC_SIZE(s.pending); i++) free(CC_AT(s.pending, i));
  CC_RELEASE(s.pending);
  CC_RELEASE(s.headers);
  CC_RELEASE(s.members);
}

bool cv_hierarchies_enumerate(const cv_program *p, cv_hier_mode mode,
                              uint64_t max_dfs, cv_hierarchies *out,
                              cv_enum_stats *stats, cc_error *err) {
  (void)err;
  cv_enum_stats st = {0, false};
  forest_set set = {out, NULL, 0, 0};
  if (mode == CV_HIER_REALIZABLE) enumerate_realizable(p, max_dfs, &set, &st);
  else enumerate_all_entries(p, max_dfs, &set, &st);
  free(set.keys);
  if (stats) *stats = st;
  return true;
}

void cv_hierarchies_free(cv_hierarchies *hs) {
  for (size_t i = 0; i < CC_SIZE(*hs); i++) cv_hierarchy_free(CC_AT(*hs, i));
  CC_RELEASE(*hs);
}
