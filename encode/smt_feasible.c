/* encode/smt_feasible.c — can real values take a candidate's branches?
 * (encode/smt.h "feasibility of branch decisions"; docs/design.md §5 "Values", §8;
 * the bit-vector circuits are those of encode/smt_values.c's fold, LLVM
 * LangRef semantics of the integer instructions).  The reference-counting
 * rule of encode/smt.h applies: one context per call, the solver and the
 * model inc_ref'd/dec_ref'd, nothing escapes. */
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
  char label[400];
} shown;

typedef struct fx {
  smtZ_ctx S;
  Z3_context z;
  const cv_terms *t;
  const cv_program *const *progs;
  int nprogs, k;
  Z3_ast *cache; /* per term and thread (NULL: not yet) */
  int *cw;       /* its width */
  bool *fr;      /* it rests on a free value                            */
  int nfree;     /* free values used so far (cached ones too)            */
  bool *input;   /* per term: a condition progs[0] tests, an input when
                  * not translated exactly (inputs_of_first)             */
  smt_feasible_result *out;
  CC_STACK(tid_info) tids;
  CC_STACK(shown) show;
} fx;

static void inexact(fx *F, const char *why, int term) {
  if (!F->out->exact) return;
  F->out->exact = false;
  cc_buf b;
  cc_buf_init(&b);
  cv_term_print(F->t, F->nprogs ? F->progs[0] : NULL, term, &b);
  snprintf(F->out->reason, sizeof F->out->reason, "%s: %.100s", why, cc_buf_str(&b));
  cc_buf_free(&b);
}

static Z3_sort bvs(fx *F, int w) { return Z3_mk_bv_sort(F->z, (unsigned)w); }

static Z3_ast var(fx *F, const char *name, int w) {
  return Z3_mk_const(F->z, Z3_mk_string_symbol(F->z, name), bvs(F, w));
}

/* "i32 %x" -> 32; "i1 true" -> 1; 0 if not an integer type */
static int type_width(const char *s) {
  if (!s || s[0] != 'i') return 0;
  char *end;
  long n = strtol(s + 1, &end, 10);
  if (end == s + 1 || (*end && *end != ' ') || n < 1 || n > 64) return 0;
  return (int)n;
}
static int opkey_width(const char *opkey) {
  const char *sp = opkey ? strrchr(opkey, ' ') : NULL;
  return sp ? type_width(sp + 1) : 0;
}

/* "iN V" / "i1 true" as model/values.c reads constants */
static bool int_const(const char *text, int *w, int64_t *x) {
  int n = type_width(text);
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
    *x = q;
  }
  *w = n;
  return true;
}

static Z3_ast bv_const(fx *F, int64_t x, int w) {
  return Z3_mk_unsigned_int64(F->z, w >= 64 ? (uint64_t)x : (uint64_t)x & (((uint64_t)1 << w) - 1),
                              bvs(F, w));
}

/* A divergence source: its width and range, from the call instructions of
 * the programs that call it. */
static tid_info *tid_of(fx *F, const char *name) {
  for (size_t i = 0; i < CC_SIZE(F->tids); i++)
    if (!strcmp(CC_AT(F->tids, i).name, name)) return &CC_AT(F->tids, i);
  tid_info ti = {name, 0, false, 0, 0};
  for (int p = 0; p < F->nprogs; p++)
    for (int i = 0; i < cv_program_ninsts(F->progs[p]); i++) {
      const cv_inst *I = cv_program_inst(F->progs[p], i);
      if (I->op != CV_OP_CALL ||
          !((I->flags & CV_INST_DIVERGENCE_SOURCE) || cv_inst_unknown_call(I)) || !I->opcode ||
          strcmp(I->opcode, name))
        continue;
      if (!ti.width) ti.width = opkey_width(I->opkey);
      if (I->has_range && !ti.has_range) ti.has_range = true, ti.lo = I->range_lo, ti.hi = I->range_hi;
    }
  CC_PUSH(F->tids, ti);
  return &CC_TOP(F->tids);
}

static void show(fx *F, Z3_ast a, int w, const char *fmt_label, const char *name, int thread) {
  for (size_t i = 0; i < CC_SIZE(F->show); i++)
    if (CC_AT(F->show, i).a == a) return;
  shown s;
  s.a = a;
  s.width = w;
  if (thread >= 0) snprintf(s.label, sizeof s.label, "thread %d: %s", thread + 1, name);
  else snprintf(s.label, sizeof s.label, fmt_label, name);
  CC_PUSH(F->show, s);
}

static Z3_ast tr(fx *F, int term, int u, int want, int *w);

/* A free value standing for a term (exact = false). */
static Z3_ast free_value(fx *F, int term, int u, int w, const char *why) {
  inexact(F, why, term);
  F->nfree++;
  char name[64];
  bool local = cv_term_flags(F->t, term) & CV_TERM_LOCAL;
  if (local) snprintf(name, sizeof name, "t%d.w%d@%d", term, w, u);
  else snprintf(name, sizeof name, "t%d.w%d", term, w);
  return var(F, name, w);
}

static Z3_ast ext(fx *F, Z3_ast a, int from, int to, bool sign) {
  if (to == from) return a;
  if (to < from) return Z3_mk_extract(F->z, (unsigned)to - 1, 0, a);
  return sign ? Z3_mk_sign_ext(F->z, (unsigned)(to - from), a)
              : Z3_mk_zero_ext(F->z, (unsigned)(to - from), a);
}

/* An operation keyed by what it computes (opkey "add i32", "icmp slt i1",
 * "zext i64", "select i32"), exactly, or NULL when not interpreted. */
static Z3_ast operation(fx *F, const cv_term_view *v, int u, int rw) {
  char op[16] = "", pred[8] = "";
  const char *sp = strchr(v->text, ' ');
  if (!sp || (size_t)(sp - v->text) >= sizeof op) return NULL;
  memcpy(op, v->text, (size_t)(sp - v->text));
  if (!strcmp(op, "icmp")) {
    const char *sp2 = strchr(sp + 1, ' ');
    if (!sp2 || (size_t)(sp2 - sp - 1) >= sizeof pred) return NULL;
    memcpy(pred, sp + 1, (size_t)(sp2 - sp - 1));
  }
  Z3_context z = F->z;
  int n = v->nargs;
  if (!strcmp(op, "select") && n == 3) {
    int w0 = 0, w1 = 0, w2 = 0;
    Z3_ast c = tr(F, v->args[0], u, 1, &w0);
    Z3_ast a = tr(F, v->args[1], u, rw, &w1), b = tr(F, v->args[2], u, rw, &w2);
    if (!c || !a || !b || w0 != 1 || w1 != rw || w2 != rw) return NULL;
    return Z3_mk_ite(z, Z3_mk_eq(z, c, bv_const(F, 1, 1)), a, b);
  }
  /* freeze: its operand's value (LangRef "'freeze' Instruction"); poison
   * is not modelled (docs/transforms.md, "Differing conditions") */
  if (n == 1 && !strcmp(op, "freeze")) {
    int w0 = 0;
    Z3_ast a = tr(F, v->args[0], u, rw, &w0);
    return a && w0 == rw ? a : NULL;
  }
  if (n == 1 && (!strcmp(op, "zext") || !strcmp(op, "sext") || !strcmp(op, "trunc"))) {
    int w0 = 0;
    Z3_ast a = tr(F, v->args[0], u, 0, &w0);
    if (!a || !w0) return NULL;
    if (!strcmp(op, "trunc") ? w0 < rw : w0 > rw) return NULL;
    return ext(F, a, w0, rw, !strcmp(op, "sext"));
  }
  if (n != 2) return NULL;
  bool cmp = !strcmp(op, "icmp");
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
    if (!c) return NULL;
    return Z3_mk_ite(z, c, bv_const(F, 1, 1), bv_const(F, 0, 1));
  }
  if (w0 != rw) return NULL;
  /* shifts by the width or more are poison: not interpreted (a free value) */
  if (!strcmp(op, "add")) return Z3_mk_bvadd(z, a, b);
  if (!strcmp(op, "sub")) return Z3_mk_bvsub(z, a, b);
  if (!strcmp(op, "mul")) return Z3_mk_bvmul(z, a, b);
  if (!strcmp(op, "and")) return Z3_mk_bvand(z, a, b);
  if (!strcmp(op, "or")) return Z3_mk_bvor(z, a, b);
  if (!strcmp(op, "xor")) return Z3_mk_bvxor(z, a, b);
  return NULL;
}

/* The term in thread u as a bit-vector; its width in *w.  want: the width
 * the context needs (0: unknown) -- used when the term's own is unknown. */
static Z3_ast tr(fx *F, int term, int u, int want, int *w) {
  size_t slot = (size_t)term * (size_t)F->k + (size_t)u;
  if (F->cache[slot]) {
    *w = F->cw[slot];
    if (!want || *w == want) {
      if (F->fr[slot]) { /* it rests on a free value: so does its user */
        F->nfree++;
        inexact(F, "a value translated as a free bit-vector", term);
      }
      return F->cache[slot];
    }
  }
  /* a condition of progs[0]: translated exactly if it can be, else it
   * stands for itself, an input of the term abstraction */
  if (F->input && F->input[term]) {
    bool was_exact = F->out->exact;
    char was_reason[sizeof F->out->reason];
    memcpy(was_reason, F->out->reason, sizeof was_reason);
    int before = F->nfree;
    F->input[term] = false; /* translate it as any other term */
    Z3_ast r = tr(F, term, u, want, w);
    F->input[term] = true;
    if (F->nfree == before || !r) return r;
    /* it rests on a free value: replace it by its own */
    F->out->exact = was_exact;
    memcpy(F->out->reason, was_reason, sizeof was_reason);
    F->nfree = before;
    char name[64];
    bool local = cv_term_flags(F->t, term) & CV_TERM_LOCAL;
    if (local) snprintf(name, sizeof name, "in%d.w%d@%d", term, *w, u);
    else snprintf(name, sizeof name, "in%d.w%d", term, *w);
    r = var(F, name, *w);
    cc_buf b;
    cc_buf_init(&b);
    cv_term_print(F->t, F->progs[0], term, &b);
    char label[360];
    snprintf(label, sizeof label, "input condition %.330s", cc_buf_str(&b));
    cc_buf_free(&b);
    show(F, r, *w, local ? NULL : "%s", label, local ? u : -1);
    F->cache[slot] = r;
    F->fr[slot] = false;
    return r;
  }
  int free_before = F->nfree;
  cv_term_view v;
  cv_term_view_of(F->t, term, &v);
  bool local = cv_term_flags(F->t, term) & CV_TERM_LOCAL;
  Z3_ast r = NULL;
  int rw = 0;
  char name[200];
  switch (v.kind) {
  case CV_TERM_K_CONST: {
    int64_t x;
    if (v.text && int_const(v.text, &rw, &x)) r = bv_const(F, x, rw);
    break;
  }
  case CV_TERM_K_ARG:
    rw = F->nprogs ? type_width(cv_program_arg_text(F->progs[0], v.index)) : 0;
    if (rw) {
      if (local) snprintf(name, sizeof name, "arg%d@%d", v.index, u);
      else snprintf(name, sizeof name, "arg%d", v.index);
      r = var(F, name, rw);
      const char *at = cv_program_arg_text(F->progs[0], v.index);
      show(F, r, rw, local ? NULL : "%s", at ? at : name, local ? u : -1);
    }
    break;
  case CV_TERM_K_TID:
    if (v.nargs == 0 && v.text) {
      tid_info *ti = tid_of(F, v.text);
      rw = ti->width;
      if (rw) {
        snprintf(name, sizeof name, "tid:%s@%d", v.text, u);
        r = var(F, name, rw);
        show(F, r, rw, NULL, v.text, u);
      }
    }
    break;
  case CV_TERM_K_OP:
    rw = opkey_width(v.text);
    if (rw) r = operation(F, &v, u, rw);
    break;
  default:
    break;
  }
  if (!r) {
    if (!rw) rw = want;
    if (!rw) return NULL;
    r = free_value(F, term, u, rw, "a value translated as a free bit-vector");
  }
  if (want && rw != want) return NULL;
  F->cache[slot] = r;
  F->cw[slot] = rw;
  F->fr[slot] = F->nfree > free_before;
  *w = rw;
  return r;
}

/* The constraint of one fact, or NULL (err recorded in inexact). */
static Z3_ast fact(fx *F, const smt_branch_fact *f) {
  Z3_context z = F->z;
  const cv_program *p = F->progs[f->prog];
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
    int64_t x;
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
  return NULL;
}

static void print_value(fx *F, Z3_model m, const shown *s, cc_buf *out) {
  Z3_ast val = NULL;
  uint64_t x = 0;
  if (Z3_model_eval(F->z, m, s->a, true, &val) && val && Z3_get_numeral_uint64(F->z, val, &x)) {
    int64_t sx = s->width > 1 && s->width < 64 && (x >> (s->width - 1)) & 1 ? (int64_t)(x - ((uint64_t)1 << s->width))
                                                              : (int64_t)x;
    if (sx < 0) cc_buf_printf(out, "    %s = %llu (%lld signed)\n", s->label, (unsigned long long)x,
                              (long long)sx);
    else cc_buf_printf(out, "    %s = %llu\n", s->label, (unsigned long long)x);
  } else {
    cc_buf_printf(out, "    %s = ?\n", s->label);
  }
}

static bool feasible_once(const cv_terms *t, const cv_program *const *progs, int nprogs, int k,
                          const smt_branch_fact *f, int nf, bool inputs_of_first,
                          unsigned timeout_ms, smt_feasible_result *out, cc_error *err) {
  memset(out, 0, sizeof *out);
  cc_buf_init(&out->witness);
  out->exact = true;
  out->status = SMT_FEASIBLE_UNKNOWN;
  fx F;
  memset(&F, 0, sizeof F);
  if (!smtZ_open_logic(&F.S, nprogs ? cv_program_file(progs[0]) : "", "QF_BV", err)) return false;
  F.z = F.S.ctx;
  F.t = t;
  F.progs = progs;
  F.nprogs = nprogs;
  F.k = k;
  F.out = out;
  size_t nt = (size_t)cv_terms_count(t) * (size_t)k + 1;
  F.cache = cc_calloc(nt, sizeof *F.cache);
  F.cw = cc_calloc(nt, sizeof *F.cw);
  F.fr = cc_calloc(nt, sizeof *F.fr);
  if (inputs_of_first) {
    F.input = cc_calloc((size_t)cv_terms_count(t) + 1, sizeof *F.input);
    for (int i = 0; i < nf; i++)
      if (f[i].prog == 0 && f[i].term >= 0 && f[i].term < cv_terms_count(t)) F.input[f[i].term] = true;
  }
  for (int i = 0; i < nf; i++) {
    Z3_ast c = fact(&F, &f[i]);
    if (!c) { /* a branch we cannot state: leave it free */
      inexact(&F, "a branch whose condition is not a bit-vector", f[i].term);
      continue;
    }
    Z3_solver_assert(F.z, F.S.solver, c);
  }
  /* thread ids: pairwise distinct between the threads, within the
   * declaration's range(iN lo, hi) when it has one (not wrapping) */
  for (size_t i = 0; i < CC_SIZE(F.tids); i++) {
    tid_info *ti = &CC_AT(F.tids, i);
    if (!ti->width) continue;
    Z3_ast x[4];
    char name[200];
    for (int u = 0; u < k && u < 4; u++) {
      snprintf(name, sizeof name, "tid:%s@%d", ti->name, u);
      x[u] = var(&F, name, ti->width);
      if (ti->has_range && ti->lo >= 0 && ti->lo < ti->hi) {
        Z3_solver_assert(F.z, F.S.solver, Z3_mk_bvuge(F.z, x[u], bv_const(&F, ti->lo, ti->width)));
        Z3_solver_assert(F.z, F.S.solver, Z3_mk_bvult(F.z, x[u], bv_const(&F, ti->hi, ti->width)));
      }
    }
    /* distinct: the x dimension only (threads of a 2-D or 3-D group may share
     * their y or z id) */
    size_t nl = strlen(ti->name);
    bool x_dim = nl > 2 && !strcmp(ti->name + nl - 2, ".x");
    if (x_dim && k > 1 && k <= 4) Z3_solver_assert(F.z, F.S.solver, Z3_mk_distinct(F.z, (unsigned)k, x));
  }
  smtZ_timeout(&F.S, timeout_ms);
  char reason[128];
  Z3_lbool r = smtZ_check(&F.S, 0, NULL, reason, sizeof reason);
  bool ok = smtZ_ok(&F.S);
  if (!ok) {
    if (!err->set) *err = F.S.err;
  } else if (r == Z3_L_FALSE) {
    out->status = SMT_INFEASIBLE;
  } else if (r == Z3_L_TRUE) {
    out->status = SMT_FEASIBLE;
    Z3_model m = smtZ_model(&F.S);
    for (size_t i = 0; m && i < CC_SIZE(F.show); i++)
      print_value(&F, m, &CC_AT(F.show, i), &out->witness);
    smtZ_model_free(&F.S, m);
    ok = smtZ_ok(&F.S);
    if (!ok && !err->set) *err = F.S.err;
  } else {
    snprintf(out->reason, sizeof out->reason, "Z3: %s", reason);
  }
  free(F.cache);
  free(F.cw);
  free(F.fr);
  free(F.input);
  CC_RELEASE(F.tids);
  CC_RELEASE(F.show);
  smtZ_close(&F.S);
  return ok;
}

/* First without BEFORE's conditions as inputs: its unsat is final (the
 * free values only relax real values), and so is an exact model.  Only a
 * model that is not exact is asked again with the inputs: the inputs relax
 * the query further, so that answer is sat too, and exact when every free
 * value it needs stands under one of BEFORE's conditions.  So the inputs
 * never turn an unsat (a skipped candidate) into a counterexample. */
bool smt_branches_feasible(const cv_terms *t, const cv_program *const *progs, int nprogs, int k,
                           const smt_branch_fact *f, int nf, bool inputs_of_first,
                           unsigned timeout_ms, smt_feasible_result *out, cc_error *err) {
  double t0 = cc_now();
  if (!feasible_once(t, progs, nprogs, k, f, nf, false, timeout_ms, out, err)) return false;
  if (!inputs_of_first || out->status != SMT_FEASIBLE || out->exact) return true;
  double used = (cc_now() - t0) * 1000.0;
  unsigned left = timeout_ms == 0 ? 0 : used >= timeout_ms ? 1 : timeout_ms - (unsigned)used;
  smt_feasible_result again;
  cc_error e2;
  cc_error_clear(&e2);
  if (feasible_once(t, progs, nprogs, k, f, nf, true, left, &again, &e2) &&
      again.status == SMT_FEASIBLE && again.exact) {
    cc_buf_free(&out->witness);
    *out = again;
    return true;
  }
  cc_buf_free(&again.witness);
  return true;
}
