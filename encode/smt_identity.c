/* encode/smt_identity.c — is an expression equal to another for every value
 * of its symbols (encode/smt.h smt_identities)?  The lockstep rule of
 * unbounded/ (docs/unbounded.md "Transforms") asks it where two programs
 * compute a value in different ways (`add %x, 0` against `%x`, a
 * reassociated condition).  Bit-vectors of the values' LLVM widths; the
 * integer operations LLVM LangRef defines on them exactly (and the min and
 * max intrinsics), every other
 * operation an uninterpreted function of its arguments, the same function
 * on both sides: an identity found here holds for every meaning of those
 * functions, so for the real one. */
#include "encode/smt_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The first word of an opkey ("icmp slt i1" -> "icmp"), compared. */
static bool smtI_op_is(const char *key, const char *op) {
  size_t n = strlen(op);
  return !strncmp(key, op, n) && (key[n] == ' ' || key[n] == 0);
}

static Z3_sort smtI_bv(Z3_context c, int w) { return Z3_mk_bv_sort(c, (unsigned)w); }

static Z3_ast smtI_bool_to_bv(Z3_context c, Z3_ast b) {
  return Z3_mk_ite(c, b, Z3_mk_int(c, 1, smtI_bv(c, 1)), Z3_mk_int(c, 0, smtI_bv(c, 1)));
}

/* A constant "iN V" / "i1 true" / "ptr null"; NULL when the text is none of
 * these (the caller names a free value by the text). */
static Z3_ast smtI_const(Z3_context c, const char *text, int w) {
  const char *v = strrchr(text, ' ');
  if (!v) return NULL;
  v++;
  if (!strcmp(v, "true")) return Z3_mk_int(c, 1, smtI_bv(c, w));
  if (!strcmp(v, "false") || !strcmp(v, "null") || !strcmp(v, "zeroinitializer"))
    return Z3_mk_int(c, 0, smtI_bv(c, w));
  if (text[0] != 'i') return NULL; /* a float's text, a pointer's constant expression */
  const char *d = *v == '-' ? v + 1 : v;
  if (!*d) return NULL;
  for (const char *q = d; *q; q++)
    if (*q < '0' || *q > '9') return NULL;
  Z3_ast a = Z3_mk_numeral(c, d, smtI_bv(c, w));
  return *v == '-' ? Z3_mk_bvneg(c, a) : a;
}

static Z3_ast smtI_icmp(Z3_context c, const char *key, Z3_ast a, Z3_ast b) {
  const char *p = key + 5;
  Z3_ast r = NULL;
  if (!strncmp(p, "eq", 2)) r = Z3_mk_eq(c, a, b);
  else if (!strncmp(p, "ne", 2)) r = Z3_mk_not(c, Z3_mk_eq(c, a, b));
  else if (!strncmp(p, "ugt", 3)) r = Z3_mk_bvugt(c, a, b);
  else if (!strncmp(p, "uge", 3)) r = Z3_mk_bvuge(c, a, b);
  else if (!strncmp(p, "ult", 3)) r = Z3_mk_bvult(c, a, b);
  else if (!strncmp(p, "ule", 3)) r = Z3_mk_bvule(c, a, b);
  else if (!strncmp(p, "sgt", 3)) r = Z3_mk_bvsgt(c, a, b);
  else if (!strncmp(p, "sge", 3)) r = Z3_mk_bvsge(c, a, b);
  else if (!strncmp(p, "slt", 3)) r = Z3_mk_bvslt(c, a, b);
  else if (!strncmp(p, "sle", 3)) r = Z3_mk_bvsle(c, a, b);
  return r ? smtI_bool_to_bv(c, r) : NULL;
}

/* A getelementptr whose key has its strides (front/ll.c ll_gep_strides:
 * "getelementptr i32 strides(4) ptr"): the base plus each index, sign-
 * extended to the address's width, times its stride (LangRef,
 * 'getelementptr' Instruction; inbounds and nuw only add poison).  NULL
 * when the key has no strides for every index. */
static Z3_ast smtI_gep(Z3_context c, const char *key, int nargs, Z3_ast *a, const int *aw, int w) {
  const char *st = strstr(key, " strides(");
  if (!st || nargs < 2 || aw[0] != w || w > 64) return NULL;
  st += 9;
  Z3_ast sum = a[0];
  for (int k = 1; k < nargs; k++) {
    char *end;
    unsigned long long stride = strtoull(st, &end, 10);
    if (end == st || (*end != ',' && *end != ')') || (k < nargs - 1) != (*end == ',')) return NULL;
    st = end + 1;
    if (aw[k] <= 0 || aw[k] > w) return NULL;
    Z3_ast idx = aw[k] < w ? Z3_mk_sign_ext(c, (unsigned)(w - aw[k]), a[k]) : a[k];
    char num[32];
    snprintf(num, sizeof num, "%llu", stride);
    sum = Z3_mk_bvadd(c, sum, Z3_mk_bvmul(c, idx, Z3_mk_numeral(c, num, smtI_bv(c, w))));
  }
  return sum;
}

/* An uninterpreted function of node e's operands args (widths aw) to
 * range, named by what (NULL: nothing), the key and the widths. */
static Z3_ast smtI_uf_to(Z3_context c, const char *what, const smt_ex *e, const int *aw, Z3_ast *args,
                         Z3_sort range) {
  char name[512];
  int off = snprintf(name, sizeof name, "%s%s%s", what ? what : "", what ? " " : "", e->text);
  Z3_sort dom[16];
  if (e->nargs > 16) return NULL;
  for (int i = 0; i < e->nargs; i++) {
    if (off < (int)sizeof name - 12) off += snprintf(name + off, sizeof name - (size_t)off, "/%d", aw[i]);
    dom[i] = smtI_bv(c, aw[i]);
  }
  Z3_func_decl f = Z3_mk_func_decl(c, Z3_mk_string_symbol(c, name), (unsigned)e->nargs, dom, range);
  return Z3_mk_app(c, f, (unsigned)e->nargs, args);
}

/* An uninterpreted function named by the key and the widths. */
static Z3_ast smtI_uf(Z3_context c, const smt_ex *e, const int *aw, Z3_ast *args) {
  return smtI_uf_to(c, NULL, e, aw, args, smtI_bv(c, e->width));
}

/* The poison-generating flags a key carries (unbounded/lockstep.c
 * ubl_table_op appends " [pf N]", model/model.h CV_PF_*), 0 for none. */
static unsigned smtI_key_flags(const char *key) {
  const char *f = strstr(key, " [pf ");
  return f ? (unsigned)strtoul(f + 5, NULL, 10) : 0;
}

/* A Boolean uninterpreted function of node e's operands, named by what
 * and its key: "this operation is poison here" where this encoding does
 * not spell when (a flag smt_poison.c does not, a call's own poison). */
static Z3_ast smtI_uf_bool(Z3_context c, const char *what, const smt_ex *e, const int *aw, Z3_ast *args) {
  return smtI_uf_to(c, what, e, aw, args, Z3_mk_bool_sort(c));
}

/* Node i's operands in Z3 (a[], widths aw[]); false when one is not. */
static bool smtI_args(const smt_ex *nodes, int i, Z3_ast *z, Z3_ast *a, int *aw) {
  const smt_ex *e = &nodes[i];
  if (e->nargs > 16) return false;
  for (int k = 0; k < e->nargs; k++) {
    if (!z[e->args[k]] || nodes[e->args[k]].width <= 0) return false;
    a[k] = z[e->args[k]];
    aw[k] = nodes[e->args[k]].width;
  }
  return true;
}

/* Where node i's own flags are violated (LangRef; encode/smt_poison.c,
 * the one spelling), NULL for never; *spelled false when a flag is not
 * spelled there (the caller reads the operation as uninterpreted). */
static Z3_ast smtI_violated(Z3_context c, const smt_ex *nodes, int i, Z3_ast *z, bool *spelled) {
  const smt_ex *e = &nodes[i];
  unsigned pf = e->kind == SMT_EX_OP && e->text ? smtI_key_flags(e->text) : 0, rest = pf;
  *spelled = true;
  if (!pf) return NULL;
  Z3_ast a[16];
  int aw[16];
  Z3_ast v = NULL;
  /* a mul by a constant: a range of the other operand; of two variables
   * the 2w-bit product is not built (a 64-bit multiplier bit-blasted in
   * every query: nested_loops' Reassociate step past its limit), the
   * flag is then not spelled */
  int kidx = -1;
  uint64_t k = 0;
  for (int j = e->nargs == 2 ? 1 : -1; j >= 0 && kidx < 0; j--) {
    const smt_ex *o = &nodes[e->args[j]];
    const char *t = o->kind == SMT_EX_CONST && o->text && o->text[0] == 'i' ? strrchr(o->text, ' ') : NULL;
    char *end;
    if (t && (t[1] == '-' || (t[1] >= '0' && t[1] <= '9'))) {
      k = (uint64_t)strtoll(t + 1, &end, 10);
      if (!*end) kidx = j;
    }
  }
  if (smtI_args(nodes, i, z, a, aw) && (e->nargs != 2 || aw[0] == aw[1]))
    v = smtP_flags_violated(c, e->text, pf, e->nargs, a, aw[0], e->width, kidx, k, false, &rest);
  *spelled = !rest;
  return rest ? NULL : v;
}

static Z3_ast smtI_plain(Z3_context c, const smt_ex *nodes, int i, Z3_ast *z);
/* Node i's value in Z3.  A flagged operation (docs/unbounded.md "Poison
 * flags in the rules"), on either side: its value where its flags hold,
 * elsewhere junk -- any value (one node for both programs when the key,
 * flags included, and the operand nodes are the same: an unrolled copy of
 * BEFORE's `add nsw`).  An identity proven for every junk holds whatever
 * the poison cases compute, so a flag AFTER adds is never proven away
 * where it is violated; where a flag is not spelled here (a mul of two
 * variables), an unknown condition of the operands says where. */
static Z3_ast smtI_node(Z3_context c, const smt_ex *nodes, int i, Z3_ast *z, Z3_ast *viol,
                        bool defined) {
  const smt_ex *e = &nodes[i];
  bool spelled;
  *viol = smtI_violated(c, nodes, i, z, &spelled);
  if (e->kind != SMT_EX_OP || !e->text || !smtI_key_flags(e->text)) return smtI_plain(c, nodes, i, z);
  if (defined) { /* not violated wherever the question holds (smtI_defined_cone) */
    Z3_ast a[16];
    int aw[16];
    if (!spelled && e->width > 0 && smtI_args(nodes, i, z, a, aw))
      *viol = smtI_uf_bool(c, "violated", e, aw, a);
    return smtI_plain(c, nodes, i, z);
  }
  Z3_ast a[16];
  int aw[16];
  if (e->width <= 0 || !smtI_args(nodes, i, z, a, aw)) return NULL;
  /* junk: a value of this node's own (nodes of one key on the same
   * operands are one node, hash-consed); a function of the operands would
   * cost Ackermann's reduction quadratic constraints per key in the
   * bit-blasting solver (a Reassociate step: 0.06 s to past 60 s) */
  char jn[32];
  snprintf(jn, sizeof jn, "junk %d", i);
  Z3_ast junk = Z3_mk_const(c, Z3_mk_string_symbol(c, jn), smtI_bv(c, e->width));
  if (!spelled) /* poison where an unknown condition of the operands holds (the same on both sides) */
    *viol = smtI_uf_bool(c, "violated", e, aw, a);
  Z3_ast v = smtI_plain(c, nodes, i, z);
  if (!v || !junk) return junk;
  return *viol ? Z3_mk_ite(c, *viol, junk, v) : v;
}

/* A call of llvm.smax, smin, umax or umin (smtI_plain computes them). */
static bool smtI_minmax(const char *key) {
  if (strncmp(key, "call @llvm.", 11)) return false;
  const char *f = key + 11;
  return !strncmp(f, "smax.", 5) || !strncmp(f, "smin.", 5) || !strncmp(f, "umax.", 5) ||
         !strncmp(f, "umin.", 5);
}

static Z3_ast smtI_or(Z3_context c, Z3_ast a, Z3_ast b) {
  if (!a) return b;
  if (!b) return a;
  Z3_ast x[2] = {a, b};
  return Z3_mk_or(c, 2, x);
}

/* Where node i is poison (LangRef "Poison Values"), NULL for never, read
 * for BEFORE (p[] = pb, under: poison only where it surely is) or AFTER
 * (p[] = pa, over: wherever it may be).  A symbol: a free Boolean of its
 * own (a phi pair's: BEFORE's value is poison, AFTER's then read as
 * poison too, which only adds behaviours to AFTER's reading); a constant
 * and freeze: never; select: its condition's, or the chosen arm's; a call
 * (key "call ..."): an uninterpreted Boolean of its operands (its own
 * poison, the same on both sides), and for AFTER also any operand's (a
 * call need not pass poison on, so BEFORE's reading does not); every
 * other instruction: any operand's (LangRef: it depends on them), its
 * flags' violation, and a shift by the width or more. */
static Z3_ast smtI_poison(Z3_context c, const smt_ex *nodes, int i, Z3_ast *z, const Z3_ast *viol,
                          const Z3_ast *p, bool after) {
  const smt_ex *e = &nodes[i];
  if (!z[i]) return NULL;
  if (e->kind == SMT_EX_SYM) { /* a free Boolean of its own, named by it */
    char name[64];
    snprintf(name, sizeof name, "poison %d", i);
    return Z3_mk_const(c, Z3_mk_string_symbol(c, name), Z3_mk_bool_sort(c));
  }
  if (e->kind != SMT_EX_OP || !e->text) return NULL;
  if (smtI_op_is(e->text, "freeze")) return NULL;
  if (smtI_op_is(e->text, "select") && e->nargs == 3) {
    Z3_ast pc = p[e->args[0]], pt = p[e->args[1]], pe = p[e->args[2]];
    if (!pt && !pe) return pc;
    Z3_ast cond = z[e->args[0]];
    if (!cond || nodes[e->args[0]].width != 1) return smtI_or(c, pc, smtI_or(c, pt, pe));
    Z3_ast arm = Z3_mk_ite(c, Z3_mk_eq(c, cond, Z3_mk_int(c, 1, smtI_bv(c, 1))), pt ? pt : Z3_mk_false(c),
                           pe ? pe : Z3_mk_false(c));
    return smtI_or(c, pc, arm);
  }
  Z3_ast r = viol[i];
  /* the min and max intrinsics smtI_plain computes: poison exactly where
   * an operand is (LangRef 'llvm.smax.*' and the like) */
  bool call = !strncmp(e->text, "call ", 5) && !smtI_minmax(e->text);
  if (call) {
    Z3_ast a[16];
    int aw[16];
    if (smtI_args(nodes, i, z, a, aw)) r = smtI_or(c, r, smtI_uf_bool(c, "poison", e, aw, a));
    if (!after) return r;
  }
  for (int k = 0; k < e->nargs; k++) r = smtI_or(c, r, p[e->args[k]]);
  if (!call && e->nargs == 2 && (smtI_op_is(e->text, "shl") || smtI_op_is(e->text, "lshr") ||
                                 smtI_op_is(e->text, "ashr"))) {
    int w = nodes[e->args[1]].width;
    if (w > 0 && w == e->width && z[e->args[1]]) {
      char num[16];
      snprintf(num, sizeof num, "%d", w);
      r = smtI_or(c, r, Z3_mk_bvuge(c, z[e->args[1]], Z3_mk_numeral(c, num, smtI_bv(c, w))));
    }
  }
  return r;
}

static Z3_ast smtI_plain(Z3_context c, const smt_ex *nodes, int i, Z3_ast *z) {
  const smt_ex *e = &nodes[i];
  int w = e->width;
  if (w <= 0) return NULL;
  char name[64];
  switch (e->kind) {
  case SMT_EX_SYM:
    snprintf(name, sizeof name, "s%d", i);
    return Z3_mk_const(c, Z3_mk_string_symbol(c, name), smtI_bv(c, w));
  case SMT_EX_CONST: {
    Z3_ast k = smtI_const(c, e->text, w);
    if (k) return k;
    /* a constant the bit-vectors do not spell: a value named by its text
     * and width, the same on both sides */
    char nm[512];
    snprintf(nm, sizeof nm, "const %s/%d", e->text, w);
    return Z3_mk_const(c, Z3_mk_string_symbol(c, nm), smtI_bv(c, w));
  }
  case SMT_EX_OP: break;
  }
  Z3_ast a[16];
  int aw[16];
  if (e->nargs > 16) return NULL;
  for (int k = 0; k < e->nargs; k++) {
    if (!z[e->args[k]]) return NULL;
    a[k] = z[e->args[k]];
    aw[k] = nodes[e->args[k]].width;
  }
  const char *key = e->text;
  bool same = true; /* every argument of the result's width */
  for (int k = 0; k < e->nargs; k++) same &= aw[k] == w;
  if (e->nargs == 2 && same) {
    if (smtI_op_is(key, "add")) return Z3_mk_bvadd(c, a[0], a[1]);
    if (smtI_op_is(key, "sub")) return Z3_mk_bvsub(c, a[0], a[1]);
    if (smtI_op_is(key, "mul")) return Z3_mk_bvmul(c, a[0], a[1]);
    if (smtI_op_is(key, "and")) return Z3_mk_bvand(c, a[0], a[1]);
    if (smtI_op_is(key, "or")) return Z3_mk_bvor(c, a[0], a[1]);
    if (smtI_op_is(key, "xor")) return Z3_mk_bvxor(c, a[0], a[1]);
    /* LangRef: a shift by the width or more is poison; Z3's value there is
     * one refinement of it, on both sides alike */
    /* by a constant: the multiplication by 2^C it is (LangRef 'shl': x *
     * 2^C mod 2^w; 1 << C is 0 from C = w on, as is Z3's shift), so that
     * Z3's rewriter puts `(x * y) << 1` and `(x * 2) * y` in one normal
     * form (Reassociate on Rodinia's pathfinder; as a shift Z3 makes it a
     * concat the multiplication's normal form does not meet) */
    if (smtI_op_is(key, "shl") && nodes[e->args[1]].kind == SMT_EX_CONST)
      return Z3_mk_bvmul(c, a[0], Z3_mk_bvshl(c, Z3_mk_int(c, 1, smtI_bv(c, w)), a[1]));
    if (smtI_op_is(key, "shl")) return Z3_mk_bvshl(c, a[0], a[1]);
    if (smtI_op_is(key, "lshr")) return Z3_mk_bvlshr(c, a[0], a[1]);
    if (smtI_op_is(key, "ashr")) return Z3_mk_bvashr(c, a[0], a[1]);
  }
  if (smtI_op_is(key, "icmp") && e->nargs == 2 && w == 1 && aw[0] == aw[1]) {
    Z3_ast r = smtI_icmp(c, key, a[0], a[1]);
    if (r) return r;
  }
  /* LangRef "llvm.smax.*" and the like: the greater (lesser) of the two,
   * signed or unsigned (IndVarSimplify's trip counts `smax(%n, 0)`) */
  if (!strncmp(key, "call @llvm.", 11) && e->nargs == 2 && same) {
    const char *f = key + 11;
    if (!strncmp(f, "smax.", 5)) return Z3_mk_ite(c, Z3_mk_bvsgt(c, a[0], a[1]), a[0], a[1]);
    if (!strncmp(f, "smin.", 5)) return Z3_mk_ite(c, Z3_mk_bvslt(c, a[0], a[1]), a[0], a[1]);
    if (!strncmp(f, "umax.", 5)) return Z3_mk_ite(c, Z3_mk_bvugt(c, a[0], a[1]), a[0], a[1]);
    if (!strncmp(f, "umin.", 5)) return Z3_mk_ite(c, Z3_mk_bvult(c, a[0], a[1]), a[0], a[1]);
  }
  if (smtI_op_is(key, "select") && e->nargs == 3 && aw[0] == 1 && aw[1] == w && aw[2] == w)
    return Z3_mk_ite(c, Z3_mk_eq(c, a[0], Z3_mk_int(c, 1, smtI_bv(c, 1))), a[1], a[2]);
  if (smtI_op_is(key, "freeze") && e->nargs == 1 && aw[0] == w) return a[0];
  if (smtI_op_is(key, "zext") && e->nargs == 1 && aw[0] < w)
    return Z3_mk_zero_ext(c, (unsigned)(w - aw[0]), a[0]);
  if (smtI_op_is(key, "sext") && e->nargs == 1 && aw[0] < w)
    return Z3_mk_sign_ext(c, (unsigned)(w - aw[0]), a[0]);
  if (smtI_op_is(key, "trunc") && e->nargs == 1 && aw[0] > w)
    return Z3_mk_extract(c, (unsigned)(w - 1), 0, a[0]);
  if (smtI_op_is(key, "getelementptr")) {
    Z3_ast g = smtI_gep(c, key, e->nargs, a, aw, w);
    if (g) return g;
  }
  for (int k = 0; k < e->nargs; k++)
    if (aw[k] <= 0) return NULL;
  return smtI_uf(c, e, aw, a);
}

/* The nodes that are not poison wherever node a is not, as smtI_poison
 * reads BEFORE (the question's "a not poison"): a, and through every
 * operation but freeze (never poison), a call (its own poison, not its
 * operands') and a select (here its condition only, a subset of what
 * smtI_poison reads) its operands; in[] marks them.  Where the question
 * holds, each flagged one of them has its flags kept (its violation is a
 * disjunct of a's poison), so its value is its plain value, junk never:
 * translated so (smtI_node's defined), the question is the same on every
 * assignment that satisfies it, and Z3's rewriter sees through it
 * (`shl nsw (mul nsw x, y), 1` against AFTER's `mul (mul x, 2), y`).
 * True when a flagged node is among them (else the translation is the
 * common one). */
static bool smtI_defined_cone(const smt_ex *nodes, int n, int a, bool *in, int *stack) {
  memset(in, 0, sizeof *in * (size_t)n);
  bool flagged = false;
  int sp = 0;
  in[a] = true, stack[sp++] = a;
  while (sp) {
    int i = stack[--sp];
    const smt_ex *e = &nodes[i];
    if (e->kind != SMT_EX_OP || !e->text || smtI_op_is(e->text, "freeze")) continue;
    flagged |= smtI_key_flags(e->text) != 0;
    if (!strncmp(e->text, "call ", 5) && !smtI_minmax(e->text)) continue;
    int nk = smtI_op_is(e->text, "select") ? 1 : e->nargs;
    for (int k = 0; k < nk; k++) {
      int o = e->args[k];
      if (o >= 0 && o < n && !in[o]) in[o] = true, stack[sp++] = o;
    }
  }
  return flagged;
}

/* A fact as a Boolean term; NULL when its node is not translated. */
static Z3_ast smtI_fact(Z3_context c, const smt_ex *nodes, Z3_ast *z, const smt_fact *f) {
  if (!z[f->node]) return NULL;
  int w = nodes[f->node].width;
  if (w > 64) return NULL;
  Z3_sort s = smtI_bv(c, w);
  char lo[32], hi[32];
  /* two's complement in w bits, as unsigned numerals */
  uint64_t mask = w >= 64 ? ~0ull : ((1ull << w) - 1);
  snprintf(lo, sizeof lo, "%llu", (unsigned long long)((uint64_t)f->lo & mask));
  if (!f->range) return Z3_mk_eq(c, z[f->node], Z3_mk_numeral(c, lo, s));
  snprintf(hi, sizeof hi, "%llu", (unsigned long long)((uint64_t)f->hi & mask));
  Z3_ast L = Z3_mk_bvuge(c, z[f->node], Z3_mk_numeral(c, lo, s));
  Z3_ast H = Z3_mk_bvult(c, z[f->node], Z3_mk_numeral(c, hi, s));
  Z3_ast both[2] = {L, H};
  bool wraps = ((uint64_t)f->lo & mask) >= ((uint64_t)f->hi & mask);
  return wraps ? Z3_mk_or(c, 2, both) : Z3_mk_and(c, 2, both);
}

/* The lazy solver's moment before a question is bit-blasted at once. */
enum { SMT_ID_LAZY_FIRST_MS = 50 };
/* One identity without a caller's limit (timeout_ms 0): at most this long
 * bit-blasted.  Undecided, it is SMT_ID_UNKNOWN and the rule asking it does
 * not apply (a verdict unknown, never wrong); without the cap a product of
 * 32-bit inputs under facts ran past 200 s in `transform --unbounded`
 * (tests/cli/transform_nonlinear) -- a search without a deadline. */
enum { SMT_ID_QUERY_MAX_MS = 10000 };

/* What is left of timeout_ms since t0 for one identity, capped at
 * SMT_ID_QUERY_MAX_MS (also when timeout_ms is 0, no limit). */
static unsigned id_query_ms(double t0, unsigned timeout_ms) {
  unsigned left = smtZ_time_left(t0, timeout_ms, NULL);
  return !left || left > SMT_ID_QUERY_MAX_MS ? SMT_ID_QUERY_MAX_MS : left;
}

/* The abstraction's budget (smt_z3.c smtZ_check_abstract_fs), in Z3's
 * resource units, not ms, so that a loaded machine gives it as much: the
 * lockstep rule's question on the branch of Rodinia pathfinder's first
 * InstCombine step under default<O2> takes 2.3 million (0.8 s of CPU)
 * abstracted and was undecided in 10 s bit-blasted. */
enum { SMT_ID_ABSTRACT_RLIMIT = 4000000 };

/* Is the conjunction of raw (lits: the same as assumptions of S's solver)
 * unsatisfiable -- the identity it denies holds (Z3_L_FALSE)?  First with
 * every product, quotient and remainder of values that are not both
 * constants an uninterpreted function of its operands (smt_z3.c
 * smtZ_check_abstract_fs).  For a validity question that is the safe
 * direction: every model of the question is one of the abstraction (the
 * functions read as the operations themselves), so an abstraction without
 * a model proves the identity; congruence keeps `x*y` equal to `x*y`
 * wherever the operands are equal, which is what the rules' identities
 * mostly rest on (the product is the same on both sides, the question is
 * about what is around it).  A model of the abstraction is used only when
 * it is one of the question as made (then the values differ there);
 * otherwise (`(a+b)*c` against `a*c + b*c` needs the multiplication) the
 * question as made: Z3's QF_UFBV solver for a moment, then bit-blasted at
 * once (smt_z3.c smtZ_check_eager; as smt_candidate does: an identity
 * under facts that multiply inputs, IPSCCP's `sext` -> `zext nneg` on
 * Rodinia's pathfinder, ran past 60 s lazily), within what is left. */
static Z3_lbool smtI_decide(smtZ_ctx *S, unsigned nl, Z3_ast *lits, const Z3_ast *raw, double t0,
                            unsigned timeout_ms) {
  bool abstracted = false;
  Z3_lbool r = smtZ_check_abstract_fs(S, nl, raw, id_query_ms(t0, timeout_ms),
                                      SMT_ID_ABSTRACT_RLIMIT, &abstracted);
  if (r != Z3_L_UNDEF || !smtZ_ok(S) || smtZ_expired(S)) return smtZ_ok(S) ? r : Z3_L_UNDEF;
  unsigned left = smtZ_time_left(t0, timeout_ms, NULL);
  bool lazy_first = !left || left > SMT_ID_LAZY_FIRST_MS;
  smtZ_timeout(S, lazy_first ? SMT_ID_LAZY_FIRST_MS : id_query_ms(t0, timeout_ms));
  r = Z3_solver_check_assumptions(S->ctx, S->solver, nl, lits);
  if (lazy_first && r == Z3_L_UNDEF && smtZ_ok(S) && !smtZ_expired(S))
    r = smtZ_check_eager(S, nl, raw, id_query_ms(t0, timeout_ms));
  return smtZ_ok(S) ? r : Z3_L_UNDEF;
}

/* ---- the answers of earlier identities (per process) -------------------------
 * The lockstep rule asks its identities again in each round (without and
 * with invariants at loop headers, after each refinement), and a
 * pipeline's next step asks what the step before asked of the code it left
 * alone, under other node numbers.  As smt_inputs.c's answers of candidate
 * queries: the key is the question up to a renaming of its symbols
 * (smt_z3.c smtZ_formulas_key), an equal key has the same answer; the
 * whole key is compared, not a digest; only definite answers; at most
 * 16 MB of keys (smt_int.h smtZ_answers). */
static smtZ_answers id_cache = {NULL, 0, 0, 0, (size_t)16 << 20};

bool smt_identities(const smt_ex *nodes, int n, const int *pairs, int npairs,
                    const smt_fact *facts, const int *fact_off, unsigned timeout_ms,
                    smt_id_status *out, int *queries, cc_error *err) {
  for (int i = 0; i < npairs; i++) out[i] = SMT_ID_UNKNOWN;
  if (!npairs) return true;
  smtZ_ctx S;
  if (!smtZ_open_logic(&S, NULL, NULL, err)) return false;
  double t0 = cc_now();
  smtZ_deadline(&S, t0, timeout_ms);
  Z3_context c = S.ctx;
  /* only the nodes the pairs reach, in index order (arguments first) */
  bool *need = cc_calloc((size_t)n, sizeof *need);
  Z3_ast *z = cc_calloc((size_t)n, sizeof *z), *viol = cc_calloc((size_t)n, sizeof *viol);
  Z3_ast *pb = NULL, *pa = NULL; /* poison, read for BEFORE and for AFTER */
  int *stack = cc_malloc(sizeof *stack * (size_t)(n ? n : 1));
  Z3_ast *lits = NULL, *raw = NULL; /* the literals, and before naming */
  cc_buf key; /* a question's key (id_cache) */
  cc_buf_init(&key);
  int sp = 0;
  for (int i = 0; i < 2 * npairs; i++)
    if (pairs[i] >= 0 && pairs[i] < n && !need[pairs[i]]) need[pairs[i]] = true, stack[sp++] = pairs[i];
  int nfacts = fact_off ? fact_off[npairs] : 0;
  for (int i = 0; i < nfacts; i++) {
    int f = facts[i].node;
    if (f >= 0 && f < n && !need[f]) need[f] = true, stack[sp++] = f;
  }
  while (sp) {
    const smt_ex *e = &nodes[stack[--sp]];
    for (int k = 0; k < e->nargs; k++)
      if (!need[e->args[k]]) need[e->args[k]] = true, stack[sp++] = e->args[k];
  }
  for (int i = 0; i < n && smtZ_ok(&S); i++)
    if (need[i]) z[i] = smtI_node(c, nodes, i, z, &viol[i], false);
  pb = cc_calloc((size_t)n, sizeof *pb), pa = cc_calloc((size_t)n, sizeof *pa);
  for (int i = 0; i < n && smtZ_ok(&S); i++)
    if (need[i]) {
      pb[i] = smtI_poison(c, nodes, i, z, viol, pb, false);
      pa[i] = smtI_poison(c, nodes, i, z, viol, pa, true);
    }
  /* a pair's own translation where BEFORE's flagged nodes are defined
   * (smtI_defined_cone) */
  bool *in = cc_calloc((size_t)n, sizeof *in);
  Z3_ast *z1 = cc_calloc((size_t)n, sizeof *z1), *viol1 = cc_calloc((size_t)n, sizeof *viol1);
  Z3_ast *pb1 = cc_calloc((size_t)n, sizeof *pb1), *pa1 = cc_calloc((size_t)n, sizeof *pa1);
  Z3_ast *z0 = z, *pb0 = pb, *pa0 = pa;
  for (int i = 0; i < npairs && smtZ_ok(&S); i++) {
    int a = pairs[2 * i], b = pairs[2 * i + 1];
    if (a == b) {
      out[i] = SMT_ID_EQUAL;
      continue;
    }
    z = z0, pb = pb0, pa = pa0;
    if (a < 0 || b < 0 || a >= n || b >= n || !z[a] || !z[b] ||
        nodes[a].width != nodes[b].width)
      continue;
    if (smtI_defined_cone(nodes, n, a, in, stack)) {
      for (int j = 0; j < n && smtZ_ok(&S); j++)
        if (need[j]) z1[j] = smtI_node(c, nodes, j, z1, &viol1[j], in[j]);
      for (int j = 0; j < n && smtZ_ok(&S); j++)
        if (need[j]) {
          pb1[j] = smtI_poison(c, nodes, j, z1, viol1, pb1, false);
          pa1[j] = smtI_poison(c, nodes, j, z1, viol1, pa1, true);
        }
      if (!smtZ_ok(&S) || !z1[a] || !z1[b]) continue;
      z = z1, pb = pb1, pa = pa1;
    }
    if (smtZ_expired(&S)) break;
    smtZ_timeout(&S, id_query_ms(t0, timeout_ms));
    /* a == b for all values iff a != b is unsatisfiable */
    int f0 = fact_off ? fact_off[i] : 0, f1 = fact_off ? fact_off[i + 1] : 0;
    lits = cc_realloc(lits, sizeof *lits * (size_t)(f1 - f0 + 2));
    raw = cc_realloc(raw, sizeof *raw * (size_t)(f1 - f0 + 2));
    unsigned nl = 0;
    /* a == b and b not poison, where a is not poison (docs/unbounded.md
     * "Poison flags in the rules") */
    Z3_ast eq = Z3_mk_eq(c, z[a], z[b]);
    if (pa[b]) {
      Z3_ast both[2] = {Z3_mk_not(c, pa[b]), eq};
      eq = Z3_mk_and(c, 2, both);
    }
    lits[nl++] = Z3_mk_not(c, eq);
    if (pb[a]) lits[nl++] = Z3_mk_not(c, pb[a]);
    for (int k = f0; k < f1; k++) { /* a fact Z3 cannot hold only relaxes */
      if (facts[k].node < 0 || facts[k].node >= n) continue;
      Z3_ast fa = smtI_fact(c, nodes, z, &facts[k]), fp = pb[facts[k].node];
      if (fa && fp && facts[k].poison == SMT_ID_FACT_TAKEN) {
        Z3_ast both[2] = {fa, Z3_mk_not(c, fp)};
        fa = Z3_mk_and(c, 2, both);
      } else if (fa && fp && facts[k].poison == SMT_ID_FACT_UNLESS_POISON) {
        Z3_ast either[2] = {fa, fp};
        fa = Z3_mk_or(c, 2, either);
      }
      if (fa) lits[nl++] = fa;
    }
    memcpy(raw, lits, sizeof *raw * nl);
    /* assumptions must be literals: name each fact by a fresh Boolean */
    for (unsigned k = 1; k < nl; k++) {
      char nm[32];
      snprintf(nm, sizeof nm, "f%d_%u", i, k);
      Z3_ast ind = Z3_mk_const(c, Z3_mk_string_symbol(c, nm), Z3_mk_bool_sort(c));
      Z3_solver_assert(c, S.solver, Z3_mk_implies(c, ind, lits[k]));
      lits[k] = ind;
    }
    char nm[32];
    snprintf(nm, sizeof nm, "d%d", i);
    Z3_ast d = Z3_mk_const(c, Z3_mk_string_symbol(c, nm), Z3_mk_bool_sort(c));
    Z3_solver_assert(c, S.solver, Z3_mk_implies(c, d, lits[0]));
    lits[0] = d;
    /* asked before (another round of the rule, another step of a
     * pipeline)?  The formulas up to a renaming of their symbols */
    bool keyed = smtZ_formulas_key(&S, nl, raw, &key);
    int hit_status;
    bool hit = keyed && smtZ_answer_find(&id_cache, &key, &hit_status);
    if (hit) { /* still an answer of Z3's (the callers count them so) */
      out[i] = (smt_id_status)hit_status;
      if (queries) (*queries)++;
      continue;
    }
    Z3_lbool r = smtI_decide(&S, nl, lits, raw, t0, timeout_ms);
    if (queries) (*queries)++;
    out[i] = r == Z3_L_FALSE ? SMT_ID_EQUAL : r == Z3_L_TRUE ? SMT_ID_DIFFER : SMT_ID_UNKNOWN;
    /* only definite answers (an unknown depends on the time left), and
     * only while no Z3 error is recorded (one makes every answer unknown) */
    if (keyed && out[i] != SMT_ID_UNKNOWN && smtZ_ok(&S)) smtZ_answer_put(&id_cache, &key, (int)out[i]);
  }
  free(need);
  free(z0);
  free(viol);
  free(pb0);
  free(pa0);
  free(in);
  free(z1);
  free(viol1);
  free(pb1);
  free(pa1);
  free(stack);
  free(lits);
  free(raw);
  cc_buf_free(&key);
  double secs;
  /* a Z3 error leaves the pairs unknown: never an identity claimed */
  cc_error zerr;
  cc_error_clear(&zerr);
  if (!smtZ_finish(&S, t0, &secs, &zerr))
    for (int i = 0; i < npairs; i++)
      if (out[i] != SMT_ID_EQUAL || pairs[2 * i] != pairs[2 * i + 1]) out[i] = SMT_ID_UNKNOWN;
  (void)err;
  return true;
}
