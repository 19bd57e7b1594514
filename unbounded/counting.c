/* unbounded/counting.c — counting phis (counting.h; the proof is
 * docs/unbounded.md, "Counting phis"). */
#include "unbounded/counting.h"

#include <string.h>

/* The cycle of h that H heads and enters alone ([CT] "Cycles": a header
 * is in none of its cycle's children, so it is its innermost cycle), not
 * containing the function's entry (a thread starting there would begin a
 * stay in C elsewhere than at H), or NULL. */
static const cv_cycle *single_entry_cycle(const cv_program *p, const cv_hierarchy *h, int H) {
  int c = cv_hierarchy_innermost(h, H);
  if (c < 0) return NULL;
  const cv_cycle *C = cv_hierarchy_cycle(h, c);
  bool ok = C->header == H && C->nentries == 1 &&
            !cc_bit_get(C->member, (size_t)cv_program_entry(p));
  return ok ? C : NULL;
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

/* Stable for C in h (counting.h): the last instance before any point of
 * a stay in C is the same term in two threads whose instances of C's
 * header are converged. */
static bool stable(const cv_program *p, const cv_hierarchy *h, const cv_cycle *C,
                   const ub_item *values, const cv_value *v) {
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
  if (member(C, D) || values[v->index].verdict != UB_PROVEN) return false;
  /* in no cycle: executed at most once, and its instances in two threads
   * converge in every hierarchy */
  int c = cv_hierarchy_innermost(h, D);
  if (c < 0) return true;
  /* the header of a single-entry cycle enclosing C: a thread in C entered
   * that cycle through D, and the last instance of D is the one whose
   * counters are a prefix of those of C's header */
  const cv_cycle *E = single_entry_cycle(p, h, D);
  return E && E != C && member(E, C->header);
}

/* Is operand v of an instruction of H, in the cone of w, allowed: phi
 * only `only_phi` (-1: any counting phi of H), other instructions of H
 * pure and earlier than `before`, with the same kind of operands. */
static bool cone_ok(const cv_program *p, const cv_hierarchy *h, const cv_cycle *C,
                    const ub_item *values, int inst, int only_phi, int depth);

static bool counting_phi(const cv_program *p, const cv_hierarchy *h, const cv_cycle *C,
                         const ub_item *values, int phi, int depth) {
  const cv_inst *I = cv_program_inst(p, phi);
  if (I->op != CV_OP_PHI || I->block != C->header || !I->phi_blocks || I->nops < 2) return false;
  int w = -1;
  const cv_value *init = NULL;
  for (int k = 0; k < I->nops; k++) {
    const cv_value *v = &I->ops[k];
    if (member(C, I->phi_blocks[k])) { /* (i): one value on every edge from inside C */
      if (v->kind != CV_VALUE_INST || (w >= 0 && v->index != w)) return false;
      w = v->index;
    } else { /* (iii): one stable value on every edge from outside C */
      if (init && !same_value(init, v)) return false;
      init = v;
    }
  }
  if (w < 0 || !init || !stable(p, h, C, values, init)) return false;
  /* (ii): w in H, no phi, computed from p and stable values */
  const cv_inst *W = cv_program_inst(p, w);
  return W->block == C->header && W->op != CV_OP_PHI && cone_ok(p, h, C, values, w, phi, depth);
}

static bool cone_ok(const cv_program *p, const cv_hierarchy *h, const cv_cycle *C,
                    const ub_item *values, int inst, int only_phi, int depth) {
  const cv_inst *I = cv_program_inst(p, inst);
  if (depth > 64 || !pure(I)) return false;
  for (int k = 0; k < I->nops; k++) {
    const cv_value *v = &I->ops[k];
    if (v->kind != CV_VALUE_INST || v->index < 0 || v->index >= cv_program_ninsts(p) ||
        cv_program_inst(p, v->index)->block != C->header) {
      if (!stable(p, h, C, values, v)) return false;
      continue;
    }
    const cv_inst *O = cv_program_inst(p, v->index);
    if (O->op == CV_OP_PHI) {
      if (only_phi >= 0 ? v->index != only_phi
                        : !counting_phi(p, h, C, values, v->index, depth + 1))
        return false;
    } else if (v->index >= inst || !cone_ok(p, h, C, values, v->index, only_phi, depth + 1)) {
      return false; /* an operand of H is defined before its use */
    }
  }
  return true;
}

bool ubc_counts(const cv_program *p, const cv_hierarchies *hs, const ub_item *values, int inst) {
  if (inst < 0 || inst >= cv_program_ninsts(p) || CC_SIZE(*hs) == 0) return false;
  const cv_inst *I = cv_program_inst(p, inst);
  if (!(I->flags & CV_INST_HAS_RESULT)) return false;
  for (size_t i = 0; i < CC_SIZE(*hs); i++) {
    const cv_hierarchy *h = CC_AT(*hs, i);
    const cv_cycle *C = single_entry_cycle(p, h, I->block);
    if (!C) return false;
    bool ok = I->op == CV_OP_PHI ? counting_phi(p, h, C, values, inst, 0)
                                 : cone_ok(p, h, C, values, inst, -1, 0);
    if (!ok) return false;
  }
  return true;
}
