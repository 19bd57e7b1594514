/* transform/check.c — the check (docs/design.md §8; [CO] "Correctness of
 * Program Transforms" and its examples): inputs as multisets of k pairs
 * whose shared decisions agree; for each, the behaviours of both programs
 * and the search for ONE BEFORE behaviour giving every compared instance
 * the same communicating set; the verdict. */
#include "transform/tf_int.h"

#include "verify/verify.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

void tf_opts_default(tf_opts *o) {
  memset(o, 0, sizeof *o);
  o->k = CV_DEFAULT_THREADS;
  o->L = CV_DEFAULT_BOUND;
  cv_readings_default(&o->rd);
  o->max_behaviours = 4096;
}

const cv_reading_support tf_support = {
    [CV_RD_cb] = CV_SUPPORT_ALL, [CV_RD_hierarchies] = CV_SUPPORT_ALL,
    [CV_RD_anchors] = CV_SUPPORT_ALL, [CV_RD_uncontrolled] = CV_SUPPORT_ALL};

const char *tf_verdict_name(tf_verdict v) {
  switch (v) {
  case TF_PRESERVED: return "preserved";
  case TF_BROKEN: return "broken";
  case TF_NOT_EQUIVALENT: return "not single-thread equivalent";
  case TF_INVALID_AFTER: return "AFTER invalid";
  case TF_UNKNOWN: return "unknown";
  }
  return "?";
}


/* Candidates of one input asked of Z3 at most (the others are left
 * undecided). */
enum { TF_QUERIES_PER_INPUT = 4 };

/* Does compared instance e's communicating set differ between AFTER's
 * behaviour (sa) and BEFORE's closest (sb; NULL: none, every one differs)? */
static bool tfI_set_differs(const int *sa, const int *sb, int e, int k) {
  return !sb || tfI_sig_differences(sa + e * k, sb + e * k, (size_t)k) != 0;
}

/* Per instance of rel (AFTER's grouping when after, else BEFORE's): true
 * for the block instance where a compared instance whose set differs runs
 * (caller frees). */
static bool *tfI_differing_marks(const input *in, const cv_relation *rel, const int *sa,
                                 const int *sb, bool after) {
  bool *mark = cc_calloc((size_t)cv_relation_ninstances(rel) + 1, sizeof *mark);
  for (int e = 0; e < in->nev; e++) {
    if (!tfI_set_differs(sa, sb, e, in->k)) continue;
    int u = in->ev_thread[e], ia = in->ev_index[e];
    const path *q = after ? in->pa[u] : in->pb[u];
    int ie = after ? ia : in->pr[u]->match[ia];
    if (ie >= 0 && ie < q->nev && q->ev[ie].pos < q->len)
      mark[cv_relation_instance(rel, u, q->ev[ie].pos)] = true;
  }
  return mark;
}

/* Does p hold a convergence.anchor (whose threads [CO] leaves to the
 * implementation: the anchors reading decides them)? */
static bool has_anchor(const cv_program *p) {
  for (int i = 0; i < cv_program_ninsts(p); i++)
    if (cv_program_inst(p, i)->token_def == CV_TOKEN_ANCHOR) return true;
  return false;
}

/* One input: false when it settles the verdict (counterexample). */
static bool check_input(ctx *c, input *in) {
  tf_result *res = c->res;
  int k = in->k;
  bool cut = false, cdep = false;
  for (int u = 0; u < k; u++) {
    cut |= !in->pb[u]->complete || !in->pa[u]->complete;
    cdep |= in->pb[u]->conv_dep || in->pa[u]->conv_dep;
  }
  for (int u = 0; u < k; u++)
    if (in->pr[u]->unrelated) { res->unrelated++; return true; }
  /* a path cut by the bound: the input is checked on its prefixes, each
   * communicating set where the prefixes decide it (TF_UNRESOLVED); it
   * counts among the cut ones only once it is checked (res->cut is a part
   * of res->checked: "N inputs checked, M of them on their first L block
   * executions") */
  /* the compared instances: AFTER's events, and its other class-valued
   * instances that BEFORE executes too */
  in->nev = 0;
  int total = 0;
  for (int u = 0; u < k; u++) total += in->pa[u]->nev;
  in->ev_thread = cc_malloc(((size_t)total + 1) * sizeof(int));
  in->ev_index = cc_malloc(((size_t)total + 1) * sizeof(int));
  for (int u = 0; u < k; u++)
    for (int e = 0; e < in->pa[u]->nev; e++) {
      if (in->pr[u]->match[e] < 0) continue; /* an AFTER-only class-valued call */
      in->ev_thread[in->nev] = u;
      in->ev_index[in->nev++] = e;
    }
  for (int u = 0; u < k; u++) {
    in->tb[u].len = in->pb[u]->len;
    in->tb[u].blocks = in->pb[u]->blocks;
    in->ta[u].len = in->pa[u]->len;
    in->ta[u].blocks = in->pa[u]->blocks;
  }
  in->t_before.k = in->t_after.k = k;
  in->t_before.thread = in->tb;
  in->t_after.thread = in->ta;

  behs bb = {0}, ba = {0};
  behaviours_list objs = {0};
  bool trunc = false, trunc_b = false;
  const char *why_after = NULL;
  bool go_on = true;
  size_t nsig = (size_t)in->nev * (size_t)k;
  names cn = {0};
  /* an input cut by the bound: when BEFORE's choice with no anchor instance
   * converged across threads leaves every communicating set undecided,
   * every AFTER behaviour matches it (behave.c tfI_wildcard_before): it is
   * the only BEFORE behaviour needed, and one AFTER behaviour shows that
   * AFTER has a consistent one -- the anchors' choices, past the behaviour
   * limit or not, need not be searched.  Not when decisions read
   * convergent values, nor with a dropped call (more is compared) */
  bool wild = false;
  if (cut && !cdep) {
    bool dropped = false;
    for (int u = 0; u < k; u++) dropped |= in->pr[u]->dropped != NULL;
    wild = !dropped && tfI_wildcard_before(c, in, &bb, &objs, &cn, nsig);
  }
  if (!c->timed_out)
    tfI_behaviours_max(c, &c->after, &in->t_after, &ba, &objs, &trunc, &why_after, wild ? 1 : 0);
  if (!wild && !c->timed_out) tfI_behaviours(c, &c->before, &in->t_before, &bb, &objs, &trunc_b, NULL);
  /* the AFTER behaviours left out match it too; but a search that the
   * choices' limit cut before it found one proves no AFTER invalid */
  if (wild && CC_SIZE(ba) > 0) trunc = false;
  bview *va = NULL, *vb = NULL;
  size_t *bucket = NULL, *abucket = NULL; /* hash tables of signatures: index + 1 */
  size_t nb_slots = 0, na_slots = 0;
  if (c->timed_out) { /* the sets are incomplete: no verdict on this input */
    go_on = false;
    goto done;
  }
  if (trunc || trunc_b) res->truncated++;
  /* BEFORE's behaviours cut by the limit: a missing match proves nothing */
  if (trunc_b) goto done;
  /* none found by a search the limit cut: no proof that there is none */
  if (CC_SIZE(ba) == 0 && trunc) goto done;
  if (CC_SIZE(ba) == 0) {
    res->verdict = TF_INVALID_AFTER;
    cc_buf_puts(&res->report, "  AFTER's dynamic rules allow no consistent relation for this input");
    if (why_after && *why_after) cc_buf_printf(&res->report, ": %s", why_after);
    cc_buf_puts(&res->report, "\n");
    tfI_print_input(c, in, &res->report);
    tfI_cex_input(c, &res->cex, in, NULL, NULL);
    res->cex.why = "AFTER's dynamic rules allow no consistent relation for this input";
    if (why_after && *why_after) res->cex.why_detail = cc_strdup(why_after);
    go_on = false;
    goto done;
  }
  if (CC_SIZE(bb) == 0) { res->before_invalid++; goto done; }
  va = tfI_views_of(c, &c->after, &ba, in, false, cdep, &cn, nsig);
  vb = tfI_views_of(c, &c->before, &bb, in, true, cdep, &cn, nsig);
  bool any_a = false, opaque = false;
  for (size_t i = 0; i < CC_SIZE(ba); i++) any_a |= va[i].admissible, opaque |= va[i].opaque;
  for (size_t j = 0; j < CC_SIZE(bb); j++) opaque |= vb[j].opaque;
  if (opaque) { res->conv_dependent++; goto done; }
  if (!any_a) { res->unrealized++; goto done; }
  res->checked++;
  if (cut) res->cut++;
  nb_slots = 1;
  while (nb_slots < 2 * CC_SIZE(bb) + 2) nb_slots *= 2;
  bucket = cc_calloc(nb_slots, sizeof *bucket);
  for (size_t j = 0; j < CC_SIZE(bb); j++) {
    if (!vb[j].admissible) continue;
    size_t h = vb[j].hash & (nb_slots - 1);
    while (bucket[h]) h = (h + 1) & (nb_slots - 1);
    bucket[h] = j + 1;
  }
  na_slots = 1;
  while (na_slots < 2 * CC_SIZE(ba) + 2) na_slots *= 2;
  abucket = cc_calloc(na_slots, sizeof *abucket);
  int nqueries = 0;
  bool dropped_in = false;
  for (int u = 0; u < k; u++) dropped_in |= in->pr[u]->dropped != NULL;
  for (size_t i = 0; i < CC_SIZE(ba) && go_on; i++) {
    if (!va[i].admissible) continue;
    /* an AFTER behaviour with the signature of an earlier one was settled
     * with it (not when decisions depend on convergence: they differ; nor
     * when a dropped call's effects are compared as values: the classes
     * of instances the signature leaves out may make other values) */
    if (!cdep && !dropped_in) {
      bool seen = false;
      size_t h = va[i].hash & (na_slots - 1);
      for (; abucket[h] && !seen; h = (h + 1) & (na_slots - 1)) {
        const bview *y = &va[abucket[h] - 1];
        seen = y->hash == va[i].hash && !memcmp(y->sig, va[i].sig, nsig * sizeof(int));
      }
      if (seen) continue;
      abucket[h] = i + 1;
    }
    bool found = false;
    const bview *fy = NULL; /* the BEFORE behaviour that matched (not on prefixes) */
    for (size_t h = va[i].hash & (nb_slots - 1); !cut && bucket[h] && !found;
         h = (h + 1) & (nb_slots - 1)) {
      const bview *y = &vb[bucket[h] - 1];
      found = y->hash == va[i].hash && !memcmp(y->sig, va[i].sig, nsig * sizeof(int)) &&
              (!cdep || tfI_decisions_agree(&va[i], y));
      if (found) fy = y;
    }
    /* on prefixes: a set the prefixes do not decide matches any */
    for (size_t j = 0; cut && j < CC_SIZE(bb) && !found; j++)
      found = vb[j].admissible && tfI_sig_differences(va[i].sig, vb[j].sig, nsig) == 0 &&
              (!cdep || tfI_decisions_agree(&va[i], &vb[j]));
    if (found) {
      /* matched, but through a pair whose BEFORE runs a used readnone call
       * more often: its uses may read, in AFTER, a value made with other
       * threads.  Of the kind TF_DROP_USED, the threads' effects are
       * compared as values (values.c tfI_effects_confirm) within the
       * input's queries; else, or undecided, unknown (dropped_why) */
      const pair *dp = NULL;
      bool values = fy != NULL;
      for (int u = 0; u < in->k; u++)
        if (in->pr[u]->dropped) {
          if (!dp) dp = in->pr[u];
          values &= in->pr[u]->dropped_kind == TF_DROP_USED;
        }
      if (!dp) continue;
      int ev = -1;
      cc_buf wit, what;
      cc_buf_init(&wit);
      cc_buf_init(&what);
      if (values && nqueries >= TF_QUERIES_PER_INPUT) ev = -2; /* no query left */
      else if (values) {
        nqueries++;
        ev = tfI_effects_confirm(c, in, &va[i], fy, &wit, &what);
      }
      if (ev == 1) { /* a counterexample: a thread leaves another value */
        go_on = false;
        res->verdict = TF_BROKEN;
        res->cex.why = "a thread leaves other values behind in AFTER: a convergent call without "
                       "side effects that BEFORE runs more often gave its uses a value made by "
                       "an instance with other threads";
        cc_buf_printf(&res->report, "  %s:\n", res->cex.why);
        tfI_print_input(c, in, &res->report);
        tfI_cex_input(c, &res->cex, in, &CC_AT(ba, i), &CC_AT(bb, (size_t)(fy - vb)));
        tfI_cex_values(&res->cex, cc_buf_str(&wit));
        { /* the effect, as data: its lines, indentation dropped */
          cc_buf e;
          cc_buf_init(&e);
          for (const char *l = cc_buf_str(&what); *l;) {
            while (*l == ' ') l++;
            size_t n = strcspn(l, "\n");
            if (e.len) cc_buf_puts(&e, "; ");
            cc_buf_printf(&e, "%.*s", (int)n, l);
            l += n + (l[n] == '\n');
          }
          res->cex.effect = cc_strdup(cc_buf_str(&e));
          cc_buf_free(&e);
        }
        cc_buf_puts(&res->report, dp->dropped);
        cc_buf_puts(&res->report, "  an effect that differs (the communicating sets of the compared "
                                  "calls are the same):\n");
        cc_buf_puts(&res->report, cc_buf_str(&what));
        cc_buf_puts(&res->report, "  the input's values (found by Z3; both programs replayed on them):\n");
        cc_buf_puts(&res->report, cc_buf_str(&wit));
      } else if (ev != 0 && !c->dropped_why[0]) {
        /* the reason of a pair that is not of the kind the values decide
         * first: it is what stops the check */
        for (int u = 0; u < in->k; u++)
          if (in->pr[u]->dropped && (dp->dropped_kind == TF_DROP_USED || !in->pr[u]->dropped))
            if (in->pr[u]->dropped_kind != TF_DROP_USED) dp = in->pr[u];
        snprintf(c->dropped_why, sizeof c->dropped_why, "%s", dp->dropped);
        c->dropped_kind = dp->dropped_kind;
        /* why the values did not decide it */
        c->dropped_values_why[0] = 0;
        if (ev == 2)
          snprintf(c->dropped_values_why, sizeof c->dropped_values_why, "%s", c->z3_buf);
        else if (ev == -2)
          snprintf(c->dropped_values_why, sizeof c->dropped_values_why,
                   "the input's %d queries were used up before its effects were compared",
                   (int)TF_QUERIES_PER_INPUT);
        else if (values)
          snprintf(c->dropped_values_why, sizeof c->dropped_values_why,
                   "the two programs leave different numbers or kinds of effects, or a path is "
                   "cut by the bound, so they are not compared as values");
      }
      cc_buf_free(&wit);
      cc_buf_free(&what);
      if (ev == 1) break;
      continue;
    }
    size_t best = 0;
    int best_diff = -1;
    for (size_t j = 0; j < CC_SIZE(bb); j++) {
      if (!vb[j].admissible) continue;
      int diff = tfI_sig_differences(va[i].sig, vb[j].sig, nsig);
      if (best_diff < 0 || diff < best_diff) best_diff = diff, best = j;
    }
    /* a candidate: real only if values take these paths under this
     * behaviour and the replay finds no execution of BEFORE matching it
     * (values.c); the first unconfirmed one is kept for unknown's text */
    cc_buf wit;
    cc_buf_init(&wit);
    int fz = !tfI_after_feasible(c, in, &va[i], i)        ? 0
             : nqueries++ < TF_QUERIES_PER_INPUT ? tfI_confirm(c, in, &va[i], NULL, false, &wit)
                                                 : 2;
    if (fz == 0 || fz == 3) { /* no values take these paths so, or on each
                                 * values that do BEFORE matches */
      res->infeasible += fz == 0;
      cc_buf_free(&wit);
      continue;
    }
    bool confirmed = fz == 1;
    if (!confirmed && c->unconfirmed) {
      cc_buf_free(&wit);
      continue;
    }
    cc_buf *out = confirmed ? &res->report : &c->unconf;
    if (confirmed) go_on = false, res->verdict = TF_BROKEN;
    else c->unconfirmed = true;
    if (!confirmed)
      cc_buf_printf(out, "  a candidate, not confirmed (%s):\n", c->z3_why[0] ? c->z3_why : "?");
    cc_buf_printf(out, "  AFTER has a behaviour that none of BEFORE's %zu %s has for this input\n",
                  CC_SIZE(bb), cc_plural((long long)CC_SIZE(bb), "behaviour", "behaviours"));
    tfI_print_input(c, in, out);
    const int *sa = va[i].sig, *sb = best_diff >= 0 ? vb[best].sig : NULL;
    /* the two tables may look the same when only where an operation runs
     * changed: the block instances of the instances whose sets differ are
     * marked in both (a '*' and a legend line) */
    bool *mark_a = tfI_differing_marks(in, tfI_beh_rel(&CC_AT(ba, i)), sa, sb, true);
    bool *mark_b = sb ? tfI_differing_marks(in, tfI_beh_rel(&CC_AT(bb, best)), sa, sb, false) : NULL;
    /* one label notation for both tables (cv_instance_label_with) */
    tfI_print_beh(&c->after, &CC_AT(ba, i), "AFTER grouping", mark_a, c->before.p, out);
    if (sb)
      tfI_print_beh(&c->before, &CC_AT(bb, best), "BEFORE grouping (the closest)", mark_b,
                    c->after.p, out);
    cc_buf_printf(out, "  (*: the block instance where each operation listed below runs%s)\n",
                  sb ? ", in each table" : "");
    free(mark_a);
    free(mark_b);
    cc_buf_puts(out, "  communicating sets that differ:\n");
    /* as data: the counterexample, or unknown's first candidate */
    tf_cex *x = confirmed ? &res->cex : &res->candidate;
    tfI_cex_input(c, x, in, &CC_AT(ba, i), best_diff >= 0 ? &CC_AT(bb, best) : NULL);
    x->why = "AFTER has a behaviour that none of BEFORE's behaviours has for this input";
    x->nbehaviours_before = (int)CC_SIZE(bb);
    if (confirmed) tfI_name_allocas(c->before.p, &wit);
    if (confirmed) tfI_cex_values(x, cc_buf_str(&wit));
    for (int e = 0; e < in->nev; e++) {
      if (!tfI_set_differs(sa, sb, e, k)) continue;
      int u = in->ev_thread[e];
      {
        unsigned as = 0, bs = 0;
        for (int v = 0; v < k; v++) {
          if (sa[e * k + v] >= 0) as |= 1u << v;
          if (sb && sb[e * k + v] >= 0) bs |= 1u << v;
        }
        int ia = in->ev_index[e];
        tfI_cex_event(c, x, in, u, ia, in->pr[u]->match[ia], as, bs);
      }
      cc_buf_printf(out, "    thread %d, ", u + 1);
      tfI_print_event_name(c->after.p, c->terms, &c->rc, &in->pa[u]->ev[in->ev_index[e]], &c->nm, out);
      cc_buf_puts(out, ": AFTER ");
      tfI_print_set(&c->nm, sa, e, k, out);
      if (sb) {
        cc_buf_puts(out, ", BEFORE ");
        tfI_print_set(&c->nm, sb, e, k, out);
      }
      cc_buf_putc(out, '\n');
    }
    if (best_diff == 0 && cdep)
      cc_buf_puts(out, "  (the same communicating sets, but BEFORE's behaviour decides the branches "
                       "on convergent results differently)\n");
    if (confirmed) {
      cc_buf_puts(out, "  the input's values (found by Z3; both programs replayed on them):\n");
      cc_buf_puts(out, cc_buf_str(&wit));
    }
    cc_buf_free(&wit);
    if (confirmed) break;
  }
done:
  free(in->ev_thread);
  free(in->ev_index);
  free(bucket);
  free(abucket);
  if (va) tfI_views_free(va, CC_SIZE(ba));
  if (vb) tfI_views_free(vb, CC_SIZE(bb));
  tfI_names_free(&cn);
  for (size_t i = 0; i < CC_SIZE(ba); i++) cv_relation_free(CC_AT(ba, i).own);
  for (size_t i = 0; i < CC_SIZE(bb); i++) cv_relation_free(CC_AT(bb, i).own);
  for (size_t i = 0; i < CC_SIZE(objs); i++) cv_behaviours_free(CC_AT(objs, i));
  CC_RELEASE(ba);
  CC_RELEASE(bb);
  CC_RELEASE(objs);
  return go_on;
}


static bool prepare(side *s, const cv_program *p, const tf_opts *o, cc_error *err) {
  memset(s, 0, sizeof *s);
  s->p = p;
  s->tokens = cv_program_has_tokens(p);
  int ni = cv_program_ninsts(p);
  s->observed = cc_calloc((size_t)ni + 1, sizeof(bool));
  for (int i = 0; i < ni; i++) {
    const cv_inst *I = cv_program_inst(p, i);
    s->observed[i] = cv_inst_class_valued(I) && I->token_def == CV_TOKEN_NONE;
    s->uncontrolled |= (I->flags & CV_INST_CONVERGENT) && I->op == CV_OP_CALL &&
                       I->token_def == CV_TOKEN_NONE && I->token_use < 0;
  }
  if (s->tokens && !cv_tokens_check(p, err)) return false;
  cv_enum_stats st;
  memset(&st, 0, sizeof st);
  if (!cv_hierarchies_enumerate(p, o->rd.hierarchies, 0, &s->hs, &st, err)) return false;
  return true;
}

/* The first static rule p breaks, in why ("closed-path-1: ... (file:line:col;
 * ConvergentOperations.rst, ...)"); 0 if none. */
static int static_rules(const cv_program *p, cc_buf *why) {
  vf_diags ds = {0};
  int n = vf_verify(p, &ds);
  if (n > 0) {
    const vf_diag *d = &CC_AT(ds, 0);
    cc_buf_printf(why, "[%s] %s (", vf_rule_id(d->rule), d->message);
    if (d->line) cc_buf_printf(why, "%s:%d:%d; ", cv_program_shown_file(p), d->line, d->col);
    cc_buf_printf(why, "%s)", vf_rule_source(d->rule));
  }
  vf_diags_free(&ds);
  return n;
}

/* tf_opts.prove_first: a rule that proves the pair for every trace length
 * and every number of threads settles it before any round (a pipeline's
 * EarlyCSE step on Rodinia's pathfinder: 35 ms by the lockstep rule
 * against 70 s of rounds, bench/README.md).  The proof's time is a quarter
 * of the limit left and at most TF_PROVE_FIRST_MS, so that the rounds keep
 * the rest when it fails: a failed attempt cost up to 2.6 s on steps of
 * our kernels whose rounds take 3 s (unroll_uniform's InstCombine).  The
 * simulation rule may go on up to half of the limit left (TF_PROVE_MORE_MS
 * without one) within a CPU budget of its own (unbounded/transform.c
 * UBT_SIMULATION_CPU_MS): SimplifyCFG on Rodinia's pathfinder at -O0 is
 * proven in about 2 s of CPU, over 8 s of wall on a loaded machine, where
 * the rounds use their whole share and stay unknown. */
enum { TF_PROVE_FIRST_MS = 2000, TF_PROVE_MORE_MS = 30000 };

static bool prove_first(ctx *c, const cv_program *before, const cv_program *after) {
  const tf_opts *o = c->o;
  if (!o->prove_first) return false;
  unsigned ms = TF_PROVE_FIRST_MS, more = TF_PROVE_MORE_MS;
  if (c->deadline) {
    double left = (c->deadline - cc_now()) * 1000.0;
    if (left / 4 < ms) ms = left / 4 < 1 ? 1 : (unsigned)(left / 4);
    more = left / 2 < ms ? ms : (unsigned)(left / 2);
  }
  /* a pipeline step's limit (tf_opts.rounds_ms) bounds the simulation
   * rule's wall too: its CPU budget does not stop a Z3 question already
   * asked (pathfinder's InstCombine and Reassociate steps: 37 s of wall
   * each, the half share of --timeout 300000, mostly in Z3) */
  if (o->rounds_ms && more > o->rounds_ms) more = o->rounds_ms > ms ? o->rounds_ms : ms;
  char why[720];
  why[0] = 0;
  const char *rule = o->prove_first(before, after, o, c->before.uncontrolled || c->after.uncontrolled,
                                    ms, more, why, sizeof why);
  if (!rule) return false;
  tf_result *res = c->res;
  res->verdict = TF_PRESERVED;
  res->L = o->L;
  res->proof_rule = rule;
  res->proof = cc_strdup(why);
  res->hier_before = (int)CC_SIZE(c->before.hs);
  res->hier_after = (int)CC_SIZE(c->after.hs);
  return true;
}

void tfI_progress(ctx *c, tf_stage st, uint64_t done, uint64_t total) {
  if (!c->o->progress) return;
  tf_progress p = {c->L, st, done, total, c->res ? c->res->z3_queries : 0};
  c->o->progress(c->o->progress_arg, &p);
}

/* One round: the check at bound c->L on the prepared sides, into c->res. */
static void round_at(ctx *c) {
  const tf_opts *o = c->o;
  tf_result *res = c->res;
  res->L = c->L;
  res->hier_before = (int)CC_SIZE(c->before.hs);
  res->hier_after = (int)CC_SIZE(c->after.hs);
  c->terms = cv_terms_new();
  cv_terms_range_from(c->terms, c->before.p); /* BEFORE's ranges bound the input */
  bool paths_done = tfI_enumerate_paths(c, &c->before, c->terms, &c->nm, &c->rc, c->L, c->deadline) &&
                    tfI_enumerate_paths(c, &c->after, c->terms, &c->nm, &c->rc, c->L, c->deadline);
  res->paths_before = CC_SIZE(c->before.ps);
  res->paths_after = CC_SIZE(c->after.ps);
  res->verdict = TF_PRESERVED;
  if (!paths_done) res->timed_out = true;
  if (paths_done && tfI_build_pairs(c) && !c->timed_out && c->cd_reading) {
    res->checked = res->pairs; /* per thread: the pairs are the inputs */
    res->inputs = res->pairs;
  } else if (paths_done && !c->timed_out && res->verdict == TF_PRESERVED) {
    /* multisets of k pairs, pairwise agreeing on shared decisions */
    size_t P = CC_SIZE(c->pairs);
    int k = o->k, idx[4] = {0, 0, 0, 0};
    uint64_t step = 0, total = 1;
    /* the multisets of k of P pairs, C(P+k-1, k), for the progress (0: too many) */
    for (int i = 1; i <= k && total; i++) {
      uint64_t f = (uint64_t)P + (uint64_t)i - 1;
      total = total > UINT64_MAX / (f ? f : 1) ? 0 : total * f / (uint64_t)i;
    }
    while (P > 0) {
      bool agreeing = true;
      for (int a = 0; a < k && agreeing; a++)
        for (int b = a + 1; b < k && agreeing; b++) {
          const pair *x = &CC_AT(c->pairs, idx[a]), *y = &CC_AT(c->pairs, idx[b]);
          agreeing = tfI_agree(x->sh, x->nsh, y->sh, y->nsh, true);
        }
      if (agreeing) {
        input in;
        memset(&in, 0, sizeof in);
        in.k = k;
        for (int u = 0; u < k; u++) {
          in.pr[u] = &CC_AT(c->pairs, idx[u]);
          in.pb[u] = CC_AT(c->before.ps, in.pr[u]->pb);
          in.pa[u] = CC_AT(c->after.ps, in.pr[u]->pa);
        }
        res->inputs++;
        if (!check_input(c, &in)) {
          if (c->timed_out) res->timed_out = true;
          break;
        }
      }
      /* after each input compared (its candidates may ask Z3), and every
       * 64 multisets skipped */
      if (agreeing || (step & 63) == 63) tfI_progress(c, TF_STAGE_INPUTS, step + 1, total);
      ++step;
      if ((step & 63) == 0 && c->deadline && cc_now() > c->deadline) {
        res->timed_out = true;
        break;
      }
      int a = k - 1;
      while (a >= 0 && (size_t)idx[a] == P - 1) a--;
      if (a < 0) break;
      idx[a]++;
      for (int b = a + 1; b < k; b++) idx[b] = idx[a];
    }
  }
  if (res->verdict == TF_PRESERVED) {
    if (res->timed_out) res->verdict = TF_UNKNOWN, res->unknown_why = "the time limit (--timeout, in milliseconds) stopped the search: a larger one, or a smaller -L, decides more";
    else if (c->unconfirmed) {
      res->verdict = TF_UNKNOWN;
      res->unknown_why = "the only counterexamples found were not confirmed: no values that "
                         "replay in both programs were found for them (see below)";
      /* docs/transforms.md "Memory": a difference only other threads'
       * stores make, which one thread's memory does not model */
      if (c->sync_why[0])
        res->unknown_why = "the only counterexamples found rest on what other threads store past "
                           "a synchronisation point (a barrier, a fence, an atomic, an unknown "
                           "call), which the check does not model (see below): read whether "
                           "another thread writes that address in between";
      cc_buf_puts(&res->report, cc_buf_str(&c->unconf));
    }
    else if (res->conv_dependent)
      res->verdict = TF_UNKNOWN,
      res->unknown_why = "a branch depends on a convergent call's result through a term the "
                         "transform check does not decompose (an indirect call, a phi of an "
                         "unknown edge), so which behaviours realize the input is not known; no "
                         "option decides it: reduce the input (convcheck reduce) to the branch "
                         "that reads it, or report it: the check lacks that term's decomposition";
    else if (c->dropped_why[0] && c->dropped_kind == TF_DROP_FLAGS) {
      res->verdict = TF_UNKNOWN;
      res->unknown_why = "a convergent call without side effects runs more often in BEFORE "
                         "than in AFTER on a pair of paths that part where the programs' values "
                         "differ only in poison-generating flags (nuw, nsw, nneg, exact, "
                         "disjoint, samesign; see below): the check compares values as terms, "
                         "flags kept, and could not show the flag never violated, so it cannot "
                         "rule that pair out; no option, bound or --unbounded decides it: show "
                         "by hand that the flag holds on every thread's value, or report it: "
                         "the check bounds values only through a call's range, zext, trunc and and "
                         "(docs/transforms.md, \"What is compared\")";
      cc_buf_puts(&res->report, c->dropped_why);
    }
    else if (c->dropped_why[0] && c->dropped_kind == TF_DROP_CUT) {
      res->verdict = TF_UNKNOWN;
      res->unknown_why = "a convergent call's result decides BEFORE's path to its end (see "
                         "below) while AFTER's path, cut by the bound, can run no call of that "
                         "callee any more: whether AFTER's thread ever gets as far (a loop it "
                         "may not leave) no bound tells, and BEFORE's way rests on a value no "
                         "instance of AFTER fixes; read whether AFTER's loop can be left "
                         "without that call (docs/transforms.md, \"What is compared\")";
      cc_buf_puts(&res->report, c->dropped_why);
    }
    else if (c->dropped_why[0]) {
      res->verdict = TF_UNKNOWN;
      res->unknown_why = "a convergent call without side effects runs more often in BEFORE "
                         "than in AFTER and its result is used (see below), on paths of a "
                         "thread that leave different effects in the two programs (stores, "
                         "atomics, returned values), and comparing those effects as values did "
                         "not decide it (the report says why): AFTER may store a value another "
                         "instance made, with other threads maybe; read that call's uses and the "
                         "stores after it in both programs (a value made by other threads stored "
                         "in AFTER is a changed result), or report it (docs/transforms.md, \"What "
                         "is compared\")";
      cc_buf_puts(&res->report, c->dropped_why);
      if (c->dropped_values_why[0])
        cc_buf_printf(&res->report, "  the effects compared as values: %s\n", c->dropped_values_why);
    }
    else if (res->truncated)
      res->verdict = TF_UNKNOWN, res->unknown_why = "the anchors' choices were cut by the behaviour "
                                                    "limit (--max-behaviours raises it, each "
                                                    "anchor instance multiplying the choices; or "
                                                    "--anchor maximal reads every anchor as its "
                                                    "block's maximal convergence, one choice, a "
                                                    "reading the verdict then names: stricter "
                                                    "than the spec, which leaves an anchor's "
                                                    "threads implementation-defined, so a broken "
                                                    "under it is not by itself a bug of the pass)";
    else if (c->sched) {
      res->verdict = TF_UNKNOWN;
      res->unknown_why = "the programs access shared memory on different sides of a "
                         "synchronisation point (a barrier, a fence, an atomic; see below): "
                         "another thread's load or store past it may see the difference, which "
                         "the one-thread memory does not model (docs/transforms.md \"Memory\"); "
                         "read whether the access moved across the barrier or was removed";
      cc_buf_puts(&res->report, cc_buf_str(&c->sched_rep));
    }
    else if (res->checked == 0 && res->unrealized)
      res->verdict = TF_UNKNOWN, res->unknown_why = "no checked input: every input that the bound L "
                                                    "did not cut makes decisions on convergent "
                                                    "results that no behaviour of AFTER realizes; "
                                                    "a larger -L checks the inputs it cut, "
                                                    "--unbounded every length";
    else if (res->checked == 0)
      res->verdict = TF_UNKNOWN, res->unknown_why = "the bound L cut every input (no path reaches an end): "
                                                    "a larger -L lets paths end, --unbounded "
                                                    "takes every length";
  }
  if (res->verdict == TF_NOT_EQUIVALENT && o->calls_left) {
    res->verdict = TF_UNKNOWN;
    res->unknown_why = "a thread's convergent calls differ, but a call to a function defined in "
                       "the module was left as a call (see the note), so the call and the body "
                       "it stands for are not compared";
  }
  /* a fresh value's label by the instruction's own names (cex.c) */
  tfI_name_labels(c->before.p, c->after.p, &res->report);
  for (size_t i = 0; i < CC_SIZE(c->pairs); i++) {
    free(CC_AT(c->pairs, i).sh);
    free(CC_AT(c->pairs, i).match);
    free(CC_AT(c->pairs, i).dropped);
  }
  CC_RELEASE(c->pairs);
  cv_terms_free(c->terms);
  c->terms = NULL;
  /* unknown's candidate is reported only when it is why the verdict is
   * unknown */
  if (res->candidate.set && !(res->verdict == TF_UNKNOWN && c->unconfirmed && !res->timed_out &&
                              !res->cex.set))
    tfI_cex_free(&res->candidate);
  for (int s = 0; s < 2; s++) {
    side *sd = s ? &c->after : &c->before;
    for (size_t i = 0; i < CC_SIZE(sd->ps); i++) {
      path *q = CC_AT(sd->ps, i);
      CC_FREE_ALL(q->blocks, q->conds, q->dec, q->ev, q->eff, q->eff_inst, q->ub, q->ub_pos, q);
    }
    CC_RESIZE(sd->ps, 0);
  }
  tfI_names_free(&c->nm);
  memset(&c->nm, 0, sizeof c->nm);
  for (size_t i = 0; i < CC_SIZE(c->rc.r); i++) free(CC_AT(c->rc.r, i).args);
  CC_RELEASE(c->rc.r);
  CC_RELEASE(c->rc.of_term);
  CC_RELEASE(c->rc.width_of);
  CC_RELEASE(c->after_checked);
  CC_RELEASE(c->same_values);
  CC_RELEASE(c->same_reached);
  cc_buf_free(&c->unconf);
  cc_buf_free(&c->sched_rep);
  c->unconfirmed = c->timed_out = c->sched = false;
  c->z3_why[0] = 0;
  c->sync_why[0] = 0;
  c->dropped_why[0] = 0;
  c->dropped_values_why[0] = 0;
  c->dropped_kind = TF_DROP_NONE;
}

/* The bounds of the rounds: from a small L upwards, so that the first
 * counterexample found is one of the shortest (docs/transforms.md "Bounds"):
 * one more block while that is cheap, then a quarter more. */
static int next_bound(int L, int target, double round_seconds) {
  int n = round_seconds < 0.05 ? L + 1 : L + (L + 3) / 4;
  return n > target ? target : n;
}

static bool check_reading(const cv_program *before, const cv_program *after, const tf_opts *o,
                          tf_result *res, cc_error *err);

/* tf_opts.both_readings: where the verdict rests on the reading of
 * uncontrolled convergent operations (ConvergentOperations.rst,
 * "Uncontrolled Convergent Operations"; LangRef's `convergent`), the same
 * check under the other reading, in the time the first one left; its
 * verdict is other_verdict (docs/transforms.md "Readings"). */
bool tf_check(const cv_program *before, const cv_program *after, const tf_opts *o,
              tf_result *res, cc_error *err) {
  double t0 = cc_now();
  if (!check_reading(before, after, o, res, err)) return false;
  /* `opt ... | convcheck transform x.ll -` where opt changed nothing: the
   * verdict says so, as --pass says "unchanged" */
  res->identical = tf_same_program(before, after);
  if (!o->both_readings || !res->uncontrolled) return true;
  tf_opts o2 = *o;
  o2.rd.uncontrolled = o->rd.uncontrolled == CV_UNCONTROLLED_CONTROL_DEP
                           ? CV_UNCONTROLLED_INFERRED
                           : CV_UNCONTROLLED_CONTROL_DEP;
  if (o->timeout_ms) {
    double left_ms = o->timeout_ms - (cc_now() - t0) * 1000.0;
    o2.timeout_ms = left_ms < 1 ? 1 : (unsigned)left_ms;
  }
  tf_result other;
  cc_error oerr;
  cc_error_clear(&oerr);
  res->other_checked = true;
  res->other_reading = o2.rd.uncontrolled;
  if (!check_reading(before, after, &o2, &other, &oerr)) {
    res->other_verdict = TF_UNKNOWN;
  } else {
    res->other_verdict = other.verdict;
    res->other_L = other.L;
  }
  tf_result_free(&other);
  res->seconds = cc_now() - t0;
  return true;
}

static bool check_reading(const cv_program *before, const cv_program *after, const tf_opts *o,
                          tf_result *res, cc_error *err) {
  memset(res, 0, sizeof *res);
  cc_buf_init(&res->report);
  if (!cv_bounds_check(after, o->k, o->L, &o->rd, tf_support, "the transform check", err))
    return false;
  if (cv_program_nargs(before) != cv_program_nargs(after)) {
    cc_error_set(err, cv_program_file(after), cv_program_line(after), 0,
                 "function '%s' takes %d arguments in BEFORE and %d in AFTER",
                 cv_program_name(after), cv_program_nargs(before), cv_program_nargs(after));
    return false;
  }
  double t0 = cc_now();
  ctx c;
  memset(&c, 0, sizeof c);
  c.o = o;
  c.res = res;
  c.deadline = o->timeout_ms ? t0 + o->timeout_ms / 1000.0 : 0;
  bool ok = prepare(&c.before, before, o, err) && prepare(&c.after, after, o, err);
  if (!ok) goto out;
  /* [CO] "Uncontrolled Convergent Operations": with the control-dependence
   * reading, programs without tokens are checked thread by thread */
  c.cd_reading = o->rd.uncontrolled == CV_UNCONTROLLED_CONTROL_DEP && !c.before.tokens &&
                 !c.after.tokens;
  if (c.cd_reading) {
    tfI_control_dependence(&c.before);
    tfI_control_dependence(&c.after);
  }
  /* [CO] "Static Rules" (verify/, the rules `convcheck verify` checks):
   * BEFORE must keep them (an input error), an AFTER that breaks one is
   * not a valid program (the verdict) */
  {
    cc_buf why;
    cc_buf_init(&why);
    if (static_rules(before, &why)) {
      cc_error_set(err, cv_program_file(before), cv_program_line(before), 0,
                   "BEFORE (function '%s') breaks a static rule: %s", cv_program_name(before),
                   cc_buf_str(&why));
      cc_buf_free(&why);
      ok = false;
      goto out;
    }
    if (static_rules(after, &why)) {
      res->verdict = TF_INVALID_AFTER;
      res->L = o->L;
      cc_buf_printf(&res->report, "  AFTER is not a valid program: %s\n", cc_buf_str(&why));
      res->static_why = cc_strdup(cc_buf_str(&why));
      cc_buf_free(&why);
      goto out;
    }
    cc_buf_free(&why);
  }
  if (prove_first(&c, before, after)) goto proved;
  /* the rounds' own limit (a pipeline step's: a step the rules do not
   * prove fast is unknown within it and the next step starts) */
  bool rounds_limited = false;
  if (o->rounds_ms) {
    double d = cc_now() + o->rounds_ms / 1000.0;
    if (!c.deadline || d < c.deadline) c.deadline = d, rounds_limited = true;
  }
  /* rounds at growing bounds: the first counterexample is a shortest one;
   * a round the limits leave undecided keeps the last decided bound */
  tf_result prev;
  bool have_prev = false;
  for (int L = o->L < 4 ? o->L : 4;;) {
    double r0 = cc_now();
    tf_result r;
    memset(&r, 0, sizeof r);
    cc_buf_init(&r.report);
    c.res = &r;
    c.L = L;
    round_at(&c);
    if (r.verdict == TF_PRESERVED && L < o->L) {
      if (have_prev) tf_result_free(&prev);
      prev = r;
      have_prev = true;
      L = next_bound(L, o->L, cc_now() - r0);
      continue;
    }
    if (r.verdict == TF_UNKNOWN && have_prev) {
      /* no verdict within the bound asked (a user who asked L=12 and read
       * "preserved within L=5" with exit 0 took it for an answer): unknown,
       * with what the last decided bound established and why this one is
       * not */
      prev.verdict = TF_UNKNOWN;
      prev.unknown_why = r.unknown_why ? r.unknown_why : "undecided";
      prev.preserved_L = prev.L;
      prev.unknown_L = L;
      snprintf(prev.later_why, sizeof prev.later_why, "at L=%d %s", L, prev.unknown_why);
      prev.L = o->L;
      prev.timed_out = r.timed_out;
      cc_buf_puts(&prev.report, cc_buf_str(&r.report));
      tf_result_free(&r);
      *res = prev;
    } else {
      if (have_prev) tf_result_free(&prev);
      *res = r;
    }
    break;
  }
  res->rounds_limited = rounds_limited && res->timed_out;
  /* the bounds a counterexample states are its own (docs/design.md §12):
   * its longest trace in either program, below the round's L when the
   * rounds began above it (they begin at L=4) */
  if (res->cex.set && !res->static_why) {
    int w = 0;
    const tf_cex_side *sides[2] = {&res->cex.before, &res->cex.after};
    for (int s = 0; s < 2; s++)
      for (int i = 0; i < sides[s]->t.k; i++)
        if (sides[s]->t.thread[i].len > w) w = sides[s]->t.thread[i].len;
    if (w > 0 && w < res->L) res->L = w;
  }
proved:
  res->uncontrolled = c.before.uncontrolled || c.after.uncontrolled;
  res->reading = o->rd.uncontrolled;
  res->anchors_maximal = o->rd.anchors == CV_ANCHOR_MAXIMAL &&
                         (has_anchor(c.before.p) || has_anchor(c.after.p));
  {
    tf_cex *hx = res->cex.set ? &res->cex : res->candidate.set ? &res->candidate : NULL;
    if (hx) { /* the hierarchies the counterexample's groupings index */
      hx->before.hs = c.before.hs;
      hx->after.hs = c.after.hs;
      memset(&c.before.hs, 0, sizeof c.before.hs);
      memset(&c.after.hs, 0, sizeof c.after.hs);
    }
  }
  {
    /* `noalias` is not in the memory model: addresses through such an
     * argument may alias the others here, so a counterexample whose values
     * read memory may rest on aliasing the attribute excludes
     * (LoopDistribute's convergent test: %d = %a + 20 although %d is
     * noalias) -- no verdict then, never a false one */
    const char *vals = strstr(cc_buf_str(&res->report), "the input's values");
    if ((res->verdict == TF_BROKEN || res->verdict == TF_NOT_EQUIVALENT) && vals &&
        strstr(vals, ": load ") &&
        (cv_program_noalias_arg(before) || cv_program_noalias_arg(after))) {
      res->verdict = TF_UNKNOWN;
      res->unknown_why = "the counterexample found reads memory through pointers that a noalias "
                         "argument may keep apart, which the memory model does not use (the "
                         "addresses Z3 chose may overlap): no verdict (see below)";
    }
  }
  /* A function of local linkage (internal, private) is called only from
   * its module: its arguments are those its callers pass, and a pass may
   * rewrite it for them alone (IPSCCP replaces an argument every call
   * passes as one constant).  Checked alone it is given any arguments, so
   * a counterexample may rest on values no caller passes: no verdict (a
   * new user's HIP __ballot helper was "the first pass that breaks
   * convergence: IPSCCPPass").  Its callers' checks execute its body
   * (docs/transforms.md "Calls"), where a real break shows. */
  if ((res->verdict == TF_BROKEN || res->verdict == TF_NOT_EQUIVALENT) && cv_program_local(before)) {
    res->verdict = TF_UNKNOWN;
    res->unknown_why = "the function has local linkage (internal or private): its arguments are "
                       "those its module's callers pass, and the counterexample found may rest on "
                       "values none passes (IPSCCP, for one, rewrites such a function for its "
                       "callers' arguments); the callers' checks execute its body (see below)";
  }
  /* an unknown verdict is one within the bound asked (docs/design.md §12
   * "unknown within k=K, L=L"): when no round below it was decided (the
   * first round stopped, or a candidate was not confirmed), the round
   * where it stopped is unknown_L, as with preserved_L (a script read
   * "bound": 4 where -L 12 was asked) */
  if (res->verdict == TF_UNKNOWN && !res->preserved_L && res->L && res->L < o->L) {
    res->unknown_L = res->L;
    snprintf(res->later_why, sizeof res->later_why, "at L=%d %s", res->L,
             res->unknown_why ? res->unknown_why : "undecided");
    res->L = o->L;
  }
out:
  tfI_side_free(&c.before);
  tfI_side_free(&c.after);
  res->seconds = cc_now() - t0;
  return ok;
}

