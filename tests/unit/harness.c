/* tests/unit/harness.c — the setup and teardown the unit tests share
 * (declared in harness.h); failures go through th_fail like a CHECK's. */
#include "tests/unit/harness.h"

void th_traces_free(cv_tuple *t, cv_hierarchy *h) {
  cv_hierarchy_free(h);
  cv_tuple_free(t);
}

ua_result *th_analyze(const cv_program *p, const cv_hierarchy *h) {
  cc_error err;
  cc_error_clear(&err);
  ua_result *r = ua_analyze(p, h, &err);
  th_checks++; /* stands for the CHECK(r != NULL) each test had */
  if (!r) {
    char buf[2048];
    cc_error_format(&err, buf, sizeof buf);
    th_fail(__FILE__, __LINE__, "ua_analyze refused: %s", buf);
  }
  return r;
}

const char *th_ua_text(const ua_result *r) {
  static cc_buf out;
  static bool live;
  if (live) cc_buf_free(&out);
  cc_buf_init(&out);
  live = true;
  ua_print_llvm(r, &out);
  return cc_buf_str(&out);
}

int th_inst(const cv_program *p, const char *name) {
  int i = cv_program_find_inst(p, name);
  if (i < 0) th_fail(__FILE__, __LINE__, "no instruction %%%s", name);
  return i;
}

int th_block(const cv_program *p, const char *name) {
  int b = cv_program_find_block(p, name);
  if (b < 0) th_fail(__FILE__, __LINE__, "no block %s", name);
  return b;
}

cv_program *th_shape_program(const en_shape *s, unsigned mask, const char *file,
                             cv_module **m, cc_error *e) {
  cc_error_clear(e);
  *m = cv_module_new(file);
  return en_shape_program(s, *m, "f", mask, e);
}
