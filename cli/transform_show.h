/* cli/transform_show.h — a transform check's result as text (the lines
 * `convcheck transform` prints) and as JSON (its --json shape, in
 * cli_doc_transform).  Prefix: cli_tf_. */
#ifndef CLI_TRANSFORM_SHOW_H
#define CLI_TRANSFORM_SHOW_H

#include "transform/transform.h"
#include "unbounded/unbounded.h"

/* "; the two functions are identical (...)" after a verdict when BEFORE
 * and AFTER are the same function (tf_result.identical). */
void cli_tf_identical(cc_buf *out, const tf_result *res);
/* "  note: calls ... left as calls (NOTE)" when note is not empty. */
void cli_tf_note_line(cc_buf *out, const char *note);
/* "  (uncontrolled convergent operations read as R: ...)" when the pair
 * has uncontrolled convergent operations: the reading a verdict rests on. */
void cli_tf_reading_line(cc_buf *out, const tf_result *res);
/* The counterexample key of a function's object: "counterexample" as data
 * when confirmed, "static_rule" for a static rule AFTER breaks, else
 * unknown's unconfirmed "candidate" (the same shape). */
void cli_tf_json_counterexample(cc_json *j, const cv_program *eb, const cv_program *ea,
                                const tf_result *res);
/* What a check found for every L (--unbounded, ub_transform; or a rule of
 * unbounded/ tried before the rounds, tf_result.proof): NULL in
 * cli_tf_json_result for a bounded check. */
typedef struct cli_tf_every_L {
  ub_verdict verdict;
  int L;                   /* the bounded check's bound (0: none, the rule)  */
  const char *why;
  bool all_threads;
  const char *rule;        /* "lockstep", "simulation" or NULL              */
  const char *other_why;   /* --both-readings: the other reading's (or NULL) */
} cli_tf_every_L;

/* ub's fields for cli_tf_json_result. */
cli_tf_every_L cli_tf_every_L_of(const ub_transform_result *ur);

/* A function's object of --json, the one shape of `transform --json`'s
 * functions and of `transform --pipeline --json`'s steps' "check"
 * (docs/transforms.md "JSON"): ub NULL for a bounded check (a proof before
 * the rounds, res->proof, is a verdict for every L too). */
void cli_tf_json_result(cc_json *j, const tf_opts *o, const char *name, const cv_program *eb,
                        const cv_program *ea, const tf_result *res, const cli_tf_every_L *ub,
                        int expanded, const char *note);
/* A function's verdict lines (bounded check), bounds "k=K, L=L". */
void cli_tf_text_result(cc_buf *out, const char *name, const tf_result *res, const char *bounds,
                        const char *note);

/* What a broken under --anchor maximal rests on, on its verdict line
 * ([CO] "llvm.experimental.convergence.anchor": an anchor's threads are
 * implementation-defined; maximal is one choice, stricter than the spec). */
#define CLI_TF_ANCHOR_MAXIMAL_STRICTER                                                   \
  "under --anchor maximal, a reading stricter than the spec's and LLVM's (an anchor's "   \
  "threads are implementation-defined): not by itself a bug of the pass"

#endif
