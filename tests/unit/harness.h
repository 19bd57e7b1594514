/* tests/unit/harness.h — a small test harness: TEST(name) registers a test,
 * CHECK* macros record failures without stopping the run.  The binary takes
 * an optional substring filter on test names. */
#ifndef TESTS_HARNESS_H
#define TESTS_HARNESS_H

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
 * gives NULL.  Returns a cv_module * (declared void * to keep this header
 * free of the model's). */
void *th_parse_cfg(const char *text);
/* The same for LLVM IR text (written to a temporary .ll file). */
void *th_read_ll(const char *text);
/* Fills the cv_tuple *t with k traces ("Entry H B ...") of the cv_program
 * *p; a trace that does not parse is a test failure, and so is a tuple
 * cv_tuple_check refuses when check is set (unset: tests of bad tuples). */
void th_tuple(const void *p, void *t, int k, const char **traces, int check);

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
