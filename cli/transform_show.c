/* cli/transform_show.c — a transform check's result as text and as JSON
 * (cli/transform_show.h). */
#include "cli/cli.h"
#include "cli/render_json.h"
#include "cli/transform_show.h"

void cli_tf_reading_line(cc_buf *out, const tf_result *res) {
  /* [CO] "Controlled Convergent Operations": an anchor's threads are
   * implementation-defined; --anchor maximal picks one reading */
  if (res->anchors_maximal)
    cc_buf_puts(out, "  (convergence anchors read as maximal (--anchor maximal): each anchor's "
                     "threads those of its block's maximal convergence; the spec leaves them "
                     "implementation-defined, so this reading is stricter than the spec's and "
                     "than LLVM's (ConvergentOperations.rst \"llvm.experimental.convergence."
                     "anchor\"); --anchor free takes every consistent choice)\n");
  /* the reading of the spec the verdict rests on ([CO] "Uncontrolled
   * Convergent Operations") */
  if (!res->uncontrolled) return;
  cc_buf_printf(out, "  (uncontrolled convergent operations read as %s%s)\n",
                cv_reading_value_name(CV_RD_uncontrolled, (int)res->reading),
                res->reading == CV_UNCONTROLLED_INFERRED
                    ? ": the threads each instance communicates with; --uncontrolled "
                      "control-dependence reads LangRef's `convergent`"
                    : ": no instance made control-dependent on an additional value (LangRef)");
}

void cli_tf_identical(cc_buf *out, const tf_result *res) {
  if (res->identical)
    cc_buf_puts(out, "; the two functions are identical (`transform --pass` says unchanged)");
}

void cli_tf_note_line(cc_buf *out, const char *note) {
  if (*note)
    cc_buf_printf(out, "  note: calls to functions defined in the module left as calls (%s)\n", note);
}

/* The counterexample of a check: as data when it was confirmed, else the
 * candidate an unknown verdict could not confirm (the same shape). */
void cli_tf_json_counterexample(cc_json *j, const cv_program *eb, const cv_program *ea,
                                const tf_result *res) {
  if (res->cex.set) {
    cc_json_key(j, "counterexample");
    cli_json_tf_cex(j, eb, ea, &res->cex);
  } else if (res->static_why) {
    cc_json_key(j, "static_rule"), cc_json_string(j, res->static_why);
  } else if (res->candidate.set) {
    cc_json_key(j, "candidate");
    cli_json_tf_cex(j, eb, ea, &res->candidate);
  }
}

cli_tf_every_L cli_tf_every_L_of(const ub_transform_result *ur) {
  cli_tf_every_L u = {ur->verdict, ur->L, ur->why, ur->all_threads,
                      ur->lockstep.applies     ? "lockstep"
                      : ur->simulation.applies ? "simulation"
                                               : NULL,
                      ur->tf.other_checked ? ur->other_why : NULL};
  return u;
}

void cli_tf_json_result(cc_json *j, const tf_opts *o, const char *name, const cv_program *eb,
                        const cv_program *ea, const tf_result *res, const cli_tf_every_L *ub,
                        int expanded, const char *note) {
  cc_json_begin_object(j);
  cc_json_key(j, "name"), cc_json_string(j, name);
  /* for every L: preserved when proven, the bounded check's verdict when
   * it fails on finite traces, else unknown */
  tf_verdict v = !ub                       ? res->verdict
                 : ub->verdict == UB_PROVEN ? TF_PRESERVED
                 : ub->verdict == UB_FAILS  ? res->verdict
                                            : TF_UNKNOWN;
  cc_json_key(j, "verdict"), cc_json_string(j, tf_verdict_name(v));
  /* docs/design.md §12: what the verdict rests on, one of its words, and
   * for a proof its scope (the text's "proven for every L, all k") */
  bool proven = ub ? ub->verdict == UB_PROVEN : res->proof != NULL;
  cc_json_key(j, "basis"), cc_json_string(j, proven                ? "proven"
                                             : res->static_why       ? "static rule"
                                             : v == TF_PRESERVED     ? "within"
                                             : v == TF_UNKNOWN       ? "none"
                                                                     : "witness");
  if (proven)
    cc_json_key(j, "scope"),
        cc_json_string(j, !ub || ub->all_threads ? "every L, all k" : "every L, k=2");
  cc_json_key(j, "threads"), cc_json_int(j, ub ? 2 : o->k);
  if (ub) { /* ub_transform: the bounded check's bound, its reason */
    cc_json_key(j, "bound"), cc_json_string(j, "unbounded");
    cc_json_key(j, "decided_at_L");
    if (ub->L) cc_json_int(j, ub->L);
    else cc_json_null(j);
    cc_json_key(j, "why"), cc_json_string(j, ub->why);
    cc_json_key(j, "all_threads"), cc_json_bool(j, ub->all_threads);
    cc_json_key(j, "rule");
    if (ub->rule) cc_json_string(j, ub->rule);
    else cc_json_null(j);
  } else {
    cc_json_key(j, "bound"), cc_json_int(j, res->L ? res->L : o->L);
    if (v == TF_UNKNOWN) { /* within the bound asked: what rounds below it held */
      cc_json_key(j, "preserved_within");
      if (res->preserved_L) cc_json_int(j, res->preserved_L);
      else cc_json_null(j);
      cc_json_key(j, "unknown_at"), cc_json_int(j, res->unknown_L ? res->unknown_L
                                                 : res->L        ? res->L
                                                                 : o->L);
    }
  }
  if (res->uncontrolled)
    cc_json_key(j, "uncontrolled"),
        cc_json_string(j, cv_reading_value_name(CV_RD_uncontrolled, (int)res->reading));
  /* --anchor maximal: one reading of the spec's anchors, stricter than it
   * (the text's verdict line says so) */
  if (res->anchors_maximal) cc_json_member_string(j, "anchors", "maximal, stricter than the spec");
  if (res->other_checked) { /* --both-readings (with ub: for every L too) */
    cc_json_key(j, "other_reading");
    cc_json_begin_object(j);
    cc_json_member_string(j, "uncontrolled",
                          cv_reading_value_name(CV_RD_uncontrolled, (int)res->other_reading));
    cc_json_member_string(j, "verdict", tf_verdict_name(res->other_verdict));
    if (ub && ub->other_why) cc_json_member_string(j, "why", ub->other_why);
    cc_json_end_object(j);
  }
  cc_json_key(j, "inputs"), cc_json_int(j, (long long)res->inputs);
  cc_json_key(j, "checked"), cc_json_int(j, (long long)res->checked);
  cc_json_key(j, "cut"), cc_json_int(j, (long long)res->cut);
  cc_json_key(j, "infeasible"), cc_json_int(j, (long long)res->infeasible);
  cc_json_key(j, "z3_queries"), cc_json_int(j, (long long)res->z3_queries);
  cc_json_key(j, "z3_cached"), cc_json_int(j, (long long)res->z3_cached);
  cc_json_key(j, "seconds"), cc_json_double(j, res->seconds);
  if (!ub && res->unknown_why) cc_json_key(j, "why"), cc_json_string(j, res->unknown_why);
  if (!ub && res->proof) /* tf_opts.prove_first: no round ran, the counts are 0 */
    cc_json_key(j, "rule"), cc_json_string(j, res->proof_rule), cc_json_key(j, "proof"),
        cc_json_string(j, res->proof);
  if (res->identical) cc_json_key(j, "identical"), cc_json_bool(j, true);
  cc_json_key(j, "calls_expanded"), cc_json_int(j, expanded);
  if (*note) cc_json_key(j, "calls_left"), cc_json_string(j, note);
  cli_tf_json_counterexample(j, eb, ea, res);
  cc_json_end_object(j);
}

/* "(3 inputs checked, 3 of them on their first 5 block executions, cut by
 * the bound; ...)": what a preserved round covered (res->preserved_L when
 * a later round was not decided) */
static void preserved_counts(cc_buf *out, const tf_result *res) {
  int L = res->preserved_L ? res->preserved_L : res->L;
  cc_buf_printf(out, "(%llu %s checked", (unsigned long long)res->checked,
                res->checked == 1 ? "input" : "inputs");
  if (res->cut)
    cc_buf_printf(out, ", %llu of them on their first %d block executions, cut by the bound",
                  (unsigned long long)res->cut, L);
  if (res->infeasible)
    cc_buf_printf(out, "; %llu %s no real values take (Z3, bit-vectors), skipped",
                  (unsigned long long)res->infeasible,
                  res->infeasible == 1 ? "candidate" : "candidates");
  if (res->before_invalid)
    cc_buf_printf(out, "; %llu %s where BEFORE has no consistent relation",
                  (unsigned long long)res->before_invalid,
                  res->before_invalid == 1 ? "input" : "inputs");
  cc_buf_puts(out, ")");
}

void cli_tf_text_result(cc_buf *out, const char *name, const tf_result *res, const char *bounds,
                        const char *note) {
  cc_buf_printf(out, "%s: ", name);
  switch (res->verdict) {
  case TF_PRESERVED:
    cc_buf_printf(out, "preserved within %s ", bounds);
    preserved_counts(out, res);
    cli_tf_identical(out, res);
    cc_buf_putc(out, '\n');
    cc_buf_puts(out, cc_buf_str(&res->report));
    break;
  case TF_UNKNOWN: {
    char why[900];
    tf_unknown_text(res, why, sizeof why);
    cc_buf_printf(out, "unknown within %s: %s ", bounds, why);
    if (res->preserved_L) /* what the smaller bound established */
      preserved_counts(out, res);
    else
      cc_buf_printf(out, "(%llu of %llu %s checked)", (unsigned long long)res->checked,
                    (unsigned long long)res->inputs,
                    cc_plural((long long)res->inputs, "input", "inputs"));
    cc_buf_putc(out, '\n');
    cc_buf_puts(out, cc_buf_str(&res->report));
    break;
  }
  case TF_INVALID_AFTER:
    if (res->static_why) /* a static rule: no bound involved */
      cc_buf_printf(out, "AFTER invalid: %s\n", res->static_why);
    else /* its dynamic rules on an input */
      cc_buf_printf(out, "%s (%s)\n%s", tf_verdict_name(res->verdict), bounds,
                    cc_buf_str(&res->report));
    break;
  default:
    cc_buf_printf(out, "%s (%s)", tf_verdict_name(res->verdict), bounds);
    /* [CO] "llvm.experimental.convergence.anchor": an anchor's threads are
     * implementation-defined, so the maximal reading is one choice among
     * the spec's; a user took a broken under it for a bug of LLVM's pass */
    if (res->verdict == TF_BROKEN && res->anchors_maximal)
      cc_buf_puts(out, " " CLI_TF_ANCHOR_MAXIMAL_STRICTER);
    cc_buf_printf(out, "\n%s", cc_buf_str(&res->report));
    /* under the values: a new user took "thread 1, thread 2" for lanes 0
     * and 1; the ids are Z3's (docs/transforms.md "Values") */
    if (res->cex.set && res->cex.nvalues) cc_buf_printf(out, "  (%s)\n", CLI_TF_THREADS);
    break;
  }
  if (res->verdict != TF_INVALID_AFTER) cli_tf_reading_line(out, res);
  if (res->other_checked) /* --both-readings */
    cc_buf_printf(out, "  (read as %s: %s%s)\n",
                  cv_reading_value_name(CV_RD_uncontrolled, (int)res->other_reading),
                  tf_verdict_name(res->other_verdict),
                  res->other_verdict == res->verdict ? ", the same" : "; the readings differ here");
  cli_tf_note_line(out, note);
}

