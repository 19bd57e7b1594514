/* unbounded/product.c — the two-thread product (see product.h and
 * docs/unbounded.md).
 *
 * A state of the product is a pair of thread states and what relates the
 * two threads:
 *   - each thread: the block it executed last, the terms of its values
 *     that are kept exactly (UBP_CLEAN), and the decisions it made on
 *     thread-local condition terms (docs/design.md §5: the same term decides the
 *     same way again);
 *   - the decisions made on shared condition terms (equal in every thread);
 *   - for a .cfg uniform branch (the same direction in every thread on the
 *     same visit), how many visits one thread is ahead and the directions
 *     it took on them;
 *   - the comparison of the two threads' counter vectors for the driver
 *     list L: equal, or one thread one step ahead at one level.  The thread
 *     ahead executes no header of L until the other catches up, so every
 *     pair of instances with equal counters is reached (merging two
 *     lexicographically increasing sequences, docs/unbounded.md);
 *   - the same comparison for each other list of X, kept exactly while the
 *     difference at the first differing level and the counts of the thread
 *     ahead below it stay within the cap, then abandoned (TOP).
 * Everything unbounded is either exact or marked: a state reached through
 * an over-approximation (TOP, a lag beyond the cap, a branch on a value
 * the product does not keep) carries the flag, and what it finds is a
 * candidate to replay, never a verdict. */
#include "unbounded/product.h"

#include <stdlib.h>

/* ---- interning int arrays --------------------------------------------------- */

typedef struct itab {
  CC_STACK(int) pool;
  CC_STACK(int) off; /* off[id], len in lens[id] */
  CC_STACK(int) lens;
  CC_STACK(uint32_t) hash;
  int *slots;        /* id + 1 */
  size_t nslots;
} itab;

/* A word-wise hash (the product hashes millions of short int arrays):
 * multiply and rotate per int, then a final avalanche. */
static uint32_t ihash(const int *a, int n) {
  uint64_t h = 0x9e3779b97f4a7c15ull ^ (uint64_t)n;
  for (int i = 0; i < n; i++) {
    h ^= (uint32_t)a[i];
    h *= 0xff51afd7ed558ccdull;
    h = (h << 23) | (h >> 41);
  }
  h ^= h >> 33;
  h *= 0xc4ceb9fe1a85ec53ull;
  h ^= h >> 29;
  return (uint32_t)h;
}

static const int *itab_at(const itab *t, int id, int *n) {
  *n = CC_AT(t->lens, id);
  return t->pool.begin + CC_AT(t->off, id);
}

static uint64_t itab_hash(const void *ctx, size_t id) {
  return CC_AT(((const itab *)ctx)->hash, id);
}

/* The id of array a (interned on first sight; *fresh says so). */
static int itab_get(itab *t, const int *a, int n, bool *fresh) {
  cv_slots_make_room(&t->slots, &t->nslots, CC_SIZE(t->lens), 4096, itab_hash, t);
  uint32_t h = ihash(a, n);
  size_t mask = t->nslots - 1, s = h & mask;
  while (t->slots[s]) {
    int id = t->slots[s] - 1, len;
    if (CC_AT(t->hash, id) == h) {
      const int *b = itab_at(t, id, &len);
      if (len == n && !memcmp(a, b, (size_t)n * sizeof(int))) {
        if (fresh) *fresh = false;
        return id;
      }
    }
    s = (s + 1) & mask;
  }
  int id = (int)CC_SIZE(t->lens);
  CC_PUSH(t->off, (int)CC_SIZE(t->pool));
  CC_PUSH(t->lens, n);
  CC_PUSH(t->hash, h);
  CC_RESERVE(t->pool, CC_SIZE(t->pool) + (size_t)n);
  if (n) memcpy(t->pool.begin + CC_SIZE(t->pool), a, (size_t)n * sizeof(int));
  CC_RESIZE(t->pool, CC_SIZE(t->pool) + (size_t)n);
  t->slots[s] = id + 1;
  if (fresh) *fresh = true;
  return id;
}

/* The memory the table holds (its arrays as allocated). */
static size_t itab_bytes(const itab *t) {
  return (t->pool.cap + t->off.cap + t->lens.cap + t->hash.cap + t->nslots) * 4;
}

static void itab_free(itab *t) {
  CC_RELEASE(t->hash);
  CC_RELEASE(t->pool);
  CC_RELEASE(t->off);
  CC_RELEASE(t->lens);
  free(t->slots);
}

/* ---- what the product keeps of values -------------------------------------- */

static const cv_inst *terminator(const cv_program *p, int b) {
  int n;
  const int *is = cv_block_insts(p, b, &n);
  return n ? cv_program_inst(p, is[n - 1]) : NULL;
}

static bool is_op(const cv_inst *I, const char *name) {
  return I->opcode && !strcmp(I->opcode, name);
}

/* A value that is new on every execution and local to its thread (the
 * explicit engine's fresh terms): an atomic, a load the target makes a
 * source, a terminator with several successors that is no br/switch.  Not
 * an alloca: its address is the same in every thread (docs/design.md §5
 * "Memory"); loads from stack slots are decided before (stack_memory). */
static bool fresh_source(const cv_program *p, const cv_inst *I) {
  if ((I->flags & CV_INST_DIVERGENCE_SOURCE) && I->op != CV_OP_CALL && !is_op(I, "alloca"))
    return true;
  if (I->op == CV_OP_TERMINATOR) {
    int ns;
    cv_block_succs(p, I->block, &ns);
    return ns > 1;
  }
  return false;
}

/* Tarjan's strongly connected components of the operand graph, to find
 * the instructions on a cycle of operands (through a phi: a value carried
 * from one iteration to the next). */
typedef struct scc_ctx {
  const cv_program *p;
  int *index, *low, *stack, *comp;
  bool *on;
  int sp, next, ncomp;
  const int *memdep; /* per load: the value its memory holds, or -1 */
} scc_ctx;

static void scc_visit(scc_ctx *c, int v) {
  c->index[v] = c->low[v] = c->next++;
  c->stack[c->sp++] = v;
  c->on[v] = true;
  const cv_inst *I = cv_program_inst(c->p, v);
  for (int i = 0; i <= I->nops; i++) { /* the operands, then the memory */
    if (i < I->nops && I->ops[i].kind != CV_VALUE_INST) continue;
    int w = i < I->nops ? I->ops[i].index : c->memdep[v];
    if (w < 0 || w >= cv_program_ninsts(c->p)) continue;
    if (c->index[w] < 0) {
      scc_visit(c, w);
      if (c->low[w] < c->low[v]) c->low[v] = c->low[w];
    } else if (c->on[w] && c->index[w] < c->low[v]) {
      c->low[v] = c->index[w];
    }
  }
  if (c->low[v] == c->index[v]) {
    int w;
    do {
      w = c->stack[--c->sp];
      c->on[w] = false;
      c->comp[w] = c->ncomp;
    } while (w != v);
    c->ncomp++;
  }
}

/* Stack memory (docs/design.md §5 "Memory") as the product keeps it.  The
 * state of a thread is its kept values, not its memory, so a load through
 * an alloca is kept only where the memory is a function of kept values: a
 * slot (an entry-block alloca of one element whose address is only the
 * pointer of loads and stores of its type, directly or through an
 * addrspacecast used the same way: the explicit engine's rule in
 * model/values.c, without lifetime markers) written by a single store in a
 * block of no cycle, whose kept term says whether it ran and what it
 * stored.  memdep[load] is then that store's value (an operand for the
 * cycles of values below; -1 when a constant is stored) and mem[load] is
 * MEM_SLOT; every other load through an alloca-derived pointer is not kept
 * (MEM_LOOP).  An alloca executed more than once per thread (its block in
 * a cycle) has a new address each time: not kept either (MEM_LOOP). */
enum { MEM_NONE = 0, MEM_SLOT, MEM_LOOP };

static void stack_memory(const cv_program *p, int *memdep, int *memstore, unsigned char *mem) {
  int n = cv_program_ninsts(p), nb = cv_program_nblocks(p), entry = cv_program_entry(p), np;
  cv_hierarchy *h = cv_cycles_llvm(p);
  bool *in_cycle = cc_calloc((size_t)nb + 1, sizeof(bool));
  for (int b = 0; b < nb; b++) in_cycle[b] = cv_hierarchy_innermost(h, b) >= 0;
  cv_hierarchy_free(h);
  cv_block_preds(p, entry, &np);
  int *root = cc_malloc(((size_t)n + 1) * sizeof(int)); /* the alloca a pointer is, or -1 */
  bool *derived = cc_calloc((size_t)n + 1, sizeof(bool)); /* from some alloca */
  for (int i = 0; i < n; i++) {
    memdep[i] = memstore[i] = root[i] = -1;
    mem[i] = MEM_NONE;
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 0; i < n; i++) {
      const cv_inst *I = cv_program_inst(p, i);
      bool d = is_op(I, "alloca");
      int r = d ? i : -1;
      for (int o = 0; o < I->nops && !d; o++)
        if (I->ops[o].kind == CV_VALUE_INST && derived[I->ops[o].index] &&
            (is_op(I, "getelementptr") || is_op(I, "addrspacecast") || is_op(I, "bitcast") ||
             I->op == CV_OP_PHI || is_op(I, "select")))
          d = true;
      if (is_op(I, "addrspacecast") && I->ops[0].kind == CV_VALUE_INST &&
          is_op(cv_program_inst(p, I->ops[0].index), "alloca"))
        r = I->ops[0].index;
      if (d != derived[i] || r != root[i]) derived[i] = d, root[i] = r, changed = true;
    }
  }
  /* the slots, and their stores */
  bool *slot = cc_calloc((size_t)n + 1, sizeof(bool));
  int *store = cc_malloc(((size_t)n + 1) * sizeof(int)); /* the one store, -1 none, -2 more */
  for (int i = 0; i < n; i++) {
    const cv_inst *A = cv_program_inst(p, i);
    store[i] = -1;
    if (!is_op(A, "alloca")) continue;
    if (in_cycle[A->block]) mem[i] = MEM_LOOP;
    const char *t = A->nops == 1 && A->ops[0].kind == CV_VALUE_CONST ? A->ops[0].text : NULL;
    const char *sp = t ? strrchr(t, ' ') : NULL;
    slot[i] = A->block == entry && np == 0 && A->mem_type && t && t[0] == 'i' && sp &&
              !strcmp(sp, " 1");
  }
  for (int j = 0; j < n; j++) {
    const cv_inst *J = cv_program_inst(p, j);
    for (int o = 0; o < J->nops; o++) {
      if (J->ops[o].kind != CV_VALUE_INST) continue;
      int r = root[J->ops[o].index];
      if (r < 0 || !slot[r]) continue;
      const char *ty = cv_program_inst(p, r)->mem_type;
      bool typed = J->mem_type && !strcmp(J->mem_type, ty);
      if (J->op == CV_OP_LOAD && o == 0 && typed) continue;
      if (J->op == CV_OP_STORE && o == 1 && typed) {
        store[r] = store[r] == -1 && !in_cycle[J->block] ? j : -2;
        continue;
      }
      if (is_op(J, "addrspacecast") && o == 0) continue;
      slot[r] = false; /* escapes, is read or written otherwise, or has a lifetime */
    }
    if (J->called.kind == CV_VALUE_INST && root[J->called.index] >= 0) slot[root[J->called.index]] = false;
  }
  for (int j = 0; j < n; j++) {
    const cv_inst *J = cv_program_inst(p, j);
    if (J->op != CV_OP_LOAD || J->nops < 1 || J->ops[0].kind != CV_VALUE_INST ||
        !derived[J->ops[0].index])
      continue;
    int r = root[J->ops[0].index];
    const cv_inst *S = r >= 0 && slot[r] && store[r] >= 0 ? cv_program_inst(p, store[r]) : NULL;
    mem[j] = S && S->nops >= 1 ? MEM_SLOT : MEM_LOOP;
    if (mem[j] == MEM_SLOT) memstore[j] = store[r];
    if (mem[j] == MEM_SLOT && S->ops[0].kind == CV_VALUE_INST) memdep[j] = S->ops[0].index;
  }
  CC_FREE_ALL(in_cycle, root, derived, slot, store);
}

/* Liveness of values (backward, to a fixed point): live_out[b] = the
 * values the successors read before redefining them, and the phis' incoming
 * values on b's edges.  A load from a slot reads its store (memstore). */
static void liveness(ubp_prog *pp, const int *memstore) {
  const cv_program *p = pp->p;
  int nb = cv_program_nblocks(p), n = cv_program_ninsts(p);
  size_t W = CC_WORDS(n) + 1;
  pp->lwords = W;
  pp->live_out = cc_calloc((size_t)nb * W + 1, sizeof(cc_word));
  cc_word *use = cc_calloc((size_t)nb * W + 1, sizeof(cc_word));
  cc_word *def = cc_calloc((size_t)nb * W + 1, sizeof(cc_word));
  cc_word *phiuse = cc_calloc((size_t)nb * W + 1, sizeof(cc_word));
  for (int b = 0; b < nb; b++) {
    int ni;
    const int *is = cv_block_insts(p, b, &ni);
    for (int k = 0; k < ni; k++) {
      const cv_inst *I = cv_program_inst(p, is[k]);
      for (int o = 0; o <= I->nops; o++) {
        int v = o < I->nops ? (I->ops[o].kind == CV_VALUE_INST ? I->ops[o].index : -1)
                            : memstore[I->index];
        if (v < 0 || v >= n) continue;
        if (I->op == CV_OP_PHI && o < I->nops) { /* read at the end of the predecessor */
          int from = I->phi_blocks ? I->phi_blocks[o] : -1;
          if (from >= 0) cc_bit_set(phiuse + (size_t)from * W, (size_t)v);
        } else if (!cc_bit_get(def + (size_t)b * W, (size_t)v)) {
          cc_bit_set(use + (size_t)b * W, (size_t)v);
        }
      }
      cc_bit_set(def + (size_t)b * W, (size_t)I->index);
    }
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (int b = nb - 1; b >= 0; b--) {
      int ns;
      const int *succ = cv_block_succs(p, b, &ns);
      cc_word *out = pp->live_out + (size_t)b * W;
      for (size_t w = 0; w < W; w++) {
        cc_word x = out[w] | phiuse[(size_t)b * W + w];
        for (int j = 0; j < ns; j++) {
          size_t t = (size_t)succ[j] * W + w;
          x |= use[t] | (pp->live_out[t] & ~def[t]);
        }
        if (x != out[w]) out[w] = x, changed = true;
      }
    }
  }
  CC_FREE_ALL(use, def, phiuse);
}

/* May two operands be the same term?  Constants only when written alike;
 * an instruction only as itself (no deeper look: possibly, for any other). */
static bool operands_may_equal(const cv_value *a, const cv_value *b) {
  if (a->kind == CV_VALUE_CONST && b->kind == CV_VALUE_CONST)
    return a->text && b->text && !strcmp(a->text, b->text);
  if (a->kind == CV_VALUE_INST && b->kind == CV_VALUE_INST && a->index == b->index) return true;
  if (a->kind == CV_VALUE_ARG && b->kind == CV_VALUE_ARG) return a->index == b->index;
  return !(a->kind == CV_VALUE_ARG && b->kind == CV_VALUE_CONST) &&
         !(a->kind == CV_VALUE_CONST && b->kind == CV_VALUE_ARG);
}

/* The condition operand of b's br, or NULL. */
static const cv_value *br_condition(const cv_program *p, int b) {
  const cv_inst *T = terminator(p, b);
  return T && T->op == CV_OP_BR && T->nops > 1 ? &T->ops[0] : NULL;
}

static void redecisions(ubp_prog *pp) {
  const cv_program *p = pp->p;
  int nb = cv_program_nblocks(p);
  pp->redecide = cc_calloc((size_t)nb + 1, sizeof(bool));
  cv_hierarchy *h = cv_cycles_llvm(p);
  for (int b = 0; b < nb; b++) {
    pp->redecide[b] = cv_hierarchy_innermost(h, b) >= 0;
    const cv_value *c = br_condition(p, b);
    for (int b2 = 0; b2 < nb && c && !pp->redecide[b]; b2++) {
      const cv_value *c2 = br_condition(p, b2);
      if (b2 == b || !c2) continue;
      if (c->kind != CV_VALUE_INST || c2->kind != CV_VALUE_INST) {
        pp->redecide[b] = operands_may_equal(c, c2);
        continue;
      }
      const cv_inst *I = cv_program_inst(p, c->index), *J = cv_program_inst(p, c2->index);
      bool may = I == J;
      if (!may && I->opkey && J->opkey && !strcmp(I->opkey, J->opkey) && I->nops == J->nops) {
        may = true;
        for (int o = 0; o < I->nops && may; o++) may = operands_may_equal(&I->ops[o], &J->ops[o]);
      }
      pp->redecide[b] = may;
    }
  }
  cv_hierarchy_free(h);
}

void ubp_prog_init(ubp_prog *pp, const cv_program *p, bool concrete) {
  memset(pp, 0, sizeof *pp);
  pp->p = p;
  pp->terms = cv_terms_new();
  int n = cv_program_ninsts(p), nb = cv_program_nblocks(p);
  pp->taint = cc_calloc((size_t)n + 1, sizeof *pp->taint);
  int *memdep = cc_malloc(((size_t)n + 1) * sizeof(int));
  int *memstore = cc_malloc(((size_t)n + 1) * sizeof(int));
  unsigned char *mem = cc_malloc((size_t)n + 1);
  stack_memory(p, memdep, memstore, mem);
  liveness(pp, memstore);
  free(memstore);
  redecisions(pp);
  scc_ctx c = {p, cc_malloc(((size_t)n + 1) * sizeof(int)), cc_malloc(((size_t)n + 1) * sizeof(int)),
               cc_malloc(((size_t)n + 1) * sizeof(int)), cc_malloc(((size_t)n + 1) * sizeof(int)),
               cc_calloc((size_t)n + 1, sizeof(bool)), 0, 0, 0, memdep};
  for (int i = 0; i < n; i++) c.index[i] = -1;
  for (int i = 0; i < n; i++)
    if (c.index[i] < 0) scc_visit(&c, i);
  int *size = cc_calloc((size_t)c.ncomp + 1, sizeof(int));
  for (int i = 0; i < n; i++) size[c.comp[i]]++;
  /* own taint */
  for (int i = 0; i < n; i++) {
    const cv_inst *I = cv_program_inst(p, i);
    bool self = false;
    for (int j = 0; j < I->nops; j++)
      self |= I->ops[j].kind == CV_VALUE_INST && I->ops[j].index == i;
    if (cv_inst_class_valued(I) || mem[i] == MEM_LOOP ||
        ((size[c.comp[i]] > 1 || self) && !concrete))
      pp->taint[i] = UBP_LOOP;
    else if (mem[i] != MEM_SLOT && fresh_source(p, I)) pp->taint[i] = UBP_FRESH;
  }
  /* propagate to users until nothing changes: a fresh operand makes an
   * operation fresh (its term contains a unique subterm), but a phi or a
   * select may pick it or not, so there it is not kept (LOOP) */
  bool changed = true;
  while (changed) {
    changed = false;
    for (int i = 0; i < n; i++) {
      const cv_inst *I = cv_program_inst(p, i);
      bool choose = I->op == CV_OP_PHI || (I->opcode && !strcmp(I->opcode, "select"));
      ubp_taint t = pp->taint[i];
      for (int j = 0; j <= I->nops; j++) { /* the operands, then the memory */
        if (j < I->nops && I->ops[j].kind != CV_VALUE_INST) continue;
        int w = j < I->nops ? I->ops[j].index : memdep[i];
        if (w < 0 || w >= n) continue;
        ubp_taint u = pp->taint[w];
        if (u == UBP_FRESH && choose) u = UBP_LOOP;
        if (u > t) t = u;
      }
      if (t != pp->taint[i]) {
        pp->taint[i] = t;
        changed = true;
      }
    }
  }
  CC_FREE_ALL(size, c.index, c.low, c.stack, c.comp, c.on, memdep, mem);
  pp->uq_of = cc_malloc(((size_t)nb + 1) * sizeof(int));
  for (int b = 0; b < nb; b++) {
    pp->uq_of[b] = -1;
    if (cv_block_branch(p, b) == CV_BRANCH_UNIFORM) pp->uq_of[b] = pp->nuq++;
  }
}

void ubp_prog_free(ubp_prog *pp) {
  cv_terms_free(pp->terms);
  free(pp->taint);
  free(pp->uq_of);
  free(pp->live_out);
  free(pp->redecide);
  memset(pp, 0, sizeof *pp);
}

/* The taint of block b's branch condition (VALUE branches). */
static ubp_taint cond_taint(const ubp_prog *pp, int b) {
  const cv_inst *T = terminator(pp->p, b);
  if (!T || (T->op != CV_OP_BR && T->op != CV_OP_SWITCH) || T->nops == 0) return UBP_FRESH;
  if (T->ops[0].kind != CV_VALUE_INST) return UBP_CLEAN;
  int i = T->ops[0].index;
  return i >= 0 && i < cv_program_ninsts(pp->p) ? pp->taint[i] : UBP_CLEAN;
}

/* The explicit engine's key of a decision (enumerate/engine.c): the
 * condition term and, for a switch, the block (a br's choice is the
 * successor index, equal i1 terms decide equally on every br). */
static int64_t decision_key(int term, int branch) {
  return ((int64_t)term << 32) | (uint32_t)(branch + 1);
}

static bool is_br(const cv_program *p, int b) {
  const cv_inst *T = terminator(p, b);
  return cv_block_branch(p, b) == CV_BRANCH_VALUE && T && T->op == CV_OP_BR;
}

/* ---- thread states ---------------------------------------------------------- */

enum { D_NONE = 0, D_FREE, D_APPROX, D_SHARED, D_UQ };

typedef struct tsucc {
  int to, block, kind;
  int64_t key; /* D_SHARED: decision key; D_UQ: the uniform block index */
  int choice;
} tsucc;

typedef CC_STACK(tsucc) tsuccs;

typedef struct tstate {
  int block, cond;      /* last block executed; its kept condition term or -1 */
  cv_thread *th;        /* a representative: the kept values are its values */
  int nm;               /* thread-local decisions: keys and choices */
  int64_t *mkey;
  int *mch;
  bool expanded;
  int nsucc;
  tsucc *succ;
} tstate;

typedef struct tspace {
  const ubp_prog *pp;
  int X;               /* the block the product asks about */
  cc_word *keep_x;     /* what a state at X keeps: X's values and operands too
                        * (the targets compare them), and what is live out */
  itab keys;
  CC_STACK(tstate) st;
  cc_ints buf;
  size_t bytes;        /* what the states hold: their threads and decisions */
  size_t thread_bytes; /* one thread's values (cv_thread), estimated */
} tspace;

/* The condition term the product keeps for block b just executed by th. */
static int kept_cond(const ubp_prog *pp, int b, int raw) {
  if (raw < 0 || cv_block_branch(pp->p, b) != CV_BRANCH_VALUE) return -1;
  return cond_taint(pp, b) == UBP_CLEAN ? raw : -1;
}

static int tspace_intern(tspace *s, int block, int cond, cv_thread *th, int nm,
                         const int64_t *mkey, const int *mch, bool *fresh) {
  const ubp_prog *pp = s->pp;
  CC_CLEAR(s->buf);
  CC_PUSH(s->buf, block);
  CC_PUSH(s->buf, cond);
  CC_PUSH(s->buf, nm);
  for (int i = 0; i < nm; i++) {
    CC_PUSH(s->buf, (int)(mkey[i] >> 32));
    CC_PUSH(s->buf, (int)(uint32_t)mkey[i]);
    CC_PUSH(s->buf, mch[i]);
  }
  /* the kept values a thread may still read (ids: one state per block
   * keeps the same instructions, in order) */
  int n = cv_program_ninsts(pp->p);
  const cc_word *keep = block == s->X ? s->keep_x : pp->live_out + (size_t)block * pp->lwords;
  for (int i = 0; i < n; i++)
    if (pp->taint[i] == UBP_CLEAN && cc_bit_get(keep, (size_t)i))
      CC_PUSH(s->buf, cv_thread_value(th, i));
  int id = itab_get(&s->keys, s->buf.begin, (int)CC_SIZE(s->buf), fresh);
  if (*fresh) {
    s->bytes += s->thread_bytes + ((size_t)nm + 1) * 12 + CC_SIZE(s->buf) * 8 + sizeof(tstate);
    tstate t = {.block = block, .cond = cond, .th = th, .nm = nm};
    t.mkey = cc_malloc(((size_t)nm + 1) * sizeof(int64_t));
    t.mch = cc_malloc(((size_t)nm + 1) * sizeof(int));
    if (nm) {
      memcpy(t.mkey, mkey, (size_t)nm * sizeof(int64_t));
      memcpy(t.mch, mch, (size_t)nm * sizeof(int));
    }
    CC_PUSH(s->st, t);
  }
  return id;
}

static int tspace_init(tspace *s, const ubp_prog *pp, int X) {
  memset(s, 0, sizeof *s);
  s->pp = pp;
  s->X = X;
  s->thread_bytes = 17 * (size_t)cv_program_ninsts(pp->p) + 4 * (size_t)cv_program_nblocks(pp->p) + 160;
  size_t W = pp->lwords;
  s->keep_x = cc_malloc(W * sizeof(cc_word));
  memcpy(s->keep_x, pp->live_out + (size_t)X * W, W * sizeof(cc_word));
  int ni;
  const int *is = cv_block_insts(pp->p, X, &ni);
  for (int k = 0; k < ni; k++) {
    const cv_inst *I = cv_program_inst(pp->p, is[k]);
    cc_bit_set(s->keep_x, (size_t)I->index);
    for (int o = 0; o < I->nops; o++)
      if (I->ops[o].kind == CV_VALUE_INST && I->ops[o].index >= 0 &&
          I->ops[o].index < cv_program_ninsts(pp->p))
        cc_bit_set(s->keep_x, (size_t)I->ops[o].index);
  }
  cv_thread *th = cv_thread_new(pp->p, pp->terms);
  int e = cv_program_entry(pp->p);
  int raw = cv_thread_exec(th, e, -1);
  bool fresh;
  return tspace_intern(s, e, kept_cond(pp, e, raw), th, 0, NULL, NULL, &fresh);
}

static void tstate_free(tstate *t) {
  cv_thread_free(t->th);
  CC_FREE_ALL(t->mkey, t->mch, t->succ);
}

static void tspace_free(tspace *s) {
  free(s->keep_x);
  CC_RELEASE_EACH(s->st, tstate_free);
  CC_RELEASE(s->buf);
  itab_free(&s->keys);
}

/* Adds the successor w (decision kind/key/choice; a thread-local decision
 * `local` is remembered) of state id to its list. */
static void add_succ(tspace *s, int id, tsuccs *out, int w, int kind, int64_t key,
                     int choice, bool local) {
  const ubp_prog *pp = s->pp;
  tstate *t = &CC_AT(s->st, id);
  int nm = t->nm;
  int64_t *mk = cc_malloc(((size_t)nm + 2) * sizeof(int64_t));
  int *mc = cc_malloc(((size_t)nm + 2) * sizeof(int));
  int j = 0;
  for (int i = 0; i < nm; i++) { /* sorted insert */
    if (local && j == i && t->mkey[i] > key) {
      mk[j] = key;
      mc[j++] = choice;
    }
    mk[j] = t->mkey[i];
    mc[j++] = t->mch[i];
  }
  if (local && j == nm) {
    mk[j] = key;
    mc[j++] = choice;
  }
  cv_thread *th = cv_thread_new(pp->p, pp->terms);
  cv_thread_copy(th, t->th);
  int from = t->block;
  int raw = cv_thread_exec(th, w, from);
  bool fresh;
  int to = tspace_intern(s, w, kept_cond(pp, w, raw), th, j, mk, mc, &fresh);
  if (!fresh) cv_thread_free(th);
  free(mk);
  free(mc);
  tsucc e = {to, w, kind, key, choice};
  CC_PUSH(*out, e);
}

/* The successors of thread state id under the branch semantics of docs/design.md
 * §5 as enumerate/engine.c applies them within one thread. */
static void expand(tspace *s, int id) {
  const ubp_prog *pp = s->pp;
  const cv_program *p = pp->p;
  tsuccs out = {0};
  tstate *t = &CC_AT(s->st, id);
  int b = t->block, ns;
  const int *succ = cv_block_succs(p, b, &ns);
  bool same = true;
  for (int i = 1; i < ns; i++) same &= succ[i] == succ[0];
  if (ns >= 1 && same) {
    add_succ(s, id, &out, succ[0], D_NONE, 0, 0, false);
  } else if (ns > 1) {
    cv_branch kind = cv_block_branch(p, b);
    bool br = is_br(p, b);
    ubp_taint ct = kind == CV_BRANCH_VALUE ? cond_taint(pp, b) : UBP_CLEAN;
    int cond = CC_AT(s->st, id).cond;
    int forced = -1, known = -1;
    int64_t key = 0;
    bool local = false;
    if (kind == CV_BRANCH_VALUE && ct == UBP_CLEAN && cond >= 0) {
      forced = cv_branch_forced(p, b, pp->terms, cond);
      key = decision_key(cond, br ? -1 : b);
      local = (cv_term_flags(pp->terms, cond) & CV_TERM_LOCAL) != 0;
      t = &CC_AT(s->st, id);
      for (int i = 0; i < t->nm; i++)
        if (t->mkey[i] == key) known = t->mch[i];
    }
    for (int i = 0; i < ns; i++) {
      int w = succ[i], choice = br ? i : w;
      bool dup = false;
      for (int j = 0; j < i; j++) dup |= succ[j] == w;
      if (dup && !br) continue;
      if (kind == CV_BRANCH_DIVERGENT) {
        add_succ(s, id, &out, w, D_FREE, 0, w, false);
      } else if (kind == CV_BRANCH_UNIFORM) {
        add_succ(s, id, &out, w, D_UQ, pp->uq_of[b], w, false);
      } else if (kind != CV_BRANCH_VALUE || ct == UBP_FRESH || cond < 0) {
        add_succ(s, id, &out, w, ct == UBP_LOOP ? D_APPROX : D_FREE, 0, choice, false);
      } else if (ct == UBP_LOOP) {
        add_succ(s, id, &out, w, D_APPROX, 0, choice, false);
      } else {
        if (forced >= 0 && (br ? i != forced : w != succ[forced])) continue;
        if (forced >= 0) {
          add_succ(s, id, &out, w, D_NONE, 0, choice, false);
        } else if (local) {
          if (known >= 0 && choice != known) continue;
          add_succ(s, id, &out, w, D_NONE, key, choice, known < 0 && pp->redecide[b]);
        } else {
          add_succ(s, id, &out, w, D_SHARED, key, choice, false);
        }
      }
    }
  }
  t = &CC_AT(s->st, id);
  t->expanded = true;
  t->nsucc = (int)CC_SIZE(out);
  t->succ = out.begin; /* ownership moves */
}

static const tstate *tget(tspace *s, int id) {
  if (!CC_AT(s->st, id).expanded) expand(s, id);
  return &CC_AT(s->st, id);
}

/* ---- the pair --------------------------------------------------------------- */

/* Layout of a pair state (ints). */
enum { P_TA = 0, P_TB, P_LS, P_SHARED, P_UQ, P_APPROX, P_SYNC, P_HDR };
enum { T_LEAD = 0, T_LEVEL, T_DELTA, T_W }; /* per tracked list, then w[depth] */
enum { LEAD_EQ = 0, LEAD_A = 1, LEAD_B = 2 };

typedef struct explorer {
  const ubp_query *q;
  const ubp_prog *pp;
  tspace ts;
  itab states, shared, uq;
  CC_STACK(int) parent;
  CC_STACK(unsigned char) mover;
  int *lvl;            /* level of each block in the driver list, -1 */
  int **tlvl;          /* the same per tracked list */
  int depth;           /* longest tracked list */
  int stride;
  int uqw;             /* ints per uniform block: free, lag, queue[cap] */
  ubp_result *res;
  /* Questions, in groups: X's m-convergence (one question per tracked
   * list, one witness settles the group), each value of X, X's branch. */
  bool *gexact;        /* per group: answered exactly (or closed) */
  bool *qrefuted;      /* per question: some answer, exact or approximate */
  int open;            /* groups asked and not yet answered exactly */
  int questions;       /* questions asked */
  int refuted;         /* questions with some answer, or in an answered
                        * group: when all are, no proof can come out of this
                        * product and over-approximated states need no
                        * expansion */
  cc_ints tmp, tmp2;
  cc_ints amb;         /* tracked lists made ambiguous by the last step */
} explorer;

/* Groups: G_MCONV, then 1 + value index, then 1 + ni the branch; questions:
 * the tracked lists (0..ntracked-1), then ntracked + the group's index - 1. */
enum { G_MCONV = 0 };

static int question_of(const explorer *e, int g, int j) {
  return g == G_MCONV ? j : e->q->ntracked + g - 1;
}

static void refute(explorer *e, int question) {
  if (!e->qrefuted[question]) {
    e->qrefuted[question] = true;
    e->refuted++;
  }
}

/* Group g answered exactly: none of its questions needs more. */
static void settle_group(explorer *e, int g) {
  e->gexact[g] = true;
  if (g == G_MCONV)
    for (int j = 0; j < e->q->ntracked; j++) refute(e, j);
  else refute(e, question_of(e, g, 0));
}

static int tracked_off(const explorer *e, int j) { return P_HDR + j * (T_W + e->depth); }

/* Driver list: may thread t execute a block of level l, and the new
 * comparison. */
static bool driver_step(const explorer *e, int ls, int t, int l, int *out) {
  int nL = e->q->nL;
  if (l < 0) {
    *out = ls;
    return true;
  }
  if (ls == 0) {
    *out = 1 + t * nL + l;
    return true;
  }
  int lead = (ls - 1) / nL, m = (ls - 1) % nL;
  if (lead == t) return false; /* the thread ahead waits */
  if (l < m) *out = 1 + t * nL + l;
  else if (l == m) *out = 0;
  else *out = ls;
  return true;
}

/* Tracked list at s[0..]: thread t executes a header of level l.  A
 * difference or a count above the cap is kept as OMEGA (cap + 1: "more
 * than cap"), which stays exact while it only grows or is reset by a
 * lower level; only the thread behind catching up one step from OMEGA is
 * ambiguous (OMEGA or cap after it): *ambiguous is set and `alt` picks the
 * outcome (0: still OMEGA, 1: cap). */
static void tracked_step(const explorer *e, int *s, int t, int l, bool alt, bool *ambiguous) {
  int D = e->depth, omega = e->q->cap + 1;
  int *w = s + T_W;
  int who = t == 0 ? LEAD_A : LEAD_B;
  if (s[T_LEAD] == LEAD_EQ) {
    s[T_LEAD] = who;
    s[T_LEVEL] = l;
    s[T_DELTA] = 1;
    for (int i = 0; i < D; i++) w[i] = 0;
    return;
  }
  int m = s[T_LEVEL];
  if (l < m) { /* this thread now leads at a lower level */
    s[T_LEAD] = who;
    s[T_LEVEL] = l;
    s[T_DELTA] = 1;
    for (int i = 0; i < D; i++) w[i] = 0;
    return;
  }
  if (s[T_LEAD] == who) { /* the thread ahead moves on */
    if (l == m) {
      if (s[T_DELTA] < omega) s[T_DELTA]++;
      for (int i = 0; i < D; i++) w[i] = 0;
    } else {
      if (w[l] < omega) w[l]++;
      for (int i = l + 1; i < D; i++) w[i] = 0;
    }
  } else if (l == m) { /* the thread behind catches up one step */
    if (s[T_DELTA] == omega) {
      *ambiguous = true;
      if (alt) s[T_DELTA] = omega - 1;
      return;
    }
    s[T_DELTA]--;
    if (s[T_DELTA] == 0) {
      int l2 = -1;
      for (int i = m + 1; i < D && l2 < 0; i++)
        if (w[i]) l2 = i;
      if (l2 < 0) {
        s[T_LEAD] = LEAD_EQ;
        s[T_LEVEL] = s[T_DELTA] = 0;
      } else {
        s[T_LEVEL] = l2;
        s[T_DELTA] = w[l2];
        for (int i = 0; i <= l2; i++) w[i] = 0;
      }
    }
  } /* l > m for the thread behind: reset when it catches up, irrelevant */
}

static void note_approx(explorer *e, const char *why) {
  if (!e->res->approx_why) e->res->approx_why = why;
}

/* The path to state id as two traces. */
static void path_of(explorer *e, int id, cv_tuple *t) {
  cc_ints moves = {0};
  for (int s = id; s > 0; s = CC_AT(e->parent, s)) {
    int n;
    const int *st = itab_at(&e->states, s, &n);
    int mv = CC_AT(e->mover, s); /* 0 A, 1 B, 2 both (B's step pushed first) */
    if (mv != 0) CC_PUSH(moves, 1000000 + CC_AT(e->ts.st, st[P_TB]).block);
    if (mv != 1) CC_PUSH(moves, CC_AT(e->ts.st, st[P_TA]).block);
  }
  t->k = 2;
  t->thread = cc_calloc(2, sizeof *t->thread);
  int len[2] = {1, 1};
  for (size_t i = 0; i < CC_SIZE(moves); i++) len[CC_AT(moves, i) / 1000000]++;
  for (int u = 0; u < 2; u++) {
    t->thread[u].blocks = cc_malloc(((size_t)len[u] + 1) * sizeof(int));
    t->thread[u].blocks[0] = cv_program_entry(e->pp->p);
    t->thread[u].len = 1;
  }
  for (size_t i = CC_SIZE(moves); i-- > 0;) {
    int u = CC_AT(moves, i) / 1000000, b = CC_AT(moves, i) % 1000000;
    t->thread[u].blocks[t->thread[u].len++] = b;
  }
  CC_RELEASE(moves);
}

/* A violation of question qn (group g) at state id.  Once the group has an
 * exact witness, here or in another product, nothing more is kept. */
static void record(explorer *e, ubp_question *qn, int g, int j, int id, bool approx) {
  if (qn->answer == UBP_EXACT || e->gexact[g]) return;
  if (approx && qn->ncand >= UBP_MAX_CANDIDATES) {
    qn->answer = UBP_APPROX;
    return;
  }
  cv_tuple t;
  path_of(e, id, &t);
  if (!approx) {
    /* the exact witness goes first; the candidates are no longer needed */
    for (int i = 0; i < qn->ncand; i++) cv_tuple_free(&qn->cand[i].t);
    qn->cand[0].t = t;
    qn->ncand = 1;
    qn->answer = UBP_EXACT;
    settle_group(e, g);
    e->open--;
    return;
  }
  qn->cand[qn->ncand++].t = t;
  qn->answer = UBP_APPROX;
  /* any answer of one tracked list rules out a proof of X's m-convergence
   * (it needs every list's "no violation"), but the candidates may all fail
   * to replay: the approximate states are expanded until the question
   * holds its fill of candidates, then only exact ones can still give a
   * witness */
  if (qn->ncand < UBP_MAX_CANDIDATES) return;
  if (g == G_MCONV)
    for (int k = 0; k < e->q->ntracked; k++) refute(e, k);
  else refute(e, question_of(e, g, j));
}

/* Can two threads at the same point of the same path take different
 * successors here?  Not on a shared decision, a .cfg uniform branch (the
 * same visit) or a decided thread-local term (those leave one successor). */
static bool may_differ(const tsucc *a, const tsucc *b) {
  if (a->block == b->block) return false;
  if (a->kind == D_SHARED || a->kind == D_UQ) return false;
  return true;
}

/* Two converged instances' terms of instruction inst of X: equal (0),
 * different (1), or not kept exactly (2).  An instruction of X that the
 * product does not keep is compared through its operands when they are
 * this instance's too (defined earlier in X): a convergent call's result is
 * a function of its class, the same for converged instances, and of its
 * operands ([CU] "Uniformity" as enumerate/ evaluates it); an operation on
 * operands of which one is not a constant is equal iff the operands are
 * (terms are hash-consed; constants alone fold). */
/* Why a comparison is not exact, by the instruction it stops at (a user
 * read the three causes in one sentence and could not tell which to act
 * on: a stack load in the entry block named "a value that changes with
 * every iteration"). */
static const char *approx_cause(const cv_inst *I) {
  if (I->op == CV_OP_LOAD)
    return "a value read from memory the product does not keep (stack slots: `opt-22 "
           "-passes=sroa` promotes them to registers, which the product does keep)";
  if (I->op == CV_OP_PHI)
    return "a value that changes with every iteration (a cycle of operands through a phi)";
  return "a value that changes with every iteration (a cycle of operands through a phi), is "
         "read from stack memory the product does not keep, or follows a convergent call's "
         "result";
}

static int compare_inst(explorer *e, const tstate *a, const tstate *b, int inst, const char **why) {
  const ubp_prog *pp = e->pp;
  const cv_inst *I = cv_program_inst(pp->p, inst);
  switch (pp->taint[inst]) {
  case UBP_CLEAN: {
    int ta = cv_thread_value(a->th, inst), tb = cv_thread_value(b->th, inst);
    if (ta < 0 && tb < 0) return 0;
    return cv_terms_equal(pp->terms, ta, tb, false) ? 0 : 1;
  }
  case UBP_FRESH: return 1;
  default: break;
  }
  /* a phi, a fresh value, a load (what memory holds is no function of
   * the operands) */
  if (I->op == CV_OP_PHI || I->op == CV_OP_LOAD || fresh_source(pp->p, I)) {
    if (!*why) *why = approx_cause(I);
    return 2;
  }
  /* each thread's own whatever class and operands: a scan, an unknown
   * convergent callee (model/values.c; the default reading of calls) */
  if (cv_inst_conv_per_thread(I, CV_CALLS_PER_THREAD)) return 1;
  /* a divergence source is a value of its thread (model/values.c: a call
   * the target makes a source has a thread-local term, whatever its
   * operands; NVPTX makes every call one): converged instances differ */
  if (I->flags & CV_INST_DIVERGENCE_SOURCE) return 1;
  if (cv_inst_class_valued(I) && !cv_inst_class_operands(I)) return 0;
  int worst = 0;
  for (int i = 0; i < I->nops; i++) {
    const cv_value *v = &I->ops[i];
    if (v->kind == CV_VALUE_BLOCK) continue;
    int r;
    if (v->kind == CV_VALUE_INST && pp->taint[v->index] != UBP_CLEAN) {
      const cv_inst *O = cv_program_inst(pp->p, v->index);
      if (O->block == I->block && O->index < I->index) r = compare_inst(e, a, b, v->index, why);
      else r = pp->taint[v->index] == UBP_FRESH ? 1 : 2;
      if (r == 2 && !*why) *why = approx_cause(O);
    } else {
      int ta = cv_thread_operand(a->th, v), tb = cv_thread_operand(b->th, v);
      r = ta < 0 && tb < 0 ? 0 : cv_terms_equal(pp->terms, ta, tb, false) ? 0 : 1;
    }
    if (r == 1) return 1;
    if (r > worst) worst = r;
  }
  return worst;
}

static void check_target(explorer *e, int id, const int *st) {
  const ubp_query *q = e->q;
  const ubp_prog *pp = e->pp;
  bool approx = st[P_APPROX] != 0;
  for (int j = 0; j < q->ntracked; j++) {
    int lead = st[tracked_off(e, j) + T_LEAD];
    if (lead == LEAD_EQ) continue;
    record(e, &e->res->mconv[j], G_MCONV, j, id, approx);
  }
  if (!q->values) return;
  /* no expansion here: it may move the states */
  const tstate *a = &CC_AT(e->ts.st, st[P_TA]), *b = &CC_AT(e->ts.st, st[P_TB]);
  int ni;
  const int *is = cv_block_insts(pp->p, q->X, &ni);
  for (int j = 0; j < ni; j++) {
    const char *why = NULL;
    int c = compare_inst(e, a, b, is[j], &why);
    if (c == 2) note_approx(e, why ? why : approx_cause(cv_program_inst(pp->p, is[j])));
    if (c) record(e, &e->res->values[j], 1 + j, 0, id, approx || c == 2);
  }
  int ns;
  cv_block_succs(pp->p, q->X, &ns);
  if (ns < 2) return;
  cv_branch kind = cv_block_branch(pp->p, q->X);
  int c = 0;
  if (kind == CV_BRANCH_DIVERGENT) c = 1; /* a fresh condition per visit */
  else if (kind == CV_BRANCH_UNIFORM) {  /* the same visit number? */
    int n;
    const int *u = itab_at(&e->uq, st[P_UQ], &n);
    const int *slot = u + e->uqw * pp->uq_of[q->X];
    c = slot[0] ? 2 : slot[1] != 0;
  } else {
    ubp_taint t = cond_taint(pp, q->X);
    if (t == UBP_FRESH) c = 1;
    else if (t == UBP_LOOP) c = 2;
    else c = cv_terms_equal(pp->terms, a->cond, b->cond, false) ? 0 : 1;
  }
  if (c) record(e, &e->res->branch, 1 + ni, 0, id, approx || c == 2);
}

/* Applies a shared decision to the set (sorted triples hi, lo, choice);
 * false if it contradicts one made before. */
static bool shared_step(explorer *e, int set, int64_t key, int choice, int *out) {
  int n;
  const int *a = itab_at(&e->shared, set, &n);
  int hi = (int)(key >> 32), lo = (int)(uint32_t)key;
  CC_CLEAR(e->tmp2);
  bool placed = false;
  for (int i = 0; i < n; i += 3) {
    if (a[i] == hi && a[i + 1] == lo) {
      if (a[i + 2] != choice) return false;
      *out = set;
      return true;
    }
    int64_t k2 = ((int64_t)a[i] << 32) | (uint32_t)a[i + 1];
    if (!placed && k2 > key) {
      CC_PUSH(e->tmp2, hi);
      CC_PUSH(e->tmp2, lo);
      CC_PUSH(e->tmp2, choice);
      placed = true;
    }
    CC_PUSH(e->tmp2, a[i]);
    CC_PUSH(e->tmp2, a[i + 1]);
    CC_PUSH(e->tmp2, a[i + 2]);
  }
  if (!placed) {
    CC_PUSH(e->tmp2, hi);
    CC_PUSH(e->tmp2, lo);
    CC_PUSH(e->tmp2, choice);
  }
  *out = itab_get(&e->shared, e->tmp2.begin, (int)CC_SIZE(e->tmp2), NULL);
  return true;
}

/* A .cfg uniform branch (block index ui) decided by thread t: the thread
 * behind must repeat the direction the other took on that visit. */
static bool uq_step(explorer *e, int vec, int ui, int t, int choice, int *out, bool *approx) {
  int n, cap = e->q->cap;
  const int *a = itab_at(&e->uq, vec, &n);
  CC_CLEAR(e->tmp2);
  for (int i = 0; i < n; i++) CC_PUSH(e->tmp2, a[i]);
  int *slot = e->tmp2.begin + e->uqw * ui;
  int *qd = slot + 2;
  if (slot[0]) { /* abandoned: free */
    *out = vec;
    return true;
  }
  int lag = slot[1]; /* visits of A minus visits of B */
  int ahead = lag > 0 ? 0 : lag < 0 ? 1 : -1;
  int len = lag < 0 ? -lag : lag;
  if (ahead >= 0 && ahead != t) { /* behind: follow the leader's first */
    if (qd[0] != choice) return false;
    for (int i = 1; i < len; i++) qd[i - 1] = qd[i];
    qd[len - 1] = 0;
    slot[1] += t == 0 ? 1 : -1;
  } else {
    if (len >= cap) {
      slot[0] = 1;
      slot[1] = 0;
      for (int i = 0; i < cap; i++) qd[i] = 0;
      *approx = true;
    } else {
      qd[len] = choice;
      slot[1] += t == 0 ? 1 : -1;
    }
  }
  *out = itab_get(&e->uq, e->tmp2.begin, (int)CC_SIZE(e->tmp2), NULL);
  return true;
}

/* Thread t takes successor sc in state s (updated in place); false if the
 * step is not allowed (the driver's order, a decision made before). */
static bool step(explorer *e, int *s, int t, const tsucc *sc, int flip, cc_ints *ambiguous) {
  const ubp_query *q = e->q;
  bool approx = false;
  if (!driver_step(e, s[P_LS], t, e->lvl[sc->block], &s[P_LS])) return false;
  if (sc->kind == D_SHARED && !shared_step(e, s[P_SHARED], sc->key, sc->choice, &s[P_SHARED]))
    return false;
  if (sc->kind == D_UQ && !uq_step(e, s[P_UQ], (int)sc->key, t, sc->choice, &s[P_UQ], &approx))
    return false;
  if (approx) note_approx(e, "a uniform branch visited more often by one thread than the cap "
                             "allows");
  if (sc->kind == D_APPROX) {
    approx = true;
    note_approx(e, "a branch on a value that changes with every iteration, taken freely");
  }
  for (int j = 0; j < q->ntracked; j++) {
    int l = e->tlvl[j][sc->block];
    bool amb = false;
    if (l >= 0) tracked_step(e, s + tracked_off(e, j), t, l, j == flip, &amb);
    if (amb) {
      note_approx(e, "the other hierarchy's counters differ by more than the cap");
      if (ambiguous) CC_PUSH(*ambiguous, j);
      approx = true;
    }
  }
  s[t == 0 ? P_TA : P_TB] = sc->to;
  if (approx) s[P_APPROX] = 1;
  return true;
}

static void push_state(explorer *e, const int *s, int parent, int mover) {
  bool fresh;
  itab_get(&e->states, s, e->stride, &fresh);
  if (fresh) {
    CC_PUSH(e->parent, parent);
    CC_PUSH(e->mover, (unsigned char)mover);
  }
}

/* Both threads have executed the same path (P_SYNC; their states are one
 * state).  Pairs of instances at different positions of one path are never
 * converged (a thread's signatures are all different), so only two moves
 * matter: both threads take the same successor, or they take different
 * ones here (where the branch allows it), after which they are apart for
 * good.  Threads are interchangeable, so A takes the first of the two. */
static void expand_sync(explorer *e, int id, const int *cur, int *nxt) {
  int tsid = cur[P_TA];
  const tstate *ts = tget(&e->ts, tsid);
  int n = ts->nsucc;
  for (int k = 0; k < n; k++) {
    tsucc a = CC_AT(e->ts.st, tsid).succ[k];
    memcpy(nxt, cur, (size_t)e->stride * sizeof(int));
    if (step(e, nxt, 0, &a, -1, NULL) && step(e, nxt, 1, &a, -1, NULL)) {
      nxt[P_TB] = nxt[P_TA];
      push_state(e, nxt, id, 2);
    }
    for (int k2 = k + 1; k2 < n; k2++) {
      tsucc b = CC_AT(e->ts.st, tsid).succ[k2];
      if (!may_differ(&a, &b)) continue;
      memcpy(nxt, cur, (size_t)e->stride * sizeof(int));
      nxt[P_SYNC] = 0;
      if (step(e, nxt, 0, &a, -1, NULL) && step(e, nxt, 1, &b, -1, NULL)) push_state(e, nxt, id, 2);
    }
  }
}

/* Has the product passed one of its budgets (states; memory, looked at
 * every 64 states; the deadline, every 1024)?  Then it is incomplete, and
 * the result says which. */
static bool over_budget(explorer *e, int id) {
  const ubp_query *q = e->q;
  ubp_result *res = e->res;
  bool *why = NULL;
  if (q->max_states && (uint64_t)CC_SIZE(e->states.lens) > q->max_states) why = &res->over_states;
  if (!why && (id & 63) == 0) {
    /* what the product holds: threads, pairs, and the sets of shared
     * decisions and uniform-branch lags the pairs point to (in the concrete
     * search a loop's exit condition is a new term on every iteration, so
     * the decision sets grow with the depth: they were not counted, and a
     * budget of 512 MB let 3.8 GB be used on PolyBench's atax, issue 26) */
    size_t bytes = e->ts.bytes + itab_bytes(&e->ts.keys) + itab_bytes(&e->states) +
                   itab_bytes(&e->shared) + itab_bytes(&e->uq) + e->parent.cap * 4 +
                   e->mover.cap;
    if (bytes > res->bytes) res->bytes = bytes;
    if (q->max_bytes && bytes > q->max_bytes) why = &res->over_bytes;
    else if ((id & 1023) == 0 && q->deadline > 0 && cc_now() > q->deadline) why = &res->timed_out;
  }
  if (!why) return false;
  *why = true;
  res->complete = false;
  return true;
}

void ubp_explore(const ubp_query *q, ubp_result *res) {
  const ubp_prog *pp = q->pp;
  const cv_program *p = pp->p;
  int nb = cv_program_nblocks(p), ni;
  cv_block_insts(p, q->X, &ni);
  memset(res, 0, sizeof *res);
  res->mconv = cc_calloc((size_t)q->ntracked + 1, sizeof *res->mconv);
  res->values = cc_calloc((size_t)ni + 1, sizeof *res->values);
  explorer e;
  memset(&e, 0, sizeof e);
  e.q = q;
  e.pp = pp;
  e.res = res;
  e.lvl = cc_malloc(((size_t)nb + 1) * sizeof(int));
  for (int b = 0; b < nb; b++) e.lvl[b] = -1;
  for (int i = 0; i < q->nL; i++) e.lvl[q->L[i]] = i;
  e.tlvl = cc_calloc((size_t)q->ntracked + 1, sizeof *e.tlvl);
  for (int j = 0; j < q->ntracked; j++) {
    e.tlvl[j] = cc_malloc(((size_t)nb + 1) * sizeof(int));
    for (int b = 0; b < nb; b++) e.tlvl[j][b] = -1;
    for (int i = 0; i < q->ntr[j]; i++) e.tlvl[j][q->tracked[j][i]] = i;
    if (q->ntr[j] > e.depth) e.depth = q->ntr[j];
  }
  e.stride = P_HDR + q->ntracked * (T_W + e.depth);
  e.uqw = 2 + q->cap;
  int nsx;
  cv_block_succs(p, q->X, &nsx);
  e.gexact = cc_calloc((size_t)ni + 3, sizeof(bool));
  e.qrefuted = cc_calloc((size_t)q->ntracked + (size_t)ni + 3, sizeof(bool));
  for (int g = 0; g < ni + 2; g++) { /* which groups are asked, and still open */
    bool asked = g == G_MCONV ? q->ntracked > 0 : q->values && (g <= ni || nsx > 1);
    bool closed = g == G_MCONV ? q->closed_mconv
                  : g <= ni    ? q->closed_values && q->closed_values[g - 1]
                               : q->closed_branch;
    if (!asked) {
      e.gexact[g] = true;
      continue;
    }
    e.questions += g == G_MCONV ? q->ntracked : 1;
    if (closed) settle_group(&e, g);
    else e.open++;
    bool refuted = g == G_MCONV ? q->refuted_mconv
                   : g <= ni    ? q->refuted_values && q->refuted_values[g - 1]
                                : q->refuted_branch;
    for (int j = 0; refuted && j < (g == G_MCONV ? q->ntracked : 1); j++)
      refute(&e, question_of(&e, g, j));
  }
  int t0 = tspace_init(&e.ts, pp, q->X);
  int empty = itab_get(&e.shared, NULL, 0, NULL);
  int *uq0 = cc_calloc((size_t)(e.uqw * pp->nuq) + 1, sizeof(int));
  int uq_init = itab_get(&e.uq, uq0, e.uqw * pp->nuq, NULL);
  free(uq0);
  int *cur = cc_calloc((size_t)e.stride + 1, sizeof(int));
  int *nxt = cc_calloc((size_t)e.stride + 1, sizeof(int));
  cur[P_TA] = cur[P_TB] = t0;
  cur[P_SHARED] = empty;
  cur[P_UQ] = uq_init;
  cur[P_SYNC] = 1;
  itab_get(&e.states, cur, e.stride, NULL);
  CC_PUSH(e.parent, -1);
  CC_PUSH(e.mover, 0);
  /* X in no cycle, no counters to compare, no .cfg uniform branch (whose
   * visits couple the threads in step): once apart, the threads' moves
   * commute (their shared decisions are a set), and X is executed at most
   * once per thread, so every pair of instances of X is reached with A
   * moving first up to X and waiting there, then B: one interleaving
   * instead of all of them. */
  bool ordered = q->nL == 0 && q->ntracked == 0 && pp->nuq == 0;
  res->complete = true;
  for (int id = 0; id < (int)CC_SIZE(e.states.lens); id++) {
    if (e.open == 0) {
      res->complete = false; /* every question answered: stop early */
      break;
    }
    if (over_budget(&e, id)) break;
    int n;
    memcpy(cur, itab_at(&e.states, id, &n), (size_t)e.stride * sizeof(int));
    if (CC_AT(e.ts.st, cur[P_TA]).block == q->X && CC_AT(e.ts.st, cur[P_TB]).block == q->X &&
        cur[P_LS] == 0)
      check_target(&e, id, cur);
    /* every question already has a violation: only exact states can still
     * give a witness, approximate ones nothing */
    if (cur[P_APPROX] && e.refuted == e.questions) continue;
    if (cur[P_SYNC]) { /* one path so far: a joint step, or the first difference */
      expand_sync(&e, id, cur, nxt);
      continue;
    }
    for (int t = 0; t < 2; t++) {
      if (ordered) { /* A runs to X and waits there; then B runs */
        bool a_at_x = CC_AT(e.ts.st, cur[P_TA]).block == q->X;
        if (t == 0 ? a_at_x : !a_at_x) continue;
      }
      int tsid = cur[t == 0 ? P_TA : P_TB];
      const tstate *ts = tget(&e.ts, tsid);
      int nsucc = ts->nsucc;
      for (int k = 0; k < nsucc; k++) {
        tsucc sc = CC_AT(e.ts.st, tsid).succ[k];
        memcpy(nxt, cur, (size_t)e.stride * sizeof(int));
        CC_CLEAR(e.amb);
        if (!step(&e, nxt, t, &sc, -1, &e.amb)) continue;
        push_state(&e, nxt, id, t);
        /* the other outcome of an ambiguous catching up (approximate), one
         * list at a time: each question is about one list (or none), and
         * the lists move independently, so every list's two outcomes with
         * every future of the others are reached without the 2^k mixtures
         * (which were unsigned bits: undefined past 32 lists) */
        for (size_t a = 0; a < CC_SIZE(e.amb); a++) {
          memcpy(nxt, cur, (size_t)e.stride * sizeof(int));
          if (step(&e, nxt, t, &sc, CC_AT(e.amb, a), NULL)) push_state(&e, nxt, id, t);
        }
      }
    }
  }
  res->states = CC_SIZE(e.states.lens);
  CC_FREE_ALL(e.gexact, e.qrefuted);
  free(cur);
  free(nxt);
  free(e.lvl);
  for (int j = 0; j < q->ntracked; j++) free(e.tlvl[j]);
  free(e.tlvl);
  tspace_free(&e.ts);
  itab_free(&e.states);
  itab_free(&e.shared);
  itab_free(&e.uq);
  CC_RELEASE(e.parent);
  CC_RELEASE(e.mover);
  CC_RELEASE(e.tmp);
  CC_RELEASE(e.tmp2);
  CC_RELEASE(e.amb);
}

static void question_free(ubp_question *qn) {
  for (int i = 0; i < qn->ncand; i++) cv_tuple_free(&qn->cand[i].t);
  qn->ncand = 0;
}

void ubp_result_free(ubp_result *res, int ntracked, int nvalues) {
  for (int j = 0; j < ntracked; j++) question_free(&res->mconv[j]);
  for (int j = 0; j < nvalues; j++) question_free(&res->values[j]);
  question_free(&res->branch);
  free(res->mconv);
  free(res->values);
  memset(res, 0, sizeof *res);
}

/* ---- extending a witness for the bounded engine ------------------------------ */

typedef struct decisions {
  CC_STACK(int64_t) key;
  CC_STACK(int) choice;
} decisions;

static int lookup(const decisions *d, int64_t key) {
  for (size_t i = 0; i < CC_SIZE(d->key); i++)
    if (CC_AT(d->key, i) == key) return CC_AT(d->choice, i);
  return -1;
}

/* Replays trace tr (first len blocks) recording its decisions; returns the
 * thread after the last block and the last condition term. */
static cv_thread *replay(const ubp_prog *pp, const cv_trace *tr, decisions *own, int *cond) {
  const cv_program *p = pp->p;
  cv_thread *th = cv_thread_new(p, pp->terms);
  *cond = -1;
  for (int s = 0; s < tr->len; s++) {
    *cond = cv_thread_exec(th, tr->blocks[s], s ? tr->blocks[s - 1] : -1);
    if (s + 1 < tr->len && *cond >= 0) {
      int b = tr->blocks[s], w = tr->blocks[s + 1], ns;
      const int *succ = cv_block_succs(p, b, &ns);
      bool same = true;
      for (int i = 1; i < ns; i++) same &= succ[i] == succ[0];
      if (same) continue; /* decides nothing (as enumerate/) */
      bool br = is_br(p, b);
      int choice = w;
      if (br)
        for (int i = 0; i < ns; i++)
          if (succ[i] == w) choice = i;
      CC_PUSH(own->key, decision_key(*cond, br ? -1 : b));
      CC_PUSH(own->choice, choice);
    }
  }
  return th;
}

int ubp_extend(const ubp_prog *pp, cv_tuple *t) {
  const cv_program *p = pp->p;
  int L = 0;
  for (int u = 0; u < t->k; u++)
    if (t->thread[u].len > L) L = t->thread[u].len;
  decisions d[2];
  memset(d, 0, sizeof d);
  int cond[2];
  cv_thread *th[2];
  for (int u = 0; u < 2; u++) th[u] = replay(pp, &t->thread[u], &d[u], &cond[u]);
  for (int u = 0; u < 2; u++) {
    cv_trace *tr = &t->thread[u];
    tr->blocks = cc_realloc(tr->blocks, ((size_t)L + 1) * sizeof(int));
    while (tr->len < L) {
      int b = tr->blocks[tr->len - 1], ns;
      const int *succ = cv_block_succs(p, b, &ns);
      if (ns == 0) break;
      int pick = 0;
      bool same = true;
      for (int i = 1; i < ns; i++) same &= succ[i] == succ[0];
      if (!same && cond[u] >= 0) {
        bool br = is_br(p, b);
        int64_t key = decision_key(cond[u], br ? -1 : b);
        int forced = cv_branch_forced(p, b, pp->terms, cond[u]);
        int known = lookup(&d[u], key);
        if (known < 0 && !(cv_term_flags(pp->terms, cond[u]) & CV_TERM_LOCAL))
          known = lookup(&d[1 - u], key);
        if (forced >= 0) pick = forced;
        else if (known >= 0) {
          for (int i = 0; i < ns; i++)
            if ((br ? i : succ[i]) == known) pick = i;
        }
        CC_PUSH(d[u].key, key);
        CC_PUSH(d[u].choice, br ? pick : succ[pick]);
      }
      int w = succ[pick];
      cond[u] = cv_thread_exec(th[u], w, b);
      tr->blocks[tr->len++] = w;
    }
  }
  for (int u = 0; u < 2; u++) {
    cv_thread_free(th[u]);
    CC_RELEASE(d[u].key);
    CC_RELEASE(d[u].choice);
  }
  return L;
}
