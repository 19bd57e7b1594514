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
  if (member(c->C, D) || c->values[v->index].verdict != UB_PROVEN) return false;
  /* in no cycle: executed at most once, and its instances in two threads
   * converge in every hierarchy */
  int e = cv_hierarchy_innermost(c->h, D);
  if (e < 0) return true;
  /* the header of a single-entry cycle enclosing C: a thread in C entered
   * that cycle through D, and the last instance of D is the one whose
   * counters are a prefix of those of C's header */
  const cv_cycle *E = single_entry_cycle(p, c->h, D);
  return E && E != c->C && member(E, c->C->header);
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
