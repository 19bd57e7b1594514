/* crosscheck/xc.c — the rules of agreement between two engines (xc.h). */
#include "crosscheck/xc.h"

#include <stdio.h>
#include <stdlib.h>

const char *xc_engine_name(xc_engine e) {
  return e == XC_EXPLICIT ? "explicit" : e == XC_SMT ? "smt" : "both";
}

xc_verdict xc_verdict_of_smt(smt_verdict v) {
  return v == SMT_MCONV_HOLDS ? XC_HOLDS : v == SMT_MCONV_FAILS ? XC_FAILS : XC_UNKNOWN;
}

void xc_notes_free(xc_notes *n) {
  CC_RELEASE(n->list);
  n->disagree = n->unconfirmed = n->refined = 0;
}

const char *xc_verdict_word(xc_subject s, xc_verdict v) {
  if (v == XC_UNKNOWN) return "unknown";
  if (v == XC_NONE) return "not run";
  bool holds = v == XC_HOLDS;
  switch (s) {
  case XC_VALUE:
  case XC_BRANCH: return holds ? "uniform" : "DIVERGENT";
  case XC_BLOCK: return holds ? "m-converged" : "NOT m-converged";
  case XC_RELATION: return holds ? "consistent" : "inconsistent";
  default: return holds ? "none" : "differ";
  }
}

/* The rules of xc.h: only two verdicts given can agree or disagree; an
 * undecided Z3 leaves the explicit verdict unconfirmed. */
int xc_compare(xc_notes *n, xc_subject s, int index, const char *what, xc_verdict ex,
               xc_verdict sm, bool bv, const char *reason) {
  if (ex == XC_NONE || sm == XC_NONE || ex == XC_UNKNOWN) return -1;
  xc_note note = {.subject = s, .index = index, .explicit_v = ex, .smt_v = sm};
  snprintf(note.what, sizeof note.what, "%s", what ? what : "");
  snprintf(note.reason, sizeof note.reason, "%s", reason ? reason : "");
  if (sm == XC_UNKNOWN) {
    note.kind = XC_UNCONFIRMED;
    n->unconfirmed++;
  } else if (sm == ex) {
    return -1;
  } else if (bv && sm == XC_HOLDS && ex == XC_FAILS) {
    note.kind = XC_REFINED;
    n->refined++;
  } else {
    note.kind = XC_DISAGREE;
    n->disagree++;
  }
  CC_PUSH(n->list, note);
  return (int)note.kind;
}

unsigned xc_smt_left(const en_opts *o, unsigned timeout_ms) {
  if (o->deadline <= 0) return timeout_ms;
  double left = (o->deadline - cc_now()) * 1000.0;
  unsigned ms = left < 1 ? 1 : (unsigned)left;
  return timeout_ms && timeout_ms < ms ? timeout_ms : ms;
}
