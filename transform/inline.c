/* transform/inline.c — expanding calls to functions defined in the module
 * (see inline.h; ConvergentOperations.rst "llvm.experimental.convergence.
 * entry" and "Examples for the Correctness of Program Transforms",
 * "Inlining").
 *
 * Two phases.  Layout: every (frame, block) becomes one or more new blocks
 * (a block is split after each expanded call: the call becomes a branch to
 * the callee's entry, the callee's `ret`s branch to the continuation, whose
 * first instruction is a phi of the returned values); every instruction of
 * the new program gets its index in block order.  Emission: the blocks,
 * edges and instructions, with operands mapped frame by frame (a callee's
 * argument is the call's operand in the caller's frame; its entry token is
 * the call's convergencectrl token). */
#include "transform/inline.h"

#include <stdio.h>
#include <stdlib.h>

enum { S_COPY, S_BR_CALLEE, S_BR_CONT, S_RET_PHI };

typedef struct spec {
  int frame, src, kind; /* S_BR_CALLEE: src = call, aux = callee frame */
  int aux;
  int index;            /* in the new program */
} spec;

typedef struct nblk {
  char *name;
  int frame, src, line;
  cv_branch branch;
  CC_STACK(spec) insts;
  cc_ints succs;
} nblk;

typedef struct frame {
  const cv_program *q;
  int parent, call, depth;
  int entry_tok;    /* the callee's entry intrinsic, -1 */
  int cont;         /* new block the callee returns to */
  int *imap;        /* instruction -> new index (-1: not copied) */
  int *bfirst, *blast;
  cc_ints rets;     /* new blocks ending in a branch to cont */
  cc_ints ret_src;  /* the ret instruction of each */
} frame;

typedef struct lay {
  const cv_module *m;
  CC_STACK(frame) fr;
  CC_STACK(nblk) bl;
  tf_expansion *info;
  int nexp;
} lay;

static int new_block(lay *L, int f, int src, char *name) {
  nblk b;
  memset(&b, 0, sizeof b);
  b.name = name;
  b.frame = f;
  b.src = src;
  b.line = cv_block_line(CC_AT(L->fr, f).q, src);
  b.branch = CV_BRANCH_NONE;
  CC_PUSH(L->bl, b);
  return (int)CC_SIZE(L->bl) - 1;
}

static char *fmt(const char *a, const char *b, int n) {
  size_t len = strlen(a) + strlen(b) + 32;
  char *s = cc_malloc(len);
  if (n >= 0) snprintf(s, len, "%s.%d.%s", a, n, b);
  else snprintf(s, len, "%s.%s", a, b);
  return s;
}

static void push_spec(lay *L, int b, int f, int src, int kind, int aux) {
  spec s = {f, src, kind, aux, -1};
  CC_PUSH(CC_AT(L->bl, b).insts, s);
}

static void left_as_call(lay *L, const cv_inst *I, const char *why) {
  if (L->info->left++ == 0)
    snprintf(L->info->why, sizeof L->info->why, "@%s: %s", I->opcode ? I->opcode : "?", why);
}

/* The function a call calls: its callee, or for an indirect call through an
 * argument of an expanded callee, the global the call site passed (NULL
 * when unknown). */
static const char *callee_name(lay *L, int f, const cv_inst *I) {
  if (I->called.kind == CV_VALUE_NONE) return I->opcode;
  cv_value v = I->called;
  while (v.kind == CV_VALUE_ARG && CC_AT(L->fr, f).parent >= 0) {
    const frame *F = &CC_AT(L->fr, f);
    const cv_inst *call = cv_program_inst(CC_AT(L->fr, F->parent).q, F->call);
    if (v.index < 0 || v.index >= call->nops) return NULL;
    v = call->ops[v.index];
    f = F->parent;
  }
  return v.kind == CV_VALUE_GLOBAL ? v.text : NULL;
}

/* The callee a call instruction expands to, or NULL (left as a call). */
static const cv_program *expandable(lay *L, int f, const cv_inst *I) {
  const char *name = callee_name(L, f, I);
  if (I->op != CV_OP_CALL || I->token_def != CV_TOKEN_NONE || !name) return NULL;
  const cv_program *c = cv_module_find(L->m, name);
  if (!c) return NULL;
  for (int g = f; g >= 0; g = CC_AT(L->fr, g).parent)
    if (CC_AT(L->fr, g).q == c) {
      left_as_call(L, I, "recursive (the expansion would not end)");
      return NULL;
    }
  if (CC_AT(L->fr, f).depth + 1 > TF_EXPAND_DEPTH) {
    left_as_call(L, I, "calls nested deeper than the expansion limit");
    return NULL;
  }
  if ((int)CC_SIZE(L->bl) + cv_program_nblocks(c) > TF_EXPAND_BLOCKS) {
    left_as_call(L, I, "the expanded program would exceed the block limit");
    return NULL;
  }
  if (I->nops != cv_program_nargs(c)) {
    left_as_call(L, I, "the call's operands do not match the callee's parameters");
    return NULL;
  }
  for (int i = 0; i < cv_program_ninsts(c); i++)
    if (cv_program_inst(c, i)->token_def == CV_TOKEN_ENTRY && I->token_use < 0) {
      left_as_call(L, I, "an uncontrolled call to a function using its entry token");
      return NULL;
    }
  return c;
}

static void lay_frame(lay *L, int f);

static int add_frame(lay *L, const cv_program *q, int parent, int call) {
  frame fr;
  memset(&fr, 0, sizeof fr);
  fr.q = q;
  fr.parent = parent;
  fr.call = call;
  fr.depth = parent < 0 ? 0 : CC_AT(L->fr, parent).depth + 1;
  fr.entry_tok = -1;
  fr.cont = -1;
  int ni = cv_program_ninsts(q), nb = cv_program_nblocks(q);
  fr.imap = cc_malloc(((size_t)ni + 1) * sizeof(int));
  for (int i = 0; i < ni; i++) fr.imap[i] = -1;
  fr.bfirst = cc_malloc(((size_t)nb + 1) * sizeof(int));
  fr.blast = cc_malloc(((size_t)nb + 1) * sizeof(int));
  if (parent >= 0)
    for (int i = 0; i < ni; i++)
      if (cv_program_inst(q, i)->token_def == CV_TOKEN_ENTRY) fr.entry_tok = i;
  CC_PUSH(L->fr, fr);
  return (int)CC_SIZE(L->fr) - 1;
}

static char *block_name(lay *L, int f, int b) {
  const frame *F = &CC_AT(L->fr, f);
  if (F->parent < 0) return cc_strdup(cv_block_name(F->q, b));
  return fmt(cv_program_name(F->q), cv_block_name(F->q, b), f);
}

static void lay_frame(lay *L, int f) {
  const cv_program *q = CC_AT(L->fr, f).q;
  int nb = cv_program_nblocks(q);
  for (int b = 0; b < nb; b++) {
    int cur = new_block(L, f, b, block_name(L, f, b));
    CC_AT(L->fr, f).bfirst[b] = cur;
    int ni;
    const int *insts = cv_block_insts(q, b, &ni);
    bool returned = false;
    int seg = 0;
    for (int k = 0; k < ni; k++) {
      const cv_inst *I = cv_program_inst(q, insts[k]);
      const cv_program *c = expandable(L, f, I);
      if (c) {
        L->info->expanded++;
        int g = add_frame(L, c, f, insts[k]);
        push_spec(L, cur, f, insts[k], S_BR_CALLEE, g);
        /* the segment before the call is "B.1", "B.2", ...; the last one,
         * which holds B's terminator, keeps B's name (a .cfg branch
         * condition is keyed by its block's name) */
        char num[16];
        snprintf(num, sizeof num, "%d", ++seg);
        char *pre = fmt(CC_AT(L->bl, cur).name, num, -1);
        int cont = new_block(L, f, b, CC_AT(L->bl, cur).name);
        CC_AT(L->bl, cur).name = pre;
        CC_AT(L->fr, g).cont = cont;
        if (I->flags & CV_INST_HAS_RESULT) push_spec(L, cont, g, insts[k], S_RET_PHI, -1);
        lay_frame(L, g);
        CC_PUSH(CC_AT(L->bl, cur).succs, CC_AT(L->fr, g).bfirst[cv_program_entry(c)]);
        cur = cont;
        continue;
      }
      if (f > 0 && insts[k] == CC_AT(L->fr, f).entry_tok) continue; /* the call's token */
      if (f > 0 && I->op == CV_OP_RET) {
        push_spec(L, cur, f, insts[k], S_BR_CONT, -1);
        CC_PUSH(CC_AT(L->fr, f).rets, cur);
        CC_PUSH(CC_AT(L->fr, f).ret_src, insts[k]);
        CC_PUSH(CC_AT(L->bl, cur).succs, CC_AT(L->fr, f).cont);
        returned = true;
        continue;
      }
      push_spec(L, cur, f, insts[k], S_COPY, -1);
    }
    CC_AT(L->fr, f).blast[b] = cur;
    CC_AT(L->bl, cur).branch = cv_block_branch(q, b);
    if (!returned) {
      int ns;
      const int *succ = cv_block_succs(q, b, &ns);
      for (int s = 0; s < ns; s++) CC_PUSH(CC_AT(L->bl, cur).succs, -1 - succ[s]);
    }
  }
}

/* ---- emission ---------------------------------------------------------------- */

static int map_inst(lay *L, int f, int i) {
  const frame *F = &CC_AT(L->fr, f);
  if (F->parent >= 0 && i == F->entry_tok) {
    const cv_inst *call = cv_program_inst(CC_AT(L->fr, F->parent).q, F->call);
    return map_inst(L, F->parent, call->token_use);
  }
  return i >= 0 ? F->imap[i] : -1;
}

static cv_value map_value(lay *L, cv_program *np, int f, cv_value v) {
  const frame *F = &CC_AT(L->fr, f);
  cv_value out = v;
  switch (v.kind) {
  case CV_VALUE_INST:
    out.index = map_inst(L, f, v.index);
    if (out.index < 0) out.kind = CV_VALUE_NONE;
    break;
  case CV_VALUE_ARG:
    if (F->parent >= 0) {
      const cv_inst *call = cv_program_inst(CC_AT(L->fr, F->parent).q, F->call);
      return map_value(L, np, F->parent, call->ops[v.index]);
    }
    break;
  case CV_VALUE_BLOCK:
    out.index = F->bfirst[v.index];
    break;
  default:
    if (v.text) out.text = cv_program_strdup(np, v.text);
    break;
  }
  return out;
}

static const char *inst_name(lay *L, cv_program *np, int f, const char *name) {
  if (!name || f == 0) return name ? cv_program_strdup(np, name) : NULL;
  char *s = fmt(cv_program_name(CC_AT(L->fr, f).q), name, f);
  const char *r = cv_program_strdup(np, s);
  free(s);
  return r;
}

static void emit_inst(lay *L, cv_program *np, int nb, const spec *s) {
  const frame *F = &CC_AT(L->fr, s->frame);
  const cv_inst *src = cv_program_inst(F->q, s->src);
  cv_inst *I = cv_program_add_inst(np, nb);
  int index = I->index, block = I->block;
  switch (s->kind) {
  case S_COPY:
    *I = *src;
    I->index = index;
    I->block = block;
    I->name = inst_name(L, np, s->frame, src->name);
    I->ops = cv_program_alloc(np, sizeof(cv_value) * (size_t)(src->nops ? src->nops : 1));
    for (int i = 0; i < src->nops; i++) I->ops[i] = map_value(L, np, s->frame, src->ops[i]);
    if (src->phi_blocks) {
      I->phi_blocks = cv_program_alloc(np, sizeof(int) * (size_t)(src->nops ? src->nops : 1));
      for (int i = 0; i < src->nops; i++)
        I->phi_blocks[i] = src->phi_blocks[i] >= 0 ? F->blast[src->phi_blocks[i]] : -1;
    }
    I->token_use = src->token_use >= 0 ? map_inst(L, s->frame, src->token_use) : -1;
    if (src->called.kind != CV_VALUE_NONE) { /* an indirect call: to what it calls here */
      const char *name = callee_name(L, s->frame, src);
      if (name && src->called.kind == CV_VALUE_ARG) {
        I->opcode = cv_program_strdup(np, name);
        I->called.kind = CV_VALUE_NONE;
      } else {
        I->called = map_value(L, np, s->frame, src->called);
      }
    }
    if (src->ctrl_bundles && src->ctrl_inputs > 0)
      I->ctrl_token = map_value(L, np, s->frame, src->ctrl_token);
    break;
  case S_BR_CALLEE:
  case S_BR_CONT: {
    I->op = CV_OP_BR;
    I->opcode = "br";
    I->line = src->line;
    I->col = src->col;
    I->nops = 1;
    I->ops = cv_program_alloc(np, sizeof(cv_value));
    int target;
    if (s->kind == S_BR_CALLEE) {
      const frame *G = &CC_AT(L->fr, s->aux);
      target = G->bfirst[cv_program_entry(G->q)];
    } else {
      target = F->cont;
    }
    I->ops[0].kind = CV_VALUE_BLOCK;
    I->ops[0].index = target;
    break;
  }
  case S_RET_PHI: { /* frame = the callee's; src = the call in the parent */
    const cv_inst *call = cv_program_inst(CC_AT(L->fr, F->parent).q, F->call);
    I->op = CV_OP_PHI;
    I->opcode = "phi";
    I->flags = CV_INST_HAS_RESULT;
    I->name = inst_name(L, np, F->parent, call->name);
    I->line = call->line;
    I->col = call->col;
    int n = (int)CC_SIZE(F->rets);
    I->nops = n;
    I->ops = cv_program_alloc(np, sizeof(cv_value) * (size_t)(n ? n : 1));
    I->phi_blocks = cv_program_alloc(np, sizeof(int) * (size_t)(n ? n : 1));
    for (int r = 0; r < n; r++) {
      const cv_inst *ret = cv_program_inst(F->q, CC_AT(F->ret_src, r));
      cv_value none = {CV_VALUE_NONE, -1, NULL};
      I->ops[r] = ret->nops > 0 ? map_value(L, np, s->frame, ret->ops[0]) : none;
      I->phi_blocks[r] = CC_AT(F->rets, r);
    }
    break;
  }
  }
}

static void frame_free(frame *F) {
  CC_FREE_ALL(F->imap, F->bfirst, F->blast);
  CC_RELEASE(F->rets);
  CC_RELEASE(F->ret_src);
}

static void nblk_free(nblk *b) {
  free(b->name);
  CC_RELEASE(b->insts);
  CC_RELEASE(b->succs);
}

static void lay_free(lay *L) {
  CC_RELEASE_EACH(L->fr, frame_free);
  CC_RELEASE_EACH(L->bl, nblk_free);
}

bool tf_expand_calls(const cv_module *m, const cv_program *p, cv_module *into,
                     const cv_program **out, tf_expansion *info, cc_error *err) {
  memset(info, 0, sizeof *info);
  *out = p;
  lay L;
  memset(&L, 0, sizeof L);
  L.m = m;
  L.info = info;
  add_frame(&L, p, -1, -1);
  lay_frame(&L, 0);
  if (info->expanded == 0) {
    lay_free(&L);
    return true;
  }
  /* indices in block order; the map of each copied instruction */
  int next = 0;
  for (size_t b = 0; b < CC_SIZE(L.bl); b++) {
    nblk *B = &CC_AT(L.bl, b);
    for (size_t i = 0; i < CC_SIZE(B->insts); i++) {
      spec *s = &CC_AT(B->insts, i);
      s->index = next++;
      if (s->kind == S_COPY) CC_AT(L.fr, s->frame).imap[s->src] = s->index;
      else if (s->kind == S_RET_PHI) {
        const frame *F = &CC_AT(L.fr, s->frame);
        CC_AT(L.fr, F->parent).imap[F->call] = s->index;
      }
    }
  }
  cv_program *np = cv_module_add(into, cv_program_name(p), cv_program_line(p), 0, err);
  bool ok = np != NULL;
  if (ok) {
    int na = cv_program_nargs(p);
    cv_program_set_arg_count(np, na);
    for (int i = 0; i < na; i++) {
      cv_program_set_arg_uniform(np, i, cv_program_arg_uniform(p, i));
      cv_program_set_arg_text(np, i, cv_program_arg_text(p, i));
    }
    if (cv_program_convergent(p) >= 0) cv_program_set_convergent(np, cv_program_convergent(p) > 0);
    cv_program_set_local(np, cv_program_local(p));
    for (size_t b = 0; b < CC_SIZE(L.bl); b++)
      cv_program_add_block(np, CC_AT(L.bl, b).name, CC_AT(L.bl, b).line, 0);
    cv_program_set_entry(np, CC_AT(L.fr, 0).bfirst[cv_program_entry(p)]);
    for (size_t b = 0; b < CC_SIZE(L.bl); b++) {
      nblk *B = &CC_AT(L.bl, b);
      for (size_t s = 0; s < CC_SIZE(B->succs); s++) {
        int t = CC_AT(B->succs, s);
        if (t < 0) t = CC_AT(L.fr, B->frame).bfirst[-1 - t];
        cv_program_add_succ(np, (int)b, t);
      }
      cv_program_set_branch(np, (int)b, CC_SIZE(B->succs) >= 2 ? B->branch : CV_BRANCH_NONE);
      for (size_t i = 0; i < CC_SIZE(B->insts); i++) emit_inst(&L, np, (int)b, &CC_AT(B->insts, i));
    }
    ok = cv_program_finish(np, err);
    if (ok) *out = np;
  }
  lay_free(&L);
  return ok;
}
