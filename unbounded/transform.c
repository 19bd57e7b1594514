/* unbounded/transform.c — transform preservation for every trace length
 * (docs/design.md §8).
 *
 * Decided where every thread's path in both programs ends within a bound
 * ℓ (no loop with a trip count the branch semantics leaves open; calls to
 * functions of the module are already expanded by the caller, as for
 * tf_check): then no trace is longer than ℓ, the bounded check of
 * transform/ at k=2, L=ℓ sees every input whole, and its verdict is the
 * verdict for every L.  A "broken" comes with tf_check's counterexample,
 * finite traces by construction; one found within the given L refutes for
 * every L even when the paths do not end.  Loops with an unbounded trip
 * count are decided by the lockstep rule where BEFORE and AFTER have the
 * same shape (unbounded/lockstep.c, docs/unbounded.md "Transforms: the
 * lockstep rule"; for every k too); elsewhere "unknown": the product of
 * BEFORE and AFTER with the communicating-set comparison is not built
 * (docs/unbounded.md, "Transforms").  k = 2: the
 * criterion asks for ONE behaviour of BEFORE matching all threads at once,
 * which the signature theorem does not reduce to pairs. */
#include "unbounded/unbounded.h"

#include "enumerate/enumerate.h"

#include <stdio.h>

#define UB_TRACE_NODES 400000

/* The bounded check at o->L (k = 2), then the lockstep rule: true when
 * that decides (res filled: a finite counterexample, FAILS; the rule,
 * PROVEN; the two contradicting each other, UNKNOWN), false with res->tf
 * the bounded check's result otherwise; *error on an input error. */
static bool ubt_bounded_then_lockstep(const cv_program *before, const cv_program *after,
                                      const tf_opts *o, ub_transform_result *res, bool *error,
                                      cc_error *err) {
  tf_opts o2 = *o;
  o2.k = 2;
  res->L = o2.L;
  *error = !tf_check(before, after, &o2, &res->tf, err);
  if (*error) return true;
  /* the lockstep rule: sound for every L and k (calls left as calls may
   * stand for bodies that differ: not tried) */
  bool failed = res->tf.verdict != TF_PRESERVED && res->tf.verdict != TF_UNKNOWN;
  bool rule = !o->calls_left && !res->tf.static_why &&
              ub_transform_lockstep(before, after, o->timeout_ms, &res->lockstep);
  const ub_lockstep *ls = &res->lockstep;
  /* where the shapes differ, the simulation rule (unbounded/simulate.c):
   * sound for every L and k too -- for maximal convergence.  Under
   * LangRef's reading of an uncontrolled call (control-dependence) an
   * AFTER instance may depend on a branch its BEFORE instance does not
   * (the same branch values, another post-dominance: an unrolled copy's
   * test), which the rule's argument does not cover; the lockstep rule's
   * does (the same CFG, the same control dependences). */
  bool sim_reading = !(res->tf.uncontrolled && o->rd.uncontrolled == CV_UNCONTROLLED_CONTROL_DEP);
  if (!sim_reading)
    snprintf(res->simulation.why, sizeof res->simulation.why,
             "not applied under --uncontrolled control-dependence (its argument is maximal "
             "convergence's, docs/unbounded.md)");
  bool sim = !rule && sim_reading && !o->calls_left && !res->tf.static_why &&
             ub_transform_simulate(before, after, o->timeout_ms, &res->simulation);
  const ub_simulation *sm = &res->simulation;
  if (failed && sim) {
    res->verdict = UB_UNKNOWN;
    snprintf(res->why, sizeof res->why,
             "the engines disagree (an internal error): the simulation rule proves every input "
             "preserved (%d blocks of AFTER mapped, %d %s, %d counter %s, docs/unbounded.md), "
             "the bounded check at k=2, L=%d says %s",
             sm->blocks, sm->events, cc_plural(sm->events, "event", "events"), sm->levels,
             cc_plural(sm->levels, "relation", "relations"), res->tf.L ? res->tf.L : o2.L,
             tf_verdict_name(res->tf.verdict));
    return true;
  }
  if (sim) {
    res->verdict = UB_PROVEN;
    res->all_threads = true;
    res->L = 0;
    snprintf(res->why, sizeof res->why,
             "the simulation rule, docs/unbounded.md: each of AFTER's %d blocks starts at one "
             "place of BEFORE; by induction on AFTER's block executions %d event %s equal, %d "
             "%s of BEFORE decided by AFTER's, %d %s of BEFORE equal to AFTER's at cut "
             "points (%d by Z3); %d loop %s of BEFORE a function of AFTER's at convergent "
             "events",
             sm->blocks, sm->events, cc_plural(sm->events, "pair", "pairs"), sm->branches,
             cc_plural(sm->branches, "branch", "branches"), sm->invariants,
             cc_plural(sm->invariants, "value", "values"), sm->z3, sm->levels,
             cc_plural(sm->levels, "counter", "counters"));
    return true;
  }
  if (failed && rule) {
    /* a counterexample the rule contradicts (it proves every input
     * preserved) is not printed as a verdict: one of the two is wrong, and
     * the rule's argument is the simpler (docs/unbounded.md) */
    res->verdict = UB_UNKNOWN;
    snprintf(res->why, sizeof res->why,
             "the engines disagree (an internal error): the lockstep rule proves every input "
             "preserved (same shape, %d phi %s, %d %s and %d %s equal by induction, "
             "docs/unbounded.md), the bounded check at k=2, L=%d says %s",
             ls->phis, cc_plural(ls->phis, "pair", "pairs"), ls->conditions,
             cc_plural(ls->conditions, "condition", "conditions"), ls->events,
             cc_plural(ls->events, "event", "events"), res->tf.L ? res->tf.L : o2.L,
             tf_verdict_name(res->tf.verdict));
  } else if (failed) {
    res->verdict = UB_FAILS;
    snprintf(res->why, sizeof res->why, "a counterexample on finite traces, so for every L");
  } else if (rule) {
    res->verdict = UB_PROVEN;
    res->all_threads = true;
    res->L = 0; /* no bound: the induction covers every L */
    snprintf(res->why, sizeof res->why,
             "the lockstep rule, docs/unbounded.md: same shape (%d blocks, %d edges); by "
             "induction on the block executions %d phi %s, %d %s and the operands of %d %s "
             "equal in both programs (%d by Z3)",
             ls->blocks, ls->edges, ls->phis, cc_plural(ls->phis, "pair", "pairs"),
             ls->conditions, cc_plural(ls->conditions, "condition", "conditions"), ls->events,
             cc_plural(ls->events, "event", "events"), ls->z3);
    if (ls->slots) {
      size_t n = strlen(res->why);
      snprintf(res->why + n, sizeof res->why - n,
               "; %d private stack %s read and written as values (%d of the phi pairs %s "
               "contents)",
               ls->slots, cc_plural(ls->slots, "slot", "slots"), ls->slot_phis,
               cc_plural(ls->slot_phis, "is a slot's", "are slots'"));
    }
    if (ls->related) {
      size_t n = strlen(res->why);
      snprintf(res->why + n, sizeof res->why - n,
               "; %d %s of AFTER a phi of BEFORE plus a constant", ls->related,
               cc_plural(ls->related, "phi", "phis"));
      if (ls->related_ext) {
        n = strlen(res->why);
        snprintf(res->why + n, sizeof res->why - n, " (%d over its sign or zero extension)",
                 ls->related_ext);
      }
    }
    if (ls->invariants) {
      size_t n = strlen(res->why);
      snprintf(res->why + n, sizeof res->why - n,
               "; %d %s proven at every execution of a loop header (induction around its "
               "edges)",
               ls->invariants, cc_plural(ls->invariants, "comparison", "comparisons"));
    }
  }
  return failed || rule;
}

bool ub_transform(const cv_program *before, const cv_program *after, const tf_opts *o,
                  ub_transform_result *res, cc_error *err) {
  memset(res, 0, sizeof *res);
  en_trace_bound tb = en_traces_bound(before, 64, UB_TRACE_NODES);
  en_trace_bound ta = en_traces_bound(after, 64, UB_TRACE_NODES);
  bool error = false;
  if (!tb.finite || !ta.finite) {
    /* a counterexample on finite traces refutes for every L; only a
     * preservation needs every trace */
    const char *which = !tb.finite && !ta.finite ? "both programs" : !tb.finite ? "BEFORE" : "AFTER";
    if (ubt_bounded_then_lockstep(before, after, o, res, &error, err)) return !error;
    tf_opts o2 = *o;
    o2.L = res->L;
    snprintf(res->why, sizeof res->why,
             "%s: a thread's path %s (a loop whose trip count the branch semantics leaves "
             "open), so a preservation needs the product of the two programs, which is not "
             "built",
             which, tb.exhausted || ta.exhausted ? "could not be bounded within the search's budget"
                                                 : "does not end within 64 blocks");
    if (res->tf.verdict == TF_PRESERVED) { /* the bounded statement (docs/design.md §12) */
      size_t n = strlen(res->why);
      snprintf(res->why + n, sizeof res->why - n, " (preserved within k=2, L=%d)", o2.L);
    } else if (res->tf.preserved_L) { /* a larger bound was not decided */
      size_t n = strlen(res->why);
      snprintf(res->why + n, sizeof res->why - n, " (preserved within k=2, L=%d only)",
               res->tf.preserved_L);
    }
    if (!o->calls_left) {
      size_t n = strlen(res->why);
      snprintf(res->why + n, sizeof res->why - n,
               "; the lockstep rule does not apply: %s; nor the simulation rule: %s",
               res->lockstep.why, res->simulation.why[0] ? res->simulation.why : "not tried");
    }
    res->verdict = UB_UNKNOWN;
    return true;
  }
  int longest = tb.longest > ta.longest ? tb.longest : ta.longest;
  if (longest > o->L) {
    /* the check at the longest path grows with it (a constant trip count
     * of 20: 44 blocks); the bound -L and the rule first */
    if (ubt_bounded_then_lockstep(before, after, o, res, &error, err)) return !error;
    tf_result_free(&res->tf);
    memset(res, 0, sizeof *res);
  }
  tf_opts o2 = *o;
  o2.k = 2;
  o2.L = longest;
  if (o2.L < 1) o2.L = 1;
  res->L = o2.L;
  if (!tf_check(before, after, &o2, &res->tf, err)) return false;
  switch (res->tf.verdict) {
  case TF_PRESERVED:
    if (res->tf.L < o2.L) {
      /* the rounds go up to o2.L and a round the limits leave undecided
       * keeps the last decided bound (transform/check.c): a preservation
       * within a shorter bound, whose cut inputs are those longer paths,
       * is not one for every L (two InstCombine steps of our kernels under
       * `bench/pipeline.sh --unbounded`, their share of --timeout ending
       * the round at the longest path, said "cut ... an internal error") */
      res->verdict = UB_UNKNOWN;
      res->L = res->tf.L;
      snprintf(res->why, sizeof res->why,
               "every path of both programs ends within %d blocks, but the bounded check "
               "decided only up to L=%d (preserved within k=2, L=%d; %.400s)",
               o2.L, res->tf.L, res->tf.L,
               res->tf.later_why[0] ? res->tf.later_why : "a larger bound was not decided");
    } else if (res->tf.cut) { /* cannot be: every path ends within L */
      res->verdict = UB_UNKNOWN;
      snprintf(res->why, sizeof res->why, "%llu inputs cut at L=%d although every path ends "
                                          "within it (an internal error)",
               (unsigned long long)res->tf.cut, o2.L);
    } else {
      res->verdict = UB_PROVEN;
      snprintf(res->why, sizeof res->why,
               "every path of both programs ends within %d blocks; the bounded check at k=2, "
               "L=%d sees every input whole",
               o2.L, o2.L);
    }
    break;
  case TF_UNKNOWN:
    res->verdict = UB_UNKNOWN;
    if (res->tf.preserved_L) /* a limit stopped the rounds below the longest path */
      snprintf(res->why, sizeof res->why,
               "every path of both programs ends within %d blocks, but the bounded check "
               "decided only up to L=%d (preserved within k=2, L=%d; %.400s)",
               o2.L, res->tf.preserved_L, res->tf.preserved_L, res->tf.later_why);
    else
      snprintf(res->why, sizeof res->why, "the bounded check at k=2, L=%d: %s", o2.L,
               res->tf.unknown_why ? res->tf.unknown_why : "unknown");
    break;
  default:
    res->verdict = UB_FAILS;
    snprintf(res->why, sizeof res->why, "a counterexample on finite traces, so for every L");
    break;
  }
  return true;
}

void ub_transform_result_free(ub_transform_result *res) { tf_result_free(&res->tf); }
