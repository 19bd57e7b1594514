/* model/readings.h — the readings table: one row per choice the
 * specification leaves open (docs/design.md §10).  Prefix: cv_ (helpers cv_reading_).
 *
 * Each row of CV_READINGS is
 *   R(field, type, name, flag, section, help, VALUES)
 * with VALUES a list of V(CONSTANT, "name", "help"), the default first:
 *   field    the member of cv_readings holding the choice
 *   type     the enum type generated for it (CONSTANT = 0, 1, ...)
 *   name     the word of `name=value`, of the JSON options and of a .cfg
 *            case directive (`anchors maximal`)
 *   flag     the command-line option (--flag VALUE); cli/ also accepts
 *            --name when it differs
 *   section  where the specification leaves the choice open
 *   help     one line for usage texts and the man page
 * From the table come: the enums, cv_readings, the value names, the parser
 * (cv_readings_parse: "name=value,..."; cv_reading_value_find for one
 * option), the JSON (cv_readings_json), the usage text (cv_readings_usage)
 * and the support check (cv_readings_check).
 *
 * Adding a reading: one row here (its values, default first) — it is then
 * an option of every command that takes readings (cli/options.h), a case
 * directive, a JSON key and a `name=value` word — plus its semantics
 * (model/, enumerate/) and its encoding (encode/).  An engine that does not
 * implement a value says so through cv_readings_check: a value an engine
 * has not declared (its support mask) is refused, never ignored, so a new
 * row is safe before any engine implements it. */
#ifndef CV_READINGS_H
#define CV_READINGS_H

#include "base/base.h"

#define CV_READINGS(R, V)                                                                  \
  R(cb, cv_cb_reading, "reading", "reading",                                               \
    "[CU] \"Convergence\" (convergence-before); docs/design.md §10",                                \
    "convergence-before",                                                                  \
    V(CV_CB_LITERAL, "literal", "the transitive closure of the three rules as written")    \
    V(CV_CB_QUOTIENT, "quotient", "the order of the quotient by converged-with"))          \
  R(fixpoint, cv_fixpoint, "fixpoint", "fixpoint",                                         \
    "[CU] \"Maximal Convergence\"; docs/design.md §4, §10",                                          \
    "which fixed point of the maximal-convergence condition",                              \
    V(CV_FIXPOINT_LEAST, "least", "the least fixed point")                                  \
    V(CV_FIXPOINT_GREATEST, "greatest", "the greatest fixed point")                         \
    V(CV_FIXPOINT_UNIQUE, "unique-check",                                                   \
      "the least, and whether it is the only one (else the greatest too)"))                \
  R(hierarchies, cv_hier_mode, "hierarchies", "hierarchies",                               \
    "[CT] \"Cycles\"; [CU] \"Maximal Convergence\"; docs/design.md §2, §10",                         \
    "which cycle hierarchies",                                                             \
    V(CV_HIER_REALIZABLE, "realizable", "the forests of some depth-first search")          \
    V(CV_HIER_ALL_ENTRIES, "all-entries", "any entry may be the header at every level"))   \
  R(anchors, cv_anchor_mode, "anchors", "anchor",                                          \
    "[CO] \"llvm.experimental.convergence.anchor\"; docs/design.md §10",                           \
    "how anchors converge (with convergence tokens)",                                      \
    V(CV_ANCHOR_FREE, "free", "implementation-defined: every consistent choice")            \
    V(CV_ANCHOR_MAXIMAL, "maximal", "as the uncontrolled maximal relation of the block"))  \
  R(values, cv_values_reading, "values", "values",                                         \
    "[CU] \"Uniformity\" (values that compare equal); docs/design.md §5, §10",                      \
    "what values are (the SMT engine)",                                                    \
    V(CV_VALUES_TERMS, "terms", "uninterpreted terms: the explicit engine's semantics")    \
    V(CV_VALUES_BV, "smt", "bit-vectors: integer operations interpreted"))                 \
  R(calls, cv_calls_reading, "calls", "calls",                                             \
    "[CO] \"Convergent Operations\" (what a callee computes is not the spec's); "          \
    "docs/design.md §5, §10",                                                              \
    "what a call to an unknown function returns",                                          \
    V(CV_CALLS_PER_THREAD, "per-thread",                                                   \
      "its own value in each thread (the callee may read the thread's identity)")          \
    V(CV_CALLS_DETERMINISTIC, "deterministic",                                             \
      "a function of the callee and the arguments, the same in every thread"))             \
  R(uncontrolled, cv_uncontrolled_reading, "uncontrolled", "uncontrolled",                 \
    "[CO] \"Uncontrolled Convergent Operations\" (the `convergent` attribute as "          \
    "implemented differs from the documented semantics); docs/design.md §10",              \
    "what a transform must keep of an uncontrolled convergent operation",                  \
    V(CV_UNCONTROLLED_INFERRED, "inferred-tokens",                                         \
      "the threads it communicates with (maximal convergence, [CO] \"Inferring Tokens\")") \
    V(CV_UNCONTROLLED_CONTROL_DEP, "control-dependence",                                   \
      "not made control-dependent on additional values (LangRef's `convergent`)"))

/* the enums, one per row */
#define CV_READING_ENUM_V_(c, n, h) c,
#define CV_READING_ENUM_R_(f, type, name, flag, sec, help, values) \
  typedef enum type { values } type;
CV_READINGS(CV_READING_ENUM_R_, CV_READING_ENUM_V_)
#undef CV_READING_ENUM_R_
#undef CV_READING_ENUM_V_

/* the rows' numbers: CV_RD_cb, CV_RD_fixpoint, ... */
#define CV_READING_ID_(f, ...) CV_RD_##f,
#define CV_READING_NONE_(...)
typedef enum cv_reading_id { CV_READINGS(CV_READING_ID_, CV_READING_NONE_) CV_NREADINGS } cv_reading_id;
#undef CV_READING_ID_

/* One choice for every row.  All zero = every default. */
#define CV_READING_FIELD_(f, type, ...) type f;
typedef struct cv_readings {
  CV_READINGS(CV_READING_FIELD_, CV_READING_NONE_)
} cv_readings;
#undef CV_READING_FIELD_
#undef CV_READING_NONE_

/* Marks the `const cv_readings *` parameter n of an engine's function as
 * never NULL: the compiler then refuses a reading's enum constant 0 (each
 * row's default, a null pointer constant) passed where the readings go. */
#define CV_READINGS_ARG(n) __attribute__((nonnull(n)))

/* A row, as data. */
typedef struct cv_reading_row {
  const char *name, *flag, *section, *help;
  int nvalues;
  const char *const *values;     /* names, the default first */
  const char *const *value_help;
} cv_reading_row;

extern const cv_reading_row cv_reading_rows[CV_NREADINGS];

/* Every reading at its default. */
void cv_readings_default(cv_readings *rd);
/* Row `id`'s choice in rd as a number (0 = the default), and setting it. */
int cv_readings_get(const cv_readings *rd, int id);
void cv_readings_set(cv_readings *rd, int id, int value);
/* The name of row id's value v ("quotient"); "?" when out of range. */
const char *cv_reading_value_name(int id, int v);
/* rd's choice for a row by name: CV_READING_NAME(rd, cb) = "literal". */
#define CV_READING_NAME(rd, f) cv_reading_value_name(CV_RD_##f, (int)(rd)->f)
/* The row named `name` (its name or its flag), or -1. */
int cv_reading_find(const char *name);
/* The value of row id named `value`, or -1. */
int cv_reading_value_find(int id, const char *value);
/* "literal or quotient", "least, greatest or unique-check". */
void cv_reading_values_text(int id, cc_buf *out);
/* Parses "name=value[,name=value...]" into rd; the error names the word
 * that is wrong and lists what is allowed. */
bool cv_readings_parse(cv_readings *rd, const char *text, cc_error *err);
/* One key per row into the open JSON object: "reading":"literal", ... */
void cv_readings_json(const cv_readings *rd, cc_json *j);
/* "reading=literal fixpoint=least ..." (every row). */
void cv_readings_text(const cv_readings *rd, cc_buf *out);
/* The usage lines of every row: "  --FLAG V1|V2   help (default V1)". */
void cv_readings_usage(cc_buf *out);

/* What an engine implements: bit v of supported[id] = value v of row id.
 * The default (value 0) is always supported, so a zero mask means "the
 * default only" (a row the engine has not heard of). */
#define CV_SUPPORT_ALL (~0u)
typedef unsigned cv_reading_support[CV_NREADINGS];
/* Checks that every choice of rd is supported: true if so; otherwise
 * fills err ("<who> does not implement fixpoint=greatest (only: least)")
 * and, when bad is not NULL, sets *bad to the row. */
bool cv_readings_check(const cv_readings *rd, const cv_reading_support supported,
                       const char *who, int *bad, cc_error *err);

#endif
