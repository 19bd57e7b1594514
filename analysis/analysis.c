/* analysis/analysis.c — the static uniformity analysis of [CU] "Static
 * Uniformity Analysis" (ConvergenceAndUniformity.rst), docs/design.md §5 and §7.
 *
 * The algorithm follows the one LLVM 22 implements in
 * GenericUniformityImpl.h (learned from it, written anew here):
 *   - values start uniform; divergence sources and divergent arguments are
 *     divergent (docs/design.md §5: their semantics give each thread its own
 *     value; [CU] "Uniformity" rule 1 for the always-uniform ones);
 *   - a value with a divergent operand is divergent (propagation through
 *     def-use), unless the instruction is always uniform;
 *   - a divergent branch makes the phis of its join blocks divergent: the
 *     blocks reached from two successors of the branch on disjoint paths
 *     ([CU] "Uniformity" rule 3.1, sync dependence);
 *   - a cycle that a divergent branch exits is a cycle with a divergent
 *     exit; values defined in it and used outside it are temporally
 *     divergent at those uses ([CU] "Divergent Cycle Exits");
 *   - an irreducible cycle entered on diverged paths, or whose join is not
 *     dominated by its header, is assumed divergent as a whole: every value
 *     defined in it is divergent ([CU] "Static Uniformity Analysis",
 *     conditions 1 and 2 for m-converged nodes: "Divergent Branch inside a
 *     Cycle" (the diverged entry criterion) and "Diverged Paths reaching a
 *     Cycle").
 *
 * The worklist is processed in LLVM's order (last pushed first; users in
 * LLVM's use-list order) so that the order of the printed cycle and
 * temporal-divergence lists is LLVM's too wherever LLVM 22's is fixed.
 * LLVM 22 seeds its worklist by iterating a set of pointers (and prints
 * the divergent arguments in that set's order), so with several divergent
 * values its orders change from run to run; ours is deterministic: the
 * arguments in their order, the seeds the arguments' users in argument
 * order, then the instructions' in program order (docs/findings.md "Order
 * of the lists opt-22 prints"). */
#include "analysis/analysis.h"

#include <stdlib.h>
#include <string.h>

typedef struct ua_temporal {
  int value, user, cycle; /* instruction, instruction, cycle index */
} ua_temporal;

struct ua_result {
  const cv_program *p;
  const cv_hierarchy *h;
  cv_hierarchy *own_h;
  cv_domtree *dt;
  int nb, ni, na, nc;

  bool *inst_div;     /* DivergentValues restricted to instructions */
  bool *arg_div;      /* ... and to arguments */
  bool *term_div;     /* blocks whose terminator is divergent */
  bool *always_uniform;
  int *term_of;       /* block -> its terminator instruction, or -1 */

  /* uses in use-list order: users of instruction i are
   * use_user[use_start[i] .. use_start[i+1]); of argument a at
   * arg_use_start[a] .. */
  int *use_start, *use_user;
  int *arg_use_start, *arg_use_user;

  /* cycles, indexed as in the hierarchy */
  int *cyc_exit_start, *cyc_exit; /* exit blocks, in LLVM's order */

  /* the modified post-order (docs/design.md §7) */
  int *mpo, *mpo_index;
  bool *mpo_reducible_header;
  int nmpo;

  /* results printed in LLVM's order */
  cc_ints assumed_divergent;    /* cycles */
  cc_ints divergent_exit;       /* cycles */
  CC_STACK(ua_temporal) temporal;

  cc_ints worklist; /* instruction i >= 0; -(b+1) = branch of .cfg block b */

  /* scratch for join-point computation */
  int *label;
  int *via; /* the predecessor through which labels reached a block; -1 none yet,
             * -2 more than one (or not known) */
  cc_word *fresh;
  cc_ints joins, cycle_exits;
  cc_ints exit_joins; /* cycle exits reached by two labels (a subset of cycle_exits) */
  bool branch_reducible; /* every cycle around the divergent branch is reducible */
};

/* ---------------------------------------------------------------------
 * Cycles ([CT] "Cycles")
 * --------------------------------------------------------------------- */

static const cv_cycle *ua_cycle(const ua_result *r, int c) {
  return cv_hierarchy_cycle(r->h, c);
}

static bool ua_cycle_has_block(const ua_result *r, int c, int b) {
  return cc_bit_get(ua_cycle(r, c)->member, (size_t)b);
}

/* Cycle `outer` contains cycle `inner` (or is it). */
static bool ua_cycle_has_cycle(const ua_result *r, int outer, int inner) {
  for (int c = inner; c >= 0; c = ua_cycle(r, c)->parent)
    if (c == outer) return true;
  return false;
}

/* [CT] "Cycles": a reducible cycle has a single entry, its header. */
static bool ua_cycle_reducible(const ua_result *r, int c) {
  return ua_cycle(r, c)->nentries == 1;
}

/* [CT] "Cycles": the exits of a cycle are the blocks outside it with a
 * predecessor inside; listed block by block, successor by successor. */
static void ua_compute_exits(ua_result *r) {
  r->cyc_exit_start = cc_calloc((size_t)r->nc + 1, sizeof(int));
  cc_ints all = {0};
  for (int c = 0; c < r->nc; c++) {
    const cv_cycle *cy = ua_cycle(r, c);
    r->cyc_exit_start[c] = (int)CC_SIZE(all);
    for (int i = 0; i < cy->nblocks; i++) {
      int ns;
      const int *s = cv_block_succs(r->p, cy->blocks[i], &ns);
      for (int j = 0; j < ns; j++) {
        if (ua_cycle_has_block(r, c, s[j])) continue;
        bool seen = false;
        for (size_t k = (size_t)r->cyc_exit_start[c]; k < CC_SIZE(all); k++)
          seen |= CC_AT(all, k) == s[j];
        if (!seen) CC_PUSH(all, s[j]);
      }
    }
  }
  r->cyc_exit_start[r->nc] = (int)CC_SIZE(all);
  r->cyc_exit = all.begin ? all.begin : cc_calloc(1, sizeof(int));
}

static bool ua_properly_dominates(const ua_result *r, int a, int b) {
  return a != b && cv_domtree_dominates(r->dt, a, b);
}

/* ---------------------------------------------------------------------
 * The modified post-order (docs/design.md §7; LLVM's ModifiedPostOrder): a
 * post-order in which every cycle is an interval starting with its header
 * and the blocks after a cycle come before its header, so that a reverse
 * walk visits a block after its predecessors, back edges to headers aside.
 * --------------------------------------------------------------------- */

static void ua_mpo_append(ua_result *r, int b, bool reducible_header) {
  r->mpo_index[b] = r->nmpo;
  r->mpo[r->nmpo++] = b;
  r->mpo_reducible_header[b] = reducible_header;
}

static void ua_mpo_cycle(ua_result *r, int c, bool *finalized);

/* Post-order of the part of `cycle` (-1: the whole function) reachable
 * from the stack; a nested cycle is treated as one node whose successors
 * are its exits. */
static void ua_mpo_stack(ua_result *r, cc_ints *stack, int cycle, bool *finalized) {
  while (!CC_EMPTY(*stack)) {
    int b = CC_TOP(*stack);
    if (finalized[b]) {
      (void)CC_POP(*stack);
      continue;
    }
    int nested = cv_hierarchy_innermost(r->h, b);
    if (nested != cycle && (cycle < 0 || ua_cycle_has_cycle(r, cycle, nested))) {
      while (ua_cycle(r, nested)->parent != cycle) nested = ua_cycle(r, nested)->parent;
      bool pushed = false;
      for (int k = r->cyc_exit_start[nested]; k < r->cyc_exit_start[nested + 1]; k++) {
        int e = r->cyc_exit[k];
        if (cycle >= 0 && !ua_cycle_has_block(r, cycle, e)) continue;
        if (finalized[e]) continue;
        pushed = true;
        CC_PUSH(*stack, e);
      }
      if (!pushed) {
        (void)CC_POP(*stack);
        ua_mpo_cycle(r, nested, finalized);
      }
      continue;
    }
    bool pushed = false;
    int ns;
    const int *s = cv_block_succs(r->p, b, &ns);
    for (int j = 0; j < ns; j++) {
      if (cycle >= 0 && !ua_cycle_has_block(r, cycle, s[j])) continue;
      if (finalized[s[j]]) continue;
      pushed = true;
      CC_PUSH(*stack, s[j]);
    }
    if (!pushed) {
      (void)CC_POP(*stack);
      finalized[b] = true;
      ua_mpo_append(r, b, false);
    }
  }
}

/* A cycle: its header first (numbered before the rest of the cycle), then
 * the post-order of the cycle's body from the header's successors. */
static void ua_mpo_cycle(ua_result *r, int c, bool *finalized) {
  const cv_cycle *cy = ua_cycle(r, c);
  finalized[cy->header] = true;
  ua_mpo_append(r, cy->header, ua_cycle_reducible(r, c));
  cc_ints stack = {0};
  int ns;
  const int *s = cv_block_succs(r->p, cy->header, &ns);
  for (int j = 0; j < ns; j++)
    if (ua_cycle_has_block(r, c, s[j]) && s[j] != cy->header && !finalized[s[j]])
      CC_PUSH(stack, s[j]);
  ua_mpo_stack(r, &stack, c, finalized);
  CC_RELEASE(stack);
}

static void ua_compute_mpo(ua_result *r) {
  r->mpo = cc_calloc((size_t)r->nb + 1, sizeof(int));
  r->mpo_index = cc_calloc((size_t)r->nb + 1, sizeof(int));
  r->mpo_reducible_header = cc_calloc((size_t)r->nb + 1, sizeof(bool));
  for (int b = 0; b < r->nb; b++) r->mpo_index[b] = -1;
  bool *finalized = cc_calloc((size_t)r->nb + 1, sizeof(bool));
  cc_ints stack = {0};
  CC_PUSH(stack, cv_program_entry(r->p));
  ua_mpo_stack(r, &stack, -1, finalized);
  CC_RELEASE(stack);
  free(finalized);
}

/* ---------------------------------------------------------------------
 * Sync dependence: the join blocks and divergent cycle exits of a
 * divergent branch ([CU] "Uniformity" rule 3.1, "Temporal
 * Divergence").  A label is the block whose "definition" of a virtual
 * variable (a different value on each successor of the branch) reaches a
 * block; a block reached by two labels is a join.
 * --------------------------------------------------------------------- */

static void ua_set_add(cc_ints *s, int b) {
  for (size_t i = 0; i < CC_SIZE(*s); i++)
    if (CC_AT(*s, i) == b) return;
  CC_PUSH(*s, b);
}

static int ua_fresh_last(const ua_result *r, int *count) {
  int last = -1, n = 0;
  for (size_t w = 0; w < CC_WORDS(r->nmpo); w++) {
    cc_word x = r->fresh[w];
    if (!x) continue;
    n += __builtin_popcountll(x);
    last = (int)(w * 64) + 63 - __builtin_clzll(x);
  }
  *count = n;
  return last;
}

/* Pushes `pushed` into block s, arriving from predecessor `via` (-2: one
 * of several); true when s becomes a join of disjoint paths (it already
 * had another label). */
static bool ua_compute_join(ua_result *r, int s, int pushed, int via) {
  if (r->via[s] == -1) r->via[s] = via;
  else if (r->via[s] != via) r->via[s] = -2;
  int old = r->label[s];
  if (old == pushed) return false;
  if (old != s) cc_bit_set(r->fresh, (size_t)r->mpo_index[s]);
  if (old < 0) {
    r->label[s] = pushed;
    return false;
  }
  r->label[s] = s;
  return true;
}

static void ua_visit_edge(ua_result *r, int s, int label, int via) {
  if (ua_compute_join(r, s, label, via)) ua_set_add(&r->joins, s);
}

/* The predecessor of exit s inside cycle c when there is one only, else -2:
 * the edge by which a thread leaving c reaches s. */
static int ua_exit_via(const ua_result *r, int c, int s) {
  int np, one = -1;
  const int *pr = cv_block_preds(r->p, s, &np);
  for (int k = 0; k < np; k++) {
    if (!ua_cycle_has_block(r, c, pr[k]) || pr[k] == one) continue;
    if (one >= 0) return -2;
    one = pr[k];
  }
  return one >= 0 ? one : -2;
}

/* An exit reached by two labels joins disjoint paths from the branch:
 * threads that left the cycle on different edges (and iterations) meet
 * there converged, so its phis select by the path ([CU] "Divergent Cycle
 * Exits" with rule 3.1).  LLVM 22 records such an exit only as temporal
 * divergence and misses a phi of constants there (LLVM PR 216100, fixed
 * after 22 by PR 216296; docs/findings.md "Known LLVM reports"), so here
 * analysis/ is sound where it differs from opt-22.  Where every label
 * reached the exit through one and the same predecessor (the branch's own
 * block, say, exiting an inner cycle to an outer header), every thread
 * enters the exit by that one edge and a phi there has nothing to select
 * by, provided no thread can come back to the exit in the same iteration
 * of the cycles around it: the exit's innermost cycle contains the branch
 * (or there is none).  Then no join for its phis (the sweep's reference
 * confirms these uniform, bench/HISTORY.md "Sweep"). */
static void ua_visit_cycle_exit_edge(ua_result *r, int c, int s, int label, int d) {
  if (!ua_compute_join(r, s, label, ua_exit_via(r, c, s))) return;
  ua_set_add(&r->cycle_exits, s);
  int sc = cv_hierarchy_innermost(r->h, s);
  bool back_to_header = sc >= 0 && ua_cycle(r, sc)->header == s && ua_cycle_has_block(r, sc, d);
  bool one_edge = r->via[s] != -2 && (sc < 0 || ua_cycle_has_block(r, sc, d));
  if (!r->branch_reducible || !(back_to_header || one_edge)) ua_set_add(&r->exit_joins, s);
}

/* Fills r->joins and r->cycle_exits for the divergent branch of block d. */
static void ua_join_points(ua_result *r, int d) {
  CC_CLEAR(r->joins);
  CC_CLEAR(r->cycle_exits);
  CC_CLEAR(r->exit_joins);
  for (int b = 0; b < r->nb; b++) r->label[b] = r->via[b] = -1;
  memset(r->fresh, 0, CC_WORDS(r->nmpo) * sizeof(cc_word));

  int d_idx = r->mpo_index[d];
  int d_cycle = cv_hierarchy_innermost(r->h, d);
  r->branch_reducible = true;
  for (int dc = d_cycle; dc >= 0 && r->branch_reducible; dc = ua_cycle(r, dc)->parent)
    r->branch_reducible = ua_cycle_reducible(r, dc);
  /* the largest irreducible ancestor of d's cycle with no reducible cycle
   * between them: labels keep flowing inside it */
  int irr = -1;
  if (d_cycle >= 0 && !ua_cycle_reducible(r, d_cycle)) {
    irr = d_cycle;
    for (int pc = ua_cycle(r, irr)->parent; pc >= 0; pc = ua_cycle(r, irr)->parent) {
      if (ua_cycle_reducible(r, pc)) break;
      irr = pc;
    }
  }
  int ns;
  const int *s = cv_block_succs(r->p, d, &ns);
  for (int j = 0; j < ns; j++) {
    if (d_cycle >= 0 && !ua_cycle_has_block(r, d_cycle, s[j]))
      ua_set_add(&r->cycle_exits, s[j]); /* the branch exits its cycle */
    ua_visit_edge(r, s[j], s[j], d);
  }
  for (;;) {
    int count;
    int idx = ua_fresh_last(r, &count);
    if (idx < 0) break;
    int b = r->mpo[idx];
    if (count == 1 && (irr < 0 || !ua_cycle_has_block(r, irr, b))) break;
    cc_bit_clear(r->fresh, (size_t)idx);
    if (idx == d_idx) continue;
    int label = r->label[b];
    if (r->mpo_reducible_header[b]) {
      /* a reducible cycle is left only through its exits, all reached by
       * the label of its header */
      int c = cv_hierarchy_innermost(r->h, b);
      bool inside = ua_cycle_has_block(r, c, d);
      for (int k = r->cyc_exit_start[c]; k < r->cyc_exit_start[c + 1]; k++) {
        if (inside) ua_visit_cycle_exit_edge(r, c, r->cyc_exit[k], label, d);
        else ua_visit_edge(r, r->cyc_exit[k], label, ua_exit_via(r, c, r->cyc_exit[k]));
      }
    } else {
      const int *t = cv_block_succs(r->p, b, &ns);
      for (int j = 0; j < ns; j++) ua_visit_edge(r, t[j], label, b);
    }
  }
  /* an irreducible cycle containing the branch has a divergent exit where
   * the exit's label differs from its header's */
  for (int c = d_cycle; c >= 0; c = ua_cycle(r, c)->parent) {
    if (ua_cycle_reducible(r, c)) continue;
    int hl = r->label[ua_cycle(r, c)->header];
    for (int k = r->cyc_exit_start[c]; k < r->cyc_exit_start[c + 1]; k++)
      if (r->label[r->cyc_exit[k]] != hl) ua_set_add(&r->cycle_exits, r->cyc_exit[k]);
  }
}

/* ---------------------------------------------------------------------
 * Propagation ([CU] "Static Uniformity Analysis")
 * --------------------------------------------------------------------- */

static bool ua_is_terminator(const ua_result *r, int i) {
  const cv_inst *I = cv_program_inst(r->p, i);
  return r->term_of[I->block] == i;
}

/* Marks instruction i (or, for i < 0, the branch of .cfg block -i-1)
 * divergent and queues it; always-uniform instructions stay uniform. */
static void ua_mark(ua_result *r, int i) {
  bool marked;
  if (i < 0) {
    int b = -i - 1;
    marked = !r->term_div[b];
    r->term_div[b] = true;
  } else {
    if (r->always_uniform[i]) return;
    if (ua_is_terminator(r, i)) {
      int b = cv_program_inst(r->p, i)->block;
      marked = !r->term_div[b];
      r->term_div[b] = true;
    } else {
      marked = !r->inst_div[i];
      r->inst_div[i] = true;
    }
  }
  if (marked) CC_PUSH(r->worklist, i);
}

static void ua_push_users(ua_result *r, int i) {
  if (ua_is_terminator(r, i)) return; /* its value (invoke) is not tracked */
  for (int u = r->use_start[i]; u < r->use_start[i + 1]; u++) ua_mark(r, r->use_user[u]);
}

/* LLVM's UndefValue (undef or poison), printed with its type by the reader
 * ("i32 undef"). */
static bool ua_is_undef(const cv_value *v) {
  if (v->kind != CV_VALUE_CONST || !v->text) return false;
  const char *sp = strrchr(v->text, ' ');
  const char *w = sp ? sp + 1 : v->text;
  return !strcmp(w, "undef") || !strcmp(w, "poison");
}

/* A phi whose incoming values are one value, apart from undef and itself,
 * is not made divergent by a join (LLVM's reading, see docs/findings.md). */
static bool ua_phi_constant_or_undef(const cv_inst *I) {
  const cv_value *one = NULL;
  for (int k = 0; k < I->nops; k++) {
    const cv_value *v = &I->ops[k];
    if (v->kind == CV_VALUE_INST && v->index == I->index) continue;
    if (ua_is_undef(v)) continue;
    if (one && !(one->kind == v->kind && one->index == v->index &&
                 (one->text == v->text || (one->text && v->text && !strcmp(one->text, v->text)))))
      return false;
    one = v;
  }
  return true;
}

/* [CU] "Uniformity" rule 3.1: a phi at a join of a divergent
 * branch selects by the path the thread took. */
static void ua_taint_phis(ua_result *r, int b) {
  int n;
  const int *in = cv_block_insts(r->p, b, &n);
  for (int k = 0; k < n; k++) {
    const cv_inst *I = cv_program_inst(r->p, in[k]);
    if (I->op != CV_OP_PHI) continue;
    if (ua_phi_constant_or_undef(I)) continue;
    ua_mark(r, in[k]);
  }
}

/* Every value defined in a cycle assumed divergent is divergent: its nodes
 * are not m-converged ([CU] "Static Uniformity Analysis") and the output of
 * a static instance that is not m-converged is divergent ([CU]
 * "Uniformity" rule 2). */
static void ua_taint_all(ua_result *r, int b) {
  int n;
  const int *in = cv_block_insts(r->p, b, &n);
  for (int k = 0; k < n; k++) {
    if (ua_is_terminator(r, in[k])) break;
    ua_mark(r, in[k]);
  }
}

/* The outermost cycle containing join j but not the branch block d, when
 * it is irreducible: diverged paths from outside enter it ([CU] "Diverged
 * Paths reaching a Cycle"; a reducible cycle is entered only at its header,
 * [CU] "Reducible Cycle"). */
static int ua_ext_div_cycle(const ua_result *r, int c, int d) {
  if (ua_cycle_has_block(r, c, d)) return -1;
  for (int pc = ua_cycle(r, c)->parent; pc >= 0 && !ua_cycle_has_block(r, pc, d);
       pc = ua_cycle(r, c)->parent)
    c = pc;
  return ua_cycle_reducible(r, c) ? -1 : c;
}

/* The diverged entry criterion in its simplified form ([CU] "Divergent
 * Branch inside a Cycle": B strictly dominates J, or the header of C does):
 * the smallest
 * irreducible cycle containing both the branch d and the join j, when its
 * header does not dominate j, widened to the outermost ancestor whose
 * header does not dominate j either. */
static int ua_int_div_cycle(const ua_result *r, int c, int d, int j) {
  if (ua_properly_dominates(r, d, j)) return -1;
  while (c >= 0 && !ua_cycle_has_block(r, c, d)) c = ua_cycle(r, c)->parent;
  if (c < 0 || ua_cycle_reducible(r, c)) return -1;
  if (ua_properly_dominates(r, ua_cycle(r, c)->header, j)) return -1;
  for (int pc = ua_cycle(r, c)->parent;
       pc >= 0 && !ua_properly_dominates(r, ua_cycle(r, pc)->header, j);
       pc = ua_cycle(r, c)->parent)
    c = pc;
  return c;
}

static int ua_outermost_div_cycle(const ua_result *r, int c, int d, int j) {
  if (c < 0) return -1;
  int ext = ua_ext_div_cycle(r, c, d);
  int in = ua_int_div_cycle(r, c, d, j);
  return in >= 0 ? in : ext;
}

/* [CU] "Divergent Cycle Exits": users outside cycle c of instruction i. */
static void ua_temporal_users(ua_result *r, int i, int c) {
  for (int u = r->use_start[i]; u < r->use_start[i + 1]; u++) {
    int user = r->use_user[u];
    if (ua_cycle_has_block(r, c, cv_program_inst(r->p, user)->block)) continue;
    ua_mark(r, user);
    ua_temporal t = {i, user, c};
    CC_PUSH(r->temporal, t);
  }
}

static bool ua_uses_value_from_cycle(const ua_result *r, const cv_inst *I, int c) {
  for (int k = 0; k < I->nops; k++)
    if (I->ops[k].kind == CV_VALUE_INST &&
        ua_cycle_has_block(r, c, cv_program_inst(r->p, I->ops[k].index)->block))
      return true;
  return false;
}

/* [CU] "Divergent Cycle Exits": a cycle with a divergent exit makes every
 * use outside it of a value defined inside it divergent: phis in the exits
 * and users of definitions in blocks that dominate an exit. */
static void ua_cycle_exit_divergence(ua_result *r, int c) {
  int e0 = r->cyc_exit_start[c], e1 = r->cyc_exit_start[c + 1];
  for (int k = e0; k < e1; k++) {
    int n;
    const int *in = cv_block_insts(r->p, r->cyc_exit[k], &n);
    for (int q = 0; q < n; q++) {
      const cv_inst *I = cv_program_inst(r->p, in[q]);
      if (I->op == CV_OP_PHI && ua_uses_value_from_cycle(r, I, c)) ua_mark(r, in[q]);
    }
  }
  const cv_cycle *cy = ua_cycle(r, c);
  for (int q = 0; q < cy->nblocks; q++) {
    int b = cy->blocks[q];
    bool dom = false;
    for (int k = e0; k < e1 && !dom; k++) dom = cv_domtree_dominates(r->dt, b, r->cyc_exit[k]);
    if (!dom) continue;
    int n;
    const int *in = cv_block_insts(r->p, b, &n);
    for (int k = 0; k < n; k++) ua_temporal_users(r, in[k], c);
  }
}

/* A divergent exit `x` of cycle `inner`: the outermost cycle containing
 * inner that x leaves has a divergent exit. */
static void ua_cycle_exit(ua_result *r, int x, int inner) {
  int xc = cv_hierarchy_innermost(r->h, x);
  int xdepth = xc >= 0 ? ua_cycle(r, xc)->depth : 0;
  int outer = inner;
  for (int c = inner; c >= 0 && ua_cycle(r, c)->depth > xdepth; c = ua_cycle(r, c)->parent)
    outer = c;
  for (size_t k = 0; k < CC_SIZE(r->divergent_exit); k++)
    if (CC_AT(r->divergent_exit, k) == outer) return;
  CC_PUSH(r->divergent_exit, outer);
  /* a cycle assumed divergent already has every value divergent */
  for (size_t k = 0; k < CC_SIZE(r->assumed_divergent); k++)
    if (ua_cycle_has_cycle(r, CC_AT(r->assumed_divergent, k), outer)) return;
  ua_cycle_exit_divergence(r, outer);
}

/* The consequences of block d's terminator being divergent. */
static void ua_control_divergence(ua_result *r, int d) {
  r->term_div[d] = true;
  if (!cv_block_reachable(r->p, d)) return;
  int ns;
  cv_block_succs(r->p, d, &ns);
  if (ns <= 1) return;
  ua_join_points(r, d);
  cc_ints divcycles = {0};
  for (size_t k = 0; k < CC_SIZE(r->joins); k++) {
    int j = CC_AT(r->joins, k);
    int c = ua_outermost_div_cycle(r, cv_hierarchy_innermost(r->h, j), d, j);
    if (c >= 0) CC_PUSH(divcycles, c);
    else ua_taint_phis(r, j);
  }
  for (size_t k = 0; k < CC_SIZE(r->exit_joins); k++) ua_taint_phis(r, CC_AT(r->exit_joins, k));
  /* deepest first (stable), so that a cycle inside a later one is seen
   * before it */
  for (size_t a = 1; a < CC_SIZE(divcycles); a++)
    for (size_t b = a; b > 0 && ua_cycle(r, CC_AT(divcycles, b - 1))->depth <
                                    ua_cycle(r, CC_AT(divcycles, b))->depth; b--) {
      int t = CC_AT(divcycles, b);
      CC_AT(divcycles, b) = CC_AT(divcycles, b - 1);
      CC_AT(divcycles, b - 1) = t;
    }
  for (size_t k = 0; k < CC_SIZE(divcycles); k++) {
    int c = CC_AT(divcycles, k);
    bool contained = false;
    for (size_t q = 0; q < CC_SIZE(r->assumed_divergent) && !contained; q++)
      contained = ua_cycle_has_cycle(r, CC_AT(r->assumed_divergent, q), c);
    if (contained) continue;
    CC_PUSH(r->assumed_divergent, c);
    const cv_cycle *cy = ua_cycle(r, c);
    for (int q = 0; q < cy->nblocks; q++) ua_taint_all(r, cy->blocks[q]);
  }
  CC_RELEASE(divcycles);
  /* ua_join_points' lists are reused by nested calls: copy the exits */
  int dc = cv_hierarchy_innermost(r->h, d);
  size_t nx = CC_SIZE(r->cycle_exits);
  if (nx && dc >= 0) {
    int *xs = cc_malloc(nx * sizeof(int));
    memcpy(xs, r->cycle_exits.begin, nx * sizeof(int));
    for (size_t k = 0; k < nx; k++) ua_cycle_exit(r, xs[k], dc);
    free(xs);
  }
}

/* ---------------------------------------------------------------------
 * Setup: terminators, users in LLVM's use-list order
 * --------------------------------------------------------------------- */

/* The order in which LLVM lists the users of a value read from IR text:
 * each new use goes to the front of the list, and the uses made before
 * the value was defined (forward references, moved over when it is
 * defined) come after all others, in the order they were written. */
static void ua_build_uses(ua_result *r) {
  int ni = r->ni, na = r->na;
  r->use_start = cc_calloc((size_t)ni + 2, sizeof(int));
  r->arg_use_start = cc_calloc((size_t)na + 2, sizeof(int));
  /* count each instruction's backward uses (user after the definition)
   * and forward ones, and each argument's uses */
  int *nback = cc_calloc((size_t)ni + 1, sizeof(int));
  int *nfwd = cc_calloc((size_t)ni + 1, sizeof(int));
  int *acount = cc_calloc((size_t)na + 1, sizeof(int));
  for (int i = 0; i < ni; i++) {
    const cv_inst *I = cv_program_inst(r->p, i);
    for (int k = 0; k < I->nops; k++) {
      const cv_value *v = &I->ops[k];
      if (v->kind == CV_VALUE_INST && v->index >= 0 && v->index < ni) {
        if (i <= v->index) nfwd[v->index]++;
        else nback[v->index]++;
      } else if (v->kind == CV_VALUE_ARG && v->index >= 0 && v->index < na) {
        acount[v->index]++;
      }
    }
  }
  for (int i = 0; i < ni; i++) r->use_start[i + 1] = r->use_start[i] + nback[i] + nfwd[i];
  for (int a = 0; a < na; a++) r->arg_use_start[a + 1] = r->arg_use_start[a] + acount[a];
  r->use_user = cc_calloc((size_t)r->use_start[ni] + 1, sizeof(int));
  r->arg_use_user = cc_calloc((size_t)r->arg_use_start[na] + 1, sizeof(int));
  /* fill: backward uses from the front in reverse order, forward uses at
   * the back in order */
  int *bpos = cc_calloc((size_t)ni + 1, sizeof(int)); /* next back slot, filled downwards */
  int *fpos = cc_calloc((size_t)ni + 1, sizeof(int));
  for (int i = 0; i < ni; i++) {
    bpos[i] = r->use_start[i] + nback[i] - 1;
    fpos[i] = r->use_start[i] + nback[i];
  }
  int *apos = cc_calloc((size_t)na + 1, sizeof(int));
  for (int a = 0; a < na; a++) apos[a] = r->arg_use_start[a + 1] - 1;
  for (int i = 0; i < ni; i++) {
    const cv_inst *I = cv_program_inst(r->p, i);
    for (int k = 0; k < I->nops; k++) {
      const cv_value *v = &I->ops[k];
      if (v->kind == CV_VALUE_INST && v->index >= 0 && v->index < ni) {
        if (i <= v->index) r->use_user[fpos[v->index]++] = i;
        else r->use_user[bpos[v->index]--] = i;
      } else if (v->kind == CV_VALUE_ARG && v->index >= 0 && v->index < na) {
        r->arg_use_user[apos[v->index]--] = i;
      }
    }
  }
  free(acount); free(nback); free(nfwd); free(bpos); free(fpos); free(apos);
}

static void ua_build_terminators(ua_result *r) {
  r->term_of = cc_calloc((size_t)r->nb + 1, sizeof(int));
  for (int b = 0; b < r->nb; b++) {
    int n;
    const int *in = cv_block_insts(r->p, b, &n);
    r->term_of[b] = -1;
    if (n > 0) {
      const cv_inst *T = cv_program_inst(r->p, in[n - 1]);
      switch (T->op) {
      case CV_OP_BR: case CV_OP_SWITCH: case CV_OP_RET: case CV_OP_UNREACHABLE:
      case CV_OP_TERMINATOR:
        r->term_of[b] = in[n - 1];
        break;
      default: break;
      }
    }
  }
}

ua_result *ua_analyze(const cv_program *p, const cv_hierarchy *h, cc_error *err) {
  if (!p || cv_program_nblocks(p) == 0) {
    cc_error_set(err, p ? cv_program_file(p) : NULL, 0, 0, "uniformity analysis of an empty program");
    return NULL;
  }
  ua_result *r = cc_calloc(1, sizeof *r);
  r->p = p;
  if (!h) h = r->own_h = cv_cycles_llvm(p);
  r->h = h;
  r->dt = cv_domtree_new(p, false);
  r->nb = cv_program_nblocks(p);
  r->ni = cv_program_ninsts(p);
  r->na = cv_program_nargs(p);
  r->nc = cv_hierarchy_ncycles(h);
  r->inst_div = cc_calloc((size_t)r->ni + 1, sizeof(bool));
  r->always_uniform = cc_calloc((size_t)r->ni + 1, sizeof(bool));
  r->arg_div = cc_calloc((size_t)r->na + 1, sizeof(bool));
  r->term_div = cc_calloc((size_t)r->nb + 1, sizeof(bool));
  r->label = cc_calloc((size_t)r->nb + 1, sizeof(int));
  r->via = cc_calloc((size_t)r->nb + 1, sizeof(int));
  r->fresh = cc_calloc(CC_WORDS(r->nb) + 1, sizeof(cc_word));
  ua_build_terminators(r);
  ua_build_uses(r);
  ua_compute_exits(r);
  ua_compute_mpo(r);

  /* Sources ([CU] "Static Uniformity Analysis"): instructions the reader flags,
   * divergent arguments, and the divergent branches of a .cfg. */
  for (int i = 0; i < r->ni; i++) {
    unsigned f = cv_program_inst(p, i)->flags;
    if (f & (CV_INST_DIVERGENCE_SOURCE | CV_INST_OPAQUE_CONVERGENT)) ua_mark(r, i);
    else if (f & CV_INST_ALWAYS_UNIFORM) r->always_uniform[i] = true;
  }
  for (int a = 0; a < r->na; a++) r->arg_div[a] = !cv_program_arg_uniform(p, a);
  for (int b = 0; b < r->nb; b++)
    if (r->term_of[b] < 0 && cv_block_branch(p, b) == CV_BRANCH_DIVERGENT) ua_mark(r, -b - 1);
  /* the users of the initial divergent values */
  for (int a = 0; a < r->na; a++)
    if (r->arg_div[a])
      for (int u = r->arg_use_start[a]; u < r->arg_use_start[a + 1]; u++)
        ua_mark(r, r->arg_use_user[u]);
  /* (the values divergent now, not those marked while seeding) */
  cc_ints seeds = {0};
  for (int i = 0; i < r->ni; i++)
    if (r->inst_div[i]) CC_PUSH(seeds, i);
  for (size_t k = 0; k < CC_SIZE(seeds); k++) ua_push_users(r, CC_AT(seeds, k));
  CC_RELEASE(seeds);
  /* to the fixed point */
  while (!CC_EMPTY(r->worklist)) {
    int i = CC_POP(r->worklist);
    if (i < 0) ua_control_divergence(r, -i - 1);
    else if (ua_is_terminator(r, i)) ua_control_divergence(r, cv_program_inst(p, i)->block);
    else ua_push_users(r, i);
  }
  return r;
}

void ua_result_free(ua_result *r) {
  if (!r) return;
  if (r->own_h) cv_hierarchy_free(r->own_h);
  cv_domtree_free(r->dt);
  free(r->inst_div); free(r->arg_div); free(r->term_div); free(r->always_uniform);
  free(r->term_of); free(r->use_start); free(r->use_user);
  free(r->arg_use_start); free(r->arg_use_user);
  free(r->cyc_exit_start); free(r->cyc_exit);
  free(r->mpo); free(r->mpo_index); free(r->mpo_reducible_header);
  free(r->label); free(r->via); free(r->fresh);
  CC_RELEASE(r->assumed_divergent); CC_RELEASE(r->divergent_exit);
  CC_RELEASE(r->temporal); CC_RELEASE(r->worklist);
  CC_RELEASE(r->joins); CC_RELEASE(r->cycle_exits); CC_RELEASE(r->exit_joins);
  free(r);
}

bool ua_inst_divergent(const ua_result *r, int inst) {
  if (inst < 0 || inst >= r->ni) return false;
  if (ua_is_terminator(r, inst)) return r->term_div[cv_program_inst(r->p, inst)->block];
  return r->inst_div[inst];
}

bool ua_block_branch_divergent(const ua_result *r, int block) {
  return block >= 0 && block < r->nb && r->term_div[block];
}

bool ua_arg_divergent(const ua_result *r, int arg) {
  return arg >= 0 && arg < r->na && r->arg_div[arg];
}

/* ---------------------------------------------------------------------
 * Printing in the layout of opt -passes='print<uniformity>'
 * --------------------------------------------------------------------- */

static void ua_print_cycle(const ua_result *r, int c, cc_buf *out) {
  const cv_cycle *cy = ua_cycle(r, c);
  cc_buf_printf(out, "depth=%d: entries(", cy->depth);
  for (int j = 0; j < cy->nentries; j++)
    cc_buf_printf(out, "%s%s", j ? " " : "", cv_block_name(r->p, cy->entries[j]));
  cc_buf_putc(out, ')');
  for (int j = 0; j < cy->nblocks; j++) {
    bool entry = false;
    for (int e = 0; e < cy->nentries; e++) entry |= cy->entries[e] == cy->blocks[j];
    if (!entry) cc_buf_printf(out, " %s", cv_block_name(r->p, cy->blocks[j]));
  }
}

static const char *ua_inst_text(const cv_inst *I) {
  return I->text ? I->text : I->opcode ? I->opcode : "?";
}

static ua_label ua_print_inst_div(const void *ctx, int inst) {
  return ua_inst_divergent(ctx, inst) ? UA_LABEL_DIVERGENT : UA_LABEL_UNIFORM;
}

static ua_label ua_print_branch_div(const void *ctx, int block) {
  return ua_block_branch_divergent(ctx, block) ? UA_LABEL_DIVERGENT : UA_LABEL_UNIFORM;
}

bool ua_block_has_terminator(const cv_program *p, int b) {
  int ni;
  const int *insts = cv_block_insts(p, b, &ni);
  if (ni == 0) return false;
  cv_op op = cv_program_inst(p, insts[ni - 1])->op;
  return op == CV_OP_BR || op == CV_OP_SWITCH || op == CV_OP_RET ||
         op == CV_OP_UNREACHABLE || op == CV_OP_TERMINATOR;
}

static const char *mark_text(ua_label m) {
  return m == UA_LABEL_DIVERGENT ? "  DIVERGENT:   " : m == UA_LABEL_UNKNOWN ? "  UNKNOWN:     " : "               ";
}

/* The terminator's mark: its own and its block's branch's, the stronger of
 * the two (divergent over unknown over uniform), so that an undecided
 * branch is never printed as decided (issue 29). */
static ua_label ua_terminator_mark(ua_label own, ua_label branch) {
  if (own == UA_LABEL_DIVERGENT || branch == UA_LABEL_DIVERGENT) return UA_LABEL_DIVERGENT;
  if (own == UA_LABEL_UNKNOWN || branch == UA_LABEL_UNKNOWN) return UA_LABEL_UNKNOWN;
  return UA_LABEL_UNIFORM;
}

void ua_print_blocks(const cv_program *p, ua_divergent_fn inst_div,
                     ua_divergent_fn branch_div, const void *ctx, cc_buf *out) {
  for (int b = 0; b < cv_program_nblocks(p); b++) {
    cc_buf_printf(out, "\nBLOCK %s\nDEFINITIONS\n", cv_block_name(p, b));
    int ni;
    const int *insts = cv_block_insts(p, b, &ni);
    bool has_term = ua_block_has_terminator(p, b);
    int last = has_term ? ni - 1 : ni;
    for (int i = 0; i < last; i++) {
      cc_buf_puts(out, mark_text(inst_div(ctx, insts[i])));
      cc_buf_puts(out, ua_inst_text(cv_program_inst(p, insts[i])));
      cc_buf_putc(out, '\n');
    }
    cc_buf_puts(out, "TERMINATORS\n");
    bool decides = cv_block_decides(p, b); /* a ret or a br to one block: uniform */
    if (has_term) {
      ua_label own = inst_div(ctx, insts[ni - 1]);
      cc_buf_puts(out, mark_text(decides ? ua_terminator_mark(own, branch_div(ctx, b)) : own));
      cc_buf_puts(out, ua_inst_text(cv_program_inst(p, insts[ni - 1])));
      cc_buf_putc(out, '\n');
    } else { /* a .cfg block: its branch */
      int ns;
      const int *succ = cv_block_succs(p, b, &ns);
      cc_buf_puts(out, mark_text(decides ? branch_div(ctx, b) : UA_LABEL_UNIFORM));
      cc_buf_puts(out, ns ? "br" : "ret");
      for (int i = 0; i < ns; i++) cc_buf_printf(out, "%s %s", i ? "," : "", cv_block_name(p, succ[i]));
      if (ns > 1)
        cc_buf_printf(out, " (%s)", cv_block_branch(p, b) == CV_BRANCH_DIVERGENT ? "divergent" : "uniform");
      cc_buf_putc(out, '\n');
    }
    cc_buf_puts(out, "END BLOCK\n");
  }
}

/* The heading, then one cycle a line; nothing for an empty list. */
static void ua_print_cycles(const ua_result *r, const char *heading, const cc_ints *cycles,
                            cc_buf *out) {
  if (CC_EMPTY(*cycles)) return;
  cc_buf_puts(out, heading);
  for (size_t k = 0; k < CC_SIZE(*cycles); k++) {
    cc_buf_puts(out, "  ");
    ua_print_cycle(r, CC_AT(*cycles, k), out);
    cc_buf_putc(out, '\n');
  }
}

void ua_print_llvm(const ua_result *r, cc_buf *out) {
  const cv_program *p = r->p;
  cc_buf_printf(out, "UniformityInfo for function '%s':\n", cv_program_name(p));
  bool any = !CC_EMPTY(r->divergent_exit);
  for (int i = 0; i < r->ni && !any; i++) any = r->inst_div[i];
  for (int a = 0; a < r->na && !any; a++) any = r->arg_div[a];
  for (int b = 0; b < r->nb && !any; b++) any = r->term_div[b];
  if (!any) {
    cc_buf_puts(out, "ALL VALUES UNIFORM\n");
    return;
  }
  bool hdr = false;
  for (int a = 0; a < r->na; a++) {
    if (!r->arg_div[a]) continue;
    if (!hdr) cc_buf_puts(out, "DIVERGENT ARGUMENTS:\n");
    hdr = true;
    const char *t = cv_program_arg_text(p, a);
    if (t) cc_buf_printf(out, "  DIVERGENT: %s\n", t);
    else cc_buf_printf(out, "  DIVERGENT: arg %d\n", a);
  }
  ua_print_cycles(r, "CYCLES ASSUMED DIVERGENT:\n", &r->assumed_divergent, out);
  ua_print_cycles(r, "CYCLES WITH DIVERGENT EXIT:\n", &r->divergent_exit, out);
  if (!CC_EMPTY(r->temporal)) {
    cc_buf_puts(out, "\nTEMPORAL DIVERGENCE LIST:\n");
    for (size_t k = 0; k < CC_SIZE(r->temporal); k++) {
      ua_temporal t = CC_AT(r->temporal, k);
      cc_buf_printf(out, "Value         :  %s\n", ua_inst_text(cv_program_inst(p, t.value)));
      cc_buf_printf(out, "Used by       :  %s\n", ua_inst_text(cv_program_inst(p, t.user)));
      cc_buf_puts(out, "Outside cycle :");
      ua_print_cycle(r, t.cycle, out);
      cc_buf_puts(out, "\n\n");
    }
  }
  ua_print_blocks(p, ua_print_inst_div, ua_print_branch_div, r, out);
}

/* ---- accessors for the command line's other outputs ------------------- */

const cv_program *ua_result_program(const ua_result *r) { return r->p; }
int ua_assumed_divergent_count(const ua_result *r) { return (int)CC_SIZE(r->assumed_divergent); }
int ua_assumed_divergent(const ua_result *r, int k) { return CC_AT(r->assumed_divergent, k); }
int ua_divergent_exit_count(const ua_result *r) { return (int)CC_SIZE(r->divergent_exit); }
int ua_divergent_exit(const ua_result *r, int k) { return CC_AT(r->divergent_exit, k); }
int ua_temporal_count(const ua_result *r) { return (int)CC_SIZE(r->temporal); }
void ua_temporal_at(const ua_result *r, int k, int *value, int *user, int *cycle) {
  ua_temporal t = CC_AT(r->temporal, k);
  *value = t.value;
  *user = t.user;
  *cycle = t.cycle;
}
const cv_hierarchy *ua_result_hierarchy(const ua_result *r) { return r->h; }
