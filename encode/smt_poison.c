/* encode/smt_poison.c — the conditions under which an operation's
 * poison-generating flags make it poison (LLVM LangRef, "Poison Values"
 * and each instruction's section), in Z3, ONE spelling for the two
 * encodings that read them: the bounded check's (smt_inputs.c, a poison
 * predicate per term) and the lockstep and simulation rules' identities
 * (smt_identity.c).  The concrete counterpart is model/values.c
 * cv_poison_flags_violated (the evaluator's); the differential unit test
 * smt_candidate_poison_encoding_equals_evaluator compares them through
 * smt_inputs.c, and test_unbounded.c's identity tests through this file. */
#include "encode/smt_int.h"

#include <string.h>

static Z3_ast smtP_or(Z3_context z, Z3_ast a, Z3_ast b) {
  if (!a) return b;
  if (!b) return a;
  Z3_ast x[2] = {a, b};
  return Z3_mk_or(z, 2, x);
}

static Z3_ast smtP_const(Z3_context z, uint64_t x, int w) {
  return Z3_mk_unsigned_int64(z, w >= 64 ? x : x & (((uint64_t)1 << w) - 1),
                              Z3_mk_bv_sort(z, (unsigned)w));
}

static Z3_ast smtP_ext(Z3_context z, Z3_ast a, int from, int to, bool sign) {
  if (to == from) return a;
  if (to < from) return Z3_mk_extract(z, (unsigned)to - 1, 0, a);
  return sign ? Z3_mk_sign_ext(z, (unsigned)(to - from), a) : Z3_mk_zero_ext(z, (unsigned)(to - from), a);
}

Z3_ast smtP_flags_violated(Z3_context z, const char *opkey, unsigned pf, int nargs, const Z3_ast *a,
                           int w0, int rw, int kidx, uint64_t k, bool wide, unsigned *unspelled) {
  pf &= ~(unsigned)CV_PF_INBOUNDS;
  unsigned rest = pf;
  if (unspelled) *unspelled = pf;
  if (!pf || !opkey || nargs < 1 || !a[0] || w0 <= 0) return NULL;
  const char *sp = strchr(opkey, ' ');
  size_t ol = sp ? (size_t)(sp - opkey) : strlen(opkey);
#define IS(op) (ol == strlen(op) && !strncmp(opkey, op, ol))
  Z3_ast zero = smtP_const(z, 0, w0), p = NULL;
  if (nargs == 1) {
    if ((IS("zext") || IS("uitofp")) && (pf & CV_PF_NNEG)) {
      p = Z3_mk_bvslt(z, a[0], zero); /* 'zext' nneg: the operand is negative */
      rest &= ~(unsigned)CV_PF_NNEG;
    } else if (IS("trunc") && rw >= 1 && rw <= w0) {
      /* nuw (nsw): truncating then zero- (sign-) extending back changes it */
      Z3_ast r = smtP_ext(z, a[0], w0, rw, false);
      if (pf & CV_PF_NUW) p = smtP_or(z, p, Z3_mk_not(z, Z3_mk_eq(z, smtP_ext(z, r, rw, w0, false), a[0])));
      if (pf & CV_PF_NSW) p = smtP_or(z, p, Z3_mk_not(z, Z3_mk_eq(z, smtP_ext(z, r, rw, w0, true), a[0])));
      rest &= ~(unsigned)(CV_PF_NUW | CV_PF_NSW);
    }
    if (unspelled) *unspelled = rest;
    return p;
  }
  if (nargs != 2 || !a[1]) return NULL;
  Z3_ast x = a[0], y = a[1];
  if (IS("add")) {
    if (pf & CV_PF_NUW) p = smtP_or(z, p, Z3_mk_not(z, Z3_mk_bvadd_no_overflow(z, x, y, false)));
    if (pf & CV_PF_NSW) {
      Z3_ast ok[2] = {Z3_mk_bvadd_no_overflow(z, x, y, true), Z3_mk_bvadd_no_underflow(z, x, y)};
      p = smtP_or(z, p, Z3_mk_not(z, Z3_mk_and(z, 2, ok)));
    }
    rest &= ~(unsigned)(CV_PF_NUW | CV_PF_NSW);
  } else if (IS("sub")) {
    if (pf & CV_PF_NUW) p = smtP_or(z, p, Z3_mk_bvult(z, x, y));
    if (pf & CV_PF_NSW) {
      Z3_ast ok[2] = {Z3_mk_bvsub_no_overflow(z, x, y), Z3_mk_bvsub_no_underflow(z, x, y, true)};
      p = smtP_or(z, p, Z3_mk_not(z, Z3_mk_and(z, 2, ok)));
    }
    rest &= ~(unsigned)(CV_PF_NUW | CV_PF_NSW);
  } else if (IS("mul")) {
    /* by a constant k: a range of the other operand (no multiplier);
     * else, where the caller allows it (wide), the product in twice the
     * width, whether it fits.  (Z3 4.8.12's bvsmul_no_udfl calls -1 * 127
     * in i8 an underflow: smt_candidate_poison_encoding_equals_evaluator
     * found it; none of Z3's mul predicates is used.) */
    Z3_ast v = kidx == 1 ? x : kidx == 0 ? y : NULL;
    uint64_t m = w0 >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << w0) - 1;
    k &= m;
    if (v) {
      if ((pf & CV_PF_NUW) && k > 1) p = smtP_or(z, p, Z3_mk_bvugt(z, v, smtP_const(z, m / k, w0)));
      if (pf & CV_PF_NSW) {
        int64_t sk = w0 < 64 && (k >> (w0 - 1)) & 1 ? (int64_t)(k - m - 1) : (int64_t)k;
        int64_t smax = (int64_t)(m >> 1), smin = -smax - 1;
        if (sk == -1) p = smtP_or(z, p, Z3_mk_eq(z, v, smtP_const(z, (uint64_t)smin, w0)));
        else if (sk > 1 || sk < -1) { /* v * sk in [smin, smax] iff v in [lo, hi] */
          /* C's division truncates toward zero: the ceiling of a
           * negative quotient, the floor of a positive one */
          int64_t lo = sk > 0 ? smin / sk : smax / sk, hi = sk > 0 ? smax / sk : smin / sk;
          Z3_ast in[2] = {Z3_mk_bvsge(z, v, smtP_const(z, (uint64_t)lo, w0)),
                          Z3_mk_bvsle(z, v, smtP_const(z, (uint64_t)hi, w0))};
          p = smtP_or(z, p, Z3_mk_not(z, Z3_mk_and(z, 2, in)));
        }
      }
      rest &= ~(unsigned)(CV_PF_NUW | CV_PF_NSW);
    } else if (wide) {
      if (pf & CV_PF_NUW) {
        Z3_ast pr = Z3_mk_bvmul(z, smtP_ext(z, x, w0, 2 * w0, false), smtP_ext(z, y, w0, 2 * w0, false));
        p = smtP_or(z, p, Z3_mk_not(z, Z3_mk_eq(z, Z3_mk_extract(z, 2 * (unsigned)w0 - 1, (unsigned)w0, pr),
                                                zero)));
      }
      if (pf & CV_PF_NSW) {
        Z3_ast pr = Z3_mk_bvmul(z, smtP_ext(z, x, w0, 2 * w0, true), smtP_ext(z, y, w0, 2 * w0, true));
        Z3_ast back = smtP_ext(z, smtP_ext(z, pr, 2 * w0, w0, false), w0, 2 * w0, true);
        p = smtP_or(z, p, Z3_mk_not(z, Z3_mk_eq(z, back, pr)));
      }
      rest &= ~(unsigned)(CV_PF_NUW | CV_PF_NSW);
    }
  } else if (IS("shl")) { /* shifting back gives the operand, logically (nuw), arithmetically (nsw) */
    Z3_ast r = Z3_mk_bvshl(z, x, y);
    if (pf & CV_PF_NUW) p = smtP_or(z, p, Z3_mk_not(z, Z3_mk_eq(z, Z3_mk_bvlshr(z, r, y), x)));
    if (pf & CV_PF_NSW) p = smtP_or(z, p, Z3_mk_not(z, Z3_mk_eq(z, Z3_mk_bvashr(z, r, y), x)));
    rest &= ~(unsigned)(CV_PF_NUW | CV_PF_NSW);
  } else if ((IS("lshr") || IS("ashr")) && (pf & CV_PF_EXACT)) { /* a set bit shifted out */
    Z3_ast r = IS("lshr") ? Z3_mk_bvlshr(z, x, y) : Z3_mk_bvashr(z, x, y);
    p = Z3_mk_not(z, Z3_mk_eq(z, Z3_mk_bvshl(z, r, y), x));
    rest &= ~(unsigned)CV_PF_EXACT;
  } else if ((IS("udiv") || IS("sdiv")) && (pf & CV_PF_EXACT)) { /* a remainder */
    p = Z3_mk_not(z, Z3_mk_eq(z, IS("udiv") ? Z3_mk_bvurem(z, x, y) : Z3_mk_bvsrem(z, x, y), zero));
    rest &= ~(unsigned)CV_PF_EXACT;
  } else if (IS("or") && (pf & CV_PF_DISJOINT)) { /* a common set bit */
    p = Z3_mk_not(z, Z3_mk_eq(z, Z3_mk_bvand(z, x, y), zero));
    rest &= ~(unsigned)CV_PF_DISJOINT;
  } else if (IS("icmp") && (pf & CV_PF_SAMESIGN)) { /* the signs differ */
    p = Z3_mk_xor(z, Z3_mk_bvslt(z, x, zero), Z3_mk_bvslt(z, y, zero));
    rest &= ~(unsigned)CV_PF_SAMESIGN;
  }
#undef IS
  if (unspelled) *unspelled = rest;
  return p;
}
