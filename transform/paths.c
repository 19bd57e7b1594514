/* transform/paths.c — each program's per-thread paths from the entry (cut
 * at L block executions), evaluated over one shared term table; a path
 * records its decisions (condition term -> successor index) and its
 * convergent events (callee, argument terms, occurrence). */
#include "transform/tf_int.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

static uint64_t name_hash(const void *arg, size_t id) {
  const char *x = CC_AT(((const names *)arg)->s, id);
  return cc_hash_bytes(x, strlen(x), 0);
}

int tfI_intern(names *n, const char *s) {
  cv_slots_make_room(&n->slots, &n->nslots, CC_SIZE(n->s), 256, name_hash, n);
  size_t m = n->nslots - 1, h = cc_hash_bytes(s, strlen(s), 0) & m;
  while (n->slots[h]) {
    if (!strcmp(CC_AT(n->s, (size_t)n->slots[h] - 1), s)) return n->slots[h] - 1;
    h = (h + 1) & m;
  }
  CC_PUSH(n->s, cc_strdup(s));
  n->slots[h] = (int)CC_SIZE(n->s);
  return (int)CC_SIZE(n->s) - 1;
}

void tfI_names_free(names *n) {
  for (size_t i = 0; i < CC_SIZE(n->s); i++) free(CC_AT(n->s, i));
  CC_RELEASE(n->s);
  free(n->slots);
}

int tfI_dec_cmp(const void *a, const void *b) {
  int64_t x = ((const dec *)a)->key, y = ((const dec *)b)->key;
  return x < y ? -1 : x > y;
}


/* ---- named values -----------------------------------------------------------
 * Both programs evaluate terms in one table, but a value keyed by one
 * instruction of one program is that program's own (model/values.h
 * cv_thread_set_namer).  The namer gives such instances names shared by
 * the programs:
 *  - a class-valued call's result: (callee, argument terms, occurrence),
 *    its event name.  In a behaviour its value is a function of the callee,
 *    its operands and its converged class (docs/design.md §5); two instances with
 *    the same name in BEFORE and AFTER have equal values exactly when their
 *    communicating sets are equal, which is what a matching behaviour of
 *    BEFORE must give (the check compares those sets, and the decisions
 *    made on such values per behaviour: check_input).
 *  - an operation keyed by its instruction because its key leaves out part
 *    of what it computes (extractvalue, insertvalue, shufflevector, inline
 *    asm): the instruction's text with its operands' names left out, and
 *    the operand terms: the same computation on the same values.
 *  - a fresh value (alloca, an atomic's result, the successor a callbr or
 *    invoke takes): BEFORE's n-th execution of an instruction with that
 *    text and those operand terms gets AFTER's n-th value.  These values
 *    are nondeterministic; matching them is one choice of BEFORE's values
 *    (sound for *preserved*: that choice is a BEFORE execution), so a
 *    counterexample that reads them is not confirmed (CV_TERM_MATCHED). */

/* The instruction's text without its result, its operands' names and its
 * metadata: "atomicrmw add ptr %, i32 1 seq_cst, align 4". */
void tfI_plain_text(const cv_inst *I, cc_buf *out) { tfI_inst_text(I, false, out); }

/* (tf_int.h) */
void tfI_inst_text(const cv_inst *I, bool own, cc_buf *out) {
  const char *t = I->text ? I->text : I->opcode ? I->opcode : "?";
  const char *eq = I->name && !own ? strstr(t, " = ") : NULL;
  if (eq) t = eq + 3;
  const char *md = strstr(t, ", !");
  size_t n = md ? (size_t)(md - t) : strlen(t);
  for (size_t i = 0; i < n; i++) {
    /* a call site's attribute group (" #3"): numbered per module */
    if (t[i] == ' ' && i + 2 < n && t[i + 1] == '#' && isdigit((unsigned char)t[i + 2])) {
      for (i += 2; i + 1 < n && isdigit((unsigned char)t[i + 1]); i++) {}
      continue;
    }
    /* a pointer's address space (" addrspace(1)"): the same object through
     * a global or a flat pointer (model/values.c casts keep the address) */
    if (!own && t[i] == ' ' && !strncmp(t + i, " addrspace(", 11) && i + 11 < n) {
      size_t j = i + 11;
      while (j < n && isdigit((unsigned char)t[j])) j++;
      if (j < n && t[j] == ')') {
        i = j;
        continue;
      }
    }
    cc_buf_putc(out, t[i]);
    if (own || t[i] != '%') continue;
    if (i + 1 < n && t[i + 1] == '"') { /* %"quoted name" */
      for (i += 2; i < n && t[i] != '"'; i++) {}
    } else {
      while (i + 1 < n && (isalnum((unsigned char)t[i + 1]) || strchr("._-$", t[i + 1]))) i++;
    }
  }
}

static const char *name_instance(void *arg, const cv_inst *I, int n, const int *args,
                                 unsigned *flags) {
  gen *g = arg;
  cc_buf *nb = &g->nb;
  cc_buf_clear(nb);
  bool valued = (*flags & CV_TERM_CONV) != 0, fresh = !valued && (*flags & CV_TERM_LOCAL);
  if (I->token_def != CV_TOKEN_NONE) return NULL; /* a token: used by bundles only */
  if (!valued && !fresh) { /* an operation: its text and its operands */
    if (I->op == CV_OP_CALL && (I->called.kind == CV_VALUE_INST || I->called.kind == CV_VALUE_ARG))
      return NULL; /* an indirect call: the callee is not among the operands */
    cc_buf_putc(nb, '[');
    tfI_plain_text(I, nb);
    cc_buf_putc(nb, ']');
    return cc_buf_str(nb);
  }
  /* the base: callee (or text) and argument terms, as event names have it;
   * an indirect call's callee is the term of the called value */
  if (valued && I->called.kind == CV_VALUE_NONE) cc_buf_puts(nb, I->opcode ? I->opcode : "?");
  else if (valued && (I->called.kind == CV_VALUE_INST || I->called.kind == CV_VALUE_ARG))
    cc_buf_printf(nb, "*%d", cv_thread_operand(g->cur, &I->called));
  else tfI_plain_text(I, nb);
  int callee = valued ? tfI_intern(g->nm, cc_buf_str(nb)) : -1;
  /* a fresh value is the input's n-th of its kind in the thread, whatever
   * terms its operands have (equal values may be different terms in the
   * two programs); a class-valued call's name keeps its arguments */
  if (valued) {
    cc_buf_putc(nb, '(');
    for (int a = 0; a < n; a++) cc_buf_printf(nb, "%s%d", a ? "," : "", args[a]);
    cc_buf_putc(nb, ')');
  }
  int base = tfI_intern(g->nm, cc_buf_str(nb));
  int occ = 1;
  for (size_t e = 0; e < CC_SIZE(g->named); e++) occ += CC_AT(g->named, e).base == base;
  named_inst ni = {base, I->index, -1, callee, 0, (int)CC_SIZE(g->pool)};
  if (valued) {
    cc_buf_printf(nb, "#%d", occ);
    ni.name = tfI_intern(g->nm, cc_buf_str(nb));
    ni.nargs = n;
    ni.args = (int)CC_SIZE(g->pool);
    for (int a = 0; a < n; a++) CC_PUSH(g->pool, args[a]);
    cc_buf_clear(nb);
    cc_buf_printf(nb, "@%s#%d", I->opcode ? I->opcode : "?", occ);
  } else {
    *flags |= CV_TERM_MATCHED;
    cc_buf_clear(nb);
    cc_buf_putc(nb, '[');
    tfI_plain_text(I, nb);
    cc_buf_printf(nb, "]#%d", occ);
  }
  CC_PUSH(g->named, ni);
  return cc_buf_str(nb);
}

static void emit(gen *g, int len, bool complete) {
  path *q = cc_calloc(1, sizeof *q);
  q->len = len;
  q->complete = complete;
  q->conv_dep = g->conv_dep;
  q->matched = g->matched;
  q->blocks = cc_malloc((size_t)len * sizeof(int));
  memcpy(q->blocks, g->path, (size_t)len * sizeof(int));
  q->conds = cc_malloc((size_t)len * sizeof(int));
  memcpy(q->conds, g->conds, (size_t)len * sizeof(int));
  q->ndec = (int)CC_SIZE(g->decs);
  q->dec = cc_malloc(((size_t)q->ndec + 1) * sizeof(dec));
  if (q->ndec) memcpy(q->dec, g->decs.begin, (size_t)q->ndec * sizeof(dec));
  qsort(q->dec, (size_t)q->ndec, sizeof(dec), tfI_dec_cmp);
  q->nev = (int)CC_SIZE(g->evs);
  q->ev = cc_malloc(((size_t)q->nev + 1) * sizeof(event));
  if (q->nev) memcpy(q->ev, g->evs.begin, (size_t)q->nev * sizeof(event));
  q->neff = (int)CC_SIZE(g->effs) / 2;
  q->eff = cc_malloc(((size_t)q->neff + 1) * sizeof(int));
  q->eff_inst = cc_malloc(((size_t)q->neff + 1) * sizeof(int));
  for (int i = 0; i < q->neff; i++)
    q->eff[i] = CC_AT(g->effs, 2 * (size_t)i), q->eff_inst[i] = CC_AT(g->effs, 2 * (size_t)i + 1);
  q->nub = (int)CC_SIZE(g->ubs) / 2;
  q->ub = cc_malloc(((size_t)q->nub + 1) * sizeof(int));
  q->ub_pos = cc_malloc(((size_t)q->nub + 1) * sizeof(int));
  for (int i = 0; i < q->nub; i++) q->ub[i] = CC_AT(g->ubs, 2 * (size_t)i), q->ub_pos[i] = CC_AT(g->ubs, 2 * (size_t)i + 1);
  CC_PUSH(g->s->ps, q);
}

/* The record of a class-valued result's term, or NULL. */
const named_rec *tfI_rec_of(const recs *rc, int term) {
  if (term < 0 || (size_t)term >= CC_SIZE(rc->of_term) || !CC_AT(rc->of_term, (size_t)term))
    return NULL;
  return &CC_AT(rc->r, (size_t)CC_AT(rc->of_term, (size_t)term) - 1);
}

/* The class-valued instances of the block just executed at depth d: the
 * namer's entries from `mark` on. */
static void block_events(gen *g, int d, size_t mark) {
  const cv_program *p = g->s->p;
  cv_thread *th = g->st[d];
  recs *rc = g->rc;
  for (size_t e = mark; e < CC_SIZE(g->named); e++) {
    const named_inst *ni = &CC_AT(g->named, e);
    const cv_inst *I = cv_program_inst(p, ni->inst);
    int term = cv_thread_value(th, ni->inst);
    if (term >= 0) {
      int w = I->opkey ? cv_opkey_width(I->opkey) : I->opcode && !strcmp(I->opcode, "alloca") ? 64 : 0;
      while (CC_SIZE(rc->width_of) <= (size_t)term) CC_PUSH(rc->width_of, 0);
      if (w) CC_AT(rc->width_of, (size_t)term) = w + 1;
    }
    if (ni->name < 0) continue;
    const int *args = g->pool.begin + ni->args;
    for (int a = 0; a < ni->nargs; a++)
      if (cv_term_flags(g->terms, args[a]) & CV_TERM_MATCHED) g->matched = true;
    if (!tfI_rec_of(rc, term)) {
      named_rec r = {ni->name, ni->callee, cv_inst_class_operands(I), ni->nargs, NULL,
                     tfI_crosslane_kind(I), cv_opkey_width(I->opkey)};
      r.args = cc_malloc(((size_t)ni->nargs + 1) * sizeof(int));
      if (ni->nargs) memcpy(r.args, args, (size_t)ni->nargs * sizeof(int));
      CC_PUSH(rc->r, r);
      while (CC_SIZE(rc->of_term) <= (size_t)term) CC_PUSH(rc->of_term, 0);
      CC_AT(rc->of_term, (size_t)term) = (int)CC_SIZE(rc->r);
    }
    event ev = {d, ni->inst, ni->name, ni->base, term,
                (I->flags & CV_INST_CONVERGENT) && I->token_def == CV_TOKEN_NONE};
    CC_PUSH(g->evs, ev);
  }
}

/* The effects of the block just executed at depth d, as terms (an
 * instruction without a result has the term of its operands, model/values.h
 * cv_thread_value): what other threads and the caller can see of the
 * thread -- a store to memory that is not the thread's own stack, an
 * atomic, a fence, a call with side effects that is not an event (events
 * are compared on their own), a returned value.  A load is no effect (its
 * value reaches an effect, or nothing). */
static void block_effects(gen *g, int d, int b) {
  const cv_program *p = g->s->p;
  int n;
  const int *is = cv_block_insts(p, b, &n);
  for (int k = 0; k < n; k++) {
    const cv_inst *I = cv_program_inst(p, is[k]);
    bool effect = false;
    if (I->op == CV_OP_STORE) effect = !g->priv[I->index];
    else if (I->op == CV_OP_RET) effect = I->nops > 0;
    else if (I->op == CV_OP_CALL)
      effect = !(I->flags & (CV_INST_READNONE | CV_INST_CONVERGENT)) && I->token_def == CV_TOKEN_NONE &&
               !(I->opcode && !strncmp(I->opcode, "llvm.lifetime.", 14));
    else if (I->opcode)
      effect = !strcmp(I->opcode, "atomicrmw") || !strcmp(I->opcode, "cmpxchg") || !strcmp(I->opcode, "fence");
    if (effect) {
      CC_PUSH(g->effs, cv_thread_value(g->st[d], I->index));
      CC_PUSH(g->effs, I->index);
    }
  }
}

/* Which operand of I has a poison value that is immediate undefined
 * behaviour (block_ub_operands): TF_UB(its index, code), the code 1 when
 * zero is too, 1 + s when an address not a multiple of 2^s is (the access
 * states `align 2^s`: LangRef 'load', 'store', 'atomicrmw', 'cmpxchg');
 * -1 for none (a pointer that is a constant is left out). */
static int ub_operand_of(const cv_inst *I) {
  int o = -1, zero = 0;
  if (I->op == CV_OP_LOAD) o = 0;
  else if (I->op == CV_OP_STORE) o = 1;
  else if (I->opcode && (!strcmp(I->opcode, "atomicrmw") || !strcmp(I->opcode, "cmpxchg"))) o = 0;
  else if (I->op == CV_OP_OTHER && I->opcode &&
           (!strcmp(I->opcode, "udiv") || !strcmp(I->opcode, "sdiv") || !strcmp(I->opcode, "urem") ||
            !strcmp(I->opcode, "srem")))
    o = 1, zero = 1;
  if (o < 0 || o >= I->nops || (I->ops[o].kind == CV_VALUE_CONST && !zero)) return -1;
  int code = zero;
  if (!zero && I->align >= 2 && (I->align & (I->align - 1)) == 0)
    for (unsigned a = I->align; a > 1 && code < 30; a >>= 1) code = code ? code + 1 : 2;
  return TF_UB(o, code);
}

/* The operands of the block just executed at depth d whose poison is
 * immediate undefined behaviour (LLVM LangRef, "Poison Values": the
 * pointer operand of a load, store, atomicrmw or cmpxchg; the divisor of
 * udiv, sdiv, urem, srem, where zero is too, LangRef 'udiv' ...), as
 * terms: a counterexample must be defined in BEFORE (docs/transforms.md),
 * so the replay (values.c before_undefined) excludes the values that make
 * one poison there. */
static void block_ub_operands(gen *g, int d, int b) {
  const cv_program *p = g->s->p;
  int n;
  const int *is = cv_block_insts(p, b, &n);
  for (int k = 0; k < n; k++) {
    if (g->ub_op[is[k]] < 0) continue;
    int o = TF_UB_TERM(g->ub_op[is[k]]), code = TF_UB_CODE(g->ub_op[is[k]]);
    int term = cv_thread_operand(g->st[d], &cv_program_inst(p, is[k])->ops[o]);
    if (term < 0) continue;
    CC_PUSH(g->ubs, TF_UB(term, code));
    CC_PUSH(g->ubs, d);
  }
}

/* [CU] "Threads and Dynamic Instances": a thread's path, with the branch
 * semantics of docs/design.md §5 (a term decided before decides the same way; a
 * constant decides by its value). */
static void path_dfs(gen *g, int depth, int b, int from) {
  const cv_program *p = g->s->p;
  if (g->timed_out) return;
  if ((++g->steps & 255) == 0) {
    if (g->deadline > 0 && cc_now() > g->deadline) {
      g->timed_out = true;
      return;
    }
    tfI_progress(g->c, TF_STAGE_PATHS, g->found + CC_SIZE(g->s->ps), 0);
  }
  if (depth > 0) cv_thread_copy(g->st[depth], g->st[depth - 1]);
  else cv_thread_reset(g->st[0]);
  size_t named_mark = CC_SIZE(g->named), ev_mark = CC_SIZE(g->evs), eff_mark = CC_SIZE(g->effs),
         ub_mark = CC_SIZE(g->ubs);
  bool cd_mark = g->conv_dep, m_mark = g->matched;
  g->cur = g->st[depth];
  int cond = cv_thread_exec(g->st[depth], b, from);
  g->path[depth] = b;
  g->conds[depth] = -1;
  block_events(g, depth, named_mark);
  block_effects(g, depth, b);
  block_ub_operands(g, depth, b);
  int ns, ni;
  const int *succ = cv_block_succs(p, b, &ns);
  const int *insts = cv_block_insts(p, b, &ni);
  if (ns == 0) emit(g, depth + 1, true);
  else if (depth + 1 == g->L) emit(g, depth + 1, false);
  else if (ns == 1) path_dfs(g, depth + 1, succ[0], b);
  else {
    bool all_same = true;
    for (int i = 1; i < ns; i++) all_same &= succ[i] == succ[0];
    if (all_same) path_dfs(g, depth + 1, succ[0], b);
    else {
      bool is_switch = ni > 0 && cv_program_inst(p, insts[ni - 1])->op == CV_OP_SWITCH;
      int64_t key = (int64_t)cond * 2 + is_switch;
      int forced = cv_branch_forced(p, b, g->terms, cond);
      unsigned fl = cv_term_flags(g->terms, cond);
      g->conds[depth] = forced < 0 ? cond : -1;
      int known = -1;
      for (size_t i = 0; i < CC_SIZE(g->decs); i++)
        if (CC_AT(g->decs, i).key == key) known = CC_AT(g->decs, i).choice;
      bool cd = g->conv_dep, mt = g->matched;
      if (forced < 0 && (fl & CV_TERM_CONV)) g->conv_dep = true;
      if (forced < 0 && (fl & CV_TERM_MATCHED)) g->matched = true;
      for (int i = 0; i < ns; i++) {
        bool dup = false;
        for (int j = 0; j < i; j++) dup |= succ[j] == succ[i];
        if (dup) continue;
        if (forced >= 0 && i != forced) continue;
        if (known >= 0 && i != known) continue;
        bool push = known < 0 && forced < 0;
        if (push) {
          dec d = {key, i, (fl & CV_TERM_LOCAL) != 0, b};
          CC_PUSH(g->decs, d);
        }
        path_dfs(g, depth + 1, succ[i], b);
        if (push) CC_RESIZE(g->decs, CC_SIZE(g->decs) - 1);
      }
      g->conv_dep = cd, g->matched = mt;
    }
  }
  CC_RESIZE(g->evs, ev_mark);
  CC_RESIZE(g->effs, eff_mark);
  CC_RESIZE(g->ubs, ub_mark);
  if (CC_SIZE(g->named) > named_mark) CC_RESIZE(g->pool, (size_t)CC_AT(g->named, named_mark).args);
  CC_RESIZE(g->named, named_mark);
  g->conv_dep = cd_mark, g->matched = m_mark;
}

bool tfI_enumerate_paths(ctx *c, side *s, cv_terms *terms, names *nm, recs *rc, int L,
                            double deadline) {
  /* the paths found count BEFORE's too when this is AFTER (the progress) */
  gen g = {.deadline = deadline, .s = s, .terms = terms, .nm = nm, .rc = rc, .L = L, .c = c,
           .found = s == &c->after ? CC_SIZE(c->before.ps) : 0};
  cc_buf_init(&g.nb);
  g.st = cc_calloc((size_t)L + 1, sizeof *g.st);
  for (int i = 0; i < L; i++) { /* the program's stack slots analysed once */
    g.st[i] = i ? cv_thread_new_like(g.st[0]) : cv_thread_new(s->p, terms);
    cv_thread_set_memory(g.st[i], true);
    cv_thread_set_namer(g.st[i], name_instance, &g);
  }
  g.path = cc_malloc((size_t)L * sizeof(int));
  g.conds = cc_malloc((size_t)L * sizeof(int));
  int ninsts = cv_program_ninsts(s->p);
  int *slot = cc_malloc(((size_t)ninsts + 1) * sizeof(int));
  bool *from_alloca = cc_malloc(((size_t)ninsts + 1) * sizeof(bool));
  cv_stack_slots(s->p, slot, from_alloca);
  g.priv = cc_calloc((size_t)ninsts + 1, sizeof(bool));
  for (int i = 0; i < ninsts; i++) {
    const cv_inst *I = cv_program_inst(s->p, i);
    g.priv[i] = I->op == CV_OP_STORE && (slot[i] >= 0 || (I->nops > 1 && I->ops[1].kind == CV_VALUE_INST &&
                                                          from_alloca[I->ops[1].index]));
  }
  free(slot);
  free(from_alloca);
  g.ub_op = cc_malloc(((size_t)ninsts + 1) * sizeof(int));
  for (int i = 0; i < ninsts; i++) g.ub_op[i] = ub_operand_of(cv_program_inst(s->p, i));
  path_dfs(&g, 0, cv_program_entry(s->p), -1);
  free(g.priv);
  free(g.ub_op);
  for (int i = 0; i < L; i++) cv_thread_free(g.st[i]);
  free(g.st);
  free(g.path);
  free(g.conds);
  CC_RELEASE(g.decs);
  CC_RELEASE(g.evs);
  CC_RELEASE(g.effs);
  CC_RELEASE(g.ubs);
  CC_RELEASE(g.named);
  CC_RELEASE(g.pool);
  cc_buf_free(&g.nb);
  return !g.timed_out;
}

void tfI_side_free(side *s) {
  for (size_t i = 0; i < CC_SIZE(s->ps); i++) {
    path *q = CC_AT(s->ps, i);
    CC_FREE_ALL(q->blocks, q->conds, q->dec, q->ev, q->eff, q->eff_inst, q->ub, q->ub_pos, q);
  }
  CC_RELEASE(s->ps);
  free(s->observed);
  free(s->cd);
  cv_hierarchies_free(&s->hs);
}
