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

/* Appends text to res->why (cut at its size). */
static void ubt_append(ub_transform_result *res, const char *text) {
  size_t n = strlen(res->why);
  snprintf(res->why + n, sizeof res->why - n, "%s", text);
}

/* What a proof by the lockstep rule rests on, into why. */
static void ubt_lockstep_why(const ub_lockstep *ls, char *why, size_t size) {
  snprintf(why, size,
           "the lockstep rule, docs/unbounded.md: same shape (%d %s, %d %s); by "
           "induction on the block executions %d phi %s, %d %s and the operands of %d %s "
           "equal in both programs (%d by Z3)",
           ls->blocks, cc_plural(ls->blocks, "block", "blocks"), ls->edges,
           cc_plural(ls->edges, "edge", "edges"), ls->phis, cc_plural(ls->phis, "pair", "pairs"),
           ls->conditions, cc_plural(ls->conditions, "condition", "conditions"), ls->events,
           cc_plural(ls->events, "event", "events"), ls->z3);
  if (ls->slots) {
    size_t n = strlen(why);
    snprintf(why + n, size - n,
             "; %d private stack %s read and written as values (%d of the phi pairs %s "
             "contents)",
             ls->slots, cc_plural(ls->slots, "slot", "slots"), ls->slot_phis,
             cc_plural(ls->slot_phis, "is a slot's", "are slots'"));
  }
  if (ls->related) {
    size_t n = strlen(why);
    snprintf(why + n, size - n, "; %d %s of AFTER a phi of BEFORE plus a constant", ls->related,
             cc_plural(ls->related, "phi", "phis"));
    if (ls->related_ext) {
      n = strlen(why);
      snprintf(why + n, size - n, " (%d over its sign or zero extension)", ls->related_ext);
    }
  }
  if (ls->invariants) {
    size_t n = strlen(why);
    snprintf(why + n, size - n,
             "; %d %s proven at every execution of a loop header (induction around its edges)",
             ls->invariants, cc_plural(ls->invariants, "comparison", "comparisons"));
  }
}

/* What a proof by the simulation rule rests on, into why. */
static void ubt_simulation_why(const ub_simulation *sm, char *why, size_t size) {
  /* what decided BEFORE's branches with no AFTER branch there, said only
   * where there is one (docs/unbounded.md "Unrolling without tests") */
  char facts[200] = "", cong[100] = "";
  if (sm->congruences)
    snprintf(cong, sizeof cong, " (%d %s of AFTER's induction %s)", sm->congruences,
             cc_plural(sm->congruences, "congruence", "congruences"),
             cc_plural(sm->congruences, "variable", "variables"));
  if (sm->forced || sm->congruences)
    snprintf(facts, sizeof facts, ", %d %s of BEFORE decided by the facts alone%s", sm->forced,
             cc_plural(sm->forced, "branch", "branches"), cong);
  /* two AFTER events on one BEFORE event told apart by a uniform
   * condition (docs/unbounded.md "Unswitching on a uniform condition") */
  char apart[160] = "";
  if (sm->uniform_apart)
    snprintf(apart, sizeof apart,
             "; %d %s of AFTER's events on one BEFORE event never reached by two threads at "
             "one input (a uniform condition)",
             sm->uniform_apart, cc_plural(sm->uniform_apart, "pair", "pairs"));
  /* private stack slots as values (docs/unbounded.md "Private stack
   * slots in the simulation rule") */
  char slots[240] = "", regions[120] = "";
  if (sm->regions)
    snprintf(regions, sizeof regions, ", %d %s of BEFORE without events before %s join merged "
                                      "into selects", sm->regions,
             cc_plural(sm->regions, "branch", "branches"), cc_plural(sm->regions, "its", "their"));
  if (sm->slots || sm->regions)
    snprintf(slots, sizeof slots, "; %d private stack %s read and written as values%s", sm->slots,
             cc_plural(sm->slots, "slot", "slots"), regions);
  snprintf(why, size,
           "the simulation rule, docs/unbounded.md: each of AFTER's %d %s starts at one "
           "place of BEFORE; by induction on AFTER's block executions %d event %s equal, %d "
           "%s of BEFORE decided by AFTER's%s, %d %s of BEFORE equal to AFTER's at cut "
           "points (%d by Z3); %d loop %s of BEFORE a function of AFTER's at convergent "
           "events%s%s",
           sm->blocks, cc_plural(sm->blocks, "block", "blocks"), sm->events,
           cc_plural(sm->events, "pair", "pairs"), sm->branches,
           cc_plural(sm->branches, "branch", "branches"), facts, sm->invariants,
           cc_plural(sm->invariants, "value", "values"), sm->z3, sm->levels,
           cc_plural(sm->levels, "counter", "counters"), apart, slots);
}

/* Is the simulation rule's argument the reading's?  Under LangRef's
 * reading of an uncontrolled call (control-dependence) an AFTER instance
 * may depend on a branch its BEFORE instance does not (the same branch
 * values, another post-dominance: an unrolled copy's test), which the
 * rule's argument (maximal convergence) does not cover; the lockstep
 * rule's does (the same CFG, the same control dependences). */
static bool ubt_simulation_reading(const tf_opts *o, bool uncontrolled) {
  return !(uncontrolled && o->rd.uncontrolled == CV_UNCONTROLLED_CONTROL_DEP);
}

static const char ubt_not_cd[] = "not applied under --uncontrolled control-dependence (its "
                                 "argument is maximal convergence's, docs/unbounded.md)";

/* The simulation rule's CPU in ub_transform_rules where it gets more time
 * than the lockstep rule: it pairs the blocks or fails within its first
 * walk, so an attempt still going spends its time on Z3's questions about
 * a pairing that holds so far; pathfinder's SimplifyCFG at -O0 is proven
 * in about 2 s of CPU (on a loaded machine over 8 s of wall), while an
 * attempt that walks long and then fails costs at most this much
 * (unroll_uniform's last InstCombine, bench/HISTORY.md).  CPU, not wall:
 * the work does not shrink when other processes share the cores. */
enum { UBT_SIMULATION_CPU_MS = 4000 };

const char *ub_transform_rules(const cv_program *before, const cv_program *after,
                               const tf_opts *o, bool uncontrolled, unsigned timeout_ms,
                               unsigned more_ms, char *why, size_t size) {
  if (o->calls_left) return NULL; /* calls may stand for bodies that differ */
  double t0 = cc_now(), deadline = timeout_ms ? t0 + timeout_ms / 1000.0 : 0;
  ub_lockstep ls;
  if (ub_transform_lockstep(before, after, timeout_ms, &ls)) {
    ubt_lockstep_why(&ls, why, size);
    return "lockstep";
  }
  /* from the call's start: timeout_ms for both rules, or more_ms */
  bool more = more_ms > timeout_ms;
  if (more) deadline = t0 + more_ms / 1000.0;
  double left = deadline ? (deadline - cc_now()) * 1000.0 : 0;
  if (deadline && left < 1) return NULL;
  ub_simulation sm;
  if (ubt_simulation_reading(o, uncontrolled) &&
      ub_transform_simulate(before, after, deadline ? (unsigned)left : 0,
                            more ? UBT_SIMULATION_CPU_MS : 0, &sm)) {
    ubt_simulation_why(&sm, why, size);
    return "simulation";
  }
  return NULL;
}

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
   * sound for every L and k too -- for maximal convergence's reading */
  bool sim_reading = ubt_simulation_reading(o, res->tf.uncontrolled);
  if (!sim_reading) snprintf(res->simulation.why, sizeof res->simulation.why, "%s", ubt_not_cd);
  bool sim = !rule && sim_reading && !o->calls_left && !res->tf.static_why &&
             ub_transform_simulate(before, after, o->timeout_ms, 0, &res->simulation);
  const ub_simulation *sm = &res->simulation;
  if (failed && sim) {
    res->verdict = UB_UNKNOWN;
    snprintf(res->why, sizeof res->why,
             "the engines disagree (an internal error): the simulation rule proves every input "
             "preserved (%d %s of AFTER mapped, %d %s, %d counter %s, docs/unbounded.md), "
             "the bounded check at k=2, L=%d says %s",
             sm->blocks, cc_plural(sm->blocks, "block", "blocks"), sm->events, cc_plural(sm->events, "event", "events"), sm->levels,
             cc_plural(sm->levels, "relation", "relations"), res->tf.L ? res->tf.L : o2.L,
             tf_verdict_name(res->tf.verdict));
    ubt_append(res, "; ");
    ub_next_step(UB_NEXT_REPORT, 0, false, res->why, sizeof res->why);
    return true;
  }
  if (sim) {
    res->verdict = UB_PROVEN;
    res->all_threads = true;
    res->L = 0;
    ubt_simulation_why(sm, res->why, sizeof res->why);
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
    ubt_append(res, "; ");
    ub_next_step(UB_NEXT_REPORT, 0, false, res->why, sizeof res->why);
  } else if (failed) {
    res->verdict = UB_FAILS;
    if (res->tf.L) res->L = res->tf.L; /* the counterexample's bound, the shortest found */
    snprintf(res->why, sizeof res->why, "a counterexample on finite traces, so for every L");
  } else if (rule) {
    res->verdict = UB_PROVEN;
    res->all_threads = true;
    res->L = 0; /* no bound: the induction covers every L */
    ubt_lockstep_why(ls, res->why, sizeof res->why);
  }
  return failed || rule;
}

static bool ubt_one(const cv_program *before, const cv_program *after, const tf_opts *o,
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
    /* what to do next (docs/unbounded.md "What stays unknown"): the
     * bounded check's own advice where it stopped, else a longer one */
    ubt_append(res, "; ");
    if (res->tf.verdict == TF_PRESERVED) {
      ub_next_step(UB_NEXT_RULE, o2.L, true, res->why, sizeof res->why);
    } else {
      size_t n = strlen(res->why);
      if (res->tf.preserved_L)
        snprintf(res->why + n, sizeof res->why - n,
                 "what to do next: the bounded check stopped %.300s; ", res->tf.later_why);
      else if (res->tf.verdict == TF_UNKNOWN && res->tf.unknown_why)
        snprintf(res->why + n, sizeof res->why - n,
                 "what to do next: the bounded check at L=%d stopped: %.300s; ", o2.L,
                 res->tf.unknown_why);
      ubt_append(res, "no option decides every L here (docs/unbounded.md \"What stays "
                      "unknown\": the rules it would need)");
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
               "every path of both programs ends within %d %s, but the bounded check "
               "decided only up to L=%d (preserved within k=2, L=%d; %.400s)",
               o2.L, cc_plural(o2.L, "block", "blocks"), res->tf.L, res->tf.L,
               res->tf.later_why[0] ? res->tf.later_why : "a larger bound was not decided");
    } else if (res->tf.cut) { /* cannot be: every path ends within L */
      res->verdict = UB_UNKNOWN;
      snprintf(res->why, sizeof res->why, "%llu inputs cut at L=%d although every path ends "
                                          "within it (an internal error)",
               (unsigned long long)res->tf.cut, o2.L);
    } else {
      res->verdict = UB_PROVEN;
      snprintf(res->why, sizeof res->why,
               "every path of both programs ends within %d %s; the bounded check at k=2, "
               "L=%d sees every input whole",
               o2.L, cc_plural(o2.L, "block", "blocks"), o2.L);
    }
    break;
  case TF_UNKNOWN:
    res->verdict = UB_UNKNOWN;
    if (res->tf.preserved_L) /* a limit stopped the rounds below the longest path */
      snprintf(res->why, sizeof res->why,
               "every path of both programs ends within %d %s, but the bounded check "
               "decided only up to L=%d (preserved within k=2, L=%d; %.400s)",
               o2.L, cc_plural(o2.L, "block", "blocks"), res->tf.preserved_L, res->tf.preserved_L, res->tf.later_why);
    else
      snprintf(res->why, sizeof res->why, "the bounded check at k=2, L=%d: %s", o2.L,
               res->tf.unknown_why ? res->tf.unknown_why : "unknown");
    break;
  default:
    res->verdict = UB_FAILS;
    if (res->tf.L) res->L = res->tf.L; /* the counterexample's bound, the shortest found */
    snprintf(res->why, sizeof res->why, "a counterexample on finite traces, so for every L");
    break;
  }
  return true;
}

void ub_transform_result_free(ub_transform_result *res) { tf_result_free(&res->tf); }

/* tf_opts.both_readings: where a program has uncontrolled convergent
 * calls, the question for every L under the other reading too (a user
 * who asked --both-readings with --unbounded must not read one reading's
 * verdict for both: before, only the bounded check ran both).  The other
 * reading's verdict for every L goes into res->tf.other_* as a tf_verdict
 * (PROVEN: preserved; FAILS: its counterexample's verdict; UNKNOWN:
 * unknown), other_L 0 (every L); its reason into other_why. */
bool ub_transform(const cv_program *before, const cv_program *after, const tf_opts *o,
                  ub_transform_result *res, cc_error *err) {
  double t0 = cc_now();
  tf_opts o1 = *o;
  o1.both_readings = false;
  if (!ubt_one(before, after, &o1, res, err)) return false;
  if (!o->both_readings || !res->tf.uncontrolled) return true;
  tf_opts o2 = o1;
  if (o->timeout_ms) { /* in the time the first reading left */
    double left_ms = o->timeout_ms - (cc_now() - t0) * 1000.0;
    o2.timeout_ms = left_ms < 1 ? 1 : (unsigned)left_ms;
  }
  o2.rd.uncontrolled = o->rd.uncontrolled == CV_UNCONTROLLED_CONTROL_DEP
                           ? CV_UNCONTROLLED_INFERRED
                           : CV_UNCONTROLLED_CONTROL_DEP;
  ub_transform_result other;
  cc_error oerr;
  cc_error_clear(&oerr);
  res->tf.other_checked = true;
  res->tf.other_reading = o2.rd.uncontrolled;
  res->tf.other_L = 0;
  if (!ubt_one(before, after, &o2, &other, &oerr)) {
    res->tf.other_verdict = TF_UNKNOWN;
    snprintf(res->other_why, sizeof res->other_why, "%.700s", oerr.msg);
  } else {
    res->tf.other_verdict = other.verdict == UB_PROVEN ? TF_PRESERVED
                            : other.verdict == UB_FAILS ? other.tf.verdict
                                                        : TF_UNKNOWN;
    snprintf(res->other_why, sizeof res->other_why, "%s", other.why);
  }
  ub_transform_result_free(&other);
  return true;
}
