/* encode/smt_values.c — values in the SMT engine (docs/design.md §5 "Values,
 * branches and uniformity", §6; [CU] "Uniformity", "m-converged static
 * instances").
 *
 * The traces and relations are those of encode/smt_mconv.c (smtS_sym).
 * On top of them, every instruction's value in thread i at step s is a
 * triple of Z3 terms (isc, bv, u):
 *   u    a term of the uninterpreted sort Val: what the value is.  Two
 *        instances are equal iff their u are (in bit-vector semantics,
 *        integer values compare by bv);
 *   isc  the value is an integer constant (folded as model/values.c folds);
 *   bv   its bits, 64-bit, sign-extended from the type's width (the
 *        canonical form of a constant "iN V"); then u = K_N(bv).
 * The terms follow model/values.c (the explicit engine's semantics):
 *   constants are K_N(bits) for integers, one Val constant per text else;
 *   an operation is the UF of its opkey (or of the instruction without
 *   one) applied to its operands' u, unless all operands are integer
 *   constants and model/values.c would fold it: then the folded constant;
 *   divergence sources are UFs per thread (and pairwise distinct across
 *   threads at the instances executed); atomics, allocas, invoke/callbr
 *   and phis without a matching edge are fresh per thread and step;
 *   arguments are one constant (uniform) or one per thread;
 *   a convergent call's result is a UF of its operands and of its
 *   converged class, a constant per thread and step equal for instances
 *   converged in the hierarchy of the encoding (so programs with
 *   convergent calls get one copy of the values per hierarchy);
 *   with convergence tokens (smt_values_ex, controlled): the relation of
 *   each hierarchy is its controlled one (smtT_build,
 *   encode/smt_sym_tokens.c), a copy counts only where that hierarchy's
 *   behaviour is consistent, and a controlled instruction's class is its
 *   own (its token class), as enumerate/engine.c class_of_inst;
 *   an operand is the most recent instance in the thread: an
 *   if-then-else over the steps; a phi takes the incoming value of the
 *   predecessor block executed at the previous step.
 * Branches: a `br` takes its first successor iff B(cond) (one UF for all
 * brs, so equal values decide alike everywhere), unless the condition is a
 * constant; a switch goes to w iff P_{b,w}(cond), one UF per block and
 * target, unless the condition is a constant (then the matching case).
 * In bit-vector semantics (CV_VALUES_BV) integer values are their bits:
 * add, sub, mul, and, or, xor, shl, lshr, ashr, icmp, select, zext, sext,
 * trunc are interpreted on any operands, branches on integer conditions
 * follow the bits, other operations with integer results are UFs into
 * bit-vectors.
 *
 * Why this is exactly the explicit engine's semantics (CV_VALUES_TERMS):
 * the hash-consed terms of model/values.c with the folding are a model of
 * these constraints in which two terms are equal iff they are the same
 * term (thread-local atoms differing per thread), and it maps
 * homomorphically onto any other model: any model equates at least what
 * the term model does, so it allows no trace tuple and shows no
 * difference the term model does not.  The queries are existential, so
 * they find exactly the explicit engine's witnesses. */
#include "encode/smt_int.h"
#include "model/values.h"

#include <stdio.h>
#include <stdlib.h>

typedef struct val {
  Z3_ast isc, bv, u;
} val;

typedef struct venc {
  double deadline; /* cc_now() after which a harvest stops once it has a witness (0: none) */
  smtS_sym *e;
  smtZ_ctx *S;
  Z3_context z;
  const cv_program *p;
  cv_values_reading sem;
  cv_calls_reading calls; /* what unknown calls return (model/values.h) */
  Z3_sort val_s, bv_s, bool_s;
  int ni;
  int *width;      /* per instruction: result width (0: not an integer) */
  int *pos;        /* per instruction: position in its block */
  int copies;      /* 1, or one per hierarchy */
  val **V;         /* per copy: [(i*L+s)*ni+inst] */
  Z3_ast **conds;  /* per copy: [(i*L+s)*nb+b] u of the branch condition (or NULL) */
  val **cv;        /* per copy: [(i*L+s)*nb+b] the whole condition value */
  Z3_ast *adm;     /* per copy: the tuple is admissible (true when 1 copy); with
                    * tokens also: the copy's behaviour is consistent */
  bool has_conv;
  smtZ_b **rel;     /* per hierarchy: the relation (e->c, or ctl->R) */
  const smtT_ctl *ctl; /* the controlled relation (functions with tokens) */
} venc;

/* ---- terms ------------------------------------------------------------------ */

static Z3_ast bvc(venc *v, int64_t x) { return Z3_mk_int64(v->z, x, v->bv_s); }
static Z3_ast mk_and2(venc *v, Z3_ast a, Z3_ast b) {
  if (a == v->S->fls || b == v->S->fls) return v->S->fls;
  if (a == v->S->tru) return b;
  if (b == v->S->tru) return a;
  Z3_ast x[2] = {a, b};
  return Z3_mk_and(v->z, 2, x);
}
static Z3_ast mk_or2(venc *v, Z3_ast a, Z3_ast b) {
  if (a == v->S->tru || b == v->S->tru) return v->S->tru;
  if (a == v->S->fls) return b;
  if (b == v->S->fls) return a;
  Z3_ast x[2] = {a, b};
  return Z3_mk_or(v->z, 2, x);
}
static Z3_ast mk_ite(venc *v, Z3_ast c, Z3_ast a, Z3_ast b) {
  if (a == b || c == v->S->tru) return a;
  if (c == v->S->fls) return b;
  return Z3_mk_ite(v->z, c, a, b);
}
static val val_ite(venc *v, Z3_ast c, val a, val b) {
  return (val){mk_ite(v, c, a.isc, b.isc), mk_ite(v, c, a.bv, b.bv), mk_ite(v, c, a.u, b.u)};
}
static Z3_ast b_of(venc *v, smtZ_b x) { return smtZ_b_ast(v->S, x); }

/* the bits of a width-w value, canonical: sign-extended from bit w-1 */
static Z3_ast canon(venc *v, Z3_ast x, int w) {
  if (w >= 64) return x;
  return Z3_mk_sign_ext(v->z, (unsigned)(64 - w), Z3_mk_extract(v->z, (unsigned)w - 1, 0, x));
}
static Z3_ast zext_bits(venc *v, Z3_ast x, int w) { /* the unsigned reading */
  if (w >= 64) return x;
  return Z3_mk_bvand(v->z, x, Z3_mk_unsigned_int64(v->z, ((uint64_t)1 << w) - 1, v->bv_s));
}

static Z3_func_decl decl(venc *v, const char *name, int n, Z3_sort range) {
  Z3_sort dom[64];
  if (n > 64) n = 64;
  for (int i = 0; i < n; i++) dom[i] = v->val_s;
  return Z3_mk_func_decl(v->z, Z3_mk_string_symbol(v->z, name), (unsigned)n, dom, range);
}
static Z3_ast konst(venc *v, const char *name, Z3_sort s) {
  return Z3_mk_const(v->z, Z3_mk_string_symbol(v->z, name), s);
}

/* K_w: integer constants (bits) as values of Val */
static Z3_ast K(venc *v, int w, Z3_ast bits) {
  char name[24];
  snprintf(name, sizeof name, "K%d", w);
  Z3_sort d = v->bv_s;
  Z3_func_decl f = Z3_mk_func_decl(v->z, Z3_mk_string_symbol(v->z, name), 1, &d, v->val_s);
  return Z3_mk_app(v->z, f, 1, &bits);
}

static val int_val(venc *v, int w, Z3_ast bits, Z3_ast isc) {
  return (val){isc, bits, K(v, w, bits)};
}

/* An atom: thread-local or shared according to its name; an integer of
 * width w in bit-vector semantics. */
static val atom(venc *v, const char *name, int w) {
  if (v->sem == CV_VALUES_BV && w > 0)
    return int_val(v, w, canon(v, konst(v, name, v->bv_s), w), v->S->fls);
  return (val){v->S->fls, bvc(v, 0), konst(v, name, v->val_s)};
}

/* An uninterpreted operation on operands' u. */
static val uf(venc *v, const char *name, int n, const val *args, int w) {
  Z3_ast a[64];
  if (n > 64) n = 64;
  for (int i = 0; i < n; i++) a[i] = args[i].u;
  if (v->sem == CV_VALUES_BV && w > 0) {
    Z3_ast bits = Z3_mk_app(v->z, decl(v, name, n, v->bv_s), (unsigned)n, a);
    return int_val(v, w, canon(v, bits, w), v->S->fls);
  }
  return (val){v->S->fls, bvc(v, 0), Z3_mk_app(v->z, decl(v, name, n, v->val_s), (unsigned)n, a)};
}

/* "iN V" (as model/values.c's int_const reads a constant) */
static bool parse_int_const(const char *text, int *w, int64_t *x) {
  if (!text || text[0] != 'i') return false;
  char *end;
  long n = strtol(text + 1, &end, 10);
  if (end == text + 1 || *end != ' ' || n < 1 || n > 64) return false;
  const char *s = end + 1;
  if (!strcmp(s, "true")) *x = 1;
  else if (!strcmp(s, "false")) *x = 0;
  else {
    char *e2;
    long long q = strtoll(s, &e2, 10);
    if (e2 == s || *e2) return false;
    *x = q;
  }
  *w = (int)n;
  return true;
}

static int64_t sext64(uint64_t u, int w) {
  if (w >= 64) return (int64_t)u;
  uint64_t mask = ((uint64_t)1 << w) - 1, m = (uint64_t)1 << (w - 1);
  u &= mask;
  return (int64_t)((u ^ m) - m);
}

static val const_val(venc *v, const char *text) {
  int w;
  int64_t x;
  if (parse_int_const(text, &w, &x)) return int_val(v, w, bvc(v, sext64((uint64_t)x, w)), v->S->tru);
  char name[300];
  snprintf(name, sizeof name, "c:%s", text ? text : "?");
  return (val){v->S->fls, bvc(v, 0), konst(v, name, v->val_s)};
}

/* The width of a type's leading "iN" ("i32", "i1 %x"), 0 if not an integer. */
static int type_width(const char *t) {
  if (!t || t[0] != 'i') return 0;
  char *end;
  long n = strtol(t + 1, &end, 10);
  if (end == t + 1 || (*end && *end != ' ') || n < 1 || n > 64) return 0;
  return (int)n;
}
/* The result type of an opkey is its last word. */
static int opkey_width(const char *opkey) {
  if (!opkey) return 0;
  const char *sp = strrchr(opkey, ' ');
  return sp ? type_width(sp + 1) : 0;
}

static int value_width(const venc *v, const cv_value *x) {
  switch (x->kind) {
  case CV_VALUE_INST: return v->width[x->index];
  case CV_VALUE_ARG: return type_width(cv_program_arg_text(v->p, x->index));
  case CV_VALUE_CONST: {
    int w;
    int64_t q;
    if (parse_int_const(x->text, &w, &q)) return w;
    return type_width(x->text);
  }
  default: return 0;
  }
}

static void compute_widths(venc *v) {
  const cv_program *p = v->p;
  for (int i = 0; i < v->ni; i++) {
    const cv_inst *I = cv_program_inst(p, i);
    v->width[i] = I->op == CV_OP_PHI ? 0 : opkey_width(I->opkey);
  }
  /* phis: the width of an incoming value (a fixed point through phi cycles) */
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 0; i < v->ni; i++) {
      const cv_inst *I = cv_program_inst(p, i);
      if (I->op != CV_OP_PHI || v->width[i]) continue;
      for (int j = 0; j < I->nops && !v->width[i]; j++) v->width[i] = value_width(v, &I->ops[j]);
      if (v->width[i]) changed = true;
    }
  }
}

/* ---- operations ------------------------------------------------------------------
 * fold() mirrors model/values.c's folding of integer operations on
 * constants; in bit-vector semantics the same circuits interpret the
 * listed operations on any operands. */

static bool interpreted_in_bv(const char *op) {
  static const char *const ops[] = {"add", "sub", "mul", "and", "or", "xor", "shl", "lshr",
                                    "ashr", "icmp", "select", "zext", "sext", "trunc"};
  for (size_t i = 0; i < sizeof ops / sizeof *ops; i++)
    if (!strcmp(op, ops[i])) return true;
  return false;
}

/* The folded value of opkey on args (widths w) and the condition under
 * which model/values.c folds it (given all operands are constants);
 * false when it never folds. */
static bool fold(venc *v, const char *opkey, int n, const val *args, const int *w, val *res,
                 Z3_ast *defined) {
  char op[16] = "", pred[8] = "";
  const char *sp = strchr(opkey, ' ');
  if (!sp || (size_t)(sp - opkey) >= sizeof op) return false;
  memcpy(op, opkey, (size_t)(sp - opkey));
  const char *rest = sp + 1;
  if (!strcmp(op, "icmp")) {
    const char *sp2 = strchr(rest, ' ');
    if (!sp2 || (size_t)(sp2 - rest) >= sizeof pred) return false;
    memcpy(pred, rest, (size_t)(sp2 - rest));
    rest = sp2 + 1;
  }
  int rw = 0;
  if (rest[0] != 'i' || sscanf(rest + 1, "%d", &rw) != 1 || rw < 1 || rw > 64) return false;
  if (n < 1 || n > 3) return false;
  for (int i = 0; i < n; i++)
    if (w[i] < 1 || w[i] > 64) return false;
  Z3_context z = v->z;
  *defined = v->S->tru;
  if (!strcmp(op, "select") && n == 3) {
    Z3_ast c = Z3_mk_eq(z, Z3_mk_extract(z, 0, 0, args[0].bv), Z3_mk_int(z, 1, Z3_mk_bv_sort(z, 1)));
    *res = val_ite(v, c, args[1], args[2]);
    return true;
  }
  int ow = w[0];
  Z3_ast a = zext_bits(v, args[0].bv, ow), sa = args[0].bv;
  Z3_ast r = NULL;
  if (n == 1) {
    if (!strcmp(op, "zext") || !strcmp(op, "trunc")) r = a;
    else if (!strcmp(op, "sext")) r = sa;
    else return false;
    *res = int_val(v, rw, canon(v, r, rw), v->S->tru);
    return true;
  }
  if (n != 2 || w[1] != ow) return false;
  Z3_ast b = zext_bits(v, args[1].bv, ow), sb = args[1].bv;
  if (!strcmp(op, "icmp")) {
    Z3_ast c = smtZ_bv_icmp(z, pred, a, b, sa, sb);
    if (!c) return false;
    *res = int_val(v, 1, mk_ite(v, c, bvc(v, -1), bvc(v, 0)), v->S->tru);
    return true;
  }
  Z3_ast owc = Z3_mk_unsigned_int64(z, (uint64_t)ow, v->bv_s);
  if (!strcmp(op, "add")) r = Z3_mk_bvadd(z, a, b);
  else if (!strcmp(op, "sub")) r = Z3_mk_bvsub(z, a, b);
  else if (!strcmp(op, "mul")) r = Z3_mk_bvmul(z, a, b);
  else if (!strcmp(op, "and")) r = Z3_mk_bvand(z, a, b);
  else if (!strcmp(op, "or")) r = Z3_mk_bvor(z, a, b);
  else if (!strcmp(op, "xor")) r = Z3_mk_bvxor(z, a, b);
  else if (!strcmp(op, "shl")) r = Z3_mk_bvshl(z, a, b), *defined = Z3_mk_bvult(z, b, owc);
  else if (!strcmp(op, "lshr")) r = Z3_mk_bvlshr(z, a, b), *defined = Z3_mk_bvult(z, b, owc);
  else if (!strcmp(op, "ashr")) r = Z3_mk_bvashr(z, sa, b), *defined = Z3_mk_bvult(z, b, owc);
  else if (!strcmp(op, "udiv") || !strcmp(op, "urem")) {
    r = !strcmp(op, "udiv") ? Z3_mk_bvudiv(z, a, b) : Z3_mk_bvurem(z, a, b);
    *defined = Z3_mk_not(z, Z3_mk_eq(z, b, bvc(v, 0)));
  } else if (!strcmp(op, "sdiv") || !strcmp(op, "srem")) {
    int64_t minv = ow >= 64 ? INT64_MIN : -((int64_t)1 << (ow - 1));
    r = !strcmp(op, "sdiv") ? Z3_mk_bvsdiv(z, sa, sb) : Z3_mk_bvsrem(z, sa, sb);
    Z3_ast ub = mk_or2(v, Z3_mk_eq(z, sb, bvc(v, 0)),
                       mk_and2(v, Z3_mk_eq(z, sb, bvc(v, -1)), Z3_mk_eq(z, sa, bvc(v, minv))));
    *defined = Z3_mk_not(z, ub);
  } else {
    return false;
  }
  *res = int_val(v, rw, canon(v, r, rw), v->S->tru);
  return true;
}

/* An operation keyed by opkey (or by the instruction: key) on args. */
static val operation(venc *v, const cv_inst *I, int n, const val *args, const int *w) {
  char name[300];
  if (I->opkey) snprintf(name, sizeof name, "op:%s/%d", I->opkey, n);
  else snprintf(name, sizeof name, "inst:%d/%d", I->index, n);
  int rw = v->width[I->index];
  val u = uf(v, name, n, args, rw);
  if (!I->opkey) return u;
  val f;
  Z3_ast defined;
  if (!fold(v, I->opkey, n, args, w, &f, &defined)) return u;
  Z3_ast cond = defined;
  char op[16] = "";
  const char *sp = strchr(I->opkey, ' ');
  if (sp && (size_t)(sp - I->opkey) < sizeof op) memcpy(op, I->opkey, (size_t)(sp - I->opkey));
  bool interp = v->sem == CV_VALUES_BV && interpreted_in_bv(op);
  if (interp && !strcmp(op, "select")) interp = w[0] == 1;
  if (!interp)
    for (int i = 0; i < n; i++) cond = mk_and2(v, cond, args[i].isc);
  else {
    Z3_ast all = v->S->tru;
    for (int i = 0; i < n; i++) all = mk_and2(v, all, args[i].isc);
    f.isc = mk_and2(v, f.isc, all);
  }
  return val_ite(v, cond, f, u);
}

/* ---- one thread's execution ---------------------------------------------------- */

static val operand(venc *v, int i, const cv_value *x, const val *cur, const val *local,
                   int block, int upto) {
  char name[64];
  switch (x->kind) {
  case CV_VALUE_INST: {
    const cv_inst *D = cv_program_inst(v->p, x->index);
    if (D->block == block && v->pos[x->index] < upto) return local[x->index];
    return cur[x->index];
  }
  case CV_VALUE_ARG: {
    int w = type_width(cv_program_arg_text(v->p, x->index));
    if (cv_program_arg_uniform(v->p, x->index)) snprintf(name, sizeof name, "arg%d", x->index);
    else snprintf(name, sizeof name, "arg%d_t%d", x->index, i);
    return atom(v, name, w);
  }
  case CV_VALUE_BLOCK: {
    char buf[32];
    snprintf(buf, sizeof buf, "label#%d", x->index);
    return const_val(v, buf);
  }
  default: return const_val(v, x->text ? x->text : "?");
  }
}

static int nsucc(const cv_program *p, int b) {
  int n;
  cv_block_succs(p, b, &n);
  return n;
}

/* The identity of the converged class of a convergent call's instance. */
static Z3_ast class_atom(venc *v, int c, int i, int s, int inst) {
  char name[96];
  snprintf(name, sizeof name, "class%d_h%d_t%d_s%d", inst, c, i, s);
  return konst(v, name, v->val_s);
}

/* A call model/values.c makes a function of the thread under
 * calls=per-thread (cv_inst_unknown_call). */
static bool per_thread_call(const venc *v, const cv_inst *I) {
  return v->calls == CV_CALLS_PER_THREAD && cv_inst_unknown_call(I);
}

/* The value of instruction I executed by thread i at step s (copy c). */
static val inst_val(venc *v, int c, int i, int s, const cv_inst *I, const val *cur,
                    const val *local) {
  const cv_program *p = v->p;
  smtS_sym *e = v->e;
  char name[96];
  int w = v->width[I->index];
  if (I->op == CV_OP_PHI) {
    snprintf(name, sizeof name, "fresh%d_t%d_s%d", I->index, i, s);
    val r = atom(v, name, w);
    if (s == 0) return r;
    for (int j = I->nops - 1; j >= 0; j--) {
      int pb = I->phi_blocks ? I->phi_blocks[j] : -1;
      if (pb < 0 || !e->poss[(s - 1) * e->nb + pb]) continue;
      /* as the predecessor left it: phis of this block read each other's
       * previous values (all phis at once, model/values.c) */
      val o = operand(v, i, &I->ops[j], cur, local, I->block, 0);
      r = val_ite(v, b_of(v, smtS_at(e, i, s - 1, pb)), o, r);
    }
    return r;
  }
  int n = 0;
  val args[64];
  int ws[64];
  for (int j = 0; j < I->nops && n < 64; j++)
    if (I->ops[j].kind != CV_VALUE_BLOCK) {
      args[n] = operand(v, i, &I->ops[j], cur, local, I->block, v->pos[I->index]);
      ws[n++] = value_width(v, &I->ops[j]);
    }
  if ((I->flags & CV_INST_DIVERGENCE_SOURCE) || per_thread_call(v, I)) {
    if (I->op == CV_OP_CALL &&
        ((I->flags & CV_INST_DIVERGENCE_SOURCE) || I->called.kind == CV_VALUE_NONE)) {
      /* a thread id, or an unknown call under calls=per-thread: a function
       * of the thread (model/values.c) */
      snprintf(name, sizeof name, "tid:%s_t%d/%d", I->opcode ? I->opcode : "tid", i, n);
      return uf(v, name, n, args, w);
    }
    snprintf(name, sizeof name, "fresh%d_t%d_s%d", I->index, i, s);
    return atom(v, name, w);
  }
  if ((I->builtin == CV_BUILTIN_UNIFORM || I->builtin == CV_BUILTIN_MATH) && I->opkey)
    return operation(v, I, n, args, ws); /* the group's, or a math function's: callee and arguments */
  if (cv_inst_conv_per_thread(I, v->calls)) {
    /* each thread's own, per instance (model/values.c: a scan, an unknown
     * convergent call under calls=per-thread) */
    snprintf(name, sizeof name, "fresh%d_t%d_s%d", I->index, i, s);
    return atom(v, name, w);
  }
  if (cv_inst_class_valued(I)) {
    /* a function of the converged class, whose identity is a constant per
     * instance equal for converged instances (encode_cross), and of the
     * operands unless always-uniform (model/values.c, cv_inst_class_operands) */
    val ca[65];
    ca[0] = (val){v->S->fls, bvc(v, 0), class_atom(v, c, i, s, I->index)};
    if (!cv_inst_class_operands(I)) n = 0;
    for (int j = 0; j < n; j++) ca[j + 1] = args[j];
    snprintf(name, sizeof name, "conv:%d/%d", I->index, n + 1);
    return uf(v, name, n + 1, ca, w);
  }
  if ((I->opcode && !strcmp(I->opcode, "alloca")) ||
      (I->op == CV_OP_TERMINATOR && nsucc(p, I->block) > 1)) {
    snprintf(name, sizeof name, "fresh%d_t%d_s%d", I->index, i, s);
    return atom(v, name, w);
  }
  return operation(v, I, n, args, ws);
}

/* The values of copy c: every instruction, thread and step; the branch
 * conditions; the branch constraints (guarded by adm[c]). */
static void encode_copy(venc *v, int c) {
  smtS_sym *e = v->e;
  const cv_program *p = v->p;
  int k = e->k, L = e->L, nb = e->nb, ni = v->ni;
  char name[96];
  v->V[c] = cc_calloc((size_t)k * (size_t)L * (size_t)ni + 1, sizeof(val));
  v->cv[c] = cc_calloc((size_t)k * (size_t)L * (size_t)nb + 1, sizeof(val));
  v->conds[c] = cc_calloc((size_t)k * (size_t)L * (size_t)nb + 1, sizeof(Z3_ast));
  val *cur = cc_malloc(((size_t)ni + 1) * sizeof *cur);
  val *next = cc_malloc(((size_t)ni + 1) * sizeof *next);
  val *local = cc_malloc(((size_t)ni + 1) * sizeof *local);
  for (int i = 0; i < k && !v->S->err.set; i++) {
    for (int x = 0; x < ni; x++) { /* used before defined: fresh per thread */
      snprintf(name, sizeof name, "undef%d_t%d", x, i);
      cur[x] = atom(v, name, v->width[x]);
    }
    for (int s = 0; s < L && !v->S->err.set; s++) {
      memcpy(next, cur, (size_t)ni * sizeof *cur);
      for (int b = 0; b < nb; b++) {
        if (!e->poss[s * nb + b]) continue;
        Z3_ast here = b_of(v, smtS_at(e, i, s, b));
        int n;
        const int *insts = cv_block_insts(p, b, &n);
        for (int j = 0; j < n; j++) {
          const cv_inst *I = cv_program_inst(p, insts[j]);
          local[I->index] = inst_val(v, c, i, s, I, cur, local);
          v->V[c][((size_t)i * L + s) * ni + I->index] = local[I->index];
          next[I->index] = val_ite(v, here, local[I->index], cur[I->index]);
        }
        /* the branch condition */
        int ns;
        cv_block_succs(p, b, &ns);
        if (ns < 2) continue;
        val cond;
        const cv_inst *T = n > 0 ? cv_program_inst(p, insts[n - 1]) : NULL;
        bool valued = T && (T->op == CV_OP_BR || T->op == CV_OP_SWITCH) && T->nops > 0;
        int cw = 0;
        if (valued) {
          cond = operand(v, i, &T->ops[0], cur, local, b, n);
          cw = value_width(v, &T->ops[0]);
        } else {
          snprintf(name, sizeof name, "dcond%d_t%d_s%d", b, i, s);
          cond = atom(v, name, 0);
        }
        v->cv[c][((size_t)i * L + s) * nb + b] = cond;
        v->conds[c][((size_t)i * L + s) * nb + b] =
            v->sem == CV_VALUES_BV && cw > 0 ? cond.bv : cond.u;
        if (!valued || s + 1 >= L) continue;
        /* which successor: a function of the condition's value */
        const int *succ = cv_block_succs(p, b, &ns);
        bool all_same = true;
        for (int x = 1; x < ns; x++) all_same &= succ[x] == succ[0];
        if (all_same) continue;
        bool bits = v->sem == CV_VALUES_BV && cw > 0;
        Z3_ast isc = bits ? v->S->tru : cond.isc;
        if (T->op == CV_OP_BR) {
          Z3_ast d_const = Z3_mk_not(v->z, Z3_mk_eq(v->z, cond.bv, bvc(v, 0)));
          snprintf(name, sizeof name, "B_h%d", c);
          Z3_func_decl B = decl(v, name, 1, v->bool_s);
          Z3_ast d = mk_ite(v, isc, d_const, Z3_mk_app(v->z, B, 1, &cond.u));
          Z3_ast go = b_of(v, smtS_at(e, i, s + 1, succ[0]));
          Z3_ast imp = Z3_mk_implies(v->z, here, Z3_mk_eq(v->z, go, d));
          Z3_solver_assert(v->z, v->S->solver, Z3_mk_implies(v->z, v->adm[c], imp));
        } else {
          /* ops: cond, default, then (value, label) pairs; successor 0 is
           * the default, successor j + 1 the j-th case */
          int ncase = ns - 1;
          for (int x = 0; x < ns; x++) {
            bool dup = false;
            for (int y = 0; y < x; y++) dup |= succ[y] == succ[x];
            if (dup) continue;
            /* the constant condition goes to succ[x]: a case with this
             * target matches, or none matches and it is the default */
            Z3_ast hit = v->S->fls, none = v->S->tru;
            for (int j = 0; j < ncase && 2 + 2 * j < T->nops; j++) {
              val cj = const_val(v, T->ops[2 + 2 * j].text);
              Z3_ast eq = Z3_mk_eq(v->z, cond.bv, cj.bv);
              none = mk_and2(v, none, Z3_mk_not(v->z, eq));
              if (succ[1 + j] == succ[x]) hit = mk_or2(v, hit, eq);
            }
            if (succ[0] == succ[x]) hit = mk_or2(v, hit, none);
            snprintf(name, sizeof name, "P_h%d_%d_%d", c, b, succ[x]);
            Z3_func_decl P = decl(v, name, 1, v->bool_s);
            Z3_ast d = mk_ite(v, isc, hit, Z3_mk_app(v->z, P, 1, &cond.u));
            Z3_ast go = b_of(v, smtS_at(e, i, s + 1, succ[x]));
            Z3_ast imp = Z3_mk_implies(v->z, here, Z3_mk_eq(v->z, go, d));
            Z3_solver_assert(v->z, v->S->solver, Z3_mk_implies(v->z, v->adm[c], imp));
          }
        }
      }
      memcpy(cur, next, (size_t)ni * sizeof *cur);
    }
  }
  free(cur);
  free(next);
  free(local);
}

static Z3_ast val_eq(venc *v, int inst, val a, val b) {
  if (v->sem == CV_VALUES_BV && inst >= 0 && v->width[inst] > 0) return Z3_mk_eq(v->z, a.bv, b.bv);
  return Z3_mk_eq(v->z, a.u, b.u);
}

/* Convergent calls' results are functions of the converged class in the
 * copy's hierarchy; divergence sources differ between threads. */
static void encode_cross(venc *v) {
  smtS_sym *e = v->e;
  const cv_program *p = v->p;
  int k = e->k, L = e->L, nb = e->nb, ni = v->ni;
  size_t N = (size_t)e->n;
  for (int x = 0; x < ni; x++) {
    const cv_inst *I = cv_program_inst(p, x);
    bool conv = !(I->flags & CV_INST_DIVERGENCE_SOURCE) && cv_inst_class_valued(I) &&
                !cv_inst_conv_per_thread(I, v->calls);
    bool tid = I->op == CV_OP_CALL &&
               ((I->flags & CV_INST_DIVERGENCE_SOURCE) ||
                (per_thread_call(v, I) && I->called.kind == CV_VALUE_NONE));
    if (!conv && !tid) continue;
    int b = I->block;
    for (int c = 0; c < v->copies; c++) {
      if (tid && c > 0) break;
      for (int i = 0; i < k; i++)
        for (int j = i + 1; j < k; j++)
          for (int s = 0; s < L; s++) {
            if (!e->poss[s * nb + b]) continue;
            for (int q = 0; q < L; q++) {
              if (!e->poss[q * nb + b]) continue;
              val va = v->V[c][((size_t)i * L + s) * ni + x];
              val vb = v->V[c][((size_t)j * L + q) * ni + x];
              Z3_ast both = mk_and2(v, b_of(v, smtS_at(e, i, s, b)), b_of(v, smtS_at(e, j, q, b)));
              Z3_ast eq = conv ? Z3_mk_eq(v->z, class_atom(v, c, i, s, x), class_atom(v, c, j, q, x))
                               : val_eq(v, x, va, vb);
              if (conv) {
                size_t a = (size_t)i * L + s, bb = (size_t)j * L + q;
                /* a controlled instruction's class is its own ([CO] "Dynamic
                 * Instances and Convergence Tokens"; model/values.c through
                 * enumerate/engine.c class_of_inst); other convergent calls
                 * take their block's relation */
                const smtZ_b *own = v->ctl ? smtT_classes(v->ctl, c, x) : NULL;
                Z3_ast cw = b_of(v, own ? own[a * N + bb] : v->rel[c][a * N + bb]);
                Z3_solver_assert(v->z, v->S->solver, Z3_mk_implies(v->z, mk_and2(v, both, cw), eq));
              } else {
                Z3_solver_assert(v->z, v->S->solver, Z3_mk_implies(v->z, both, Z3_mk_not(v->z, eq)));
              }
            }
          }
    }
  }
}

/* ---- queries ------------------------------------------------------------------------ */

/* Instances of block X in threads 1 and 2 converged in hierarchy h whose
 * values of inst (inst < 0: the branch condition) differ. */
static Z3_ast differs_value(venc *v, int h, int X, int inst) {
  smtS_sym *e = v->e;
  int L = e->L, nb = e->nb, ni = v->ni;
  size_t N = (size_t)e->n;
  int c = v->copies > 1 ? h : 0;
  Z3_ast any = v->S->fls;
  for (int s = 0; s < L; s++)
    for (int q = 0; q < L; q++) {
      if (!e->poss[s * nb + X] || !e->poss[q * nb + X]) continue;
      size_t a = (size_t)s, b = (size_t)L + (size_t)q;
      Z3_ast both = mk_and2(v, b_of(v, smtS_at(e, 0, s, X)), b_of(v, smtS_at(e, 1, q, X)));
      both = mk_and2(v, both, b_of(v, v->rel[h][a * N + b]));
      Z3_ast ne;
      if (inst >= 0) {
        ne = Z3_mk_not(v->z, val_eq(v, inst, v->V[c][(size_t)s * ni + inst],
                                    v->V[c][((size_t)L + q) * ni + inst]));
      } else {
        Z3_ast ca = v->conds[c][(size_t)s * nb + X], cb = v->conds[c][((size_t)L + q) * nb + X];
        if (!ca || !cb) continue;
        ne = Z3_mk_not(v->z, Z3_mk_eq(v->z, ca, cb));
      }
      any = mk_or2(v, any, mk_and2(v, both, ne));
    }
  return mk_and2(v, any, v->adm[c]);
}

/* Instances of X (threads 1, 2) converged differently in two hierarchies
 * in which the tuple is admissible. */
static Z3_ast differs_mconv(venc *v, int X) {
  smtS_sym *e = v->e;
  int L = e->L, nb = e->nb;
  size_t N = (size_t)e->n;
  Z3_ast any = v->S->fls;
  for (int s = 0; s < L; s++)
    for (int q = 0; q < L; q++) {
      if (!e->poss[s * nb + X] || !e->poss[q * nb + X]) continue;
      size_t a = (size_t)s, b = (size_t)L + (size_t)q;
      Z3_ast d = v->S->fls;
      for (int h1 = 0; h1 < e->nh; h1++)
        for (int h2 = h1 + 1; h2 < e->nh; h2++) {
          if (v->copies == 1 && h1 > 0) break; /* all admissible alike */
          int c1 = v->copies > 1 ? h1 : 0, c2 = v->copies > 1 ? h2 : 0;
          Z3_ast x = Z3_mk_xor(v->z, b_of(v, v->rel[h1][a * N + b]), b_of(v, v->rel[h2][a * N + b]));
          d = mk_or2(v, d, mk_and2(v, mk_and2(v, v->adm[c1], v->adm[c2]), x));
        }
      Z3_ast both = mk_and2(v, b_of(v, smtS_at(e, 0, s, X)), b_of(v, smtS_at(e, 1, q, X)));
      any = mk_or2(v, any, mk_and2(v, both, d));
    }
  return any;
}

static bool eval_bool(venc *v, Z3_model m, Z3_ast a) {
  Z3_ast r = NULL;
  if (!Z3_model_eval(v->z, m, a, true, &r) || !r) return false;
  return Z3_get_bool_value(v->z, r) == Z3_L_TRUE;
}

static void eval_num(venc *v, Z3_model m, Z3_ast bits, int w, char *buf, size_t size) {
  Z3_ast r = NULL;
  uint64_t u = 0;
  buf[0] = 0;
  if (!Z3_model_eval(v->z, m, bits, true, &r) || !r || !Z3_get_numeral_uint64(v->z, r, &u)) return;
  snprintf(buf, size, "i%d %lld", w, (long long)sext64(u, w > 0 ? w : 64));
}

/* Every value (and branch) of hierarchy h whose converged instances in
 * threads 1 and 2 differ in the model gets its witness.  Returns whether
 * `want` (an instruction, or -2 - block for a branch) got one. */
static bool harvest_values(venc *v, Z3_model m, int h, smt_values_result *out, int want) {
  smtS_sym *e = v->e;
  int L = e->L, nb = e->nb, ni = v->ni;
  size_t N = (size_t)e->n;
  int c = v->copies > 1 ? h : 0;
  if (!eval_bool(v, m, v->adm[c])) return false;
  cv_tuple t = {0, NULL};
  smtS_decode(e, m, &t);
  bool got = false;
  unsigned ticks = 0;
  if (t.k >= 2)
    for (int s = 0; s < t.thread[0].len; s++)
      for (int q = 0; q < t.thread[1].len; q++) {
        /* evaluating every value in a large model takes long: past the
         * time limit the harvest stops (what it did not read stays open,
         * and the question loop finds the limit reached: unknown; issue 29) */
        int X = t.thread[0].blocks[s];
        if (t.thread[1].blocks[q] != X) continue;
        size_t a = (size_t)s, b = (size_t)L + (size_t)q;
        if (!eval_bool(v, m, b_of(v, v->rel[h][a * N + b]))) continue;
        int n;
        const int *insts = cv_block_insts(v->p, X, &n);
        for (int j = -1; j < n; j++) {
          if (v->deadline > 0 && (++ticks & 15) == 0 && cc_now() > v->deadline) goto done;
          smt_value_result *vr = j < 0 ? &out->branches[X] : &out->values[insts[j]];
          if (vr->verdict == SMT_MCONV_FAILS) continue;
          int inst = j < 0 ? -1 : insts[j];
          Z3_ast ne;
          if (j < 0) {
            Z3_ast ca = v->conds[c][(size_t)s * nb + X], cb = v->conds[c][((size_t)L + q) * nb + X];
            if (!ca || !cb) continue;
            ne = Z3_mk_not(v->z, Z3_mk_eq(v->z, ca, cb));
          } else {
            ne = Z3_mk_not(v->z, val_eq(v, inst, v->V[c][(size_t)s * ni + inst],
                                        v->V[c][((size_t)L + q) * ni + inst]));
          }
          if (!eval_bool(v, m, ne)) continue;
          vr->verdict = SMT_MCONV_FAILS;
          vr->reason[0] = 0;
          smt_value_witness *w = &vr->w;
          w->set = true;
          smtS_tuple_copy(&w->t, &t);
          w->h = h;
          w->t1 = 0, w->p1 = s, w->t2 = 1, w->p2 = q;
          w->v1[0] = w->v2[0] = 0;
          if (v->sem == CV_VALUES_BV) {
            int wd = 0;
            val va, vb;
            if (j >= 0) {
              wd = v->width[inst];
              va = v->V[c][(size_t)s * ni + inst];
              vb = v->V[c][((size_t)L + q) * ni + inst];
            } else {
              va = v->cv[c][(size_t)s * nb + X];
              vb = v->cv[c][((size_t)L + q) * nb + X];
              const int *ii;
              int nn;
              ii = cv_block_insts(v->p, X, &nn);
              const cv_inst *T = nn ? cv_program_inst(v->p, ii[nn - 1]) : NULL;
              if (T && T->nops > 0) wd = value_width(v, &T->ops[0]);
            }
            if (wd > 0) {
              eval_num(v, m, va.bv, wd, w->v1, sizeof w->v1);
              eval_num(v, m, vb.bv, wd, w->v2, sizeof w->v2);
            }
          }
          if ((j < 0 && want == -2 - X) || (j >= 0 && want == inst)) got = true;
        }
      }
done:
  cv_tuple_free(&t);
  return got;
}

/* A block's m-convergence witness from a model (hierarchies both admissible). */
static bool harvest_mconv(venc *v, Z3_model m, smt_values_result *out, int X) {
  smtS_sym *e = v->e;
  int L = e->L;
  size_t N = (size_t)e->n;
  cv_tuple t = {0, NULL};
  smtS_decode(e, m, &t);
  bool got = false;
  for (int s = 0; t.k >= 2 && s < t.thread[0].len && !got; s++)
    for (int q = 0; q < t.thread[1].len && !got; q++) {
      if (t.thread[0].blocks[s] != X || t.thread[1].blocks[q] != X) continue;
      size_t a = (size_t)s, b = (size_t)L + (size_t)q;
      for (int h1 = 0; h1 < e->nh && !got; h1++)
        for (int h2 = h1 + 1; h2 < e->nh && !got; h2++) {
          int c1 = v->copies > 1 ? h1 : 0, c2 = v->copies > 1 ? h2 : 0;
          if (!eval_bool(v, m, v->adm[c1]) || !eval_bool(v, m, v->adm[c2])) continue;
          bool x1 = eval_bool(v, m, b_of(v, v->rel[h1][a * N + b]));
          bool x2 = eval_bool(v, m, b_of(v, v->rel[h2][a * N + b]));
          if (x1 == x2) continue;
          smt_block_result *br = &out->blocks[X];
          br->verdict = SMT_MCONV_FAILS;
          smtS_witness(&br->w, &t, h1, h2, s, q, x1, x2);
          got = true;
        }
    }
  cv_tuple_free(&t);
  return got;
}

void smt_values_result_free(smt_values_result *r) {
  if (!r) return;
  for (int b = 0; b < r->nblocks && r->blocks; b++)
    if (r->blocks[b].w.set) cv_tuple_free(&r->blocks[b].w.t);
  for (int b = 0; b < r->nblocks && r->branches; b++)
    if (r->branches[b].w.set) cv_tuple_free(&r->branches[b].w.t);
  for (int i = 0; i < r->ninsts && r->values; i++)
    if (r->values[i].w.set) cv_tuple_free(&r->values[i].w.t);
  free(r->blocks);
  free(r->branches);
  free(r->values);
  r->blocks = NULL;
  r->branches = NULL;
  r->values = NULL;
}

/* The questions of smt_values as items of the query driver
 * (encode/smt_query.c): m-convergence, one item per block; uniformity in
 * hierarchy h, one item per instruction and then one per block (its
 * branch condition). */
typedef struct vq {
  venc *v;
  smt_values_result *out;
  int h;
} vq;

static smtQ_slot mconv_slot(void *ctx, int X) {
  smt_block_result *br = &((vq *)ctx)->out->blocks[X];
  return (smtQ_slot){&br->verdict, br->reason, sizeof br->reason, NULL};
}
static smtZ_b mconv_differs(void *ctx, int X) {
  venc *v = ((vq *)ctx)->v;
  return smtZ_b_from(v->S, differs_mconv(v, X));
}
static void mconv_harvest(void *ctx, Z3_model m, const int *todo, int nt) {
  vq *c = ctx;
  for (int x = 0; x < nt; x++) harvest_mconv(c->v, m, c->out, todo[x]);
}

static smtQ_slot value_slot(void *ctx, int j) {
  vq *c = ctx;
  int ni = c->v->ni;
  smt_value_result *vr = j < ni ? &c->out->values[j] : &c->out->branches[j - ni];
  return (smtQ_slot){&vr->verdict, vr->reason, sizeof vr->reason, NULL};
}
static bool value_skip(void *ctx, int j) { /* a block without a branch */
  venc *v = ((vq *)ctx)->v;
  return j >= v->ni && nsucc(v->p, j - v->ni) < 2;
}
static smtZ_b value_differs(void *ctx, int j) {
  vq *c = ctx;
  venc *v = c->v;
  int inst = j < v->ni ? j : -1, X = j < v->ni ? cv_program_inst(v->p, j)->block : j - v->ni;
  return smtZ_b_from(v->S, differs_value(v, c->h, X, inst));
}
static void value_harvest(void *ctx, Z3_model m, const int *todo, int nt) {
  vq *c = ctx;
  (void)todo, (void)nt;
  harvest_values(c->v, m, c->h, c->out, -1000000);
}

bool smt_values(const cv_program *p, const cv_hierarchies *hs, int k, int L,
                const cv_readings *rd, bool mconv_only, bool controlled, unsigned timeout_ms,
                smt_values_result *out, cc_error *err) {
  double t0 = cc_now();
  memset(out, 0, sizeof *out);
  const char *file = cv_program_file(p);
  if (!smtS_check_bounds(p, hs, k, L, rd, err)) return false;
  cv_cb_reading reading = rd->cb;
  /* [CO] "Controlled Maximal Convergence": functions with tokens take the
   * controlled relation unless told otherwise (then tokens are ignored, as
   * the explicit engine's uncontrolled mode does) */
  bool ctl_mode = controlled && cv_program_has_tokens(p);
  if (ctl_mode && !cv_tokens_check(p, err)) return false;
  /* the controlled relation takes the rounds (smtT_build, smt_set_relation) */
  out->relation = ctl_mode ? SMT_RELATION_ROUNDS : (int)smt_get_relation();
  int nb = cv_program_nblocks(p), ni = cv_program_ninsts(p), nh = (int)CC_SIZE(*hs);
  out->k = k;
  out->L = L;
  out->nblocks = nb;
  out->ninsts = ni;
  out->nhier = nh;
  out->proven = nh == 1;
  out->blocks = cc_calloc((size_t)nb + 1, sizeof *out->blocks);
  out->branches = cc_calloc((size_t)nb + 1, sizeof *out->branches);
  out->values = cc_calloc((size_t)ni + 1, sizeof *out->values);
  if (nh == 1 && mconv_only) {
    out->seconds = cc_now() - t0;
    return true;
  }
  /* The explicit engine keeps each thread's stack slots (model/values.c,
   * docs/design.md §5 "Memory": a load from a slot is what the thread
   * stored there); this encoding has no memory, so on a function with an
   * alloca it gives no verdict rather than a different one.  With one
   * hierarchy m-convergence holds whatever the values. */
  for (int i = 0; i < ni; i++) {
    const cv_inst *I = cv_program_inst(p, i);
    if (!I->opcode || strcmp(I->opcode, "alloca")) continue;
    const char *why = "stack memory is not encoded (the function has an alloca)";
    for (int b = 0; b < nb; b++) {
      out->blocks[b].verdict = nh == 1 ? SMT_MCONV_HOLDS : SMT_MCONV_UNKNOWN;
      if (nh > 1) snprintf(out->blocks[b].reason, sizeof out->blocks[b].reason, "%s", why);
      out->blocks[b].not_encoded = nh > 1;
      out->branches[b].verdict = SMT_MCONV_UNKNOWN;
      snprintf(out->branches[b].reason, sizeof out->branches[b].reason, "%s", why);
      out->branches[b].not_encoded = true;
    }
    for (int j = 0; j < ni; j++) {
      out->values[j].verdict = SMT_MCONV_UNKNOWN;
      snprintf(out->values[j].reason, sizeof out->values[j].reason, "%s", why);
      out->values[j].not_encoded = true;
    }
    out->seconds = cc_now() - t0;
    return true;
  }
  smtZ_ctx S;
  /* uninterpreted sorts and functions, bit-vectors: Z3's general solver
   * (Z3_mk_solver) did not finish in 10 minutes on a 4-block function with
   * bit-vector values (generic-load-divergence.ll, L = 5) that the QF_UFBV
   * solver decides in 0.1 s, and is about 1.7 times slower on terms */
  if (!smtZ_open_logic(&S, file, "QF_UFBV", err)) {
    smt_values_result_free(out);
    return false;
  }
  smtS_sym e;
  smtS_setup(&e, &S, p, k, L, nh, timeout_ms, t0);
  smtS_traces(&e);
  for (int b = 0; b < nb; b++) /* a trace can reach step L at a block with successors */
    if (e.poss[(L - 1) * nb + b] && nsucc(p, b) > 0) out->cut = true;
  smtS_symmetry(&e);
  smtT_ctl ctl;
  memset(&ctl, 0, sizeof ctl);
  if (ctl_mode) smtT_build(&e, hs, rd, &ctl);
  else smtS_relations(&e, hs, reading);

  venc v;
  memset(&v, 0, sizeof v);
  v.e = &e;
  v.S = &S;
  v.deadline = timeout_ms ? t0 + timeout_ms / 1000.0 : 0;
  v.z = S.ctx;
  v.p = p;
  v.sem = rd->values;
  v.calls = rd->calls;
  v.ni = ni;
  v.val_s = Z3_mk_uninterpreted_sort(S.ctx, Z3_mk_string_symbol(S.ctx, "Val"));
  v.bv_s = Z3_mk_bv_sort(S.ctx, 64);
  v.bool_s = Z3_mk_bool_sort(S.ctx);
  v.width = cc_calloc((size_t)ni + 1, sizeof *v.width);
  v.pos = cc_calloc((size_t)ni + 1, sizeof *v.pos);
  for (int b = 0; b < nb; b++) {
    int n;
    const int *insts = cv_block_insts(p, b, &n);
    for (int j = 0; j < n; j++) v.pos[insts[j]] = j;
  }
  compute_widths(&v);
  for (int x = 0; x < ni; x++) {
    const cv_inst *I = cv_program_inst(p, x);
    if (!(I->flags & CV_INST_DIVERGENCE_SOURCE) && cv_inst_class_valued(I)) v.has_conv = true;
  }
  /* with tokens: one copy per hierarchy, each with its own consistency */
  v.copies = v.has_conv || ctl_mode ? nh : 1;
  v.rel = ctl_mode ? ctl.R : e.c;
  v.ctl = ctl_mode ? &ctl : NULL;
  out->copies = v.copies;
  v.V = cc_calloc((size_t)v.copies, sizeof *v.V);
  v.cv = cc_calloc((size_t)v.copies, sizeof *v.cv);
  v.conds = cc_calloc((size_t)v.copies, sizeof *v.conds);
  v.adm = cc_calloc((size_t)v.copies, sizeof *v.adm);
  char name[96];
  if (!e.timed_out && !S.err.set) {
    for (int c = 0; c < v.copies && !S.err.set && !smtZ_expired(&S); c++) {
      if (v.copies == 1 && !ctl_mode) v.adm[c] = S.tru;
      else {
        snprintf(name, sizeof name, "admissible_h%d", c + 1);
        smtZ_b adm = smtZ_b_var(&S, name);
        if (ctl_mode) adm = smtZ_b_and2(&S, adm, ctl.cons[c]);
        v.adm[c] = smtZ_b_ast(&S, adm);
      }
      encode_copy(&v, c);
    }
    if (!S.err.set && !smtZ_expired(&S)) encode_cross(&v); /* the limit: checked per copy */
    smtZ_ok(&S);
  }
  out->build_seconds = cc_now() - t0;
  bool timed_out = e.timed_out || (timeout_ms && (cc_now() - t0) * 1000.0 >= (double)timeout_ms);

  /* The queries, each "some block (value) not yet decided differs", as
   * long as Z3 finds models: every model decides at least one (harvest),
   * and the final unsatisfiable answer decides all the rest at once. */
  int round = 0;
  vq qc = {&v, out, 0};
  smtQ_loop q = {.S = &S, .t0 = t0, .timeout_ms = timeout_ms, .built_late = timed_out,
                 .n = nb, .batch = true, .name = "mconv_", .round = &round,
                 .bug = "Z3's model shows no block whose convergence differs (a bug in the SMT "
                        "encoding)",
                 .ctx = &qc, .slot = mconv_slot, .differs = mconv_differs,
                 .harvest = mconv_harvest};
  /* m-convergence */
  if (nh > 1 && !S.err.set) smtQ_run(&q);
  /* uniformity: every value and branch condition, per hierarchy */
  q.n = ni + nb;
  q.bug = "Z3's model shows no value that differs (a bug in the SMT encoding)";
  q.skip = value_skip;
  q.slot = value_slot;
  q.differs = value_differs;
  q.harvest = value_harvest;
  for (int h = 0; !mconv_only && h < nh && !S.err.set; h++) {
    snprintf(name, sizeof name, "uniformity_h%d_", h + 1);
    q.name = name;
    qc.h = h;
    smtQ_run(&q);
    if (timed_out) break; /* every item marked unknown by the first run */
  }
  out->levels = e.levels;
  for (int c = 0; c < v.copies; c++) {
    free(v.V[c]);
    free(v.cv[c]);
    free(v.conds[c]);
  }
  CC_FREE_ALL(v.V, v.cv, v.conds, v.adm, v.width, v.pos);
  smtT_free(&ctl);
  smtS_free(&e);
  if (!smtZ_finish(&S, t0, &out->seconds, err)) {
    smt_values_result_free(out);
    return false;
  }
  return true;
}

const char smt_not_encoded_next[] =
    "try --engine explicit, which keeps each thread's stack slots (docs/design.md §5 "
    "\"Memory\"), or promote the slots to registers first (opt-22 -S -passes=sroa FILE; "
    "--unbounded does not keep stack memory either)";

bool smt_values_mconv(const cv_program *p, const cv_hierarchies *hs, int k, int L,
                      const cv_readings *rd, bool controlled, unsigned timeout_ms,
                      smt_mconv_result *out, cc_error *err) {
  memset(out, 0, sizeof *out);
  smt_values_result vr;
  cv_readings terms = *rd; /* m-convergence follows the terms' branches */
  terms.values = CV_VALUES_TERMS;
  if (!smt_values(p, hs, k, L, &terms, true, controlled, timeout_ms, &vr, err))
    return false;
  out->k = k;
  out->L = L;
  out->nblocks = vr.nblocks;
  out->nhier = vr.nhier;
  out->proven = vr.proven;
  out->blocks = vr.blocks; /* the results move over */
  vr.blocks = NULL;
  out->seconds = vr.seconds;
  out->build_seconds = vr.build_seconds;
  out->levels = vr.levels;
  out->relation = vr.relation;
  smt_values_result_free(&vr);
  return true;
}
