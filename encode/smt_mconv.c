/* encode/smt_mconv.c — m-convergence over symbolic traces (docs/design.md §6,
 * [CU] "m-converged static instances"), for .cfg programs: the
 * uncontrolled relation (smt_mconv) and, for programs with convergence
 * tokens, the controlled one (smt_mconv_tokens, [CO] "Controlled Maximal
 * Convergence"; the relation is built by encode/smt_sym_tokens.c).
 * Programs whose branches follow values (.ll) are handed to
 * smt_values_mconv (encode/smt_values.c).
 *
 * Query, per block X: are there traces and two instances of X whose
 * convergence differs between two hierarchies (controlled: two
 * hierarchies whose behaviour is consistent, under one choice of the
 * anchors when they are free)?  The threads are interchangeable, so the
 * two instances can be taken in threads 1 and 2 (and thread 1's trace
 * taken lexicographically at most thread 2's, smtS_symmetry).
 * Unsatisfiable: X is m-converged within the bounds.  The questions are
 * asked by the query driver (encode/smt_query.c), one per block; a model
 * that shows other blocks differing decides them too. */
#include "encode/smt_int.h"

#include <stdio.h>
#include <stdlib.h>

void smt_mconv_result_free(smt_mconv_result *r) {
  if (!r) return;
  for (int b = 0; b < r->nblocks && r->blocks; b++)
    if (r->blocks[b].w.set) cv_tuple_free(&r->blocks[b].w.t);
  free(r->blocks);
  r->blocks = NULL;
}

/* One call's question: the relations R (per hierarchy, n*n) over the
 * traces of e, and (controlled) whether each hierarchy's behaviour is
 * consistent (cons; NULL: every hierarchy counts). */
typedef struct mc {
  smtS_sym *e;
  smtZ_b **R;
  const smtZ_b *cons;
  smt_mconv_result *out;
} mc;

/* Some instance pair of X (threads 1 and 2) converged differently in two
 * hierarchies: uncontrolled, hierarchy 1 and another; controlled, any two
 * that are both consistent. */
static smtZ_b differs(void *ctx, int X) {
  mc *c = ctx;
  smtS_sym *e = c->e;
  smtZ_ctx *S = e->S;
  int L = e->L, nh = e->nh;
  size_t N = (size_t)e->n;
  smtZ_b *any = cc_malloc((size_t)L * (size_t)L * sizeof *any + 1);
  smtZ_b *hs = cc_malloc(((size_t)nh * (size_t)nh + 1) * sizeof *hs);
  int m = 0;
  for (int s = 0; s < L; s++)
    for (int q = 0; q < L; q++) {
      if (!e->poss[s * e->nb + X] || !e->poss[q * e->nb + X]) continue;
      size_t a = (size_t)s, b = (size_t)L + (size_t)q;
      int nd = 0;
      for (int h1 = 0; h1 < nh; h1++)
        for (int h2 = h1 + 1; h2 < nh && (c->cons || h1 == 0); h2++) {
          smtZ_b x = smtZ_b_xor(S, c->R[h1][a * N + b], c->R[h2][a * N + b]);
          if (c->cons) x = smtZ_b_and2(S, smtZ_b_and2(S, c->cons[h1], c->cons[h2]), x);
          hs[nd++] = x;
        }
      any[m++] = smtZ_b_and2(S, smtZ_b_and2(S, smtS_at(e, 0, s, X), smtS_at(e, 1, q, X)),
                             smtZ_b_or(S, hs, nd));
    }
  smtZ_b d = smtZ_b_or(S, any, m);
  free(any);
  free(hs);
  return d;
}

/* Every block whose instances (threads 1 and 2) converge differently in
 * the model in two hierarchies that count gets its witness: the first
 * such pair of hierarchies. */
static void harvest(void *ctx, Z3_model mdl, const int *todo, int nt) {
  mc *c = ctx;
  smtS_sym *e = c->e;
  smtZ_ctx *S = e->S;
  int L = e->L, nh = e->nh;
  size_t N = (size_t)e->n;
  (void)todo, (void)nt;
  cv_tuple t = {0, NULL};
  smtS_decode(e, mdl, &t);
  bool *ok = cc_calloc((size_t)nh + 1, sizeof *ok);
  for (int h = 0; h < nh; h++) ok[h] = !c->cons || smtZ_b_eval(S, mdl, c->cons[h]);
  for (int s = 0; t.k >= 2 && s < t.thread[0].len; s++)
    for (int q = 0; q < t.thread[1].len; q++) {
      int X = t.thread[0].blocks[s];
      smt_block_result *br = &c->out->blocks[X];
      if (t.thread[1].blocks[q] != X) continue;
      size_t a = (size_t)s, b = (size_t)L + (size_t)q;
      for (int h1 = 0; h1 < nh && br->verdict != SMT_MCONV_FAILS; h1++)
        for (int h2 = h1 + 1; h2 < nh && ok[h1]; h2++) {
          if (!ok[h2]) continue;
          bool c1 = smtZ_b_eval(S, mdl, c->R[h1][a * N + b]);
          bool c2 = smtZ_b_eval(S, mdl, c->R[h2][a * N + b]);
          if (c1 == c2) continue;
          br->verdict = SMT_MCONV_FAILS;
          br->reason[0] = 0;
          smtS_witness(&br->w, &t, h1, h2, s, q, c1, c2);
          break;
        }
    }
  free(ok);
  cv_tuple_free(&t);
}

static smtQ_slot slot(void *ctx, int X) {
  smt_block_result *br = &((mc *)ctx)->out->blocks[X];
  return (smtQ_slot){&br->verdict, br->reason, sizeof br->reason, &br->seconds};
}

static const char *label(void *ctx, int X) {
  return cv_block_name(((mc *)ctx)->e->p, X);
}

/* The question of smt_mconv (controlled false) or smt_mconv_tokens over
 * symbolic traces of a .cfg program, the bounds checked. */
static bool mconv_sym(const cv_program *p, const cv_hierarchies *hs, int k, int L,
                      const cv_readings *rd, bool controlled, unsigned timeout_ms, double t0,
                      smt_mconv_result *out, cc_error *err) {
  int nb = cv_program_nblocks(p), nh = (int)CC_SIZE(*hs);
  out->k = k;
  out->L = L;
  out->nblocks = nb;
  out->nhier = nh;
  out->blocks = cc_calloc((size_t)nb + 1, sizeof *out->blocks);
  /* the controlled relation takes the rounds (smtT_build, smt_set_relation) */
  out->relation = controlled ? SMT_RELATION_ROUNDS : (int)smt_get_relation();
  if (nh == 1) { /* the same relation in every hierarchy, trivially */
    out->proven = true;
    out->seconds = cc_now() - t0;
    return true;
  }
  smtZ_ctx S;
  if (!smtZ_open(&S, cv_program_file(p), err)) {
    smt_mconv_result_free(out);
    return false;
  }
  smtS_sym e;
  smtS_init(&e, &S, p, k, L, nh, timeout_ms, t0);
  smtT_ctl ctl;
  memset(&ctl, 0, sizeof ctl);
  mc c = {&e, NULL, NULL, out};
  if (controlled) {
    smtT_build(&e, hs, rd, &ctl);
    c.R = ctl.R;
    c.cons = ctl.cons;
  } else {
    smtS_relations(&e, hs, rd->cb);
    c.R = e.c;
  }
  out->build_seconds = cc_now() - t0;
  smtQ_loop q = {.S = &S, .t0 = t0, .timeout_ms = timeout_ms, .built_late = e.timed_out,
                 .n = nb, .name = controlled ? "ctlquery_" : "query_",
                 .bug = controlled ? "Z3's model shows no difference (a bug in the SMT "
                                     "encoding of tokens) for block"
                                   : "Z3's model shows no difference (a bug in the SMT "
                                     "encoding) for block",
                 .ctx = &c, .slot = slot, .differs = differs, .label = label,
                 .harvest = harvest};
  if (!S.err.set) smtQ_run(&q);
  out->nvars = (int)S.nvars;
  out->levels = e.levels;
  smtT_free(&ctl);
  smtS_free(&e);
  if (!smtZ_finish(&S, t0, &out->seconds, err)) {
    smt_mconv_result_free(out);
    return false;
  }
  return true;
}

/* Programs this encoding takes: branches uniform or divergent (.cfg).  A
 * branch that follows a value (.ll) needs the values of encode/smt_values.c,
 * which builds the same controlled relation (smtT_build) over its own
 * traces: such programs are handed to it. */
static bool branches_follow_values(const cv_program *p) {
  for (int b = 0; b < cv_program_nblocks(p); b++) {
    int ns;
    const int *succ = cv_block_succs(p, b, &ns);
    bool differ = false;
    for (int j = 1; j < ns; j++) differ |= succ[j] != succ[0];
    if (differ && cv_block_branch(p, b) == CV_BRANCH_VALUE) return true;
  }
  return false;
}

/* Both m-convergence engines: the checks, and the programs handed to
 * smt_values_mconv (branches following values). */
static bool mconv_entry(const cv_program *p, const cv_hierarchies *hs, int k, int L,
                        const cv_readings *rd, bool controlled, unsigned timeout_ms,
                        smt_mconv_result *out, cc_error *err) {
  double t0 = cc_now();
  memset(out, 0, sizeof *out);
  if (!smtS_check_bounds(p, hs, k, L, rd, err)) return false;
  if (controlled) {
    if (!cv_tokens_check(p, err)) return false;
    if (branches_follow_values(p))
      return smt_values_mconv(p, hs, k, L, rd, true, timeout_ms, out, err);
  } else {
    if (cv_program_has_tokens(p)) {
      cc_error_set(err, cv_program_file(p), cv_program_line(p), 0,
                   "the SMT engine takes convergence tokens only for the controlled "
                   "relation (mconv --controlled, encode/smt_sym_tokens.c): '%s' has them "
                   "(use --controlled, or --engine explicit)",
                   cv_program_name(p));
      return false;
    }
    if (cv_program_ninsts(p) > 0) /* values decide branches: encode/smt_values.c */
      return smt_values_mconv(p, hs, k, L, rd, false, timeout_ms, out, err);
  }
  return mconv_sym(p, hs, k, L, rd, controlled, timeout_ms, t0, out, err);
}

bool smt_mconv(const cv_program *p, const cv_hierarchies *hs, int k, int L,
               const cv_readings *rd, unsigned timeout_ms,
               smt_mconv_result *out, cc_error *err) {
  return mconv_entry(p, hs, k, L, rd, false, timeout_ms, out, err);
}

bool smt_mconv_tokens(const cv_program *p, const cv_hierarchies *hs, int k, int L,
                      const cv_readings *rd, unsigned timeout_ms,
                      smt_mconv_result *out, cc_error *err) {
  return mconv_entry(p, hs, k, L, rd, true, timeout_ms, out, err);
}
