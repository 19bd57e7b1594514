/* pipeline/loopform.c — does a step change only the canonical loop form
 * (pipeline/pipeline.h pl_loop_form_only)?
 *
 * LLVM's loop passes want loops in "loop-simplify form" (a preheader,
 * dedicated exit blocks, one backedge; LoopSimplify.cpp) and in LCSSA form
 * (a value defined in a loop and used outside it goes through a phi in an
 * exit block; LCSSA.cpp).  A function pass may put them there itself:
 * LoopUnrollPass::run calls simplifyLoop and formLCSSARecursively on every
 * loop before it decides whether to unroll any (LoopUnrollPass.cpp), and
 * opt's -print-changed then names LoopUnrollPass for a step that only added
 * those blocks and phis (-print-pipeline-passes lists no loop-simplify for
 * `loop-unroll`).  Recognised structurally, not by opt's names:
 *
 *  - every block of BEFORE is in AFTER, under its name; each block AFTER
 *    adds holds phis and an unconditional branch only (a forwarding block);
 *  - with the forwarding blocks skipped, every block's successors are
 *    BEFORE's, in order, with the same branch kind;
 *  - every instruction other than a phi is BEFORE's (same opcode, flags,
 *    operands), an operand of AFTER read through "copy" phis (a phi whose
 *    incoming values are all one value, as LCSSA's are) and through the
 *    forwarding blocks;
 *  - every phi of BEFORE is in AFTER, in its block, with the same set of
 *    incoming values read the same way; a phi AFTER adds is a copy phi.
 *
 * What the blocks are is then said from the CFG: a preheader (its
 * successor is a cycle's block, itself in no cycle with it), an exit block
 * (a predecessor is in a cycle it is not in), else a block in a cycle
 * (LoopSimplify's single backedge block). */
#include "pipeline/pipeline.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The natural loops of p (LLVM's LoopInfo): in[h * nb + x] when x is in
 * the loop of header h, the blocks that reach a latch of h (a predecessor
 * h dominates) without passing h, and h; a header is a block with a latch. */
static bool *plL_loops(const cv_program *p) {
  int nb = cv_program_nblocks(p);
  bool *in = cc_calloc((size_t)nb * (size_t)nb + 1, sizeof *in);
  int *stack = cc_malloc(((size_t)nb + 1) * sizeof *stack);
  cv_domtree *dt = cv_domtree_new(p, false);
  for (int h = 0; h < nb; h++) {
    bool *L = in + (size_t)h * (size_t)nb;
    int np, top = 0;
    const int *pr = cv_block_preds(p, h, &np);
    for (int i = 0; i < np; i++)
      if (cv_domtree_dominates(dt, h, pr[i]) && !L[pr[i]]) {
        L[pr[i]] = true;
        if (pr[i] != h) stack[top++] = pr[i];
      }
    if (!top && !L[h]) continue; /* no latch: no loop */
    L[h] = true;
    while (top) {
      int x = stack[--top], nx;
      const int *px = cv_block_preds(p, x, &nx);
      for (int i = 0; i < nx; i++)
        if (!L[px[i]]) L[px[i]] = true, stack[top++] = px[i];
    }
  }
  cv_domtree_free(dt);
  free(stack);
  return in;
}

static bool plL_forwarding(const cv_program *p, int b) {
  int n, ns;
  const int *ins = cv_block_insts(p, b, &n);
  cv_block_succs(p, b, &ns);
  if (n < 1 || ns != 1 || cv_program_inst(p, ins[n - 1])->op != CV_OP_BR) return false;
  for (int i = 0; i < n - 1; i++)
    if (cv_program_inst(p, ins[i])->op != CV_OP_PHI) return false;
  return true;
}

typedef struct plL {
  const cv_program *b, *a;
  int *a2b;    /* AFTER block -> BEFORE block, -1: added */
  bool *added; /* AFTER block added and forwarding       */
} plL;

/* AFTER's block x with forwarding blocks skipped, as BEFORE's block (-1:
 * none, a cycle of forwarding blocks) */
static int plL_block(const plL *L, int x) {
  for (int steps = 0; steps <= cv_program_nblocks(L->a); steps++) {
    if (L->a2b[x] >= 0) return L->a2b[x];
    if (!L->added[x]) return -1;
    int ns;
    x = cv_block_succs(L->a, x, &ns)[0];
  }
  return -1;
}

/* AFTER's value read through copy phis: the instruction it copies (depth:
 * copies of copies followed, bounded; a phi that reads itself is none) */
static cv_value plL_through_d(const plL *L, cv_value v, int depth) {
  for (int steps = 0; v.kind == CV_VALUE_INST && steps < 64 && depth < 16; steps++, depth++) {
    const cv_inst *I = cv_program_inst(L->a, v.index);
    if (I->op != CV_OP_PHI || I->nops < 1) break;
    /* a phi of BEFORE's (same name, same block) is not a copy */
    int bb = L->a2b[I->block];
    bool before_phi = false;
    if (bb >= 0 && I->name) {
      int n;
      const int *ins = cv_block_insts(L->b, bb, &n);
      for (int i = 0; i < n && !before_phi; i++) {
        const cv_inst *J = cv_program_inst(L->b, ins[i]);
        before_phi = J->op == CV_OP_PHI && J->name && !strcmp(J->name, I->name);
      }
    }
    if (before_phi) break;
    cv_value first = plL_through_d(L, I->ops[0], depth + 1);
    for (int i = 1; i < I->nops; i++) {
      cv_value o = plL_through_d(L, I->ops[i], depth + 1);
      if (o.kind != first.kind || o.index != first.index ||
          ((o.text || first.text) && (!o.text || !first.text || strcmp(o.text, first.text))))
        return v;
    }
    v = first;
  }
  return v;
}

static cv_value plL_through(const plL *L, cv_value v) { return plL_through_d(L, v, 0); }

static int plL_from_end(const cv_program *p, const cv_inst *I) {
  int n;
  const int *ins = cv_block_insts(p, I->block, &n);
  for (int i = 0; i < n; i++)
    if (ins[i] == I->index) return n - 1 - i;
  return -1;
}

/* v read through copy phis is another value than v itself */
static bool plL_copies(const plL *L, int inst) {
  cv_value v = {.kind = CV_VALUE_INST, .index = inst};
  cv_value w = plL_through(L, v);
  return w.kind != CV_VALUE_INST || w.index != inst;
}

/* AFTER's value va (read through copy phis and forwarding blocks) is
 * BEFORE's vb */
static bool plL_same_value(const plL *L, cv_value va, cv_value vb) {
  va = plL_through(L, va);
  if (va.kind != vb.kind) return false;
  switch (va.kind) {
  case CV_VALUE_INST: {
    const cv_inst *x = cv_program_inst(L->a, va.index), *y = cv_program_inst(L->b, vb.index);
    if (L->a2b[x->block] != y->block) return false;
    if (x->name || y->name) return x->name && y->name && !strcmp(x->name, y->name);
    /* unnamed (%0: numbered anew when blocks are added): the same place
     * from the block's end (its instructions other than phis are BEFORE's,
     * one for one, plL_compare) */
    if (x->op == CV_OP_PHI || y->op == CV_OP_PHI) return false;
    return plL_from_end(L->a, x) == plL_from_end(L->b, y);
  }
  case CV_VALUE_ARG: return va.index == vb.index;
  case CV_VALUE_BLOCK: return plL_block(L, va.index) == vb.index;
  case CV_VALUE_CONST:
  case CV_VALUE_GLOBAL: return va.text && vb.text && !strcmp(va.text, vb.text);
  case CV_VALUE_NONE: return true;
  }
  return false;
}

static bool plL_same_inst(const plL *L, const cv_inst *x, const cv_inst *y) {
  if (x->op != y->op || x->flags != y->flags || x->nops != y->nops ||
      (x->opcode || y->opcode) != (x->opcode && y->opcode) ||
      (x->opcode && strcmp(x->opcode, y->opcode)) ||
      (x->opkey || y->opkey) != (x->opkey && y->opkey) || (x->opkey && strcmp(x->opkey, y->opkey)) ||
      (x->name || y->name) != (x->name && y->name) || (x->name && strcmp(x->name, y->name)) ||
      x->called.kind != y->called.kind || x->token_def != y->token_def)
    return false;
  for (int i = 0; i < x->nops; i++)
    if (!plL_same_value(L, x->ops[i], y->ops[i])) return false;
  return true;
}

/* The incoming (value, BEFORE block) pairs of AFTER's phi entry (v, from)
 * into pv/pb (at most 64; false beyond, or at a block no BEFORE block
 * reaches), an added block followed back to BEFORE's blocks: through its
 * phi when v is one of its phis (LoopSimplify's exit block merges the
 * values of several edges in one), else v on each edge into it. */
static bool plL_pairs(const plL *L, cv_value v, int from, cv_value *pv, int *pb, int *n,
                      int depth) {
  if (depth > 16) return false;
  if (L->a2b[from] >= 0) {
    if (*n == 64) return false;
    pv[*n] = v, pb[*n] = L->a2b[from], (*n)++;
    return true;
  }
  if (v.kind == CV_VALUE_INST) {
    const cv_inst *P = cv_program_inst(L->a, v.index);
    if (P->op == CV_OP_PHI && P->block == from) {
      for (int i = 0; i < P->nops; i++)
        if (!plL_pairs(L, P->ops[i], P->phi_blocks[i], pv, pb, n, depth + 1)) return false;
      return true;
    }
  }
  int np;
  const int *pr = cv_block_preds(L->a, from, &np);
  for (int i = 0; i < np; i++)
    if (!plL_pairs(L, v, pr[i], pv, pb, n, depth + 1)) return false;
  return np > 0;
}

/* BEFORE's phi y and AFTER's x take the same value on each edge, an edge
 * of BEFORE being AFTER's with the added blocks on it: the same (value,
 * block) pairs, both ways */
static bool plL_same_phi(const plL *L, const cv_inst *x, const cv_inst *y) {
  cv_value pv[64];
  int pb[64], n = 0;
  for (int i = 0; i < x->nops; i++)
    if (!plL_pairs(L, x->ops[i], x->phi_blocks[i], pv, pb, &n, 0)) return false;
  for (int i = 0; i < n; i++) {
    bool found = false;
    for (int j = 0; j < y->nops && !found; j++)
      found = y->phi_blocks[j] == pb[i] && plL_same_value(L, pv[i], y->ops[j]);
    if (!found) return false;
  }
  for (int j = 0; j < y->nops; j++) {
    bool found = false;
    for (int i = 0; i < n && !found; i++)
      found = y->phi_blocks[j] == pb[i] && plL_same_value(L, pv[i], y->ops[j]);
    if (!found) return false;
  }
  return true;
}

static bool plL_compare(plL *L, int *preheaders, int *exits, int *others, int *copies) {
  const cv_program *B = L->b, *A = L->a;
  int nb = cv_program_nblocks(B), na = cv_program_nblocks(A);
  for (int x = 0; x < na; x++) {
    L->a2b[x] = cv_program_find_block(B, cv_block_name(A, x));
    if (L->a2b[x] < 0 && !(L->added[x] = plL_forwarding(A, x))) return false;
  }
  if (L->a2b[cv_program_entry(A)] != cv_program_entry(B)) return false;
  for (int y = 0; y < nb; y++)
    if (cv_program_find_block(A, cv_block_name(B, y)) < 0) return false;
  for (int x = 0; x < na; x++) {
    int y = L->a2b[x];
    if (y < 0) continue;
    int nsa, nsb;
    const int *sa = cv_block_succs(A, x, &nsa), *sb = cv_block_succs(B, y, &nsb);
    if (nsa != nsb || cv_block_branch(A, x) != cv_block_branch(B, y)) return false;
    for (int i = 0; i < nsa; i++)
      if (plL_block(L, sa[i]) != sb[i]) return false;
    int nia, nib;
    const int *ia = cv_block_insts(A, x, &nia), *ib = cv_block_insts(B, y, &nib);
    int ja = 0, jb = 0;
    for (;;) { /* the phis */
      bool pa = ja < nia && cv_program_inst(A, ia[ja])->op == CV_OP_PHI;
      bool pb = jb < nib && cv_program_inst(B, ib[jb])->op == CV_OP_PHI;
      if (!pa && !pb) break;
      if (pa) { /* one of BEFORE's, or a copy phi added */
        const cv_inst *I = cv_program_inst(A, ia[ja]);
        const cv_inst *J = NULL;
        for (int k = 0; k < nib && I->name && !J; k++) {
          const cv_inst *K = cv_program_inst(B, ib[k]);
          if (K->op == CV_OP_PHI && K->name && !strcmp(K->name, I->name)) J = K;
        }
        if (J) {
          if (!plL_same_phi(L, I, J)) return false;
        } else {
          if (!plL_copies(L, I->index)) return false;
          (*copies)++;
        }
        ja++;
      }
      if (pb) jb++;
    }
    /* every phi of BEFORE's block is in AFTER's (by name) */
    for (int k = 0; k < nib; k++) {
      const cv_inst *J = cv_program_inst(B, ib[k]);
      if (J->op != CV_OP_PHI) continue;
      bool found = false;
      for (int m = 0; m < nia && J->name && !found; m++) {
        const cv_inst *I = cv_program_inst(A, ia[m]);
        found = I->op == CV_OP_PHI && I->name && !strcmp(I->name, J->name);
      }
      if (!found) return false;
    }
    if (nia - ja != nib - jb) return false;
    for (; ja < nia; ja++, jb++)
      if (!plL_same_inst(L, cv_program_inst(A, ia[ja]), cv_program_inst(B, ib[jb]))) return false;
  }
  /* what the added blocks are, by AFTER's natural loops: a preheader
   * enters a loop it is not in; an exit block leaves one (of a
   * predecessor) it is not in; else LoopSimplify's one backedge block */
  bool *in = plL_loops(A);
  bool ok = true;
  for (int x = 0; x < na; x++) {
    if (L->a2b[x] >= 0) continue;
    int n;
    const int *ins = cv_block_insts(A, x, &n);
    for (int i = 0; i < n - 1; i++) *copies += plL_copies(L, ins[i]);
    int ns, np;
    int s = cv_block_succs(A, x, &ns)[0];
    const int *pr = cv_block_preds(A, x, &np);
    const bool *Ls = in + (size_t)s * (size_t)na;
    bool leaves = false;
    for (int h = 0; h < na && !leaves; h++) {
      const bool *Lh = in + (size_t)h * (size_t)na;
      for (int i = 0; i < np && !leaves; i++) leaves = Lh[pr[i]] && !Lh[x];
    }
    if (Ls[s] && !Ls[x]) (*preheaders)++;
    else if (leaves) (*exits)++;
    else (*others)++;
  }
  free(in);
  return ok;
}

bool pl_loop_form_only(const cv_program *before, const cv_program *after, char *buf,
                       size_t size) {
  int na = cv_program_nblocks(after);
  plL L = {.b = before, .a = after};
  L.a2b = cc_malloc(((size_t)na + 1) * sizeof *L.a2b);
  L.added = cc_calloc((size_t)na + 1, sizeof *L.added);
  int pre = 0, ex = 0, oth = 0, copies = 0;
  bool only = plL_compare(&L, &pre, &ex, &oth, &copies);
  free(L.a2b);
  free(L.added);
  if (!only || pre + ex + oth + copies == 0) return false; /* nothing of the form: not this */
  char parts[4][80];
  int n = 0;
  if (pre) snprintf(parts[n++], sizeof parts[0], "%s added", pre == 1 ? "a preheader" : "preheaders");
  if (ex) snprintf(parts[n++], sizeof parts[0], "%s added", ex == 1 ? "an exit block" : "exit blocks");
  if (oth) snprintf(parts[n++], sizeof parts[0], "%s added", oth == 1 ? "a backedge block" : "backedge blocks");
  if (copies) snprintf(parts[n++], sizeof parts[0], "%s added", copies == 1 ? "an LCSSA phi" : "LCSSA phis");
  snprintf(buf, size, "%s%s%s%s%s%s%s", n > 0 ? parts[0] : "nothing added", n > 1 ? ", " : "",
           n > 1 ? parts[1] : "", n > 2 ? ", " : "", n > 2 ? parts[2] : "", n > 3 ? ", " : "",
           n > 3 ? parts[3] : "");
  return true;
}
