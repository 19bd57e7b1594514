#define _DEFAULT_SOURCE /* mkstemps */
/* tests/unit/main.c — runs the registered tests (optionally filtered by a
 * substring of their names) and prints "N passed, N failed". */
#include "tests/unit/harness.h"
#include "front/front.h"

#include <stdarg.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct {
  const char *name;
  th_fn fn;
} th_test;

static th_test tests[1024];
static int ntests;
static int current_failures;
static const char *current_name, *current_skip;
long th_checks;

void th_register(const char *name, th_fn fn) {
  if (ntests < (int)(sizeof tests / sizeof tests[0]))
    tests[ntests++] = (th_test){name, fn};
}

void th_fail(const char *file, int line, const char *fmt, ...) {
  va_list ap;
  current_failures++;
  fprintf(stdout, "  %s:%d: [%s] ", file, line, current_name);
  va_start(ap, fmt);
  vfprintf(stdout, fmt, ap);
  va_end(ap);
  fputc('\n', stdout);
}

const char *th_src(const char *rel) {
  static char buf[8][4096];
  static int slot;
  char *b = buf[slot++ & 7];
  snprintf(b, 4096, "%s/%s", TOP_SRCDIR, rel);
  return b;
}

void th_skip(const char *why) {
  if (!current_skip) current_skip = why;
}

const char *th_llvm_test(const char *rel) {
  static char buf[8][4096];
  static int slot;
  char *b = buf[slot++ & 7];
  const char *env = getenv("CONVCHECK_LLVM_TESTS");
  char dir[2048];
  if (env && env[0]) snprintf(dir, sizeof dir, "%s", env);
  else snprintf(dir, sizeof dir, "%s/../shared/llvm-tests", TOP_SRCDIR);
  struct stat st;
  snprintf(b, 4096, "%s/Analysis", dir);
  if (stat(b, &st) != 0 || !S_ISDIR(st.st_mode)) {
    th_skip("needs LLVM's tests");
    return NULL;
  }
  snprintf(b, 4096, "%s/%s", dir, rel);
  return b;
}

void *th_parse_cfg(const char *text) {
  cc_error e;
  cc_error_clear(&e);
  cv_module *m = fe_parse_cfg("t.cfg", text, strlen(text), NULL, &e);
  if (!m) {
    char buf[2048];
    cc_error_format(&e, buf, sizeof buf);
    th_fail(__FILE__, __LINE__, "parse failed: %s", buf);
  }
  return m;
}

void th_tuple(const void *prog, void *tuple, int k, const char **traces, int check) {
  const cv_program *p = prog;
  cv_tuple *t = tuple;
  cc_error e;
  cc_error_clear(&e);
  t->k = k;
  t->thread = cc_calloc((size_t)k, sizeof *t->thread);
  for (int i = 0; i < k; i++)
    if (!cv_trace_parse(p, traces[i], &t->thread[i], &e))
      th_fail(__FILE__, __LINE__, "trace: %s", e.msg);
  if (check && !cv_tuple_check(p, t, &e)) th_fail(__FILE__, __LINE__, "tuple: %s", e.msg);
}

void *th_read_ll(const char *text) {
  char path[] = "/tmp/convcheck-test-XXXXXX.ll";
  int fd = mkstemps(path, 3);
  if (fd < 0) {
    th_fail(__FILE__, __LINE__, "cannot create a temporary file");
    return NULL;
  }
  ssize_t n = write(fd, text, strlen(text));
  close(fd);
  cc_error e;
  cc_error_clear(&e);
  cv_module *m = n == (ssize_t)strlen(text) ? fe_read_ll(path, &e) : NULL;
  unlink(path);
  if (!m) th_fail(__FILE__, __LINE__, "read: %s", e.msg);
  return m;
}

void *th_read_ll_file(const char *rel) {
  cc_error e;
  cc_error_clear(&e);
  cv_module *m = fe_read_ll(th_src(rel), &e);
  if (!m) th_fail(__FILE__, __LINE__, "read %s: %s", rel, e.msg);
  return m;
}

static int by_name(const void *a, const void *b) {
  return strcmp(((const th_test *)a)->name, ((const th_test *)b)->name);
}

int main(int argc, char **argv) {
  const char *filter = argc > 1 ? argv[1] : NULL;
  int passed = 0, failed = 0;
  int count_checks = getenv("CONVCHECK_TEST_COUNT_CHECKS") != NULL;
  /* Bottom-up: test files register in link order (base, model, engines,
   * front, results); within a file, keep registration order. */
  (void)by_name;
  for (int i = 0; i < ntests; i++) {
    if (filter && !strstr(tests[i].name, filter)) continue;
    current_name = tests[i].name;
    current_failures = 0;
    current_skip = NULL;
    th_checks = 0;
    tests[i].fn();
    if (current_failures) {
      failed++;
      printf("FAIL %s\n", tests[i].name);
    } else if (current_skip) { /* counted apart by tests/run.sh */
      printf("skip %s (%s)\n", tests[i].name, current_skip);
    } else {
      passed++;
      if (count_checks) printf("ok   %s [%ld checks]\n", tests[i].name, th_checks);
      else printf("ok   %s\n", tests[i].name);
    }
  }
  printf("%d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}
