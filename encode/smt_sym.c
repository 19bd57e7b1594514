/* encode/smt_sym.c — symbolic traces (prefix smtS_): k traces of at most
 * L blocks as Boolean variables, and the least fixed point of each
 * hierarchy over them (docs/design.md §6, [CU] "m-converged static
 * instances").  The engines over symbolic traces (encode/smt_mconv.c,
 * smt_values.c, smt_readings.c) and the token relation
 * (encode/smt_sym_tokens.c) build on it.
 *
 * Traces: for thread i and step s < L, act(i,s) (the step is executed) and
 * one-hot at(i,s,b) (it executes block b).  Step 0 executes the entry; an
 * executed step is preceded by executed steps; a step's successor follows
 * an edge; a trace stops early only at a block without successors (else it
 * is cut at L).  Branches ([CU] via docs/design.md §5 for .cfg): a uniform branch
 * takes the same successor in every thread for the same visit count of its
 * block (visit counts in unary: vis(i,s,b,m) = "before step s, thread i
 * executed b exactly m times"); a divergent one is free.
 *
 * Relations: one copy of the relation encoding (encode/smt_enc.c) per
 * hierarchy, over the same trace variables: instances of one block are the
 * pairs of steps at the same block, header instances the steps at a header
 * of a cycle containing the later step's block. */
#include "encode/smt_int.h"

#include <stdio.h>
#include <stdlib.h>

smtZ_b smtS_at(const smtS_sym *e, int i, int s, int b) {
  return e->at[((size_t)i * (size_t)e->L + (size_t)s) * (size_t)e->nb + (size_t)b];
}

/* ---- traces --------------------------------------------------------------------- */

void smtS_traces(smtS_sym *e) {
  smtZ_ctx *S = e->S;
  const cv_program *p = e->p;
  int k = e->k, L = e->L, nb = e->nb;
  char name[64];
  /* blocks reachable at exactly step s */
  e->poss = cc_calloc((size_t)L * (size_t)nb + 1, sizeof *e->poss);
  e->poss[cv_program_entry(p)] = true;
  for (int s = 0; s + 1 < L; s++)
    for (int b = 0; b < nb; b++)
      if (e->poss[s * nb + b]) {
        int ns;
        const int *succ = cv_block_succs(p, b, &ns);
        for (int j = 0; j < ns; j++) e->poss[(s + 1) * nb + succ[j]] = true;
      }
  e->act = cc_malloc((size_t)k * (size_t)L * sizeof *e->act + 1);
  e->at = cc_malloc((size_t)k * (size_t)L * (size_t)nb * sizeof *e->at + 1);
  smtZ_b *tmp = cc_malloc(((size_t)nb + 1) * sizeof *tmp);
  for (int i = 0; i < k; i++)
    for (int s = 0; s < L; s++) {
      smtZ_b *row = &e->at[((size_t)i * (size_t)L + (size_t)s) * (size_t)nb];
      for (int b = 0; b < nb; b++) {
        if (!e->poss[s * nb + b]) row[b] = smtZ_b_const(false);
        else if (s == 0) row[b] = smtZ_b_const(true);
        else {
          snprintf(name, sizeof name, "at_%d_%d_%s", i, s, cv_block_name(p, b));
          row[b] = smtZ_b_var(S, name);
        }
      }
      /* executed iff at some block, and at one block at most: over the
       * blocks a trace can reach at step s only (the others are false;
       * the pairs over every block were quadratic in the function's size:
       * 10^10 terms on a chain of 100,000 blocks, tests/cli/hostile.sh) */
      int m = 0;
      for (int b = 0; b < nb; b++)
        if (e->poss[s * nb + b]) tmp[m++] = row[b];
      e->act[i * L + s] = smtZ_b_or(S, tmp, m);
      for (int x = 0; x < m; x++)
        for (int y = x + 1; y < m; y++)
          smtZ_assert(S, smtZ_b_not(S, smtZ_b_and2(S, tmp[x], tmp[y])));
    }
  for (int i = 0; i < k; i++)
    for (int s = 0; s + 1 < L; s++) {
      smtZ_b next = e->act[i * L + s + 1];
      smtZ_assert(S, smtZ_b_implies(S, next, e->act[i * L + s]));
      for (int b = 0; b < nb; b++) {
        if (!e->poss[s * nb + b]) continue;
        int ns;
        const int *succ = cv_block_succs(p, b, &ns);
        /* an exit ends the trace; any other block continues along an edge
         * (so a trace ends early only at an exit) */
        int m = 0;
        for (int j = 0; j < ns; j++) tmp[m++] = smtS_at(e, i, s + 1, succ[j]);
        smtZ_assert(S, smtZ_b_implies(S, smtS_at(e, i, s, b),
                                    ns ? smtZ_b_or(S, tmp, m) : smtZ_b_not(S, next)));
      }
    }
  free(tmp);
}

/* Threads are interchangeable: thread 1's trace is lexicographically at
 * most thread 2's (steps compared as "not executed" < the blocks in
 * order).  Every query asks about a pair in threads 1 and 2 and is
 * symmetric in them, so this loses no witness. */
void smtS_symmetry(smtS_sym *e) {
  smtZ_ctx *S = e->S;
  int L = e->L, nb = e->nb;
  smtZ_b prefix = smtZ_b_const(true); /* steps before s are equal */
  smtZ_b *tmp = cc_malloc(((size_t)nb + 2) * sizeof *tmp);
  smtZ_b *tmp2 = cc_malloc(((size_t)nb + 2) * sizeof *tmp2);
  int *reach = cc_malloc(((size_t)nb + 1) * sizeof *reach);
  for (int s = 0; s < L && prefix.k != SMTZ_B_FALSE; s++) {
    smtZ_b a0 = e->act[s], a1 = e->act[L + s];
    /* only the blocks a trace can reach at step s (the others are false
     * in both threads): the pairs over every block were quadratic in the
     * function's size */
    int np = 0;
    for (int b = 0; b < nb; b++)
      if (e->poss[s * nb + b]) reach[np++] = b;
    int m = 0;
    for (int x = 0; x < np; x++) {
      int m2 = 0;
      for (int y = x; y < np; y++) tmp2[m2++] = smtS_at(e, 1, s, reach[y]);
      tmp[m++] = smtZ_b_and2(S, smtS_at(e, 0, s, reach[x]), smtZ_b_or(S, tmp2, m2));
    }
    tmp[m++] = smtZ_b_not(S, a0);
    smtZ_assert(S, smtZ_b_implies(S, prefix, smtZ_b_or(S, tmp, m)));
    m = 0;
    for (int x = 0; x < np; x++)
      tmp[m++] = smtZ_b_and2(S, smtS_at(e, 0, s, reach[x]), smtS_at(e, 1, s, reach[x]));
    tmp[m++] = smtZ_b_and2(S, smtZ_b_not(S, a0), smtZ_b_not(S, a1));
    prefix = smtZ_b_and2(S, prefix, smtZ_b_or(S, tmp, m));
  }
  free(tmp);
  free(tmp2);
  free(reach);
}

/* Uniform branches: equal visit counts of the block take equal successors
 * in every two threads (within one thread the counts differ). */
void smtS_uniform(smtS_sym *e) {
  smtZ_ctx *S = e->S;
  const cv_program *p = e->p;
  int k = e->k, L = e->L, nb = e->nb;
  /* vis[(i*L+s)*L+m] for the block at hand */
  smtZ_b *vis = cc_malloc((size_t)k * (size_t)L * (size_t)L * sizeof *vis + 1);
  smtZ_b *tmp = cc_malloc(((size_t)L + 1) * sizeof *tmp);
  for (int b = 0; b < nb && !smtZ_expired(S); b++) { /* the limit: per branch */
    int ns;
    const int *succ = cv_block_succs(p, b, &ns);
    if (cv_block_branch(p, b) != CV_BRANCH_UNIFORM || ns < 2) continue;
    bool any = false;
    for (int s = 0; s + 1 < L; s++) any |= e->poss[s * nb + b];
    if (!any) continue;
    for (int i = 0; i < k; i++) {
      smtZ_b *v = &vis[(size_t)i * (size_t)L * (size_t)L];
      for (int m = 0; m < L; m++) v[m] = smtZ_b_const(m == 0);
      for (int s = 0; s + 1 < L; s++) {
        smtZ_b here = smtS_at(e, i, s, b);
        for (int m = 0; m < L; m++) {
          smtZ_b stay = smtZ_b_and2(S, v[s * L + m], smtZ_b_not(S, here));
          smtZ_b inc = m > 0 ? smtZ_b_and2(S, v[s * L + m - 1], here) : smtZ_b_const(false);
          v[(s + 1) * L + m] = smtZ_b_or2(S, stay, inc);
        }
      }
    }
    for (int i = 0; i < k; i++)
      for (int j = i + 1; j < k; j++)
        for (int s = 0; s + 1 < L && !smtZ_expired(S); s++) {
          if (!e->poss[s * nb + b]) continue;
          for (int q = 0; q + 1 < L; q++) {
            if (!e->poss[q * nb + b]) continue;
            int nm = 0;
            for (int m = 0; m <= s && m <= q; m++)
              tmp[nm++] = smtZ_b_and2(S, vis[((size_t)i * L + s) * L + m], vis[((size_t)j * L + q) * L + m]);
            smtZ_b cond = smtZ_b_and2(S, smtZ_b_and2(S, smtS_at(e, i, s, b), smtS_at(e, j, q, b)),
                                    smtZ_b_or(S, tmp, nm));
            for (int x = 0; x < ns; x++)
              smtZ_assert(S, smtZ_b_implies(S, cond, smtZ_b_iff(S, smtS_at(e, i, s + 1, succ[x]),
                                                                smtS_at(e, j, q + 1, succ[x]))));
          }
        }
  }
  free(vis);
  free(tmp);
}

/* ---- relations ------------------------------------------------------------------ */

bool smtS_out_of_time(const smtS_sym *e) { return smtZ_expired(e->S); }

void smtS_rel_free(smtS_rel *r) {
  CC_FREE_ALL(r->off, r->thread_of, r->same, r->relevant);
  memset(r, 0, sizeof *r);
}

void smtS_rel_init(smtS_sym *e, int kk, const cv_hierarchy *h, cv_cb_reading reading,
                      const char *tag, smtS_rel *r) {
  smtZ_ctx *S = e->S;
  int L = e->L, nb = e->nb, n = kk * L;
  size_t N = (size_t)n;
  memset(r, 0, sizeof *r);
  r->off = cc_malloc(((size_t)kk + 1) * sizeof *r->off);
  r->thread_of = cc_malloc(N * sizeof *r->thread_of + 1);
  for (int i = 0; i <= kk; i++) r->off[i] = i * L;
  for (int a = 0; a < n; a++) r->thread_of[a] = a / L;
  smtZ_b *same = r->same = cc_malloc(N * N * sizeof *same + 1);
  smtZ_b *relevant = r->relevant = cc_malloc(N * N * sizeof *relevant + 1);
  smtZ_b *tmp = cc_malloc(((size_t)nb + 1) * sizeof *tmp);
  smtZ_b *tmp2 = cc_malloc(((size_t)nb + 1) * sizeof *tmp2);
  const int *thread_of = r->thread_of;
  for (size_t i = 0; i < N * N; i++) same[i] = relevant[i] = smtZ_b_const(false);
  /* the time limit, checked per row: past it, the rows left are false
   * (smtS_lfp then builds nothing, and no query is asked) */
  for (int a = 0; a < n && !smtZ_expired(S); a++)
    for (int b = 0; b < n; b++) {
      if (thread_of[a] == thread_of[b]) continue;
      for (int x = 0; x < nb; x++)
        tmp[x] = smtZ_b_and2(S, smtS_at(e, a / L, a % L, x), smtS_at(e, b / L, b % L, x));
      same[a * N + b] = smtZ_b_or(S, tmp, nb);
    }
  for (int a = 0; a < n && !smtZ_expired(S); a++)
    for (int b = 0; b < n; b++) {
      if (thread_of[a] != thread_of[b] || a >= b) continue;
      int i = thread_of[a], s1 = a % L, s2 = b % L;
      /* a is at a header H and b at a block X, H heading a cycle of X */
      int m = 0;
      for (int X = 0; X < nb; X++) {
        const int *heads;
        int nhd = cv_hierarchy_headers_of(h, X, &heads);
        if (!nhd || !e->poss[s2 * nb + X]) continue;
        for (int j = 0; j < nhd; j++) tmp2[j] = smtS_at(e, i, s1, heads[j]);
        tmp[m++] = smtZ_b_and2(S, smtS_at(e, i, s2, X), smtZ_b_or(S, tmp2, nhd));
      }
      relevant[a * N + b] = smtZ_b_or(S, tmp, m);
    }
  free(tmp);
  free(tmp2);
  r->in = (smtE_spec){kk, n, r->off, r->thread_of, same, relevant, reading, 0, tag, NULL, NULL};
}

/* The least fixed points of the m relations rs by Kleene iteration
 * (smtE_kleene_step): one convergence-before closure per round, no
 * variables of their own.  Each relation gets rounds until Z3 proves that
 * one more changes nothing for any traces within the bounds, or until 1 +
 * the number of its pairs whose condition is not vacuous (always enough:
 * each round before the fixed point adds such a pair).  The proof is one
 * question for all relations still open ("one more round changes one of
 * them"), asked after 2 rounds; a model names the relations that need
 * more, and only those get twice as many before the next question (most
 * relations of the LLVM tests settle in 2 to 8 rounds; their number grows
 * with L, as the chains of loop iterations whose pairs justify each other
 * do).  With too few rounds a query could miss a witness or report a false
 * one; the proof is over the trace constraints asserted before, which
 * later questions only restrict.  The time limit is checked in every
 * round and before every question. */
static bool lfp_many(smtS_sym *e, smtS_rel *rs, int m, smtZ_b **c) {
  smtZ_ctx *S = e->S;
  size_t M = (size_t)m + 1;
  smtE_kleene **K = cc_calloc(M, sizeof *K);
  const smtZ_b **res = cc_calloc(M, sizeof *res);
  smtZ_b *more = cc_calloc(M, sizeof *more), *any = cc_calloc(M, sizeof *any);
  int *Dmax = cc_calloc(M, sizeof *Dmax), *target = cc_calloc(M, sizeof *target);
  int *open = cc_calloc(M, sizeof *open);
  for (int i = 0; i < m; i++) {
    K[i] = smtE_kleene_new(&rs[i].in);
    Dmax[i] = smtE_free_pairs(&rs[i].in) + 1;
    target[i] = 2;
  }
  bool ok = true;
  for (int question = 0; ok && !S->err.set; question++) {
    int nopen = 0;
    for (int i = 0; i < m && ok && !S->err.set; i++) {
      /* up to P_target and P_(target+1), unless the fixed point comes first */
      while (!res[i] && smtE_kleene_rounds(K[i]) - 1 < target[i]) {
        if (smtZ_expired(S)) break;
        more[i] = smtE_kleene_step(S, K[i]);
        if (smtZ_expired(S)) break; /* the round may be half built */
        int D = smtE_kleene_rounds(K[i]) - 1; /* prev = P_D, cur = P_(D+1) */
        if (more[i].k == SMTZ_B_FALSE) res[i] = smtE_kleene_prev(K[i]);
        else if (D + 1 >= Dmax[i]) res[i] = smtE_kleene_cur(K[i]);
      }
      if (smtZ_expired(S)) ok = false;
      else if (!res[i]) open[nopen++] = i;
    }
    if (!ok || !nopen || S->err.set) break;
    for (int j = 0; j < nopen; j++) any[j] = more[open[j]];
    bool over;
    unsigned left = smtZ_time_left(e->t0, e->timeout_ms, &over);
    if (over) {
      ok = false;
      break;
    }
    char name[64];
    snprintf(name, sizeof name, "rounds_%s_%d", rs[0].in.tag ? rs[0].in.tag : "", question);
    smtZ_timeout(S, left);
    smtZ_b g = smtZ_b_var(S, name); /* asked under g only (smt_int.h: no pop) */
    smtZ_assert(S, smtZ_b_implies(S, g, smtZ_b_or(S, any, nopen)));
    Z3_ast ga = smtZ_b_ast(S, g);
    Z3_lbool r = smtZ_check(S, 1, &ga, NULL, 0);
    if (r == Z3_L_FALSE) { /* enough for every open relation */
      for (int j = 0; j < nopen; j++) res[open[j]] = smtE_kleene_prev(K[open[j]]);
    } else if (r == Z3_L_UNDEF) {
      if (smtZ_expired(S)) ok = false;
      else /* Z3 cannot tell: the rounds that are always enough */
        for (int j = 0; j < nopen; j++) target[open[j]] = Dmax[open[j]];
    } else {
      Z3_model mdl = smtZ_model(S);
      if (!mdl) break;
      for (int j = 0; j < nopen; j++)
        if (smtZ_b_eval(S, mdl, more[open[j]])) target[open[j]] *= 2;
      smtZ_model_free(S, mdl);
    }
  }
  for (int i = 0; i < m; i++) {
    size_t N = (size_t)rs[i].in.n;
    if (ok && res[i]) {
      int D = smtE_kleene_rounds(K[i]) - (res[i] == smtE_kleene_prev(K[i]));
      rs[i].in.levels = D;
      if (D > e->levels) e->levels = D;
      memcpy(c[i], res[i], N * N * sizeof *c[i]);
    } else {
      for (size_t x = 0; x < N * N; x++) c[i][x] = smtZ_b_const(false);
      if (!S->err.set) ok = false;
    }
    smtE_kleene_free(K[i]);
  }
  CC_FREE_ALL(K, res, more, any, Dmax, target, open);
  if (!ok) e->timed_out = true; /* no time left for the encoding: no verdicts */
  return ok && !S->err.set;
}

bool smtS_lfp(smtS_sym *e, smtS_rel *r, smtZ_b *c) { return lfp_many(e, r, 1, &c); }

/* ---- the least fixed point by the signature theorem ---------------------------- */

static smt_relation_route relation_route = SMT_RELATION_SIGNATURE;
void smt_set_relation(smt_relation_route r) { relation_route = r; }
smt_relation_route smt_get_relation(void) { return relation_route; }
const char *smt_relation_name(int r) { return r == SMT_RELATION_ROUNDS ? "rounds" : "signature"; }

/* The signature circuit, built by smtS_signature. */
typedef struct sig_build {
  smtS_sym *e;
  const cv_hierarchy *h;
  int kk, n, ncyc;
  smtZ_b *cnt;  /* [((ci*kk+i)*L+s)*L+m]: before step s of thread i, cycle
                 * ci's counter is m (one-hot; m <= s)                   */
  smtZ_b *eq;   /* [ci*n*n+a*n+b]: a's and b's counters agree on ci and its
                 * ancestors (memo, a < b)                               */
  bool *done;
  smtZ_b *tmp;
} sig_build;

/* The counter of cycle ci (header H, ancestors' headers A) along thread i:
 * docs/unbounded.md "The signature theorem", V(p) at level depth(ci)-1:
 * the executions of H before p since the last execution of any A.  So
 * executing an A resets it to 0, executing H adds 1, any other step (or a
 * step not executed) keeps it. */
static void sig_counter(sig_build *g, int ci, int i) {
  smtS_sym *e = g->e;
  smtZ_ctx *S = e->S;
  int L = e->L, nb = e->nb;
  const cv_cycle *C = cv_hierarchy_cycle(g->h, ci);
  smtZ_b *v = &g->cnt[((size_t)ci * (size_t)g->kk + (size_t)i) * (size_t)L * (size_t)L];
  for (int m = 0; m < L; m++) v[m] = smtZ_b_const(m == 0);
  for (int s = 0; s + 1 < L; s++) {
    int na = 0;
    for (int pc = C->parent; pc >= 0; pc = cv_hierarchy_cycle(g->h, pc)->parent) {
      int A = cv_hierarchy_cycle(g->h, pc)->header;
      if (e->poss[s * nb + A]) g->tmp[na++] = smtS_at(e, i, s, A);
    }
    smtZ_b reset = smtZ_b_or(S, g->tmp, na);
    smtZ_b inc = e->poss[s * nb + C->header] ? smtS_at(e, i, s, C->header) : smtZ_b_const(false);
    smtZ_b keep = smtZ_b_and2(S, smtZ_b_not(S, reset), smtZ_b_not(S, inc));
    smtZ_b *cur = &v[(size_t)s * (size_t)L], *nxt = &v[(size_t)(s + 1) * (size_t)L];
    nxt[0] = smtZ_b_or2(S, reset, smtZ_b_and2(S, keep, cur[0]));
    for (int m = 1; m < L; m++)
      nxt[m] = m > s + 1 ? smtZ_b_const(false)
                         : smtZ_b_or2(S, smtZ_b_and2(S, inc, cur[m - 1]), smtZ_b_and2(S, keep, cur[m]));
  }
}

/* Instances a < b (different threads) have equal counters on cycle ci and
 * on every cycle containing it: X's counter vector restricted to the
 * levels down to ci (memoized). */
static smtZ_b sig_equal(sig_build *g, int ci, int a, int b) {
  /* the levels from ci up to the first one already computed (or the
   * root), then computed downwards: a loop, not a stack frame per level of
   * nesting (issue 29) */
  size_t nn = (size_t)g->n * (size_t)g->n, ab = (size_t)a * (size_t)g->n + (size_t)b;
  cc_ints up = {0};
  for (int c = ci; c >= 0 && !g->done[(size_t)c * nn + ab]; c = cv_hierarchy_cycle(g->h, c)->parent)
    CC_PUSH(up, c);
  smtS_sym *e = g->e;
  smtZ_ctx *S = e->S;
  int L = e->L, sa = a % L, sb = b % L;
  while (!CC_EMPTY(up)) {
    int c = CC_POP(up), par = cv_hierarchy_cycle(g->h, c)->parent;
    const smtZ_b *va = &g->cnt[(((size_t)c * (size_t)g->kk + (size_t)(a / L)) * (size_t)L + (size_t)sa) * (size_t)L];
    const smtZ_b *vb = &g->cnt[(((size_t)c * (size_t)g->kk + (size_t)(b / L)) * (size_t)L + (size_t)sb) * (size_t)L];
    smtZ_b *t = g->tmp;
    int nt = 0;
    for (int m = 0; m <= sa && m <= sb; m++) t[nt++] = smtZ_b_and2(S, va[m], vb[m]);
    smtZ_b r = smtZ_b_or(S, t, nt);
    if (par >= 0) r = smtZ_b_and2(S, r, g->eq[(size_t)par * nn + ab]);
    g->done[(size_t)c * nn + ab] = true;
    g->eq[(size_t)c * nn + ab] = r;
  }
  CC_RELEASE(up);
  return ci < 0 ? smtZ_b_const(true) : g->eq[(size_t)ci * nn + ab];
}

/* docs/unbounded.md "The signature theorem": for every hierarchy, every k
 * and both readings of convergence-before, the least fixed point relates
 * two instances of X in different threads iff their counter vectors are
 * equal (proved there; checked against the definitions by
 * bench/unbounded_bench threads on every admissible tuple of the 4-block
 * family up to k=4, and here by tests/unit/test_smt_signature.c against
 * the Kleene rounds).  So the reading of convergence-before is not an
 * input: both give this relation. */
bool smtS_signature(smtS_sym *e, int kk, const cv_hierarchy *h, smtZ_b *c) {
  smtZ_ctx *S = e->S;
  int L = e->L, nb = e->nb, n = kk * L;
  size_t N = (size_t)n;
  for (size_t x = 0; x < N * N; x++) c[x] = smtZ_b_const(false);
  sig_build g = {e, h, kk, n, cv_hierarchy_ncycles(h), NULL, NULL, NULL, NULL};
  size_t nc = (size_t)g.ncyc;
  g.cnt = cc_malloc(nc * (size_t)kk * (size_t)L * (size_t)L * sizeof *g.cnt + 1);
  g.eq = cc_malloc(nc * N * N * sizeof *g.eq + 1);
  g.done = cc_calloc(nc * N * N + 1, sizeof *g.done);
  g.tmp = cc_malloc(((size_t)nb + (size_t)L + nc + 1) * sizeof *g.tmp);
  for (int ci = 0; ci < g.ncyc && !smtZ_expired(S); ci++)
    for (int i = 0; i < kk; i++) sig_counter(&g, ci, i);
  smtZ_b *any = cc_malloc(((size_t)nb + 1) * sizeof *any);
  bool ok = !smtZ_expired(S);
  for (int a = 0; a < n && ok; a++) {
    if (smtZ_expired(S)) { /* the limit: per row */
      ok = false;
      break;
    }
    for (int b = (a / L + 1) * L; b < n; b++) {
      int m = 0;
      for (int X = 0; X < nb; X++) {
        if (!e->poss[(a % L) * nb + X] || !e->poss[(b % L) * nb + X]) continue;
        smtZ_b both = smtZ_b_and2(S, smtS_at(e, a / L, a % L, X), smtS_at(e, b / L, b % L, X));
        any[m++] = smtZ_b_and2(S, both, sig_equal(&g, cv_hierarchy_innermost(h, X), a, b));
      }
      c[a * N + b] = c[b * N + a] = smtZ_b_or(S, any, m);
    }
  }
  CC_FREE_ALL(g.cnt, g.eq, g.done, g.tmp, any);
  if (!ok) {
    for (size_t x = 0; x < N * N; x++) c[x] = smtZ_b_const(false);
    e->timed_out = true;
  }
  return ok && !S->err.set;
}

/* The uncontrolled least fixed points.  By default the signature circuit
 * (no rounds, no closure, nothing to prove: docs/unbounded.md's theorem);
 * smt_set_relation(SMT_RELATION_ROUNDS) takes the Kleene rounds below.
 * The controlled relation (smtT_build) and encode/smt_readings.c keep the
 * rounds: the theorem is about the uncontrolled relation of the
 * definition, while they change the definition itself (a token's region
 * condition and given pairs; the readings compared). */
void smtS_relations(smtS_sym *e, const cv_hierarchies *hs, cv_cb_reading reading) {
  size_t N = (size_t)e->n, nh = (size_t)e->nh;
  bool rounds = relation_route == SMT_RELATION_ROUNDS;
  e->c = cc_calloc(nh + 1, sizeof *e->c);
  e->relation = relation_route;
  smtS_rel *rs = cc_calloc(nh + 1, sizeof *rs);
  char (*tag)[24] = cc_calloc(nh + 1, sizeof *tag);
  for (size_t hi = 0; hi < nh; hi++) {
    e->c[hi] = cc_malloc(N * N * sizeof *e->c[hi] + 1);
    if (!rounds) continue;
    snprintf(tag[hi], sizeof tag[hi], "h%zu", hi + 1);
    smtS_rel_init(e, e->k, CC_AT(*hs, hi), reading, tag[hi], &rs[hi]);
  }
  /* One hierarchy after the other: one proof of the rounds for all of them
   * at once (lfp_many with m = nh) was measured no faster (bench/HISTORY.md,
   * "SMT engine vs explicit engine": 0.96 s against 1.54 s of CPU on
   * irreducible-2:cycle_reentrance at k=2 L=8, 2.65 s against 1.46 s on
   * diverged-entry-basic:divergent_cycle_1) */
  for (size_t hi = 0; hi < nh; hi++) {
    bool built = rounds ? lfp_many(e, &rs[hi], 1, &e->c[hi])
                        : smtS_signature(e, e->k, CC_AT(*hs, hi), e->c[hi]);
    if (built) continue;
    for (size_t h2 = hi + 1; h2 < nh; h2++) /* never built: no pairs */
      for (size_t x = 0; x < N * N; x++) e->c[h2][x] = smtZ_b_const(false);
    break;
  }
  for (size_t hi = 0; hi < nh; hi++) smtS_rel_free(&rs[hi]); /* zeroed if unused */
  free(rs);
  free(tag);
}

/* The traces of a model. */
void smtS_decode(smtS_sym *e, Z3_model m, cv_tuple *t) {
  t->k = e->k;
  t->thread = cc_calloc((size_t)e->k, sizeof *t->thread);
  for (int i = 0; i < e->k; i++) {
    cv_trace *tr = &t->thread[i];
    tr->blocks = cc_malloc((size_t)e->L * sizeof *tr->blocks);
    tr->len = 0;
    for (int s = 0; s < e->L; s++) {
      int at = -1;
      for (int b = 0; b < e->nb && at < 0; b++)
        if (smtZ_b_eval(e->S, m, smtS_at(e, i, s, b))) at = b;
      if (at < 0) break;
      tr->blocks[tr->len++] = at;
    }
  }
}

void smtS_setup(smtS_sym *e, smtZ_ctx *S, const cv_program *p, int k, int L, int nh,
                   unsigned timeout_ms, double t0) {
  memset(e, 0, sizeof *e);
  e->S = S;
  e->p = p;
  e->k = k;
  e->L = L;
  e->nb = cv_program_nblocks(p);
  e->n = k * L;
  e->nh = nh;
  e->timeout_ms = timeout_ms;
  e->t0 = t0;
  smtZ_deadline(S, t0, timeout_ms);
}

void smtS_init(smtS_sym *e, smtZ_ctx *S, const cv_program *p, int k, int L, int nh,
                  unsigned timeout_ms, double t0) {
  smtS_setup(e, S, p, k, L, nh, timeout_ms, t0);
  smtS_traces(e);
  smtS_uniform(e);
  smtS_symmetry(e);
}

void smtS_free(smtS_sym *e) {
  for (int h = 0; h < e->nh && e->c; h++) free(e->c[h]); /* NULL if never built */
  free(e->c);
  e->c = NULL;
  free(e->act);
  free(e->at);
  free(e->poss);
  e->act = e->at = NULL;
  e->poss = NULL;
}

/* The bounds every symbolic query takes (docs/design.md §6): k threads 2..4, L
 * block executions 1..64, a known convergence-before reading, at least
 * one hierarchy; the error names the option as the command line spells it. */
bool smtS_check_bounds(const cv_program *p, const cv_hierarchies *hs, int k, int L,
                       const cv_readings *rd, cc_error *err) {
  const char *file = cv_program_file(p);
  if (k < 2 || k > 4) {
    cc_error_set(err, file, 0, 0, "--threads must be 2, 3 or 4 (got %d)", k);
    return false;
  }
  if (L < 1 || L > 64) {
    cc_error_set(err, file, 0, 0, "--bound must be between 1 and 64 block executions (got %d)", L);
    return false;
  }
  if (!cv_readings_check(rd, smt_support, "the SMT engine", NULL, err)) {
    snprintf(err->file, sizeof err->file, "%s", file);
    return false;
  }
  if (!hs || CC_SIZE(*hs) == 0) {
    cc_error_set(err, file, 0, 0, "no cycle hierarchy given");
    return false;
  }
  return true;
}

void smtS_tuple_copy(cv_tuple *dst, const cv_tuple *t) {
  dst->k = t->k;
  dst->thread = cc_calloc((size_t)t->k, sizeof *dst->thread);
  for (int i = 0; i < t->k; i++) {
    dst->thread[i].len = t->thread[i].len;
    dst->thread[i].blocks = cc_malloc(((size_t)t->thread[i].len + 1) * sizeof(int));
    memcpy(dst->thread[i].blocks, t->thread[i].blocks, (size_t)t->thread[i].len * sizeof(int));
  }
}

void smtS_witness(smt_witness *w, const cv_tuple *t, int h1, int h2, int s, int q, bool c1,
                  bool c2) {
  w->set = true;
  smtS_tuple_copy(&w->t, t);
  w->h1 = h1, w->h2 = h2;
  w->t1 = 0, w->p1 = s, w->t2 = 1, w->p2 = q;
  w->conv1 = c1, w->conv2 = c2;
}
