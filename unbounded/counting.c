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
  return E && c->C && E != c->C && member(E, c->C->header);
}

/* Is instruction inst allowed in the cone of a value that counts for C:
 * pure, defined in a block of C, no phi but `only_phi` (-1: any counting
 * phi of C), each operand a stable value or such an instruction.  Each
 * definition dominates its uses: cv_program_finish refuses a program where
 * one does not (model/program.c, ssa_dominance), and the proof reads "the
 * last instance" through it. */
static bool cone_ok(counting *c, int inst, int only_phi);

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
  if (w < 0 || !init || !stable(c, init)) return false;
  /* (ii): w in C, no phi, computed from p and stable values */
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
    } else if (cv_program_inst(p, v->index)->op == CV_OP_PHI) {
      if (only_phi >= 0 ? v->index != only_phi : !counting_phi(c, v->index)) return false;
    } else if (!cone_ok(c, v->index, only_phi)) {
      return false;
    }
  }
  return true;
}

/* Does inst count for some single-entry cycle of h containing both its
 * block and block X (the block whose instances read it)? */
static bool counts_in(counting *c, int inst, int X, int *header) {
  const cv_program *p = c->p;
  const cv_inst *I = cv_program_inst(p, inst);
  for (int k = cv_hierarchy_innermost(c->h, I->block); k >= 0;) {
    c->C = cv_hierarchy_cycle(c->h, k);
    c->budget = CONE_BUDGET;
    if (one_entry(p, c->C) && member(c->C, X) &&
        (I->op == CV_OP_PHI ? counting_phi(c, inst) : cone_ok(c, inst, -1))) {
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

/* An operand of the exit rule: stable, or counting for C and computed in a
 * block dominating E. */
static bool exit_operand(counting *c, const cv_domtree *dt, int E, const cv_value *v) {
  const cv_program *p = c->p;
  bool inst = v->kind == CV_VALUE_INST && v->index >= 0 && v->index < cv_program_ninsts(p);
  if (!inst || !member(c->C, cv_program_inst(p, v->index)->block)) return stable(c, v);
  const cv_inst *I = cv_program_inst(p, v->index);
  if (!cv_domtree_dominates(dt, I->block, E)) return false;
  c->budget = CONE_BUDGET;
  return I->op == CV_OP_PHI ? counting_phi(c, v->index) : cone_ok(c, v->index, -1);
}

bool ubc_exit_counts(const cv_program *p, const cv_hierarchies *hs, const ub_item *values,
                     const ub_item *branches, int inst, int *header) {
  if (inst < 0 || inst >= cv_program_ninsts(p) || CC_SIZE(*hs) == 0) return false;
  const cv_inst *I = cv_program_inst(p, inst);
  if (!(I->flags & CV_INST_HAS_RESULT) || (I->op != CV_OP_PHI && !pure(I))) return false;
  cv_domtree *dt = cv_domtree_new(p, false);
  bool ok = true;
  for (size_t i = 0; i < CC_SIZE(*hs) && ok; i++) {
    counting c = {.p = p, .h = CC_AT(*hs, i), .values = values};
    /* the cycle: the one of the first operand defined in a cycle */
    c.C = NULL;
    for (int k = 0; k < I->nops && !c.C; k++) {
      const cv_value *v = &I->ops[k];
      if (v->kind != CV_VALUE_INST || v->index < 0 || v->index >= cv_program_ninsts(p)) continue;
      int in = cv_hierarchy_innermost(c.h, cv_program_inst(p, v->index)->block);
      while (in >= 0 && cv_hierarchy_cycle(c.h, in)->parent >= 0)
        in = cv_hierarchy_cycle(c.h, in)->parent;
      if (in >= 0) c.C = cv_hierarchy_cycle(c.h, in);
    }
    if (!c.C) { /* no operand in a cycle: a pure function of stable values, once per thread */
      if (I->op == CV_OP_PHI || cv_hierarchy_innermost(c.h, I->block) >= 0) ok = false;
      for (int k = 0; k < I->nops && ok; k++) ok = stable(&c, &I->ops[k]);
      if (ok && i == 0 && header) *header = -1;
      continue;
    }
    int E = !member(c.C, I->block) ? uniform_exit(p, c.h, c.C, dt, branches) : -1;
    ok = E >= 0;
    for (int k = 0; k < I->nops && ok; k++) {
      if (I->ops[k].kind == CV_VALUE_BLOCK) continue;
      if (I->op == CV_OP_PHI && (!I->phi_blocks || I->phi_blocks[k] != E)) ok = false;
      else ok = exit_operand(&c, dt, E, &I->ops[k]);
    }
    if (ok && i == 0 && header) *header = c.C->header;
  }
  cv_domtree_free(dt);
  return ok;
}
