/* model/hierarchies.c — every cycle hierarchy of a CFG (docs/design.md §2).
 *
 * DFS-realizable: [CT] "Cycles" item 3 makes the header depend on the DFS;
 * the hierarchies of a CFG are the forests of all its depth-first searches
 * from the entry.  They are not enumerated search by search (n! orders even
 * on an acyclic CFG) but by regions (design §2, "Hierarchies by regions"):
 * the subtree of a block w discovered while the blocks W are white spans W
 * whatever the search does inside it, and the cycles it opens are those of
 * the forest of a search of the subgraph G[W] from w.  So the forests of a
 * region are its cycle through w plus, for each way the search can split
 * W - {w} among w's successors, the products of the forests of the parts;
 * equal regions are solved once, a region whose forest has a single entry
 * per cycle has one forest, and successors whose reachable parts do not
 * overlap are split without trying their orders.  Each forest is kept with
 * the first search (in LLVM's order of trying successors) that gives it,
 * which fixes the order of the output and how each forest is printed.
 *
 * All-entries: [CT] "Cycles" items 1, 2, 5 with item 3 relaxed: at every
 * level, any entry of a cycle may be its header (Havlak's nesting without
 * a DFS).  Every realizable hierarchy is one of these.
 *
 * Both are iterative: neither recursion nor a stack frame per block or per
 * cycle, so a chain of 100,000 blocks costs one search. */
#include "model/model.h"

#include <assert.h>
#include <stdlib.h>

cv_hierarchy *cv__hierarchy_from_sets(const cv_program *p, int n,
                                      const int *headers,
                                      cc_word *const *members);

/* Forests held at once (every region's), and bytes of regions, before the
 * enumeration gives up (truncated): far beyond what any engine can use. */
#define HZ_MAX_FORESTS 2000000u
#define HZ_MAX_REGION_BYTES ((size_t)256 << 20)

static bool past(double deadline, uint64_t *ticks) {
  return deadline > 0 && ((*ticks)++ & 63) == 0 && cc_now() > deadline;
}

/* Every cycle of h has one entry: then every search gives h (the first
 * block of a cycle a search visits is an entry of it, level by level), and
 * every all-entries choice is h's too. */
static bool single_entry_everywhere(const cv_hierarchy *h) {
  for (int i = 0; i < cv_hierarchy_ncycles(h); i++)
    if (cv_hierarchy_cycle(h, i)->nentries != 1) return false;
  return true;
}

/* ---- a set of forests, deduplicated by key (all-entries) ---------------- */
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

/* ======================================================================
 * DFS-realizable, by regions
 * ====================================================================== */

/* A forest of a region with the first search that gives it.  A search is
 * written as its descents, each the key of the successor taken: key 0 is
 * the last successor (LLVM tries it first), a successor listed twice keeps
 * the key of its last place.  Closing a block is forced (no white
 * successor left), so two searches of one region differ first at a
 * descent from the same state, and comparing their keys in order is
 * comparing them in the order the searches are tried. */
typedef struct rz_entry {
  int *cyc;   /* interned cycles, ascending */
  int ncyc;
  int *run;   /* the set's nrun descent keys */
  int *segs;  /* where each descent from the root starts in run */
  int nsegs;
} rz_entry;

typedef struct rz_set {
  CC_STACK(rz_entry) e;
  int nrun;   /* blocks of the region discovered after its root */
  int *slot;  /* forest -> entry index + 1; 0 empty */
  size_t cap;
} rz_set;

enum { RZ_HIER, RZ_PARTS };
enum { RZ_NEW, RZ_WAITING, RZ_DONE };

typedef struct rz_pair {
  int key, hier, rest; /* a first descent: its key, HIER task, PARTS of the rest or -1 */
} rz_pair;

/* HIER(w, W): the forests of the searches of G[W] from w (W all reachable
 * from w in G[W]).  PARTS(w, R): the forests and searches of what w's
 * descents do with R, the white blocks below w (each reachable from a
 * successor of w in G[R]). */
typedef struct rz_task {
  int kind, root, state;
  cc_word *region;
  uint64_t hash;
  int cycle;               /* HIER: the cycle through the root, or -1    */
  int sub;                 /* HIER: PARTS(root, W - root), or HIER of the
                            * region below the prefix; -1 when direct      */
  cc_ints prefix;          /* HIER: the keys of a chain of single descents */
  CC_STACK(rz_pair) pairs; /* PARTS, one overlap class: each first descent */
  cc_ints comps;           /* PARTS, several classes: PARTS of each       */
  rz_set *res;
} rz_task;

typedef struct rz {
  const cv_program *p;
  int nb;
  size_t words;
  double deadline;
  uint64_t ticks, forests, steps;
  size_t region_bytes;
  bool cut, timed_out;
  /* interned cycles (header, members) */
  cc_ints cheader;
  CC_STACK(cc_word *) cmember;
  int *cslot;
  size_t ccap;
  /* tasks, found by (kind, root, region) */
  CC_STACK(rz_task) tasks;
  int *tslot;
  size_t tcap;
  /* scratch over blocks, zero (or empty) between uses */
  int *start, *end, *preorder, *stk, *next, *queue;
  cc_word *mark;
} rz;

static uint64_t words_hash(const cc_word *w, size_t n, uint64_t seed) {
  return cc_hash_bytes(w, n * sizeof *w, seed);
}

static size_t popcount_words(const cc_word *w, size_t n) {
  size_t c = 0;
  for (size_t i = 0; i < n; i++) c += (size_t)__builtin_popcountll(w[i]);
  return c;
}

/* ---- interned cycles ----------------------------------------------------- */

static uint64_t cycle_hash(const void *ctx, size_t id) {
  const rz *z = ctx;
  return words_hash(CC_AT(z->cmember, id), z->words, (uint64_t)CC_AT(z->cheader, id) + 1);
}

static int intern_cycle(rz *z, int header, const cc_word *member) {
  uint64_t h = words_hash(member, z->words, (uint64_t)header + 1);
  cv_slots_make_room(&z->cslot, &z->ccap, CC_SIZE(z->cheader), 64, cycle_hash, z);
  size_t k = (size_t)h & (z->ccap - 1);
  while (z->cslot[k]) {
    int id = z->cslot[k] - 1;
    if (CC_AT(z->cheader, id) == header &&
        !memcmp(CC_AT(z->cmember, id), member, z->words * sizeof(cc_word)))
      return id;
    k = (k + 1) & (z->ccap - 1);
  }
  int id = (int)CC_SIZE(z->cheader);
  cc_word *m = cc_malloc(z->words * sizeof *m);
  memcpy(m, member, z->words * sizeof *m);
  CC_PUSH(z->cheader, header);
  CC_PUSH(z->cmember, m);
  z->cslot[k] = id + 1;
  return id;
}

/* ---- sets of (forest, first search) --------------------------------------- */

static rz_set *set_new(int nrun) {
  rz_set *s = cc_calloc(1, sizeof *s);
  s->nrun = nrun;
  return s;
}

static void set_free(rz_set *s) {
  if (!s) return;
  for (size_t i = 0; i < CC_SIZE(s->e); i++)
    CC_FREE_ALL(CC_AT(s->e, i).cyc, CC_AT(s->e, i).run, CC_AT(s->e, i).segs);
  CC_RELEASE(s->e);
  free(s->slot);
  free(s);
}

static uint64_t forest_hash(const int *cyc, int n) {
  return cc_hash_bytes(cyc, (size_t)n * sizeof *cyc, 7);
}

static int run_cmp(const int *a, const int *b, int n) {
  for (int i = 0; i < n; i++)
    if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}

static uint64_t entry_hash(const void *ctx, size_t id) {
  const rz_entry *e = &CC_AT(((const rz_set *)ctx)->e, id);
  return forest_hash(e->cyc, e->ncyc);
}

static size_t set_slot(const rz_set *s, const int *cyc, int ncyc) {
  size_t k = (size_t)forest_hash(cyc, ncyc) & (s->cap - 1);
  while (s->slot[k]) {
    const rz_entry *o = &CC_AT(s->e, (size_t)s->slot[k] - 1);
    if (o->ncyc == ncyc && !memcmp(o->cyc, cyc, (size_t)ncyc * sizeof *cyc)) break;
    k = (k + 1) & (s->cap - 1);
  }
  return k;
}

/* Adds e (taking its arrays); an equal forest keeps the earlier search. */
static void set_add(rz *z, rz_set *s, rz_entry e) {
  cv_slots_make_room(&s->slot, &s->cap, CC_SIZE(s->e), 16, entry_hash, s);
  size_t k = set_slot(s, e.cyc, e.ncyc);
  if (s->slot[k]) {
    rz_entry *o = &CC_AT(s->e, (size_t)s->slot[k] - 1);
    if (run_cmp(e.run, o->run, s->nrun) < 0) {
      rz_entry t = *o;
      *o = e;
      e = t;
    }
    CC_FREE_ALL(e.cyc, e.run, e.segs);
    return;
  }
  CC_PUSH(s->e, e);
  s->slot[k] = (int)CC_SIZE(s->e);
  if (++z->forests > HZ_MAX_FORESTS) z->cut = true;
  if ((z->forests & 4095) == 0 && z->deadline > 0 && cc_now() > z->deadline)
    z->cut = z->timed_out = true;
}

/* The union of two disjoint ascending lists (plus one more id, or -1). */
static int *merge_ids(const int *a, int na, const int *b, int nb, int extra, int *n) {
  int *r = cc_malloc(((size_t)na + (size_t)nb + 2) * sizeof *r);
  int i = 0, j = 0, k = 0;
  bool put = extra < 0;
  while (i < na || j < nb || !put) {
    int best = i < na ? a[i] : INT32_MAX;
    if (j < nb && b[j] < best) best = b[j];
    if (!put && extra <= best) {
      r[k++] = extra;
      put = true;
      continue;
    }
    if (i < na && a[i] == best) i++;
    else j++;
    r[k++] = best;
  }
  *n = k;
  return r;
}

/* ---- tasks ------------------------------------------------------------------ */

static uint64_t task_hash(int kind, int root, const cc_word *region, size_t words) {
  return words_hash(region, words, ((uint64_t)root << 1 | (uint64_t)kind) + 11);
}

static bool task_is(const rz *z, const rz_task *t, int kind, int root, const cc_word *region) {
  return t->kind == kind && t->root == root &&
         !memcmp(t->region, region, z->words * sizeof(cc_word));
}

/* The task (kind, root, region), made when new (region copied). */
static uint64_t task_hash_of(const void *ctx, size_t id) {
  return CC_AT(((const rz *)ctx)->tasks, id).hash;
}

static int task_get(rz *z, int kind, int root, const cc_word *region) {
  uint64_t h = task_hash(kind, root, region, z->words);
  cv_slots_make_room(&z->tslot, &z->tcap, CC_SIZE(z->tasks), 64, task_hash_of, z);
  size_t k = (size_t)h & (z->tcap - 1);
  while (z->tslot[k]) {
    int id = z->tslot[k] - 1;
    if (task_is(z, &CC_AT(z->tasks, id), kind, root, region)) return id;
    k = (k + 1) & (z->tcap - 1);
  }
  rz_task t;
  memset(&t, 0, sizeof t);
  t.kind = kind;
  t.root = root;
  t.state = RZ_NEW;
  t.hash = h;
  t.cycle = t.sub = -1;
  t.region = cc_malloc(z->words * sizeof(cc_word));
  memcpy(t.region, region, z->words * sizeof(cc_word));
  z->region_bytes += z->words * sizeof(cc_word);
  if (z->region_bytes > HZ_MAX_REGION_BYTES) z->cut = true;
  CC_PUSH(z->tasks, t);
  z->tslot[k] = (int)CC_SIZE(z->tasks);
  return (int)CC_SIZE(z->tasks) - 1;
}

/* LLVM's search of G[region] from root (the last successor first): fills
 * start, end (1-based, zero outside the region), preorder and the run's
 * keys; *count = blocks visited.  Returns whether an edge goes back to a
 * block on the stack (the region has a cycle).  The caller clears start
 * and end of preorder's blocks. */
static bool llvm_search(rz *z, int root, const cc_word *region, int *count, int *run) {
  int sp = 0, counter = 0, nrun = 0, n;
  bool cycle = false;
  z->start[root] = ++counter;
  z->preorder[0] = root;
  z->stk[sp] = root;
  cv_block_succs(z->p, root, &n);
  z->next[sp++] = n;
  while (sp) {
    int v = z->stk[sp - 1];
    const int *s = cv_block_succs(z->p, v, &n);
    int w = -1, key = 0;
    while (z->next[sp - 1] > 0) {
      int i = --z->next[sp - 1], c = s[i];
      if (!cc_bit_get(region, (size_t)c)) continue;
      if (!z->start[c]) {
        w = c;
        key = n - 1 - i;
        break;
      }
      if (!z->end[c]) cycle = true; /* on the stack */
    }
    if (w < 0) {
      z->end[v] = counter;
      sp--;
      continue;
    }
    run[nrun++] = key;
    z->start[w] = ++counter;
    z->preorder[counter - 1] = w;
    z->stk[sp] = w;
    cv_block_succs(z->p, w, &n);
    z->next[sp++] = n;
  }
  *count = counter;
  return cycle;
}

static void clear_search(rz *z, int count) {
  for (int i = 0; i < count; i++) z->start[z->preorder[i]] = z->end[z->preorder[i]] = 0;
}

/* The blocks of region from which `to` is reachable in G[region] (marked in
 * out, which the caller zeroed); returns how many. */
static int reaching(rz *z, int to, const cc_word *region, cc_word *out) {
  int head = 0, tail = 0, n;
  cc_bit_set(out, (size_t)to);
  z->queue[tail++] = to;
  while (head < tail) {
    const int *pr = cv_block_preds(z->p, z->queue[head++], &n);
    for (int j = 0; j < n; j++)
      if (cc_bit_get(region, (size_t)pr[j]) && !cc_bit_get(out, (size_t)pr[j])) {
        cc_bit_set(out, (size_t)pr[j]);
        z->queue[tail++] = pr[j];
      }
  }
  return tail;
}

/* The blocks reachable from `from` in G[region] (marked in out, zeroed). */
static void reachable(rz *z, int from, const cc_word *region, cc_word *out) {
  int head = 0, tail = 0, n;
  cc_bit_set(out, (size_t)from);
  z->queue[tail++] = from;
  while (head < tail) {
    const int *s = cv_block_succs(z->p, z->queue[head++], &n);
    for (int j = 0; j < n; j++)
      if (cc_bit_get(region, (size_t)s[j]) && !cc_bit_get(out, (size_t)s[j])) {
        cc_bit_set(out, (size_t)s[j]);
        z->queue[tail++] = s[j];
      }
  }
}

static bool has_self_loop(const cv_program *p, int b) {
  int n;
  const int *s = cv_block_succs(p, b, &n);
  for (int i = 0; i < n; i++)
    if (s[i] == b) return true;
  return false;
}

/* HIER(w, W) without sub-tasks when G[W] has one forest: LLVM's search
 * then gives it, and its run is the first search. */
static bool hier_direct(rz *z, rz_task *t, int nrun) {
  int count;
  int *run = cc_malloc(((size_t)nrun + 1) * sizeof *run);
  bool cycle = llvm_search(z, t->root, t->region, &count, run);
  assert(count == nrun + 1);
  rz_entry e = {.run = run};
  bool one = true;
  if (cycle) {
    cv_hierarchy *h = cv_cycles_from_dfs(z->p, z->preorder, count, z->start, z->end);
    one = single_entry_everywhere(h);
    if (one) {
      int nc = cv_hierarchy_ncycles(h);
      e.cyc = cc_malloc(((size_t)nc + 1) * sizeof *e.cyc);
      for (int i = 0; i < nc; i++) {
        const cv_cycle *c = cv_hierarchy_cycle(h, i);
        e.cyc[e.ncyc++] = intern_cycle(z, c->header, c->member);
      }
      for (int i = 1; i < nc; i++) /* ascending */
        for (int j = i; j > 0 && e.cyc[j] < e.cyc[j - 1]; j--) {
          int x = e.cyc[j];
          e.cyc[j] = e.cyc[j - 1];
          e.cyc[j - 1] = x;
        }
    }
    cv_hierarchy_free(h);
  }
  clear_search(z, count);
  if (!one) {
    free(run);
    return false;
  }
  if (!e.cyc) e.cyc = cc_malloc(sizeof *e.cyc);
  t->res = set_new(nrun);
  set_add(z, t->res, e);
  return true;
}

/* The one successor of b in region when b is in no cycle of G[region] (no
 * predecessor there) and has one distinct successor there; else -1. */
static int single_descent(rz *z, int b, const cc_word *region, int *key) {
  int n, found = -1;
  const int *pr = cv_block_preds(z->p, b, &n);
  for (int j = 0; j < n; j++)
    if (cc_bit_get(region, (size_t)pr[j])) return -1;
  const int *s = cv_block_succs(z->p, b, &n);
  for (int i = n - 1; i >= 0; i--) {
    if (!cc_bit_get(region, (size_t)s[i]) || s[i] == found) continue;
    if (found >= 0) return -1;
    found = s[i];
    *key = n - 1 - i;
  }
  return found;
}

/* HIER(w, W): its result directly, or its sub-task (state WAITING). */
static void expand_hier(rz *z, int id) {
  rz_task *t = &CC_AT(z->tasks, id);
  size_t W = z->words;
  int w = t->root, size = (int)popcount_words(t->region, W);
  if (hier_direct(z, t, size - 1)) {
    t->state = RZ_DONE;
    return;
  }
  /* a chain of blocks outside any cycle, each with one successor in the
   * region: one descent each, the region below the chain its own task */
  cc_word *m = cc_malloc(W * sizeof *m);
  memcpy(m, t->region, W * sizeof *m);
  cc_ints prefix = {0};
  int cur = w, key, next;
  while ((next = single_descent(z, cur, m, &key)) >= 0) {
    CC_PUSH(prefix, key);
    cc_bit_clear(m, (size_t)cur);
    cur = next;
  }
  int cyc = -1, sub;
  if (!CC_EMPTY(prefix)) {
    sub = task_get(z, RZ_HIER, cur, m); /* may move z->tasks */
  } else {
    memset(m, 0, W * sizeof *m);
    int in = reaching(z, w, t->region, m);
    cyc = in > 1 || has_self_loop(z->p, w) ? intern_cycle(z, w, m) : -1;
    memcpy(m, t->region, W * sizeof *m);
    cc_bit_clear(m, (size_t)w);
    sub = task_get(z, RZ_PARTS, w, m);
  }
  free(m);
  t = &CC_AT(z->tasks, id);
  t->cycle = cyc;
  t->sub = sub;
  t->prefix = prefix;
  t->state = RZ_WAITING;
}

/* PARTS(w, R): its sub-tasks, one per class of overlapping successors, or
 * one pair per first descent (state WAITING). */
static void expand_parts(rz *z, int id) {
  const rz_task *t = &CC_AT(z->tasks, id);
  size_t W = z->words;
  int w = t->root;
  /* w's distinct successors in R, each with its key */
  int n;
  const int *s = cv_block_succs(z->p, w, &n);
  cc_ints succ = {0}, key = {0};
  for (int i = n - 1; i >= 0; i--) {
    int c = s[i];
    if (!cc_bit_get(t->region, (size_t)c) || cc_bit_get(z->mark, (size_t)c)) continue;
    cc_bit_set(z->mark, (size_t)c);
    CC_PUSH(succ, c);
    CC_PUSH(key, n - 1 - i);
  }
  int m = (int)CC_SIZE(succ);
  for (int j = 0; j < m; j++) cc_bit_clear(z->mark, (size_t)CC_AT(succ, j));
  /* what each reaches in R, and the classes of overlapping reaches */
  cc_word *reach = cc_calloc((size_t)m * W + 1, sizeof *reach);
  int *cls = cc_malloc(((size_t)m + 1) * sizeof *cls);
  for (int j = 0; j < m; j++) {
    reachable(z, CC_AT(succ, j), t->region, reach + (size_t)j * W);
    cls[j] = j;
  }
  for (int i = 0; i < m; i++)
    for (int j = i + 1; j < m; j++) {
      bool meet = false;
      for (size_t k = 0; k < W && !meet; k++)
        meet = (reach[(size_t)i * W + k] & reach[(size_t)j * W + k]) != 0;
      if (!meet || cls[j] == cls[i]) continue;
      int from = cls[j], to = cls[i];
      for (int k = 0; k < m; k++)
        if (cls[k] == from) cls[k] = to;
    }
  int nclass = 0;
  for (int j = 0; j < m; j++) nclass += cls[j] == j;
  cc_word *r = cc_malloc((W + 1) * sizeof *r);
  if (nclass > 1) { /* independent classes: one task each, no order tried */
    cc_ints comps = {0};
    for (int c = 0; c < m; c++) {
      if (cls[c] != c) continue;
      memset(r, 0, W * sizeof *r);
      for (int j = 0; j < m; j++)
        if (cls[j] == c)
          for (size_t k = 0; k < W; k++) r[k] |= reach[(size_t)j * W + k];
      CC_PUSH(comps, task_get(z, RZ_PARTS, w, r));
    }
    CC_AT(z->tasks, id).comps = comps;
  } else { /* one class: every successor may be the first descent */
    for (int j = 0; j < m; j++) {
      const cc_word *rj = reach + (size_t)j * W;
      rz_pair pr = {CC_AT(key, j), task_get(z, RZ_HIER, CC_AT(succ, j), rj), -1};
      bool rest = false;
      for (size_t k = 0; k < W; k++) {
        r[k] = CC_AT(z->tasks, id).region[k] & ~rj[k];
        rest |= r[k] != 0;
      }
      if (rest) pr.rest = task_get(z, RZ_PARTS, w, r);
      CC_PUSH(CC_AT(z->tasks, id).pairs, pr);
    }
  }
  CC_AT(z->tasks, id).state = RZ_WAITING;
  CC_FREE_ALL(reach, cls, r);
  CC_RELEASE(succ);
  CC_RELEASE(key);
}

static const rz_entry unit_entry = {NULL, 0, NULL, NULL, 0};

/* a's and b's descents from one root merged by their first keys: the
 * first search that gives both parts (their classes are independent). */
static rz_entry interleave(const rz_entry *a, int na, const rz_entry *b, int nb) {
  rz_entry e;
  e.cyc = merge_ids(a->cyc, a->ncyc, b->cyc, b->ncyc, -1, &e.ncyc);
  e.run = cc_malloc(((size_t)na + (size_t)nb + 1) * sizeof *e.run);
  e.nsegs = a->nsegs + b->nsegs;
  e.segs = cc_malloc(((size_t)e.nsegs + 1) * sizeof *e.segs);
  int i = 0, j = 0, k = 0, sg = 0;
  while (i < a->nsegs || j < b->nsegs) {
    bool fromA = j >= b->nsegs || (i < a->nsegs && a->run[a->segs[i]] < b->run[b->segs[j]]);
    const rz_entry *x = fromA ? a : b;
    int idx = fromA ? i++ : j++, n = fromA ? na : nb;
    int lo = x->segs[idx], hi = idx + 1 < x->nsegs ? x->segs[idx + 1] : n;
    e.segs[sg++] = k;
    memcpy(e.run + k, x->run + lo, (size_t)(hi - lo) * sizeof *e.run);
    k += hi - lo;
  }
  return e;
}

/* The result of a task whose sub-tasks are done. */
static void combine(rz *z, rz_task *t) {
  const rz_task *T = z->tasks.begin;
  if (t->kind == RZ_HIER) {
    const rz_set *P = T[t->sub].res;
    int np = (int)CC_SIZE(t->prefix);
    t->res = set_new(np + P->nrun);
    for (size_t i = 0; i < CC_SIZE(P->e) && !z->cut; i++) {
      const rz_entry *a = &CC_AT(P->e, i);
      rz_entry e = {.run = cc_malloc(((size_t)np + (size_t)P->nrun + 1) * sizeof(int))};
      if (np) memcpy(e.run, t->prefix.begin, (size_t)np * sizeof(int));
      memcpy(e.run + np, a->run, (size_t)P->nrun * sizeof(int));
      e.cyc = merge_ids(a->cyc, a->ncyc, NULL, 0, t->cycle, &e.ncyc);
      set_add(z, t->res, e);
    }
    return;
  }
  if (!CC_EMPTY(t->comps)) {
    const rz_set *A = T[CC_AT(t->comps, 0)].res;
    rz_set *acc = NULL;
    for (size_t c = 1; c < CC_SIZE(t->comps) && !z->cut; c++) {
      const rz_set *B = T[CC_AT(t->comps, c)].res;
      rz_set *next = set_new(A->nrun + B->nrun);
      for (size_t i = 0; i < CC_SIZE(A->e) && !z->cut; i++)
        for (size_t j = 0; j < CC_SIZE(B->e) && !z->cut; j++)
          set_add(z, next, interleave(&CC_AT(A->e, i), A->nrun, &CC_AT(B->e, j), B->nrun));
      set_free(acc);
      A = acc = next;
    }
    t->res = acc;
    return;
  }
  int nrun = (int)popcount_words(t->region, z->words);
  t->res = set_new(nrun);
  for (size_t q = 0; q < CC_SIZE(t->pairs) && !z->cut; q++) {
    rz_pair pr = CC_AT(t->pairs, q);
    const rz_set *H = T[pr.hier].res, *R = pr.rest >= 0 ? T[pr.rest].res : NULL;
    size_t nr = R ? CC_SIZE(R->e) : 1;
    int rl = R ? R->nrun : 0;
    assert(1 + H->nrun + rl == nrun);
    for (size_t i = 0; i < CC_SIZE(H->e) && !z->cut; i++)
      for (size_t j = 0; j < nr && !z->cut; j++) {
        const rz_entry *a = &CC_AT(H->e, i), *b = R ? &CC_AT(R->e, j) : &unit_entry;
        rz_entry e;
        e.cyc = merge_ids(a->cyc, a->ncyc, b->cyc, b->ncyc, -1, &e.ncyc);
        e.run = cc_malloc(((size_t)nrun + 1) * sizeof *e.run);
        e.run[0] = pr.key;
        memcpy(e.run + 1, a->run, (size_t)H->nrun * sizeof *e.run);
        if (rl) memcpy(e.run + 1 + H->nrun, b->run, (size_t)rl * sizeof *e.run);
        e.nsegs = 1 + b->nsegs;
        e.segs = cc_malloc(((size_t)e.nsegs + 1) * sizeof *e.segs);
        e.segs[0] = 0;
        for (int k = 0; k < b->nsegs; k++) e.segs[k + 1] = b->segs[k] + 1 + H->nrun;
        set_add(z, t->res, e);
      }
  }
}

/* Solves task root and everything below it, deepest first, without
 * recursion. */
static void solve(rz *z, int root) {
  cc_ints stack = {0};
  CC_PUSH(stack, root);
  while (!CC_EMPTY(stack) && !z->cut) {
    int id = CC_TOP(stack);
    if (CC_AT(z->tasks, id).state == RZ_DONE) {
      (void)CC_POP(stack);
      continue;
    }
    if (past(z->deadline, &z->ticks)) {
      z->cut = z->timed_out = true;
      break;
    }
    if (CC_AT(z->tasks, id).state == RZ_NEW) {
      z->steps++;
      if (CC_AT(z->tasks, id).kind == RZ_HIER) expand_hier(z, id);
      else expand_parts(z, id);
      if (CC_AT(z->tasks, id).state == RZ_DONE) continue;
    }
    /* sub-tasks not done yet go on the stack; when none, combine */
    const rz_task *t = &CC_AT(z->tasks, id);
    size_t before = CC_SIZE(stack);
    cc_ints need = {0};
    if (t->sub >= 0) CC_PUSH(need, t->sub);
    for (size_t i = 0; i < CC_SIZE(t->comps); i++) CC_PUSH(need, CC_AT(t->comps, i));
    for (size_t i = 0; i < CC_SIZE(t->pairs); i++) {
      CC_PUSH(need, CC_AT(t->pairs, i).hier);
      if (CC_AT(t->pairs, i).rest >= 0) CC_PUSH(need, CC_AT(t->pairs, i).rest);
    }
    for (size_t i = CC_SIZE(need); i-- > 0;)
      if (CC_AT(z->tasks, CC_AT(need, i)).state != RZ_DONE) CC_PUSH(stack, CC_AT(need, i));
    CC_RELEASE(need);
    if (CC_SIZE(stack) > before) continue;
    combine(z, &CC_AT(z->tasks, id));
    CC_AT(z->tasks, id).state = RZ_DONE;
    (void)CC_POP(stack);
  }
  CC_RELEASE(stack);
}

/* The forest of a run replayed over the reachable blocks: the search
 * itself, so that the forest prints as that search finds it. */
static cv_hierarchy *replay(rz *z, const int *run) {
  int sp = 0, counter = 0, k = 0, n;
  int e = cv_program_entry(z->p);
  z->start[e] = ++counter;
  z->preorder[0] = e;
  z->stk[sp++] = e;
  while (sp) {
    int v = z->stk[sp - 1], w = -1;
    const int *s = cv_block_succs(z->p, v, &n);
    for (int i = n - 1; i >= 0 && w < 0; i--)
      if (!z->start[s[i]]) w = s[n - 1 - run[k]];
    if (w < 0) {
      z->end[v] = counter;
      sp--;
      continue;
    }
    assert(!z->start[w]);
    k++;
    z->start[w] = ++counter;
    z->preorder[counter - 1] = w;
    z->stk[sp++] = w;
  }
  cv_hierarchy *h = cv_cycles_from_dfs(z->p, z->preorder, counter, z->start, z->end);
  clear_search(z, counter);
  return h;
}

static int entry_cmp(const void *x, const void *y) {
  const int *const *a = x, *const *b = y;
  int n = (*a)[-1]; /* the length, stored before the keys */
  return run_cmp(*a, *b, n);
}

static void rz_free(rz *z) {
  for (size_t i = 0; i < CC_SIZE(z->tasks); i++) {
    rz_task *t = &CC_AT(z->tasks, i);
    free(t->region);
    CC_RELEASE(t->pairs);
    CC_RELEASE(t->comps);
    CC_RELEASE(t->prefix);
    set_free(t->res);
  }
  CC_RELEASE(z->tasks);
  for (size_t i = 0; i < CC_SIZE(z->cmember); i++) free(CC_AT(z->cmember, i));
  CC_RELEASE(z->cmember);
  CC_RELEASE(z->cheader);
  CC_FREE_ALL(z->cslot, z->tslot, z->start, z->end, z->preorder, z->stk, z->next,
              z->queue, z->mark);
}

/* Appends every realizable forest to out in the order of their first
 * searches; false when cut (deadline, or HZ_MAX_FORESTS). */
static bool enumerate_realizable(const cv_program *p, uint64_t max, double deadline,
                                 cv_hierarchies *out, cv_enum_stats *st) {
  rz z;
  memset(&z, 0, sizeof z);
  z.p = p;
  z.nb = cv_program_nblocks(p);
  z.words = CC_WORDS(z.nb) + 1;
  z.deadline = deadline;
  size_t nb1 = (size_t)z.nb + 1;
  z.start = cc_calloc(nb1, sizeof(int));
  z.end = cc_calloc(nb1, sizeof(int));
  z.preorder = cc_calloc(nb1, sizeof(int));
  z.stk = cc_calloc(nb1, sizeof(int));
  z.next = cc_calloc(nb1, sizeof(int));
  z.queue = cc_calloc(nb1, sizeof(int));
  z.mark = cc_calloc(z.words, sizeof(cc_word));
  cc_word *reach = cc_calloc(z.words, sizeof *reach);
  for (int b = 0; b < z.nb; b++)
    if (cv_block_reachable(p, b)) cc_bit_set(reach, (size_t)b);
  int root = task_get(&z, RZ_HIER, cv_program_entry(p), reach);
  free(reach);
  solve(&z, root);
  st->steps = z.steps;
  if (z.cut) {
    st->truncated = true;
    st->timed_out = z.timed_out;
    rz_free(&z);
    return false;
  }
  const rz_set *S = CC_AT(z.tasks, root).res;
  size_t n = CC_SIZE(S->e);
  /* sort by first search: each run behind its length */
  int **runs = cc_malloc((n + 1) * sizeof *runs);
  for (size_t i = 0; i < n; i++) {
    runs[i] = cc_malloc(((size_t)S->nrun + 2) * sizeof(int));
    runs[i][0] = S->nrun;
    memcpy(runs[i] + 1, CC_AT(S->e, i).run, (size_t)S->nrun * sizeof(int));
    runs[i]++;
  }
  qsort(runs, n, sizeof *runs, entry_cmp);
  for (size_t i = 0; i < n; i++) {
    if (!max || i < max) CC_PUSH(*out, replay(&z, runs[i]));
    free(runs[i] - 1);
  }
  free(runs);
  if (max && n > max) st->truncated = true;
  rz_free(&z);
  return true;
}

/* ======================================================================
 * All-entries
 * ====================================================================== */

typedef CC_STACK(cc_word *) word_sets;

/* Scratch for Tarjan's algorithm over subsets of the blocks. */
typedef struct scc_scratch {
  int *index, *low, *stk, *cs, *ci;
  bool *on;
} scc_scratch;

/* Strongly connected components with an internal edge of the subgraph
 * induced on `set` (Tarjan, iterative; roots in block order), appended to
 * out.  Only set's blocks are visited. */
static void sccs_with_edge(const cv_program *p, const cc_word *set, int nb,
                           scc_scratch *x, word_sets *out) {
  size_t words = CC_WORDS(nb) + 1;
  int idx = 0, sp = 0;
  for (size_t wi = 0; wi < words; wi++)
    for (cc_word bits = set[wi]; bits; bits &= bits - 1) {
      int r = (int)(wi * 64) + __builtin_ctzll(bits);
      if (x->index[r] >= 0) continue;
      int csp = 0;
      x->cs[csp] = r;
      x->ci[csp++] = 0;
      x->index[r] = x->low[r] = idx++;
      x->stk[sp++] = r;
      x->on[r] = true;
      while (csp) {
        int v = x->cs[csp - 1], n;
        const int *s = cv_block_succs(p, v, &n);
        if (x->ci[csp - 1] < n) {
          int w = s[x->ci[csp - 1]++];
          if (!cc_bit_get(set, (size_t)w)) continue;
          if (x->index[w] < 0) {
            x->index[w] = x->low[w] = idx++;
            x->stk[sp++] = w;
            x->on[w] = true;
            x->cs[csp] = w;
            x->ci[csp++] = 0;
          } else if (x->on[w] && x->index[w] < x->low[v]) {
            x->low[v] = x->index[w];
          }
          continue;
        }
        csp--;
        if (csp && x->low[v] < x->low[x->cs[csp - 1]]) x->low[x->cs[csp - 1]] = x->low[v];
        if (x->low[v] != x->index[v]) continue;
        cc_word *comp = cc_calloc(words, sizeof(cc_word));
        int size = 0, w;
        do {
          w = x->stk[--sp];
          x->on[w] = false;
          cc_bit_set(comp, (size_t)w);
          size++;
        } while (w != v);
        bool edge = size > 1 || has_self_loop(p, v);
        if (edge) CC_PUSH(*out, comp);
        else free(comp);
      }
    }
  for (size_t wi = 0; wi < words; wi++) /* scratch back to its rest state */
    for (cc_word bits = set[wi]; bits; bits &= bits - 1)
      x->index[(int)(wi * 64) + __builtin_ctzll(bits)] = -1;
}

static bool is_cycle_entry(const cv_program *p, const cc_word *c, int b) {
  if (b == cv_program_entry(p)) return true;
  int np;
  const int *preds = cv_block_preds(p, b, &np);
  for (int j = 0; j < np; j++)
    if (!cc_bit_get(c, (size_t)preds[j]) && cv_block_reachable(p, preds[j]))
      return true;
  return false;
}

/* One open choice: the cycle c (taken off the pending ones), the next
 * header to try, and how many pending cycles there were before c's
 * children were added. */
typedef struct all_frame {
  cc_word *c;
  int next_h;
  size_t before;
} all_frame;

/* Takes back f's current header: its cycle's children and the header. */
static void all_undo(const all_frame *f, word_sets *pending, cc_ints *headers,
                     word_sets *members) {
  for (size_t i = f->before; i < CC_SIZE(*pending); i++) free(CC_AT(*pending, i));
  CC_RESIZE(*pending, f->before);
  CC_RESIZE(*headers, CC_SIZE(*headers) - 1);
  CC_RESIZE(*members, CC_SIZE(*members) - 1);
}

/* Every choice of a header per cycle, level by level: the pending cycles
 * (still without a header) are a stack; the last is taken, each of its
 * entries in block order heads it in turn, and the cycles of the rest are
 * pushed.  A hierarchy is complete when nothing is pending.  The same
 * order as the recursive search it replaces: it is that search with its
 * frames in an array. */
static void enumerate_all_entries(const cv_program *p, uint64_t max, double deadline,
                                  forest_set *set, cv_enum_stats *st) {
  int nb = cv_program_nblocks(p);
  size_t words = CC_WORDS(nb) + 1, nb1 = (size_t)nb + 1;
  scc_scratch x = {cc_malloc(nb1 * sizeof(int)), cc_malloc(nb1 * sizeof(int)),
                   cc_malloc(nb1 * sizeof(int)), cc_malloc(nb1 * sizeof(int)),
                   cc_malloc(nb1 * sizeof(int)), cc_calloc(nb1, sizeof(bool))};
  for (int b = 0; b < nb; b++) x.index[b] = -1;
  word_sets pending = {0}, members = {0};
  cc_ints headers = {0};
  CC_STACK(all_frame) frames = {0};
  cc_word *reach = cc_calloc(words, sizeof(cc_word));
  for (int b = 0; b < nb; b++)
    if (cv_block_reachable(p, b)) cc_bit_set(reach, (size_t)b);
  sccs_with_edge(p, reach, nb, &x, &pending);
  free(reach);
  cc_word *rest = cc_malloc(words * sizeof(cc_word));
  uint64_t count = 0, ticks = 0;
  bool descend = true;
  for (;;) {
    if (descend) {
      if (CC_EMPTY(pending)) { /* a complete choice */
        count++;
        forest_add(set, cv__hierarchy_from_sets(p, (int)CC_SIZE(headers), headers.begin,
                                                members.begin));
        if (max && count >= max) {
          st->truncated = true;
          break;
        }
        if (CC_EMPTY(frames)) break;
        all_undo(&CC_TOP(frames), &pending, &headers, &members);
      } else {
        all_frame f = {CC_POP(pending), 0, 0};
        f.before = CC_SIZE(pending);
        CC_PUSH(frames, f);
      }
    }
    if (past(deadline, &ticks)) {
      st->truncated = st->timed_out = true;
      break;
    }
    /* the top frame's next header, or the frame is done */
    all_frame *f = &CC_TOP(frames);
    int h = f->next_h;
    while (h < nb && !(cc_bit_get(f->c, (size_t)h) && is_cycle_entry(p, f->c, h))) h++;
    if (h >= nb) {
      CC_PUSH(pending, f->c);
      CC_RESIZE(frames, CC_SIZE(frames) - 1);
      if (CC_EMPTY(frames)) break;
      all_undo(&CC_TOP(frames), &pending, &headers, &members);
      descend = false;
      continue;
    }
    f->next_h = h + 1;
    CC_PUSH(headers, h);
    CC_PUSH(members, f->c);
    memcpy(rest, f->c, words * sizeof(cc_word));
    cc_bit_clear(rest, (size_t)h);
    sccs_with_edge(p, rest, nb, &x, &pending);
    descend = true;
  }
  st->steps = count;
  /* a stop leaves frames open: each holds its cycle, off the pending ones */
  for (size_t i = 0; i < CC_SIZE(pending); i++) free(CC_AT(pending, i));
  for (size_t i = 0; i < CC_SIZE(frames); i++) free(CC_AT(frames, i).c);
  CC_RELEASE(pending);
  CC_RELEASE(frames);
  CC_RELEASE(headers);
  CC_RELEASE(members);
  free(rest);
  CC_FREE_ALL(x.index, x.low, x.stk, x.cs, x.ci, x.on);
}

/* ---- the entry points ------------------------------------------------------ */

/* h as the all-entries enumeration builds its hierarchies (printed in block
 * order), from its (header, blocks) pairs. */
static cv_hierarchy *as_sets(const cv_program *p, const cv_hierarchy *h) {
  int n = cv_hierarchy_ncycles(h);
  int *hd = cc_malloc(((size_t)n + 1) * sizeof *hd);
  cc_word **mb = cc_malloc(((size_t)n + 1) * sizeof *mb);
  for (int i = 0; i < n; i++) {
    hd[i] = cv_hierarchy_cycle(h, i)->header;
    mb[i] = cv_hierarchy_cycle(h, i)->member;
  }
  cv_hierarchy *r = cv__hierarchy_from_sets(p, n, hd, mb);
  CC_FREE_ALL(hd, mb);
  return r;
}

bool cv_hierarchies_enumerate_by(const cv_program *p, cv_hier_mode mode,
                                 const cv_enum_limits *lim, cv_hierarchies *out,
                                 cv_enum_stats *stats, cc_error *err) {
  (void)err;
  cv_enum_stats st = {0, false, false};
  uint64_t max = lim ? lim->max : 0;
  double deadline = lim ? lim->deadline : 0;
  size_t first = CC_SIZE(*out);
  cv_hierarchy *l = cv_cycles_llvm(p);
  if (single_entry_everywhere(l)) { /* one hierarchy in both senses */
    CC_PUSH(*out, mode == CV_HIER_REALIZABLE ? l : as_sets(p, l));
    if (mode != CV_HIER_REALIZABLE) cv_hierarchy_free(l);
    st.steps = 1;
  } else if (mode == CV_HIER_REALIZABLE) {
    if (!enumerate_realizable(p, max, deadline, out, &st)) {
      CC_PUSH(*out, l); /* what is known: LLVM's */
    } else {
      cv_hierarchy_free(l);
    }
  } else {
    forest_set set = {out, NULL, 0, 0};
    enumerate_all_entries(p, max, deadline, &set, &st);
    free(set.keys);
    if (CC_SIZE(*out) == first) CC_PUSH(*out, as_sets(p, l)); /* cut before any */
    cv_hierarchy_free(l);
  }
  if (stats) *stats = st;
  return true;
}

bool cv_hierarchies_enumerate(const cv_program *p, cv_hier_mode mode,
                              uint64_t max, cv_hierarchies *out,
                              cv_enum_stats *stats, cc_error *err) {
  cv_enum_limits lim = {max, 0};
  cv_enum_stats st;
  size_t first = CC_SIZE(*out);
  cv_hierarchies_enumerate_by(p, mode, &lim, out, &st, err);
  if (stats) *stats = st;
  if (max || !st.truncated) return true;
  /* no limit asked for, and still cut: the callers need them all */
  for (size_t i = first; i < CC_SIZE(*out); i++) cv_hierarchy_free(CC_AT(*out, i));
  CC_RESIZE(*out, first);
  cc_error_set(err, cv_program_file(p), cv_program_line(p), 0,
               "function '%s': too many cycle hierarchies to enumerate (more than %u "
               "forests or %zu MB of regions held)",
               cv_program_name(p), HZ_MAX_FORESTS, HZ_MAX_REGION_BYTES >> 20);
  return false;
}

void cv_hierarchies_free(cv_hierarchies *hs) {
  for (size_t i = 0; i < CC_SIZE(*hs); i++) cv_hierarchy_free(CC_AT(*hs, i));
  CC_RELEASE(*hs);
}
