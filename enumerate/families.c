/* enumerate/families.c — every CFG shape up to n blocks once up to
 * isomorphism, random shapes, reducibility (docs/design.md §7 "families").
 *
 * Method: canonical generation in breadth-first labelling.
 *
 * A breadth-first labelling numbers the blocks in the order a breadth-first
 * search from the entry discovers them: block 0 is the entry, and when block
 * i is processed its not-yet-discovered successors get the next numbers.
 * Since every block is reachable, every labelling found this way is a
 * bijection, and the only freedom is the order in which a branch whose two
 * successors are both undiscovered numbers them.  So a shape has at most
 * 2^k breadth-first labellings (k branches with two fresh successors), and
 * isomorphic shapes have the same set of them.
 *
 * The generator builds breadth-first labelled graphs directly: it processes
 * blocks 0, 1, ... in order and gives block i a successor set made of
 * already-discovered blocks (never 0) and at most two fresh blocks numbered
 * next; it stops when every discovered block is processed, keeping the graph
 * if exactly n blocks were discovered.  Each breadth-first labelled graph is
 * built exactly once.  It is emitted iff it is the least of the shape's
 * breadth-first labellings, comparing the blocks' successor sets block by
 * block (number of successors, then the sorted successors); that check
 * replays the search over both orders at every double discovery, pruning a
 * branch as soon as its prefix is larger.  Hence one shape per isomorphism
 * class, in its least breadth-first labelling, with sorted successor pairs.
 *
 * Counts (shapes with exactly n blocks), cross-checked for n <= 5 by
 * tests/unit/test_families.c against a brute force over all labelled
 * graphs canonicalised by every permutation of blocks 1..n-1 (for n = 6 the
 * same brute force, run once, gave the same 49343 classes):
 *   n = 1: 1   n = 2: 2   n = 3: 18   n = 4: 190   n = 5: 2773
 *   n = 6: 49343   n = 7: 1041384   n = 8: 25305507
 * Time (-O2, one core): en_shapes(5) visits its 2984 shapes in under a
 * millisecond, en_shapes(6) in about 16 ms, en_shapes(7) in about 0.6 s,
 * en_shapes(8) (26399218 shapes) in about 16 s. */
#include "enumerate/families.h"

#include <stdio.h>

/* ---- the rules --------------------------------------------------------- */

/* Why s is not a shape, or NULL. */
static const char *shape_problem(const en_shape *s, char *buf, size_t size) {
  if (s->n < 1 || s->n > EN_MAX_BLOCKS) {
    snprintf(buf, size, "%d blocks (1..%d allowed)", s->n, EN_MAX_BLOCKS);
    return buf;
  }
  for (int b = 0; b < s->n; b++) {
    if (s->nsucc[b] < 0 || s->nsucc[b] > 2) {
      snprintf(buf, size, "block B%d has %d successors (0..2 allowed)", b,
               s->nsucc[b]);
      return buf;
    }
    for (int k = 0; k < s->nsucc[b]; k++) {
      int t = s->succ[b][k];
      if (t < 0 || t >= s->n) {
        snprintf(buf, size, "block B%d has successor %d, not a block", b, t);
        return buf;
      }
      if (t == 0) {
        snprintf(buf, size, "block B%d branches to the entry B0", b);
        return buf;
      }
    }
    if (s->nsucc[b] == 2 && s->succ[b][0] == s->succ[b][1]) {
      snprintf(buf, size, "block B%d has the successor B%d twice", b,
               s->succ[b][0]);
      return buf;
    }
  }
  unsigned seen = 1, todo = 1;
  while (todo) {
    int b = __builtin_ctz(todo);
    todo &= todo - 1;
    for (int k = 0; k < s->nsucc[b]; k++) {
      unsigned bit = 1u << s->succ[b][k];
      if (!(seen & bit)) seen |= bit, todo |= bit;
    }
  }
  for (int b = 0; b < s->n; b++)
    if (!(seen & (1u << b))) {
      snprintf(buf, size, "block B%d is not reachable from the entry B0", b);
      return buf;
    }
  return NULL;
}

int en_shape_nbranches(const en_shape *s) {
  int k = 0;
  for (int b = 0; b < s->n; b++) k += s->nsucc[b] == 2;
  return k;
}

/* ---- canonicity ---------------------------------------------------------- */

/* -1, 0, 1 as block a of labelling (na, sa) is less than, equal to, greater
 * than block b of (nb, sb); successor pairs sorted ascending. */
static int cmp_block(int na, const int *sa, int nb, const int *sb) {
  if (na != nb) return na < nb ? -1 : 1;
  for (int k = 0; k < na; k++)
    if (sa[k] != sb[k]) return sa[k] < sb[k] ? -1 : 1;
  return 0;
}

typedef struct relabel {
  const en_shape *s; /* the candidate, itself breadth-first labelled      */
  int label[EN_MAX_BLOCKS]; /* block of s -> new label, -1 undiscovered  */
  int order[EN_MAX_BLOCKS]; /* new label -> block of s                   */
} relabel;

/* Continues the breadth-first search at new label h with cnt blocks
 * discovered, the labelling agreeing with s on blocks 0..h-1.  Returns true
 * iff some completion is smaller than s. */
static bool smaller_exists(relabel *r, int h, int cnt) {
  const en_shape *s = r->s;
  if (h == s->n) return false;
  int ob = r->order[h];
  int fresh[2], nfresh = 0;
  for (int k = 0; k < s->nsucc[ob]; k++)
    if (r->label[s->succ[ob][k]] < 0) fresh[nfresh++] = s->succ[ob][k];
  int tries = nfresh == 2 ? 2 : 1;
  for (int t = 0; t < tries; t++) {
    int c = cnt;
    for (int k = 0; k < nfresh; k++) {
      int b = fresh[(k + t) % nfresh];
      r->label[b] = c;
      r->order[c++] = b;
    }
    int mine[2];
    for (int k = 0; k < s->nsucc[ob]; k++) mine[k] = r->label[s->succ[ob][k]];
    if (s->nsucc[ob] == 2 && mine[0] > mine[1]) {
      int x = mine[0];
      mine[0] = mine[1], mine[1] = x;
    }
    int d = cmp_block(s->nsucc[ob], mine, s->nsucc[h], s->succ[h]);
    bool found = d < 0 || (d == 0 && smaller_exists(r, h + 1, c));
    for (int k = 0; k < nfresh; k++) r->label[fresh[k]] = -1;
    if (found) return true;
  }
  return false;
}

static bool is_canonical(const en_shape *s) {
  relabel r;
  r.s = s;
  for (int b = 0; b < EN_MAX_BLOCKS; b++) r.label[b] = -1;
  r.label[0] = 0;
  r.order[0] = 0;
  return !smaller_exists(&r, 0, 1);
}

/* ---- the generator ------------------------------------------------------- */

typedef struct gen {
  int n;
  en_shape s;
  bool (*fn)(const en_shape *, void *);
  void *arg;
  uint64_t visited;
  bool stop;
} gen;

static void extend(gen *g, int i, int cnt);

/* Gives block i the k successors a < b (b unused if k < 2), discovering
 * blocks cnt..newcnt-1, then goes on with block i+1. */
static void choose(gen *g, int i, int cnt, int newcnt, int k, int a, int b) {
  if (g->stop || newcnt > g->n) return;
  g->s.nsucc[i] = k;
  g->s.succ[i][0] = a;
  g->s.succ[i][1] = b;
  extend(g, i + 1, newcnt);
}

static void extend(gen *g, int i, int cnt) {
  if (g->stop) return;
  if (i == cnt) {
    if (cnt != g->n) return;
    g->s.n = g->n;
    if (!is_canonical(&g->s)) return;
    g->visited++;
    if (!g->fn(&g->s, g->arg)) g->stop = true;
    return;
  }
  choose(g, i, cnt, cnt, 0, -1, -1);
  for (int a = 1; a < cnt; a++) choose(g, i, cnt, cnt, 1, a, -1);
  choose(g, i, cnt, cnt + 1, 1, cnt, -1);
  for (int a = 1; a < cnt; a++)
    for (int b = a + 1; b < cnt; b++) choose(g, i, cnt, cnt, 2, a, b);
  for (int a = 1; a < cnt; a++) choose(g, i, cnt, cnt + 1, 2, a, cnt);
  choose(g, i, cnt, cnt + 2, 2, cnt, cnt + 1);
}

uint64_t en_shapes(int max_blocks, bool (*fn)(const en_shape *s, void *arg),
                   void *arg) {
  gen g;
  memset(&g, 0, sizeof g);
  g.fn = fn;
  g.arg = arg;
  if (max_blocks > EN_MAX_BLOCKS) max_blocks = EN_MAX_BLOCKS;
  for (int n = 1; n <= max_blocks && !g.stop; n++) {
    memset(&g.s, 0, sizeof g.s);
    g.n = n;
    extend(&g, 0, 1);
  }
  return g.visited;
}

/* ---- programs and text --------------------------------------------------- */

cv_program *en_shape_program(const en_shape *s, cv_module *m, const char *name,
                             unsigned divergent_mask, cc_error *err) {
  char why[160];
  if (shape_problem(s, why, sizeof why)) {
    cc_error_set(err, cv_module_path(m), 0, 0, "shape for function '%s': %s",
                 name, why);
    return NULL;
  }
  cv_program *p = cv_module_add(m, name, 0, 0, err);
  if (!p) return NULL;
  for (int b = 0; b < s->n; b++) {
    char bn[16];
    snprintf(bn, sizeof bn, "B%d", b);
    cv_program_add_block(p, bn, 0, 0);
  }
  int branch = 0;
  for (int b = 0; b < s->n; b++) {
    for (int k = 0; k < s->nsucc[b]; k++) cv_program_add_succ(p, b, s->succ[b][k]);
    if (s->nsucc[b] == 2) {
      bool div = branch < 32 && (divergent_mask >> branch) & 1u;
      cv_program_set_branch(p, b, div ? CV_BRANCH_DIVERGENT : CV_BRANCH_UNIFORM);
      branch++;
    }
  }
  if (!cv_program_finish(p, err)) return NULL;
  return p;
}

void en_shape_cfg_text(const en_shape *s, unsigned divergent_mask, cc_buf *out) {
  int branch = 0;
  for (int b = 0; b < s->n; b++) {
    cc_buf_printf(out, "B%d", b);
    for (int k = 0; k < s->nsucc[b]; k++)
      cc_buf_printf(out, "%sB%d", k ? ", " : " -> ", s->succ[b][k]);
    if (s->nsucc[b] == 2) {
      bool div = branch < 32 && (divergent_mask >> branch) & 1u;
      cc_buf_puts(out, div ? " divergent" : " uniform");
      branch++;
    }
    cc_buf_putc(out, '\n');
  }
}

/* ---- random shapes ------------------------------------------------------- */

/* splitmix64: every state is a valid seed. */
static uint64_t next_random(uint64_t *state) {
  uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

/* Uniform in 0..k-1 (k <= 8: the modulo bias is below 2^-60). */
static int below(uint64_t *state, int k) {
  return (int)(next_random(state) % (uint64_t)k);
}

static bool has_succ(const en_shape *s, int b, int t) {
  for (int k = 0; k < s->nsucc[b]; k++)
    if (s->succ[b][k] == t) return true;
  return false;
}

/* A random spanning tree (each block i > 0 hangs below a uniformly chosen
 * earlier block with a free successor slot) makes every block reachable;
 * then each block's out-degree is drawn uniformly from what its tree edges
 * leave possible (d..2) and filled with uniformly chosen non-entry targets;
 * finally blocks 1..n-1 are shuffled so that tree edges are not always
 * forward. */
void en_shape_random(int n, uint64_t *state, en_shape *out) {
  if (n < 1) n = 1;
  if (n > EN_MAX_BLOCKS) n = EN_MAX_BLOCKS;
  en_shape s;
  memset(&s, 0, sizeof s);
  s.n = n;
  for (int i = 1; i < n; i++) {
    int free_[EN_MAX_BLOCKS], nfree = 0;
    for (int p = 0; p < i; p++)
      if (s.nsucc[p] < 2) free_[nfree++] = p;
    /* A tree with i nodes has a leaf, so nfree >= 1. */
    int p = free_[below(state, nfree)];
    s.succ[p][s.nsucc[p]++] = i;
  }
  for (int b = 0; b < n; b++) {
    int d = s.nsucc[b];
    int want = d + below(state, 3 - d);
    while (s.nsucc[b] < want) {
      int cand[EN_MAX_BLOCKS], ncand = 0;
      for (int t = 1; t < n; t++)
        if (!has_succ(&s, b, t)) cand[ncand++] = t;
      if (!ncand) break;
      s.succ[b][s.nsucc[b]++] = cand[below(state, ncand)];
    }
  }
  int perm[EN_MAX_BLOCKS];
  for (int b = 0; b < n; b++) perm[b] = b;
  for (int i = n - 1; i > 1; i--) {
    int j = 1 + below(state, i); /* 1..i */
    int x = perm[i];
    perm[i] = perm[j], perm[j] = x;
  }
  memset(out, 0, sizeof *out);
  out->n = n;
  for (int b = 0; b < n; b++) {
    int nb = perm[b];
    out->nsucc[nb] = s.nsucc[b];
    for (int k = 0; k < s.nsucc[b]; k++) out->succ[nb][k] = perm[s.succ[b][k]];
    if (out->nsucc[nb] == 2 && out->succ[nb][0] > out->succ[nb][1]) {
      int x = out->succ[nb][0];
      out->succ[nb][0] = out->succ[nb][1], out->succ[nb][1] = x;
    }
  }
}

/* ---- reducibility -------------------------------------------------------- */

bool en_shape_reducible(const en_shape *s) {
  int n = s->n;
  if (n < 1 || n > EN_MAX_BLOCKS) return true;
  unsigned all = (1u << n) - 1, dom[EN_MAX_BLOCKS], preds[EN_MAX_BLOCKS] = {0};
  for (int b = 0; b < n; b++)
    for (int k = 0; k < s->nsucc[b]; k++) preds[s->succ[b][k]] |= 1u << b;
  /* Iterative dominators over bitsets: dom(0) = {0},
   * dom(v) = {v} ∪ ⋂ dom(p) over predecessors p.  Unreachable blocks (not in
   * a shape) keep the full set and so do not constrain anything. */
  dom[0] = 1;
  for (int b = 1; b < n; b++) dom[b] = all;
  for (bool changed = true; changed;) {
    changed = false;
    for (int b = 1; b < n; b++) {
      unsigned d = all;
      for (int p = 0; p < n; p++)
        if (preds[b] & (1u << p)) d &= dom[p];
      d |= 1u << b;
      if (d != dom[b]) dom[b] = d, changed = true;
    }
  }
  /* Drop back edges u -> v (v dominates u); the rest must be acyclic:
   * Kahn's algorithm. */
  int indeg[EN_MAX_BLOCKS] = {0};
  bool keep[EN_MAX_BLOCKS][2];
  for (int u = 0; u < n; u++)
    for (int k = 0; k < s->nsucc[u]; k++) {
      int v = s->succ[u][k];
      keep[u][k] = !(dom[u] & (1u << v));
      if (keep[u][k]) indeg[v]++;
    }
  int queue[EN_MAX_BLOCKS], head = 0, tail = 0;
  for (int b = 0; b < n; b++)
    if (!indeg[b]) queue[tail++] = b;
  while (head < tail) {
    int u = queue[head++];
    for (int k = 0; k < s->nsucc[u]; k++)
      if (keep[u][k] && --indeg[s->succ[u][k]] == 0) queue[tail++] = s->succ[u][k];
  }
  return tail == n;
}
