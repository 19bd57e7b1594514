/* model/dom.c — dominator and post-dominator trees (docs/design.md §2).
 *
 * The iterative algorithm of Cooper, Harvey and Kennedy ("A Simple, Fast
 * Dominance Algorithm"), over reverse postorder.  Post-dominance runs the
 * same algorithm on the reversed CFG rooted at a virtual exit node that
 * every successor-less reachable block flows into. */
#include "model/model.h"

#include <assert.h>
#include <stdlib.h>

struct cv_domtree {
  int n;      /* blocks; node n is the virtual exit when post */
  bool post;
  int *idom;  /* over n + 1 nodes; -2 = not in the tree */
  int *depth;
};

typedef struct graph {
  const cv_program *p;
  bool post;
  int n;
} graph;

/* Successors in the graph the algorithm walks: the CFG, or its reverse. */
static const int *g_succs(const graph *g, int v, int *cnt, int *buf) {
  if (!g->post) return cv_block_succs(g->p, v, cnt);
  if (v == g->n) { /* virtual exit: its successors are the exiting blocks */
    int k = 0;
    for (int b = 0; b < g->n; b++) {
      int ns;
      cv_block_succs(g->p, b, &ns);
      if (ns == 0 && cv_block_reachable(g->p, b)) buf[k++] = b;
    }
    *cnt = k;
    return buf;
  }
  const int *preds = cv_block_preds(g->p, v, cnt);
  int k = 0;
  for (int i = 0; i < *cnt; i++)
    if (cv_block_reachable(g->p, preds[i])) buf[k++] = preds[i];
  *cnt = k;
  return buf;
}

static int intersect(const int *idom, const int *po, int a, int b) {
  while (a != b) {
    while (po[a] < po[b]) a = idom[a];
    while (po[b] < po[a]) b = idom[b];
  }
  return a;
}

cv_domtree *cv_domtree_new(const cv_program *p, bool post) {
  int n = cv_program_nblocks(p);
  graph g = {p, post, n};
  int N = n + 1;
  int root = post ? n : cv_program_entry(p);
  cv_domtree *t = cc_calloc(1, sizeof *t);
  t->n = n;
  t->post = post;
  t->idom = cc_malloc((size_t)N * sizeof *t->idom);
  t->depth = cc_calloc((size_t)N, sizeof *t->depth);
  int *po = cc_malloc((size_t)N * sizeof *po);    /* postorder number */
  int *order = cc_malloc((size_t)N * sizeof *order);
  int *buf = cc_malloc((size_t)N * sizeof *buf);
  int *stack = cc_malloc((size_t)N * sizeof *stack);
  int *next = cc_calloc((size_t)N, sizeof *next);
  for (int v = 0; v < N; v++) t->idom[v] = -2, po[v] = -1;

  /* Iterative DFS for postorder. */
  int sp = 0, npo = 0;
  bool *seen = cc_calloc((size_t)N, sizeof *seen);
  stack[sp++] = root;
  seen[root] = true;
  while (sp) {
    int v = stack[sp - 1], cnt;
    const int *s = g_succs(&g, v, &cnt, buf);
    if (next[v] < cnt) {
      int w = s[next[v]++];
      if (!seen[w]) {
        seen[w] = true;
        stack[sp++] = w;
      }
    } else {
      po[v] = npo;
      order[npo++] = v;
      sp--;
    }
  }
  free(seen);

  /* Predecessors in the walked graph, restricted to visited nodes. */
  cc_ints *preds = cc_calloc((size_t)N, sizeof *preds);
  for (int i = 0; i < npo; i++) {
    int v = order[i], cnt;
    const int *s = g_succs(&g, v, &cnt, buf);
    for (int j = 0; j < cnt; j++) CC_PUSH(preds[s[j]], v);
  }

  t->idom[root] = root;
  bool changed = true;
  while (changed) {
    changed = false;
    for (int i = npo - 1; i >= 0; i--) { /* reverse postorder */
      int v = order[i];
      if (v == root) continue;
      int nd = -1;
      for (size_t j = 0; j < CC_SIZE(preds[v]); j++) {
        int u = CC_AT(preds[v], j);
        if (t->idom[u] == -2) continue;
        nd = nd < 0 ? u : intersect(t->idom, po, u, nd);
      }
      if (nd >= 0 && t->idom[v] != nd) {
        t->idom[v] = nd;
        changed = true;
      }
    }
  }
  /* Depths, for the dominance query. */
  for (int i = npo - 1; i >= 0; i--) {
    int v = order[i];
    t->depth[v] = v == root ? 0 : t->depth[t->idom[v]] + 1;
  }
  for (int v = 0; v < N; v++) CC_RELEASE(preds[v]);
  CC_FREE_ALL(preds, po, order, buf, stack, next);
  return t;
}

void cv_domtree_free(cv_domtree *t) {
  if (!t) return;
  free(t->idom);
  free(t->depth);
  free(t);
}

int cv_domtree_idom(const cv_domtree *t, int b) {
  assert(b >= 0 && b < t->n);
  int d = t->idom[b];
  if (d == -2 || d == b || d == t->n) return -1;
  return d;
}

bool cv_domtree_dominates(const cv_domtree *t, int a, int b) {
  if (t->idom[a] == -2 || t->idom[b] == -2) return false;
  while (t->depth[b] > t->depth[a]) b = t->idom[b];
  return a == b;
}

bool cv_inst_dominates(const cv_program *p, const cv_domtree *dt, int d, int i) {
  const cv_inst *D = cv_program_inst(p, d), *I = cv_program_inst(p, i);
  if (!cv_block_reachable(p, I->block) || !cv_block_reachable(p, D->block)) return false;
  if (D->block == I->block) return d < i;
  return cv_domtree_dominates(dt, D->block, I->block);
}
