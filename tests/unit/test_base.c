/* Unit tests of base/: the error record, arenas with marks, stacks, JSON. */
#include "base/base.h"
#include "tests/unit/harness.h"

#include <stdlib.h>

TEST(base_error_keeps_first_and_formats_location) {
  cc_error e;
  cc_error_clear(&e);
  cc_error_set(&e, "a.cfg", 3, 7, "bad %s", "token");
  cc_error_set(&e, "b.cfg", 9, 9, "later");
  char buf[256];
  cc_error_format(&e, buf, sizeof buf);
  CHECK_STR(buf, "a.cfg:3:7: error: bad token");
  cc_error_clear(&e);
  cc_error_set(&e, "x.ll", 0, 0, "cannot open");
  cc_error_format(&e, buf, sizeof buf);
  CHECK_STR(buf, "x.ll: error: cannot open");
}

TEST(base_arena_mark_release_reuses_memory) {
  cc_arena *a = cc_arena_new();
  char *s = cc_arena_strdup(a, "kept");
  cc_arena_mark m = cc_arena_get_mark(a);
  char *t1 = cc_arena_alloc(a, 100);
  cc_arena_release(a, m);
  char *t2 = cc_arena_alloc(a, 100);
  CHECK(t1 == t2);
  CHECK_STR(s, "kept");
  /* larger than a chunk */
  char *big = cc_arena_alloc(a, 1 << 20);
  big[(1 << 20) - 1] = 1;
  CHECK(big != NULL);
  cc_arena_free(a);
}

TEST(base_stack_push_pop) {
  cc_ints s = {0};
  for (int i = 0; i < 1000; i++) CC_PUSH(s, i);
  CHECK_INT(CC_SIZE(s), 1000);
  CHECK_INT(CC_TOP(s), 999);
  CHECK_INT(CC_POP(s), 999);
  CHECK_INT(CC_AT(s, 10), 10);
  CC_RELEASE(s);
  CHECK(CC_EMPTY(s));
}

TEST(base_json_escapes_and_commas) {
  cc_buf b;
  cc_buf_init(&b);
  cc_json j;
  cc_json_init(&j, &b);
  cc_json_begin_object(&j);
  cc_json_key(&j, "a");
  cc_json_begin_array(&j);
  cc_json_int(&j, 1);
  cc_json_string(&j, "q\"\n");
  cc_json_bool(&j, true);
  cc_json_end_array(&j);
  cc_json_key(&j, "b");
  cc_json_null(&j);
  cc_json_end_object(&j);
  CHECK_STR(cc_buf_str(&b), "{\"a\":[1,\"q\\\"\\n\",true],\"b\":null}");
  cc_buf_free(&b);
}

TEST(base_read_file_missing_names_the_file) {
  cc_error e;
  cc_error_clear(&e);
  size_t n;
  char *t = cc_read_file("/nonexistent/x.cfg", 100, &n, &e);
  CHECK(t == NULL);
  CHECK(e.set);
  CHECK_STR(e.file, "/nonexistent/x.cfg");
}
