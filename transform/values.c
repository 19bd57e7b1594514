/* transform/values.c — do real values take a candidate's branches?  (Z3
 * bit-vectors, encode/smt_feasible.c) */
#include "transform/tf_int.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

/* Do real values take these branches?  The decisions of k threads' path
 * pairs (BEFORE's and AFTER's of thread u), stated in bit-vectors and
 * decided by Z3 (encode/smt.h "feasibility of branch decisions": thread
 * ids distinct between threads and within their declared range).  0: no
 * values do (the candidate is an artefact of the term abstraction); 1:
 * these values do, exactly (witness filled); 2: undecided (a term only an
 * uninterpreted value stands for, Z3 gave up or failed; c->z3_why). */
int tfI_decide_values(ctx *c, const path *const *pb, const path *const *pa, int k,
                         cc_buf *witness) {
  CC_STACK(smt_branch_fact) f = {0};
  for (int u = 0; u < k; u++) {
    for (int i = 0; i < pb[u]->ndec; i++) {
      smt_branch_fact x = {(int)(pb[u]->dec[i].key >> 1), u, pb[u]->dec[i].choice, 0,
                           pb[u]->dec[i].block};
      CC_PUSH(f, x);
    }
    for (int i = 0; i < pa[u]->ndec; i++) {
      bool seen = false;
      for (int j = 0; j < pb[u]->ndec; j++) seen |= pb[u]->dec[j].key == pa[u]->dec[i].key;
      if (seen) continue;
      smt_branch_fact x = {(int)(pa[u]->dec[i].key >> 1), u, pa[u]->dec[i].choice, 1,
                           pa[u]->dec[i].block};
      CC_PUSH(f, x);
    }
  }
  unsigned ms = 10000;
  if (c->deadline) {
    double left = (c->deadline - cc_now()) * 1000.0;
    ms = left < 1 ? 1 : left < ms ? (unsigned)left : ms;
  }
  const cv_program *progs[2] = {c->before.p, c->after.p};
  smt_feasible_result r;
  cc_error err;
  cc_error_clear(&err);
  int verdict = 2;
  const char *why = NULL;
  /* BEFORE's conditions are the inputs (transform.h): AFTER's own are
   * decided exactly over them where they can be */
  if (!smt_branches_feasible(c->terms, progs, 2, k, f.begin, (int)CC_SIZE(f), true, ms, &r, &err)) {
    snprintf(c->z3_buf, sizeof c->z3_buf, "%.190s", err.msg);
    why = c->z3_buf;
  } else if (r.status == SMT_INFEASIBLE) {
    verdict = 0;
  } else if (r.status == SMT_FEASIBLE && r.exact) {
    verdict = 1;
    if (witness) cc_buf_puts(witness, cc_buf_str(&r.witness));
  } else {
    snprintf(c->z3_buf, sizeof c->z3_buf, "%.190s", r.status == SMT_FEASIBLE
             ? r.reason : r.reason[0] ? r.reason : "Z3 gave up");
    why = c->z3_buf;
  }
  if (why && !c->z3_why[0]) snprintf(c->z3_why, sizeof c->z3_why, "%s", why);
  if (c->res) c->res->z3_queries++;
  cc_buf_free(&r.witness);
  CC_RELEASE(f);
  return verdict;
}
