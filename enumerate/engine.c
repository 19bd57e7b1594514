/* enumerate/engine.c — the explicit engine (docs/design.md §6).
 *
 * 1. Hierarchies: every DFS-realizable (or all-entries) hierarchy.
 * 2. Traces: each thread's paths from the entry, ending at a block without
 *    successors or cut at L blocks ([CU] "Threads and Dynamic Instances"),
 *    following the branch semantics of docs/design.md §5 within the thread: a
 *    branch whose condition term was already decided in this thread takes
 *    the same successor; a constant condition takes its successor.
 * 3. Tuples: multisets of k traces (threads are interchangeable, so one
 *    sorted tuple stands for all its permutations) whose decisions agree
 *    across threads: instances with equal, shareable condition terms take
 *    the same successor.  Conditions that depend on a convergent call's
 *    result are checked per hierarchy once classes are known.
 * 4. For each tuple and hierarchy: the maximal converged-with relation;
 *    a block is m-converged iff its instances' relation is the same in all
 *    hierarchies ([CU] "m-converged static instances"); a value is uniform
 *    iff converged instances have equal terms ([CU] "Uniformity"). */
#include "enumerate/enumerate.h"
#include "enumerate/memo.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

struct en_trace {
  int len;
  int *blocks;
  bool complete;     /* ended at a block without successors             */
  int nshared;       /* decisions on shareable terms, sorted by key      */
  int64_t *sh_key;   /* (term, branch) of the decision                   */
  int *sh_choice;
  bool conv_dep;     /* a decision depends on a convergent call          */
  int *val_off;      /* per position: offset of its block's values       */
  int *vals;         /* terms of the block's instructions, per position   */
  int *cond;         /* per position: the branch condition term, or -1    */
  int mid;           /* its block sequence's id in the run's memo         */
};

void en_opts_default(en_opts *o) {
  memset(o, 0, sizeof *o);
  o->k = CV_DEFAULT_THREADS;
  o->L = CV_DEFAULT_BOUND;
  cv_readings_default(&o->rd);
}

const cv_reading_support en_support = {
    [CV_RD_cb] = CV_SUPPORT_ALL, [CV_RD_hierarchies] = CV_SUPPORT_ALL,
    [CV_RD_anchors] = CV_SUPPORT_ALL, [CV_RD_calls] = CV_SUPPORT_ALL};


/* ---- traces ---------------------------------------------------------------- */

typedef struct gen {
  en_run *r;
  const cv_program *p;
  int L;
  cv_thread **st;   /* state after each depth */
  int *path;
  cc_ints vals;     /* values of the positions so far */
  int *val_mark;    /* per depth: size of vals before it */
  int *conds;
  /* decisions of this path: key = (condition term, branch), where the
   * branch is -1 for `br` (equal i1 values have equal truth values on
   * every br testing them: the choice is the successor index, 0 = true)
   * and the block for other branches (the choice is the target block) */
  CC_STACK(int64_t) dkey;
  CC_STACK(int) dchoice;
  CC_STACK(int) dterm;
  /* en_run_tuple: only the paths of these traces (NULL: every path) */
  const cv_tuple *only;
  /* en_traces_bound: count the paths instead of keeping them */
  bool count_only;
  bool every;                /* en_traces_count: every path, cut or not      */
  uint64_t paths;            /* paths counted (count_only)                   */
  uint64_t nodes, max_nodes; /* blocks executed; stop beyond max_nodes */
  int longest;               /* longest complete path */
  bool cut;                  /* a path reached L */
  double deadline;           /* r->o.deadline: stop the search after it */
  unsigned ticks;            /* calls, for looking at the clock now and then */
  bool late;                 /* the deadline passed */
  int *first;                /* en_blocks_first_reached: per block, the
                              * shortest path reaching it (0: none yet) */
} gen;

static int64_t decision_key(int term, int branch) {
  return ((int64_t)term << 32) | (uint32_t)(branch + 1);
}

static void emit(gen *g, int len, bool complete) {
  if (g->count_only) {
    g->paths++;
    if (complete && len > g->longest) g->longest = len;
    if (!complete) g->cut = true;
    return;
  }
  if (g->only) { /* a given trace: its whole length, no other */
    bool whole = false;
    for (int i = 0; i < g->only->k && !whole; i++)
      whole = g->only->thread[i].len == len &&
              !memcmp(g->only->thread[i].blocks, g->path, (size_t)len * sizeof(int));
    if (!whole) return;
  }
  /* in the run's arena: millions of traces are released at once, not one
   * free() each (issue 29: freeing them took longer than --timeout left) */
  cc_arena *A = g->r->arena;
  en_trace *t = cc_arena_alloc(A, sizeof *t);
  memset(t, 0, sizeof *t);
  t->len = len;
  t->complete = complete;
  t->blocks = cc_arena_alloc(A, (size_t)len * sizeof(int));
  memcpy(t->blocks, g->path, (size_t)len * sizeof(int));
  t->cond = cc_arena_alloc(A, (size_t)len * sizeof(int));
  memcpy(t->cond, g->conds, (size_t)len * sizeof(int));
  t->val_off = cc_arena_alloc(A, ((size_t)len + 1) * sizeof(int));
  for (int i = 0; i < len; i++) t->val_off[i] = g->val_mark[i];
  t->val_off[len] = (int)CC_SIZE(g->vals);
  t->vals = cc_arena_alloc(A, (CC_SIZE(g->vals) + 1) * sizeof(int));
  if (CC_SIZE(g->vals)) memcpy(t->vals, g->vals.begin, CC_SIZE(g->vals) * sizeof(int));
  /* shareable decisions, sorted by key (insertion sort: few) */
  int n = (int)CC_SIZE(g->dkey);
  t->sh_key = cc_arena_alloc(A, ((size_t)n + 1) * sizeof(int64_t));
  t->sh_choice = cc_arena_alloc(A, ((size_t)n + 1) * sizeof(int));
  for (int i = 0; i < n; i++) {
    unsigned f = cv_term_flags(g->r->terms, CC_AT(g->dterm, i));
    if (f & CV_TERM_CONV) t->conv_dep = true;
    if (f & CV_TERM_LOCAL) continue;
    int64_t key = CC_AT(g->dkey, i);
    int j = t->nshared++;
    while (j > 0 && t->sh_key[j - 1] > key) {
      t->sh_key[j] = t->sh_key[j - 1];
      t->sh_choice[j] = t->sh_choice[j - 1];
      j--;
    }
    t->sh_key[j] = key;
    t->sh_choice[j] = CC_AT(g->dchoice, i);
  }
  if (!complete) g->r->cut = true;
  CC_PUSH(g->r->traces, t);
}

/* Does some given trace (en_run_tuple) continue the path so far with w? */
static bool wanted(const gen *g, int depth, int w) {
  if (!g->only) return true;
  for (int i = 0; i < g->only->k; i++) {
    const cv_trace *t = &g->only->thread[i];
    if (t->len > depth + 1 && t->blocks[depth + 1] == w &&
        !memcmp(t->blocks, g->path, (size_t)(depth + 1) * sizeof(int)))
      return true;
  }
  return false;
}

static void trace_dfs(gen *g, int depth, int b, int from) {
  const cv_program *p = g->p;
  if (g->max_nodes && ++g->nodes > g->max_nodes) return;
  if (g->late || (g->deadline > 0 && (++g->ticks & 255) == 0 && cc_now() > g->deadline)) {
    g->late = true;
    return;
  }
  if (g->count_only && g->cut && !g->first && !g->every) return; /* en_traces_bound: one cut path decides */
  if (g->first && (!g->first[b] || g->first[b] > depth + 1)) g->first[b] = depth + 1;
  if (depth > 0) cv_thread_copy(g->st[depth], g->st[depth - 1]);
  else cv_thread_reset(g->st[0]);
  int cond = cv_thread_exec(g->st[depth], b, from);
  g->path[depth] = b;
  g->conds[depth] = cond;
  g->val_mark[depth] = (int)CC_SIZE(g->vals);
  int ni;
  const int *insts = cv_block_insts(p, b, &ni);
  for (int i = 0; i < ni; i++) CC_PUSH(g->vals, cv_thread_value(g->st[depth], insts[i]));
  int ns;
  const int *succ = cv_block_succs(p, b, &ns);
  if (ns == 0) emit(g, depth + 1, true);
  else if (depth + 1 == g->L) emit(g, depth + 1, false);
  else if (ns == 1) {
    if (wanted(g, depth, succ[0])) trace_dfs(g, depth + 1, succ[0], b);
  } else {
    bool all_same = true;
    for (int i = 1; i < ns; i++) all_same &= succ[i] == succ[0];
    if (all_same) { /* the condition decides nothing */
      if (wanted(g, depth, succ[0])) trace_dfs(g, depth + 1, succ[0], b);
    } else {
      bool is_br = cv_block_branch(p, b) == CV_BRANCH_VALUE && ni > 0 &&
                   cv_program_inst(p, insts[ni - 1])->op == CV_OP_BR;
      int64_t key = decision_key(cond, is_br ? -1 : b);
      int forced = cv_branch_forced(p, b, g->r->terms, cond);
      int known = -1;
      for (size_t i = 0; i < CC_SIZE(g->dkey); i++)
        if (CC_AT(g->dkey, i) == key) known = CC_AT(g->dchoice, i);
      for (int i = 0; i < ns; i++) {
        int w = succ[i];
        int choice = is_br ? i : w;
        bool dup = false;
        for (int j = 0; j < i; j++) dup |= succ[j] == w;
        if (dup && !is_br) continue;
        if (forced >= 0 && (is_br ? i != forced : w != succ[forced])) continue;
        if (known >= 0 && choice != known) continue;
        if (!wanted(g, depth, w)) continue;
        bool push = known < 0;
        if (push) {
          CC_PUSH(g->dkey, key);
          CC_PUSH(g->dchoice, choice);
          CC_PUSH(g->dterm, cond);
        }
        trace_dfs(g, depth + 1, w, b);
        if (push) {
          CC_RESIZE(g->dkey, CC_SIZE(g->dkey) - 1);
          CC_RESIZE(g->dchoice, CC_SIZE(g->dchoice) - 1);
          CC_RESIZE(g->dterm, CC_SIZE(g->dterm) - 1);
        }
      }
    }
  }
  CC_RESIZE(g->vals, (size_t)g->val_mark[depth]);
}

static void enumerate_traces(en_run *r, const cv_tuple *only, gen *stats) {
  gen g;
  memset(&g, 0, sizeof g);
  g.r = r;
  g.p = r->p;
  g.L = r->o.L;
  g.only = only;
  g.deadline = r->o.deadline;
  if (stats) {
    g.count_only = true;
    g.max_nodes = stats->max_nodes;
    g.first = stats->first;
    g.every = stats->every;
  }
  g.st = cc_calloc((size_t)g.L + 1, sizeof *g.st);
  for (int i = 0; i < g.L; i++) { /* the program's stack slots analysed once */
    g.st[i] = i ? cv_thread_new_like(g.st[0]) : cv_thread_new(r->p, r->terms);
    cv_thread_set_calls(g.st[i], r->o.rd.calls);
  }
  g.path = cc_malloc((size_t)g.L * sizeof(int));
  g.conds = cc_malloc((size_t)g.L * sizeof(int));
  g.val_mark = cc_malloc((size_t)g.L * sizeof(int));
  trace_dfs(&g, 0, cv_program_entry(r->p), -1);
  for (int i = 0; i < g.L; i++) cv_thread_free(g.st[i]);
  CC_FREE_ALL(g.st, g.path, g.conds, g.val_mark);
  CC_RELEASE(g.vals);
  CC_RELEASE(g.dkey);
  CC_RELEASE(g.dchoice);
  CC_RELEASE(g.dterm);
  if (g.late) r->timed_out = r->truncated = true;
  if (stats) {
    stats->nodes = g.nodes;
    stats->longest = g.longest;
    stats->cut = g.cut;
    stats->paths = g.paths;
  }
}

/* Two traces agree on every shareable decision they both made. */
static bool compatible(const en_trace *a, const en_trace *b) {
  int i = 0, j = 0;
  while (i < a->nshared && j < b->nshared) {
    if (a->sh_key[i] < b->sh_key[j]) i++;
    else if (a->sh_key[i] > b->sh_key[j]) j++;
    else {
      if (a->sh_choice[i] != b->sh_choice[j]) return false;
      i++, j++;
    }
  }
  return true;
}

/* Every two traces of the tuple idx[0..k-1] agree (admissible tuple). */
static bool pairwise_compatible(const en_run *r, const int *idx, int k) {
  for (int a = 0; a < k; a++)
    for (int b = a + 1; b < k; b++)
      if (!compatible(CC_AT(r->traces, idx[a]), CC_AT(r->traces, idx[b]))) return false;
  return true;
}

/* ---- per tuple ----------------------------------------------------------------- */

/* Behaviours kept per hierarchy and tuple in controlled mode (anchors
 * free); more are cut and the run says so. */
#define EN_MAX_BEHAVIOURS 256

/* A slot is one relation of the tuple: one per hierarchy, or in controlled
 * mode one per hierarchy and behaviour (choice of the anchors). */
typedef struct tuple_ctx {
  en_run *r;
  int idx[4];
  cv_tuple t;
  cv_trace th[4];
  int nslots;
  const cv_relation **rel; /* per slot */
  int *slot_h, *slot_b;    /* per slot: hierarchy, behaviour */
  cv_relation **own;       /* per hierarchy (uncontrolled) */
  cv_behaviours **beh;     /* per hierarchy (controlled) */
  bool controlled;
  bool *admissible;     /* per slot */
  /* re-evaluated values (programs with convergent calls), per hierarchy */
  int **vals, **conds;  /* [h][thread * maxlen * ...] flattened per thread */
  int *col_of;
  bool has_conv;
  /* with a memo (en_opts.memo): the slots' relations as bits, the pair
   * (thread u, position s), (thread v > u, position q) at bit
   * pbase[u][v] + s * len(v) + q; c->rel[slot] is then NULL */
  en_memo *memo;
  cc_word **bits;       /* per slot */
  int off[5];           /* first instance of each thread; off[k] = n */
  int pbase[4][4], nbits;
  struct um_cache *um;  /* regions of unknown branches (mark_unmodelled) */
} tuple_ctx;

typedef struct class_arg {
  const int *col_of;
  const cv_relation *rel;
  int thread;
  int base;
} class_arg;

static int class_of_pos(void *arg, int pos) {
  class_arg *a = arg;
  int id = cv_relation_instance(a->rel, a->thread, pos);
  return a->col_of[id];
}

/* Controlled mode: a controlled instruction's class is its own ([CO]
 * "Dynamic Instances and Convergence Tokens"); other convergent calls
 * (uncontrolled) take their block's column. */
typedef struct inst_class_arg {
  class_arg base;
  const cv_behaviours *beh;
  int b;
} inst_class_arg;

static int class_of_inst(void *arg, int pos, int inst) {
  inst_class_arg *a = arg;
  int cls = cv_behaviour_inst_class(a->beh, a->b, inst, a->base.thread, pos);
  if (cls >= 0) return cls;
  return class_of_pos(&a->base, pos);
}

/* Values of instance (thread, pos), instruction j of its block, under
 * hierarchy h (re-evaluated when convergent calls are involved). */
static int value_at(const tuple_ctx *c, int h, int thread, int pos, int j) {
  const en_trace *tr = CC_AT(c->r->traces, c->idx[thread]);
  if (c->has_conv) {
    int off = 0;
    for (int u = 0; u < thread; u++) off += CC_AT(c->r->traces, c->idx[u])->val_off[CC_AT(c->r->traces, c->idx[u])->len];
    return c->vals[h][off + tr->val_off[pos] + j];
  }
  return tr->vals[tr->val_off[pos] + j];
}

static int cond_at(const tuple_ctx *c, int h, int thread, int pos) {
  const en_trace *tr = CC_AT(c->r->traces, c->idx[thread]);
  if (c->has_conv) {
    int off = 0;
    for (int u = 0; u < thread; u++) off += CC_AT(c->r->traces, c->idx[u])->len;
    return c->conds[h][off + pos];
  }
  return tr->cond[pos];
}

/* The decision a step b -> next made, and its key's branch part (-1 for a
 * br: the truth value; else the block: the target); -1 if it decided
 * nothing (all successors equal). */
static int branch_choice(const cv_program *p, int b, int next, int *key) {
  int ns, ni;
  const int *succ = cv_block_succs(p, b, &ns);
  const int *insts = cv_block_insts(p, b, &ni);
  bool same = true;
  for (int i = 1; i < ns; i++) same &= succ[i] == succ[0];
  if (ns < 2 || same) return -1;
  bool is_br = cv_block_branch(p, b) == CV_BRANCH_VALUE && ni > 0 &&
               cv_program_inst(p, insts[ni - 1])->op == CV_OP_BR;
  *key = is_br ? -1 : b;
  if (!is_br) return next;
  for (int i = 0; i < ns; i++)
    if (succ[i] == next) return i;
  return -1;
}

/* With the relation of hierarchy h known, convergent calls' results are
 * functions of their classes: re-evaluate every thread, then check that
 * instances with equal conditions took the same successor. */
static bool reevaluate(tuple_ctx *c, int h) {
  en_run *r = c->r;
  const cv_program *p = r->p;
  cv_relation_columns(c->rel[h], c->col_of);
  int voff = 0, coff = 0;
  cv_thread *th = cv_thread_new(p, r->terms);
  cv_thread_set_calls(th, r->o.rd.calls);
  for (int u = 0; u < c->t.k; u++) {
    const en_trace *tr = CC_AT(r->traces, c->idx[u]);
    inst_class_arg ca = {{c->col_of, c->rel[h], u, 0}, NULL, 0};
    cv_thread_reset(th);
    if (c->controlled) {
      ca.beh = c->beh[c->slot_h[h]];
      ca.b = c->slot_b[h];
      cv_thread_set_inst_classes(th, class_of_inst, &ca);
    } else {
      cv_thread_set_classes(th, class_of_pos, &ca.base);
    }
    for (int s = 0; s < tr->len; s++) {
      cv_thread_set_pos(th, s);
      int cond = cv_thread_exec(th, tr->blocks[s], s ? tr->blocks[s - 1] : -1);
      c->conds[h][coff + s] = cond;
      int ni;
      const int *insts = cv_block_insts(p, tr->blocks[s], &ni);
      for (int j = 0; j < ni; j++) c->vals[h][voff + tr->val_off[s] + j] = cv_thread_value(th, insts[j]);
    }
    voff += tr->val_off[tr->len];
    coff += tr->len;
  }
  cv_thread_free(th);
  /* cross-thread agreement of decisions (the keys of trace_dfs) */
  coff = 0;
  for (int u = 0; u < c->t.k; u++) {
    const en_trace *a = CC_AT(r->traces, c->idx[u]);
    int coff2 = 0;
    for (int v = 0; v < c->t.k; v++) {
      const en_trace *b = CC_AT(r->traces, c->idx[v]);
      if (v > u)
        for (int s = 0; s + 1 < a->len; s++) {
          int ca = c->conds[h][coff + s];
          if (ca < 0) continue;
          for (int q = 0; q + 1 < b->len; q++) {
            if (!cv_terms_equal(r->terms, ca, c->conds[h][coff2 + q], false)) continue;
            int ka, kb;
            int xa = branch_choice(p, a->blocks[s], a->blocks[s + 1], &ka);
            int xb = branch_choice(p, b->blocks[q], b->blocks[q + 1], &kb);
            if (xa >= 0 && xb >= 0 && ka == kb && xa != xb) return false;
          }
        }
      coff2 += b->len;
    }
    coff += a->len;
  }
  return true;
}

static void set_witness(en_witness *w, const tuple_ctx *c, int h1, int h2, int t1,
                        int p1, int t2, int p2) {
  w->set = true;
  w->k = c->t.k;
  for (int i = 0; i < c->t.k; i++) w->traces[i] = c->idx[i];
  /* h1, h2 are slots */
  w->b1 = c->slot_b[h1];
  w->b2 = c->slot_b[h2];
  w->h1 = c->slot_h[h1];
  w->h2 = c->slot_h[h2];
  w->t1 = t1;
  w->p1 = p1;
  w->t2 = t2;
  w->p2 = p2;
  w->unmodelled = false;
  w->origin = -1;
  w->run = 0;
  w->v1 = w->v2 = -1;
}

/* ---- unmodelled branches a witness does not rest on ------------------------
 *
 * docs/audit.md "Unmodelled": a witness that passed a branch on an
 * unmodelled value (a condition term CV_TERM_UNKNOWN: a flat load, inline
 * asm, a callbr's or invoke's successor, undef) shows divergence only for
 * the outcomes the engine chose, unless no outcome matters.  For the
 * unknown branch of block B, passed before the instance of block X that the
 * witness compares, every outcome is irrelevant when (um_region_of):
 *
 *   (1) X post-dominates B: every outcome reaches X;
 *   (2) R, the blocks reachable from B's successors without passing X, is
 *       acyclic and does not hold B: from B each path reaches X after a
 *       finite segment through R;
 *   (3) in every hierarchy of the run, each block of R, and X, is in exactly
 *       the cycles B is in, and no block of R is a header: a segment through
 *       R enters, leaves and iterates no cycle, so the number of times each
 *       thread executed each header since entering its cycle -- what the
 *       maximal converged-with relation compares ([CU] "Maximal
 *       Convergence") -- is the same at every later instance whatever path
 *       through R was taken;
 *   (4) R writes no memory (um_effect: no store, atomic, fence, callbr or
 *       invoke) and calls nothing but side-effect-free, non-convergent
 *       callees (no token): after the segment the memory is as before;
 *   (5) with T the values defined in R and the phis of X (the only values
 *       the segment chooses: a block outside R with a predecessor in R
 *       would be in R, so only X's phis choose by the path through R), no
 *       instruction with an effect (um_effect) anywhere reads a value
 *       whose operands reach T (the memory stays independent of the
 *       segment), and no branch outside R reachable from X decides on one
 *       (so the blocks after the first X after B are the same);
 *   (6) the compared instruction's operands reach neither T nor a
 *       convergent call's result (um_subject_clean).
 *
 * Then, in either thread, replacing the segment from B to the next X by any
 * other path through R leaves the rest of its trace, the pairing of the
 * two instances of X and the terms they compare unchanged.  An unknown
 * branch inside R is covered by R's paths, one after the segment by its
 * own check; so the witness stands for every outcome of every unknown
 * branch the two threads passed.  Nothing here is asked of a tuple whose
 * other threads passed an unknown branch (they could change which threads
 * a convergent call sees), nor in controlled mode (tokens choose the
 * relation): those stay unmodelled, as does any region failing a test. */
typedef struct um_region {
  int b, x;
  bool ok;
  unsigned char *state; /* per instruction: 1 in T, 2 reaches T, 3 does not */
  struct um_region *next;
} um_region;

typedef struct um_cache {
  cv_domtree *pdt;
  unsigned char *conv; /* per instruction: 1 its operands reach a convergent
                        * call's result (or it is one), 2 not, 0 unknown */
  um_region **by_x; /* per block X: the regions asked about */
} um_cache;

static void um_cache_free(um_cache *uc, int nb) {
  /* conv and pdt may be made before any region (by_x) is asked */
  for (int x = 0; uc->by_x && x < nb; x++)
    for (um_region *g = uc->by_x[x], *n; g; g = n) {
      n = g->next;
      free(g->state);
      free(g);
    }
  free(uc->by_x);
  free(uc->conv);
  if (uc->pdt) cv_domtree_free(uc->pdt);
  memset(uc, 0, sizeof *uc);
}

/* Does instruction i's value reach a value of T through operands (i
 * itself included)?  Memoised in g->state. */
static bool um_reaches_t(const cv_program *p, um_region *g, int i) {
  if (g->state[i] == 1 || g->state[i] == 2) return true;
  if (g->state[i] == 3) return false;
  cc_ints todo = {0}, seen = {0};
  CC_PUSH(todo, i);
  bool hit = false;
  g->state[i] = 4; /* on the way */
  CC_PUSH(seen, i);
  while (CC_SIZE(todo) && !hit) {
    int j = CC_POP(todo);
    const cv_inst *I = cv_program_inst(p, j);
    for (int o = 0; o <= I->nops && !hit; o++) { /* the operands, then an indirect callee */
      const cv_value *x = o < I->nops ? &I->ops[o] : &I->called;
      if (x->kind != CV_VALUE_INST) continue;
      int d = x->index;
      if (g->state[d] == 1 || g->state[d] == 2) hit = true;
      else if (g->state[d] == 0) {
        g->state[d] = 4;
        CC_PUSH(seen, d);
        CC_PUSH(todo, d);
      }
    }
  }
  /* every instruction visited reaches T if i does only through what was
   * found; mark i alone, the others back to unknown (unless none did) */
  for (size_t s = 0; s < CC_SIZE(seen); s++) {
    int j = CC_AT(seen, s);
    g->state[j] = hit ? (j == i ? 2 : 0) : 3;
  }
  CC_RELEASE(todo);
  CC_RELEASE(seen);
  return hit;
}

/* May instruction I write memory or do something else than compute its
 * value (a store, an atomic, a fence, a call with side effects, a
 * terminator such as callbr or invoke)? */
static bool um_effect(const cv_inst *I) {
  if (I->op == CV_OP_STORE || I->op == CV_OP_TERMINATOR) return true;
  if (I->op == CV_OP_CALL) return !(I->flags & CV_INST_READNONE);
  return I->opcode && (!strcmp(I->opcode, "atomicrmw") || !strcmp(I->opcode, "cmpxchg") ||
                       !strcmp(I->opcode, "fence"));
}

static bool um_region_test(const en_run *r, um_cache *uc, um_region *g) {
  const cv_program *p = r->p;
  int nb = cv_program_nblocks(p), ni = cv_program_ninsts(p);
  int B = g->b, X = g->x;
  if (!uc->pdt) uc->pdt = cv_domtree_new(p, true);
  if (!cv_domtree_dominates(uc->pdt, X, B)) return false; /* (1) */
  bool ok = true;
  char *inR = cc_calloc((size_t)nb + 1, 1);
  int *indeg = cc_calloc((size_t)nb + 1, sizeof(int));
  cc_ints todo = {0}, R = {0};
  int ns;
  const int *succ = cv_block_succs(p, B, &ns);
  for (int i = 0; i < ns; i++)
    if (succ[i] != X && !inR[succ[i]]) {
      inR[succ[i]] = 1;
      CC_PUSH(todo, succ[i]);
      CC_PUSH(R, succ[i]);
    }
  while (CC_SIZE(todo)) {
    int y = CC_POP(todo);
    const int *sy = cv_block_succs(p, y, &ns);
    for (int i = 0; i < ns; i++)
      if (sy[i] != X && !inR[sy[i]]) {
        inR[sy[i]] = 1;
        CC_PUSH(todo, sy[i]);
        CC_PUSH(R, sy[i]);
      }
  }
  if (inR[B]) ok = false; /* (2) B again before X */
  /* (2) acyclic: Kahn's order over R's edges */
  for (size_t i = 0; i < CC_SIZE(R) && ok; i++) {
    const int *sy = cv_block_succs(p, CC_AT(R, i), &ns);
    for (int j = 0; j < ns; j++)
      if (inR[sy[j]]) indeg[sy[j]]++;
  }
  int done = 0;
  for (size_t i = 0; i < CC_SIZE(R) && ok; i++)
    if (!indeg[CC_AT(R, i)]) CC_PUSH(todo, CC_AT(R, i));
  while (ok && CC_SIZE(todo)) {
    int y = CC_POP(todo);
    done++;
    const int *sy = cv_block_succs(p, y, &ns);
    for (int j = 0; j < ns; j++)
      if (inR[sy[j]] && !--indeg[sy[j]]) CC_PUSH(todo, sy[j]);
  }
  CC_RESIZE(todo, 0);
  if (ok && done != (int)CC_SIZE(R)) ok = false;
  /* (3) the same cycles, no header in R */
  for (size_t h = 0; h < CC_SIZE(r->hs) && ok; h++) {
    const cv_hierarchy *H = CC_AT(r->hs, h);
    const int *hb, *hy;
    int nbh = cv_hierarchy_headers_of(H, B, &hb);
    for (size_t i = 0; i <= CC_SIZE(R) && ok; i++) {
      int y = i < CC_SIZE(R) ? CC_AT(R, i) : X;
      int nyh = cv_hierarchy_headers_of(H, y, &hy);
      if (nyh != nbh || (nyh && memcmp(hb, hy, (size_t)nyh * sizeof(int)))) ok = false;
      if (y != X && cv_hierarchy_is_header(H, y)) ok = false;
    }
  }
  /* (4) no effect in R; T */
  g->state = cc_calloc((size_t)ni + 1, 1);
  for (size_t i = 0; i < CC_SIZE(R) && ok; i++) {
    int n;
    const int *insts = cv_block_insts(p, CC_AT(R, i), &n);
    for (int j = 0; j < n; j++) {
      const cv_inst *I = cv_program_inst(p, insts[j]);
      if (um_effect(I)) ok = false;
      if (I->op == CV_OP_CALL &&
          ((I->flags & (CV_INST_CONVERGENT | CV_INST_OPAQUE_CONVERGENT)) ||
           I->token_def != CV_TOKEN_NONE || I->token_use >= 0 || I->ctrl_bundles))
        ok = false;
      g->state[insts[j]] = 1;
    }
  }
  int nx;
  const int *xi = cv_block_insts(p, X, &nx);
  for (int j = 0; j < nx; j++)
    if (cv_program_inst(p, xi[j])->op == CV_OP_PHI) g->state[xi[j]] = 1;
  /* (5) effects anywhere, decisions outside R after X */
  for (int i = 0; i < ni && ok; i++) {
    if (um_effect(cv_program_inst(p, i)) && g->state[i] != 1 && um_reaches_t(p, g, i))
      ok = false;
  }
  char *seen = cc_calloc((size_t)nb + 1, 1);
  CC_PUSH(todo, X);
  seen[X] = 1;
  while (ok && CC_SIZE(todo)) {
    int y = CC_POP(todo);
    if (!inR[y] && cv_block_decides(p, y)) {
      int n;
      const int *insts = cv_block_insts(p, y, &n);
      if (n > 0 && um_reaches_t(p, g, insts[n - 1])) ok = false;
    }
    const int *sy = cv_block_succs(p, y, &ns);
    for (int j = 0; j < ns; j++)
      if (!seen[sy[j]]) {
        seen[sy[j]] = 1;
        CC_PUSH(todo, sy[j]);
      }
  }
  CC_RELEASE(todo);
  CC_RELEASE(R);
  CC_FREE_ALL(inR, indeg, seen);
  return ok;
}

/* (6) Does instruction i's value rest on a convergent call's result
 * (whose value depends on which threads execute it together)? */
static bool um_convergent_operand(const cv_program *p, um_cache *uc, int i) {
  int ni = cv_program_ninsts(p);
  if (!uc->conv) uc->conv = cc_calloc((size_t)ni + 1, 1);
  if (uc->conv[i]) return uc->conv[i] == 1;
  char *seen = cc_calloc((size_t)ni + 1, 1);
  cc_ints todo = {0};
  CC_PUSH(todo, i);
  seen[i] = 1;
  bool hit = false;
  while (CC_SIZE(todo) && !hit) {
    const cv_inst *I = cv_program_inst(p, CC_POP(todo));
    if (cv_inst_class_valued(I) || (I->flags & (CV_INST_CONVERGENT | CV_INST_OPAQUE_CONVERGENT)))
      hit = true;
    for (int o = 0; o <= I->nops && !hit; o++) { /* the operands, then an indirect callee */
      const cv_value *x = o < I->nops ? &I->ops[o] : &I->called;
      if (x->kind == CV_VALUE_INST && !seen[x->index]) {
        seen[x->index] = 1;
        CC_PUSH(todo, x->index);
      }
    }
  }
  uc->conv[i] = hit ? 1 : 2;
  free(seen);
  CC_RELEASE(todo);
  return hit;
}

static um_region *um_region_of(const en_run *r, um_cache *uc, int B, int X) {
  if (!uc->by_x) uc->by_x = cc_calloc((size_t)cv_program_nblocks(r->p) + 1, sizeof *uc->by_x);
  for (um_region *g = uc->by_x[X]; g; g = g->next)
    if (g->b == B) return g;
  um_region *g = cc_calloc(1, sizeof *g);
  g->b = B;
  g->x = X;
  g->ok = um_region_test(r, uc, g);
  g->next = uc->by_x[X];
  uc->by_x[X] = g;
  return g;
}

/* Does term x rest on an unmodelled value?  Records its origin in *origin
 * (if still unknown). */
static bool unknown_term(const tuple_ctx *c, int x, int *origin) {
  if (x < 0 || !(cv_term_flags(c->r->terms, x) & CV_TERM_UNKNOWN)) return false;
  if (*origin < 0) *origin = cv_term_origin(c->r->terms, x, NULL);
  return true;
}

static bool open_const(const cv_inst *I) {
  for (int o = 0; o < I->nops; o++)
    if (I->ops[o].kind == CV_VALUE_CONST && I->ops[o].text &&
        (strstr(I->ops[o].text, "undef") || strstr(I->ops[o].text, "poison")))
      return true;
  return false;
}

/* Does the difference between instances (u, s) and (v, q) of slot h,
 * terms ta and tb of instruction subj (a value, or the terminator of a
 * branch witness; -1: none, a .cfg block), rest on an unmodelled value (docs/audit.md
 * "Unmodelled")?  It does when either term is unknown, or a branch
 * condition either thread decided before its instance is, unless no
 * outcome of that branch can change the witness (um_region_test). */
static void mark_unmodelled(const tuple_ctx *c, int h, int u, int s, int v, int q, int ta,
                            int tb, int subj, en_witness *w) {
  int origin = -1;
  bool um = unknown_term(c, ta, &origin) | unknown_term(c, tb, &origin);
  int th[2] = {u, v}, upto[2] = {s, q};
  const cv_program *p = c->r->p;
  int X = c->th[u].blocks[s];
  /* the refinement's conditions on the tuple: not controlled, the compared
   * value does not rest on a convergent call, no other thread passed an
   * unknown branch */
  bool refine = !um && !c->controlled && c->um && subj >= 0 &&
                !um_convergent_operand(p, c->um, subj);
  for (int t = 0; t < c->t.k && refine; t++) {
    if (t == u || t == v) continue;
    for (int pos = 0; pos < c->th[t].len && refine; pos++) {
      int x = cond_at(c, h, t, pos);
      if (x >= 0 && (cv_term_flags(c->r->terms, x) & CV_TERM_UNKNOWN)) refine = false;
    }
  }
  for (int i = 0; i < 2; i++)
    for (int pos = 0; pos < upto[i]; pos++) {
      int x = cond_at(c, h, th[i], pos);
      if (x < 0 || !(cv_term_flags(c->r->terms, x) & CV_TERM_UNKNOWN)) continue;
      if (refine) {
        um_region *g = um_region_of(c->r, c->um, c->th[th[i]].blocks[pos], X);
        if (g->ok && !um_reaches_t(p, g, subj)) continue;
      }
      um |= unknown_term(c, x, &origin);
    }
  if (um && origin < 0) {
    /* an undef or poison constant (shared by every instruction naming
     * it): the first instruction on the two paths that reads one and
     * whose value is unknown */
    for (int i = 0; i < 2 && origin < 0; i++)
      for (int pos = 0; pos <= upto[i] && origin < 0; pos++) {
        int ni;
        const int *insts = cv_block_insts(p, c->th[th[i]].blocks[pos], &ni);
        for (int j = 0; j < ni && origin < 0; j++) {
          int x = value_at(c, h, th[i], pos, j);
          if (x >= 0 && (cv_term_flags(c->r->terms, x) & CV_TERM_UNKNOWN) &&
              open_const(cv_program_inst(p, insts[j])))
            origin = insts[j];
        }
      }
  }
  w->unmodelled = um;
  w->origin = origin;
}

static void fill_tuple(tuple_ctx *c) {
  c->off[0] = 0;
  for (int u = 0; u < c->t.k; u++) {
    const en_trace *tr = CC_AT(c->r->traces, c->idx[u]);
    c->th[u].len = tr->len;
    c->th[u].blocks = tr->blocks;
    c->off[u + 1] = c->off[u] + tr->len;
  }
  c->nbits = 0;
  for (int u = 0; u < c->t.k; u++)
    for (int v = u + 1; v < c->t.k; v++) {
      c->pbase[u][v] = c->nbits;
      c->nbits += c->th[u].len * c->th[v].len;
    }
}

/* Instance (thread u, position s) of the slot's relation. */
static int inst_of(const tuple_ctx *c, int slot, int u, int s) {
  return c->rel[slot] ? cv_relation_instance(c->rel[slot], u, s) : c->off[u] + s;
}

/* Are instances a = (thread u, position s) and b = (thread v > u, position
 * q) converged in the slot? */
static bool slot_converged(const tuple_ctx *c, int slot, int u, int s, int v, int q, int a,
                           int b) {
  if (c->rel[slot]) return cv_converged_with(c->rel[slot], a, b);
  return cc_bit_get(c->bits[slot], (size_t)(c->pbase[u][v] + s * c->th[v].len + q));
}

/* The relation of hierarchy h for the tuple, from the memo or computed and
 * kept there, as the bits of the slot: the pairs of same-block instances
 * in different threads (the only ones examine_tuple asks about). */
static void memo_relation(tuple_ctx *c, int h, int slot) {
  en_run *r = c->r;
  int k = c->t.k;
  int key[5];
  key[0] = h;
  for (int u = 0; u < k; u++) key[u + 1] = CC_AT(r->traces, c->idx[u])->mid;
  size_t nw = CC_WORDS((size_t)c->nbits);
  if (!nw) nw = 1;
  cc_word *bits = c->bits[slot];
  const cc_word *got = en_memo_find(c->memo, key, k + 1);
  if (got) {
    memcpy(bits, got, nw * sizeof(cc_word));
    return;
  }
  memset(bits, 0, nw * sizeof(cc_word));
  cv_relation *rel = cv_maximal_converged_with(r->p, CC_AT(r->hs, h), &c->t, &r->o.rd);
  for (int u = 0; u < k; u++)
    for (int v = u + 1; v < k; v++)
      for (int s = 0; s < c->th[u].len; s++)
        for (int q = 0; q < c->th[v].len; q++) {
          if (c->th[u].blocks[s] != c->th[v].blocks[q]) continue;
          int a = cv_relation_instance(rel, u, s), b = cv_relation_instance(rel, v, q);
          if (cv_converged_with(rel, a, b))
            cc_bit_set(bits, (size_t)(c->pbase[u][v] + s * c->th[v].len + q));
        }
  cv_relation_free(rel);
  en_memo_add(c->memo, key, k + 1, bits, nw);
}

/* Two slots are compared for m-convergence unless, with free anchors,
 * they make different choices of the anchors' convergence (the choice is
 * the implementation's; the hierarchy must not matter for a fixed one). */
static bool comparable(const tuple_ctx *c, int s1, int s2) {
  if (!c->controlled || c->r->o.rd.anchors != CV_ANCHOR_FREE) return true;
  return cv_behaviours_same_anchors(c->beh[c->slot_h[s1]], c->slot_b[s1],
                                    c->beh[c->slot_h[s2]], c->slot_b[s2]);
}

static void examine_tuple(tuple_ctx *c) {
  en_run *r = c->r;
  const cv_program *p = r->p;
  int nh = (int)CC_SIZE(r->hs);
  int first = -1;
  c->nslots = 0;
  for (int h = 0; h < nh; h++) {
    if (!c->controlled && c->memo) {
      c->slot_h[c->nslots] = h;
      c->slot_b[c->nslots] = 0;
      c->rel[c->nslots] = NULL;
      memo_relation(c, h, c->nslots++);
      continue;
    }
    if (!c->controlled) {
      c->own[h] = cv_maximal_converged_with(p, CC_AT(r->hs, h), &c->t, &r->o.rd);
      c->slot_h[c->nslots] = h;
      c->slot_b[c->nslots] = 0;
      c->rel[c->nslots++] = c->own[h];
      if (r->o.check_relations &&
          !(cv_relation_transitive(c->own[h]) && cv_relation_consistent(c->own[h]))) {
        if (!r->inconsistent++) set_witness(&r->first_inconsistent, c, c->nslots - 1,
                                            c->nslots - 1, 0, 0, 0, 0);
      }
      continue;
    }
    /* [CO] "Controlled Maximal Convergence": every consistent behaviour */
    c->beh[h] = cv_controlled_converged_with(p, CC_AT(r->hs, h), &c->t, &r->o.rd, 0, NULL,
                                             EN_MAX_BEHAVIOURS);
    int nb = cv_behaviours_count(c->beh[h]);
    if (cv_behaviours_truncated(c->beh[h])) r->behaviours_truncated = true;
    if (nb == 0 && !r->no_relation++) {
      r->first_no_relation.set = true;
      r->first_no_relation.k = c->t.k;
      for (int i = 0; i < c->t.k; i++) r->first_no_relation.traces[i] = c->idx[i];
      r->first_no_relation.h1 = r->first_no_relation.h2 = h;
    }
    for (int b = 0; b < nb; b++) {
      c->slot_h[c->nslots] = h;
      c->slot_b[c->nslots] = b;
      c->rel[c->nslots++] = cv_behaviour_relation(c->beh[h], b);
    }
  }
  for (int s = 0; s < c->nslots; s++) {
    c->admissible[s] = !c->has_conv || reevaluate(c, s);
    if (c->admissible[s] && first < 0) first = s;
  }
  if (first >= 0) {
    r->tuples++;
    /* pairs of instances of one block in different threads */
    for (int u = 0; u < c->t.k; u++)
      for (int v = u + 1; v < c->t.k; v++) {
        const cv_trace *a = &c->th[u], *b = &c->th[v];
        for (int s = 0; s < a->len; s++)
          for (int q = 0; q < b->len; q++) {
            int X = a->blocks[s];
            if (b->blocks[q] != X) continue;
            int ia = inst_of(c, first, u, s);
            int ib = inst_of(c, first, v, q);
            en_block_result *br = &r->blocks[X];
            /* every slot against the first admissible one it is comparable
             * with (controlled, anchors free: the same anchors' choice) */
            for (int h = first + 1; h < c->nslots && br->m_converged; h++) {
              if (!c->admissible[h]) continue;
              int f = first;
              while (f < h && !(c->admissible[f] && comparable(c, f, h))) f++;
              if (f == h) continue;
              if (slot_converged(c, h, u, s, v, q, ia, ib) !=
                  slot_converged(c, f, u, s, v, q, ia, ib)) {
                br->m_converged = false;
                set_witness(&br->w, c, f, h, u, s, v, q);
              }
            }
            /* uniformity: converged instances must compute equal terms */
            if (r->o.mconv_only) continue;
            int ni;
            const int *insts = cv_block_insts(p, X, &ni);
            for (int h = 0; h < c->nslots; h++) {
              if (!c->admissible[h] || !slot_converged(c, h, u, s, v, q, ia, ib)) continue;
              /* the first witness, replaced by one that rests on no
               * unmodelled value when there is one */
              for (int j = 0; j < ni; j++) {
                en_value_result *vr = &r->values[insts[j]];
                if (!vr->uniform && !vr->w.unmodelled) continue;
                int ta = value_at(c, h, u, s, j), tb = value_at(c, h, v, q, j);
                if (ta < 0 && tb < 0) continue;
                if (!cv_terms_equal(r->terms, ta, tb, false)) {
                  en_witness w;
                  set_witness(&w, c, h, h, u, s, v, q);
                  w.v1 = ta, w.v2 = tb;
                  mark_unmodelled(c, h, u, s, v, q, ta, tb, insts[j], &w);
                  if (vr->uniform || !w.unmodelled) vr->w = w;
                  vr->uniform = false;
                }
              }
              en_value_result *bq = &r->branches[X];
              int ca = cond_at(c, h, u, s), cb = cond_at(c, h, v, q);
              if ((bq->uniform || bq->w.unmodelled) && ca >= 0 &&
                  !cv_terms_equal(r->terms, ca, cb, false)) {
                en_witness w;
                set_witness(&w, c, h, h, u, s, v, q);
                w.v1 = ca, w.v2 = cb;
                mark_unmodelled(c, h, u, s, v, q, ca, cb, ni > 0 ? insts[ni - 1] : -1, &w);
                if (bq->uniform || !w.unmodelled) bq->w = w;
                bq->uniform = false;
              }
            }
          }
      }
  }
  for (int h = 0; h < nh; h++) {
    if (c->controlled) cv_behaviours_free(c->beh[h]);
    else cv_relation_free(c->own[h]);
    c->own[h] = NULL;
    c->beh[h] = NULL;
  }
  c->nslots = 0;
}

/* Controlled, anchors maximal, with an anchor: the anchors' classes follow
 * each hierarchy's uncontrolled relation, so through the region condition
 * ([CO] "Controlled Maximal Convergence", 2.1) even a block in no cycle
 * can differ between hierarchies (tests/cli/smt_sym_tokens/
 * no-cycle-region.cfg). */
static bool anchors_per_hierarchy(const en_run *r) {
  if (!r->o.controlled || r->o.rd.anchors != CV_ANCHOR_MAXIMAL) return false;
  for (int i = 0; i < cv_program_ninsts(r->p); i++)
    if (cv_program_inst(r->p, i)->token_def == CV_TOKEN_ANCHOR) return true;
  return false;
}

/* Is every subject decided: a witness, or (settled: with en_opts.
 * signatures_above) settled by signatures? */
static bool all_decided(const en_run *r, bool settled) {
  int nb = cv_program_nblocks(r->p), ni = cv_program_ninsts(r->p);
  if (r->o.mconv_only) { /* only blocks in some cycle can still change */
    if (CC_SIZE(r->hs) == 1) return true; /* and only with two hierarchies */
    const cv_hierarchy *h0 = CC_AT(r->hs, 0);
    bool any = anchors_per_hierarchy(r); /* or, there, any block */
    for (int b = 0; b < nb; b++) {
      const int *heads;
      if (r->blocks[b].m_converged && !(settled && r->blocks[b].settled) &&
          (any || cv_hierarchy_headers_of(h0, b, &heads) > 0))
        return false;
    }
    return true;
  }
  /* (a witness resting on an unmodelled value may still be replaced) */
  for (int b = 0; b < nb; b++)
    if ((r->blocks[b].m_converged && !(settled && r->blocks[b].settled)) ||
        (r->branches[b].uniform && !(settled && r->branches[b].settled)) ||
        r->branches[b].w.unmodelled)
      return false;
  for (int i = 0; i < ni; i++)
    if ((r->values[i].uniform && !(settled && r->values[i].settled)) || r->values[i].w.unmodelled)
      return false;
  return true;
}

/* ---- settled by signatures (en_opts.signatures_above) --------------------------- */

/* Block X's header lists over the hierarchies, each once. */
static int header_lists(const en_run *r, int X, const int **lists, int *lens) {
  int nl = 0;
  for (size_t h = 0; h < CC_SIZE(r->hs); h++) {
    const int *heads;
    int n = cv_hierarchy_headers_of(CC_AT(r->hs, h), X, &heads);
    bool seen = false;
    for (int l = 0; l < nl && !seen; l++)
      seen = lens[l] == n && !memcmp(lists[l], heads, (size_t)n * sizeof(int));
    if (!seen) lists[nl] = heads, lens[nl++] = n;
  }
  return nl;
}

/* The signature of the instance at position s of trace t for the header
 * list heads[0..n-1], outermost first (docs/unbounded.md, the signature
 * theorem): sig[i] = executions of heads[i] since the thread last executed
 * any of heads[0..i-1], before s. */
static void sig_of(const en_trace *t, int s, const int *heads, int n, int *sig) {
  for (int i = 0; i < n; i++) sig[i] = 0;
  for (int q = 0; q < s; q++)
    for (int i = 0; i < n; i++)
      if (heads[i] == t->blocks[q]) {
        sig[i]++;
        for (int j = i + 1; j < n; j++) sig[j] = 0;
        break;
      }
}

typedef struct sig_item {
  uint64_t hash;
  const int *sig;
  int n, e;
} sig_item;

static int sig_item_cmp(const void *a, const void *b) {
  const sig_item *x = a, *y = b;
  if (x->hash != y->hash) return x->hash < y->hash ? -1 : 1;
  int c = memcmp(x->sig, y->sig, (size_t)x->n * sizeof(int));
  return c ? c : (x->e > y->e) - (x->e < y->e);
}

/* Block X's subjects (its instructions' values, then its branch: nsub)
 * with their terms at its m instances (term[e * nsub + j]): open[j] when
 * two instances that some header list of X (lists, lens) gives equal
 * signatures have different terms, or one term is the thread's own. */
static void sig_open_subjects(const en_run *r, const en_trace *const *tr, const int *pos, int m,
                              const int *term, int nsub, const int *const *lists,
                              const int *lens, int nlists, bool *open) {
  if (m == 0) return; /* a block no trace executes: uniform (vacuously) */
  bool group = false;
  bool *mixed = cc_calloc((size_t)nsub + 1, sizeof *mixed);
  for (int j = 0; j < nsub; j++) {
    int t0 = term[j];
    for (int e = 0; e < m && !open[j]; e++) {
      int t = term[e * nsub + j];
      if (t >= 0 && (cv_term_flags(r->terms, t) & CV_TERM_LOCAL)) open[j] = true;
      else if (t != t0) mixed[j] = true;
    }
    group |= mixed[j] && !open[j];
  }
  for (int l = 0; l < nlists && group; l++) {
    int n = lens[l];
    int *sigs = cc_malloc(((size_t)m * (size_t)n + 1) * sizeof(int));
    sig_item *it = cc_malloc(((size_t)m + 1) * sizeof *it);
    for (int e = 0; e < m; e++) {
      sig_of(tr[e], pos[e], lists[l], n, sigs + (size_t)e * (size_t)n);
      it[e].sig = sigs + (size_t)e * (size_t)n;
      it[e].n = n;
      it[e].e = e;
      it[e].hash = cc_hash_bytes(it[e].sig, (size_t)n * sizeof(int), 0);
    }
    qsort(it, (size_t)m, sizeof *it, sig_item_cmp);
    for (int a = 0; a < m;) {
      int z = a + 1;
      while (z < m && it[z].hash == it[a].hash && !memcmp(it[z].sig, it[a].sig, (size_t)n * sizeof(int)))
        z++;
      for (int j = 0; j < nsub; j++)
        for (int e = a + 1; e < z && mixed[j] && !open[j]; e++)
          open[j] = term[it[e].e * nsub + j] != term[it[a].e * nsub + j];
      a = z;
    }
    free(sigs);
    free(it);
  }
  free(mixed);
}

/* What holds, settled by signatures before any tuple (en_opts.
 * signatures_above).  By the signature theorem (docs/unbounded.md; proofs/
 * Signature.v) two instances of a block X in different threads are related
 * in a hierarchy iff their signatures for X's header list there are equal,
 * a function of each thread's own trace; so X's relation is the same in
 * every hierarchy that gives X the same header list, and two converged
 * instances' terms are those of their own traces (no convergent call's
 * value here).  Hence, over the traces within the bounds (every admissible
 * tuple is made of them, whatever k): X is m-converged when its header list
 * is the same in every hierarchy, and a value (branch) of X is uniform when
 * no two instances of X with equal signatures for some header list have
 * different terms, none of them the thread's own. */
static void settle_by_signatures(en_run *r) {
  const cv_program *p = r->p;
  int nb = cv_program_nblocks(p), nh = (int)CC_SIZE(r->hs);
  size_t T = CC_SIZE(r->traces);
  /* the instances of each block: (trace, position), by block */
  int *first = cc_calloc((size_t)nb + 2, sizeof *first);
  for (size_t i = 0; i < T; i++) {
    const en_trace *t = CC_AT(r->traces, i);
    for (int s = 0; s < t->len; s++) first[t->blocks[s] + 1]++;
  }
  for (int b = 0; b < nb; b++) first[b + 1] += first[b];
  int total = first[nb];
  const en_trace **itr = cc_malloc(((size_t)total + 1) * sizeof *itr);
  int *ipos = cc_malloc(((size_t)total + 1) * sizeof *ipos);
  int *fill = cc_malloc(((size_t)nb + 1) * sizeof *fill);
  memcpy(fill, first, (size_t)nb * sizeof *fill);
  for (size_t i = 0; i < T; i++) {
    const en_trace *t = CC_AT(r->traces, i);
    for (int s = 0; s < t->len; s++) {
      int e = fill[t->blocks[s]]++;
      itr[e] = t;
      ipos[e] = s;
    }
  }
  const int **lists = cc_malloc(((size_t)nh + 1) * sizeof *lists);
  int *lens = cc_malloc(((size_t)nh + 1) * sizeof *lens);
  for (int X = 0; X < nb; X++) {
    /* --timeout: what is not settled yet stays open (the tuples decide) */
    if (r->o.deadline > 0 && cc_now() > r->o.deadline) break;
    int nl = header_lists(r, X, lists, lens);
    if (nl == 1) r->blocks[X].settled = true;
    if (r->o.mconv_only) continue;
    int ni;
    const int *insts = cv_block_insts(p, X, &ni);
    int nsub = ni + 1, m = first[X + 1] - first[X];
    int *term = cc_malloc(((size_t)m * (size_t)nsub + 1) * sizeof *term);
    for (int e = 0; e < m; e++) {
      const en_trace *t = itr[first[X] + e];
      int s = ipos[first[X] + e];
      for (int j = 0; j < ni; j++) term[e * nsub + j] = t->vals[t->val_off[s] + j];
      term[e * nsub + ni] = t->cond[s];
    }
    bool *open = cc_calloc((size_t)nsub + 1, sizeof *open);
    sig_open_subjects(r, itr + first[X], ipos + first[X], m, term, nsub, lists, lens, nl, open);
    for (int j = 0; j < ni; j++) r->values[insts[j]].settled = !open[j];
    r->branches[X].settled = !open[ni];
    free(term);
    free(open);
  }
  CC_FREE_ALL(first, itr, ipos, fill, lists, lens);
}

/* A run that settles by signatures examines only the tuples whose
 * signatures show a witness for a verdict still open (a block's
 * m-convergence, a value or a branch without a witness, or with one that
 * rests on an unmodelled value): by the theorem (settle_by_signatures)
 * the others cannot give one, and the tuples examined give the witnesses
 * the engine would have found without the signatures, the same ones.
 * The index: the blocks each trace executes and the open ones (bits, W
 * words each), and each instance's signature for every header list of
 * its block, packed (8 bits a count; exact while L <= 256 and lists have
 * at most 8 headers, else no tuple is skipped: predict false).  Each part
 * at most EN_SIG_MAX_WORDS: beyond, the bits say every two traces meet,
 * and without the codes no tuple is skipped. */
/* The index's bits and codes, each at most this many 64-bit words (128 MB). */
#define EN_SIG_MAX_WORDS ((size_t)16 << 20)

typedef struct sig_index {
  size_t W;
  cc_word *of_trace;   /* trace i: W words from i * W (NULL: too many)     */
  cc_word *open_m;     /* blocks whose m-convergence is open                */
  cc_word *open_v;     /* blocks with an open value or branch               */
  bool predict;
  int *list_first;     /* block X's header lists: list_first[X] ..          */
  CC_STACK(const int *) lists; /* list_first[X + 1] - 1                     */
  cc_ints lens;
  size_t *code_at;     /* instance (trace i, position s) at inst_first[i] + s:
                        * its codes from code_at[..], one per list          */
  size_t *inst_first;
  uint64_t *code;
} sig_index;

static void sig_index_update(const en_run *r, sig_index *ix) {
  const cv_program *p = r->p;
  int nb = cv_program_nblocks(p);
  memset(ix->open_m, 0, ix->W * sizeof(cc_word));
  memset(ix->open_v, 0, ix->W * sizeof(cc_word));
  for (int b = 0; b < nb; b++) {
    if (r->blocks[b].m_converged && !r->blocks[b].settled) cc_bit_set(ix->open_m, (size_t)b);
    if (r->o.mconv_only) continue;
    bool open = (r->branches[b].uniform && !r->branches[b].settled) || r->branches[b].w.unmodelled;
    int ni;
    const int *insts = cv_block_insts(p, b, &ni);
    for (int j = 0; j < ni && !open; j++) {
      const en_value_result *v = &r->values[insts[j]];
      open = (v->uniform && !v->settled) || v->w.unmodelled;
    }
    if (open) cc_bit_set(ix->open_v, (size_t)b);
  }
}

static void sig_index_init(const en_run *r, sig_index *ix) {
  int nb = cv_program_nblocks(r->p), nh = (int)CC_SIZE(r->hs);
  size_t T = CC_SIZE(r->traces);
  ix->W = CC_WORDS(nb) + 1;
  ix->open_m = cc_calloc(ix->W, sizeof(cc_word));
  ix->open_v = cc_calloc(ix->W, sizeof(cc_word));
  if (T * ix->W <= EN_SIG_MAX_WORDS) { /* else every two traces meet */
    ix->of_trace = cc_calloc(T * ix->W + 1, sizeof(cc_word));
    for (size_t i = 0; i < T; i++) {
      if (r->o.deadline > 0 && (i & 1023) == 0 && cc_now() > r->o.deadline) {
        free(ix->of_trace); /* past --timeout: no index (every two traces meet) */
        ix->of_trace = NULL;
        break;
      }
      const en_trace *t = CC_AT(r->traces, i);
      for (int s = 0; s < t->len; s++) cc_bit_set(ix->of_trace + i * ix->W, (size_t)t->blocks[s]);
    }
  }
  sig_index_update(r, ix);
  /* the header lists of the open blocks */
  ix->list_first = cc_calloc((size_t)nb + 2, sizeof(int));
  const int **lists = cc_malloc(((size_t)nh + 1) * sizeof *lists);
  int *lens = cc_malloc(((size_t)nh + 1) * sizeof *lens);
  ix->predict = r->o.L <= 256;
  for (int X = 0; X < nb; X++) {
    int nl = 0;
    if (cc_bit_get(ix->open_m, (size_t)X) || cc_bit_get(ix->open_v, (size_t)X))
      nl = header_lists(r, X, lists, lens);
    for (int l = 0; l < nl; l++) {
      CC_PUSH(ix->lists, lists[l]);
      CC_PUSH(ix->lens, lens[l]);
      ix->predict &= lens[l] <= 8;
    }
    ix->list_first[X + 1] = ix->list_first[X] + nl;
  }
  CC_FREE_ALL(lists, lens);
  /* every instance's codes */
  ix->inst_first = cc_malloc((T + 1) * sizeof(size_t));
  size_t ninst = 0, ncode = 0;
  for (size_t i = 0; i < T; i++) {
    /* --timeout: millions of traces are a walk over all the run's memory
     * (the hostile shape-complete5.cfg: past the deadline by 0.5 s here) */
    if (r->o.deadline > 0 && (i & 1023) == 0 && cc_now() > r->o.deadline) {
      ix->predict = false;
      return;
    }
    const en_trace *t = CC_AT(r->traces, i);
    ix->inst_first[i] = ninst;
    ninst += (size_t)t->len;
    for (int s = 0; s < t->len; s++)
      ncode += (size_t)(ix->list_first[t->blocks[s] + 1] - ix->list_first[t->blocks[s]]);
  }
  ix->predict &= ncode <= EN_SIG_MAX_WORDS;
  if (!ix->predict) return;
  ix->code_at = cc_malloc((ninst + 1) * sizeof(size_t));
  ix->code = cc_malloc((ncode + 1) * sizeof(uint64_t));
  /* the headers the lists name, numbered; per trace and position s: how
   * often each ran before s (cnt) and where last (last, -1: not yet) */
  int *hnum = cc_malloc(((size_t)nb + 1) * sizeof(int)), nhead = 0;
  for (int b = 0; b < nb; b++) hnum[b] = -1;
  for (int l = 0; l < ix->list_first[nb]; l++)
    for (int j = 0; j < CC_AT(ix->lens, l); j++)
      if (hnum[CC_AT(ix->lists, l)[j]] < 0) hnum[CC_AT(ix->lists, l)[j]] = nhead++;
  size_t rowsz = (size_t)nhead + 1;
  int *cnt = cc_malloc(((size_t)r->o.L + 1) * rowsz * sizeof(int));
  int *last = cc_malloc(((size_t)r->o.L + 1) * rowsz * sizeof(int));
  size_t at = 0;
  for (size_t i = 0; i < T; i++) {
    /* --timeout: no prediction (every tuple examined, the search stops at
     * its own deadline check) */
    if (r->o.deadline > 0 && (i & 1023) == 0 && cc_now() > r->o.deadline) {
      ix->predict = false;
      break;
    }
    const en_trace *t = CC_AT(r->traces, i);
    for (size_t h = 0; h < rowsz; h++) cnt[h] = 0, last[h] = -1;
    for (int s = 0; s < t->len; s++) {
      int X = t->blocks[s];
      const int *cs = cnt + (size_t)s * rowsz, *ls = last + (size_t)s * rowsz;
      ix->code_at[ix->inst_first[i] + (size_t)s] = at;
      /* sig_of's counts: executions of heads[j] after the last of
       * heads[0..j-1] (position P), before s */
      for (int l = ix->list_first[X]; l < ix->list_first[X + 1]; l++) {
        uint64_t c = 0;
        int P = -1;
        for (int j = 0; j < CC_AT(ix->lens, l); j++) {
          int hj = hnum[CC_AT(ix->lists, l)[j]];
          int since = cs[hj] - (P >= 0 ? cnt[(size_t)(P + 1) * rowsz + (size_t)hj] : 0);
          c |= (uint64_t)since << (8 * j);
          if (ls[hj] > P) P = ls[hj];
        }
        ix->code[at++] = c;
      }
      { /* the row after s (s + 1 <= len <= L) */
        int *cn = cnt + (size_t)(s + 1) * rowsz, *ln = last + (size_t)(s + 1) * rowsz;
        memcpy(cn, cs, rowsz * sizeof(int));
        memcpy(ln, ls, rowsz * sizeof(int));
        if (hnum[X] >= 0) cn[hnum[X]]++, ln[hnum[X]] = s;
      }
    }
  }
  CC_FREE_ALL(hnum, cnt, last);
}

static void sig_index_free(sig_index *ix) {
  CC_RELEASE(ix->lists);
  CC_RELEASE(ix->lens);
  CC_FREE_ALL(ix->of_trace, ix->open_m, ix->open_v, ix->list_first, ix->code_at, ix->inst_first,
              ix->code);
}

/* Do the signatures of instances x = (trace a, position s) and y = (b, q)
 * of block X show a witness for an open verdict of X? */
static bool sig_pair_witness(const en_run *r, const sig_index *ix, int X, int a, int s, int b,
                             int q) {
  const en_trace *ta = CC_AT(r->traces, a), *tb = CC_AT(r->traces, b);
  int f = ix->list_first[X], nl = ix->list_first[X + 1] - f;
  const uint64_t *ca = ix->code + ix->code_at[ix->inst_first[a] + (size_t)s];
  const uint64_t *cb = ix->code + ix->code_at[ix->inst_first[b] + (size_t)q];
  if (cc_bit_get(ix->open_m, (size_t)X))
    for (int l = 1; l < nl; l++)
      if ((ca[l] == cb[l]) != (ca[0] == cb[0])) return true;
  if (!cc_bit_get(ix->open_v, (size_t)X)) return false;
  bool related = false;
  for (int l = 0; l < nl && !related; l++) related = ca[l] == cb[l];
  if (!related) return false;
  /* converged in some hierarchy: an open value (branch) with different terms */
  int ni;
  const int *insts = cv_block_insts(r->p, X, &ni);
  for (int j = 0; j < ni; j++) {
    const en_value_result *v = &r->values[insts[j]];
    if (!((v->uniform && !v->settled) || v->w.unmodelled)) continue;
    int x = ta->vals[ta->val_off[s] + j], y = tb->vals[tb->val_off[q] + j];
    if ((x >= 0 || y >= 0) && !cv_terms_equal(r->terms, x, y, false)) return true;
  }
  const en_value_result *br = &r->branches[X];
  int x = ta->cond[s], y = tb->cond[q];
  return ((br->uniform && !br->settled) || br->w.unmodelled) && x >= 0 &&
         !cv_terms_equal(r->terms, x, y, false);
}

/* Can tuple idx[0..k-1] give a witness for an open verdict? */
static bool sig_tuple_witness(const en_run *r, const sig_index *ix, const int *idx, int k) {
  for (int u = 0; u < k; u++)
    for (int v = u + 1; v < k; v++) {
      bool meet = !ix->of_trace;
      if (ix->of_trace) {
        const cc_word *a = ix->of_trace + (size_t)idx[u] * ix->W;
        const cc_word *b = ix->of_trace + (size_t)idx[v] * ix->W;
        for (size_t w = 0; w < ix->W && !meet; w++) meet = a[w] & b[w] & (ix->open_m[w] | ix->open_v[w]);
      }
      if (!meet) continue;
      if (!ix->predict) return true;
      const en_trace *ta = CC_AT(r->traces, idx[u]), *tb = CC_AT(r->traces, idx[v]);
      for (int s = 0; s < ta->len; s++) {
        int X = ta->blocks[s];
        if (!cc_bit_get(ix->open_m, (size_t)X) && !cc_bit_get(ix->open_v, (size_t)X)) continue;
        for (int q = 0; q < tb->len; q++)
          if (tb->blocks[q] == X && sig_pair_witness(r, ix, X, idx[u], s, idx[v], q)) return true;
      }
    }
  return false;
}

static uint64_t choose(uint64_t n, int k) { /* multisets of size k from n */
  uint64_t r = 1;
  for (int i = 0; i < k; i++) r = r * (n + (uint64_t)i) / (uint64_t)(i + 1);
  return r;
}

/* en_opts.shortest: is a subject of run goal (a block, value or branch;
 * failed: not m-converged, divergent) still to be searched at bound L?
 * When its witness is goal's own and longer than L. */
static bool shorter_wanted(const en_run *goal, bool failed, const en_witness *w, int L) {
  return failed && w->set && w->run == 0 && en_witness_length(goal, w) > L;
}

/* en_run_shorten's choice of subjects: value i, branch b (NULL: all). */
static bool shorter_value(const en_run *r, int i) { return !r->want_values || r->want_values[i]; }
static bool shorter_branch(const en_run *r, int b) { return !r->want_branches || r->want_branches[b]; }

/* A run at a smaller bound for goal's witnesses (run_new's goal): the
 * subjects it is not to search are decided from the start, so that it
 * stops as soon as it has found the others. */
static void shorter_mask(en_run *r, const en_run *goal) {
  int nb = cv_program_nblocks(r->p), ni = cv_program_ninsts(r->p), L = r->o.L;
  bool m = r->o.mconv_only;
  for (int b = 0; b < nb; b++) {
    if (!m || !shorter_wanted(goal, !goal->blocks[b].m_converged, &goal->blocks[b].w, L))
      r->blocks[b].m_converged = false;
    if (m || !shorter_branch(goal, b) ||
        !shorter_wanted(goal, !goal->branches[b].uniform, &goal->branches[b].w, L))
      r->branches[b].uniform = false;
  }
  for (int i = 0; i < ni; i++)
    if (m || !shorter_value(goal, i) ||
        !shorter_wanted(goal, !goal->values[i].uniform, &goal->values[i].w, L))
      r->values[i].uniform = false;
}

/* Takes from s (a run at a smaller bound) the witnesses r wants: a
 * value's witness resting on an unmodelled value does not replace one
 * that does not.  Keeps s when one was taken. */
static void shorter_take_one(en_witness *into, const en_witness *w, int idx, bool *used) {
  *into = *w;
  into->run = idx;
  *used = true;
}

static void shorter_take(en_run *r, en_run *s) {
  int nb = cv_program_nblocks(r->p), ni = cv_program_ninsts(r->p), L = s->o.L;
  int idx = (int)CC_SIZE(r->shorter) + 1;
  bool used = false;
  for (int b = 0; b < nb; b++) {
    en_block_result *a = &r->blocks[b];
    const en_block_result *x = &s->blocks[b];
    if (r->o.mconv_only && shorter_wanted(r, !a->m_converged, &a->w, L) && !x->m_converged &&
        x->w.set)
      shorter_take_one(&a->w, &x->w, idx, &used);
    en_value_result *ab = &r->branches[b];
    const en_value_result *xb = &s->branches[b];
    if (!r->o.mconv_only && shorter_branch(r, b) && shorter_wanted(r, !ab->uniform, &ab->w, L) && !xb->uniform &&
        xb->w.set && (!xb->w.unmodelled || ab->w.unmodelled))
      shorter_take_one(&ab->w, &xb->w, idx, &used);
  }
  for (int i = 0; i < ni && !r->o.mconv_only; i++) {
    en_value_result *a = &r->values[i];
    const en_value_result *x = &s->values[i];
    if (shorter_value(r, i) && shorter_wanted(r, !a->uniform, &a->w, L) && !x->uniform && x->w.set &&
        (!x->w.unmodelled || a->w.unmodelled))
      shorter_take_one(&a->w, &x->w, idx, &used);
  }
  if (used) CC_PUSH(r->shorter, s);
  else en_run_free(s);
}

/* The longest witness of r still its own (0: none). */
static int shorter_need(const en_run *r) {
  int nb = cv_program_nblocks(r->p), ni = cv_program_ninsts(r->p), need = 0;
  for (int b = 0; b < nb; b++) {
    if (r->o.mconv_only && shorter_wanted(r, !r->blocks[b].m_converged, &r->blocks[b].w, need))
      need = en_witness_length(r, &r->blocks[b].w);
    if (!r->o.mconv_only && shorter_branch(r, b) &&
        shorter_wanted(r, !r->branches[b].uniform, &r->branches[b].w, need))
      need = en_witness_length(r, &r->branches[b].w);
  }
  for (int i = 0; i < ni && !r->o.mconv_only; i++)
    if (shorter_value(r, i) && shorter_wanted(r, !r->values[i].uniform, &r->values[i].w, need))
      need = en_witness_length(r, &r->values[i].w);
  return need;
}

static en_run *run_new(const cv_program *p, const en_opts *o, const cv_tuple *only,
                       const en_run *goal, cc_error *err);

/* en_opts.shortest: the bounds upwards from L=1, each run searching only
 * the subjects whose witness is still longer than its bound; a subject
 * keeps the witness of the first bound that has one.  One block more per
 * round while a round is cheap, then a quarter more (as transform's
 * rounds, transform/check.c). */
void en_run_shorten(en_run *r, const bool *values, const bool *branches) {
  if (r->o.on_tuple || r->tuples == 0) return;
  r->want_values = values;
  r->want_branches = branches;
  double t0 = cc_now();
  int need = shorter_need(r);
  for (int L = 1; L < need;) {
    en_opts so = r->o;
    so.L = L;
    so.shortest = false;
    so.check_relations = false;
    so.memo = NULL;
    so.progress = NULL;
    double r0 = cc_now();
    cc_error e;
    cc_error_clear(&e);
    en_run *s = run_new(r->p, &so, NULL, r, &e);
    if (!s) break;
    r->rounds++;
    shorter_take(r, s);
    need = shorter_need(r);
    double secs = cc_now() - r0;
    int n = secs < 0.05 ? L + 1 : L + (L + 3) / 4;
    L = n;
  }
  r->shorter_seconds += cc_now() - t0;
  r->seconds += cc_now() - t0;
  r->want_values = r->want_branches = NULL;
}

static en_run *run_new(const cv_program *p, const en_opts *o, const cv_tuple *only,
                       const en_run *goal, cc_error *err) {
  if (!cv_bounds_check(p, o->k, o->L, &o->rd, en_support, "the explicit engine", err))
    return NULL;
  double t0 = cc_now();
  en_run *r = cc_calloc(1, sizeof *r);
  r->p = p;
  r->o = *o;
  r->terms = cv_terms_new();
  r->arena = cc_arena_new();
  int nb = cv_program_nblocks(p), ni = cv_program_ninsts(p);
  r->blocks = cc_calloc((size_t)nb + 1, sizeof *r->blocks);
  r->branches = cc_calloc((size_t)nb + 1, sizeof *r->branches);
  r->values = cc_calloc((size_t)ni + 1, sizeof *r->values);
  for (int b = 0; b < nb; b++) r->blocks[b].m_converged = r->branches[b].uniform = true;
  for (int i = 0; i < ni; i++) r->values[i].uniform = true;
  if (goal) shorter_mask(r, goal);
  if (!cv_hierarchies_enumerate(p, o->rd.hierarchies, 0, &r->hs, &r->hstats, err)) {
    en_run_free(r);
    return NULL;
  }
  r->proven = CC_SIZE(r->hs) == 1;
  enumerate_traces(r, only, NULL);
  r->reached = cc_calloc((size_t)nb + 1, sizeof *r->reached);
  for (size_t i = 0; i < CC_SIZE(r->traces); i++) {
    const en_trace *t = CC_AT(r->traces, i);
    for (int s = 0; s < t->len; s++) r->reached[t->blocks[s]] = true;
  }

  tuple_ctx c;
  memset(&c, 0, sizeof c);
  um_cache uc;
  memset(&uc, 0, sizeof uc);
  c.um = &uc;
  c.r = r;
  c.t.k = o->k;
  c.t.thread = c.th;
  int nh = (int)CC_SIZE(r->hs);
  c.controlled = o->controlled && cv_program_has_tokens(p);
  if (c.controlled && !cv_tokens_check(p, err)) {
    en_run_free(r);
    return NULL;
  }
  int nslots = c.controlled ? nh * EN_MAX_BEHAVIOURS : nh;
  c.rel = cc_calloc((size_t)nslots + 1, sizeof *c.rel);
  c.slot_h = cc_calloc((size_t)nslots + 1, sizeof *c.slot_h);
  c.slot_b = cc_calloc((size_t)nslots + 1, sizeof *c.slot_b);
  c.own = cc_calloc((size_t)nh + 1, sizeof *c.own);
  c.beh = cc_calloc((size_t)nh + 1, sizeof *c.beh);
  c.admissible = cc_calloc((size_t)nslots + 1, sizeof *c.admissible);
  for (int i = 0; i < ni; i++)
    if (cv_inst_class_valued(cv_program_inst(p, i))) c.has_conv = true;
  size_t maxv = 0;
  size_t maxlen = 0;
  for (size_t i = 0; i < CC_SIZE(r->traces); i++) {
    en_trace *t = CC_AT(r->traces, i);
    if ((size_t)t->val_off[t->len] > maxv) maxv = (size_t)t->val_off[t->len];
    if ((size_t)t->len > maxlen) maxlen = (size_t)t->len;
  }
  if (c.has_conv) {
    c.vals = cc_calloc((size_t)nslots + 1, sizeof *c.vals);
    c.conds = cc_calloc((size_t)nslots + 1, sizeof *c.conds);
    for (int h = 0; h < nslots; h++) {
      c.vals[h] = cc_malloc((maxv * (size_t)o->k + 1) * sizeof(int));
      c.conds[h] = cc_malloc((maxlen * (size_t)o->k + 1) * sizeof(int));
    }
    c.col_of = cc_malloc((maxlen * (size_t)o->k + 1) * sizeof(int));
  }

  /* relations shared with other runs: only where the engine asks the
   * relation nothing but converged-with of same-block pairs */
  if (o->memo && !c.controlled && !c.has_conv && !o->check_relations && !o->on_tuple &&
      !only) {
    c.memo = o->memo;
    en_memo_begin(c.memo, p, &o->rd, o->k, nh);
    for (size_t i = 0; i < CC_SIZE(r->traces); i++) {
      en_trace *t = CC_AT(r->traces, i);
      t->mid = en_memo_sequence(c.memo, t->blocks, t->len);
    }
    size_t pairs = maxlen * maxlen * (size_t)(o->k * (o->k - 1) / 2);
    c.bits = cc_calloc((size_t)nslots + 1, sizeof *c.bits);
    for (int h = 0; h < nslots; h++) c.bits[h] = cc_calloc(CC_WORDS(pairs) + 1, sizeof(cc_word));
  }

  /* multisets i0 <= i1 <= ... of traces, pairwise compatible */
  uint64_t T = CC_SIZE(r->traces);
  r->tuples_total = choose(T, o->k);
  uint64_t seen = 0;
  int k = o->k;
  int idx[4] = {0, 0, 0, 0};
  /* Settled by signatures (en_opts.signatures_above): with many tuples, and
   * in the rounds of en_run_shorten when the run they shorten was (the
   * witnesses they look for are the ones the tuples give). */
  bool settle = o->signatures_above && !c.controlled && !c.has_conv && !o->check_relations &&
                !o->on_tuple && !only && !r->timed_out &&
                (goal ? goal->by_signatures : r->tuples_total > o->signatures_above);
  sig_index ix = {0};
  bool skipped = false; /* a tuple not examined for its signatures */
  if (settle) {
    settle_by_signatures(r);
    sig_index_init(r, &ix);
  }
  /* m-convergence alone needs no tuple when it is already settled: one
   * hierarchy, or no block in a cycle (or by signatures) */
  if ((o->mconv_only || settle) && !o->check_relations && !o->on_tuple && all_decided(r, settle)) {
    r->by_signatures = settle && !all_decided(r, false);
    T = 0;
  }
  if (only && T > 0) { /* en_run_tuple: the given tuple alone, if admissible */
    T = 0;
    bool found = only->k == k;
    for (int u = 0; u < k && found; u++) {
      found = false;
      for (size_t i = 0; i < CC_SIZE(r->traces) && !found; i++) {
        const en_trace *tr = CC_AT(r->traces, i);
        if (tr->len == only->thread[u].len &&
            !memcmp(tr->blocks, only->thread[u].blocks, (size_t)tr->len * sizeof(int))) {
          idx[u] = (int)i;
          found = true;
        }
      }
    }
    if (found && pairwise_compatible(r, idx, k)) {
      memcpy(c.idx, idx, sizeof idx);
      fill_tuple(&c);
      examine_tuple(&c);
    }
  }
  if (r->timed_out) T = 0; /* the traces are incomplete: no tuple decides anything */
  if (T > 0) {
    for (;;) {
      if (o->deadline > 0 && cc_now() > o->deadline) {
        r->timed_out = r->truncated = true;
        break;
      }
      if (pairwise_compatible(r, idx, k)) {
        memcpy(c.idx, idx, sizeof idx);
        fill_tuple(&c);
        if (o->on_tuple) {
          r->tuples++;
          if (!o->on_tuple(o->on_tuple_arg, r, &c.t)) break;
        } else if (settle && !sig_tuple_witness(r, &ix, idx, k)) {
          skipped = true; /* admissible, but its signatures show no witness */
        } else {
          examine_tuple(&c);
          if (settle) sig_index_update(r, &ix); /* what it decided is no longer open */
        }
        if (o->max_tuples && r->tuples >= o->max_tuples) {
          r->truncated = true;
          break;
        }
      }
      seen++;
      if (o->progress && (seen & 4095) == 0)
        o->progress(o->progress_arg, seen, settle ? 0 : r->tuples_total);
      if ((seen & 1023) == 0 && !o->check_relations && !o->on_tuple && all_decided(r, settle)) {
        r->by_signatures = settle && !all_decided(r, false);
        break;
      }
      /* next multiset */
      int a = k - 1;
      while (a >= 0 && (uint64_t)idx[a] == T - 1) a--;
      if (a < 0) break;
      idx[a]++;
      for (int b = a + 1; b < k; b++) idx[b] = idx[a];
    }
  }
  if (skipped) r->by_signatures = true;
  if (o->progress) o->progress(o->progress_arg, r->tuples_total, r->tuples_total);
  if (c.has_conv) {
    for (int h = 0; h < nslots; h++) {
      free(c.vals[h]);
      free(c.conds[h]);
    }
    free(c.vals);
    free(c.conds);
    free(c.col_of);
  }
  sig_index_free(&ix);
  if (c.bits) {
    for (int h = 0; h < nslots; h++) free(c.bits[h]);
    free(c.bits);
  }
  CC_FREE_ALL(c.rel, c.slot_h, c.slot_b, c.own, c.beh, c.admissible);
  um_cache_free(&uc, nb);
  if (r->behaviours_truncated) r->truncated = true; /* verdicts are incomplete */
  r->seconds = cc_now() - t0;
  if (o->shortest && !only && !goal) en_run_shorten(r, NULL, NULL);
  return r;
}

en_run *en_run_new(const cv_program *p, const en_opts *o, cc_error *err) {
  return run_new(p, o, NULL, NULL, err);
}

en_run *en_run_tuple(const cv_program *p, const en_opts *o, const cv_tuple *t, cc_error *err) {
  int longest = 0;
  for (int u = 0; u < t->k; u++)
    if (t->thread[u].len > longest) longest = t->thread[u].len;
  if (o->k != t->k || o->L < longest) {
    cc_error_set(err, cv_program_file(p), 0, 0,
                 "a tuple of %d traces up to %d blocks long needs k=%d and L >= %d "
                 "(got k=%d, L=%d)", t->k, longest, t->k, longest, o->k, o->L);
    return NULL;
  }
  return run_new(p, o, t, NULL, err);
}

/* The paths of at most L blocks, counted, not kept (en_traces_bound,
 * en_blocks_first_reached): rd NULL for the default readings; first, when
 * given, gets each block's first L. */
static gen enx_scan_paths(const cv_program *p, const cv_readings *rd, int L, uint64_t max_nodes,
                          int *first, bool every) {
  en_run r;
  memset(&r, 0, sizeof r);
  r.p = p;
  en_opts_default(&r.o);
  if (rd) r.o.rd = *rd;
  r.o.L = L < 1 ? 1 : L;
  r.terms = cv_terms_new();
  r.arena = cc_arena_new();
  gen stats;
  memset(&stats, 0, sizeof stats);
  stats.max_nodes = max_nodes;
  stats.first = first;
  stats.every = every;
  enumerate_traces(&r, NULL, &stats);
  cv_terms_free(r.terms);
  cc_arena_free(r.arena);
  return stats;
}

uint64_t en_traces_count(const cv_program *p, const cv_readings *rd, int L, uint64_t max_nodes) {
  gen stats = enx_scan_paths(p, rd, L, max_nodes, NULL, true);
  return max_nodes && stats.nodes > max_nodes ? UINT64_MAX : stats.paths;
}

en_trace_bound en_traces_bound(const cv_program *p, int L, uint64_t max_nodes) {
  en_trace_bound b;
  memset(&b, 0, sizeof b);
  gen stats = enx_scan_paths(p, NULL, L, max_nodes, NULL, false);
  b.nodes = stats.nodes;
  b.longest = stats.longest;
  b.exhausted = max_nodes && stats.nodes > max_nodes;
  b.finite = !stats.cut && !b.exhausted;
  return b;
}

void en_blocks_first_reached(const cv_program *p, const cv_readings *rd, int max_L,
                             uint64_t max_nodes, int *first, bool *complete) {
  int nb = cv_program_nblocks(p);
  memset(first, 0, (size_t)nb * sizeof(int));
  /* Bounds growing by doubling, the node budget shared: one depth-first
   * search at max_L goes round a loop first and may spend the budget there
   * before it tries the short way out (a new user was told "-L 184 reaches
   * it" of a block 4 blocks from the entry, past a loop of 32 trips). */
  int *found = cc_calloc((size_t)nb + 1, sizeof(int));
  /* the blocks some path of the CFG reaches: once each is found, no larger
   * bound finds a shorter way */
  int *stack = cc_calloc((size_t)nb + 1, sizeof(int));
  bool *graph = cc_calloc((size_t)nb + 1, sizeof(bool));
  int top = 0, ngraph = 0;
  if (nb) graph[0] = true, stack[top++] = 0, ngraph = 1;
  while (top) {
    int n, b = stack[--top];
    const int *succ = cv_block_succs(p, b, &n);
    for (int i = 0; i < n; i++)
      if (!graph[succ[i]]) graph[succ[i]] = true, ngraph++, stack[top++] = succ[i];
  }
  free(stack);
  uint64_t left = max_nodes;
  *complete = true;
  for (int L = 4;; L *= 2) {
    int bound = L < max_L ? L : max_L;
    memset(found, 0, (size_t)nb * sizeof(int));
    gen stats = enx_scan_paths(p, rd, bound, left, found, false);
    int nfound = 0;
    for (int b = 0; b < nb; b++) {
      if (found[b] && (!first[b] || found[b] < first[b])) first[b] = found[b];
      nfound += first[b] != 0;
    }
    if (nfound >= ngraph) break; /* every block the CFG reaches, by its shortest way */
    if (max_nodes && stats.nodes > left) {
      *complete = false;
      break;
    }
    if (max_nodes) left -= stats.nodes;
    if (bound >= max_L || !stats.cut || (max_nodes && !left)) {
      if (max_nodes && !left && bound < max_L) *complete = false;
      break;
    }
  }
  free(found);
  free(graph);
}

void en_run_free(en_run *r) {
  if (!r) return;
  for (size_t i = 0; i < CC_SIZE(r->shorter); i++) en_run_free(CC_AT(r->shorter, i));
  CC_RELEASE(r->shorter);
  CC_RELEASE(r->traces);
  cc_arena_free(r->arena);
  cv_hierarchies_free(&r->hs);
  cv_terms_free(r->terms);
  CC_FREE_ALL(r->blocks, r->values, r->branches, r->reached, r);
}

/* ---- witnesses --------------------------------------------------------------- */

const en_run *en_witness_run(const en_run *r, const en_witness *w) {
  if (w->run > 0 && (size_t)w->run <= CC_SIZE(r->shorter)) return CC_AT(r->shorter, w->run - 1);
  return r;
}

int en_witness_length(const en_run *r, const en_witness *w) {
  const en_run *wr = en_witness_run(r, w);
  int n = 0;
  for (int i = 0; i < w->k; i++) {
    const en_trace *t = CC_AT(wr->traces, w->traces[i]);
    if (t->len > n) n = t->len;
  }
  return n;
}

void en_witness_tuple(const en_run *r, const en_witness *w, cv_tuple *out) {
  r = en_witness_run(r, w);
  out->k = w->k;
  out->thread = cc_calloc((size_t)w->k, sizeof *out->thread);
  for (int i = 0; i < w->k; i++) {
    const en_trace *t = CC_AT(r->traces, w->traces[i]);
    out->thread[i].len = t->len;
    out->thread[i].blocks = cc_malloc((size_t)t->len * sizeof(int));
    memcpy(out->thread[i].blocks, t->blocks, (size_t)t->len * sizeof(int));
  }
}

void en_witness_fill_values(const en_run *r, int inst, en_witness *w) {
  w->v1 = w->v2 = -1;
  const cv_program *p = r->p;
  for (int i = 0; i < cv_program_ninsts(p); i++)
    if (cv_inst_class_valued(cv_program_inst(p, i))) return; /* values follow the classes */
  const en_run *wr = en_witness_run(r, w);
  int tp[2][2] = {{w->t1, w->p1}, {w->t2, w->p2}}, v[2] = {-1, -1};
  for (int k = 0; k < 2; k++) {
    if (tp[k][0] < 0 || tp[k][0] >= w->k) return;
    const en_trace *t = CC_AT(wr->traces, w->traces[tp[k][0]]);
    int pos = tp[k][1];
    if (pos < 0 || pos >= t->len) return;
    if (inst < 0) {
      v[k] = t->cond[pos];
      continue;
    }
    int ni;
    const int *insts = cv_block_insts(p, t->blocks[pos], &ni);
    for (int j = 0; j < ni; j++)
      if (insts[j] == inst) v[k] = t->vals[t->val_off[pos] + j];
  }
  w->v1 = v[0];
  w->v2 = v[1];
}

void en_witness_rel_make(const en_run *r, int h, int b, const cv_tuple *t, en_witness_rel *w) {
  memset(w, 0, sizeof *w);
  const cv_hierarchy *hi = CC_AT(r->hs, h);
  if (r->o.controlled && cv_program_has_tokens(r->p)) {
    w->beh = cv_controlled_converged_with(r->p, hi, t, &r->o.rd, 0, NULL, EN_MAX_BEHAVIOURS);
    if (b < cv_behaviours_count(w->beh)) w->rel = cv_behaviour_relation(w->beh, b);
  }
  if (!w->rel) w->rel = w->own = cv_maximal_converged_with(r->p, hi, t, &r->o.rd);
}

void en_witness_rel_free(en_witness_rel *w) {
  cv_relation_free(w->own);
  cv_behaviours_free(w->beh);
}

/* Controlled: the token instructions' classes of the behaviour. */
static void wrel_tokens(const en_witness_rel *w, int b, const char *title, cc_buf *out) {
  if (!w->beh || b >= cv_behaviours_count(w->beh)) return;
  cc_buf_printf(out, "  %s:\n", title);
  cc_buf tmp;
  cc_buf_init(&tmp);
  cv_behaviour_print_tokens(w->beh, b, &tmp);
  cc_buf_put_indented(out, "    ", cc_buf_str(&tmp));
  cc_buf_free(&tmp);
}

void en_witness_print_mconv(const en_run *r, const en_witness *w, cc_buf *out) {
  cv_tuple t;
  en_witness_tuple(r, w, &t);
  en_witness_rel w1, w2;
  en_witness_rel_make(r, w->h1, w->b1, &t, &w1);
  en_witness_rel_make(r, w->h2, w->b2, &t, &w2);
  cv_print_mconv_witness_rel(r->p, &t, CC_AT(r->hs, w->h1), w->h1 + 1, CC_AT(r->hs, w->h2),
                             w->h2 + 1, w1.rel, w2.rel, w->t1, w->p1, w->t2, w->p2, NULL, NULL,
                             out);
  char title[64];
  snprintf(title, sizeof title, "token instructions, hierarchy %d", w->h1 + 1);
  wrel_tokens(&w1, w->b1, title, out);
  snprintf(title, sizeof title, "token instructions, hierarchy %d", w->h2 + 1);
  wrel_tokens(&w2, w->b2, title, out);
  en_witness_rel_free(&w1);
  en_witness_rel_free(&w2);
  cv_tuple_free(&t);
}

bool en_witness_print_values(const en_run *r, const en_witness *w, const char *and,
                             cc_buf *out) {
  /* a term with a thread-local part is the thread's own: said with the
   * thread it belongs to, so that two that print alike do not read as
   * equal (a new user read "get_local_id(0) and get_local_id(0)" so) */
  const cv_terms *terms = en_witness_run(r, w)->terms;
  bool own1 = cv_term_flags(terms, w->v1) & CV_TERM_LOCAL;
  bool own2 = cv_term_flags(terms, w->v2) & CV_TERM_LOCAL;
  if (own1) cc_buf_printf(out, "thread %d's ", w->t1 + 1);
  cv_term_print(terms, r->p, w->v1, out);
  cc_buf_puts(out, and);
  if (own2) cc_buf_printf(out, "thread %d's ", w->t2 + 1);
  cv_term_print(terms, r->p, w->v2, out);
  return own1 || own2;
}

void en_witness_print_value(const en_run *r, int inst, const en_witness *w,
                            cc_buf *out) {
  cv_tuple t;
  en_witness_tuple(r, w, &t);
  const cv_hierarchy *h = CC_AT(r->hs, w->h1);
  en_witness_rel wr;
  en_witness_rel_make(r, w->h1, w->b1, &t, &wr);
  const cv_relation *rel = wr.rel;
  int n = cv_relation_ninstances(rel);
  int *col = cc_malloc(((size_t)n + 1) * sizeof(int));
  cv_relation_columns(rel, col);
  cc_buf_puts(out, "  traces:\n");
  cv_print_traces(r->p, &t, out);
  cc_buf_printf(out, "  hierarchy %d: ", w->h1 + 1);
  cv_hierarchy_print_short(h, r->p, out);
  cc_buf_putc(out, '\n');
  cv_relation_print_table(rel, out);
  int a = cv_relation_instance(rel, w->t1, w->p1), b = cv_relation_instance(rel, w->t2, w->p2);
  cc_buf_puts(out, "  ");
  cv_print_instance(rel, a, col, out);
  cc_buf_puts(out, " and ");
  cv_print_instance(rel, b, col, out);
  if (inst >= 0) {
    const cv_inst *I = cv_program_inst(r->p, inst);
    cc_buf_printf(out, " are converged, but %%%s differs between them\n", I->name ? I->name : "?");
  } else {
    cc_buf_puts(out, " are converged, but their branch conditions differ\n");
  }
  if (w->v1 >= 0 && w->v2 >= 0) { /* the two terms (docs/design.md §5 "Values") */
    const en_run *wr_run = en_witness_run(r, w);
    cc_buf_puts(out, "  values: ");
    bool own = en_witness_print_values(r, w, " and ", out);
    /* one thread-local term prints the same in both threads, yet differs
     * between them (docs/design.md §5: fresh values are each thread's own) */
    if (w->v1 == w->v2 && (cv_term_flags(wr_run->terms, w->v1) & CV_TERM_LOCAL))
      cc_buf_puts(out, " (each thread's own value: not equal between threads)");
    cc_buf_putc(out, '\n');
    /* the reading the verdict rests on, named (a new user could not tell
     * whether the values really differ: a branch taken on `first == my`
     * makes them equal, which terms do not see) */
    if (own)
      cc_buf_puts(out, "  (values read as terms, the default reading (docs/design.md §5): equal only as "
                       "the same term, whatever the branches taken on the way imply; --values smt "
                       "reads integers and the branches' conditions)\n");
  }
  wrel_tokens(&wr, w->b1, "token instructions", out);
  free(col);
  en_witness_rel_free(&wr);
  cv_tuple_free(&t);
}
