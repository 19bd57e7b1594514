/* tests/unit/harness.c — the setup and teardown the unit tests share
 * (declared in harness.h); failures go through th_fail like a CHECK's. */
#include "tests/unit/harness.h"

#include <stdarg.h>

void *th_load(const char *rel) {
  cc_error e;
  cc_error_clear(&e);
  cv_module *m = fe_load(th_src(rel), NULL, &e);
  th_checks++; /* stands for the CHECK(m != NULL) each test had */
  if (!m) {
    char buf[2048];
    cc_error_format(&e, buf, sizeof buf);
    th_fail(__FILE__, __LINE__, "load %s: %s", rel, buf);
  }
  return m;
}

int th_hierarchies(const cv_program *p, cv_hier_mode mode, cv_hierarchies *hs,
                   cv_enum_stats *st) {
  cv_enum_stats own;
  cc_error e;
  cc_error_clear(&e);
  th_checks++; /* stands for the CHECK of cv_hierarchies_enumerate */
  if (!cv_hierarchies_enumerate(p, mode, 0, hs, st ? st : &own, &e))
    th_fail(__FILE__, __LINE__, "hierarchies refused: %s", e.msg);
  return (int)CC_SIZE(*hs);
}

void th_traces_free(void *m, cv_tuple *t, cv_hierarchy *h) {
  cv_hierarchy_free(h);
  cv_tuple_free(t);
  cv_module_free(m);
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

void th_shape_fail(const en_shape *s, unsigned mask, const char *fmt, ...) {
  char what[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(what, sizeof what, fmt, ap);
  va_end(ap);
  cc_buf b;
  cc_buf_init(&b);
  en_shape_cfg_text(s, mask, &b);
  th_fail(__FILE__, __LINE__, "%s on this CFG:\n%s", what, cc_buf_str(&b));
  cc_buf_free(&b);
}

static cv_program *shape_checked(const en_shape *s, unsigned mask, cv_module **m) {
  cc_error e;
  cv_program *p = th_shape_program(s, mask, "shape.cfg", m, &e);
  if (!p) {
    th_shape_fail(s, mask, "%s", e.msg);
    cv_module_free(*m);
    *m = NULL;
  }
  return p;
}

bool th_each_mask(const en_shape *s, th_mask_fn fn, void *arg) {
  int nbr = en_shape_nbranches(s);
  for (unsigned mask = 0; mask < (1u << nbr); mask++) {
    cv_module *m;
    const cv_program *p = shape_checked(s, mask, &m);
    bool go = !p || fn(s, mask, p, arg);
    cv_module_free(m);
    if (!go) return false;
  }
  return true;
}

void th_check_names(int (*is)(const char *name, const void *arg), const void *arg,
                    const char *yes, const char *no, const char *yes_word, const char *no_word) {
  const char *lists[2] = {yes, no};
  for (int l = 0; l < 2; l++)
    for (const char *s = lists[l]; *s;) {
      size_t n = strcspn(s, " ");
      char name[64];
      snprintf(name, sizeof name, "%.*s", (int)n, s);
      int got = is(name, arg);
      th_checks++;
      if (got < 0) th_fail(__FILE__, __LINE__, "no %s", name);
      else if (got != (l == 0))
        th_fail(__FILE__, __LINE__, "%s is %s, expected %s", name, got ? yes_word : no_word,
                l == 0 ? yes_word : no_word);
      s += n + (s[n] == ' ');
    }
}
