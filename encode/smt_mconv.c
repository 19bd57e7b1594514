/* encode/smt_mconv.c — m-convergence over symbolic traces (docs/design.md §6,
 * [CU] "m-converged static instances"), for .cfg programs.
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
 * of a cycle containing the later step's block.
 *
 * Query, per block X: are there traces and two instances of X whose
 * convergence differs between hierarchy 1 and some other hierarchy?  The
 * threads are interchangeable, so the two instances can be taken in
 * threads 1 and 2 (and thread 1's trace taken lexicographically at most
 * thread 2's).  Unsatisfiable: X is m-converged within the bounds.
 * Each query is a check under one assumption literal (no push/pop: see the
 * reference-counting rule in encode/smt.h); a model that shows other blocks
 * differing decides them too. */
#include "encode/smt_enc.h"

#include <stdio.h>
#include <stdlib.h>

void smt_mconv_result_free(smt_mconv_result *r) {
  if (!r) return;
  for (int b = 0; b < r->nblocks && r->blocks; b++)
    if (r->blocks[b].w.set) cv_tuple_free(&r->blocks[b].w.t);
  free(r->blocks);
  r->blocks = NULL;
}

typedef smt_sym enc;

smt_b smt_sym_at(const smt_sym *e, int i, int s, int b) {
  return e->at[((size_t)i * (size_t)e->L + (size_t)s) * (size_t)e->nb + (size_t)b];
}

/* ---- traces --------------------------------------------------------------------- */

void smt_sym_traces(enc *e) {
  smt_z3 *S = e->S;
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
  smt_b *tmp = cc_malloc(((size_t)nb + 1) * sizeof *tmp);
  for (int i = 0; i < k; i++)
    for (int s = 0; s < L; s++) {
      smt_b *row = &e->at[((size_t)i * (size_t)L + (size_t)s) * (size_t)nb];
      for (int b = 0; b < nb; b++) {
        if (!e->poss[s * nb + b]) row[b] = smt_b_const(false);
        else if (s == 0) row[b] = smt_b_const(true);
        else {
          snprintf(name, sizeof name, "at_%d_%d_%s", i, s, cv_block_name(p, b));
          row[b] = smt_b_var(S, name);
        }
      }
      /* executed iff at some block, and at one block at most */
      for (int b = 0; b < nb; b++) tmp[b] = row[b];
      e->act[i * L + s] = smt_b_or(S, tmp, nb);
      for (int b = 0; b < nb; b++)
        for (int b2 = b + 1; b2 < nb; b2++)
          smt_assert(S, smt_b_not(S, smt_b_and2(S, row[b], row[b2])));
    }
  for (int i = 0; i < k; i++)
    for (int s = 0; s + 1 < L; s++) {
      smt_b next = e->act[i * L + s + 1];
      smt_assert(S, smt_b_implies(S, next, e->act[i * L + s]));
      for (int b = 0; b < nb; b++) {
        if (!e->poss[s * nb + b]) continue;
        int ns;
        const int *succ = cv_block_succs(p, b, &ns);
        /* an exit ends the trace; any other block continues along an edge
         * (so a trace ends early only at an exit) */
        int m = 0;
        for (int j = 0; j < ns; j++) tmp[m++] = smt_sym_at(e, i, s + 1, succ[j]);
        smt_assert(S, smt_b_implies(S, smt_sym_at(e, i, s, b),
                                    ns ? smt_b_or(S, tmp, m) : smt_b_not(S, next)));
      }
    }
  free(tmp);
}

/* Threads are interchangeable: thread 1's trace is lexicographically at
 * most thread 2's (steps compared as "not executed" < the blocks in
 * order).  Every query asks about a pair in threads 1 and 2 and is
 * symmetric in them, so this loses no witness. */
void smt_sym_symmetry(enc *e) {
  smt_z3 *S = e->S;
  int L = e->L, nb = e->nb;
  smt_b prefix = smt_b_const(true); /* steps before s are equal */
  smt_b *tmp = cc_malloc(((size_t)nb + 2) * sizeof *tmp);
  smt_b *tmp2 = cc_malloc(((size_t)nb + 2) * sizeof *tmp2);
  for (int s = 0; s < L && prefix.k != SMT_B_FALSE; s++) {
    smt_b a0 = e->act[s], a1 = e->act[L + s];
    int m = 0;
    for (int b = 0; b < nb; b++) {
      int m2 = 0;
      for (int b2 = b; b2 < nb; b2++) tmp2[m2++] = smt_sym_at(e, 1, s, b2);
      tmp[m++] = smt_b_and2(S, smt_sym_at(e, 0, s, b), smt_b_or(S, tmp2, m2));
    }
    tmp[m++] = smt_b_not(S, a0);
    smt_assert(S, smt_b_implies(S, prefix, smt_b_or(S, tmp, m)));
    m = 0;
    for (int b = 0; b < nb; b++) tmp[m++] = smt_b_and2(S, smt_sym_at(e, 0, s, b), smt_sym_at(e, 1, s, b));
    tmp[m++] = smt_b_and2(S, smt_b_not(S, a0), smt_b_not(S, a1));
    prefix = smt_b_and2(S, prefix, smt_b_or(S, tmp, m));
  }
  free(tmp);
  free(tmp2);
}

/* Uniform branches: equal visit counts of the block take equal successors
 * in every two threads (within one thread the counts differ). */
void smt_sym_uniform(enc *e) {
  smt_z3 *S = e->S;
  const cv_program *p = e->p;
  int k = e->k, L = e->L, nb = e->nb;
  /* vis[(i*L+s)*L+m] for the block at hand */
  smt_b *vis = cc_malloc((size_t)k * (size_t)L * (size_t)L * sizeof *vis + 1);
  smt_b *tmp = cc_malloc(((size_t)L + 1) * sizeof *tmp);
  for (int b = 0; b < nb; b++) {
    int ns;
    const int *succ = cv_block_succs(p, b, &ns);
    if (cv_block_branch(p, b) != CV_BRANCH_UNIFORM || ns < 2) continue;
    bool any = false;
    for (int s = 0; s + 1 < L; s++) any |= e->poss[s * nb + b];
    if (!any) continue;
    for (int i = 0; i < k; i++) {
      smt_b *v = &vis[(size_t)i * (size_t)L * (size_t)L];
      for (int m = 0; m < L; m++) v[m] = smt_b_const(m == 0);
      for (int s = 0; s + 1 < L; s++) {
        smt_b here = smt_sym_at(e, i, s, b);
        for (int m = 0; m < L; m++) {
          smt_b stay = smt_b_and2(S, v[s * L + m], smt_b_not(S, here));
          smt_b inc = m > 0 ? smt_b_and2(S, v[s * L + m - 1], here) : smt_b_const(false);
          v[(s + 1) * L + m] = smt_b_or2(S, stay, inc);
        }
      }
    }
    for (int i = 0; i < k; i++)
      for (int j = i + 1; j < k; j++)
        for (int s = 0; s + 1 < L; s++) {
          if (!e->poss[s * nb + b]) continue;
          for (int q = 0; q + 1 < L; q++) {
            if (!e->poss[q * nb + b]) continue;
            int nm = 0;
            for (int m = 0; m <= s && m <= q; m++)
              tmp[nm++] = smt_b_and2(S, vis[((size_t)i * L + s) * L + m], vis[((size_t)j * L + q) * L + m]);
            smt_b cond = smt_b_and2(S, smt_b_and2(S, smt_sym_at(e, i, s, b), smt_sym_at(e, j, q, b)),
                                    smt_b_or(S, tmp, nm));
            for (int x = 0; x < ns; x++)
              smt_assert(S, smt_b_implies(S, cond, smt_b_iff(S, smt_sym_at(e, i, s + 1, succ[x]),
                                                                smt_sym_at(e, j, q + 1, succ[x]))));
          }
        }
  }
  free(vis);
  free(tmp);
}

/* ---- relations ------------------------------------------------------------------ */

/* How many levels the relation of one hierarchy needs.  D levels are
 * enough for traces whose lfp is reached within D rounds of the Kleene
 * iteration; one round per pair whose condition is not vacuous (Dmax) is
 * always enough, but the unary closures are repeated per level, so the
 * encoding grows with D.  Up to 32 levels, Dmax is used as is.  Beyond,
 * the least D in 8, 16, ... (or Dmax) such that no traces within the
 * bounds need more than D rounds, which Z3 proves over the trace
 * constraints already asserted (smt_rounds_exceed; an unknown answer falls
 * back to Dmax).  Returns -1 when the time limit is reached first.  With fewer levels than needed a query could miss a
 * witness, and "m-converged" would not be proven.  Measured on
 * corpus/spec/cu-diverged-entry-header-r.cfg, k = 2: the proof makes L = 10
 * about 8 times faster than Dmax = 83 levels (8 levels suffice there); on
 * the 4-block shapes at L = 6 (Dmax about 25) it costs more than it saves,
 * hence the threshold. */
bool smt_sym_out_of_time(const enc *e) {
  return e->timeout_ms && (cc_now() - e->t0) * 1000.0 >= (double)e->timeout_ms;
}

static int levels_needed(enc *e, const smt_rel_spec *in) {
  smt_z3 *S = e->S;
  int Dmax = smt_relation_free_pairs(in) + 1, D = Dmax <= 32 ? Dmax : 8;
  while (D < Dmax && !S->err.set) {
    smt_b more = smt_rounds_exceed(S, in, D);
    if (more.k == SMT_B_FALSE) break;
    unsigned left = 0;
    if (e->timeout_ms) {
      double used = (cc_now() - e->t0) * 1000.0;
      if (used >= (double)e->timeout_ms) return -1;
      left = (unsigned)((double)e->timeout_ms - used);
      if (left == 0) left = 1;
    }
    smt_z3_timeout(S, left);
    char name[64];
    snprintf(name, sizeof name, "rounds_%s_%d", in->tag, D);
    smt_b g = smt_b_var(S, name);
    smt_assert(S, smt_b_implies(S, g, more));
    Z3_ast ga = smt_b_ast(S, g);
    Z3_lbool r = smt_z3_check(S, 1, &ga, NULL, 0);
    if (r == Z3_L_FALSE) break;
    if (r == Z3_L_UNDEF) return smt_sym_out_of_time(e) ? -1 : Dmax;
    D = 2 * D < Dmax ? 2 * D : Dmax;
  }
  return D;
}

void smt_sym_rel_free(smt_sym_rel *r) {
  free(r->off);
  free(r->thread_of);
  free(r->same);
  free(r->relevant);
  memset(r, 0, sizeof *r);
}

void smt_sym_rel_init(smt_sym *e, int kk, const cv_hierarchy *h, cv_cb_reading reading,
                      const char *tag, smt_sym_rel *r) {
  smt_z3 *S = e->S;
  int L = e->L, nb = e->nb, n = kk * L;
  size_t N = (size_t)n;
  memset(r, 0, sizeof *r);
  r->off = cc_malloc(((size_t)kk + 1) * sizeof *r->off);
  r->thread_of = cc_malloc(N * sizeof *r->thread_of + 1);
  for (int i = 0; i <= kk; i++) r->off[i] = i * L;
  for (int a = 0; a < n; a++) r->thread_of[a] = a / L;
  smt_b *same = r->same = cc_malloc(N * N * sizeof *same + 1);
  smt_b *relevant = r->relevant = cc_malloc(N * N * sizeof *relevant + 1);
  smt_b *tmp = cc_malloc(((size_t)nb + 1) * sizeof *tmp);
  smt_b *tmp2 = cc_malloc(((size_t)nb + 1) * sizeof *tmp2);
  const int *thread_of = r->thread_of;
  for (int a = 0; a < n; a++)
    for (int b = 0; b < n; b++) {
      same[a * N + b] = smt_b_const(false);
      if (thread_of[a] == thread_of[b]) continue;
      for (int x = 0; x < nb; x++)
        tmp[x] = smt_b_and2(S, smt_sym_at(e, a / L, a % L, x), smt_sym_at(e, b / L, b % L, x));
      same[a * N + b] = smt_b_or(S, tmp, nb);
    }
  for (int a = 0; a < n; a++)
    for (int b = 0; b < n; b++) {
      relevant[a * N + b] = smt_b_const(false);
      if (thread_of[a] != thread_of[b] || a >= b) continue;
      int i = thread_of[a], s1 = a % L, s2 = b % L;
      /* a is at a header H and b at a block X, H heading a cycle of X */
      int m = 0;
      for (int X = 0; X < nb; X++) {
        const int *heads;
        int nhd = cv_hierarchy_headers_of(h, X, &heads);
        if (!nhd || !e->poss[s2 * nb + X]) continue;
        for (int j = 0; j < nhd; j++) tmp2[j] = smt_sym_at(e, i, s1, heads[j]);
        tmp[m++] = smt_b_and2(S, smt_sym_at(e, i, s2, X), smt_b_or(S, tmp2, nhd));
      }
      relevant[a * N + b] = smt_b_or(S, tmp, m);
    }
  free(tmp);
  free(tmp2);
  r->in = (smt_rel_spec){kk, n, r->off, r->thread_of, same, relevant, reading, 0, tag, NULL, NULL};
}

bool smt_sym_encode_lfp(smt_sym *e, smt_sym_rel *r, smt_b *c) {
  r->in.levels = smt_sym_out_of_time(e) ? -1 : levels_needed(e, &r->in);
  if (r->in.levels < 0) { /* no time left for the encoding: no verdicts */
    e->timed_out = true;
    return false;
  }
  if (r->in.levels > e->levels) e->levels = r->in.levels;
  smt_encode_relation(e->S, &r->in, c);
  return true;
}

void smt_sym_relations(smt_sym *e, const cv_hierarchies *hs, cv_cb_reading reading) {
  size_t N = (size_t)e->n;
  e->c = cc_calloc((size_t)e->nh + 1, sizeof *e->c);
  char tag[32];
  for (int hi = 0; hi < e->nh && !e->S->err.set; hi++) {
    e->c[hi] = cc_malloc(N * N * sizeof *e->c[hi] + 1);
    snprintf(tag, sizeof tag, "h%d", hi + 1);
    smt_sym_rel r;
    smt_sym_rel_init(e, e->k, CC_AT(*hs, hi), reading, tag, &r);
    bool ok = smt_sym_encode_lfp(e, &r, e->c[hi]);
    smt_sym_rel_free(&r);
    if (!ok) break;
  }
}

/* ---- queries --------------------------------------------------------------------- */

/* Some instance pair of X (threads 1 and 2) converged differently in
 * hierarchy 1 and another. */
static smt_b differs(enc *e, int X) {
  smt_z3 *S = e->S;
  int L = e->L;
  size_t N = (size_t)e->n;
  smt_b *any = cc_malloc((size_t)L * (size_t)L * sizeof *any + 1);
  smt_b *hs = cc_malloc(((size_t)e->nh + 1) * sizeof *hs);
  int m = 0;
  for (int s = 0; s < L; s++)
    for (int q = 0; q < L; q++) {
      if (!e->poss[s * e->nb + X] || !e->poss[q * e->nb + X]) continue;
      size_t a = (size_t)s, b = (size_t)L + (size_t)q;
      int nd = 0;
      for (int h = 1; h < e->nh; h++) hs[nd++] = smt_b_xor(S, e->c[0][a * N + b], e->c[h][a * N + b]);
      any[m++] = smt_b_and2(S, smt_b_and2(S, smt_sym_at(e, 0, s, X), smt_sym_at(e, 1, q, X)), smt_b_or(S, hs, nd));
    }
  smt_b d = smt_b_or(S, any, m);
  free(any);
  free(hs);
  return d;
}

/* The traces of a model. */
void smt_sym_decode(enc *e, Z3_model m, cv_tuple *t) {
  t->k = e->k;
  t->thread = cc_calloc((size_t)e->k, sizeof *t->thread);
  for (int i = 0; i < e->k; i++) {
    cv_trace *tr = &t->thread[i];
    tr->blocks = cc_malloc((size_t)e->L * sizeof *tr->blocks);
    tr->len = 0;
    for (int s = 0; s < e->L; s++) {
      int at = -1;
      for (int b = 0; b < e->nb && at < 0; b++)
        if (smt_b_eval(e->S, m, smt_sym_at(e, i, s, b))) at = b;
      if (at < 0) break;
      tr->blocks[tr->len++] = at;
    }
  }
}

/* Every block whose instances (threads 1 and 2) converge differently in
 * the model gets its witness.  Returns whether `want` got one. */
static bool harvest(enc *e, Z3_model m, smt_mconv_result *out, int want) {
  int L = e->L;
  size_t N = (size_t)e->n;
  cv_tuple t = {0, NULL};
  smt_sym_decode(e, m, &t);
  bool got_want = false;
  if (t.k >= 2)
    for (int s = 0; s < t.thread[0].len; s++)
      for (int q = 0; q < t.thread[1].len; q++) {
        int X = t.thread[0].blocks[s];
        if (t.thread[1].blocks[q] != X || out->blocks[X].verdict == SMT_MCONV_FAILS) continue;
        size_t a = (size_t)s, b = (size_t)L + (size_t)q;
        bool c0 = smt_b_eval(e->S, m, e->c[0][a * N + b]);
        for (int h = 1; h < e->nh; h++) {
          bool ch = smt_b_eval(e->S, m, e->c[h][a * N + b]);
          if (ch == c0) continue;
          smt_block_result *br = &out->blocks[X];
          br->verdict = SMT_MCONV_FAILS;
          br->reason[0] = 0;
          smt_witness *w = &br->w;
          w->set = true;
          w->t.k = t.k;
          w->t.thread = cc_calloc((size_t)t.k, sizeof *w->t.thread);
          for (int i = 0; i < t.k; i++) {
            w->t.thread[i].len = t.thread[i].len;
            w->t.thread[i].blocks = cc_malloc(((size_t)t.thread[i].len + 1) * sizeof(int));
            memcpy(w->t.thread[i].blocks, t.thread[i].blocks, (size_t)t.thread[i].len * sizeof(int));
          }
          w->h1 = 0;
          w->h2 = h;
          w->t1 = 0, w->p1 = s, w->t2 = 1, w->p2 = q;
          w->conv1 = c0, w->conv2 = ch;
          if (X == want) got_want = true;
          break;
        }
      }
  cv_tuple_free(&t);
  return got_want;
}

bool smt_mconv(const cv_program *p, const cv_hierarchies *hs, int k, int L,
               const cv_readings *rd, unsigned timeout_ms,
               smt_mconv_result *out, cc_error *err) {
  double t0 = cc_now();
  memset(out, 0, sizeof *out);
  const char *file = cv_program_file(p);
  if (!smt_check_bounds(p, hs, k, L, rd, err)) return false;
  cv_cb_reading reading = rd->cb;
  if (cv_program_has_tokens(p)) {
    cc_error_set(err, file, cv_program_line(p), 0,
                 "the SMT engine takes convergence tokens only for the controlled "
                 "relation (mconv --controlled, encode/smt_sym_tokens.c): '%s' has them "
                 "(use --controlled, or --engine explicit)",
                 cv_program_name(p));
    return false;
  }
  if (cv_program_ninsts(p) > 0) { /* values decide branches: encode/smt_values.c */
    return smt_values_mconv(p, hs, k, L, rd, false, timeout_ms, out, err);
  }
  int nb = cv_program_nblocks(p), nh = (int)CC_SIZE(*hs);
  out->k = k;
  out->L = L;
  out->nblocks = nb;
  out->nhier = nh;
  out->blocks = cc_calloc((size_t)nb + 1, sizeof *out->blocks);
  if (nh == 1) { /* the same relation in every hierarchy, trivially */
    out->proven = true;
    out->seconds = cc_now() - t0;
    return true;
  }
  smt_z3 S;
  if (!smt_z3_open(&S, file, err)) {
    smt_mconv_result_free(out);
    return false;
  }
  enc e;
  smt_sym_init(&e, &S, p, k, L, nh, timeout_ms, t0);
  smt_sym_relations(&e, hs, reading);
  out->build_seconds = cc_now() - t0;
  for (int X = 0; X < nb && !S.err.set; X++) {
    smt_block_result *br = &out->blocks[X];
    if (e.timed_out) {
      br->verdict = SMT_MCONV_UNKNOWN;
      snprintf(br->reason, sizeof br->reason,
               "time limit of %u ms reached while building the encoding", timeout_ms);
      continue;
    }
    if (br->verdict == SMT_MCONV_FAILS) continue; /* found by an earlier model */
    double tb = cc_now();
    smt_b d = differs(&e, X);
    if (d.k == SMT_B_FALSE) {
      br->verdict = SMT_MCONV_HOLDS;
      continue;
    }
    unsigned left = 0;
    if (timeout_ms) {
      double used = (cc_now() - t0) * 1000.0;
      if (used >= (double)timeout_ms) {
        br->verdict = SMT_MCONV_UNKNOWN;
        snprintf(br->reason, sizeof br->reason, "time limit of %u ms reached", timeout_ms);
        continue;
      }
      left = (unsigned)((double)timeout_ms - used);
      if (left == 0) left = 1;
    }
    smt_z3_timeout(&S, left);
    char name[64];
    snprintf(name, sizeof name, "query_%s", cv_block_name(p, X));
    smt_b qv = smt_b_var(&S, name);
    smt_assert(&S, smt_b_implies(&S, qv, d));
    Z3_ast as = smt_b_ast(&S, qv);
    Z3_lbool r = smt_z3_check(&S, 1, &as, br->reason, sizeof br->reason);
    if (S.err.set) break;
    if (r == Z3_L_FALSE) {
      br->verdict = SMT_MCONV_HOLDS;
    } else if (r == Z3_L_UNDEF) {
      br->verdict = SMT_MCONV_UNKNOWN;
      if (!br->reason[0]) snprintf(br->reason, sizeof br->reason, "unknown");
    } else {
      Z3_model m = Z3_solver_get_model(S.ctx, S.solver);
      if (!m || !smt_z3_ok(&S)) {
        if (!S.err.set) cc_error_set(&S.err, file, 0, 0, "Z3 gave no model");
        break;
      }
      Z3_model_inc_ref(S.ctx, m);
      bool got = harvest(&e, m, out, X);
      Z3_model_dec_ref(S.ctx, m);
      if (!got && !S.err.set)
        cc_error_set(&S.err, file, 0, 0,
                     "Z3's model for block %s shows no difference (a bug in the "
                     "SMT encoding)",
                     cv_block_name(p, X));
    }
    br->seconds = cc_now() - tb;
  }
  out->nvars = (int)S.nvars;
  out->levels = e.levels;
  for (int h = 0; h < nh && e.c; h++) free(e.c[h]); /* NULL if never built */
  free(e.c);
  smt_sym_free(&e);
  smt_z3_close(&S);
  out->seconds = cc_now() - t0;
  if (S.err.set) {
    if (!err->set) *err = S.err;
    smt_mconv_result_free(out);
    return false;
  }
  return true;
}

/* ---- printing a witness ----------------------------------------------------------- */

void smt_witness_print(const cv_program *p, const cv_hierarchies *hs,
                       const smt_witness *w, const cv_readings *rd,
                       cc_buf *out) {
  if (!w->set || w->h1 < 0 || w->h2 < 0 || (size_t)w->h1 >= CC_SIZE(*hs) ||
      (size_t)w->h2 >= CC_SIZE(*hs))
    return;
  bool k1, k2;
  cv_print_mconv_witness(p, &w->t, CC_AT(*hs, w->h1), w->h1 + 1, CC_AT(*hs, w->h2), w->h2 + 1,
                         rd, w->t1, w->p1, w->t2, w->p2, &k1, &k2, out);
  if (k1 != w->conv1 || k2 != w->conv2)
    cc_buf_puts(out, "  note: the explicit model disagrees with the SMT engine on this pair "
                     "(a bug in one of the engines)\n");
}

/* ---- odds and ends ------------------------------------------------------------------ */

void smt_z3_version(char *buf, size_t size) {
  unsigned major = 0, minor = 0, build = 0, rev = 0;
  Z3_get_version(&major, &minor, &build, &rev);
  snprintf(buf, size, "%u.%u.%u", major, minor, build);
}

bool smt_selftest_error(cc_error *err) {
  smt_z3 S;
  cc_error e0;
  cc_error_clear(&e0);
  if (!smt_z3_open(&S, "selftest", &e0)) {
    *err = e0;
    return false;
  }
  /* an ill-sorted conjunction: Z3 reports a sort error through the handler */
  Z3_ast one = Z3_mk_int(S.ctx, 1, Z3_mk_int_sort(S.ctx));
  Z3_ast args[2] = {one, S.tru};
  (void)Z3_mk_and(S.ctx, 2, args);
  smt_z3_ok(&S);
  bool recorded = S.err.set;
  smt_z3_close(&S);
  if (recorded) *err = S.err;
  return recorded;
}

void smt_sym_setup(smt_sym *e, smt_z3 *S, const cv_program *p, int k, int L, int nh,
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
}

void smt_sym_init(smt_sym *e, smt_z3 *S, const cv_program *p, int k, int L, int nh,
                  unsigned timeout_ms, double t0) {
  smt_sym_setup(e, S, p, k, L, nh, timeout_ms, t0);
  smt_sym_traces(e);
  smt_sym_uniform(e);
  smt_sym_symmetry(e);
}
