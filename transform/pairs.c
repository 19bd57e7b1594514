/* transform/pairs.c — one thread's input: a path of BEFORE and a path of
 * AFTER that agree on every term both decide.  A complete pair whose
 * events differ (an AFTER event missing from BEFORE, or a BEFORE event with
 * side effects missing from AFTER) is a *not single-thread equivalent*
 * counterexample. */
#include "transform/tf_int.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

/* Two decision lists agree on every key both hold (only shared keys when
 * shared_only: different threads). */
bool tfI_agree(const dec *a, int na, const dec *b, int nb, bool shared_only) {
  int i = 0, j = 0;
  while (i < na && j < nb) {
    if (a[i].key < b[j].key) i++;
    else if (a[i].key > b[j].key) j++;
    else {
      if (a[i].choice != b[j].choice && !(shared_only && a[i].local)) return false;
      i++, j++;
    }
  }
  return true;
}


int tfI_find_event(const path *q, int name) {
  for (int e = 0; e < q->nev; e++)
    if (q->ev[e].name == name) return e;
  return -1;
}

/* The two paths of one thread test the same conditions (or one of them
 * tests none).  When they test different ones, the term abstraction cannot
 * tell whether the combination of outcomes is possible: `icmp slt %tid, 8`
 * and `icmp ult %tid, 8` are different terms with equal values (docs/design.md §5
 * "Values"; --values=smt would relate them). */
bool tfI_same_questions(const path *qb, const path *qa) {
  if (qb->ndec == 0 || qa->ndec == 0) return true;
  if (qb->ndec != qa->ndec) return false;
  for (int i = 0; i < qb->ndec; i++)
    if (qb->dec[i].key != qa->dec[i].key) return false;
  return true;
}


/* Per-thread check: [CO] "Correctness of Program Transforms" requires the
 * transformed program's convergent operations to be the original's, per
 * thread (docs/design.md §8: BEFORE events may disappear only if readnone).
 * Returns 1 equivalent, 0 not (why filled; *which = the AFTER event e
 * BEFORE lacks, or -1-e for the BEFORE event e AFTER lacks), -1
 * undetermined (a path cut). */
/* Does path a decide no condition that b does not (a cut earlier, say)?
 * Then the pair asks nothing of real values that b alone does not: their
 * decisions agree (tfI_agree), b's are b's own. */
static bool decisions_within(const path *a, const path *b) {
  int j = 0;
  for (int i = 0; i < a->ndec; i++) {
    while (j < b->ndec && b->dec[j].key < a->dec[i].key) j++;
    if (j == b->ndec || b->dec[j].key != a->dec[i].key) return false;
  }
  return true;
}

/* The callee of an event (its record's), -1 if none. */
static int event_callee(const ctx *c, const event *ev) {
  const named_rec *r = tfI_rec_of(&c->rc, ev->term);
  return r ? r->callee : -1;
}

/* Does an instruction that only computes a value (no side effect, no
 * terminator) stand for I?  Its result matters only where it is read. */
static bool value_only(const cv_inst *I) {
  if (!(I->flags & CV_INST_HAS_RESULT)) return false;
  if (I->op == CV_OP_OTHER || I->op == CV_OP_PHI || I->op == CV_OP_LOAD) return true;
  return I->op == CV_OP_CALL && (I->flags & CV_INST_READNONE);
}

/* Is inst's instance made at position `from` of q read there or after,
 * up to the next execution of its block (a new instance), by an
 * instruction with an effect (a store, a call with side effects, a
 * branch, a return) -- directly, or through values only computed from it
 * that are read so in turn (depth-limited: past it, "read")? */
static bool read_on_path(const cv_program *p, const path *q, int inst, int from, int depth) {
  int b = cv_program_inst(p, inst)->block;
  for (int i = from; i < q->len; i++) {
    if (i > from && q->blocks[i] == b) break;
    int n;
    const int *is = cv_block_insts(p, q->blocks[i], &n);
    for (int k = 0; k < n; k++) {
      const cv_inst *U = cv_program_inst(p, is[k]);
      bool reads = false;
      for (int o = 0; o < U->nops && !reads; o++)
        reads = U->ops[o].kind == CV_VALUE_INST && U->ops[o].index == inst;
      if (!reads) continue;
      if (!value_only(U) || depth >= 8 || read_on_path(p, q, U->index, i, depth + 1)) return true;
    }
  }
  return false;
}

/* Can AFTER, from the block its cut path q reached, still run a call of
 * callee `opcode` (that block included: it may run again)?  Then a BEFORE
 * event AFTER's prefix lacks may be matched beyond the cut; if not, AFTER
 * never runs it, whatever the bound. */
static bool callee_reachable(const cv_program *p, const path *q, const char *opcode) {
  if (!opcode || q->len <= 0) return true;
  int nb = cv_program_nblocks(p);
  bool *seen = cc_calloc((size_t)nb + 1, sizeof *seen);
  int *stack = cc_malloc(((size_t)nb + 1) * sizeof *stack), top = 0;
  bool found = false;
  stack[top++] = q->blocks[q->len - 1], seen[q->blocks[q->len - 1]] = true;
  while (top > 0 && !found) {
    int b = stack[--top], n, ns;
    const int *is = cv_block_insts(p, b, &n);
    for (int k = 0; k < n && !found; k++) {
      const cv_inst *I = cv_program_inst(p, is[k]);
      found = I->op == CV_OP_CALL && I->opcode && !strcmp(I->opcode, opcode);
    }
    const int *succ = cv_block_succs(p, b, &ns);
    for (int k = 0; k < ns; k++)
      if (!seen[succ[k]]) seen[succ[k]] = true, stack[top++] = succ[k];
  }
  free(seen), free(stack);
  return found;
}

/* The two paths of one thread leave the same effects (paths.c
 * block_effects, as terms: equal terms, equal values on one input): all of
 * them when both are complete, else qb's so far are the first of qa's (qa
 * complete).  Never when AFTER's path is cut: what it leaves after the
 * bound is not known, and BEFORE's path was chosen by the dropped result
 * (a value no AFTER instance fixes), so a BEFORE thread that loops on with
 * no effect "matched" an AFTER thread that hangs where the real BEFORE
 * leaves the loop and stores (a readfirstlane hoisted out of a waterfall
 * loop: tests/cli/transform_waterfall/hoisted-rfl.*). */
static bool same_effects(const path *qb, const path *qa) {
  if (!qa->complete) return false;
  if (qb->complete ? qb->neff != qa->neff : qb->neff > qa->neff) return false;
  for (int i = 0; i < qb->neff; i++)
    if (qb->eff[i] != qa->eff[i]) return false;
  return true;
}

/* Are terms a (AFTER's) and b (BEFORE's) the same computation but for
 * the poison-generating flags of some operations (LangRef "Poison
 * Values")?  *flagged receives one of a's operations whose flags differ
 * from b's (the first found); depth-limited (past it: no). */
static bool apart_by_flags_only(const cv_terms *t, int a, int b, int *flagged, int depth) {
  if (a == b) return true;
  if (a < 0 || b < 0 || depth > 16) return false;
  cv_term_view va, vb;
  cv_term_view_of(t, a, &va);
  cv_term_view_of(t, b, &vb);
  if (va.kind != CV_TERM_K_OP || vb.kind != CV_TERM_K_OP || va.nargs != vb.nargs || !va.text ||
      !vb.text || strcmp(va.text, vb.text))
    return false;
  if (va.poison != vb.poison && *flagged < 0) *flagged = a;
  for (int i = 0; i < va.nargs; i++)
    if (!apart_by_flags_only(t, va.args[i], vb.args[i], flagged, depth + 1)) return false;
  return true;
}

/* Why the pair's paths may part where the programs compute the same:
 * a decision of AFTER (or an argument of AFTER's call of a callee at an
 * occurrence) whose term is one of BEFORE's but for poison-generating
 * flags.  The terms keep the flags (a flag may make AFTER's value poison),
 * so the check treats the two as different values and pairs BEFORE's
 * path with an AFTER path that decides otherwise.  One of AFTER's flagged
 * operations (a term), else -1. */
static int flags_apart_in_pair(const ctx *c, const path *qb, const path *qa) {
  for (int i = 0; i < qa->ndec; i++)
    for (int j = 0; j < qb->ndec; j++) {
      int flagged = -1;
      if ((qa->dec[i].key & 1) == (qb->dec[j].key & 1) &&
          apart_by_flags_only(c->terms, (int)(qa->dec[i].key >> 1), (int)(qb->dec[j].key >> 1),
                              &flagged, 0) &&
          flagged >= 0)
        return flagged;
    }
  for (int x = 0; x < qa->nev; x++) {
    int callee = event_callee(c, &qa->ev[x]), n = 0;
    for (int f = 0; f < x; f++) n += event_callee(c, &qa->ev[f]) == callee;
    for (int e = 0; e < qb->nev; e++) {
      if (event_callee(c, &qb->ev[e]) != callee || n-- != 0) continue;
      const named_rec *rb = tfI_rec_of(&c->rc, qb->ev[e].term), *ra = tfI_rec_of(&c->rc, qa->ev[x].term);
      int flagged = -1;
      bool same = rb && ra && rb->nargs == ra->nargs;
      for (int i = 0; same && i < ra->nargs; i++)
        same = apart_by_flags_only(c->terms, ra->args[i], rb->args[i], &flagged, 0);
      if (same && flagged >= 0) return flagged;
      break;
    }
  }
  return -1;
}

/* BEFORE's event e, readnone, has no counterpart in AFTER: harmless when
 * nothing on the thread's path reads its result (dead there), or a matched event of the
 * same name base (callee, argument terms) ran in the same block execution
 * (CSE within a block: the same threads, so the same value), or the two
 * paths leave the same effects (same_effects): then whatever the result
 * decided in BEFORE (a waterfall loop's exit, which LoopDeletion removes
 * with the loop) reaches nothing the thread leaves behind but its path,
 * whose events the check compares.  Otherwise
 * its uses read, in AFTER, the value of another instance, made with other
 * threads maybe (a ballot hoisted out of its loop onto the entry token:
 * each iteration's uses read the entry's mask); the values the uses make
 * are not compared (stores are not events), so the check cannot call the
 * pair equivalent: recorded in c->dropped_pending, which tfI_build_pairs
 * keeps with the pair (pair.dropped); an input whose AFTER behaviour is
 * matched through such a pair (check.c) makes a "preserved" unknown. */
static void dropped_readnone(ctx *c, const path *qb, const path *qa, const int *match, int e) {
  if (c->dropped_pending[0] || !read_on_path(c->before.p, qb, qb->ev[e].inst, qb->ev[e].pos, 0) ||
      same_effects(qb, qa))
    return;
  for (int f = 0; f < qb->nev; f++) {
    if (f == e || qb->ev[f].pos != qb->ev[e].pos || qb->ev[f].base != qb->ev[e].base) continue;
    for (int x = 0; x < qa->nev; x++)
      if (match[x] == f) return;
  }
  const cv_inst *I = cv_program_inst(c->before.p, qb->ev[e].inst);
  int flagged = flags_apart_in_pair(c, qb, qa);
  if (flagged >= 0) {
    /* the real cause: the paths part only where the programs' terms
     * differ by flags, which the terms keep (a flag may make AFTER's
     * value poison), not where the calls differ */
    cc_buf t;
    cc_buf_init(&t);
    cv_term_print(c->terms, c->after.p, flagged, &t);
    snprintf(c->dropped_pending, sizeof c->dropped_pending,
             "  BEFORE's %%%s = %s runs more often than AFTER's on a pair of paths that part where "
             "the programs' values differ only in poison-generating flags (AFTER's %.100s%s), "
             "which the check could not show never poison\n",
             I->name ? I->name : "?", I->opcode ? I->opcode : "call", cc_buf_str(&t),
             t.len > 100 ? "..." : "");
    cc_buf_free(&t);
    c->dropped_pending_kind = TF_DROP_FLAGS;
    return;
  }
  if (!qa->complete) {
    /* BEFORE's path ends, AFTER's is cut before running that instance
     * (a loop AFTER may never leave, or a longer path) */
    snprintf(c->dropped_pending, sizeof c->dropped_pending,
             "  BEFORE's %%%s = %s decides BEFORE's path to its end on some input, where "
             "AFTER's path is cut by the bound and can run no such call any more\n",
             I->name ? I->name : "?", I->opcode ? I->opcode : "call");
    c->dropped_pending_kind = TF_DROP_CUT;
    return;
  }
  snprintf(c->dropped_pending, sizeof c->dropped_pending,
           "  BEFORE's %%%s = %s runs more often than AFTER's on some input and its result "
           "is used\n",
           I->name ? I->name : "?", I->opcode ? I->opcode : "call");
  c->dropped_pending_kind = TF_DROP_USED;
}

int tfI_pair_equivalent(ctx *c, const path *qb, const path *qa, int *match, cc_buf *why,
                        int *which, bool *loose) {
  int verdict = 1;
  if (loose) *loose = false;
  c->dropped_pending[0] = 0;
  c->dropped_pending_kind = TF_DROP_NONE;
  for (int e = 0; e < qa->nev; e++) match[e] = tfI_find_event(qb, qa->ev[e].name);
  /* an event whose name (callee, argument terms, occurrence) BEFORE lacks:
   * BEFORE's call of the same callee at the same occurrence of that callee,
   * if its name is not AFTER's too, on the condition that their arguments
   * are equal values (sext and zext of a thread id are different terms
   * with one value): checked on values (values.c) */
  for (int e = 0; e < qa->nev; e++) {
    if (match[e] >= 0 || !qa->ev[e].conv) continue;
    int callee = event_callee(c, &qa->ev[e]), n = 0;
    for (int f = 0; f < e; f++) n += event_callee(c, &qa->ev[f]) == callee;
    for (int f = 0; f < qb->nev && match[e] < 0; f++) {
      if (event_callee(c, &qb->ev[f]) != callee || n-- > 0) continue;
      bool taken = tfI_find_event(qa, qb->ev[f].name) >= 0;
      for (int x = 0; x < qa->nev && !taken; x++) taken = match[x] == f;
      if (!taken) {
        match[e] = f;
        if (loose) *loose = true;
      }
    }
  }
  /* A thread runs its events in order, in both programs: a match that
   * crosses (AFTER's e1 before e2, BEFORE's partners the other way round)
   * came from names that differ as terms, not as values (GVN's
   * subgroupAdd(%key) in an arm where %key == %first, beside a later
   * subgroupAdd(%first): matched by name to the arm's call in BEFORE, a
   * "broken" whose two programs group every instance alike).  Then match
   * by callee and occurrence of that callee instead, the arguments checked
   * on values as for any loose match. */
  bool crossed = false;
  for (int e = 0, last = -1; e < qa->nev && !crossed; e++) {
    if (match[e] < 0) continue;
    crossed = match[e] < last;
    last = match[e];
  }
  if (crossed)
    for (int e = 0; e < qa->nev; e++) {
      match[e] = -1;
      int callee = event_callee(c, &qa->ev[e]), n = 0;
      for (int f = 0; f < e; f++) n += event_callee(c, &qa->ev[f]) == callee;
      for (int f = 0; f < qb->nev && match[e] < 0; f++)
        if (event_callee(c, &qb->ev[f]) == callee && qb->ev[f].conv == qa->ev[e].conv && n-- == 0)
          match[e] = f;
      if (match[e] >= 0 && qb->ev[match[e]].name != qa->ev[e].name && loose) *loose = true;
    }
  for (int e = 0; e < qa->nev; e++) {
    if (match[e] >= 0 || !qa->ev[e].conv) continue;
    if (!qb->complete) { verdict = -1; continue; }
    cc_buf_puts(why, "  AFTER executes ");
    tfI_print_event_name(c->after.p, c->terms, &c->rc, &qa->ev[e], &c->nm, why);
    cc_buf_puts(why, ", which BEFORE does not execute for this input\n");
    *which = e;
    return 0;
  }
  for (int e = 0; e < qb->nev; e++) {
    if (!qb->ev[e].conv) continue;
    bool matched = false;
    for (int x = 0; x < qa->nev && !matched; x++) matched = match[x] == e;
    if (matched) continue;
    if (cv_program_inst(c->before.p, qb->ev[e].inst)->flags & CV_INST_READNONE) {
      /* AFTER cut: it may run the event beyond its cut -- unless BEFORE's
       * path is whole and AFTER can run no call of that callee any more:
       * then the dropped result chose BEFORE's way to its end, a value no
       * AFTER instance fixes (a waterfall's readfirstlane hoisted to the
       * entry: AFTER's thread loops on without it, BEFORE's leaves) */
      if (qa->complete ||
          (qb->complete &&
           !callee_reachable(c->after.p, qa, cv_program_inst(c->before.p, qb->ev[e].inst)->opcode)))
        dropped_readnone(c, qb, qa, match, e);
      continue;
    }
    if (!qa->complete) { verdict = -1; continue; }
    cc_buf_puts(why, "  BEFORE executes ");
    tfI_print_event_name(c->before.p, c->terms, &c->rc, &qb->ev[e], &c->nm, why);
    cc_buf_puts(why, ", which has side effects and which AFTER does not execute\n");
    *which = -1 - e;
    return 0;
  }
  return verdict;
}


bool tfI_build_pairs(ctx *c) {
  tf_result *res = c->res;
  for (size_t i = 0; i < CC_SIZE(c->before.ps); i++) {
    if (c->deadline && cc_now() > c->deadline) {
      c->timed_out = res->timed_out = true;
      break;
    }
    for (size_t j = 0; j < CC_SIZE(c->after.ps); j++) {
      const path *qb = CC_AT(c->before.ps, i), *qa = CC_AT(c->after.ps, j);
      bool agree = tfI_agree(qb->dec, qb->ndec, qa->dec, qa->ndec, false);
      /* before each pair compared (it may ask Z3), and every 64 skipped */
      if (agree || (j & 63) == 0)
        tfI_progress(c, TF_STAGE_PAIRS, i * CC_SIZE(c->after.ps) + j,
                     CC_SIZE(c->before.ps) * CC_SIZE(c->after.ps));
      if (!agree) continue;
      pair pr;
      memset(&pr, 0, sizeof pr);
      pr.pb = (int)i;
      pr.pa = (int)j;
      pr.match = cc_malloc(((size_t)qa->nev + 1) * sizeof(int));
      cc_buf why;
      cc_buf_init(&why);
      int which = 0;
      bool loose = false;
      int eq = tfI_pair_equivalent(c, qb, qa, pr.match, &why, &which, &loose);
      pr.feas = -1;
      cc_buf wit;
      cc_buf_init(&wit);
      /* events differ: a counterexample if real values make one thread
       * take these paths and no path of BEFORE on those values has
       * AFTER's events (values.c replays it) */
      input in;
      memset(&in, 0, sizeof in);
      in.k = 1;
      in.pb[0] = qb;
      in.pa[0] = qa;
      in.pr[0] = &pr;
      /* the control-dependence reading: an instance made dependent on a
       * value its BEFORE instance does not depend on (the same replay) */
      int cdv = eq != 0 && c->cd_reading ? tfI_cd_violation(c, qb, qa, pr.match, &why) : 0;
      if (cdv) which = cdv - 1;
      /* events matched by callee and occurrence alone: a counterexample if
       * real values give them different arguments */
      bool args = eq != 0 && !cdv && loose;
      if (args) {
        for (int e = 0; e < qa->nev && which == 0; e++)
          if (pr.match[e] >= 0 && qa->ev[e].name != qb->ev[pr.match[e]].name) which = e;
        cc_buf_puts(&why, "  AFTER's ");
        tfI_print_event_name(c->after.p, c->terms, &c->rc, &qa->ev[which], &c->nm, &why);
        cc_buf_puts(&why, " is given other arguments than BEFORE's ");
        tfI_print_event_name(c->before.p, c->terms, &c->rc, &qb->ev[pr.match[which]], &c->nm, &why);
        cc_buf_puts(&why, "\n");
      }
      pr.feas = eq == 0 || cdv || args ? tfI_confirm(c, &in, NULL, args ? pr.match : NULL, cdv != 0, &wit) : -1;
      /* a candidate that no thread alone realizes, on paths that branch on
       * convergent results: with other threads those results are other
       * values (a waterfall loop iterates when another thread is the first
       * lane), which a thread alone does not model -- undecided, unless no
       * values take the paths with the results other threads may give */
      if (pr.feas == 0 && (qa->conv_dep || qb->conv_dep) && tfI_pair_feasible_shared(c, qb, qa, args ? pr.match : NULL)) {
        pr.feas = 2;
        snprintf(c->z3_buf, sizeof c->z3_buf,
                 "no thread alone takes these paths, with other threads one may: the per-thread "
                 "check does not model what they make convergent results");
        if (!c->z3_why[0]) snprintf(c->z3_why, sizeof c->z3_why, "%s", c->z3_buf);
      }
      /* arguments that never differ (no values make them: 0, or BEFORE
       * matches wherever they do: 3): the pair is equivalent */
      if (args && (pr.feas == 0 || pr.feas == 3)) pr.feas = -1;
      /* an equivalent pair whose paths test different conditions: do real
       * values take both?  (one query per pair, instead of one per input
       * that uses it) */
      if (pr.feas == -1 && !tfI_same_questions(qb, qa) && !decisions_within(qb, qa) &&
          !decisions_within(qa, qb) &&
          !tfI_pair_feasible(c, qb, qa,
                             /* the results shared, unless the paths part
                              * where terms differ by flags, which may make
                              * AFTER's values poison (dropped_readnone
                              * names them) */
                             (qb->conv_dep || qa->conv_dep) && flags_apart_in_pair(c, qb, qa) < 0)) {
        res->infeasible++;
        cc_buf_free(&wit);
        cc_buf_free(&why);
        free(pr.match);
        continue;
      }
      if (pr.feas == 0 || pr.feas == 3) { /* no values take these paths, or BEFORE
                                           * has AFTER's events on each that do */
        res->infeasible += pr.feas == 0;
        cc_buf_free(&wit);
        cc_buf_free(&why);
        free(pr.match);
        continue;
      }
      if (pr.feas == 2) {
        pr.unrelated = true;
        if (!c->unconfirmed) {
          c->unconfirmed = true;
          const char *what = cdv ? "a convergent call would be made control-dependent on an "
                                   "additional value"
                                 : "a single thread would tell the programs apart";
          cc_buf_printf(&c->unconf, "  %s, but it is not confirmed (%s):\n", what,
                        c->z3_why[0] ? c->z3_why : "?");
          tfI_print_input(c, &in, &c->unconf);
          cc_buf_puts(&c->unconf, cc_buf_str(&why));
          tf_cex *x = &res->candidate;
          tfI_cex_input(c, x, &in, NULL, NULL);
          x->why = what;
          if (which >= 0) tfI_cex_event(c, x, &in, 0, which, -1, 0, 0);
          else tfI_cex_event(c, x, &in, 0, -1, -1 - which, 0, 0);
        }
      } else if (pr.feas == 1) {
        res->verdict = cdv ? TF_BROKEN : TF_NOT_EQUIVALENT;
        if (args) eq = 0;
        res->cex.why = cdv ? "a convergent call is made control-dependent on an additional value "
                             "(reading control-dependence)"
                           : "a single thread tells the programs apart";
        cc_buf_printf(&res->report, "  %s:\n", res->cex.why);
        if (!cdv) /* why this word and not "broken" (a new user expected broken) */
          cc_buf_puts(&res->report,
                      "  (why not \"broken\": this thread alone, whatever the other threads do, "
                      "runs other convergent calls in AFTER than in BEFORE (one added, one with "
                      "side effects dropped, or other arguments: below); which threads "
                      "communicate is compared only between calls both programs run, so "
                      "convergence is not judged here -- docs/design.md §12, docs/transforms.md "
                      "\"Verdicts and exit statuses\")\n");
        tfI_print_input(c, &in, &res->report);
        tfI_cex_input(c, &res->cex, &in, NULL, NULL);
        if (which >= 0) tfI_cex_event(c, &res->cex, &in, 0, which, -1, 0, 0);
        else tfI_cex_event(c, &res->cex, &in, 0, -1, -1 - which, 0, 0);
        tfI_name_allocas(c->before.p, &wit);
        tfI_cex_values(&res->cex, cc_buf_str(&wit));
        cc_buf_puts(&res->report, cc_buf_str(&why));
        cc_buf_puts(&res->report, "  the input's values (found by Z3; both programs replayed on them):\n");
        cc_buf_puts(&res->report, cc_buf_str(&wit));
        cc_buf_free(&wit);
        cc_buf_free(&why);
        free(pr.match);
        return false;
      }
      cc_buf_free(&wit);
      cc_buf_free(&why);
      if (eq != 1) { /* undetermined: keep the pair, inputs using it are cut */
        for (int e = 0; e < qa->nev; e++) if (pr.match[e] < 0) pr.match[e] = -1;
      }
      /* shared decisions of both paths */
      pr.sh = cc_malloc(((size_t)qb->ndec + (size_t)qa->ndec + 1) * sizeof(dec));
      for (int d = 0; d < qb->ndec; d++) if (!qb->dec[d].local) pr.sh[pr.nsh++] = qb->dec[d];
      for (int d = 0; d < qa->ndec; d++) {
        if (qa->dec[d].local) continue;
        bool dup = false;
        for (int x = 0; x < qb->ndec; x++) dup |= qb->dec[x].key == qa->dec[d].key;
        if (!dup) pr.sh[pr.nsh++] = qa->dec[d];
      }
      qsort(pr.sh, (size_t)pr.nsh, sizeof(dec), tfI_dec_cmp);
      /* an equivalent pair whose stored values differ only when other
       * threads' stores past a synchronisation point are seen: not
       * confirmed either way (docs/transforms.md "Memory") */
      int se = eq == 1 && !c->unconfirmed ? tfI_sync_effects(c, qb, qa) : 0;
      /* the pair's accesses of shared memory on different sides of a
       * synchronisation point: the inputs are checked as before (a
       * candidate resting on other threads' stores names its load), and a
       * verdict that would be preserved is unknown (check.c) */
      char sw[400];
      if (!se && eq == 1 && !c->sched && tfI_sync_schedule(c, qb, qa, sw, sizeof sw)) {
        c->sched = true;
        cc_buf_printf(&c->sched_rep, "  the programs access shared memory on different sides of a "
                                     "synchronisation point (%s):\n", sw);
        tfI_print_input(c, &in, &c->sched_rep);
      }
      if (se) {
        pr.unrelated = true;
        c->unconfirmed = true;
        if (se == 1)
          cc_buf_printf(&c->unconf, "  a value a thread stores differs between the programs only if "
                                    "another thread stores in between (%s):\n", c->sync_why);
        else {
          snprintf(c->z3_why, sizeof c->z3_why, "Z3 did not decide within the query's time limit "
                   "whether a value a thread stores, which reads shared memory past a "
                   "synchronisation point, differs between the programs when other threads "
                   "write there (a larger --step-timeout or --timeout decides more)");
          cc_buf_printf(&c->unconf, "  a stored value is not compared: %s:\n", c->z3_why);
        }
        tfI_print_input(c, &in, &c->unconf);
        tfI_cex_input(c, &res->candidate, &in, NULL, NULL);
        res->candidate.why = "a stored value rests on other threads' stores";
      }
      /* an equivalent pair that real values may take, with a used readnone
       * event BEFORE runs more often (dropped_readnone) */
      if (eq == 1 && c->dropped_pending[0]) {
        pr.dropped = cc_strdup(c->dropped_pending);
        pr.dropped_kind = c->dropped_pending_kind;
      }
      CC_PUSH(c->pairs, pr);
    }
  }
  res->pairs = CC_SIZE(c->pairs);
  return true;
}

/* ---- the control-dependence reading ------------------------------------------
 * [CO] "Uncontrolled Convergent Operations": LangRef's `convergent` says a
 * call "must not be made control-dependent on additional values".  Read
 * per dynamic instance (docs/transforms.md "Readings"): an instance of a
 * block depends on the latest earlier execution of each branch it is
 * control dependent on (Ferrante, Ottenstein and Warren's control
 * dependence: it post-dominates a successor of the branch's block, not the
 * block itself), and on what that execution depends on; the values are
 * those branches' conditions.  AFTER breaks the reading when an instance of
 * a convergent call depends on a value its BEFORE instance does not. */
void tfI_control_dependence(side *s) {
  const cv_program *p = s->p;
  int nb = cv_program_nblocks(p);
  cv_domtree *pdt = cv_domtree_new(p, true);
  s->cd = cc_calloc((size_t)nb * (size_t)nb + 1, sizeof *s->cd);
  for (int b = 0; b < nb; b++) {
    int ns;
    const int *succ = cv_block_succs(p, b, &ns);
    bool branch = false;
    for (int i = 1; i < ns; i++) branch |= succ[i] != succ[0];
    if (!branch) continue;
    for (int i = 0; i < ns; i++)
      for (int x = 0; x < nb; x++)
        if (cv_domtree_dominates(pdt, x, succ[i]) && (x == b || !cv_domtree_dominates(pdt, x, b)))
          s->cd[(size_t)x * (size_t)nb + (size_t)b] = true;
  }
  cv_domtree_free(pdt);
}

/* The execution position i depends on directly: the latest earlier one of
 * a branch its block is control dependent on (-1 none). */
static int cd_parent(const side *s, const path *q, int i) {
  int nb = cv_program_nblocks(s->p), x = q->blocks[i];
  for (int j = i - 1; j >= 0; j--)
    if (s->cd[(size_t)x * (size_t)nb + (size_t)q->blocks[j]]) return j;
  return -1;
}

/* Two conditions decide alike or oppositely on every input: the same term,
 * one the other's negation (xor with true), or comparisons of the same
 * operands with the same, inverse or swapped predicate. */
static bool same_value(const cv_terms *t, int x, int y) {
  if (x == y) return true;
  cv_term_view a, b;
  cv_term_view_of(t, x, &a);
  cv_term_view_of(t, y, &b);
  for (int r = 0; r < 2; r++) { /* a negation of the other */
    const cv_term_view *n = r ? &b : &a;
    int other = r ? x : y;
    if (n->kind == CV_TERM_K_OP && n->text && !strcmp(n->text, "xor i1") && n->nargs == 2) {
      cv_term_view k;
      cv_term_view_of(t, n->args[1], &k);
      if (k.kind == CV_TERM_K_CONST && k.text && !strcmp(k.text, "i1 true") && n->args[0] == other)
        return true;
    }
  }
  if (a.kind != CV_TERM_K_OP || b.kind != CV_TERM_K_OP || !a.text || !b.text || a.nargs != 2 ||
      b.nargs != 2 || strncmp(a.text, "icmp ", 5) || strncmp(b.text, "icmp ", 5))
    return false;
  /* a predicate, its inverse and its swap (LangRef 'icmp') */
  static const char *const pred[][3] = {
      {"eq", "ne", "eq"},   {"ne", "eq", "ne"},   {"ugt", "ule", "ult"}, {"uge", "ult", "ule"},
      {"ult", "uge", "ugt"}, {"ule", "ugt", "uge"}, {"sgt", "sle", "slt"}, {"sge", "slt", "sle"},
      {"slt", "sge", "sgt"}, {"sle", "sgt", "sge"}};
  char pa[8] = "", pb[8] = "";
  sscanf(a.text + 5, "%7s", pa);
  sscanf(b.text + 5, "%7s", pb);
  for (size_t i = 0; i < sizeof pred / sizeof *pred; i++) {
    if (strcmp(pred[i][0], pa)) continue;
    bool same_ops = a.args[0] == b.args[0] && a.args[1] == b.args[1];
    bool swapped = a.args[0] == b.args[1] && a.args[1] == b.args[0];
    if (same_ops && (!strcmp(pb, pa) || !strcmp(pb, pred[i][1]))) return true;
    if (swapped) { /* swap, and the swap's inverse */
      for (size_t j = 0; j < sizeof pred / sizeof *pred; j++)
        if (!strcmp(pred[j][0], pred[i][2]) && (!strcmp(pb, pred[j][0]) || !strcmp(pb, pred[j][1])))
          return true;
    }
  }
  return false;
}

/* The conditions position i of q depends on, into out as pairs (the
 * condition, the position of the branch deciding it). */
static void cd_values(const side *s, const path *q, int i, cc_ints *out) {
  CC_RESIZE(*out, 0);
  for (int j = cd_parent(s, q, i); j >= 0; j = cd_parent(s, q, j))
    if (q->conds[j] >= 0) {
      CC_PUSH(*out, q->conds[j]);
      CC_PUSH(*out, j);
    }
}

/* Does an AFTER instance of a convergent call on qa depend on a value its
 * BEFORE instance on qb (match: AFTER event -> BEFORE event) does not?
 * That event's index + 1 (why filled, when not NULL), 0: no. */
int tfI_cd_violation(ctx *c, const path *qb, const path *qa, const int *match, cc_buf *why) {
  cc_ints va = {0}, vb = {0};
  int found = 0;
  for (int e = 0; e < qa->nev && !found; e++) {
    if (!qa->ev[e].conv || match[e] < 0) continue;
    cd_values(&c->after, qa, qa->ev[e].pos, &va);
    cd_values(&c->before, qb, qb->ev[match[e]].pos, &vb);
    for (size_t i = 0; i < CC_SIZE(va) && !found; i += 2) {
      bool in = false;
      for (size_t j = 0; j < CC_SIZE(vb) && !in; j += 2)
        in = same_value(c->terms, CC_AT(va, i), CC_AT(vb, j));
      /* another term for the same value (instcombine rewrites a condition):
       * asked of Z3, on every input, then on the inputs that reach both
       * evaluations (IndVarSimplify's exit test `i != n` for `i < n`) */
      for (size_t j = 0; j < CC_SIZE(vb) && !in; j += 2)
        in = tfI_same_value(c, CC_AT(va, i), CC_AT(vb, j));
      for (size_t j = 0; j < CC_SIZE(vb) && !in; j += 2)
        in = tfI_same_value_reached(c, CC_AT(va, i), qa, CC_AT(va, i + 1), CC_AT(vb, j), qb,
                                    CC_AT(vb, j + 1));
      if (in) continue;
      found = e + 1;
      if (!why) break;
      cc_buf_puts(why, "  AFTER's ");
      tfI_print_event_name(c->after.p, c->terms, &c->rc, &qa->ev[e], &c->nm, why);
      cc_buf_puts(why, " depends on the value ");
      cv_term_print(c->terms, c->after.p, CC_AT(va, i), why);
      cc_buf_puts(why, ", which BEFORE's does not (made control-dependent on an additional value)\n");
    }
  }
  CC_RELEASE(va);
  CC_RELEASE(vb);
  return found;
}
