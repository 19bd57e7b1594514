/* model/tokens.c — convergence control tokens: the dynamic rules of the
 * token intrinsics and of controlled convergent operations, and the
 * controlled maximal converged-with relation.
 *
 * [CO] = ConvergentOperations.rst.  A token value is "the dynamic instance
 * of the instruction that produced it" ([CO] "Dynamic Instances and
 * Convergence Tokens"): for a use in a thread, the most recent instance of
 * the definition in that thread.  The relation on the instances of one
 * controlled instruction is kept as a class per instance (equal classes in
 * different threads = converged); the relation on the blocks' other
 * instructions is a cv_relation over block instances (docs/design.md §4). */
#include "model/model.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

bool cv_inst_controlled(const cv_inst *I) {
  return I->token_def != CV_TOKEN_NONE ||
         (I->token_use >= 0 && (I->flags & CV_INST_CONVERGENT));
}

bool cv_program_has_tokens(const cv_program *p) {
  for (int i = 0; i < cv_program_ninsts(p); i++) {
    const cv_inst *I = cv_program_inst(p, i);
    if (I->token_def != CV_TOKEN_NONE || I->token_use >= 0) return true;
  }
  return false;
}

/* How an instruction is named in the spec's examples: %loop, @op.1. */
static void inst_name(const cv_program *p, int i, char *buf, size_t n) {
  const cv_inst *I = cv_program_inst(p, i);
  if (I->name) snprintf(buf, n, "%%%s", I->name);
  else snprintf(buf, n, "@%s", I->opcode ? I->opcode : "?");
}

/* [CO] "Convergence Control Intrinsics": loop has a convergencectrl
 * operand, entry and anchor have none; the operand must be a token
 * definition.  The token chain must not loop (it cannot in valid IR,
 * where the operand dominates its use). */
bool cv_tokens_check(const cv_program *p, cc_error *err) {
  int n = cv_program_ninsts(p);
  char nm[200];
  for (int i = 0; i < n; i++) {
    const cv_inst *I = cv_program_inst(p, i);
    inst_name(p, i, nm, sizeof nm);
    const char *file = cv_program_file(p);
    if (I->token_def == CV_TOKEN_LOOP && I->token_use < 0) {
      cc_error_set(err, file, I->line, I->col,
                   "%s: llvm.experimental.convergence.loop needs a convergencectrl "
                   "token ([CO] \"llvm.experimental.convergence.loop\")", nm);
      return false;
    }
    if ((I->token_def == CV_TOKEN_ENTRY || I->token_def == CV_TOKEN_ANCHOR ||
         I->token_def == CV_TOKEN_ITERATING) &&
        I->token_use >= 0) {
      cc_error_set(err, file, I->line, I->col,
                   "%s: %s takes no convergencectrl token ([CO] \"Convergence Control "
                   "Intrinsics\"; \"A New Type of Convergence Control Intrinsic?\" for "
                   "iterating_anchor)", nm,
                   I->token_def == CV_TOKEN_ENTRY    ? "entry"
                   : I->token_def == CV_TOKEN_ANCHOR ? "anchor"
                                                     : "iterating_anchor");
      return false;
    }
    if (I->token_use >= 0) {
      if (I->token_use >= n || cv_program_inst(p, I->token_use)->token_def == CV_TOKEN_NONE) {
        cc_error_set(err, file, I->line, I->col,
                     "%s: the convergencectrl operand is not a convergence token "
                     "(entry, anchor or loop)", nm);
        return false;
      }
      int steps = 0;
      for (int d = I->token_use; d >= 0; d = cv_program_inst(p, d)->token_use)
        if (d == i || ++steps > n) {
          cc_error_set(err, file, I->line, I->col,
                       "%s: its token is defined, through convergencectrl operands, "
                       "by itself", nm);
          return false;
        }
    }
  }
  return true;
}

/* Does some path from the start of block b reach a use of def's token
 * without passing through def?  (The token is live at b.) */
static bool live_in(const cv_program *p, int def, int b, char *seen) {
  /* a search with an explicit stack (a path may be as long as the CFG:
   * no stack frame per block, issue 29) */
  int db = cv_program_inst(p, def)->block;
  cc_ints todo = {0};
  CC_PUSH(todo, b);
  bool live = false;
  while (!CC_EMPTY(todo) && !live) {
    int x = CC_POP(todo);
    if (seen[x]) continue;
    seen[x] = 1;
    int ni;
    const int *is = cv_block_insts(p, x, &ni);
    bool redefined = false;
    for (int j = 0; j < ni && !live && !redefined; j++) {
      if (is[j] == def) redefined = true; /* redefined before any use here */
      else if (cv_program_inst(p, is[j])->token_use == def) live = true;
    }
    if (live || redefined) continue;
    int ns;
    const int *ss = cv_block_succs(p, x, &ns);
    for (int j = ns; j-- > 0;)
      if (ss[j] != db && !seen[ss[j]]) CC_PUSH(todo, ss[j]);
  }
  CC_RELEASE(todo);
  return live;
}

/* [CO] "Convergence Regions": the points dominated by the definition from
 * which a use can be reached, at block granularity (see model.h). */
static bool region_contains(const cv_program *p, const cv_domtree *dt, int def, int b) {
  int db = cv_program_inst(p, def)->block;
  bool used = false;
  for (int i = 0; i < cv_program_ninsts(p) && !used; i++)
    used = cv_program_inst(p, i)->token_use == def;
  if (!used) return false;
  if (b == db) return true;
  if (!cv_domtree_dominates(dt, db, b)) return false;
  char *seen = cc_calloc((size_t)cv_program_nblocks(p) + 1, 1);
  bool live = live_in(p, def, b, seen);
  free(seen);
  return live;
}

bool cv_token_region_contains_block(const cv_program *p, int def, int b) {
  cv_domtree *dt = cv_domtree_new(p, false);
  bool in = region_contains(p, dt, def, b);
  cv_domtree_free(dt);
  return in;
}

int cv_tuple_inst_position(const cv_program *p, const cv_tuple *t, int inst,
                           int thread, int n) {
  if (thread < 0 || thread >= t->k || inst < 0 || inst >= cv_program_ninsts(p)) return -1;
  int b = cv_program_inst(p, inst)->block, seen = 0;
  for (int s = 0; s < t->thread[thread].len; s++)
    if (t->thread[thread].blocks[s] == b && ++seen == n) return s;
  return -1;
}

/* ---- one tuple ------------------------------------------------------------ */

typedef struct behaviour {
  cv_relation *rel;
  int *cls; /* ncontrolled x n: class of each controlled instruction's instance */
} behaviour;

struct cv_behaviours {
  const cv_program *p;
  const cv_tuple *t;
  int k, n;            /* threads, block instances */
  int *off;            /* first instance id of each thread */
  int *thread_of, *block_of;
  int nctl;            /* controlled instructions */
  int *ctl;            /* their instruction indices, token chain order */
  int *ctl_of;         /* per instruction: index in ctl, -1 */
  CC_STACK(behaviour) bs;
  uint64_t choices;
  uint64_t pruned;     /* partial choices the cycle check cut */
  bool truncated;
  bool timed_out;      /* the deadline cut the search */
  bool observed;       /* one behaviour per choice of the observed anchors */
  char *why;           /* the first contradiction found */
  /* the region condition, per block: the controlled token definitions
   * whose convergence region contains it */
  int *nregion;
  int **region;
  const int *cur;      /* the classes of the behaviour being built */
  const cv_hierarchy *h;
  cv_readings rd;      /* convergence-before and the anchors */
  int *iprev;          /* per instance of an iterating anchor's block: the
                        * previous encounter if a continuation, else -1 */
  /* Points of each block in program order, for convergence-before between
   * instructions (inst_order_cycle): a controlled instruction (its index
   * in ctl), or -1 for a run of the other instructions */
  int *npts;
  int **pts;
};

/* The token value used by instruction u at block instance id: the most
 * recent instance of its definition in the thread, or -1 ([CO] "Dynamic
 * Instances and Convergence Tokens").  An instance of the definition's
 * block counts at id itself only when the definition comes first in it. */
static int token_instance(const cv_behaviours *B, int def, int id, bool self) {
  int db = cv_program_inst(B->p, def)->block;
  int t = B->thread_of[id];
  for (int j = self ? id : id - 1; j >= B->off[t]; j--)
    if (B->block_of[j] == db) return j;
  return -1;
}

static int inst_token_instance(const cv_behaviours *B, int u, int id) {
  const cv_inst *U = cv_program_inst(B->p, u);
  const cv_inst *D = cv_program_inst(B->p, U->token_use);
  return token_instance(B, U->token_use, id, D->block == U->block && D->index < U->index);
}

/* Classes are numbered per instruction; fresh numbers for instances that
 * converge with nothing. */
typedef struct pairmap {
  CC_STACK(int) a;
  CC_STACK(int) b;
} pairmap;

static int pair_class(pairmap *m, int x, int y) {
  for (size_t i = 0; i < CC_SIZE(m->a); i++)
    if (CC_AT(m->a, i) == x && CC_AT(m->b, i) == y) return (int)i;
  CC_PUSH(m->a, x);
  CC_PUSH(m->b, y);
  return (int)CC_SIZE(m->a) - 1;
}

/* The spec's name of a controlled instruction's instance: %loop(1;2) is
 * thread 1's second execution; @op(2) when the thread executes it once. */
static void instance_label(const cv_behaviours *B, int inst, int id, char *buf, size_t n) {
  char nm[200];
  inst_name(B->p, inst, nm, sizeof nm);
  int t = B->thread_of[id], b = cv_program_inst(B->p, inst)->block, nth = 0, total = 0;
  for (int j = B->off[t]; j < B->off[t + 1]; j++)
    if (B->block_of[j] == b) {
      total++;
      if (j <= id) nth++;
    }
  if (total == 1) snprintf(buf, n, "%s(%d)", nm, t + 1);
  else snprintf(buf, n, "%s(%d;%d)", nm, t + 1, nth);
}

/* The classes of every controlled instruction's instances under the
 * anchors' classes in cls (already filled for anchors), in token chain
 * order: [CO] "llvm.experimental.convergence.entry" (a launch's threads
 * converged), "llvm.experimental.convergence.loop" (converged iff the
 * token's instances are and the iteration counts agree),
 * "llvm.experimental.convergence.anchor" (the choice in anchor_cls).  Returns false with *why set when the dynamic rule for a
 * convergent operation relates two instances of one thread (the
 * contradiction of [CO] "Rationales for Static rules about cycles"). */
static bool derive_classes(cv_behaviours *B, int *cls, const int *anchor_cls, char **why) {
  int n = B->n;
  for (int c = 0; c < B->nctl; c++) {
    int u = B->ctl[c];
    const cv_inst *U = cv_program_inst(B->p, u);
    int *mine = cls + (size_t)c * (size_t)n;
    int fresh = 2 * n + 2; /* above any class the rules give */
    for (int id = 0; id < n; id++) mine[id] = -1;
    if (U->token_def == CV_TOKEN_ENTRY) {
      /* [CO] "llvm.experimental.convergence.entry" 1a: a kernel launch's
       * threads (the k threads of a tuple) enter converged. */
      for (int id = 0; id < n; id++)
        if (B->block_of[id] == U->block) mine[id] = 0;
      continue;
    }
    if (cv_token_implementation_defined(U->token_def)) {
      /* anchors and iterating anchors: chosen by the search below */
      for (int id = 0; id < n; id++)
        if (B->block_of[id] == U->block) mine[id] = anchor_cls[(size_t)c * (size_t)n + (size_t)id];
      continue;
    }
    const int *dcls = cls + (size_t)B->ctl_of[U->token_use] * (size_t)n;
    pairmap pm = {{0}, {0}};
    for (int id = 0; id < n; id++) {
      if (B->block_of[id] != U->block) continue;
      int d = inst_token_instance(B, u, id);
      if (d < 0 || dcls[d] < 0) { /* no token value: converged with nothing */
        mine[id] = fresh++;
        continue;
      }
      if (U->token_def == CV_TOKEN_LOOP) {
        /* [CO] "llvm.experimental.convergence.loop": converged token
         * values and the same n-th execution with that token value. */
        int nth = 0;
        for (int j = d; j <= id; j++)
          if (B->block_of[j] == U->block && inst_token_instance(B, u, j) == d) nth++;
        mine[id] = pair_class(&pm, dcls[d], nth);
      } else {
        /* [CO] "Dynamic Instances and Convergence Tokens": converged iff
         * the token values come from converged instances of D. */
        mine[id] = pair_class(&pm, dcls[d], 0);
      }
    }
    CC_RELEASE(pm.a);
    CC_RELEASE(pm.b);
    if (U->token_def != CV_TOKEN_NONE) continue;
    /* A class with instances of two threads where one thread has two:
     * "iff" relates both of that thread's instances to the other's, and
     * transitivity relates them to each other, which dynamic instances of
     * one thread never are. */
    for (int x = 0; x < n; x++) {
      if (mine[x] < 0) continue;
      for (int y = x + 1; y < n; y++) {
        if (mine[y] != mine[x] || B->thread_of[y] != B->thread_of[x]) continue;
        for (int z = 0; z < n; z++) {
          if (mine[z] != mine[x] || B->thread_of[z] == B->thread_of[x]) continue;
          char lx[256], ly[256], lz[256], dx[256], dz[256];
          instance_label(B, u, x, lx, sizeof lx);
          instance_label(B, u, y, ly, sizeof ly);
          instance_label(B, u, z, lz, sizeof lz);
          instance_label(B, U->token_use, inst_token_instance(B, u, x), dx, sizeof dx);
          instance_label(B, U->token_use, inst_token_instance(B, u, z), dz, sizeof dz);
          cc_buf out = {0};
          cc_buf_printf(&out,
                        "no consistent relation: %s and %s (thread %d) use the token value "
                        "of %s, and %s (thread %d) that of %s, converged with it; by the "
                        "dynamic rule ([CO] \"Dynamic Instances and Convergence Tokens\") "
                        "%s == %s and %s == %s, so by transitivity %s == %s: a "
                        "contradiction, since different executions by one thread are "
                        "different dynamic instances ([CO] \"Rationales for Static rules "
                        "about cycles\")",
                        lx, ly, B->thread_of[x] + 1, dx, lz, B->thread_of[z] + 1, dz, lx,
                        lz, ly, lz, lx, ly);
          *why = cc_strdup(cc_buf_str(&out));
          cc_buf_free(&out);
          return false;
        }
      }
    }
  }
  return true;
}

/* [CO] "Controlled Maximal Convergence", item 2.1: both threads executed
 * converged instances of every token definition whose convergence region
 * contains the block. */
static bool region_condition(void *arg, int a, int b) {
  const cv_behaviours *B = arg;
  int blk = B->block_of[a];
  for (int j = 0; j < B->nregion[blk]; j++) {
    int def = B->region[blk][j], c = B->ctl_of[def];
    int da = token_instance(B, def, a, true), db = token_instance(B, def, b, true);
    if (da < 0 || db < 0) return false;
    const int *cls = B->cur + (size_t)c * (size_t)B->n;
    if (cls[da] < 0 || cls[da] != cls[db]) return false;
  }
  return true;
}

static bool relation_ok(const cv_relation *r) {
  return cv_relation_transitive(r) && cv_relation_consistent(r);
}

/* Why a relation is not consistent: the block instance on a cycle of
 * convergence-before ([CU] "Convergence": a strict partial order), with
 * the token instructions' converged instances that take part. */
/* A cycle of convergence-before through block instance x, as a chain of
 * steps ([CU] "Convergence": convergence-before follows program order
 * within a thread and passes between converged instances): the shortest
 * closed walk from x that takes at least one program-order step, where
 * the other steps join converged block instances or instances of one token
 * instruction converged by its dynamic rule.  Appends nothing if none. */
static void cycle_chain(const cv_behaviours *B, const cv_relation *r, const int *cls, int x,
                        cc_buf *out) {
  int n = B->n, states = 2 * n;
  int *from = cc_malloc(((size_t)states + 1) * sizeof(int));
  int *via = cc_malloc(((size_t)states + 1) * sizeof(int)); /* -1 po, -2 block, c token */
  int *queue = cc_malloc(((size_t)states + 1) * sizeof(int));
  for (int s = 0; s < states; s++) from[s] = -2;
  int head = 0, tail = 0, goal = 2 * x + 1;
  from[2 * x] = -1;
  queue[tail++] = 2 * x;
  while (head < tail && from[goal] == -2) {
    int s = queue[head++], v = s / 2, po = s % 2;
    for (int w = 0; w < n; w++) {
      int step = -3; /* none */
      if (w == v + 1 && B->thread_of[w] == B->thread_of[v]) step = -1;
      else if (w != v && B->thread_of[w] != B->thread_of[v]) {
        for (int c = 0; c < B->nctl && step == -3; c++) {
          const int *mine = cls + (size_t)c * (size_t)n;
          if (mine[v] >= 0 && mine[v] == mine[w]) step = c;
        }
        if (step == -3 && cv_converged_with(r, v, w)) step = -2;
      }
      if (step == -3) continue;
      int t = 2 * w + (po || step == -1);
      if (from[t] != -2) continue;
      from[t] = s;
      via[t] = step;
      queue[tail++] = t;
    }
  }
  if (from[goal] != -2) {
    int len = 0;
    for (int s = goal; s != 2 * x; s = from[s]) queue[len++] = s;
    cc_buf_printf(out, " the cycle: %s (thread %d, step %d)", cv_block_name(B->p, B->block_of[x]),
                  B->thread_of[x] + 1, x - B->off[B->thread_of[x]] + 1);
    char la[256], lb[256];
    for (int i = len - 1; i >= 0; i--) {
      int s = queue[i], w = s / 2, v = from[s] / 2;
      if (via[s] == -1) cc_buf_puts(out, " before");
      else if (via[s] == -2) cc_buf_puts(out, " converged with");
      else {
        instance_label(B, B->ctl[via[s]], v, la, sizeof la);
        instance_label(B, B->ctl[via[s]], w, lb, sizeof lb);
        cc_buf_printf(out, " converged (%s == %s) with", la, lb);
      }
      cc_buf_printf(out, " %s (thread %d, step %d)", cv_block_name(B->p, B->block_of[w]),
                    B->thread_of[w] + 1, w - B->off[B->thread_of[w]] + 1);
    }
    cc_buf_putc(out, ';');
  }
  free(from);
  free(via);
  free(queue);
}

static char *inconsistency(const cv_behaviours *B, const cv_relation *r, const int *cls) {
  cc_buf out = {0};
  int n = B->n, x = -1;
  for (int id = 0; id < n && x < 0; id++)
    if (cv_convergence_before(r, id, id)) x = id;
  if (x < 0) {
    cc_buf_puts(&out, "no consistent relation: converged-with is not transitive");
  } else {
    cc_buf_printf(&out,
                  "no consistent relation: convergence-before has a cycle through %s "
                  "(thread %d, step %d), so it is not the strict partial order that [CU] "
                  "\"Convergence\" requires; the token instructions' converged instances:",
                  cv_block_name(B->p, B->block_of[x]), B->thread_of[x] + 1,
                  x - B->off[B->thread_of[x]] + 1);
    char la[256], lb[256];
    for (int c = 0; c < B->nctl; c++) {
      const int *mine = cls + (size_t)c * (size_t)n;
      for (int a = 0; a < n; a++)
        for (int b = B->off[B->thread_of[a] + 1]; b < n; b++)
          if (mine[a] >= 0 && mine[a] == mine[b]) {
            instance_label(B, B->ctl[c], a, la, sizeof la);
            instance_label(B, B->ctl[c], b, lb, sizeof lb);
            cc_buf_printf(&out, " %s == %s", la, lb);
            const cv_inst *I = cv_program_inst(B->p, B->ctl[c]);
            if (I->token_def == CV_TOKEN_ITERATING && B->iprev[a] >= 0 && B->iprev[b] >= 0) {
              /* the iterating anchor: say which rule made this pair */
              char pa[256], pb[256];
              instance_label(B, B->ctl[c], B->iprev[a], pa, sizeof pa);
              instance_label(B, B->ctl[c], B->iprev[b], pb, sizeof pb);
              cc_buf_printf(&out, " (iterating-anchor rule: %s == %s, and no exit from the "
                                  "dominance region of %s since)",
                            pa, pb, cv_block_name(B->p, I->block));
            } else if (I->token_def == CV_TOKEN_LOOP) {
              cc_buf_puts(&out, " (loop rule)");
            }
            cc_buf_putc(&out, ';');
          }
    }
    cycle_chain(B, r, cls, x, &out);
  }
  char *s = cc_strdup(cc_buf_str(&out));
  cc_buf_free(&out);
  return s;
}

static int uf_find(int *parent, int x) {
  while (parent[x] != x) x = parent[x] = parent[parent[x]];
  return x;
}

/* The points of block b (see cv_behaviours.pts): its instructions in
 * order, a controlled one a point of its own, a run of other instructions
 * one point (two, its first and last, when it has two or more: a hop may
 * come at its start and another after program order); a block whose last
 * instruction is controlled (or that has none: a .cfg block) ends with one
 * point for its terminator. */
static void block_points(cv_behaviours *B, int b) {
  int ni;
  const int *is = cv_block_insts(B->p, b, &ni);
  int *pts = cc_malloc(((size_t)2 * ni + 2) * sizeof(int));
  int np = 0, run = 0;
  for (int j = 0; j <= ni; j++) {
    int c = j < ni ? B->ctl_of[is[j]] : -2;
    if (c == -1) {
      run++;
      continue;
    }
    if (run) pts[np++] = -1;
    if (run >= 2) pts[np++] = -1;
    run = 0;
    if (c >= 0) pts[np++] = c;
  }
  if (np == 0 || pts[np - 1] >= 0) pts[np++] = -1;
  B->npts[b] = np;
  B->pts[b] = pts;
}

/* Does convergence-before have a cycle between instructions ([CU]
 * "Convergence": dynamic instances are the instructions', in program order
 * within a block)?  The relation over block instances puts a block's
 * instructions at one point; two controlled instructions of one block
 * converged with different instances of another thread (two anchors of an
 * unrolled loop body) can close a cycle that only the order of the
 * instructions shows.  Hops: a controlled instruction's converged
 * instances (cls), the other instructions' by the blocks' relation r.
 * Literal reading: never two hops in a row; quotient reading: hops closed
 * transitively.  Fills *at with a block instance on the cycle. */
static bool inst_order_cycle(const cv_behaviours *B, const cv_relation *r, const int *cls,
                             int *at) {
  int n = B->n;
  int *base = cc_malloc(((size_t)n + 1) * sizeof(int));
  int N = 0;
  for (int id = 0; id < n; id++) base[id] = N, N += B->npts[B->block_of[id]];
  int *inst_of = cc_malloc(((size_t)N + 1) * sizeof(int)); /* node -> block instance */
  for (int id = 0; id < n; id++)
    for (int j = 0; j < B->npts[B->block_of[id]]; j++) inst_of[base[id] + j] = id;
  /* converged at point j of instances a and b (same block, other threads)? */
#define TK_HOP(a, b, j)                                                               \
  (B->pts[B->block_of[a]][j] >= 0                                                    \
       ? (cls[(size_t)B->pts[B->block_of[a]][j] * (size_t)n + (size_t)(a)] >= 0 &&   \
          cls[(size_t)B->pts[B->block_of[a]][j] * (size_t)n + (size_t)(a)] ==        \
              cls[(size_t)B->pts[B->block_of[a]][j] * (size_t)n + (size_t)(b)])       \
       : cv_converged_with(r, a, b))
  bool cyc = false;
  *at = -1;
  if (B->rd.cb != CV_CB_LITERAL) {
    int *uf = cc_malloc(((size_t)N + 1) * sizeof(int));
    for (int x = 0; x < N; x++) uf[x] = x;
    for (int a = 0; a < n; a++)
      for (int b = B->off[B->thread_of[a] + 1]; b < n; b++) {
        if (B->block_of[a] != B->block_of[b]) continue;
        for (int j = 0; j < B->npts[B->block_of[a]]; j++)
          if (TK_HOP(a, b, j)) uf[uf_find(uf, base[b] + j)] = uf_find(uf, base[a] + j);
      }
    int *indeg = cc_calloc((size_t)N + 1, sizeof(int));
    int *queue = cc_malloc(((size_t)N + 1) * sizeof(int));
    /* node x's successor in program order, or -1 */
#define TK_NEXT(x)                                                                    \
  ((x) + 1 < N && B->thread_of[inst_of[(x) + 1]] == B->thread_of[inst_of[x]] ? (x) + 1 : -1)
    for (int x = 0; x < N && !cyc; x++) {
      int y = TK_NEXT(x);
      if (y < 0) continue;
      if (uf_find(uf, x) == uf_find(uf, y)) cyc = true, *at = inst_of[x];
      else indeg[uf_find(uf, y)]++;
    }
    if (!cyc) {
      int head = 0, tail = 0, left = 0;
      for (int x = 0; x < N; x++)
        if (uf_find(uf, x) == x) {
          left++;
          if (!indeg[x]) queue[tail++] = x;
        }
      while (head < tail) {
        int c = queue[head++];
        left--;
        for (int x = 0; x < N; x++) {
          if (uf_find(uf, x) != c) continue;
          int y = TK_NEXT(x);
          if (y >= 0 && !--indeg[uf_find(uf, y)]) queue[tail++] = uf_find(uf, y);
        }
      }
      if (left > 0) {
        cyc = true;
        for (int x = 0; x < N && *at < 0; x++)
          if (indeg[uf_find(uf, x)] > 0) *at = inst_of[x];
      }
    }
    free(uf);
    free(indeg);
    free(queue);
  } else {
    /* states 2x (arrived in program order) and 2x + 1 (arrived by a hop) */
    int S = 2 * N;
    int *st = cc_calloc((size_t)S + 1, sizeof(int));
    int *stack = cc_malloc(((size_t)2 * S + 2) * sizeof(int));
    for (int root = 0; root < S && !cyc; root += 2) {
      if (st[root]) continue;
      int top = 0;
      stack[top++] = root;
      stack[top++] = -1; /* next edge: -1 program order, then hop partners */
      st[root] = 1;
      while (top > 0 && !cyc) {
        int x = stack[top - 2], e = stack[top - 1], node = x / 2, next = -1;
        bool done = false;
        if (e == -1) {
          stack[top - 1] = 0;
          int y = TK_NEXT(node);
          if (y >= 0) next = 2 * y;
        } else if (x % 2) {
          done = true; /* no second hop in a row */
        } else {
          int a = inst_of[node], j = node - base[a];
          for (int b = e; b < n && next < 0; b++) {
            stack[top - 1] = b + 1;
            if (B->thread_of[b] == B->thread_of[a] || B->block_of[b] != B->block_of[a]) continue;
            if (TK_HOP(a, b, j)) next = 2 * (base[b] + j) + 1;
          }
          done = next < 0;
        }
        if (done) {
          st[x] = 2;
          top -= 2;
          continue;
        }
        if (next < 0) continue;
        if (st[next] == 1) cyc = true, *at = inst_of[next / 2];
        else if (!st[next]) {
          st[next] = 1;
          stack[top++] = next;
          stack[top++] = -1;
        }
      }
    }
    free(st);
    free(stack);
  }
#undef TK_HOP
#undef TK_NEXT
  free(base);
  free(inst_of);
  return cyc;
}

/* Evaluates one choice of the anchors' classes: derives the others,
 * computes the blocks' relation, keeps it if consistent.  Returns whether
 * it was consistent. */
static bool evaluate(cv_behaviours *B, const int *anchor_cls, int max) {
  B->choices++;
  int n = B->n;
  int *cls = cc_malloc((size_t)B->nctl * (size_t)n * sizeof(int) + sizeof(int));
  char *why = NULL;
  if (!derive_classes(B, cls, anchor_cls, &why)) {
    if (!B->why) B->why = why;
    else free(why);
    free(cls);
    return false;
  }
  cc_ints pairs = {0};
  for (int c = 0; c < B->nctl; c++) {
    const int *mine = cls + (size_t)c * (size_t)n;
    for (int a = 0; a < n; a++)
      for (int b = B->off[B->thread_of[a] + 1]; b < n; b++)
        if (mine[a] >= 0 && mine[a] == mine[b]) {
          CC_PUSH(pairs, a);
          CC_PUSH(pairs, b);
        }
  }
  B->cur = cls;
  cv_relation *r = cv_maximal_converged_with_given(
      B->p, B->h, B->t, &B->rd, (int)(CC_SIZE(pairs) / 2), pairs.begin,
      region_condition, B);
  B->cur = NULL;
  CC_RELEASE(pairs);
  if (!relation_ok(r)) {
    if (!B->why) B->why = inconsistency(B, r, cls);
    cv_relation_free(r);
    free(cls);
    return false;
  }
  int at;
  if (inst_order_cycle(B, r, cls, &at)) {
    if (!B->why) {
      cc_buf out = {0};
      cc_buf_printf(&out,
                    "no consistent relation: convergence-before between instructions has a "
                    "cycle through %s (thread %d, step %d): two of its token instructions "
                    "converge with instances of another thread in the opposite order, so it "
                    "is not the strict partial order that [CU] \"Convergence\" requires",
                    cv_block_name(B->p, B->block_of[at]), B->thread_of[at] + 1,
                    at - B->off[B->thread_of[at]] + 1);
      B->why = cc_strdup(cc_buf_str(&out));
      cc_buf_free(&out);
    }
    cv_relation_free(r);
    free(cls);
    return false;
  }
  if ((int)CC_SIZE(B->bs) >= max) {
    B->truncated = true;
    cv_relation_free(r);
    free(cls);
    return true;
  }
  behaviour bh = {r, cls};
  CC_PUSH(B->bs, bh);
  return true;
}

bool cv_token_implementation_defined(cv_token k) {
  return k == CV_TOKEN_ANCHOR || k == CV_TOKEN_ITERATING;
}

/* The blog post "A New Type of
 * Convergence Control Intrinsic?", the iterating anchor: "when threads
 * encounter the iterating anchor again without leaving the dominance
 * region of its containing basic block, they are converged if and only if
 * they were converged during their previous encounter"; first encounters
 * are implementation-defined "like for the anchor".  The post is informal;
 * the reading here (docs/findings.md, "The iterating anchor"):
 * an encounter is a *continuation* when the thread's previous execution of
 * the block exists and no block executed in between lies outside the
 * dominance region (the blocks the anchor's block dominates).  Anything
 * else — the first encounter, or a re-entry after leaving the region — is
 * a fresh encounter. */
int cv_iterating_previous(const cv_program *p, const cv_domtree *dt, const cv_trace *tr,
                          int block, int pos) {
  (void)p;
  if (pos <= 0 || pos >= tr->len || tr->blocks[pos] != block) return -1;
  for (int q = pos - 1; q >= 0; q--) {
    if (tr->blocks[q] == block) return q;
    if (!cv_domtree_dominates(dt, block, tr->blocks[q])) return -1;
  }
  return -1;
}

/* Every partition of the anchors' instances with at most one instance of a
 * thread per class, one instruction at a time ([CO]
 * "llvm.experimental.convergence.anchor": implementation-defined).  The
 * instances of an iterating anchor are searched the same way,
 * thread by thread in execution order, with the rule of the iterating
 * anchor as a filter: two continuations (see cv_iterating_previous) are
 * converged iff their previous encounters are; a pair with a fresh
 * encounter is free (with anchors maximal: as the uncontrolled maximal
 * relation of the block).
 *
 * The search never drops a consistent choice (issue 17):
 *  - it stops when the deadline passes, checked on every node of the
 *    search, and says so (truncated, timed out);
 *  - it prunes a partial choice as soon as its converged anchor instances
 *    and the entry's, with program order, close a cycle: convergence-before
 *    contains program order and passes between converged instances ([CU]
 *    "Convergence", rules 1-3), so every completion's convergence-before
 *    has that cycle, and none is the strict partial order [CU] requires;
 *  - with observed instructions (cv_anchor_search.observed), the anchor
 *    instances whose classes no observed instance's class depends on are
 *    searched last, and for each choice of the others only until one
 *    consistent completion is found: the completions differ only in what
 *    is not observed. */
typedef struct anchor_search {
  cv_behaviours *B;
  int *ids;   /* (controlled index, instance) pairs of the anchors */
  int nids;
  int *acls;  /* nctl x n */
  int max;
  int ncons;
  const cv_anchor_constraint *cons;
  int *prev;  /* per instance of an iterating anchor's block: its previous
                 encounter if it is a continuation, else -1 */
  const int *col; /* anchors maximal: the uncontrolled relation's columns */
  double deadline; /* CLOCK_MONOTONIC seconds, 0 none */
  bool prune;
  int exist_from;  /* ids from here on: one consistent completion suffices */
  bool found;      /* such a completion was found */
  int *state, *stack; /* scratch for the cycle check */
  int *nhopc, **hopc;   /* per block: its anchors' and entry's indices in ctl */
  int *nbinst, **binst; /* per block: its instances */
  unsigned char *tmask; /* nctl x n: a class's (by its representative) threads */
  int entry_c;     /* controlled index of the entry token, -1 */
} anchor_search;

static bool constraints_hold(const anchor_search *s) {
  cv_behaviours *B = s->B;
  for (int i = 0; i < s->ncons; i++) {
    const cv_anchor_constraint *c = &s->cons[i];
    int ci = B->ctl_of[c->inst];
    if (ci < 0 || !cv_token_implementation_defined(cv_program_inst(B->p, c->inst)->token_def))
      continue;
    const int *cl = s->acls + (size_t)ci * (size_t)B->n;
    int a = B->off[c->t1] + c->p1, b = B->off[c->t2] + c->p2;
    if ((cl[a] >= 0 && cl[a] == cl[b]) != c->converged) return false;
  }
  return true;
}

/* Choices of the anchors examined at most (consistent or not): beyond it
 * the set of behaviours is incomplete and says so. */
#define CV_MAX_ANCHOR_CHOICES 1000000u

/* May instance id (the i-th searched, of controlled instruction c, an
 * iterating anchor) join class x?  Checks the rule against every earlier
 * searched instance of another thread; on failure, says why in buf. */
static bool iterating_fits(const anchor_search *s, int i, int x, char *buf, size_t size) {
  cv_behaviours *B = s->B;
  int c = s->ids[2 * i], id = s->ids[2 * i + 1], n = B->n, u = B->ctl[c];
  const int *cl = s->acls + (size_t)c * (size_t)n;
  for (int j = 0; j < i; j++) {
    if (s->ids[2 * j] != c) continue;
    int w = s->ids[2 * j + 1];
    if (B->thread_of[w] == B->thread_of[id]) continue;
    bool same = cl[w] == x, need;
    char lid[256], lw[256], lp[256], lq[256];
    if (s->prev[id] >= 0 && s->prev[w] >= 0) {
      need = cl[s->prev[id]] == cl[s->prev[w]];
      if (same == need) continue;
      instance_label(B, u, id, lid, sizeof lid);
      instance_label(B, u, w, lw, sizeof lw);
      instance_label(B, u, s->prev[id], lp, sizeof lp);
      instance_label(B, u, s->prev[w], lq, sizeof lq);
      snprintf(buf, size,
               "%s %s %s by the iterating-anchor rule (no exit from the dominance region "
               "of %s since %s and %s, and %s %s %s; \"A New Type of Convergence Control "
               "Intrinsic?\")",
               lid, need ? "==" : "!=", lw, cv_block_name(B->p, B->block_of[id]), lp, lq, lp,
               need ? "==" : "!=", lq);
      return false;
    }
    if (s->col) {
      need = s->col[id] == s->col[w];
      if (same == need) continue;
      instance_label(B, u, id, lid, sizeof lid);
      instance_label(B, u, w, lw, sizeof lw);
      snprintf(buf, size,
               "%s %s %s (a fresh encounter, anchors maximal: the uncontrolled relation)",
               lid, need ? "==" : "!=", lw);
      return false;
    }
  }
  return true;
}

/* The class of instance id under controlled instruction c as far as the
 * search has chosen it (anchors: their classes; the entry: every instance
 * of its block), or -1. */
static int chosen_class(const anchor_search *s, int c, int id) {
  const cv_behaviours *B = s->B;
  if (c == s->entry_c) return B->block_of[id] == cv_program_inst(B->p, B->ctl[c])->block ? 0 : -1;
  return s->acls[(size_t)c * (size_t)B->n + (size_t)id];
}

/* Quotient reading ([CU] "Convergence", docs/design.md §10): converged-with is
 * closed transitively (across instructions too), so the anchor and entry
 * instances chosen so far close a cycle of convergence-before iff program
 * order has a cycle between their classes (Kahn's algorithm). */
static bool quotient_cycle(anchor_search *s) {
  cv_behaviours *B = s->B;
  int n = B->n;
  int *st = s->state, *stack = s->stack;
  {
    int *parent = stack; /* n entries */
    for (int v = 0; v < n; v++) parent[v] = v;
    for (int c = 0; c < B->nctl; c++) {
      if (c != s->entry_c &&
          !cv_token_implementation_defined(cv_program_inst(B->p, B->ctl[c])->token_def))
        continue;
      for (int v = 0; v < n; v++) {
        int a = chosen_class(s, c, v);
        if (a < 0) continue;
        for (int w = v + 1; w < n; w++)
          if (chosen_class(s, c, w) == a) parent[uf_find(parent, w)] = uf_find(parent, v);
      }
    }
    int *node = st + n; /* n entries after the n of st */
    for (int v = 0; v < n; v++) node[v] = uf_find(parent, v), st[v] = 0;
    /* Kahn's algorithm on the contracted graph: a cycle iff not all
     * class nodes can be removed */
    int *indeg = stack + n;
    for (int v = 0; v < n; v++) indeg[v] = 0;
    for (int v = 0; v < n; v++)
      if (v + 1 < B->off[B->thread_of[v] + 1]) {
        if (node[v] == node[v + 1]) return true;
        indeg[node[v + 1]]++;
      }
    int *queue = st, head = 0, tail = 0, left = 0;
    for (int v = 0; v < n; v++)
      if (node[v] == v) {
        left++;
        if (!indeg[v]) queue[tail++] = v;
      }
    while (head < tail) {
      int x = queue[head++];
      left--;
      for (int v = 0; v < n; v++)
        if (node[v] == x && v + 1 < B->off[B->thread_of[v] + 1] && !--indeg[node[v + 1]])
          queue[tail++] = node[v + 1];
    }
    return left > 0;
  }
}

/* May state (v, hopped) reach state `goal` (literal reading: program order
 * steps, and converged-with hops never two in a row)?  s->state marks the
 * states seen. */
static bool reaches(anchor_search *s, int from, int goal) {
  cv_behaviours *B = s->B;
  int n = B->n, *st = s->state, *stack = s->stack, top = 0;
  for (int x = 0; x < 2 * n; x++) st[x] = 0;
  stack[top++] = from;
  st[from] = 1;
  while (top > 0) {
    int x = stack[--top], v = x / 2;
    if (x == goal) return true;
    if (v + 1 < B->off[B->thread_of[v] + 1] && !st[2 * (v + 1)]) {
      st[2 * (v + 1)] = 1;
      stack[top++] = 2 * (v + 1);
    }
    if (x % 2) continue; /* no second hop in a row */
    int b = B->block_of[v];
    for (int i = 0; i < s->nhopc[b]; i++) {
      int c = s->hopc[b][i], a = chosen_class(s, c, v);
      if (a < 0) continue;
      for (int j = 0; j < s->nbinst[b]; j++) {
        int w = s->binst[b][j];
        if (B->thread_of[w] == B->thread_of[v] || st[2 * w + 1] || chosen_class(s, c, w) != a)
          continue;
        st[2 * w + 1] = 1;
        stack[top++] = 2 * w + 1;
      }
    }
  }
  return false;
}

/* Instance id of anchor c has just joined a class: does a cycle
 * of convergence-before now pass through one of the new hops?  (Before the
 * join there was none: the search checks every join.)  Literal reading: a
 * new hop id -> m needs (m, hopped) to reach (id, by program order), and
 * m -> id needs (id, hopped) to reach (m, by program order).  The
 * quotient reading: anchors_cycle. */
static bool join_closes_cycle(anchor_search *s, int c, int id) {
  cv_behaviours *B = s->B;
  if (B->rd.cb != CV_CB_LITERAL) return quotient_cycle(s);
  int b = B->block_of[id], a = chosen_class(s, c, id);
  for (int j = 0; j < s->nbinst[b]; j++) {
    int m = s->binst[b][j];
    if (m == id || B->thread_of[m] == B->thread_of[id] || chosen_class(s, c, m) != a) continue;
    if (reaches(s, 2 * m + 1, 2 * id) || reaches(s, 2 * id + 1, 2 * m)) return true;
  }
  return false;
}

/* Has the class of representative `rep` (of anchor c) an instance of
 * thread th among the first i searched?  A mask per class for up to 8
 * threads, else a scan. */
static bool class_has_thread(const anchor_search *s, int i, int c, int rep, int th) {
  const cv_behaviours *B = s->B;
  if (B->k <= 8) return s->tmask[(size_t)c * (size_t)B->n + (size_t)rep] & (1u << th);
  const int *cl = s->acls + (size_t)c * (size_t)B->n;
  for (int q = 0; q < i; q++)
    if (s->ids[2 * q] == c && cl[s->ids[2 * q + 1]] == rep && B->thread_of[s->ids[2 * q + 1]] == th)
      return true;
  return false;
}

/* Do the constraints that name instance id of controlled instruction c
 * still hold between the instances chosen so far?  A chosen instance keeps
 * its class in every completion (later instances only join classes, they
 * never merge two), so a constraint broken here is broken at every leaf
 * below: checking it at each node drops exactly the leaves that
 * constraints_hold would drop, without visiting them. */
static bool constraints_hold_at(const anchor_search *s, int c, int id) {
  cv_behaviours *B = s->B;
  const int *cl = s->acls + (size_t)c * (size_t)B->n;
  for (int i = 0; i < s->ncons; i++) {
    const cv_anchor_constraint *k = &s->cons[i];
    if (B->ctl_of[k->inst] != c || k->t1 < 0 || k->t1 >= B->k || k->t2 < 0 || k->t2 >= B->k)
      continue;
    int a = B->off[k->t1] + k->p1, b = B->off[k->t2] + k->p2;
    if (a >= B->off[k->t1 + 1] || b >= B->off[k->t2 + 1] || (a != id && b != id)) continue;
    if (cl[a] < 0 || cl[b] < 0) continue; /* the other one not chosen yet */
    if ((cl[a] == cl[b]) != k->converged) return false;
  }
  return true;
}

static bool search_done(const anchor_search *s, int i) {
  return s->B->truncated || (i >= s->exist_from && s->found);
}

static void anchor_dfs(anchor_search *s, int i) {
  cv_behaviours *B = s->B;
  if (i == s->exist_from) s->found = false; /* a new choice of the observed ones */
  if (search_done(s, i)) return;
  if (B->choices >= CV_MAX_ANCHOR_CHOICES) {
    B->truncated = true;
    return;
  }
  if (s->deadline > 0 && cc_now() > s->deadline) {
    B->truncated = B->timed_out = true;
    return;
  }
  if (i == s->nids) {
    if (constraints_hold(s) && evaluate(B, s->acls, s->max) && i >= s->exist_from)
      s->found = true;
    return;
  }
  int c = s->ids[2 * i], id = s->ids[2 * i + 1], n = B->n;
  int *cl = s->acls + (size_t)c * (size_t)n;
  bool iterating = cv_program_inst(B->p, B->ctl[c])->token_def == CV_TOKEN_ITERATING;
  bool any = false;
  char why[4096];
  why[0] = 0;
  char own[4096];
  own[0] = 0;
  /* where one completion suffices, a class of its own first: the fewest
   * converged pairs, the likeliest to be consistent */
  int own_pass = i >= s->exist_from ? 0 : 1;
  for (int pass = 0; pass < 2 && !search_done(s, i); pass++) {
    if (pass == own_pass) {
      if (!iterating || iterating_fits(s, i, id, own, sizeof own)) {
        any = true;
        cl[id] = id; /* a class of its own */
        if (B->k <= 8) s->tmask[(size_t)c * (size_t)n + (size_t)id] = (unsigned char)(1u << B->thread_of[id]);
        if (!s->ncons || constraints_hold_at(s, c, id)) anchor_dfs(s, i + 1);
        s->tmask[(size_t)c * (size_t)n + (size_t)id] = 0;
      }
      continue;
    }
    /* join the class of an earlier instance of another thread, if that
     * class has no instance of this thread yet */
    for (int j = 0; j < i && !search_done(s, i); j++) {
      if (s->ids[2 * j] != c) continue;
      int other = s->ids[2 * j + 1];
      if (cl[other] != other) continue; /* one representative per class */
      unsigned char *mask = s->tmask + (size_t)c * (size_t)n;
      unsigned char bit = B->k <= 8 ? (unsigned char)(1u << B->thread_of[id]) : 0;
      if (class_has_thread(s, i, c, other, B->thread_of[id])) continue;
      if (iterating && !iterating_fits(s, i, other, why, sizeof why)) continue;
      any = true;
      cl[id] = other;
      mask[other] |= bit;
      if (s->ncons && !constraints_hold_at(s, c, id)) {
        mask[other] &= (unsigned char)~bit;
        continue;
      }
      if (s->prune && join_closes_cycle(s, c, id)) {
        mask[other] &= (unsigned char)~bit;
        B->pruned++;
        if (!B->why) {
          char lid[256], lo[256];
          instance_label(B, B->ctl[c], id, lid, sizeof lid);
          instance_label(B, B->ctl[c], other, lo, sizeof lo);
          cc_buf out = {0};
          cc_buf_printf(&out,
                        "no consistent relation: with %s == %s the converged token instances "
                        "and program order close a cycle of convergence-before, which [CU] "
                        "\"Convergence\" requires to be a strict partial order",
                        lid, lo);
          B->why = cc_strdup(cc_buf_str(&out));
          cc_buf_free(&out);
        }
        continue;
      }
      anchor_dfs(s, i + 1);
      mask[other] &= (unsigned char)~bit;
    }
  }
  cl[id] = -1;
  if (!any && !B->why) {
    char lid[256];
    instance_label(B, B->ctl[c], id, lid, sizeof lid);
    cc_buf out = {0};
    cc_buf_printf(&out,
                  "no consistent relation: %s can be converged with no class of the other "
                  "threads' instances: %s, so converged-with would not be transitive",
                  lid, own);
    if (why[0]) cc_buf_printf(&out, "; and joining another class: %s", why);
    B->why = cc_strdup(cc_buf_str(&out));
    cc_buf_free(&out);
  }
}

/* The anchor instances an observed instance's class depends on: for each
 * instance of an observed controlled instruction, the instance its token
 * value comes from, and through loop tokens the instances their classes
 * derive from ([CO] "Dynamic Instances and Convergence Tokens",
 * "llvm.experimental.convergence.loop"): rel[id] = 1 for them.  False when
 * an observed instruction is not controlled: its class is its block's,
 * which every anchor may change (the region condition, convergence-before). */
static bool observed_anchors(const cv_behaviours *B, const bool *observed, char *rel) {
  const cv_program *p = B->p;
  int n = B->n;
  for (int u = 0; u < cv_program_ninsts(p); u++) {
    if (!observed[u]) continue;
    const cv_inst *U = cv_program_inst(p, u);
    if (U->token_def != CV_TOKEN_NONE) continue;
    if (U->token_use < 0) return false;
    for (int id = 0; id < n; id++) {
      if (B->block_of[id] != U->block) continue;
      int inst = u, d = inst_token_instance(B, u, id);
      while (d >= 0) {
        const cv_inst *D = cv_program_inst(p, cv_program_inst(p, inst)->token_use);
        if (cv_token_implementation_defined(D->token_def)) {
          rel[d] = 1;
          break;
        }
        if (D->token_def != CV_TOKEN_LOOP) break;
        int dd = inst_token_instance(B, D->index, d);
        inst = D->index;
        d = dd;
      }
    }
  }
  return true;
}

cv_behaviours *cv_controlled_converged_with(
    const cv_program *p, const cv_hierarchy *h, const cv_tuple *t,
    const cv_readings *rd,
    int nconstraints, const cv_anchor_constraint *constraints,
    int max_behaviours) {
  cv_anchor_search o;
  memset(&o, 0, sizeof o);
  o.max_behaviours = max_behaviours;
  return cv_controlled_behaviours(p, h, t, rd, nconstraints, constraints, &o);
}

cv_behaviours *cv_controlled_behaviours(
    const cv_program *p, const cv_hierarchy *h, const cv_tuple *t,
    const cv_readings *rd,
    int nconstraints, const cv_anchor_constraint *constraints,
    const cv_anchor_search *opt) {
  int max_behaviours = opt->max_behaviours;
  cv_behaviours *B = cc_calloc(1, sizeof *B);
  B->p = p;
  B->t = t;
  B->h = h;
  B->rd = *rd;
  cv_anchor_mode anchors = rd->anchors;
  B->k = t->k;
  int n = B->n = cv_tuple_number(t, &B->off, &B->thread_of, NULL, &B->block_of);
  /* controlled instructions, definitions before their users */
  int ni = cv_program_ninsts(p);
  B->ctl = cc_malloc(((size_t)ni + 1) * sizeof(int));
  B->ctl_of = cc_malloc(((size_t)ni + 1) * sizeof(int));
  for (int i = 0; i < ni; i++) B->ctl_of[i] = -1;
  bool progress = true;
  while (progress) {
    progress = false;
    for (int i = 0; i < ni; i++) {
      const cv_inst *I = cv_program_inst(p, i);
      if (B->ctl_of[i] >= 0 || !cv_inst_controlled(I)) continue;
      if (I->token_use >= 0 && B->ctl_of[I->token_use] < 0) continue;
      B->ctl_of[i] = B->nctl;
      B->ctl[B->nctl++] = i;
      progress = true;
    }
  }
  int nb = cv_program_nblocks(p);
  B->npts = cc_calloc((size_t)nb + 1, sizeof(int));
  B->pts = cc_calloc((size_t)nb + 1, sizeof(int *));
  for (int b = 0; b < nb; b++) block_points(B, b);
  cv_domtree *dt = cv_domtree_new(p, false);
  B->nregion = cc_calloc((size_t)nb + 1, sizeof(int));
  B->region = cc_calloc((size_t)nb + 1, sizeof(int *));
  for (int b = 0; b < nb; b++) {
    B->region[b] = cc_malloc(((size_t)B->nctl + 1) * sizeof(int));
    for (int c = 0; c < B->nctl; c++) {
      int d = B->ctl[c];
      if (cv_program_inst(p, d)->token_def != CV_TOKEN_NONE &&
          region_contains(p, dt, d, b))
        B->region[b][B->nregion[b]++] = d;
    }
  }
  anchor_search s;
  memset(&s, 0, sizeof s);
  s.B = B;
  s.max = max_behaviours > 0 ? max_behaviours : 1;
  s.ncons = nconstraints;
  s.cons = constraints;
  s.deadline = opt->deadline;
  s.prune = !opt->plain;
  s.entry_c = -1;
  for (int c = 0; c < B->nctl; c++)
    if (cv_program_inst(p, B->ctl[c])->token_def == CV_TOKEN_ENTRY) s.entry_c = c;
  s.tmask = cc_calloc((size_t)B->nctl * (size_t)n + 1, 1);
  s.state = cc_malloc(((size_t)2 * n + 1) * sizeof(int));
  s.stack = cc_malloc(((size_t)4 * n + 2) * sizeof(int));
  s.nhopc = cc_calloc((size_t)nb + 1, sizeof(int));
  s.hopc = cc_calloc((size_t)nb + 1, sizeof(int *));
  s.nbinst = cc_calloc((size_t)nb + 1, sizeof(int));
  s.binst = cc_calloc((size_t)nb + 1, sizeof(int *));
  for (int b = 0; b < nb; b++) {
    s.hopc[b] = cc_malloc(((size_t)B->nctl + 1) * sizeof(int));
    s.binst[b] = cc_malloc(((size_t)n + 1) * sizeof(int));
  }
  for (int c = 0; c < B->nctl; c++) {
    const cv_inst *I = cv_program_inst(p, B->ctl[c]);
    if (c == s.entry_c || cv_token_implementation_defined(I->token_def))
      s.hopc[I->block][s.nhopc[I->block]++] = c;
  }
  for (int id = 0; id < n; id++) s.binst[B->block_of[id]][s.nbinst[B->block_of[id]]++] = id;
  s.acls = cc_malloc((size_t)B->nctl * (size_t)n * sizeof(int) + sizeof(int));
  for (size_t i = 0; i < (size_t)B->nctl * (size_t)n; i++) s.acls[i] = -1;
  s.ids = cc_malloc((size_t)B->nctl * (size_t)n * 2 * sizeof(int) + sizeof(int));
  s.prev = B->iprev = cc_malloc(((size_t)n + 1) * sizeof(int));
  for (int id = 0; id < n; id++) s.prev[id] = -1;
  cv_relation *unc = NULL;
  int *col = NULL;
  for (int c = 0; c < B->nctl; c++) {
    const cv_inst *I = cv_program_inst(p, B->ctl[c]);
    if (!cv_token_implementation_defined(I->token_def)) continue;
    bool iterating = I->token_def == CV_TOKEN_ITERATING;
    if (anchors == CV_ANCHOR_MAXIMAL && !unc) {
      /* the uncontrolled maximal relation of the anchor's block */
      cv_readings least = *rd; /* the uncontrolled maximal relation: the least fixed point */
      least.fixpoint = CV_FIXPOINT_LEAST;
      unc = cv_maximal_converged_with(p, h, t, &least);
      col = cc_malloc(((size_t)n + 1) * sizeof(int));
      cv_relation_columns(unc, col);
    }
    for (int id = 0; id < n; id++) {
      if (B->block_of[id] != I->block) continue;
      if (anchors == CV_ANCHOR_MAXIMAL && !iterating) {
        s.acls[(size_t)c * (size_t)n + (size_t)id] = col[id];
      } else {
        /* an iterating anchor is searched in both modes: its continuations
         * follow the rule, its fresh encounters are free or maximal */
        s.ids[2 * s.nids] = c;
        s.ids[2 * s.nids + 1] = id;
        s.nids++;
        if (iterating) {
          int th = B->thread_of[id];
          int q = cv_iterating_previous(p, dt, &t->thread[th], I->block, id - B->off[th]);
          s.prev[id] = q < 0 ? -1 : B->off[th] + q;
        }
      }
    }
  }
  cv_domtree_free(dt);
  if (anchors == CV_ANCHOR_MAXIMAL) s.col = col;
  /* observed instructions: the anchor instances they depend on first, the
   * others after, where one consistent completion suffices (not with
   * iterating anchors, whose rule reads earlier instances' classes) */
  s.exist_from = INT_MAX; /* none: every behaviour */
  bool iter_any = false;
  for (int i = 0; i < s.nids; i++)
    iter_any |= cv_program_inst(p, B->ctl[s.ids[2 * i]])->token_def == CV_TOKEN_ITERATING;
  if (opt->observed && !opt->plain && !iter_any) {
    char *rel = cc_calloc((size_t)n + 1, 1);
    if (observed_anchors(B, opt->observed, rel)) {
      int *ord = cc_malloc(((size_t)2 * s.nids + 1) * sizeof(int));
      int m = 0;
      for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < s.nids; i++)
          if ((rel[s.ids[2 * i + 1]] != 0) == (pass == 0)) {
            ord[2 * m] = s.ids[2 * i];
            ord[2 * m + 1] = s.ids[2 * i + 1];
            m++;
            if (pass == 0) s.exist_from = m;
          }
      if (m && !rel[ord[1]]) s.exist_from = 0;
      if (s.exist_from >= s.nids) s.exist_from = INT_MAX; /* every one observed */
      memcpy(s.ids, ord, (size_t)2 * s.nids * sizeof(int));
      free(ord);
      B->observed = true;
    }
    free(rel);
  }
  anchor_dfs(&s, 0);
  for (int b = 0; b < nb; b++) free(s.hopc[b]), free(s.binst[b]);
  CC_FREE_ALL(s.hopc, s.nhopc, s.binst, s.nbinst, s.tmask, s.state, s.stack,
              s.acls, s.ids, col);
  cv_relation_free(unc);
  return B;
}


void cv_behaviours_free(cv_behaviours *B) {
  if (!B) return;
  for (size_t i = 0; i < CC_SIZE(B->bs); i++) {
    cv_relation_free(CC_AT(B->bs, i).rel);
    free(CC_AT(B->bs, i).cls);
  }
  CC_RELEASE(B->bs);
  for (int b = 0; b < cv_program_nblocks(B->p); b++) free(B->region[b]), free(B->pts[b]);
  CC_FREE_ALL(B->pts, B->npts, B->region, B->nregion, B->off, B->thread_of,
              B->block_of, B->ctl, B->ctl_of, B->iprev, B->why, B);
}

int cv_behaviours_count(const cv_behaviours *B) { return (int)CC_SIZE(B->bs); }
uint64_t cv_behaviours_choices(const cv_behaviours *B) { return B->choices; }
uint64_t cv_behaviours_pruned(const cv_behaviours *B) { return B->pruned; }
bool cv_behaviours_timed_out(const cv_behaviours *B) { return B->timed_out; }
bool cv_behaviours_truncated(const cv_behaviours *B) { return B->truncated; }
const char *cv_behaviours_contradiction(const cv_behaviours *B) {
  return CC_SIZE(B->bs) == 0 && B->why ? B->why : "";
}
const cv_relation *cv_behaviour_relation(const cv_behaviours *B, int i) {
  return CC_AT(B->bs, (size_t)i).rel;
}

int cv_behaviour_inst_class(const cv_behaviours *B, int i, int inst, int thread,
                            int pos) {
  if (inst < 0 || inst >= cv_program_ninsts(B->p) || B->ctl_of[inst] < 0) return -1;
  if (thread < 0 || thread >= B->k || pos < 0 || B->off[thread] + pos >= B->off[thread + 1])
    return -1;
  int id = B->off[thread] + pos;
  if (B->block_of[id] != cv_program_inst(B->p, inst)->block) return -1;
  return CC_AT(B->bs, (size_t)i).cls[(size_t)B->ctl_of[inst] * (size_t)B->n + (size_t)id];
}

void cv_behaviour_print_tokens(const cv_behaviours *B, int i, cc_buf *out) {
  int n = B->n;
  const int *cls = CC_AT(B->bs, (size_t)i).cls;
  char lab[256], nm[200];
  for (int c = 0; c < B->nctl; c++) {
    const int *mine = cls + (size_t)c * (size_t)n;
    inst_name(B->p, B->ctl[c], nm, sizeof nm);
    cc_buf_printf(out, "%s:", nm);
    bool any = false;
    for (int a = 0; a < n; a++) {
      if (mine[a] < 0) continue;
      /* a converged group starts at its first instance; instances of one
       * thread only (same token value, no other thread) stand alone */
      bool first_of_group = true, others = false;
      for (int b = 0; b < n; b++)
        if (b != a && mine[b] == mine[a]) {
          if (B->thread_of[b] != B->thread_of[a]) others = true;
          if (b < a && B->thread_of[b] != B->thread_of[a]) first_of_group = false;
        }
      if (!others) {
        instance_label(B, B->ctl[c], a, lab, sizeof lab);
        cc_buf_printf(out, "%s%s", any ? ", " : " ", lab);
        any = true;
        continue;
      }
      if (!first_of_group) continue;
      bool first = true;
      for (int b = a; b < n; b++)
        if (mine[b] == mine[a]) {
          instance_label(B, B->ctl[c], b, lab, sizeof lab);
          cc_buf_printf(out, "%s%s", first ? (any ? ", " : " ") : " == ", lab);
          first = false;
          any = true;
        }
    }
    if (!any) cc_buf_puts(out, " (not executed)");
    cc_buf_putc(out, '\n');
  }
}

bool cv_behaviours_same_anchors(const cv_behaviours *a, int i, const cv_behaviours *b, int j) {
  if (a->n != b->n || a->nctl != b->nctl) return false;
  int n = a->n;
  const int *ca = CC_AT(a->bs, (size_t)i).cls, *cb = CC_AT(b->bs, (size_t)j).cls;
  for (int c = 0; c < a->nctl; c++) {
    if (!cv_token_implementation_defined(cv_program_inst(a->p, a->ctl[c])->token_def)) continue;
    const int *x = ca + (size_t)c * (size_t)n, *y = cb + (size_t)c * (size_t)n;
    for (int u = 0; u < n; u++)
      for (int v = u + 1; v < n; v++)
        if (x[u] >= 0 && x[v] >= 0 && (x[u] == x[v]) != (y[u] == y[v])) return false;
  }
  return true;
}
