/* unbounded/counting.c — counting phis (counting.h; the proof is
 * docs/unbounded.md, "Counting phis"). */
#include "unbounded/counting.h"

#include <string.h>

/* C is entered only through its header: one entry, and not the function's
 * entry block (a thread starting there would begin a stay in C elsewhere
 * than at the header). */
static bool one_entry(const cv_program *p, const cv_cycle *C) {
  return C->nentries == 1 && !cc_bit_get(C->member, (size_t)cv_program_entry(p));
}

/* The cycle of h that H heads and enters alone ([CT] "Cycles": a header
 * is in none of its cycle's children, so it is its innermost cycle), or
 * NULL. */

static const cv_cycle *single_entry_cycle(const cv_program *p, const cv_hierarchy *h, int H) {
  int c = cv_hierarchy_innermost(h, H);
  if (c < 0) return NULL;
  const cv_cycle *C = cv_hierarchy_cycle(h, c);
  return C->header == H && one_entry(p, C) ? C : NULL;
}

static bool member(const cv_cycle *C, int b) { return cc_bit_get(C->member, (size_t)b); }

/* Same value (operand of one instruction compared with another's). */
static bool same_value(const cv_value *a, const cv_value *b) {
  if (a->kind != b->kind) return false;
  if (a->kind == CV_VALUE_CONST || a->kind == CV_VALUE_GLOBAL)
    return a->text && b->text && !strcmp(a->text, b->text);
  return a->index == b->index;
}

/* A deterministic operation on its operands, without side effects: equal
 * operands give equal results (model/values.c, the opkey case). */
static bool pure(const cv_inst *I) {
  static const char *const impure[] = {"alloca", "atomicrmw", "cmpxchg", "fence", "va_arg",
                                       "landingpad", "catchpad", "cleanuppad", "freeze"};
  if (I->op != CV_OP_OTHER || !I->opkey || I->token_def || cv_inst_class_valued(I)) return false;
  if (I->flags & (CV_INST_DIVERGENCE_SOURCE | CV_INST_ALWAYS_UNIFORM | CV_INST_CONVERGENT))
    return false;
  for (size_t i = 0; i < sizeof impure / sizeof *impure; i++)
    if (I->opcode && !strcmp(I->opcode, impure[i])) return false;
  return true;
}

/* What the rule consults for one cycle C of hierarchy h. */
typedef struct counting {
  const cv_program *p;
  const cv_hierarchy *h;
  const ub_item *values;
  const cv_cycle *C;
  int budget; /* steps left for the cone (a DAG of shared operands is
               * walked as a tree; past the budget, no proof) */
  bool once;  /* stable values only of what a thread computes at most once
               * (the first-iteration exit rule: C may be entered again) */
} counting;

enum { CONE_BUDGET = 4096 };

/* Stable for C (counting.h): the last instance before any point of a stay
 * in C is the same term in two threads whose instances of C's header are
 * converged. */
static bool stable(const counting *c, const cv_value *v) {
  const cv_program *p = c->p;
  switch (v->kind) {
  case CV_VALUE_CONST:
    return v->text && !strstr(v->text, "undef") && !strstr(v->text, "poison");
  case CV_VALUE_GLOBAL:
  case CV_VALUE_BLOCK: return true;
  case CV_VALUE_ARG: return cv_program_arg_uniform(p, v->index);
  case CV_VALUE_INST: break;
  default: return false;
  }
  if (v->index < 0 || v->index >= cv_program_ninsts(p)) return false;
  int D = cv_program_inst(p, v->index)->block;
  if ((c->C && member(c->C, D)) || c->values[v->index].verdict != UB_PROVEN) return false;
  /* in no cycle: executed at most once, and its instances in two threads
   * converge in every hierarchy */
  int e = cv_hierarchy_innermost(c->h, D);
  if (e < 0) return true;
  /* the header of a single-entry cycle enclosing C: a thread in C entered
   * that cycle through D, and the last instance of D is the one whose
   * counters are a prefix of those of C's header */
  const cv_cycle *E = single_entry_cycle(p, c->h, D);
  return !c->once && E && c->C && E != c->C && member(E, c->C->header);
}

/* A phi of a block of C other than its header whose incoming values are
 * all one instruction w of C: an edge into its block carries w's latest
 * instance, so at every execution the phi is w's latest instance, a copy
 * of w (docs/unbounded.md, "Counting phis", copies).  Returns w, or -1. */
static int copy_of(const counting *c, int inst) {
  const cv_program *p = c->p;
  const cv_inst *I = cv_program_inst(p, inst);
  if (I->op != CV_OP_PHI || I->block == c->C->header || !member(c->C, I->block) || I->nops < 1)
    return -1;
  int w = -1;
  for (int k = 0; k < I->nops; k++) {
    const cv_value *v = &I->ops[k];
    if (v->kind != CV_VALUE_INST || v->index < 0 || v->index >= cv_program_ninsts(p) ||
        (w >= 0 && v->index != w))
      return -1;
    w = v->index;
  }
  return w != inst && member(c->C, cv_program_inst(p, w)->block) ? w : -1;
}

/* inst with its copies followed (copy_of), or -1 past the budget. */
static int resolve(counting *c, int inst) {
  for (int w; (w = copy_of(c, inst)) >= 0; inst = w)
    if (--c->budget < 0) return -1;
  return inst;
}

/* Is instruction inst allowed in the cone of a value that counts for C:
 * pure, defined in a block of C, no phi but `only_phi` (-1: any counting
 * phi of C), each operand a stable value or such an instruction.  Each
 * definition dominates its uses: cv_program_finish refuses a program where
 * one does not (model/program.c, ssa_dominance), and the proof reads "the
 * last instance" through it. */
static bool cone_ok(counting *c, int inst, int only_phi);

/* Does instruction inst of a block of C count for C (a counting phi, or
 * only_phi when >= 0; a copy of a value that counts; an instruction of
 * the cone)? */
static bool value_counts(counting *c, int inst, int only_phi);

static bool counting_phi(counting *c, int phi) {
  const cv_program *p = c->p;
  const cv_cycle *C = c->C;
  const cv_inst *I = cv_program_inst(p, phi);
  if (I->op != CV_OP_PHI || I->block != C->header || !I->phi_blocks || I->nops < 2) return false;
  int w = -1;
  const cv_value *init = NULL;
  for (int k = 0; k < I->nops; k++) {
    const cv_value *v = &I->ops[k];
    bool inst = v->kind == CV_VALUE_INST && v->index >= 0 && v->index < cv_program_ninsts(p);
    if (member(C, I->phi_blocks[k])) { /* (i): one value on every edge from inside C */
      if (!inst || (w >= 0 && v->index != w)) return false;
      w = v->index;
    } else { /* (iii): one stable value on every edge from outside C */
      if (init && !same_value(init, v)) return false;
      init = v;
    }
  }
  if (w < 0 || !init || !stable(c, init) || (w = resolve(c, w)) < 0) return false;
  /* (ii): w in C, no phi (a copy stands for what it copies), computed from
   * p and stable values */
  const cv_inst *W = cv_program_inst(p, w);
  return member(C, W->block) && W->op != CV_OP_PHI && cone_ok(c, w, phi);
}

static bool cone_ok(counting *c, int inst, int only_phi) {
  const cv_program *p = c->p;
  const cv_inst *I = cv_program_inst(p, inst);
  if (--c->budget < 0 || !pure(I)) return false;
  for (int k = 0; k < I->nops; k++) {
    const cv_value *v = &I->ops[k];
    bool in_c = v->kind == CV_VALUE_INST && v->index >= 0 && v->index < cv_program_ninsts(p) &&
                member(c->C, cv_program_inst(p, v->index)->block);
    if (!in_c) {
      if (!stable(c, v)) return false;
    } else if (!value_counts(c, v->index, only_phi)) {
      return false;
    }
  }
  return true;
}

static bool value_counts(counting *c, int inst, int only_phi) {
  if ((inst = resolve(c, inst)) < 0) return false;
  if (cv_program_inst(c->p, inst)->op == CV_OP_PHI)
    return only_phi >= 0 ? inst == only_phi : counting_phi(c, inst);
  return cone_ok(c, inst, only_phi);
}

/* Does inst count for some single-entry cycle of h containing both its
 * block and block X (the block whose instances read it)? */
static bool counts_in(counting *c, int inst, int X, int *header) {
  const cv_program *p = c->p;
  const cv_inst *I = cv_program_inst(p, inst);
  for (int k = cv_hierarchy_innermost(c->h, I->block); k >= 0;) {
    c->C = cv_hierarchy_cycle(c->h, k);
    c->budget = CONE_BUDGET;
    if (one_entry(p, c->C) && member(c->C, X) && value_counts(c, inst, -1)) {
      if (header) *header = c->C->header;
      return true;
    }
    k = c->C->parent;
  }
  return false;
}

bool ubc_counts(const cv_program *p, const cv_hierarchies *hs, const ub_item *values, int inst,
                int X, int *header) {
  if (inst < 0 || inst >= cv_program_ninsts(p) || X < 0 || X >= cv_program_nblocks(p) ||
      CC_SIZE(*hs) == 0)
    return false;
  if (!(cv_program_inst(p, inst)->flags & CV_INST_HAS_RESULT)) return false;
  for (size_t i = 0; i < CC_SIZE(*hs); i++) {
    counting c = {.p = p, .h = CC_AT(*hs, i), .values = values};
    if (!counts_in(&c, inst, X, i ? NULL : header)) return false;
  }
  return true;
}

/* ---- the exit rule ------------------------------------------------------------ */

/* C's only exiting block, or -1: one block with a successor outside C. */
static int only_exit(const cv_program *p, const cv_cycle *C) {
  int E = -1;
  for (int i = 0; i < C->nblocks; i++) {
    int b = C->blocks[i], n;
    const int *s = cv_block_succs(p, b, &n);
    for (int j = 0; j < n; j++)
      if (!member(C, s[j])) {
        if (E >= 0 && E != b) return -1;
        E = b;
      }
  }
  return E;
}

/* Does C, in h, satisfy the exit rule's conditions on the cycle (with
 * dominator tree dt): top-level, one entry, one exiting block E in no child
 * of C on every path from the header back to it, E's branch proven? */
static int uniform_exit(const cv_program *p, const cv_hierarchy *h, const cv_cycle *C,
                        const cv_domtree *dt, const ub_item *branches) {
  if (C->parent >= 0 || !one_entry(p, C)) return -1;
  int E = only_exit(p, C);
  if (E < 0 || branches[E].verdict != UB_PROVEN) return -1;
  if (cv_hierarchy_cycle(h, cv_hierarchy_innermost(h, E)) != C) return -1;
  int n;
  const int *pred = cv_block_preds(p, C->header, &n);
  for (int j = 0; j < n; j++)
    if (member(C, pred[j]) && !cv_domtree_dominates(dt, E, pred[j])) return -1;
  return E;
}

/* ---- the first-iteration exit rule ------------------------------------------ */

/* Is v the same term at every point of a stay in C: not an instruction of
 * C (its latest instance is not renewed during the stay; undef and poison
 * excepted, whose uses the terms do not model), or a pure non-phi
 * instruction of C of such operands (the same operation on the same
 * terms)? */
static bool invariant(counting *c, const cv_value *v) {
  const cv_program *p = c->p;
  switch (v->kind) {
  case CV_VALUE_CONST:
    return v->text && !strstr(v->text, "undef") && !strstr(v->text, "poison");
  case CV_VALUE_ARG:
  case CV_VALUE_GLOBAL:
  case CV_VALUE_BLOCK: return true;
  case CV_VALUE_INST: break;
  default: return false;
  }
  if (v->index < 0 || v->index >= cv_program_ninsts(p)) return false;
  const cv_inst *I = cv_program_inst(p, v->index);
  if (!member(c->C, I->block)) return true;
  if (--c->budget < 0 || I->op == CV_OP_PHI || !pure(I)) return false;
  for (int k = 0; k < I->nops; k++)
    if (!invariant(c, &I->ops[k])) return false;
  return true;
}

/* Does every thread leave C, in h, at the first iteration of its stay
 * (docs/unbounded.md, "Counting phis", the first-iteration exit rule)?  C
 * has one entry, and each block E of C with a successor outside C is in no
 * child of C, on every path from the header back to it (it dominates every
 * latch), and leaves C unconditionally or on a condition invariant in the
 * stay: a thread decides equal terms alike (docs/design.md §5), so it
 * leaves at its first visit of E or never from E, and that first visit is
 * in the first iteration. */
static bool first_iteration_exits(counting *c, const cv_domtree *dt) {
  const cv_program *p = c->p;
  const cv_cycle *C = c->C;
  if (!one_entry(p, C)) return false;
  int np;
  const int *pred = cv_block_preds(p, C->header, &np);
  bool any = false;
  for (int i = 0; i < C->nblocks; i++) {
    int E = C->blocks[i], ns, ni;
    const int *s = cv_block_succs(p, E, &ns);
    bool exits = false, same = true;
    for (int j = 0; j < ns; j++) {
      exits |= !member(C, s[j]);
      same &= s[j] == s[0];
    }
    if (!exits) continue;
    any = true;
    if (cv_hierarchy_cycle(c->h, cv_hierarchy_innermost(c->h, E)) != C) return false;
    for (int j = 0; j < np; j++)
      if (member(C, pred[j]) && !cv_domtree_dominates(dt, E, pred[j])) return false;
    if (same) continue;
    const int *is = cv_block_insts(p, E, &ni);
    const cv_inst *T = ni ? cv_program_inst(p, is[ni - 1]) : NULL;
    c->budget = CONE_BUDGET;
    if (cv_block_branch(p, E) != CV_BRANCH_VALUE || !T ||
        (T->op != CV_OP_BR && T->op != CV_OP_SWITCH) || T->nops < 2 || !invariant(c, &T->ops[0]))
      return false;
  }
  return any;
}

/* Does every exiting block of C lie below block D in the dominator tree
 * (D's instruction has an instance in the iteration a thread leaves)? */
static bool dominates_exits(const counting *c, const cv_domtree *dt, int D) {
  for (int i = 0; i < c->C->nblocks; i++) {
    int E = c->C->blocks[i], ns;
    const int *s = cv_block_succs(c->p, E, &ns);
    for (int j = 0; j < ns; j++)
      if (!member(c->C, s[j]) && !cv_domtree_dominates(dt, D, E)) return false;
  }
  return true;
}

/* ---- the exit rules ------------------------------------------------------------ */

/* An operand of the exit rule: stable, or counting for C and computed in a
 * block dominating E. */
static bool exit_operand(counting *c, const cv_domtree *dt, int E, const cv_value *v) {
  const cv_program *p = c->p;
  bool inst = v->kind == CV_VALUE_INST && v->index >= 0 && v->index < cv_program_ninsts(p);
  if (!inst || !member(c->C, cv_program_inst(p, v->index)->block)) return stable(c, v);
  const cv_inst *I = cv_program_inst(p, v->index);
  if (!cv_domtree_dominates(dt, I->block, E)) return false;
  c->budget = CONE_BUDGET;
  return value_counts(c, v->index, -1);
}

/* Operand k of instruction I of block Y, read after the thread left the
 * cycle that defines it: the same term in two threads by one of the exit
 * rules (0: stable, no cycle; 1: the uniform exit; 2: the first
 * iteration), or -1.  *H: the cycle's header. */
static int exit_read(counting *c, const cv_domtree *dt, const ub_item *branches,
                     const cv_inst *I, int k, int *H) {
  const cv_program *p = c->p;
  const cv_value *v = &I->ops[k];
  int E0 = I->op == CV_OP_PHI ? I->phi_blocks[k] : -1, Y = I->block;
  bool inst = v->kind == CV_VALUE_INST && v->index >= 0 && v->index < cv_program_ninsts(p);
  int D = inst ? cv_program_inst(p, v->index)->block : -1;
  int in = inst ? cv_hierarchy_innermost(c->h, D) : -1;
  c->C = NULL;
  c->once = false;
  if (in < 0) return stable(c, v) ? 0 : -1;
  int top = in;
  while (cv_hierarchy_cycle(c->h, top)->parent >= 0) top = cv_hierarchy_cycle(c->h, top)->parent;
  c->C = cv_hierarchy_cycle(c->h, top);
  if (!member(c->C, Y)) {
    int E = uniform_exit(p, c->h, c->C, dt, branches);
    if (E >= 0 && (E0 < 0 || E0 == E) && exit_operand(c, dt, E, v)) {
      *H = c->C->header;
      return 1;
    }
  }
  /* the innermost cycle first: C's own counter is the one that restarts */
  for (int j = in; j >= 0; j = c->C->parent) {
    c->C = cv_hierarchy_cycle(c->h, j);
    if (member(c->C, Y)) break;
    c->once = true;
    if ((E0 < 0 || member(c->C, E0)) && first_iteration_exits(c, dt) &&
        dominates_exits(c, dt, D)) {
      c->budget = CONE_BUDGET;
      if (value_counts(c, v->index, -1)) {
        *H = c->C->header;
        return 2;
      }
    }
  }
  return -1;
}

bool ubc_exit_counts(const cv_program *p, const cv_hierarchies *hs, const ub_item *values,
                     const ub_item *branches, int inst, int *header, bool *first) {
  if (inst < 0 || inst >= cv_program_ninsts(p) || CC_SIZE(*hs) == 0) return false;
  const cv_inst *I = cv_program_inst(p, inst);
  if (!(I->flags & CV_INST_HAS_RESULT) || (I->op != CV_OP_PHI && !pure(I))) return false;
  /* a phi: every edge from one block E, which the two threads both leave
   * from (an exit edge of the operands' cycles) */
  if (I->op == CV_OP_PHI && (!I->phi_blocks || I->nops < 1)) return false;
  for (int k = 1; I->op == CV_OP_PHI && k < I->nops; k++)
    if (I->phi_blocks[k] != I->phi_blocks[0]) return false;
  cv_domtree *dt = cv_domtree_new(p, false);
  bool ok = true;
  for (size_t i = 0; i < CC_SIZE(*hs) && ok; i++) {
    counting c = {.p = p, .h = CC_AT(*hs, i), .values = values};
    int H = -1, rule = 0;
    for (int k = 0; k < I->nops && ok; k++) {
      if (I->ops[k].kind == CV_VALUE_BLOCK) continue;
      int h = -1, r = exit_read(&c, dt, branches, I, k, &h);
      ok = r >= 0;
      if (r > 0 && (rule == 0 || r == 2)) H = h;
      if (r > rule) rule = r;
    }
    /* no operand in a cycle: a pure function of stable values, in a block
     * in no cycle (so once per thread) */
    if (rule == 0 && (I->op == CV_OP_PHI || cv_hierarchy_innermost(c.h, I->block) >= 0))
      ok = false;
    if (ok && i == 0) {
      if (header) *header = H;
      if (first) *first = rule == 2;
    }
  }
  cv_domtree_free(dt);
  return ok;
}
