/* encode/smt_sym_tokens.c — controlled m-convergence over SYMBOLIC traces
 * (docs/design.md §6 with [CO] = ConvergentOperations.rst, "Dynamic Instances and
 * Convergence Tokens", "Convergence Control Intrinsics", "Controlled
 * Maximal Convergence").  The explicit counterpart is model/tokens.c
 * driven by enumerate/engine.c in controlled mode; the two must agree
 * block for block (tests/cli/smt_sym_tokens.sh,
 * tests/unit/test_smt_sym_tokens.c; docs/smt-tokens.md).
 *
 * Over the trace variables of encode/smt_mconv.c (act/at), instances are
 * numbered i*L+s.  For every controlled instruction u (a token definition,
 * or a convergent operation with a token operand) and every pair of steps
 * a, b in different threads, conv_u(a,b) is a Boolean term "the instances
 * of u at steps a and b are converged" (false unless both steps execute
 * u's block):
 *   - entry ([CO] "llvm.experimental.convergence.entry"): converged;
 *   - anchor ([CO] "llvm.experimental.convergence.anchor"): anchors free:
 *     one free variable per pair, shared by every hierarchy (the
 *     implementation's one choice), constrained to a partition with at most
 *     one instance of a thread per class (transitive among three threads;
 *     two instances of one thread never converged with one of another);
 *     anchors maximal: the classes of the UNCONTROLLED maximal relation of
 *     the hierarchy at hand (each hierarchy its own, as model/tokens.c does:
 *     cv_controlled_converged_with takes the columns of
 *     cv_maximal_converged_with for the hierarchy it is given);
 *   - loop ([CO] "llvm.experimental.convergence.loop"): the token operand's
 *     instances converged and the same n-th execution for that token value
 *     (counted over the symbolic steps in unary);
 *   - a controlled convergent operation ([CO] "Dynamic Instances and
 *     Convergence Tokens"): converged iff its token operand's instances are.
 * The token value used at a step is the most recent step of the thread at
 * the definition's block (that step itself only if the definition comes
 * before the use in the block).
 * The blocks' controlled relation of each hierarchy ([CO] "Controlled
 * Maximal Convergence", item 2) is the relation encoding of
 * encode/smt_enc.c with the token instructions' converged pairs as given
 * pairs (convergence-before only) and the region condition (item 2.1) as
 * the extra condition on every pair.  A behaviour counts only when
 * consistent, as in the explicit engine (model/tokens.c, evaluate): no
 * controlled operation relates two instances of one thread to one of
 * another ([CO] "Rationales for Static rules about cycles"), the blocks'
 * relation is transitive, and its convergence-before (token pairs
 * included) is a strict partial order ([CU] "Convergence").
 *
 * Query per block X: traces, (anchors free) ONE choice of the anchors, two
 * hierarchies both consistent under it and two instances of X in threads 1
 * and 2 whose controlled convergence differs.  Unsatisfiable: m-converged
 * within the bounds.  Programs whose branches follow values (.ll with a
 * conditional branch) are handed to smt_values_ex (m-convergence only),
 * whose traces follow the values, with the same controlled relation. */
#include "encode/smt_int.h"

#include <stdio.h>
#include <stdlib.h>

typedef struct stok {
  smtS_sym *e;
  smtZ_ctx *S;
  const cv_program *p;
  int k, L, n, nb, nctl;
  int *ctl, *ctl_of;  /* controlled instructions, definitions first */
  int *nregion;       /* per block: token definitions whose region holds it */
  int **region;
  CC_STACK(smtZ_b) scratch;
} stok;

static smtZ_b AT(const stok *T, int a, int b) { return smtS_at(T->e, a / T->L, a % T->L, b); }
static int thread_of(const stok *T, int a) { return a / T->L; }

/* An OR/AND over the terms pushed since mark (then dropped). */
static smtZ_b or_from(stok *T, size_t mark) {
  smtZ_b r = smtZ_b_or(T->S, T->scratch.begin + mark, (int)(CC_SIZE(T->scratch) - mark));
  CC_RESIZE(T->scratch, mark);
  return r;
}
static smtZ_b and_from(stok *T, size_t mark) {
  smtZ_b r = smtZ_b_and(T->S, T->scratch.begin + mark, (int)(CC_SIZE(T->scratch) - mark));
  CC_RESIZE(T->scratch, mark);
  return r;
}

/* [CO] "Dynamic Instances and Convergence Tokens": the token value used at
 * step a is the instance of the definition at step a2 — a2 is the last
 * step of a's thread at block db up to a (self: a included; otherwise up
 * to the step before a). */
static smtZ_b last_at(stok *T, int db, int a, int a2, bool self) {
  int hi = self ? a : a - 1;
  if (a2 > hi || thread_of(T, a2) != thread_of(T, a)) return smtZ_b_const(false);
  size_t mark = CC_SIZE(T->scratch);
  CC_PUSH(T->scratch, AT(T, a2, db));
  for (int r = a2 + 1; r <= hi; r++) CC_PUSH(T->scratch, smtZ_b_not(T->S, AT(T, r, db)));
  return and_from(T, mark);
}

/* Unary counts of the steps at block ub in (a2, a], for a2 <= a in one
 * thread: cnt[(a2*n+a)*(L+1)+m] = "exactly m". */
static smtZ_b *counts(stok *T, int ub) {
  int n = T->n, L = T->L;
  smtZ_b *cnt = cc_malloc((size_t)n * (size_t)n * (size_t)(L + 1) * sizeof *cnt + 1);
  for (int a2 = 0; a2 < n; a2++)
    for (int a = a2; a < n && thread_of(T, a) == thread_of(T, a2); a++) {
      smtZ_b *v = &cnt[((size_t)a2 * (size_t)n + (size_t)a) * (size_t)(L + 1)];
      if (a == a2) {
        for (int m = 0; m <= L; m++) v[m] = smtZ_b_const(m == 0);
        continue;
      }
      const smtZ_b *u = &cnt[((size_t)a2 * (size_t)n + (size_t)(a - 1)) * (size_t)(L + 1)];
      smtZ_b here = AT(T, a, ub);
      for (int m = 0; m <= L; m++) {
        smtZ_b stay = smtZ_b_and2(T->S, u[m], smtZ_b_not(T->S, here));
        smtZ_b inc = m ? smtZ_b_and2(T->S, u[m - 1], here) : smtZ_b_const(false);
        v[m] = smtZ_b_or2(T->S, stay, inc);
      }
    }
  return cnt;
}

static smtZ_b same_count(stok *T, const smtZ_b *cnt, int a2, int a, int b2, int b) {
  size_t n = (size_t)T->n, L1 = (size_t)T->L + 1;
  const smtZ_b *x = &cnt[((size_t)a2 * n + (size_t)a) * L1], *y = &cnt[((size_t)b2 * n + (size_t)b) * L1];
  size_t mark = CC_SIZE(T->scratch);
  for (size_t m = 0; m < L1; m++) CC_PUSH(T->scratch, smtZ_b_and2(T->S, x[m], y[m]));
  return or_from(T, mark);
}

/* The classes of every controlled instruction given the anchors' (anchor[c]
 * for anchor c, n*n): conv[c] (n*n, symmetric, cross-thread), in token
 * chain order; *ok: no controlled operation relates two instances of one
 * thread to one instance of another (the contradiction of [CO]
 * "Rationales for Static rules about cycles", as derive_classes in
 * model/tokens.c). */
static void derive(stok *T, smtZ_b **anchor, smtZ_b **conv, smtZ_b *ok) {
  smtZ_ctx *S = T->S;
  int n = T->n;
  size_t N = (size_t)n;
  CC_STACK(smtZ_b) oks = {0};
  for (int c = 0; c < T->nctl; c++) {
    const cv_inst *U = cv_program_inst(T->p, T->ctl[c]);
    int ub = U->block;
    smtZ_b *m = conv[c];
    for (size_t i = 0; i < N * N; i++) m[i] = smtZ_b_const(false);
    if (U->token_def == CV_TOKEN_ANCHOR) {
      memcpy(m, anchor[c], N * N * sizeof *m);
      continue;
    }
    const cv_inst *D = U->token_def == CV_TOKEN_ENTRY ? NULL : cv_program_inst(T->p, U->token_use);
    bool self = D && D->block == ub && D->index < U->index;
    bool loop = U->token_def == CV_TOKEN_LOOP;
    smtZ_b *cnt = loop ? counts(T, ub) : NULL;
    const smtZ_b *dconv = D ? conv[T->ctl_of[U->token_use]] : NULL;
    for (int a = 0; a < n; a++)
      for (int b = (thread_of(T, a) + 1) * T->L; b < n; b++) {
        smtZ_b both = smtZ_b_and2(S, AT(T, a, ub), AT(T, b, ub));
        if (both.k == SMTZ_B_FALSE) continue;
        smtZ_b v;
        if (!D) {
          v = both; /* [CO] "llvm.experimental.convergence.entry": the
                     * threads of a tuple enter converged */
        } else {
          size_t mark = CC_SIZE(T->scratch);
          int a0 = thread_of(T, a) * T->L, b0 = thread_of(T, b) * T->L;
          for (int a2 = a0; a2 <= a; a2++) {
            smtZ_b ta = last_at(T, D->block, a, a2, self);
            if (ta.k == SMTZ_B_FALSE) continue;
            for (int b2 = b0; b2 <= b; b2++) {
              smtZ_b tb = last_at(T, D->block, b, b2, self);
              smtZ_b t = smtZ_b_and2(S, smtZ_b_and2(S, ta, tb), dconv[(size_t)a2 * N + (size_t)b2]);
              if (loop && t.k != SMTZ_B_FALSE)
                t = smtZ_b_and2(S, t, same_count(T, cnt, a2, a, b2, b));
              CC_PUSH(T->scratch, t);
            }
          }
          v = smtZ_b_and2(S, both, or_from(T, mark));
        }
        m[(size_t)a * N + (size_t)b] = m[(size_t)b * N + (size_t)a] = v;
      }
    free(cnt);
    if (U->token_def != CV_TOKEN_NONE) continue;
    for (int x = 0; x < n; x++)
      for (int y = x + 1; y < n && thread_of(T, y) == thread_of(T, x); y++)
        for (int z = 0; z < n; z++) {
          if (thread_of(T, z) == thread_of(T, x)) continue;
          smtZ_b both = smtZ_b_and2(S, m[(size_t)x * N + (size_t)z], m[(size_t)y * N + (size_t)z]);
          if (both.k != SMTZ_B_FALSE) CC_PUSH(oks, smtZ_b_not(S, both));
        }
  }
  *ok = smtZ_b_and(S, oks.begin, (int)CC_SIZE(oks));
  CC_RELEASE(oks);
}

/* [CO] "llvm.experimental.convergence.anchor", anchors free: a partition
 * of each anchor's instances with at most one instance of a thread per
 * class, asserted (every model is one choice of the implementation). */
static void free_anchors(stok *T, int c, smtZ_b *m) {
  smtZ_ctx *S = T->S;
  int n = T->n, ub = cv_program_inst(T->p, T->ctl[c])->block;
  size_t N = (size_t)n;
  char name[64];
  for (size_t i = 0; i < N * N; i++) m[i] = smtZ_b_const(false);
  for (int a = 0; a < n; a++)
    for (int b = (thread_of(T, a) + 1) * T->L; b < n; b++) {
      smtZ_b both = smtZ_b_and2(S, AT(T, a, ub), AT(T, b, ub));
      if (both.k == SMTZ_B_FALSE) continue;
      snprintf(name, sizeof name, "anchor%d_%d_%d", c, a, b);
      m[(size_t)a * N + (size_t)b] = m[(size_t)b * N + (size_t)a] =
          smtZ_b_and2(S, both, smtZ_b_var(S, name));
    }
  for (int x = 0; x < n; x++)
    for (int z = 0; z < n; z++) {
      if (thread_of(T, z) == thread_of(T, x)) continue;
      for (int y = x + 1; y < n && thread_of(T, y) == thread_of(T, x); y++)
        smtZ_assert(S, smtZ_b_not(S, smtZ_b_and2(S, m[(size_t)x * N + (size_t)z], m[(size_t)y * N + (size_t)z])));
      for (int y = 0; y < n; y++)
        if (thread_of(T, y) != thread_of(T, x) && thread_of(T, y) != thread_of(T, z))
          smtZ_assert(S, smtZ_b_implies(S, smtZ_b_and2(S, m[(size_t)x * N + (size_t)y], m[(size_t)y * N + (size_t)z]),
                                      m[(size_t)x * N + (size_t)z]));
    }
}

/* Anchors maximal: the classes (columns, i.e. the transitive closure, as
 * cv_relation_columns) of the uncontrolled relation c at the anchor's
 * block. */
static void maximal_anchors(stok *T, int c, const smtZ_b *unc, smtZ_b *m) {
  smtZ_ctx *S = T->S;
  int n = T->n, ub = cv_program_inst(T->p, T->ctl[c])->block;
  size_t N = (size_t)n;
  for (int a = 0; a < n; a++)
    for (int b = 0; b < n; b++)
      m[(size_t)a * N + (size_t)b] = a == b ? smtZ_b_const(false)
                                            : smtZ_b_and2(S, unc[(size_t)a * N + (size_t)b], AT(T, a, ub));
  for (int w = 0; w < n; w++) /* Warshall */
    for (int a = 0; a < n; a++) {
      smtZ_b aw = m[(size_t)a * N + (size_t)w];
      if (a == w || aw.k == SMTZ_B_FALSE) continue;
      for (int b = 0; b < n; b++)
        if (b != w && b != a)
          m[(size_t)a * N + (size_t)b] =
              smtZ_b_or2(S, m[(size_t)a * N + (size_t)b], smtZ_b_and2(S, aw, m[(size_t)w * N + (size_t)b]));
    }
  for (int a = 0; a < n; a++)
    for (int b = 0; b < n; b++)
      if (thread_of(T, a) == thread_of(T, b)) m[(size_t)a * N + (size_t)b] = smtZ_b_const(false);
}

/* [CO] "Controlled Maximal Convergence", item 2.1, for the pair of steps
 * (a, b): they execute one block X, and for every token definition whose
 * convergence region contains X, the last instances of the definition in
 * both threads (up to a and b) are converged. */
static smtZ_b region_condition(stok *T, smtZ_b **conv, int a, int b) {
  smtZ_ctx *S = T->S;
  size_t N = (size_t)T->n;
  size_t outer = CC_SIZE(T->scratch);
  for (int X = 0; X < T->nb; X++) {
    smtZ_b both = smtZ_b_and2(S, AT(T, a, X), AT(T, b, X));
    if (both.k == SMTZ_B_FALSE) continue;
    size_t mark = CC_SIZE(T->scratch);
    CC_PUSH(T->scratch, both);
    for (int j = 0; j < T->nregion[X]; j++) {
      int def = T->region[X][j], db = cv_program_inst(T->p, def)->block;
      const smtZ_b *dc = conv[T->ctl_of[def]];
      size_t m2 = CC_SIZE(T->scratch);
      for (int a2 = thread_of(T, a) * T->L; a2 <= a; a2++) {
        smtZ_b ta = last_at(T, db, a, a2, true);
        if (ta.k == SMTZ_B_FALSE) continue;
        for (int b2 = thread_of(T, b) * T->L; b2 <= b; b2++) {
          /* last_at uses the scratch stack: its term first, then the push */
          smtZ_b tb = last_at(T, db, b, b2, true);
          smtZ_b t = smtZ_b_and2(S, smtZ_b_and2(S, ta, tb), dc[(size_t)a2 * N + (size_t)b2]);
          CC_PUSH(T->scratch, t);
        }
      }
      smtZ_b some = or_from(T, m2);
      CC_PUSH(T->scratch, some);
    }
    smtZ_b all = and_from(T, mark);
    CC_PUSH(T->scratch, all);
  }
  return or_from(T, outer);
}

/* One hierarchy's controlled relation of the blocks into R (n*n) under the
 * classes conv; returns "the behaviour is consistent" (ok: the classes'
 * own condition).  false (e->timed_out) when the time limit came first. */
static bool controlled_relation(stok *T, const cv_hierarchy *h, cv_cb_reading reading, int hi,
                                smtZ_b **conv, smtZ_b ok, smtZ_b *R, smtZ_b *cons) {
  smtZ_ctx *S = T->S;
  int n = T->n;
  size_t N = (size_t)n;
  smtZ_b *given = cc_malloc(N * N * sizeof *given + 1), *allow = cc_malloc(N * N * sizeof *allow + 1);
  for (int a = 0; a < n; a++)
    for (int b = 0; b < n; b++) {
      size_t i = (size_t)a * N + (size_t)b;
      given[i] = allow[i] = smtZ_b_const(false);
      if (thread_of(T, a) == thread_of(T, b)) continue;
      size_t mark = CC_SIZE(T->scratch);
      for (int c = 0; c < T->nctl; c++) CC_PUSH(T->scratch, conv[c][i]);
      given[i] = or_from(T, mark);
      allow[i] = b < a ? allow[(size_t)b * N + (size_t)a] : region_condition(T, conv, a, b);
    }
  char tag[32];
  snprintf(tag, sizeof tag, "ch%d", hi + 1);
  smtS_rel r;
  smtS_rel_init(T->e, T->k, h, reading, tag, &r);
  r.in.given = given;
  r.in.allow = allow;
  bool done = smtS_lfp(T->e, &r, R);
  if (done) {
    /* consistent: transitive ([CU] "Convergence": an equivalence on the
     * instances of a block) and convergence-before, token pairs included,
     * a strict partial order */
    CC_STACK(smtZ_b) all = {0};
    CC_PUSH(all, ok);
    for (int a = 0; a < n; a++)
      for (int b = 0; b < n; b++) {
        smtZ_b ab = R[(size_t)a * N + (size_t)b];
        if (ab.k == SMTZ_B_FALSE) continue;
        for (int c = 0; c < n; c++)
          if (c != a && thread_of(T, c) != thread_of(T, b))
            CC_PUSH(all, smtZ_b_implies(S, smtZ_b_and2(S, ab, R[(size_t)b * N + (size_t)c]),
                                       R[(size_t)a * N + (size_t)c]));
      }
    smtZ_b *P = cc_malloc(N * N * sizeof *P + 1), *cb = cc_malloc(N * N * sizeof *cb + 1);
    for (size_t i = 0; i < N * N; i++) P[i] = smtZ_b_or2(S, R[i], given[i]);
    smtE_cb(S, &r.in, P, cb);
    for (int a = 0; a < n; a++) CC_PUSH(all, smtZ_b_not(S, cb[(size_t)a * N + (size_t)a]));
    *cons = smtZ_b_and(S, all.begin, (int)CC_SIZE(all));
    CC_RELEASE(all);
    free(P);
    free(cb);
  }
  smtS_rel_free(&r);
  free(given);
  free(allow);
  return done;
}

/* ---- the controlled relation, shared with smt_values ---------------------------- */

bool smtT_build(smtS_sym *e, const cv_hierarchies *hs, const cv_readings *rd, smtT_ctl *out) {
  cv_anchor_mode anchors = rd->anchors;
  const cv_program *p = e->p;
  smtZ_ctx *S = e->S;
  int nb = cv_program_nblocks(p), nh = (int)CC_SIZE(*hs), ni = cv_program_ninsts(p);
  memset(out, 0, sizeof *out);
  stok *T = cc_calloc(1, sizeof *T);
  *T = (stok){e, S, p, e->k, e->L, e->n, nb, 0, NULL, NULL, NULL, NULL, {0}};
  out->priv = T;
  out->nh = nh;
  size_t N = (size_t)e->n;
  /* controlled instructions, definitions before their users (as
   * model/tokens.c orders them) */
  T->ctl = cc_malloc(((size_t)ni + 1) * sizeof *T->ctl);
  T->ctl_of = cc_malloc(((size_t)ni + 1) * sizeof *T->ctl_of);
  for (int i = 0; i < ni; i++) T->ctl_of[i] = -1;
  for (bool progress = true; progress;) {
    progress = false;
    for (int i = 0; i < ni; i++) {
      const cv_inst *I = cv_program_inst(p, i);
      if (T->ctl_of[i] >= 0 || !cv_inst_controlled(I)) continue;
      if (I->token_use >= 0 && T->ctl_of[I->token_use] < 0) continue;
      T->ctl_of[i] = T->nctl;
      T->ctl[T->nctl++] = i;
      progress = true;
    }
  }
  out->nctl = T->nctl;
  out->ctl = T->ctl;
  out->ctl_of = T->ctl_of;
  T->nregion = cc_calloc((size_t)nb + 1, sizeof *T->nregion);
  T->region = cc_calloc((size_t)nb + 1, sizeof *T->region);
  bool has_anchor = false;
  for (int b = 0; b < nb; b++) {
    T->region[b] = cc_malloc(((size_t)T->nctl + 1) * sizeof **T->region);
    for (int c = 0; c < T->nctl; c++) {
      int d = T->ctl[c];
      if (cv_program_inst(p, d)->token_def == CV_TOKEN_ANCHOR) has_anchor = true;
      if (cv_program_inst(p, d)->token_def != CV_TOKEN_NONE && cv_token_region_contains_block(p, d, b))
        T->region[b][T->nregion[b]++] = d;
    }
  }
  /* the classes: one copy shared by every hierarchy, or one per hierarchy
   * when maximal anchors follow each hierarchy's uncontrolled relation */
  int ncopies = anchors == CV_ANCHOR_MAXIMAL && has_anchor ? nh : 1;
  out->ncopies = ncopies;
  /* e->c: the uncontrolled relations, which maximal anchors follow */
  if (anchors == CV_ANCHOR_MAXIMAL && has_anchor && !e->c) smtS_relations(e, hs, rd->cb);
  out->conv = cc_calloc((size_t)ncopies + 1, sizeof *out->conv);
  smtZ_b *ok = cc_calloc((size_t)ncopies + 1, sizeof *ok);
  smtZ_b **anch = cc_calloc((size_t)T->nctl + 1, sizeof *anch);
  for (int c = 0; c < T->nctl; c++) anch[c] = cc_malloc(N * N * sizeof **anch + 1);
  for (int cp = 0; cp < ncopies && !e->timed_out && !S->err.set; cp++) {
    out->conv[cp] = cc_calloc((size_t)T->nctl + 1, sizeof **out->conv);
    for (int c = 0; c < T->nctl; c++) {
      out->conv[cp][c] = cc_malloc(N * N * sizeof ***out->conv + 1);
      if (cv_program_inst(p, T->ctl[c])->token_def != CV_TOKEN_ANCHOR) continue;
      if (anchors == CV_ANCHOR_FREE) free_anchors(T, c, anch[c]);
      else maximal_anchors(T, c, e->c[cp], anch[c]);
    }
    derive(T, anch, out->conv[cp], &ok[cp]);
  }
  out->R = cc_calloc((size_t)nh + 1, sizeof *out->R);
  out->cons = cc_calloc((size_t)nh + 1, sizeof *out->cons);
  bool done = !e->timed_out && !S->err.set;
  for (int h = 0; h < nh && done; h++) {
    int cp = ncopies > 1 ? h : 0;
    out->R[h] = cc_malloc(N * N * sizeof **out->R + 1);
    done = controlled_relation(T, CC_AT(*hs, h), rd->cb, h, out->conv[cp], ok[cp], out->R[h],
                               &out->cons[h]) &&
           !S->err.set;
  }
  free(ok);
  for (int c = 0; c < T->nctl; c++) free(anch[c]);
  free(anch);
  return done && !e->timed_out;
}

const smtZ_b *smtT_classes(const smtT_ctl *c, int h, int inst) {
  if (inst < 0 || !c->ctl_of || c->ctl_of[inst] < 0) return NULL;
  int cp = c->ncopies > 1 ? h : 0;
  return c->conv[cp] ? c->conv[cp][c->ctl_of[inst]] : NULL;
}

void smtT_free(smtT_ctl *c) {
  stok *T = c->priv;
  for (int h = 0; c->R && h < c->nh; h++) free(c->R[h]);
  free(c->R);
  free(c->cons);
  for (int cp = 0; c->conv && cp < c->ncopies; cp++) {
    for (int i = 0; c->conv[cp] && i < c->nctl; i++) free(c->conv[cp][i]);
    free(c->conv[cp]);
  }
  free(c->conv);
  if (T) {
    for (int b = 0; b < T->nb; b++) free(T->region[b]);
    CC_FREE_ALL(T->region, T->nregion, T->ctl, T->ctl_of);
    CC_RELEASE(T->scratch);
    free(T);
  }
  memset(c, 0, sizeof *c);
}
