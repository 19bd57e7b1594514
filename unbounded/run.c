/* unbounded/run.c — m-convergence and uniformity for every trace length
 * (unbounded.h; the argument is docs/unbounded.md).
 *
 * Three ways to a verdict, tried in this order for a function:
 *  1. Finite executions: when every thread's path ends within some bound
 *     ℓ (no loop whose trip count the branch semantics leaves open), the
 *     bounded explicit engine at k=2, L=ℓ sees every trace whole: its
 *     verdicts are the verdicts for every L.
 *  2. Per block, without any search: a block in no cycle, or with the same
 *     header list in every hierarchy, is m-converged (the signature
 *     theorem: the relation on a block's instances depends on its header
 *     list only).
 *  3. The two-thread product (product.c), one per block and header list:
 *     proven when the finite abstract product reaches no violation; fails
 *     when it reaches one, once the bounded engine replays the witness;
 *     unknown otherwise.
 * Uncontrolled verdicts hold for every number of threads (the signature
 * theorem makes the relation pairwise); controlled ones are for k=2. */
#include "unbounded/unbounded.h"

#include "enumerate/enumerate.h"
#include "unbounded/counting.h"
#include "unbounded/product.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

const cv_reading_support ub_support = {
    [CV_RD_cb] = CV_SUPPORT_ALL, [CV_RD_hierarchies] = CV_SUPPORT_ALL,
    [CV_RD_anchors] = CV_SUPPORT_ALL};

void ub_opts_default(ub_opts *o) {
  memset(o, 0, sizeof *o);
  cv_readings_default(&o->rd);
  o->cap = 2;
  o->max_states = 1000000;
  o->max_bytes = (size_t)512 << 20;
  o->fallback_L = 8;
}

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

const char *ub_verdict_text(const ub_item *it) {
  switch (it->verdict) {
  case UB_PROVEN: return it->all_threads ? "proven for every L, all k" : "proven for every L, k=2";
  case UB_FAILS: return "fails";
  default: return "unknown";
  }
}

/* The fallback's bound (ub_fallback_bound): at most this many traces of
 * one thread, not below this L. */
#define UB_FALLBACK_TRACES 4096
#define UB_FALLBACK_FLOOR 8

/* docs/unbounded.md "What stays unknown": what an option reaches, said
 * only where it does (a larger -L with mconv or uniformity --unbounded
 * stops at the fallback's 12: the bounded command goes further). */
void ub_next_step(ub_next next, int bounded_L, bool L_extends, char *buf, size_t size) {
  size_t n = strlen(buf);
  if (n + 1 >= size) return;
  buf += n, size -= n;
  const char *doc = "docs/unbounded.md \"What stays unknown\"";
  if (next == UB_NEXT_TIMEOUT)
    snprintf(buf, size, "what to do next: a larger --timeout lets it run further");
  else if (next == UB_NEXT_REPORT)
    snprintf(buf, size, "what to do next: report it with the input (an internal error, %s)", doc);
  else if (bounded_L && L_extends)
    snprintf(buf, size,
             "what to do next: a larger -L extends the bounded check (now L=%d) to longer "
             "paths; no option decides every L here (%s: the rules it would need)",
             bounded_L, doc);
  else if (bounded_L)
    snprintf(buf, size,
             "what to do next: without --unbounded, a larger -L checks longer traces "
             "(--unbounded's fallback runs at -L, at most 12, lower where one thread has "
             "more than %d paths: here L=%d); no option decides "
             "every L here (%s: the rules it would need)",
             UB_FALLBACK_TRACES, bounded_L, doc);
  else
    snprintf(buf, size,
             "what to do next: without --unbounded, -L checks traces of up to L blocks; no "
             "option decides every L here (%s: the rules it would need)",
             doc);
}

void ub_item_next_step(const ub_item *it, char *buf, size_t size) {
  ub_next_step(it->next, it->bounded_L, false, buf, size);
}

/* The item's reason, printf-style (the format checked at each call). */
#define SET_WHY(it, ...) snprintf((it)->why, sizeof (it)->why, __VA_ARGS__)

static void tuple_copy(cv_tuple *dst, const cv_tuple *src) {
  dst->k = src->k;
  dst->thread = cc_calloc((size_t)src->k + 1, sizeof *dst->thread);
  for (int u = 0; u < src->k; u++) {
    dst->thread[u].len = src->thread[u].len;
    dst->thread[u].blocks = cc_malloc(((size_t)src->thread[u].len + 1) * sizeof(int));
    memcpy(dst->thread[u].blocks, src->thread[u].blocks,
           (size_t)src->thread[u].len * sizeof(int));
  }
}

static void witness_free(ub_witness *w) {
  if (w->set) cv_tuple_free(&w->t);
  memset(w, 0, sizeof *w);
}

/* The engine's options for replays and finite runs. */
static en_opts engine_opts(const ub_run *r, int L, bool controlled) {
  en_opts eo;
  en_opts_default(&eo);
  eo.k = 2;
  eo.L = L;
  eo.rd = r->o.rd;
  eo.mconv_only = !r->with_values;
  eo.controlled = controlled;
  return eo;
}

/* The engine's witness of run er as ours. */
static void take_witness(ub_witness *w, const en_run *er, const en_witness *ew) {
  witness_free(w);
  en_witness_tuple(er, ew, &w->t);
  w->set = true;
  w->L = er->o.L;
  w->h1 = ew->h1;
  w->h2 = ew->h2;
  w->b1 = ew->b1;
  w->b2 = ew->b2;
  w->t1 = ew->t1;
  w->p1 = ew->p1;
  w->t2 = ew->t2;
  w->p2 = ew->p2;
}

/* Which question a witness is for: inst -2 = block X's m-convergence,
 * -1 = X's branch, else a value. */
static const en_witness *engine_violation(const en_run *er, int X, int inst) {
  if (inst == -2) return er->blocks[X].m_converged ? NULL : &er->blocks[X].w;
  if (inst == -1) return er->branches[X].uniform ? NULL : &er->branches[X].w;
  return er->values[inst].uniform ? NULL : &er->values[inst].w;
}

/* Replays a product's path in the bounded engine: extends it to traces
 * the engine enumerates, runs the engine on that tuple alone, and keeps
 * the engine's witness when it confirms the violation.  Returns 1
 * confirmed, 0 not, -1 too long for the engine (L > 64). */
static int replay(ub_run *r, const ubp_prog *pp, const cv_tuple *path, int X, int inst,
                  ub_item *it) {
  cv_tuple t;
  tuple_copy(&t, path);
  int L = ubp_extend(pp, &t);
  if (L < 1 || L > 64) {
    cv_tuple_free(&t);
    return -1;
  }
  en_opts eo = engine_opts(r, L, false);
  eo.mconv_only = inst == -2;
  cc_error err;
  cc_error_clear(&err);
  en_run *er = en_run_tuple(r->p, &eo, &t, &err);
  cv_tuple_free(&t);
  r->replays++;
  if (!er) return 0;
  const en_witness *ew = er->tuples == 1 ? engine_violation(er, X, inst) : NULL;
  if (ew) take_witness(&it->w, er, ew);
  en_run_free(er);
  return ew ? 1 : 0;
}

/* ---- 1. finite executions ---------------------------------------------------- */

#define UB_TRACE_NODES 20000

/* Every thread's path ends within a bound: the bounded engine there
 * decides everything.  Returns false if the paths are not finite (or too
 * many to count). */
static bool finite_route(ub_run *r, bool controlled, cc_error *err) {
  en_trace_bound tb = en_traces_bound(r->p, 64, UB_TRACE_NODES);
  if (!tb.finite || tb.longest < 1) return false;
  en_opts eo = engine_opts(r, tb.longest, controlled);
  en_run *er = en_run_new(r->p, &eo, err);
  if (!er) return false;
  if (er->truncated || er->cut) { /* the engine could not see every behaviour */
    en_run_free(er);
    return false;
  }
  bool all_k = !controlled;
  int nb = cv_program_nblocks(r->p), ni = cv_program_ninsts(r->p);
  for (int X = 0; X < nb; X++) {
    ub_item *it = &r->blocks[X];
    if (!cv_block_reachable(r->p, X)) continue;
    it->all_threads = all_k;
    if (er->blocks[X].m_converged) {
      it->verdict = UB_PROVEN;
      SET_WHY(it, "every path ends within %d %s; the bounded engine at k=2, L=%d sees every "
                  "trace whole", tb.longest, cc_plural(tb.longest, "block", "blocks"), tb.longest);
    } else {
      it->verdict = UB_FAILS;
      take_witness(&it->w, er, &er->blocks[X].w);
    }
    if (!r->with_values) continue;
    for (int j = -1; j < ni; j++) {
      bool isb = j < 0;
      if (!isb && cv_program_inst(r->p, j)->block != X) continue;
      ub_item *vi = isb ? &r->branches[X] : &r->values[j];
      const en_value_result *vr = isb ? &er->branches[X] : &er->values[j];
      vi->all_threads = all_k;
      if (vr->uniform) {
        vi->verdict = UB_PROVEN;
        SET_WHY(vi, "every path ends within %d %s; the bounded engine at k=2, L=%d sees "
                    "every trace whole", tb.longest, cc_plural(tb.longest, "block", "blocks"),
                tb.longest);
      } else {
        vi->verdict = UB_FAILS;
        take_witness(&vi->w, er, &vr->w);
      }
    }
  }
  en_run_free(er);
  return true;
}

/* ---- 2./3. header lists and products ------------------------------------------ */

typedef struct hlists {
  int n;              /* distinct lists */
  int *len;           /* per list */
  const int **heads;  /* per list (owned by the hierarchies) */
  int *first;         /* per list: the first hierarchy with it */
  int *of;            /* per hierarchy: its list */
} hlists;

static void hlists_of(const cv_hierarchies *hs, int X, hlists *hl) {
  int nh = (int)CC_SIZE(*hs);
  memset(hl, 0, sizeof *hl);
  hl->len = cc_calloc((size_t)nh + 1, sizeof(int));
  hl->heads = cc_calloc((size_t)nh + 1, sizeof(int *));
  hl->first = cc_calloc((size_t)nh + 1, sizeof(int));
  hl->of = cc_calloc((size_t)nh + 1, sizeof(int));
  for (int h = 0; h < nh; h++) {
    const int *heads;
    int n = cv_hierarchy_headers_of(CC_AT(*hs, h), X, &heads);
    int found = -1;
    for (int i = 0; i < hl->n && found < 0; i++)
      if (hl->len[i] == n && (n == 0 || !memcmp(hl->heads[i], heads, (size_t)n * sizeof(int))))
        found = i;
    if (found < 0) {
      found = hl->n++;
      hl->len[found] = n;
      hl->heads[found] = heads;
      hl->first[found] = h;
    }
    hl->of[h] = found;
  }
}

static void hlists_free(hlists *hl) {
  CC_FREE_ALL(hl->len, hl->heads, hl->first, hl->of);
}

/* What the products said about one question. */
typedef struct tally {
  bool exact;        /* some product reached it exactly */
  bool approx;       /* some product reached it only approximately */
  bool incomplete;   /* some product asked it stopped early (budget) */
  bool over_bytes;   /* ... by its memory budget */
  bool timed_out;    /* ... by the deadline */
  const char *approx_why;
  CC_STACK(const cv_tuple *) cands; /* exact ones first */
} tally;

static void tally_add(tally *t, const ubp_question *q, const ubp_result *res) {
  bool complete = res->complete;
  const char *why = res->approx_why;
  if (q->answer == UBP_NONE && !complete) t->incomplete = true;
  if (q->answer == UBP_NONE && res->over_bytes) t->over_bytes = true;
  if (q->answer == UBP_NONE && res->timed_out) t->timed_out = true;
  if (q->answer == UBP_EXACT) {
    t->exact = true;
    CC_PUSH(t->cands, NULL); /* placeholder, moved to the front below */
    for (size_t i = CC_SIZE(t->cands) - 1; i > 0; i--) CC_AT(t->cands, i) = CC_AT(t->cands, i - 1);
    CC_AT(t->cands, 0) = &q->cand[0].t;
  } else if (q->answer == UBP_APPROX) {
    t->approx = true;
    if (!t->approx_why) t->approx_why = why;
    for (int i = 0; i < q->ncand; i++) CC_PUSH(t->cands, &q->cand[i].t);
  }
}

#define UB_MAX_REPLAYS 64

/* Settles one question from its tally: replays witnesses in the bounded
 * engine (an exact one must replay: if not, a bug, counted and said). */
static void settle(ub_run *r, const ubp_prog *pp, tally *t, int X, int inst, ub_item *it,
                   const char *proof) {
  it->all_threads = true; /* uncontrolled: the signature theorem */
  if (!t->exact && !t->approx && !t->incomplete) {
    it->verdict = UB_PROVEN;
    SET_WHY(it, "%s", proof);
    CC_RELEASE(t->cands);
    return;
  }
  bool too_long = false;
  /* the exact witness first, then approximate candidates, at most
   * UB_MAX_REPLAYS of them (each a run of the bounded engine) */
  for (size_t i = 0; i < CC_SIZE(t->cands) && i < UB_MAX_REPLAYS; i++) {
    int c = replay(r, pp, CC_AT(t->cands, i), X, inst, it);
    if (c == 1) {
      it->verdict = UB_FAILS;
      CC_RELEASE(t->cands);
      return;
    }
    if (c < 0) too_long = true;
    if (i == 0 && t->exact && c == 0) {
      r->bugs++;
      it->verdict = UB_UNKNOWN;
      it->next = UB_NEXT_REPORT;
      SET_WHY(it, "internal error: the product's exact witness does not replay in the bounded "
                  "engine (a bug in unbounded/)");
      CC_RELEASE(t->cands);
      return;
    }
  }
  it->verdict = UB_UNKNOWN;
  if (t->exact && too_long)
    SET_WHY(it, "a violation exists, but its witness is longer than the bounded engine's "
                "L <= 64 and could not be replayed");
  else if (t->approx) {
    size_t tried = CC_SIZE(t->cands) < UB_MAX_REPLAYS ? CC_SIZE(t->cands) : (size_t)UB_MAX_REPLAYS;
    char n[64];
    if (tried == 1) snprintf(n, sizeof n, "the one candidate witness tried does not replay");
    else snprintf(n, sizeof n, "none of the %zu candidate witnesses tried replays", tried);
    SET_WHY(it, "outside the exact fragment: %s; %s in the bounded engine",
            t->approx_why ? t->approx_why : "an over-approximation", n);
  }
  else if (t->timed_out) {
    SET_WHY(it, "the time limit (--timeout) stopped the product");
    it->next = UB_NEXT_TIMEOUT;
  } else if (t->over_bytes)
    SET_WHY(it, "the product needs more than %zu MB of memory (its budget)",
            r->o.max_bytes >> 20);
  else
    SET_WHY(it, "the product has more than %llu states (its budget)",
            (unsigned long long)r->o.max_states);
  CC_RELEASE(t->cands);
}

/* The products of block X (one per header list), their answers tallied
 * per question.  Two kinds: X's m-convergence compares the header list
 * that drives a product with X's other lists (res: values not asked); X's
 * values and branch need no other list (resv: none tracked), since the
 * other lists' counters constrain no move and decide no target, while
 * they multiply the states and their catching up past the cap marks
 * states over-approximated that are exact for the values.  concrete: a
 * search for witnesses of the questions still open, not a proof. */
typedef struct block_products {
  hlists hl;
  int ni;
  ubp_result *res;   /* per list: X's m-convergence */
  ubp_result *resv;  /* per list: X's values and branch */
} block_products;

/* Is the item settled (a verdict, or an internal error said)? */
static bool still_open(const ub_item *it);

/* A product run again with a larger budget answers a question no more
 * than before only because the question was closed or refuted by then
 * (the run does not wait for it, and may not reach it again): the earlier,
 * stronger answer (exact over approximate over none) is kept, so that the
 * tally still sees it. */
static void keep_answer(ubp_question *now, ubp_question *before) {
  if (before->answer <= now->answer) return;
  ubp_question t = *now;
  *now = *before;
  *before = t;
}

/* Has a product answered the question so that the products after it need
 * not expand over-approximated states for it: an exact witness, or its
 * fill of candidates (no proof can come of it at this cap). */
static bool full(const ubp_question *qn) {
  return qn->answer == UBP_EXACT || qn->ncand >= UBP_MAX_CANDIDATES;
}

/* Did a budget (states, memory, time) stop the product? */
static bool stopped(const ubp_result *res) {
  return res->over_states || res->over_bytes || res->timed_out;
}

/* The products of one kind (mconv: X's m-convergence, else its values
 * and branch) of block X, one per header list.  A question some product
 * answers with an exact witness, or already settled (`settled`: the items
 * of X before this round), is closed for the products after it: they do
 * not wait for it, and once every question is closed the remaining
 * products are not run (their results stay empty).  A question some
 * product answered with its fill of candidates (through over-approximated
 * steps) can no longer be proven at this cap: the products after it expand
 * no over-approximated state for it.  The products are run in rounds of
 * growing state budgets (a hundredth, a tenth, then the whole `budget`): a
 * product that only a large budget would finish does not delay another's
 * quick witness (a product whose questions all hold in its hierarchies
 * explores everything, while the next finds the violation in a few
 * thousand states).  A product that stops for another reason than the
 * states keeps its result. */
static void products_kind(ub_run *r, const ubp_prog *pp, int X, int cap, uint64_t budget,
                          bool settled, bool mconv, block_products *bp) {
  int ni, n = bp->hl.n, nsx;
  const int *insts = cv_block_insts(r->p, X, &ni);
  cv_block_succs(r->p, X, &nsx);
  int nt = mconv ? n - 1 : 0;
  ubp_result *all_res = mconv ? bp->res : bp->resv;
  bool *ran = cc_calloc((size_t)n + 1, sizeof *ran), *done = cc_calloc((size_t)n + 1, sizeof *done);
  const int **tr = cc_calloc((size_t)n + 1, sizeof *tr);
  int *ntr = cc_calloc((size_t)n + 1, sizeof *ntr);
  bool *closed = cc_calloc((size_t)ni + 1, sizeof *closed);
  bool *refuted = cc_calloc((size_t)ni + 1, sizeof *refuted);
  bool refuted_mconv = false, refuted_branch = false;
  bool closed_mconv = !mconv || n < 2 || (settled && !still_open(&r->blocks[X]));
  bool closed_branch =
      mconv || !r->with_values || nsx < 2 || (settled && !still_open(&r->branches[X]));
  for (int j = 0; j < ni; j++)
    closed[j] = mconv || !r->with_values || (settled && !still_open(&r->values[insts[j]]));
  uint64_t rounds[3] = {budget / 100, budget / 10, budget};
  for (int round = 0; round < 3; round++) {
    if (round < 2 && rounds[round] < 1000) continue;
    for (int i = 0; i < n; i++) {
      if (done[i]) continue;
      bool all = closed_mconv && closed_branch;
      for (int j = 0; j < ni; j++) all &= closed[j];
      bool late = r->o.deadline > 0 && cc_now() > r->o.deadline;
      if (all || late) { /* nothing left to ask, or no time */
        if (!ran[i]) { /* an empty, incomplete result */
          all_res[i].mconv = cc_calloc((size_t)nt + 1, sizeof *all_res[i].mconv);
          all_res[i].values = cc_calloc((size_t)ni + 1, sizeof *all_res[i].values);
          all_res[i].timed_out = late;
          all_res[i].complete = !late; /* no budget stopped it: nothing to ask */
        }
        done[i] = true;
        continue;
      }
      int k = 0;
      for (int j = 0; j < n && mconv; j++)
        if (j != i) {
          tr[k] = bp->hl.heads[j];
          ntr[k++] = bp->hl.len[j];
        }
      ubp_query q = {pp, X, bp->hl.heads[i], bp->hl.len[i], nt, tr, ntr, !mconv, cap,
                     rounds[round], r->o.max_bytes, r->o.deadline, closed_mconv, closed,
                     closed_branch, refuted_mconv, refuted, refuted_branch};
      ubp_result *res = &all_res[i], before = *res;
      ubp_explore(&q, res);
      if (ran[i]) { /* a larger budget: what the smaller one found stays */
        for (int j = 0; j < nt; j++) keep_answer(&res->mconv[j], &before.mconv[j]);
        for (int j = 0; j < ni; j++) keep_answer(&res->values[j], &before.values[j]);
        keep_answer(&res->branch, &before.branch);
        if (!res->approx_why) res->approx_why = before.approx_why;
        ubp_result_free(&before, nt, ni);
      }
      ran[i] = true;
      done[i] = !res->over_states;
      r->states += res->states;
      if (res->bytes > r->bytes) r->bytes = res->bytes;
      r->products++;
      for (int j = 0; j < nt; j++) {
        closed_mconv |= res->mconv[j].answer == UBP_EXACT;
        refuted_mconv |= full(&res->mconv[j]);
      }
      for (int j = 0; j < ni && !mconv; j++) {
        closed[j] |= res->values[j].answer == UBP_EXACT;
        refuted[j] |= full(&res->values[j]);
      }
      closed_branch |= res->branch.answer == UBP_EXACT;
      refuted_branch |= full(&res->branch);
    }
  }
  CC_FREE_ALL(tr, ntr, closed, refuted, ran, done);
}

/* Both kinds of products of block X. */
static void products_run(ub_run *r, const ubp_prog *pp, int X, int cap, uint64_t budget,
                         bool settled, block_products *bp) {
  hlists_of(&r->hs, X, &bp->hl);
  cv_block_insts(r->p, X, &bp->ni);
  int n = bp->hl.n;
  bp->res = cc_calloc((size_t)n + 1, sizeof *bp->res);
  bp->resv = cc_calloc((size_t)n + 1, sizeof *bp->resv);
  products_kind(r, pp, X, cap, budget, settled, true, bp);
  products_kind(r, pp, X, cap, budget, settled, false, bp);
}

static void products_free(block_products *bp) {
  for (int i = 0; i < bp->hl.n; i++) {
    ubp_result_free(&bp->res[i], bp->hl.n - 1, bp->ni);
    ubp_result_free(&bp->resv[i], 0, bp->ni);
  }
  free(bp->res);
  free(bp->resv);
  hlists_free(&bp->hl);
}

/* The tally of question q (-2 block, -1 branch, else index in X). */
static void tally_of(const block_products *bp, int q, tally *t) {
  memset(t, 0, sizeof *t);
  for (int i = 0; i < bp->hl.n; i++) {
    if (q == -2)
      for (int j = 0; j < bp->hl.n - 1; j++) tally_add(t, &bp->res[i].mconv[j], &bp->res[i]);
    else {
      const ubp_result *res = &bp->resv[i];
      tally_add(t, q == -1 ? &res->branch : &res->values[q], res);
    }
  }
}

/* Is the item still open after the abstract products (no bug, no proof,
 * no witness)? */
static bool still_open(const ub_item *it) {
  return it->verdict == UB_UNKNOWN && strncmp(it->why, "internal error", 14);
}

/* Counting phis (counting.h; docs/unbounded.md, "Counting phis"): the open
 * values of block X that are a function of the counter of the header of a
 * single-entry cycle containing X, and X's branch when its condition is
 * one, proven.  A value the rule covers
 * that was refuted by a replayed witness would be a bug in the rule:
 * counted, and said in the item.  Returns whether something changed. */
static bool counting_route(ub_run *r, int X) {
  const cv_program *p = r->p;
  int ni, H = -1;
  const int *insts = cv_block_insts(p, X, &ni);
  bool changed = false;
  for (int j = 0; j < ni; j++) {
    ub_item *it = &r->values[insts[j]];
    if ((it->verdict == UB_PROVEN) || !ubc_counts(p, &r->hs, r->values, insts[j], X, &H)) continue;
    if (it->verdict == UB_FAILS) {
      r->bugs++;
      witness_free(&it->w);
      it->verdict = UB_UNKNOWN;
      it->next = UB_NEXT_REPORT;
      SET_WHY(it, "internal error: a counting phi's value refuted by a replayed witness (a bug "
                  "in unbounded/counting.c)");
      continue;
    }
    if (!still_open(it)) continue;
    const char *hn = cv_block_name(p, H);
    it->verdict = UB_PROVEN;
    it->all_threads = true;
    it->bounded_L = 0;
    if (cv_program_inst(p, insts[j])->op == CV_OP_PHI && X == H)
      SET_WHY(it, "a counting phi of header %s: its value is a function of %s's counter, equal "
                  "for converged instances (docs/unbounded.md, \"Counting phis\")", hn, hn);
    else
      SET_WHY(it, "computed from counting phis of header %s (or a copy of such a value): a "
                  "function of %s's counter, equal for converged instances (docs/unbounded.md, \"Counting phis\")", hn, hn);
    changed = true;
  }
  /* the branch of X on a condition that counts for a cycle containing X:
   * the branch and the terminator's own term (a function of the condition) */
  const cv_inst *T = ni ? cv_program_inst(p, insts[ni - 1]) : NULL;
  bool counts = T && (T->op == CV_OP_BR || T->op == CV_OP_SWITCH) && T->nops > 1 &&
                T->ops[0].kind == CV_VALUE_INST && T->ops[0].index >= 0 &&
                T->ops[0].index < cv_program_ninsts(p) &&
                r->values[T->ops[0].index].verdict == UB_PROVEN &&
                ubc_counts(p, &r->hs, r->values, T->ops[0].index, X, &H);
  for (int k = 0; counts && k < 2; k++) {
    ub_item *it = k ? &r->branches[X] : &r->values[T->index];
    if (!still_open(it)) continue;
    it->verdict = UB_PROVEN;
    it->all_threads = true;
    it->bounded_L = 0;
    SET_WHY(it, "its condition is a function of header %s's counter (docs/unbounded.md, "
                "\"Counting phis\")", cv_block_name(p, H));
    changed = true;
  }
  return changed;
}

/* X's branch on a condition computed in X itself: the branch compares the
 * condition's terms at the converged pairs of X's instances, which is the
 * question the condition's own value answers ([CU] "Uniformity": a branch
 * is uniform when its condition is).  A proven condition proves the
 * branch.  Returns whether it changed something. */
static bool branch_route(ub_run *r, int X) {
  const cv_program *p = r->p;
  ub_item *it = &r->branches[X];
  int ni;
  const int *insts = cv_block_insts(p, X, &ni);
  const cv_inst *T = ni ? cv_program_inst(p, insts[ni - 1]) : NULL;
  if (!still_open(it) || !T || (T->op != CV_OP_BR && T->op != CV_OP_SWITCH) || T->nops < 2 ||
      T->ops[0].kind != CV_VALUE_INST || T->ops[0].index < 0 ||
      T->ops[0].index >= cv_program_ninsts(p))
    return false;
  const cv_inst *C = cv_program_inst(p, T->ops[0].index);
  const ub_item *cv = &r->values[C->index];
  if (C->block != X || cv->verdict != UB_PROVEN) return false;
  it->verdict = UB_PROVEN;
  it->all_threads = cv->all_threads;
  it->bounded_L = 0;
  SET_WHY(it, "its condition %%%s, computed in the block, is proven uniform: converged "
              "instances branch alike",
          C->name ? C->name : "?");
  return true;
}

/* The exit rule (counting.h, ubc_exit_counts): the open values of X read
 * after a counting loop whose only exit is a proven-uniform branch.
 * Returns whether it changed something. */
static bool exit_route(ub_run *r, int X) {
  const cv_program *p = r->p;
  int ni, H = -1;
  bool first = false;
  const int *insts = cv_block_insts(p, X, &ni);
  bool changed = false;
  for (int j = 0; j < ni; j++) {
    ub_item *it = &r->values[insts[j]];
    if (!still_open(it) ||
        !ubc_exit_counts(p, &r->hs, r->values, r->branches, insts[j], &H, &first))
      continue;
    it->verdict = UB_PROVEN;
    it->all_threads = true;
    it->bounded_L = 0;
    if (H < 0)
      SET_WHY(it, "a function of values proven uniform, in a block in no cycle, each computed "
                  "once per thread (docs/unbounded.md, \"Counting phis\", the exit rule)");
    else if (first)
      SET_WHY(it, "read after the loop of header %s, which every thread leaves in the first "
                  "iteration of its stay (each exit is on a condition that does not change in the "
                  "loop, decided alike at every visit), from values that count its iterations "
                  "(docs/unbounded.md, \"Counting phis\", the first-iteration exit rule)",
              cv_block_name(p, H));
    else
      SET_WHY(it, "read after the loop of header %s, which both threads leave at the same "
                  "iteration (its one exit is a proven-uniform branch), from values that count "
                  "its iterations (docs/unbounded.md, \"Counting phis\", the exit rule)",
              cv_block_name(p, H));
    changed = true;
  }
  return changed;
}

static void product_route(ub_run *r, const ubp_prog *pp, const ubp_prog *concrete) {
  const cv_program *p = r->p;
  int nb = cv_program_nblocks(p);
  for (int X = 0; X < nb; X++) {
    if (!cv_block_reachable(p, X)) continue;
    ub_item *bi = &r->blocks[X];
    bi->all_threads = true;
    hlists hl;
    hlists_of(&r->hs, X, &hl);
    int nlists = hl.n, hlen0 = hl.len[0];
    hlists_free(&hl);
    if (nlists == 1) {
      bi->verdict = UB_PROVEN;
      if (hlen0 == 0)
        SET_WHY(bi, "in no cycle: all its instances converge ([CU] \"Maximal Convergence\")");
      else
        SET_WHY(bi, "the same cycle headers in every hierarchy; the relation on its instances "
                    "depends on them only (docs/unbounded.md, the signature theorem)");
      if (!r->with_values) continue;
    }
    int ni;
    const int *insts = cv_block_insts(p, X, &ni);
    block_products bp;
    tally t;
    bool open = true;
    /* caps 1, 2, 4, ... up to o.cap: a smaller product first; a larger cap
     * only for what an over-approximation left open */
    for (int cap = 1; open; cap *= 2) {
      if (cap > r->o.cap) cap = r->o.cap;
      products_run(r, pp, X, cap, r->o.max_states, cap > 1, &bp);
      open = false;
      if (nlists > 1 && (cap == 1 || still_open(bi))) {
        tally_of(&bp, -2, &t);
        settle(r, pp, &t, X, -2, bi,
               "no two of its header lists converge different pairs of instances: the finite "
               "two-thread product reaches no such pair");
        open |= still_open(bi);
      }
      for (int j = -1; r->with_values && j < ni; j++) {
        ub_item *vi = j < 0 ? &r->branches[X] : &r->values[insts[j]];
        if (!still_open(vi)) continue; /* settled: by a smaller cap, or no branch */
        tally_of(&bp, j, &t);
        settle(r, pp, &t, X, j < 0 ? -1 : insts[j], vi,
               "no two converged instances differ: the finite two-thread product reaches no "
               "such pair in any hierarchy");
        open |= still_open(vi);
      }
      /* a larger cap only when no budget stopped a product (a product that
       * stopped early because its questions were answered does not count) */
      bool budget_stop = false;
      for (int i = 0; i < bp.hl.n; i++) budget_stop |= stopped(&bp.res[i]) || stopped(&bp.resv[i]);
      products_free(&bp);
      if (cap >= r->o.cap || budget_stop) break;
    }
    if (open && r->with_values) {
      counting_route(r, X);
      exit_route(r, X);
      branch_route(r, X);
    }
    open = still_open(bi);
    for (int j = 0; r->with_values && j < ni; j++) open |= still_open(&r->values[insts[j]]);
    if (r->with_values) open |= still_open(&r->branches[X]);
    if (!open || !concrete || (r->o.deadline > 0 && cc_now() > r->o.deadline)) continue;
    /* what the abstraction left open: search for a witness with the values
     * carried around cycles kept exactly (a bounded search, never a proof) */
    products_run(r, concrete, X, r->o.cap, r->o.max_states / 20, true, &bp);
    for (int j = -2; j < (r->with_values ? ni : -1); j++) {
      ub_item *it = j == -2 ? bi : j == -1 ? &r->branches[X] : &r->values[insts[j]];
      if (!still_open(it)) continue;
      tally_of(&bp, j, &t);
      if (t.exact && replay(r, concrete, CC_AT(t.cands, 0), X, j < 0 ? j : insts[j], it) == 1)
        it->verdict = UB_FAILS;
      CC_RELEASE(t.cands);
    }
    products_free(&bp);
  }
}

/* ---- controlled, infinite executions --------------------------------------- */

static bool anchors_vary(const ub_run *r) {
  if (r->o.rd.anchors != CV_ANCHOR_MAXIMAL) return false;
  for (int i = 0; i < cv_program_ninsts(r->p); i++)
    if (cv_program_inst(r->p, i)->token_def == CV_TOKEN_ANCHOR) return true;
  return false;
}

static void controlled_route(ub_run *r) {
  const cv_program *p = r->p;
  int nb = cv_program_nblocks(p), ni = cv_program_ninsts(p);
  bool one = CC_SIZE(r->hs) == 1;
  for (int X = 0; X < nb; X++) {
    if (!cv_block_reachable(p, X)) continue;
    ub_item *it = &r->blocks[X];
    const int *heads;
    bool nocycle = cv_hierarchy_headers_of(CC_AT(r->hs, 0), X, &heads) == 0;
    if (one) {
      it->verdict = UB_PROVEN;
      it->all_threads = true;
      SET_WHY(it, "the CFG has one cycle hierarchy: nothing to compare");
    } else if (nocycle && !anchors_vary(r)) {
      it->verdict = UB_PROVEN;
      it->all_threads = true;
      SET_WHY(it, "in no cycle, and the token classes do not depend on the hierarchy ([CO] "
                  "\"Controlled Maximal Convergence\" 2.1)");
    } else {
      SET_WHY(it, "the controlled relation in a cycle with unbounded traces: the product does "
                  "not model convergence tokens");
    }
  }
  if (!r->with_values) return;
  for (int j = 0; j < ni; j++)
    SET_WHY(&r->values[j], "controlled uniformity with unbounded traces: the product does not "
                           "model convergence tokens");
  for (int X = 0; X < nb; X++)
    if (r->branches[X].verdict == UB_UNKNOWN)
      SET_WHY(&r->branches[X], "controlled uniformity with unbounded traces: the product does "
                               "not model convergence tokens");
}

/* ---- fallback: the bounded engine on what stayed unknown -------------------- */

/* The fallback's bound: ub_opts.fallback_L (the command's -L, at most 12),
 * lowered while one thread has more than UB_FALLBACK_TRACES traces there
 * (en_traces_count), never below UB_FALLBACK_FLOOR (its bound until
 * 54694b6).  The engine considers every pair of traces, the square of
 * their number: r0841 of bench/unbounded_random.sh has 981 traces at L=8
 * and 16,179 at L=11; at L=12 the pairs took 14 s of CPU for four items the
 * products had left unknown (bench/HISTORY.md, "The fallback's bound").
 * The unknown says the bound it ran at ("within k=2, L=N"). */
static int ub_fallback_bound(const ub_run *r) {
  int L = r->o.fallback_L;
  while (L > UB_FALLBACK_FLOOR &&
         en_traces_count(r->p, &r->o.rd, L, (uint64_t)64 * UB_FALLBACK_TRACES) > UB_FALLBACK_TRACES)
    L--;
  return L;
}

static void fallback(ub_run *r, bool controlled, cc_error *err) {
  if (r->o.fallback_L < 1 || (r->o.deadline > 0 && cc_now() > r->o.deadline)) return;
  int nb = cv_program_nblocks(r->p), ni = cv_program_ninsts(r->p);
  bool any = false;
  for (int X = 0; X < nb && !any; X++)
    any = cv_block_reachable(r->p, X) && r->blocks[X].verdict == UB_UNKNOWN;
  if (r->with_values)
    for (int j = 0; j < ni + nb && !any; j++) {
      const ub_item *it = j < ni ? &r->values[j] : &r->branches[j - ni];
      int blk = j < ni ? cv_program_inst(r->p, j)->block : j - ni;
      any = cv_block_reachable(r->p, blk) && it->verdict == UB_UNKNOWN;
    }
  if (!any) return;
  int L = ub_fallback_bound(r);
  en_opts eo = engine_opts(r, L, controlled);
  /* many tuples: what holds settled by the signature theorem, the tuples
   * searched for witnesses only where their signatures show one (the same
   * witnesses, docs/design.md §6), as mconv and uniformity do */
  eo.signatures_above = EN_SIGNATURES_ABOVE;
  eo.deadline = r->o.deadline; /* --timeout: it stops, truncated, and says nothing */
  cc_error e2;
  cc_error_clear(&e2);
  en_run *er = en_run_new(r->p, &eo, &e2);
  if (!er) return;
  (void)err;
  for (int X = 0; X < nb; X++) {
    ub_item *it = &r->blocks[X];
    if (!cv_block_reachable(r->p, X) || !still_open(it)) continue;
    if (!er->blocks[X].m_converged) {
      it->verdict = UB_FAILS;
      it->all_threads = !controlled;
      take_witness(&it->w, er, &er->blocks[X].w);
    } else if (!er->truncated) {
      it->bounded_L = L;
    }
  }
  if (r->with_values)
    for (int j = 0; j < ni + nb; j++) {
      bool isv = j < ni;
      int blk = isv ? cv_program_inst(r->p, j)->block : j - ni;
      ub_item *it = isv ? &r->values[j] : &r->branches[blk];
      if (!cv_block_reachable(r->p, blk) || !still_open(it)) continue;
      const en_value_result *vr = isv ? &er->values[j] : &er->branches[blk];
      if (!vr->uniform) {
        it->verdict = UB_FAILS;
        it->all_threads = !controlled;
        take_witness(&it->w, er, &vr->w);
      } else if (!er->truncated) {
        it->bounded_L = L;
      }
    }
  en_run_free(er);
}

ub_run *ub_run_new(const cv_program *p, const ub_opts *o, bool values, cc_error *err) {
  double t0 = now();
  bool controlled = o->controlled && cv_program_has_tokens(p);
  if (controlled && !cv_tokens_check(p, err)) return NULL;
  ub_run *r = cc_calloc(1, sizeof *r);
  r->p = p;
  r->o = *o;
  if (r->o.cap < 1) r->o.cap = 1;
  r->with_values = values;
  int nb = cv_program_nblocks(p), ni = cv_program_ninsts(p);
  r->blocks = cc_calloc((size_t)nb + 1, sizeof *r->blocks);
  r->values = cc_calloc((size_t)ni + 1, sizeof *r->values);
  r->branches = cc_calloc((size_t)nb + 1, sizeof *r->branches);
  cv_enum_stats st;
  cv_enum_limits lim = {0, o->deadline};
  if (!cv_hierarchies_enumerate_by(p, o->rd.hierarchies, &lim, &r->hs, &st, err)) {
    ub_run_free(r);
    return NULL;
  }
  if (st.truncated) { /* not every hierarchy: nothing can be decided */
    const char *why = st.timed_out ? "the time limit (--timeout) cut the enumeration of the "
                                     "cycle hierarchies"
                                   : "too many cycle hierarchies to enumerate";
    for (int j = 0; j < nb + (values ? ni + nb : 0); j++) {
      ub_item *it = j < nb ? &r->blocks[j] : j < nb + ni ? &r->values[j - nb]
                                                          : &r->branches[j - nb - ni];
      SET_WHY(it, "%s", why);
      if (st.timed_out) it->next = UB_NEXT_TIMEOUT;
    }
    r->seconds = now() - t0;
    return r;
  }
  /* a block with one successor (or none) has no branch: nothing diverges */
  for (int X = 0; values && X < nb; X++) {
    int ns;
    const int *succ = cv_block_succs(p, X, &ns);
    bool one = true;
    for (int i = 1; i < ns; i++) one &= succ[i] == succ[0];
    if (!one || !cv_block_reachable(p, X)) continue;
    r->branches[X].verdict = UB_PROVEN;
    r->branches[X].all_threads = true;
    SET_WHY(&r->branches[X], "no branch: one successor or none");
  }
  /* a block no path from the entry reaches has no instance: no two
   * converged instances of its values or branch differ ([CU] "Uniformity"
   * quantifies over instances), as the bounded engine and opt's printer
   * show it (cli/cmd_uniformity.c) */
  for (int X = 0; values && X < nb; X++) {
    if (cv_block_reachable(p, X)) continue;
    int nx;
    const int *is = cv_block_insts(p, X, &nx);
    for (int k = -1; k < nx; k++) {
      ub_item *it = k < 0 ? &r->branches[X] : &r->values[is[k]];
      it->verdict = UB_PROVEN;
      it->all_threads = true;
      SET_WHY(it, "never executed: no path from the entry reaches block %s", cv_block_name(p, X));
    }
  }
  if (!finite_route(r, controlled, err)) {
    if (err->set) {
      ub_run_free(r);
      return NULL;
    }
    if (controlled) {
      controlled_route(r);
    } else {
      ubp_prog pp, concrete;
      ubp_prog_init(&pp, p, false);
      ubp_prog_init(&concrete, p, true);
      /* the concrete search only where it keeps more than the abstraction */
      bool differs = false;
      for (int i = 0; i < cv_program_ninsts(p); i++) differs |= pp.taint[i] != concrete.taint[i];
      product_route(r, &pp, differs ? &concrete : NULL);
      /* counting phis whose stable operands were proven after their block */
      for (bool again = r->with_values; again;) {
        again = false;
        for (int X = 0; X < cv_program_nblocks(p); X++)
          if (cv_block_reachable(p, X))
            again |= counting_route(r, X) | exit_route(r, X) | branch_route(r, X);
      }
      ubp_prog_free(&pp);
      ubp_prog_free(&concrete);
    }
    fallback(r, controlled, err);
  }
  r->seconds = now() - t0;
  return r;
}

void ub_run_free(ub_run *r) {
  if (!r) return;
  int nb = cv_program_nblocks(r->p), ni = cv_program_ninsts(r->p);
  for (int b = 0; b < nb; b++) {
    witness_free(&r->blocks[b].w);
    witness_free(&r->branches[b].w);
  }
  for (int i = 0; i < ni; i++) witness_free(&r->values[i].w);
  free(r->blocks);
  free(r->values);
  free(r->branches);
  cv_hierarchies_free(&r->hs);
  free(r);
}

en_run *ub_witness_replay(const ub_run *r, const ub_witness *w, int inst, en_witness *out,
                          cc_error *err) {
  if (!w->set) {
    cc_error_set(err, cv_program_file(r->p), 0, 0, "no witness to print");
    return NULL;
  }
  bool controlled = r->o.controlled && cv_program_has_tokens(r->p);
  en_opts eo = engine_opts(r, w->L, controlled);
  eo.mconv_only = inst == -2;
  en_run *er = en_run_tuple(r->p, &eo, &w->t, err);
  if (!er) return NULL;
  en_witness ew;
  memset(&ew, 0, sizeof ew);
  ew.v1 = ew.v2 = -1;
  ew.set = true;
  ew.k = 2;
  /* the tuple's traces in the run, in the witness's order */
  bool ok = er->tuples == 1;
  for (int u = 0; u < 2 && ok; u++) {
    ok = false;
    for (size_t i = 0; i < CC_SIZE(er->traces) && !ok; i++) {
      cv_tuple one;
      en_witness probe = ew;
      probe.traces[0] = (int)i;
      probe.k = 1;
      en_witness_tuple(er, &probe, &one);
      if (one.thread[0].len == w->t.thread[u].len &&
          !memcmp(one.thread[0].blocks, w->t.thread[u].blocks,
                  (size_t)one.thread[0].len * sizeof(int))) {
        ew.traces[u] = (int)i;
        ok = true;
      }
      cv_tuple_free(&one);
    }
  }
  if (!ok) {
    en_run_free(er);
    cc_error_set(err, cv_program_file(r->p), 0, 0,
                 "the witness does not replay in the bounded engine (k=2, L=%d)", w->L);
    return NULL;
  }
  ew.h1 = w->h1;
  ew.h2 = w->h2;
  ew.b1 = w->b1;
  ew.b2 = w->b2;
  ew.t1 = w->t1;
  ew.p1 = w->p1;
  ew.t2 = w->t2;
  ew.p2 = w->p2;
  if (inst != -2) en_witness_fill_values(er, inst, &ew);
  *out = ew;
  return er;
}

bool ub_witness_print(const ub_run *r, const ub_witness *w, int inst, cc_buf *out,
                      cc_error *err) {
  en_witness ew;
  en_run *er = ub_witness_replay(r, w, inst, &ew, err);
  if (!er) return false;
  if (inst == -2) en_witness_print_mconv(er, &ew, out);
  else en_witness_print_value(er, inst, &ew, out);
  en_run_free(er);
  return true;
}
