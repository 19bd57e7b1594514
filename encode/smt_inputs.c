/* encode/smt_inputs.c — a candidate input in bit-vectors (encode/smt.h "a
 * candidate input"; docs/transforms.md "Values"): do real values make the
 * candidate's branches go its ways?  The bit-vector circuits of the integer
 * instructions are LLVM LangRef's (as encode/smt_values.c's fold); every
 * other operation is an uninterpreted function of its operands' values
 * (a load: the memory's contents at its address, the same function in both
 * programs), so a model is an input: argument and thread-id values, memory
 * contents, the results of what is not modelled.  The reference-counting
 * rule of encode/smt.h applies: one context per call, the solver and the
 * model inc_ref'd/dec_ref'd, nothing escapes (the replay runs inside the
 * call, on plain values). */
#include "encode/smt_int.h"

#include <stdio.h>
#include <stdlib.h>

typedef struct tid_info {
  const char *name;
  int width;
  bool has_range;
  int64_t lo, hi;
} tid_info;

typedef struct shown {
  Z3_ast a;
  int width;
  int thread;     /* -1: every thread's */
  int term;       /* >= 0: the label is this term, printed only when shown */
  char label[200];
} shown;

typedef struct fx {
  smtZ_ctx S;
  Z3_context z;
  const smt_cand_spec *sp;
  const cv_terms *t;
  int k;
  Z3_ast *cache; /* per term and thread (NULL: not yet) */
  int *cw;       /* its width */
  Z3_ast *ccache; /* the same for the terms that depend on convergence, per
                   * block of facts (their classes are the block's)       */
  int *ccw;
  /* the poison predicates (Bool; NULL: never poison), per term and thread
   * as the caches above; pdone/pcdone: computed */
  Z3_ast *pc, *pcc;
  unsigned char *pdone, *pcdone;
  /* the exact predicate (mul of two non-constant operands included: an
   * exclusion of values the replay found BEFORE poison on), cached apart */
  bool full_poison;
  Z3_ast *fpc;
  unsigned char *fpdone;
  CC_STACK(Z3_ast) defined; /* the current block's definedness conditions:
                             * no shift by the width or more, no division by
                             * zero (a real execution has no undefined
                             * value on its path) */
  smt_cls_fn cls; /* the current block's classes */
  void *cls_arg;
  bool exact;
  char reason[160];
  Z3_ast lane[4];
  bool lanes_read; /* a value depends on the lanes: the witness shows them */
  CC_STACK(tid_info) tids;
  CC_STACK(shown) show;
} fx;

static void inexact(fx *F, const char *why, int term) {
  if (!F->exact) return;
  F->exact = false;
  cc_buf b;
  cc_buf_init(&b);
  cv_term_print(F->t, F->sp->nprogs ? F->sp->progs[0] : NULL, term, &b);
  snprintf(F->reason, sizeof F->reason, "%s: %.100s", why, cc_buf_str(&b));
  cc_buf_free(&b);
}

static Z3_sort bvs(fx *F, int w) { return Z3_mk_bv_sort(F->z, (unsigned)w); }

static Z3_ast var(fx *F, const char *name, int w) {
  return Z3_mk_const(F->z, Z3_mk_string_symbol(F->z, name), bvs(F, w));
}

static Z3_ast bv_const(fx *F, uint64_t x, int w) {
  return Z3_mk_unsigned_int64(F->z, w >= 64 ? x : x & (((uint64_t)1 << w) - 1), bvs(F, w));
}


/* "iN V" / "i1 true" as model/values.c reads constants */
static bool int_const(const char *text, int *w, uint64_t *x) {
  int n = text && text[0] == 'i' ? cv_type_width(text) : 0;
  if (!n) return false;
  const char *s = strchr(text, ' ');
  if (!s) return false;
  s++;
  if (!strcmp(s, "true")) *x = 1;
  else if (!strcmp(s, "false")) *x = 0;
  else {
    char *e;
    long long q = strtoll(s, &e, 10);
    if (e == s || *e) return false;
    *x = (uint64_t)q;
  }
  *w = n;
  return true;
}

/* A divergence source: its width and range, from the call instructions of
 * the programs that call it. */
static tid_info *tid_of(fx *F, const char *name) {
  for (size_t i = 0; i < CC_SIZE(F->tids); i++)
    if (!strcmp(CC_AT(F->tids, i).name, name)) return &CC_AT(F->tids, i);
  tid_info ti = {name, 0, false, 0, 0};
  for (int p = 0; p < F->sp->nprogs; p++)
    for (int i = 0; i < cv_program_ninsts(F->sp->progs[p]); i++) {
      const cv_inst *I = cv_program_inst(F->sp->progs[p], i);
      if (I->op != CV_OP_CALL || !I->opcode || strcmp(I->opcode, name)) continue;
      if (!ti.width) ti.width = cv_opkey_width(I->opkey);
      /* the range of progs[0]'s calls only (BEFORE's, in transform/): a
       * range AFTER alone gives is AFTER's claim, not a fact of the input
       * -- trusting it would hide every input outside it (a pass that
       * narrows a range wrongly would be "preserved") */
      if (p == 0 && I->has_range && !ti.has_range)
        ti.has_range = true, ti.lo = I->range_lo, ti.hi = I->range_hi;
    }
  CC_PUSH(F->tids, ti);
  return &CC_TOP(F->tids);
}

static void show(fx *F, Z3_ast a, int w, const char *label, int thread) {
  for (size_t i = 0; i < CC_SIZE(F->show); i++)
    if (CC_AT(F->show, i).a == a) return;
  shown s;
  s.a = a;
  s.width = w;
  s.thread = thread;
  s.term = -1;
  snprintf(s.label, sizeof s.label, "%s", label);
  CC_PUSH(F->show, s);
}

/* show() with the term as the reader's words print it
 * ("_Z12get_local_idj(i32 0)", "load i32(%p)"), printed only if a model
 * is shown (print_value): the translation is on the solver's path. */
static void show_term(fx *F, Z3_ast a, int w, int term, int thread) {
  if (!F->sp->nprogs) return;
  size_t n = CC_SIZE(F->show);
  show(F, a, w, "", thread);
  if (CC_SIZE(F->show) > n) CC_TOP(F->show).term = term;
}

/* An argument's name as the source writes it: "i32 %x" -> "%x". */
static const char *arg_label(const char *text, char *buf, size_t n, int index) {
  const char *pc = text ? strrchr(text, '%') : NULL;
  if (pc) snprintf(buf, n, "%s", pc);
  else snprintf(buf, n, "argument %d", index + 1);
  return buf;
}

static Z3_ast tr(fx *F, int term, int u, int want, int *w);
static Z3_ast fact(fx *F, const smt_branch_fact *f);
static Z3_ast apply_uf(fx *F, const char *what, int n, Z3_ast *args, const int *ws, int rw);

static Z3_ast ext(fx *F, Z3_ast a, int from, int to, bool sign) {
  if (to == from) return a;
  if (to < from) return Z3_mk_extract(F->z, (unsigned)to - 1, 0, a);
  return sign ? Z3_mk_sign_ext(F->z, (unsigned)(to - from), a)
              : Z3_mk_zero_ext(F->z, (unsigned)(to - from), a);
}

/* An uninterpreted function: its name says what it stands for and the
 * widths of its domain, so equal operations on equal values are equal. */
static Z3_ast apply_uf(fx *F, const char *what, int n, Z3_ast *args, const int *ws, int rw) {
  char name[400];
  int off = snprintf(name, sizeof name, "%s", what);
  for (int i = 0; i < n && off < (int)sizeof name - 8; i++)
    off += snprintf(name + off, sizeof name - (size_t)off, "/%d", ws[i]);
  Z3_sort dom[24];
  for (int i = 0; i < n; i++) dom[i] = bvs(F, ws[i]);
  Z3_func_decl f = Z3_mk_func_decl(F->z, Z3_mk_string_symbol(F->z, name), (unsigned)n, dom, bvs(F, rw));
  return n ? Z3_mk_app(F->z, f, (unsigned)n, args) : Z3_mk_app(F->z, f, 0, NULL);
}

/* A load of type ty at addr from the thread's memory `state` (a term:
 * "memory", the initial contents, or mem.store T(previous, address,
 * value)): the latest store to the same address if its type is ty, else
 * the initial contents -- the same function as a load the reference makes
 * of its address ("op:load T").  NULL when a store of another type lies
 * in between (its bytes may overlap: not modelled). */
/* The synchronisation points (mem.sync) in the memory `state`: the
 * thread's count of those it has passed. */
static int sync_count(const cv_terms *t, int state) {
  int n = 0;
  for (;;) {
    cv_term_view sv;
    cv_term_view_of(t, state, &sv);
    if (sv.kind != CV_TERM_K_OP || sv.nargs < 1) return n;
    if (!strncmp(sv.text, "mem.sync ", 9)) n++;
    state = sv.args[0];
  }
}

/* With sync_contents (smt_cand_spec), a load of shared memory past a
 * synchronisation point reads what other threads may have stored there:
 * "mem.sync T@u"(address, count), an uninterpreted function of the
 * address and the thread's count of synchronisation points passed, the
 * same in both programs, each thread its own (docs/transforms.md
 * "Memory"); without, a synchronisation point changes nothing (the
 * thread's own stores alone, as the replay computes).  A load of private
 * memory (mem.as 5) sees none. */
static Z3_ast mem_load_at(fx *F, int state, Z3_ast addr, const char *ty, int u, int rw, int as) {
  cv_term_view sv;
  cv_term_view_of(F->t, state, &sv);
  if (sv.kind == CV_TERM_K_OP && sv.nargs == 1 && !strncmp(sv.text, "mem.as ", 7))
    return mem_load_at(F, sv.args[0], addr, ty, u, rw, atoi(sv.text + 7));
  if (sv.kind == CV_TERM_K_OP && sv.nargs == 1 && !strncmp(sv.text, "mem.sync ", 9)) {
    if (!cv_addrspace_shared(as) || !F->sp->sync_contents)
      return mem_load_at(F, sv.args[0], addr, ty, u, rw, as);
    char what[120];
    snprintf(what, sizeof what, "mem.sync %s@%d", ty, u);
    Z3_ast a[2] = {addr, bv_const(F, (uint64_t)sync_count(F->t, state), 32)};
    int ws[2] = {64, 32};
    return apply_uf(F, what, 2, a, ws, rw);
  }
  if (sv.kind == CV_TERM_K_CONST) {
    char what[120];
    snprintf(what, sizeof what, "op:load %s", ty);
    int w64 = 64;
    return apply_uf(F, what, 1, &addr, &w64, rw);
  }
  /* a store to a space apart from the load's (model/values.h
   * cv_addrspaces_disjoint): never its address */
  if (sv.kind == CV_TERM_K_OP && sv.nargs == 3 && cv_mem_store_apart(sv.text, as))
    return mem_load_at(F, sv.args[0], addr, ty, u, rw, as);
  if (sv.kind != CV_TERM_K_OP || sv.nargs != 3 || !cv_mem_store_type_is(sv.text, ty))
    return NULL;
  int aw = 0, vw = 0;
  Z3_ast a = tr(F, sv.args[1], u, 64, &aw), val = tr(F, sv.args[2], u, rw, &vw);
  Z3_ast rest = mem_load_at(F, sv.args[0], addr, ty, u, rw, as);
  if (!a || !val || !rest || vw != rw) return NULL;
  return Z3_mk_ite(F->z, Z3_mk_eq(F->z, a, addr), val, rest);
}

static Z3_ast mem_load(fx *F, int state, Z3_ast addr, const char *ty, int u, int rw) {
  return mem_load_at(F, state, addr, ty, u, rw, -1);
}

/* An operation keyed by what it computes (opkey "add i32", "icmp slt i1",
 * "zext i64", "select i32"), exactly; any other (a load, a division, a
 * shift, a float or pointer operation) an uninterpreted function of its
 * operands' values.  NULL when an operand has no bit-vector. */
static Z3_ast operation(fx *F, const cv_term_view *v, int u, int rw) {
  char op[64] = "", pred[8] = "";
  const char *sp = strchr(v->text, ' ');
  if (sp && (size_t)(sp - v->text) < sizeof op) memcpy(op, v->text, (size_t)(sp - v->text));
  if (sp && !strcmp(op, "call") && sp[1] == '@') { /* "call @llvm.umin.i32 i32" */
    const char *sp2 = strchr(sp + 1, ' ');
    if (sp2 && (size_t)(sp2 - sp - 2) < sizeof op) {
      memcpy(op, sp + 2, (size_t)(sp2 - sp - 2));
      op[sp2 - sp - 2] = 0;
    }
  }
  if (!strcmp(op, "icmp")) {
    const char *sp2 = strchr(sp + 1, ' ');
    if (sp2 && (size_t)(sp2 - sp - 1) < sizeof pred) memcpy(pred, sp + 1, (size_t)(sp2 - sp - 1));
  }
  Z3_context z = F->z;
  int n = v->nargs;
  if (n > 24) return NULL;
  if (!strcmp(op, "select") && n == 3) {
    int w0 = 0, w1 = 0, w2 = 0;
    Z3_ast c = tr(F, v->args[0], u, 1, &w0);
    Z3_ast a = tr(F, v->args[1], u, rw, &w1), b = tr(F, v->args[2], u, rw, &w2);
    if (c && a && b && w0 == 1 && w1 == rw && w2 == rw)
      return Z3_mk_ite(z, Z3_mk_eq(z, c, bv_const(F, 1, 1)), a, b);
  }
  /* freeze: its operand's value (LangRef "'freeze' Instruction"): of a
   * poison operand, the number it computes, one of the values freeze may
   * give (poison_of: never poison) */
  if (n == 1 && !strcmp(op, "freeze")) {
    int w0 = 0;
    Z3_ast a = tr(F, v->args[0], u, rw, &w0);
    if (a && w0 == rw) return a;
  }
  if (n == 1 && (!strcmp(op, "zext") || !strcmp(op, "sext") || !strcmp(op, "trunc"))) {
    int w0 = 0;
    Z3_ast a = tr(F, v->args[0], u, 0, &w0);
    if (a && w0 && (!strcmp(op, "trunc") ? w0 >= rw : w0 <= rw))
      return ext(F, a, w0, rw, !strcmp(op, "sext"));
  }
  Z3_ast args[24];
  int ws[24];
  if (!strcmp(op, "mem.load") && n == 2) { /* model/values.h cv_thread_set_memory */
    int aw = 0;
    Z3_ast addr = tr(F, v->args[1], u, 64, &aw);
    return addr ? mem_load(F, v->args[0], addr, v->text + 9, u, rw) : NULL;
  }
  if (!strcmp(op, "getelementptr") && strstr(v->text, " strides(") && n >= 2) {
    /* base + index * stride (the data layout's, front/ll.c ll_gep_strides) */
    const char *q = strstr(v->text, " strides(") + 9;
    int w0 = 0;
    Z3_ast a = tr(F, v->args[0], u, 64, &w0);
    for (int i = 1; a && i < n; i++) {
      char *e2;
      unsigned long long stride = strtoull(q, &e2, 10);
      int wi = 0;
      Z3_ast x = tr(F, v->args[i], u, 0, &wi);
      if (e2 == q || !x || !wi) return NULL;
      q = *e2 == ',' ? e2 + 1 : e2;
      a = Z3_mk_bvadd(z, a, Z3_mk_bvmul(z, ext(F, x, wi, 64, true), bv_const(F, stride, 64)));
    }
    if (a) return a;
  }
  if (n == 1 && (!strcmp(op, "bitcast") || !strcmp(op, "addrspacecast") || !strcmp(op, "ptrtoint") ||
                 !strcmp(op, "inttoptr"))) {
    int w0 = 0;
    Z3_ast a = tr(F, v->args[0], u, 0, &w0);
    if (a && w0 && (strcmp(op, "bitcast") || w0 == rw)) return ext(F, a, w0, rw, false);
  }
  if (!strncmp(op, "llvm.", 5) && n >= 1 && n <= 2) { /* min, max, abs */
    int w0 = 0, w1 = 0;
    Z3_ast a = tr(F, v->args[0], u, rw, &w0), b = n > 1 ? tr(F, v->args[1], u, 0, &w1) : NULL;
    if (a && w0 == rw && n == 2 && b) {
      if (w1 == rw && !strncmp(op, "llvm.umin.", 10)) return Z3_mk_ite(z, Z3_mk_bvult(z, a, b), a, b);
      if (w1 == rw && !strncmp(op, "llvm.umax.", 10)) return Z3_mk_ite(z, Z3_mk_bvugt(z, a, b), a, b);
      if (w1 == rw && !strncmp(op, "llvm.smin.", 10)) return Z3_mk_ite(z, Z3_mk_bvslt(z, a, b), a, b);
      if (w1 == rw && !strncmp(op, "llvm.smax.", 10)) return Z3_mk_ite(z, Z3_mk_bvsgt(z, a, b), a, b);
      if (w1 == 1 && !strncmp(op, "llvm.abs.", 9)) {
        Z3_ast minv = bv_const(F, (uint64_t)1 << (rw - 1), rw);
        Z3_ast pz[2] = {Z3_mk_eq(z, a, minv), Z3_mk_eq(z, b, bv_const(F, 1, 1))};
        CC_PUSH(F->defined, Z3_mk_not(z, Z3_mk_and(z, 2, pz)));
        return Z3_mk_ite(z, Z3_mk_bvslt(z, a, bv_const(F, 0, rw)), Z3_mk_bvneg(z, a), a);
      }
    }
  }
  static const char *const shifts_divs[] = {"shl", "lshr", "ashr", "udiv", "urem", "sdiv", "srem"};
  bool sd = false;
  for (size_t i = 0; i < sizeof shifts_divs / sizeof *shifts_divs; i++) sd |= !strcmp(op, shifts_divs[i]);
  if (n == 2 && sd) { /* exactly, with the condition that makes it defined */
    int w0 = 0, w1 = 0;
    Z3_ast a = tr(F, v->args[0], u, rw, &w0), b = tr(F, v->args[1], u, rw, &w1);
    if (a && b && w0 == rw && w1 == rw) {
      Z3_ast zero = bv_const(F, 0, rw);
      if (!strcmp(op, "shl") || !strcmp(op, "lshr") || !strcmp(op, "ashr")) {
        CC_PUSH(F->defined, Z3_mk_bvult(z, b, bv_const(F, (uint64_t)rw, rw)));
        if (!strcmp(op, "shl")) return Z3_mk_bvshl(z, a, b);
        if (!strcmp(op, "lshr")) return Z3_mk_bvlshr(z, a, b);
        return Z3_mk_bvashr(z, a, b);
      }
      CC_PUSH(F->defined, Z3_mk_not(z, Z3_mk_eq(z, b, zero)));
      if (!strcmp(op, "udiv")) return Z3_mk_bvudiv(z, a, b);
      if (!strcmp(op, "urem")) return Z3_mk_bvurem(z, a, b);
      /* the signed division of the minimum by -1 overflows */
      Z3_ast minv = bv_const(F, (uint64_t)1 << (rw - 1), rw), m1 = bv_const(F, ~(uint64_t)0, rw);
      Z3_ast both[2] = {Z3_mk_eq(z, a, minv), Z3_mk_eq(z, b, m1)};
      CC_PUSH(F->defined, Z3_mk_not(z, Z3_mk_and(z, 2, both)));
      return !strcmp(op, "sdiv") ? Z3_mk_bvsdiv(z, a, b) : Z3_mk_bvsrem(z, a, b);
    }
  }
  if (n == 2 && (pred[0] || !strcmp(op, "add") || !strcmp(op, "sub") || !strcmp(op, "mul") ||
                 !strcmp(op, "and") || !strcmp(op, "or") || !strcmp(op, "xor"))) {
    bool cmp = pred[0] != 0;
    int ow = cmp ? 0 : rw, w0 = 0, w1 = 0;
    /* an operand's width: its own, else the other's */
    Z3_ast a = tr(F, v->args[0], u, ow, &w0);
    if (cmp && a) ow = w0;
    Z3_ast b = tr(F, v->args[1], u, ow, &w1);
    if (cmp && !a && b) {
      ow = w1;
      a = tr(F, v->args[0], u, ow, &w0);
    }
    if (!a || !b || w0 != w1 || !w0) return NULL;
    if (cmp) {
      Z3_ast c = smtZ_bv_icmp(z, pred, a, b, a, b);
      if (c) return Z3_mk_ite(z, c, bv_const(F, 1, 1), bv_const(F, 0, 1));
    } else if (w0 == rw) {
      if (!strcmp(op, "add")) return Z3_mk_bvadd(z, a, b);
      if (!strcmp(op, "sub")) return Z3_mk_bvsub(z, a, b);
      if (!strcmp(op, "mul")) return Z3_mk_bvmul(z, a, b);
      if (!strcmp(op, "and")) return Z3_mk_bvand(z, a, b);
      if (!strcmp(op, "or")) return Z3_mk_bvor(z, a, b);
      if (!strcmp(op, "xor")) return Z3_mk_bvxor(z, a, b);
    }
  }
  /* the rest: a function of the operands' values (shifts and divisions by
   * amounts that make them poison or undefined included, which a real
   * execution avoids: a model reading them is checked by the replay) */
  for (int i = 0; i < n; i++) {
    args[i] = tr(F, v->args[i], u, 0, &ws[i]);
    if (!args[i]) return NULL;
  }
  char what[240];
  snprintf(what, sizeof what, "op:%s", v->text);
  return apply_uf(F, what, n, args, ws, rw);
}

/* SMT_CLS_GENERIC: the uninterpreted function "xl:<callee>" applied to the
 * asking thread's lane, the set of members (a k-bit mask) and, for every
 * thread in order, its operands -- member m's values val[m *
 * SMT_CLS_MAX_OPS + o] (widths vw alike), a thread not in the class zeros
 * of the first member's widths.  The one application the query makes and
 * the replay evaluates (smt_model_crosslane): built here only, so the two
 * cannot name different functions. */
static Z3_ast crosslane_app(fx *F, const smt_cls *c, Z3_ast self_lane, const Z3_ast *val,
                            const int *vw, int rw) {
  Z3_ast args[24];
  int ws[24], n = 0;
  args[n] = self_lane, ws[n++] = 32;
  unsigned mask = 0;
  for (int m = 0; m < c->nmembers; m++) mask |= 1u << c->member[m];
  args[n] = bv_const(F, mask, F->k), ws[n++] = F->k;
  for (int v = 0; v < F->k && n + c->nops <= 24; v++) {
    int m = -1;
    for (int x = 0; x < c->nmembers; x++)
      if (c->member[x] == v) m = x;
    for (int o = 0; o < c->nops; o++) {
      int ow = m >= 0 ? vw[m * SMT_CLS_MAX_OPS + o] : c->nmembers ? vw[o] : 1;
      args[n] = m >= 0 ? val[m * SMT_CLS_MAX_OPS + o] : bv_const(F, 0, ow), ws[n++] = ow;
    }
  }
  char name[64];
  snprintf(name, sizeof name, "xl:%d", c->callee);
  return apply_uf(F, name, n, args, ws, rw);
}

/* SMT_CLS_FREE: term's own value in thread u, of width rw -- the one
 * variable the query makes and the replay reads (smt_model_open). */
static Z3_ast free_value(fx *F, int term, int u, int rw) {
  char name[64];
  snprintf(name, sizeof name, "v%d.w%d@%d", term, rw, u);
  return var(F, name, rw);
}

/* SMT_CLS_CLASS: the class's one value (smt_model_class reads it). */
static Z3_ast class_var(fx *F, const smt_cls *c, int rw) {
  char name[200];
  snprintf(name, sizeof name, "cls%d.%d.w%d", c->callee, c->class_id, rw);
  return var(F, name, rw);
}

/* The value of a class-valued term in thread u: what the caller's class
 * definition says ([CU] "Uniformity": a function of the converged class;
 * docs/transforms.md "Values that depend on convergence"). */
static Z3_ast class_value(fx *F, int term, int u, int want, int *w) {
  smt_cls c;
  memset(&c, 0, sizeof c);
  if (!F->cls || !F->cls(F->cls_arg, term, u, &c)) return NULL;
  int rw = c.width ? c.width : want;
  if (!rw) return NULL;
  *w = rw;
  switch (c.kind) {
  case SMT_CLS_FREE: return free_value(F, term, u, rw);
  case SMT_CLS_CLASS: return class_var(F, &c, rw);
  case SMT_CLS_FIRST_LANE: { /* the operand of the member with the lowest lane */
    F->lanes_read = true;
    if (c.nops < 1 || c.nmembers < 1) return NULL;
    Z3_ast val[4];
    for (int m = 0; m < c.nmembers; m++) {
      int ow = 0;
      val[m] = tr(F, c.ops[m][0], c.member[m], rw, &ow);
      if (!val[m] || ow != rw) return NULL;
    }
    Z3_ast r = val[c.nmembers - 1];
    for (int m = c.nmembers - 2; m >= 0; m--) {
      /* m is the first when its lane is below every other member's */
      Z3_ast below[4];
      int nb = 0;
      for (int o = 0; o < c.nmembers; o++)
        if (o != m) below[nb++] = Z3_mk_bvult(F->z, F->lane[c.member[m]], F->lane[c.member[o]]);
      Z3_ast first = nb ? Z3_mk_and(F->z, (unsigned)nb, below) : Z3_mk_true(F->z);
      r = Z3_mk_ite(F->z, first, val[m], r);
    }
    return r;
  }
  case SMT_CLS_BALLOT: { /* bit lane(m) set iff member m's operand is true */
    F->lanes_read = true;
    if (c.nops < 1) return NULL;
    Z3_ast r = bv_const(F, 0, rw);
    for (int m = 0; m < c.nmembers; m++) {
      int ow = 0;
      Z3_ast b = tr(F, c.ops[m][0], c.member[m], 1, &ow);
      if (!b || ow != 1) return NULL;
      Z3_ast bit = Z3_mk_bvshl(F->z, bv_const(F, 1, rw), ext(F, F->lane[c.member[m]], 32, rw, false));
      r = Z3_mk_bvor(F->z, r, Z3_mk_ite(F->z, Z3_mk_eq(F->z, b, bv_const(F, 1, 1)), bit, bv_const(F, 0, rw)));
    }
    return r;
  }
  case SMT_CLS_GENERIC: { /* UF(lane of the asking thread, members, their operands) */
    F->lanes_read = true;
    Z3_ast val[4 * SMT_CLS_MAX_OPS];
    int vw[4 * SMT_CLS_MAX_OPS];
    for (int m = 0; m < c.nmembers; m++)
      for (int o = 0; o < c.nops; o++)
        if (!(val[m * SMT_CLS_MAX_OPS + o] =
                  tr(F, c.ops[m][o], c.member[m], 0, &vw[m * SMT_CLS_MAX_OPS + o])))
          return NULL;
    return crosslane_app(F, &c, F->lane[u], val, vw, rw);
  }
  }
  return NULL;
}

/* The term in thread u as a bit-vector; its width in *w.  want: the width
 * the context needs (0: unknown) -- used when the term's own is unknown. */
static Z3_ast tr(fx *F, int term, int u, int want, int *w) {
  unsigned fl = cv_term_flags(F->t, term);
  bool local = fl & CV_TERM_LOCAL;
  size_t slot = (size_t)term * (size_t)F->k + (size_t)(local ? u : 0);
  Z3_ast *cache = (fl & CV_TERM_CONV) ? F->ccache : F->cache;
  int *cw = (fl & CV_TERM_CONV) ? F->ccw : F->cw;
  if (cache[slot] && (!want || cw[slot] == want)) {
    *w = cw[slot];
    return cache[slot];
  }
  cv_term_view v;
  cv_term_view_of(F->t, term, &v);
  Z3_ast r = NULL;
  int rw = 0;
  char name[240], label[200];
  switch (v.kind) {
  case CV_TERM_K_CONST: {
    uint64_t x;
    if (v.text && int_const(v.text, &rw, &x)) r = bv_const(F, x, rw);
    else if (v.text && !strncmp(v.text, "ptr", 3) && strstr(v.text, " null")) rw = 64, r = bv_const(F, 0, 64);
    else if (v.text) { /* a global, a float constant: one value, the same everywhere */
      const char *sp = strchr(v.text, ' ');
      rw = cv_type_width(v.text);
      if (!rw && !sp) rw = 64; /* a global (its name): an address */
      if (rw) {
        snprintf(name, sizeof name, "c:%s", v.text);
        r = var(F, name, rw);
      }
    }
    break;
  }
  case CV_TERM_K_ARG: {
    const char *at = F->sp->nprogs ? cv_program_arg_text(F->sp->progs[0], v.index) : NULL;
    rw = cv_type_width(at);
    if (rw) {
      if (local) snprintf(name, sizeof name, "arg%d@%d", v.index, u);
      else snprintf(name, sizeof name, "arg%d", v.index);
      r = var(F, name, rw);
      arg_label(at, label, sizeof label, v.index);
      show(F, r, rw, label, local ? u : -1);
    }
    break;
  }
  case CV_TERM_K_TID:
    if (v.text) {
      tid_info *ti = tid_of(F, v.text);
      rw = ti->width ? ti->width : want;
      if (rw && v.nargs == 0) {
        snprintf(name, sizeof name, "tid:%s@%d", v.text, u);
        r = var(F, name, rw);
        show(F, r, rw, v.text, u);
      } else if (rw && v.nargs <= 24) { /* a call the thread's identity may decide */
        Z3_ast args[24];
        int ws[24];
        bool ok = true;
        for (int i = 0; i < v.nargs && ok; i++) ok = (args[i] = tr(F, v.args[i], u, 0, &ws[i])) != NULL;
        if (ok) {
          snprintf(name, sizeof name, "call:%s@%d", v.text, u);
          r = apply_uf(F, name, v.nargs, args, ws, rw);
          show_term(F, r, rw, term, u); /* get_local_id(0): each thread's */
          /* within the range(iN lo, hi) a call or the declaration gives
           * (LangRef: a result outside it is poison), as the ids without
           * operands below; the term's known bound (model/values.c) is it */
          if (r && ti->has_range && ti->lo >= 0 && ti->lo < ti->hi && rw <= 64 &&
              (rw == 64 || (uint64_t)ti->hi <= ((uint64_t)1 << rw))) {
            smtZ_assert_kept(&F->S, Z3_mk_bvuge(F->z, r, bv_const(F, (uint64_t)ti->lo, rw)));
            smtZ_assert_kept(&F->S, Z3_mk_bvult(F->z, r, bv_const(F, (uint64_t)ti->hi, rw)));
          }
        }
      }
    }
    break;
  case CV_TERM_K_OP:
    rw = cv_opkey_width(v.text);
    if (!rw) rw = want;
    if (rw) r = operation(F, &v, u, rw);
    /* what the input gives: a load's contents, a call's result (the
     * values a reader needs to replay the counterexample by hand) */
    if (r && (!strncmp(v.text, "load ", 5) || strstr(v.text, " @")))
      show_term(F, r, rw, term, local ? u : -1);
    break;
  case CV_TERM_K_NAMED:
  case CV_TERM_K_OTHER:
    r = class_value(F, term, u, want, &rw);
    if (!r && want) { /* a fresh value: an input of its own */
      rw = want;
      if (local) snprintf(name, sizeof name, "v%d.w%d@%d", term, rw, u);
      else snprintf(name, sizeof name, "v%d.w%d", term, rw);
      r = var(F, name, rw);
    }
    if (r && v.kind == CV_TERM_K_NAMED && v.text && v.text[0] == '[')
      show(F, r, rw, v.text, local ? u : -1);
    break;
  }
  if (!r) {
    inexact(F, "a value with no bit-vector", term);
    return NULL;
  }
  if (want && rw != want) return NULL;
  cache[slot] = r;
  cw[slot] = rw;
  *w = rw;
  return r;
}

/* ---- poison (LLVM LangRef, "Poison Values") --------------------------------
 * The condition under which term is poison in thread u, as a Bool, built
 * like the value (model/values.h cv_eval_poison is its replay): NULL for
 * never (every leaf, and an operation none of whose operands may be and
 * that has no flag).  The flags' conditions are LangRef's, each in its
 * instruction's section (model/values.c cv_poison_flags_violated). */
static Z3_ast poison_of(fx *F, int term, int u);

static Z3_ast or2(fx *F, Z3_ast a, Z3_ast b) {
  if (!a) return b;
  if (!b) return a;
  Z3_ast x[2] = {a, b};
  return Z3_mk_or(F->z, 2, x);
}

/* A flag's own condition on the operands' bit-vectors (NULL: none):
 * encode/smt_poison.c's, the one spelling.  A mul by a constant: a range
 * of the other operand; of two variables the 2w-bit product only in the
 * exact predicate (F->full_poison: an exclusion) where the replay found
 * BEFORE poison -- a 64-bit multiplier in every query made Rodinia
 * pathfinder's InstCombine step 4x slower at L=4. */
static Z3_ast flag_violated(fx *F, const cv_term_view *v, int u) {
  unsigned pf = v->poison & ~(unsigned)CV_PF_INBOUNDS;
  if (!pf || !v->text || v->nargs < 1 || v->nargs > 2) return NULL;
  int w[2] = {0, 0};
  Z3_ast a[2] = {tr(F, v->args[0], u, 0, &w[0]), NULL};
  if (!a[0] || !w[0]) return NULL;
  int kidx = -1;
  uint64_t k = 0;
  if (v->nargs == 2) {
    a[1] = tr(F, v->args[1], u, w[0], &w[1]);
    if (!a[1] || w[1] != w[0]) return NULL;
    cv_term_view cv;
    int kw = 0;
    for (int i = 1; i >= 0 && kidx < 0; i--) {
      cv_term_view_of(F->t, v->args[i], &cv);
      if (cv.kind == CV_TERM_K_CONST && cv.text && int_const(cv.text, &kw, &k) && kw == w[0]) kidx = i;
    }
  }
  return smtP_flags_violated(F->z, v->text, pf, v->nargs, a, w[0], cv_opkey_width(v->text), kidx, k,
                             F->full_poison, NULL);
}

static Z3_ast poison_compute(fx *F, int term, int u) {
  cv_term_view v;
  cv_term_view_of(F->t, term, &v);
  if (v.kind != CV_TERM_K_OP || !v.text || !strncmp(v.text, "mem.", 4) || v.nargs > 24)
    return NULL;
  if (!strncmp(v.text, "freeze ", 7)) return NULL;
  if (!strncmp(v.text, "select ", 7) && v.nargs == 3) {
    Z3_ast pc = poison_of(F, v.args[0], u), pa = poison_of(F, v.args[1], u),
           pb = poison_of(F, v.args[2], u);
    if (!pa && !pb) return pc;
    int w0 = 0;
    Z3_ast c = tr(F, v.args[0], u, 1, &w0);
    if (!c || w0 != 1) return or2(F, pc, or2(F, pa, pb));
    Z3_ast arm = Z3_mk_ite(F->z, Z3_mk_eq(F->z, c, bv_const(F, 1, 1)), pa ? pa : Z3_mk_false(F->z),
                           pb ? pb : Z3_mk_false(F->z));
    return or2(F, pc, arm);
  }
  Z3_ast p = NULL;
  for (int i = 0; i < v.nargs; i++) p = or2(F, p, poison_of(F, v.args[i], u));
  return or2(F, p, flag_violated(F, &v, u));
}

static Z3_ast poison_of(fx *F, int term, int u) {
  if (term < 0) return NULL;
  unsigned fl = cv_term_flags(F->t, term);
  size_t slot = (size_t)term * (size_t)F->k + (size_t)((fl & CV_TERM_LOCAL) ? u : 0);
  bool conv = fl & CV_TERM_CONV;
  unsigned char *done = F->full_poison ? F->fpdone : conv ? F->pcdone : F->pdone;
  Z3_ast *cache = F->full_poison ? F->fpc : conv ? F->pcc : F->pc;
  if (done[slot]) return cache[slot];
  Z3_ast p = poison_compute(F, term, u);
  done[slot] = 1;
  cache[slot] = p;
  return p;
}

/* The conjunction of facts under the classes of cls (NULL: true when n is
 * 0); a fact that cannot be stated is left out (inexact). */
static Z3_ast facts_and(fx *F, const smt_branch_fact *f, int n, smt_cls_fn cls, void *arg) {
  size_t nt = (size_t)cv_terms_count(F->t) * (size_t)F->k + 1;
  memset(F->ccache, 0, nt * sizeof *F->ccache);
  memset(F->ccw, 0, nt * sizeof *F->ccw);
  memset(F->pcc, 0, nt * sizeof *F->pcc);
  memset(F->pcdone, 0, nt);
  if (F->full_poison) memset(F->fpdone, 0, nt);
  F->cls = cls, F->cls_arg = arg;
  CC_RESIZE(F->defined, 0);
  CC_STACK(Z3_ast) all = {0};
  for (int i = 0; i < n; i++) {
    Z3_ast c = fact(F, &f[i]);
    if (!c) inexact(F, "a branch whose condition is not a bit-vector", f[i].term);
    else CC_PUSH(all, c);
  }
  for (size_t i = 0; i < CC_SIZE(F->defined); i++) CC_PUSH(all, CC_AT(F->defined, i));
  Z3_ast r = CC_SIZE(all) ? Z3_mk_and(F->z, (unsigned)CC_SIZE(all), all.begin) : Z3_mk_true(F->z);
  CC_RELEASE(all);
  return r;
}

static Z3_ast fact_value(fx *F, const smt_branch_fact *f);

/* The classes of the query itself (sp->cls), its caches of class-valued
 * terms emptied (they may hold an exclusion's). */
static void query_classes(fx *F) {
  size_t nt = (size_t)cv_terms_count(F->t) * (size_t)F->k + 1;
  memset(F->ccache, 0, nt * sizeof *F->ccache);
  memset(F->ccw, 0, nt * sizeof *F->ccw);
  memset(F->pcc, 0, nt * sizeof *F->pcc);
  memset(F->pcdone, 0, nt);
  F->cls = F->sp->cls, F->cls_arg = F->sp->cls_arg;
}

/* Every pair equal (smt_exclusion.equal), under the current classes: b
 * poison, or a not poison and a == b; a pair with no bit-vector is not
 * known equal (false: the exclusion then removes nothing of it). */
static Z3_ast pairs_equal(fx *F, const smt_term_pair *p, int n) {
  CC_STACK(Z3_ast) all = {0};
  for (int i = 0; i < n; i++) {
    int wa = 0, wb = 0;
    Z3_ast a = tr(F, p[i].a, p[i].thread, 0, &wa);
    Z3_ast b = a ? tr(F, p[i].b, p[i].thread, wa, &wb) : NULL;
    if (!a || !b || wa != wb) {
      CC_PUSH(all, Z3_mk_false(F->z));
      continue;
    }
    Z3_ast eq = Z3_mk_eq(F->z, a, b);
    Z3_ast pa = poison_of(F, p[i].a, p[i].thread), pb = poison_of(F, p[i].b, p[i].thread);
    if (pa) {
      Z3_ast x[2] = {Z3_mk_not(F->z, pa), eq};
      eq = Z3_mk_and(F->z, 2, x);
    }
    CC_PUSH(all, or2(F, pb, eq));
  }
  Z3_ast r = Z3_mk_and(F->z, (unsigned)CC_SIZE(all), all.begin);
  CC_RELEASE(all);
  return r;
}

/* The constraint of one fact with its condition's poison (encode/smt.h
 * SMT_FACT_*), or NULL. */
static Z3_ast fact(fx *F, const smt_branch_fact *f) {
  if (f->block < 0) { /* an operand whose poison (succ: or zero, or an
                        * address off its alignment) is undefined behaviour */
    Z3_ast p = poison_of(F, f->term, f->thread);
    if (f->succ) {
      int w = 0;
      Z3_ast v = tr(F, f->term, f->thread, 0, &w);
      if (!v || !w) return NULL;
      if (f->succ == 1) p = or2(F, p, Z3_mk_eq(F->z, v, bv_const(F, 0, w)));
      else if (f->succ - 1 < w) { /* the low succ - 1 bits not all zero */
        Z3_ast low = Z3_mk_extract(F->z, (unsigned)(f->succ - 2), 0, v);
        p = or2(F, p, Z3_mk_not(F->z, Z3_mk_eq(F->z, low, bv_const(F, 0, f->succ - 1))));
      }
    }
    int mode = f->poison != SMT_FACT_BY_PROG ? f->poison : f->prog == 0 ? -1 : SMT_FACT_ANY;
    if (mode == SMT_FACT_POISON) return p ? p : Z3_mk_false(F->z);
    if (mode == SMT_FACT_ANY || !p) return Z3_mk_true(F->z);
    return Z3_mk_not(F->z, p);
  }
  Z3_ast m = fact_value(F, f);
  if (!m) return NULL;
  Z3_ast p = poison_of(F, f->term, f->thread);
  int mode = f->poison != SMT_FACT_BY_PROG ? f->poison : f->prog == 0 ? -1 : SMT_FACT_ANY;
  if (mode == SMT_FACT_POISON) return p ? p : Z3_mk_false(F->z);
  if (!p) return m;
  if (mode == SMT_FACT_ANY) return or2(F, p, m);
  Z3_ast both[2] = {Z3_mk_not(F->z, p), m};
  return Z3_mk_and(F->z, 2, both);
}

/* The constraint of one fact on its condition's value, or NULL. */
static Z3_ast fact_value(fx *F, const smt_branch_fact *f) {
  Z3_context z = F->z;
  const cv_program *p = F->sp->progs[f->prog];
  int ni;
  const int *insts = cv_block_insts(p, f->block, &ni);
  const cv_inst *T = ni ? cv_program_inst(p, insts[ni - 1]) : NULL;
  int w = 0;
  if (T && T->op == CV_OP_BR) {
    Z3_ast c = tr(F, f->term, f->thread, 1, &w);
    if (!c) return NULL;
    return Z3_mk_eq(z, c, bv_const(F, f->succ == 0 ? 1 : 0, 1));
  }
  if (T && T->op == CV_OP_SWITCH && T->nops >= 2) {
    int ns;
    const int *succ = cv_block_succs(p, f->block, &ns);
    if (f->succ < 0 || f->succ >= ns) return NULL;
    int target = succ[f->succ];
    int cw = 0;
    uint64_t x;
    for (int i = 2; i + 1 < T->nops; i += 2)
      if (T->ops[i].text && int_const(T->ops[i].text, &cw, &x)) break;
    Z3_ast c = tr(F, f->term, f->thread, cw, &w);
    if (!c) return NULL;
    Z3_ast any = Z3_mk_false(z), in_cases = Z3_mk_false(z);
    for (int i = 2; i + 1 < T->nops; i += 2) {
      if (!T->ops[i].text || !int_const(T->ops[i].text, &cw, &x) || cw != w) return NULL;
      Z3_ast eq = Z3_mk_eq(z, c, bv_const(F, x, w));
      Z3_ast o1[2] = {in_cases, eq};
      in_cases = Z3_mk_or(z, 2, o1);
      if (T->ops[i + 1].kind == CV_VALUE_BLOCK && T->ops[i + 1].index == target) {
        Z3_ast o2[2] = {any, eq};
        any = Z3_mk_or(z, 2, o2);
      }
    }
    if (T->ops[1].kind == CV_VALUE_BLOCK && T->ops[1].index == target) {
      Z3_ast o3[2] = {any, Z3_mk_not(z, in_cases)};
      any = Z3_mk_or(z, 2, o3);
    }
    return any;
  }
  if (!T || (T->op != CV_OP_BR && T->op != CV_OP_SWITCH)) {
    /* a .cfg branch (or a terminator we do not read): its condition is a
     * choice of successor, an input of its own */
    Z3_ast c = tr(F, f->term, f->thread, 8, &w);
    return c ? Z3_mk_eq(z, c, bv_const(F, (uint64_t)f->succ, 8)) : NULL;
  }
  return NULL;
}

/* ---- the model, for the replay (valid inside smt_candidate only) ---------- */

struct smt_model_view {
  fx *F;
  Z3_model m;
};

static bool eval_u64(fx *F, Z3_model m, Z3_ast a, uint64_t *x) {
  Z3_ast val = NULL;
  return Z3_model_eval(F->z, m, a, true, &val) && val && Z3_get_numeral_uint64(F->z, val, x);
}

uint64_t smt_model_lane(smt_model_view *mv, int thread) {
  uint64_t x = 0;
  if (thread >= 0 && thread < mv->F->k) eval_u64(mv->F, mv->m, mv->F->lane[thread], &x);
  return x;
}

/* A leaf: its bit-vector in the query (built now if the query did not need
 * it: a fresh input's value is then Z3's default), the uninterpreted
 * function at the given values for an operation with operands. */
bool smt_model_leaf(smt_model_view *mv, int term, int thread, int nargs, const uint64_t *argv,
                    const int *argw, int want, uint64_t *value, int *width) {
  fx *F = mv->F;
  cv_term_view v;
  cv_term_view_of(F->t, term, &v);
  Z3_ast a = NULL;
  int w = 0;
  if (argv && (v.kind == CV_TERM_K_OP || (v.kind == CV_TERM_K_TID && v.nargs > 0))) {
    /* the function at these values: the same uninterpreted function the
     * query applies (operation, or a thread's call) */
    Z3_ast args[24];
    int ws[24];
    if (nargs > 24) return false;
    for (int i = 0; i < nargs; i++) args[i] = bv_const(F, argv[i], argw[i]), ws[i] = argw[i];
    char what[240];
    if (v.kind == CV_TERM_K_OP) {
      w = cv_opkey_width(v.text);
      if (!w) w = want;
      snprintf(what, sizeof what, "op:%s", v.text);
    } else {
      tid_info *ti = tid_of(F, v.text);
      w = ti->width ? ti->width : want;
      snprintf(what, sizeof what, "call:%s@%d", v.text, thread);
    }
    if (!w) return false;
    a = apply_uf(F, what, nargs, args, ws, w);
  } else {
    a = tr(F, term, thread, want, &w);
  }
  uint64_t x;
  if (!a || !eval_u64(F, mv->m, a, &x)) return false;
  *value = x, *width = w;
  return true;
}

/* An uninterpreted operation (what = "load i32") at given values. */
bool smt_model_uf(smt_model_view *mv, const char *opkey, int nargs, const uint64_t *argv,
                  const int *argw, int width, uint64_t *value) {
  fx *F = mv->F;
  Z3_ast args[24];
  int ws[24];
  if (nargs > 24 || width < 1) return false;
  for (int i = 0; i < nargs; i++) args[i] = bv_const(F, argv[i], argw[i]), ws[i] = argw[i];
  char what[240];
  snprintf(what, sizeof what, "op:%s", opkey);
  return eval_u64(F, mv->m, apply_uf(F, what, nargs, args, ws, width), value);
}

/* A generic cross-lane operation's value at given member values (the
 * function the query applies, SMT_CLS_GENERIC). */
bool smt_model_crosslane(smt_model_view *mv, const smt_cls *c, int self, const uint64_t *opv,
                         const int *opw, uint64_t *value) {
  fx *F = mv->F;
  Z3_ast val[4 * SMT_CLS_MAX_OPS];
  for (int m = 0; m < c->nmembers; m++)
    for (int o = 0; o < c->nops; o++)
      val[m * SMT_CLS_MAX_OPS + o] = bv_const(F, opv[m * SMT_CLS_MAX_OPS + o], opw[m * SMT_CLS_MAX_OPS + o]);
  Z3_ast a = crosslane_app(F, c, bv_const(F, smt_model_lane(mv, self), 32), val, opw, c->width);
  return eval_u64(F, mv->m, a, value);
}

/* SMT_CLS_CLASS: the class's value. */
bool smt_model_class(smt_model_view *mv, const smt_cls *c, uint64_t *value) {
  return eval_u64(mv->F, mv->m, class_var(mv->F, c, c->width), value);
}

/* SMT_CLS_FREE: the value the model gives term in thread `thread`. */
bool smt_model_open(smt_model_view *mv, int term, int thread, int width, uint64_t *value) {
  return eval_u64(mv->F, mv->m, free_value(mv->F, term, thread, width), value);
}

static void print_value(fx *F, Z3_model m, const shown *s, cc_buf *out) {
  uint64_t x = 0;
  char label[200];
  if (s->term >= 0) {
    cc_buf b;
    cc_buf_init(&b);
    cv_term_print(F->t, F->sp->progs[0], s->term, &b);
    snprintf(label, sizeof label, "%s", cc_buf_str(&b));
    cc_buf_free(&b);
  } else {
    snprintf(label, sizeof label, "%s", s->label);
  }
  cc_buf_puts(out, "    ");
  cc_buf_printf(out, s->thread >= 0 ? "thread %d: " : "every thread: ", s->thread + 1);
  if (eval_u64(F, m, s->a, &x)) {
    int64_t sx = s->width > 1 && s->width < 64 && (x >> (s->width - 1)) & 1
                     ? (int64_t)(x - ((uint64_t)1 << s->width))
                     : (int64_t)x;
    if (sx < 0) cc_buf_printf(out, "%s = %llu (%lld signed)\n", label, (unsigned long long)x,
                              (long long)sx);
    else cc_buf_printf(out, "%s = %llu\n", label, (unsigned long long)x);
  } else {
    cc_buf_printf(out, "%s = ?\n", label);
  }
}

/* The lazy solver's moment on a candidate query, in ms (see the loop). */
enum { SMT_LAZY_FIRST_MS = 50 };
/* The abstraction's budget before it (smt_z3.c smtZ_check_abstract_arith),
 * in Z3's resource units, not ms, so that a loaded machine gives it as
 * much: pathfinder's pair queries take 0.1-1.7 million (20-500 ms of CPU);
 * a few take 29 million, and are left to the query as made. */
enum { SMT_ABSTRACT_RLIMIT = 3000000 };

/* ---- the answers of earlier queries (per process) ----------------------------
 * A transform check asks the same question many times under other names:
 * each round of L (the shortest input first) asks again what the shorter
 * paths asked, and each step of a pipeline what the step before asked of
 * the code it left alone (Rodinia's pathfinder: 2,380 distinct queries at
 * L=12 on one SimplifyCFG step, 480 of them asked at L=9 already).  A query
 * whose model is not read (no replay) has as its answer only satisfiable
 * or not, which the formula decides: the key (smt_z3.c smtZ_assertions_key)
 * is the formula up to a renaming of its symbols, so an equal key has the
 * same answer.  The whole key is kept and compared, not a digest of it (a
 * collision would give a wrong answer); only definite answers are kept (an
 * "unknown" depends on the time limit); at most 64 MB of keys (smt_int.h smtZ_answers). */
static smtZ_answers cand_cache = {NULL, 0, 0, 0, (size_t)64 << 20};

bool smt_candidate(const smt_cand_spec *sp, smt_replay_fn replay, void *arg, smt_cand_result *out,
                   cc_error *err) {
  memset(out, 0, sizeof *out);
  cc_buf_init(&out->witness);
  out->status = SMT_FEASIBLE_UNKNOWN;
  fx F;
  memset(&F, 0, sizeof F);
  if (!smtZ_open_logic(&F.S, sp->nprogs ? cv_program_file(sp->progs[0]) : "", "QF_UFBV", err))
    return false;
  F.z = F.S.ctx;
  F.sp = sp;
  F.t = sp->t;
  F.k = sp->k;
  F.exact = true;
  size_t nt = (size_t)cv_terms_count(sp->t) * (size_t)sp->k + 1;
  F.cache = cc_calloc(nt, sizeof *F.cache);
  F.cw = cc_calloc(nt, sizeof *F.cw);
  F.ccache = cc_calloc(nt, sizeof *F.ccache);
  F.ccw = cc_calloc(nt, sizeof *F.ccw);
  F.pc = cc_calloc(nt, sizeof *F.pc);
  F.pcc = cc_calloc(nt, sizeof *F.pcc);
  F.pdone = cc_calloc(nt, 1);
  F.pcdone = cc_calloc(nt, 1);
  F.fpc = cc_calloc(nt, sizeof *F.fpc);
  F.fpdone = cc_calloc(nt, 1);
  /* lanes: distinct, below 32 (the first lane of a cross-lane operation is
   * the member with the lowest) */
  for (int u = 0; u < sp->k; u++) {
    char name[32];
    snprintf(name, sizeof name, "lane@%d", u);
    F.lane[u] = var(&F, name, 32);
    smtZ_assert_kept(&F.S, Z3_mk_bvult(F.z, F.lane[u], bv_const(&F, 32, 32)));
  }
  if (sp->k > 1) smtZ_assert_kept(&F.S, Z3_mk_distinct(F.z, (unsigned)sp->k, F.lane));
  smtZ_assert_kept(&F.S, facts_and(&F, sp->facts, sp->nfacts, sp->cls, sp->cls_arg));
  if (sp->ndiffer > 0) { /* some pair differs */
    CC_STACK(Z3_ast) any = {0};
    for (int i = 0; i < sp->ndiffer; i++) {
      int wa = 0, wb = 0;
      Z3_ast a = tr(&F, sp->differ[i].a, sp->differ[i].thread, 0, &wa);
      Z3_ast b = a ? tr(&F, sp->differ[i].b, sp->differ[i].thread, wa, &wb) : NULL;
      if (a && b && wa == wb) {
        /* BEFORE's (b) not poison; AFTER's (a) poison answers either way */
        Z3_ast rel = sp->differ_equal ? Z3_mk_eq(F.z, a, b) : Z3_mk_not(F.z, Z3_mk_eq(F.z, a, b));
        Z3_ast pa = poison_of(&F, sp->differ[i].a, sp->differ[i].thread);
        Z3_ast pb = poison_of(&F, sp->differ[i].b, sp->differ[i].thread);
        rel = or2(&F, pa, rel);
        if (pb) {
          Z3_ast both[2] = {Z3_mk_not(F.z, pb), rel};
          rel = Z3_mk_and(F.z, 2, both);
        }
        CC_PUSH(any, rel);
      } else inexact(&F, "an argument with no bit-vector", sp->differ[i].a);
    }
    /* a pair with no bit-vector could differ unseen: then no constraint,
     * and the replay decides on the values it finds */
    if (CC_SIZE(any) == (size_t)sp->ndiffer)
      smtZ_assert_kept(&F.S,
                       sp->differ_equal ? Z3_mk_and(F.z, (unsigned)CC_SIZE(any), any.begin)
                                        : Z3_mk_or(F.z, (unsigned)CC_SIZE(any), any.begin));
    CC_RELEASE(any);
  }
  /* thread ids: pairwise distinct between the threads (the x dimension:
   * threads of a 2-D or 3-D group may share their y or z id), within the
   * declaration's range(iN lo, hi) when it has one (not wrapping) */
  for (size_t i = 0; i < CC_SIZE(F.tids); i++) {
    tid_info *ti = &CC_AT(F.tids, i);
    if (!ti->width) continue;
    Z3_ast x[4];
    char name[200];
    for (int u = 0; u < sp->k && u < 4; u++) {
      snprintf(name, sizeof name, "tid:%s@%d", ti->name, u);
      x[u] = var(&F, name, ti->width);
      if (ti->has_range && ti->lo >= 0 && ti->lo < ti->hi) {
        smtZ_assert_kept(&F.S, Z3_mk_bvuge(F.z, x[u], bv_const(&F, (uint64_t)ti->lo, ti->width)));
        smtZ_assert_kept(&F.S, Z3_mk_bvult(F.z, x[u], bv_const(&F, (uint64_t)ti->hi, ti->width)));
      }
    }
    size_t nl = strlen(ti->name);
    bool x_dim = nl > 2 && !strcmp(ti->name + nl - 2, ".x");
    if (x_dim && sp->k > 1 && sp->k <= 4) smtZ_assert_kept(&F.S, Z3_mk_distinct(F.z, (unsigned)sp->k, x));
    /* the k threads are lanes of one sub-group (docs/sources.md): their x
     * ids lie in one aligned block of 32, which a wave of 32 or 64 and a
     * warp hold (a new user's counterexample put ids 454 and 998 in one
     * wave) */
    if (x_dim && sp->k > 1 && sp->k <= 4 && ti->width > 5)
      for (int u = 1; u < sp->k; u++)
        smtZ_assert_kept(&F.S,
                         Z3_mk_eq(F.z, Z3_mk_bvlshr(F.z, x[u], bv_const(&F, 5, ti->width)),
                                  Z3_mk_bvlshr(F.z, x[0], bv_const(&F, 5, ti->width))));
  }
  bool ok = true;
  /* a query whose model is not read: asked before under other names? */
  cc_buf key;
  cc_buf_init(&key);
  if (!replay && smtZ_assertions_key(&F.S, &key)) {
    int st;
    if (smtZ_answer_find(&cand_cache, &key, &st)) {
      out->status = (smt_feasible_status)st;
      out->cached = true;
    }
  }
  /* solve; on a model, replay; an execution of BEFORE that the replay finds
   * matching is excluded and the query asked again (each exclusion removes
   * one of finitely many), until a counterexample replays, none is left
   * (covered), or the rounds run out */
  bool eager = false, lazy_only = false, abstract_off = false;
  for (int round = 0; !out->cached; round++) {
    /* first, until it fails to answer: the query with products, quotients
     * and remainders of inputs as uninterpreted functions (smt_z3.c
     * smtZ_check_abstract_arith: no model of it, none of the query; a model
     * of it that makes every assertion of the query true, one of the query) */
    Z3_model m = NULL;
    if (!eager && !abstract_off) {
      bool abstracted = false;
      Z3_lbool ra = smtZ_check_abstract_arith(&F.S, sp->timeout_ms, SMT_ABSTRACT_RLIMIT,
                                              &abstracted, &m);
      ok = smtZ_ok(&F.S);
      if (!ok) {
        smtZ_model_free(&F.S, m);
        if (!err->set) *err = F.S.err;
        break;
      }
      if (ra == Z3_L_FALSE) { /* final, as the query's own unsat below */
        out->status = round == 0 ? SMT_INFEASIBLE : SMT_COVERED;
        break;
      }
      abstract_off = !m;
    }
    if (!m) {
      /* Z3's QF_UFBV solver for a moment, then, if it has not settled the
       * query, the same assertions bit-blasted at once (smt_z3.c
       * smtZ_to_eager_bv: either settles it, with the same answer) */
      unsigned ms = sp->timeout_ms;
      bool lazy_first = !eager && !lazy_only && (!ms || ms > SMT_LAZY_FIRST_MS);
      double q0 = cc_now();
      smtZ_timeout(&F.S, lazy_first ? SMT_LAZY_FIRST_MS : ms);
      char reason[128];
      Z3_lbool r = smtZ_check(&F.S, 0, NULL, reason, sizeof reason);
      ok = smtZ_ok(&F.S);
      if (ok && lazy_first && r == Z3_L_UNDEF && !F.S.interrupted) {
        eager = true;
        ok = smtZ_to_eager_bv(&F.S);
        if (ok) {
          double left = ms ? ms - (cc_now() - q0) * 1000.0 : 0;
          smtZ_timeout(&F.S, !ms ? 0 : left < 1 ? 1 : (unsigned)left);
          r = smtZ_check(&F.S, 0, NULL, reason, sizeof reason);
          ok = smtZ_ok(&F.S);
        }
      }
      if (!ok) {
        if (!err->set) *err = F.S.err;
        break;
      }
      if (r == Z3_L_FALSE) { /* final: a fact left out only relaxes the query */
        out->status = round == 0 ? SMT_INFEASIBLE : SMT_COVERED;
        break;
      }
      if (r != Z3_L_TRUE) {
        snprintf(out->reason, sizeof out->reason, "Z3: %s", reason);
        break;
      }
      m = smtZ_model(&F.S);
      if (!m) {
        ok = smtZ_ok(&F.S);
        if (!ok && !err->set) *err = F.S.err;
        break;
      }
    }
    if (eager && !smtZ_model_satisfies(&F.S, m)) {
      /* a model of the bit-blasting solver that leaves an assertion false
       * (smt_z3.c): the same query again, to the lazy solver, for the
       * whole time */
      smtZ_model_free(&F.S, m);
      ok = smtZ_ok(&F.S) && smtZ_to_lazy(&F.S, "QF_UFBV");
      if (!ok) {
        if (!err->set) *err = F.S.err;
        break;
      }
      eager = false, lazy_only = true;
      round--;
      continue;
    }
    smt_model_view mv = {&F, m};
    smt_exclusion ex;
    memset(&ex, 0, sizeof ex);
    smt_replay_verdict v = replay ? replay(arg, &mv, &ex) : SMT_REPLAY_NO;
    if (v == SMT_REPLAY_YES) {
      out->status = SMT_FEASIBLE;
      out->replayed = true;
      /* the values every thread shares first, then each thread's (a new
       * user read a uniform %n listed between two threads' lines as the
       * first thread's) */
      for (size_t i = 0; i < CC_SIZE(F.show); i++)
        if (CC_AT(F.show, i).thread < 0) print_value(&F, m, &CC_AT(F.show, i), &out->witness);
      for (size_t i = 0; i < CC_SIZE(F.show); i++)
        if (CC_AT(F.show, i).thread >= 0) print_value(&F, m, &CC_AT(F.show, i), &out->witness);
      for (int u = 0; u < sp->k && sp->k > 1 && F.lanes_read; u++)
        cc_buf_printf(&out->witness, "    thread %d: lane = %llu\n", u + 1,
                      (unsigned long long)smt_model_lane(&mv, u));
    } else if (v == SMT_REPLAY_EXCLUDE && round + 1 < SMT_CAND_ROUNDS) {
      F.full_poison = true; /* exact: the replay's poison is the evaluator's */
      Z3_ast taken = facts_and(&F, ex.facts, ex.nfacts, ex.cls, ex.cls_arg);
      if (ex.nequal > 0) { /* and where it leaves the same values */
        Z3_ast both[2] = {taken, pairs_equal(&F, ex.equal, ex.nequal)};
        taken = Z3_mk_and(F.z, 2, both);
      }
      smtZ_assert_kept(&F.S, Z3_mk_not(F.z, taken));
      F.full_poison = false;
      /* the query's classes again: facts_and left F.cls and the caches of
       * class-valued terms on the exclusion's (BEFORE's execution), which
       * a later smt_model_leaf of such a term would have read instead of
       * the query's (values.c first_difference's "in Z3's model") */
      query_classes(&F);
    } else {
      out->status = SMT_FEASIBLE;
      snprintf(out->reason, sizeof out->reason, "%s",
               v == SMT_REPLAY_EXCLUDE ? "the rounds of excluded executions ran out" : "");
    }
    smtZ_model_free(&F.S, m);
    ok = smtZ_ok(&F.S);
    if (!ok && !err->set) *err = F.S.err;
    if (!ok || v != SMT_REPLAY_EXCLUDE || out->status == SMT_FEASIBLE) break;
    out->rounds = round + 1;
  }
  if (ok && key.len && !out->cached &&
      (out->status == SMT_INFEASIBLE || out->status == SMT_FEASIBLE))
    smtZ_answer_put(&cand_cache, &key, (int)out->status);
  cc_buf_free(&key);
  out->exact = F.exact;
  if (!out->reason[0]) snprintf(out->reason, sizeof out->reason, "%s", F.reason);
  free(F.cache);
  free(F.cw);
  free(F.ccache);
  free(F.ccw);
  free(F.pc);
  free(F.pcc);
  free(F.pdone);
  free(F.pcdone);
  free(F.fpc);
  free(F.fpdone);
  CC_RELEASE(F.tids);
  CC_RELEASE(F.show);
  CC_RELEASE(F.defined);
  smtZ_close(&F.S);
  return ok;
}
