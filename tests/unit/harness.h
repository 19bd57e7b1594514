/* tests/unit/harness.h — a small test harness: TEST(name) registers a test,
 * CHECK* macros record failures without stopping the run.  The binary takes
 * an optional substring filter on test names. */
#ifndef TESTS_HARNESS_H
#define TESTS_HARNESS_H

#include "analysis/analysis.h"
#include "enumerate/families.h"
#include "front/front.h"

#include <stdio.h>
#include <string.h>

typedef void (*th_fn)(void);
void th_register(const char *name, th_fn fn);
/* How many CHECKs the running test has evaluated (shown after "ok NAME"
 * when $CONVCHECK_TEST_COUNT_CHECKS is set: a refactoring of the tests
 * can show that no test now runs fewer). */
extern long th_checks;
void th_fail(const char *file, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Path of a file below the source tree (corpus/, tests/). */
const char *th_src(const char *rel);
/* Path of a file below LLVM's own tests (llvm/test of llvm-project:
 * $CONVCHECK_LLVM_TESTS, else ../shared/llvm-tests beside the source
 * tree), or NULL when they are not there: the test is then reported as
 * skipped ("skip NAME"), and must not use the file. */
const char *th_llvm_test(const char *rel);
/* Reports the running test as skipped, with the reason (unless it fails). */
void th_skip(const char *why);
/* Returns from (skips) the running test when LLVM's tests are not there. */
#define TH_NEED_LLVM_TESTS()                                               \
  do {                                                                     \
    if (!th_llvm_test("Analysis")) return;                                 \
  } while (0)
/* Parses .cfg text (named t.cfg); a parse error is a test failure and
 * gives NULL.  Returns a cv_module * (void *: older tests assign it
 * to their own pointer types). */
void *th_parse_cfg(const char *text);
/* The same for LLVM IR text (written to a temporary .ll file). */
void *th_read_ll(const char *text);
/* The same for a .ll file below the source tree (tests/unit/inputs/). */
void *th_read_ll_file(const char *rel);
/* Fills the cv_tuple *t with k traces ("Entry H B ...") of the cv_program
 * *p; a trace that does not parse is a test failure, and so is a tuple
 * cv_tuple_check refuses when check is set (unset: tests of bad tuples). */
void th_tuple(const void *p, void *t, int k, const char **traces, int check);

/* The setup most tests share (tests/unit/harness.c):
 * TH_CFG(m, p, text) declares cv_module *m parsed from .cfg text and
 * cv_program *p, its only function, and returns from the test (a failure
 * already reported) when the text does not parse; TH_LL does the same for
 * LLVM IR text, TH_LL_FILE for a .ll file (tests/unit/inputs/NAME.ll).
 * TH_TRACES(p, t, h, k, traces) then declares the checked
 * tuple t of k traces and h, LLVM's cycle hierarchy of p; th_traces_free
 * frees both and the module m. */
#define TH_CFG(m, p, text)                                                 \
  cv_module *m = th_parse_cfg(text);                                       \
  if (!m) return;                                                          \
  cv_program *p = cv_module_program(m, 0)
#define TH_LL(m, p, text)                                                  \
  cv_module *m = th_read_ll(text);                                         \
  if (!m) return;                                                          \
  cv_program *p = cv_module_program(m, 0)
#define TH_LL_FILE(m, p, rel)                                              \
  cv_module *m = th_read_ll_file(rel);                                     \
  if (!m) return;                                                          \
  cv_program *p = cv_module_program(m, 0)
#define TH_TRACES(p, t, h, k, traces)                                      \
  cv_tuple t;                                                              \
  th_tuple(p, &t, k, traces, 1);                                           \
  cv_hierarchy *h = cv_cycles_llvm(p)
void th_traces_free(void *m, cv_tuple *t, cv_hierarchy *h);
/* The same with the traces written in place, as the trailing arguments:
 * TH_TUPLE(p, t, "Entry A", "Entry B") declares the checked tuple t alone;
 * TH_CFG_TRACES(m, p, t, h, text, traces...) is TH_CFG then TH_TRACES. */
#define TH_TRACE_LIST(...) ((const char *[]){__VA_ARGS__})
#define TH_NTRACES(...) ((int)(sizeof TH_TRACE_LIST(__VA_ARGS__) / sizeof(const char *)))
#define TH_TUPLE(p, t, ...)                                                \
  cv_tuple t;                                                              \
  th_tuple(p, &t, TH_NTRACES(__VA_ARGS__), TH_TRACE_LIST(__VA_ARGS__), 1)
#define TH_CFG_TRACES(m, p, t, h, text, ...)                               \
  TH_CFG(m, p, text);                                                      \
  TH_TRACES(p, t, h, TH_NTRACES(__VA_ARGS__), TH_TRACE_LIST(__VA_ARGS__))
/* A file below the source tree (corpus/, tests/) loaded as the CLI loads
 * it (fe_load: .cfg or .ll by its ending); the load counts as one CHECK:
 * a refusal fails it, naming the file, and gives NULL.  TH_LOAD(m, p, rel)
 * declares m and p, its first function, as TH_CFG does. */
void *th_load(const char *rel);
#define TH_LOAD(m, p, rel)                                                 \
  cv_module *m = th_load(rel);                                             \
  if (!m) return;                                                          \
  cv_program *p = cv_module_program(m, 0)
/* Appends to *hs the cycle hierarchies of p in mode (no bound on the
 * searches; st may be NULL); the enumeration counts as one CHECK (a
 * refusal fails it).  Returns how many there are. */
int th_hierarchies(const cv_program *p, cv_hier_mode mode, cv_hierarchies *hs,
                   cv_enum_stats *st);
/* One CHECK per name of the lists `yes` and `no` (names apart by spaces):
 * is(name, arg) must give 1 for those in yes and 0 for those in no (-1:
 * there is no such name, a failure); a failure names it, saying what it
 * is and should be in the words `yes_word` and `no_word`. */
void th_check_names(int (*is)(const char *name, const void *arg), const void *arg,
                    const char *yes, const char *no, const char *yes_word, const char *no_word);
/* The uniformity analysis of p (with h, or LLVM's hierarchy when NULL);
 * a refusal counts as a failed CHECK and gives NULL. */
ua_result *th_analyze(const cv_program *p, const cv_hierarchy *h);
/* What ua_print_llvm prints for r; valid until the next call. */
const char *th_ua_text(const ua_result *r);
/* The index of instruction %name in p (th_block: of block name); -1, a test
 * failure, when p has none. */
int th_inst(const cv_program *p, const char *name);
int th_block(const cv_program *p, const char *name);
/* Function f, shape s with branch conditions mask, in *m, a new module
 * named file (the caller frees it); e is cleared first.  NULL, e set, when
 * the shape gives no program. */
cv_program *th_shape_program(const en_shape *s, unsigned mask, const char *file,
                             cv_module **m, cc_error *e);
/* A test failure whose message is followed by " on this CFG:" and the
 * program of shape s with branch conditions mask as .cfg text, so that a
 * property that fails on one program of a family names it. */
void th_shape_fail(const en_shape *s, unsigned mask, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Calls fn on the program of shape s (th_shape_program, file "shape.cfg")
 * for each assignment of its branch conditions in turn (mask 0 to
 * 2^branches - 1), the module freed after each; a mask that gives no
 * program is a test failure (th_shape_fail) and skipped.  Stops, returning
 * false, when fn returns false. */
typedef bool (*th_mask_fn)(const en_shape *s, unsigned mask, const cv_program *p, void *arg);
bool th_each_mask(const en_shape *s, th_mask_fn fn, void *arg);

#define TEST(name)                                                         \
  static void name(void);                                                  \
  __attribute__((constructor)) static void th_reg_##name(void) {           \
    th_register(#name, name);                                              \
  }                                                                        \
  static void name(void)

#define CHECK(c)                                                           \
  do {                                                                     \
    th_checks++;                                                          \
    if (!(c)) th_fail(__FILE__, __LINE__, "CHECK(%s)", #c);                \
  } while (0)
#define CHECK_INT(a, b)                                                    \
  do {                                                                     \
    th_checks++;                                                          \
    long long th_a_ = (long long)(a), th_b_ = (long long)(b);              \
    if (th_a_ != th_b_)                                                    \
      th_fail(__FILE__, __LINE__, "%s == %lld, expected %s == %lld", #a,   \
              th_a_, #b, th_b_);                                           \
  } while (0)
#define CHECK_STR(a, b)                                                    \
  do {                                                                     \
    th_checks++;                                                          \
    const char *th_a_ = (a), *th_b_ = (b);                                 \
    if (!th_a_ || !th_b_ || strcmp(th_a_, th_b_))                          \
      th_fail(__FILE__, __LINE__, "%s:\n  got      \"%s\"\n  expected \"%s\"", \
              #a, th_a_ ? th_a_ : "(null)", th_b_ ? th_b_ : "(null)");     \
  } while (0)
#define CHECK_CONTAINS(hay, needle)                                        \
  do {                                                                     \
    th_checks++;                                                          \
    const char *th_h_ = (hay), *th_n_ = (needle);                          \
    if (!th_h_ || !strstr(th_h_, th_n_))                                   \
      th_fail(__FILE__, __LINE__, "%s does not contain \"%s\":\n%s", #hay, \
              th_n_, th_h_ ? th_h_ : "(null)");                            \
  } while (0)

#endif
