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
int tfI_pair_equivalent(ctx *c, const path *qb, const path *qa, int *match, cc_buf *why,
                           int *which) {
  int verdict = 1;
  for (int e = 0; e < qa->nev; e++) {
    match[e] = tfI_find_event(qb, qa->ev[e].name);
    if (match[e] >= 0 || !qa->ev[e].conv) continue;
    if (!qb->complete) { verdict = -1; continue; }
    cc_buf_puts(why, "  AFTER executes ");
    tfI_print_event_name(c->after.p, c->terms, &c->rc, &qa->ev[e], &c->nm, why);
    cc_buf_puts(why, ", which BEFORE does not execute for this input\n");
    *which = e;
    return 0;
  }
  for (int e = 0; e < qb->nev; e++) {
    if (!qb->ev[e].conv || tfI_find_event(qa, qb->ev[e].name) >= 0) continue;
    if (cv_program_inst(c->before.p, qb->ev[e].inst)->flags & CV_INST_READNONE) continue;
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
      if (!tfI_agree(qb->dec, qb->ndec, qa->dec, qa->ndec, false)) continue;
      pair pr;
      memset(&pr, 0, sizeof pr);
      pr.pb = (int)i;
      pr.pa = (int)j;
      pr.match = cc_malloc(((size_t)qa->nev + 1) * sizeof(int));
      cc_buf why;
      cc_buf_init(&why);
      int which = 0;
      int eq = tfI_pair_equivalent(c, qb, qa, pr.match, &why, &which);
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
      pr.feas = eq == 0 ? tfI_confirm(c, &in, NULL, &wit) : -1;
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
          cc_buf_printf(&c->unconf, "  a single thread would tell the programs apart, but it is not "
                                    "confirmed (%s):\n", c->z3_why[0] ? c->z3_why : "?");
          tfI_print_input(c, &in, &c->unconf);
          cc_buf_puts(&c->unconf, cc_buf_str(&why));
          tf_cex *x = &res->candidate;
          tfI_cex_input(c, x, &in, NULL, NULL);
          x->why = "a single thread would tell the programs apart";
          if (which >= 0) tfI_cex_event(c, x, &in, 0, which, -1, 0, 0);
          else tfI_cex_event(c, x, &in, 0, -1, -1 - which, 0, 0);
        }
      } else if (pr.feas == 1) {
        res->verdict = TF_NOT_EQUIVALENT;
        cc_buf_puts(&res->report, "  a single thread tells the programs apart:\n");
        tfI_print_input(c, &in, &res->report);
        tfI_cex_input(c, &res->cex, &in, NULL, NULL);
        res->cex.why = "a single thread tells the programs apart";
        if (which >= 0) tfI_cex_event(c, &res->cex, &in, 0, which, -1, 0, 0);
        else tfI_cex_event(c, &res->cex, &in, 0, -1, -1 - which, 0, 0);
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
      CC_PUSH(c->pairs, pr);
    }
  }
  res->pairs = CC_SIZE(c->pairs);
  return true;
}
