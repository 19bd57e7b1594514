/* Unit tests of fe_stream (front/ll.c): the reader hands over each program
 * as soon as it is finished, in module order, while it goes on reading
 * (issue 17: `analyze` works on one function while the next are read).
 * The handed-over programs must be the module's, in the order the text
 * defines them, with the same analysis as a whole read gives; errors are
 * those of fe_read_ll, and a failed read hands over nothing more. */
#include "front/front.h"
#include "tests/unit/harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

/* Writes text to a fresh temporary file named ...SUFFIX; path receives it. */
static bool stream_temp(const char *text, const char *suffix, char path[64]) {
  char tmp[64];
  snprintf(tmp, sizeof tmp, "/tmp/convcheck-stream-XXXXXX");
  int fd = mkstemp(tmp);
  if (fd < 0) {
    th_fail(__FILE__, __LINE__, "mkstemp failed");
    return false;
  }
  snprintf(path, 64, "%s%s", tmp, suffix); /* the reader goes by the suffix */
  if (rename(tmp, path)) {
    close(fd);
    unlink(tmp);
    th_fail(__FILE__, __LINE__, "rename to %s failed", path);
    return false;
  }
  size_t len = strlen(text), done = 0;
  while (done < len) {
    ssize_t w = write(fd, text + done, len - done);
    if (w <= 0) break;
    done += (size_t)w;
  }
  close(fd);
  if (done < len) th_fail(__FILE__, __LINE__, "write to %s failed", path);
  return done == len;
}

/* n functions @f0 ... @f{n-1}, each with a branch on its argument (a
 * divergent argument of an amdgpu function that is not a kernel) and a phi
 * at the join; with bad_fn >= 0, that function's phi line carries a syntax
 * error, whose line goes to *line. */
static char *stream_module(int n, int bad_fn, int *line) {
  cc_buf b;
  cc_buf_init(&b);
  cc_buf_puts(&b, "target triple = \"amdgcn-amd-amdhsa\"\n"
                  "declare i32 @llvm.amdgcn.workitem.id.x()\n");
  int at = 3;
  for (int f = 0; f < n; f++) {
    cc_buf_printf(&b,
                  "define i32 @f%d(i32 %%x) {\n"
                  "entry:\n"
                  "  %%c = icmp eq i32 %%x, %d\n"
                  "  br i1 %%c, label %%a, label %%j\n"
                  "a:\n"
                  "  br label %%j\n"
                  "j:\n",
                  f, f);
    if (f == bad_fn && line) {
      cc_buf_puts(&b, "  %p = phi i32 [ 1, %entry ], [ 2, %a ] bogus\n");
      *line = at + 7;
    } else {
      cc_buf_puts(&b, "  %p = phi i32 [ 1, %entry ], [ 2, %a ]\n");
    }
    cc_buf_puts(&b, "  ret i32 %p\n}\n");
    at += 10;
  }
  char *s = cc_strdup(cc_buf_str(&b));
  cc_buf_free(&b);
  return s;
}

/* stream_module(n, bad_fn, line) written to a temporary .ll (path) and
 * opened as a stream; NULL (the file removed) when either step fails, the
 * failure counted as a CHECK. */
static fe_stream *stream_open_module(int n, int bad_fn, int *line, char path[64], cc_error *err) {
  char *text = stream_module(n, bad_fn, line);
  bool made = stream_temp(text, ".ll", path);
  free(text);
  if (!made) return NULL;
  cc_error_clear(err);
  fe_stream *s = fe_stream_open(path, NULL, err);
  CHECK(s != NULL);
  if (!s) unlink(path);
  return s;
}

/* 203 functions: not a multiple of the hand-over batch, so the last few
 * come with the end of the read. */
TEST(ll_stream_hands_over_every_program_in_module_order) {
  int n = 203;
  char path[64];
  cc_error err;
  fe_stream *s = stream_open_module(n, -1, NULL, path, &err);
  if (!s) return;
  const cv_program **got = calloc((size_t)n + 1, sizeof *got);
  int k = 0;
  bool in_order = true;
  for (const cv_program *p; (p = fe_stream_next(s));) {
    char want[32];
    snprintf(want, sizeof want, "f%d", k);
    if (k > n || strcmp(cv_program_name(p), want)) in_order = false;
    if (k <= n) got[k] = p;
    k++;
  }
  CHECK(in_order);
  CHECK_INT(k, n);
  CHECK(fe_stream_next(s) == NULL); /* and stays at the end */
  cv_module *m = fe_stream_end(s, &err);
  CHECK(m != NULL);
  CHECK(!err.set);
  /* the same programs as the module's, and the same analysis as a whole read */
  cc_error err2;
  cc_error_clear(&err2);
  cv_module *whole = fe_read_ll(path, &err2);
  CHECK(whole != NULL);
  if (m && whole && k == n) {
    CHECK_INT(cv_module_count(m), n);
    CHECK_INT(cv_module_count(whole), n);
    int same_ptr = 0, same_text = 0;
    cc_buf a, b;
    cc_buf_init(&a);
    cc_buf_init(&b);
    for (int i = 0; i < n; i++) {
      same_ptr += cv_module_program(m, i) == got[i];
      ua_result *ra = th_analyze(got[i], NULL);
      ua_result *rb = th_analyze(cv_module_program(whole, i), NULL);
      if (ra && rb) {
        cc_buf_clear(&a);
        cc_buf_clear(&b);
        ua_print_llvm(ra, &a);
        ua_print_llvm(rb, &b);
        same_text += !strcmp(cc_buf_str(&a), cc_buf_str(&b));
      }
      ua_result_free(ra);
      ua_result_free(rb);
    }
    CHECK_INT(same_ptr, n);
    CHECK_INT(same_text, n);
    /* the argument is divergent in an amdgpu function: so are %c, the
     * branch and the phi (opt-22 -passes='print<uniformity>' on @f0 alone
     * prints these two lines DIVERGENT) */
    ua_result *r = th_analyze(got[0], NULL);
    if (r) {
      cc_buf_clear(&a);
      ua_print_llvm(r, &a);
      CHECK_CONTAINS(cc_buf_str(&a), "DIVERGENT:   %p = phi i32 [ 1, %entry ], [ 2, %a ]");
      CHECK_CONTAINS(cc_buf_str(&a), "DIVERGENT:   br i1 %c, label %a, label %j");
    }
    ua_result_free(r);
    cc_buf_free(&a);
    cc_buf_free(&b);
  }
  free(got);
  cv_module_free(whole);
  cv_module_free(m);
  fe_stream_close(s);
  unlink(path);
}

/* A syntax error in function 150 of 200: nothing is handed over (LLVM
 * parses the whole module first), and the error is fe_read_ll's, naming
 * the file and the line the text was given. */
TEST(ll_stream_parse_error_names_the_line) {
  int line = 0;
  char path[64];
  cc_error err;
  fe_stream *s = stream_open_module(200, 150, &line, path, &err);
  if (!s) return;
  int k = 0;
  while (fe_stream_next(s)) k++;
  CHECK_INT(k, 0);
  cv_module *m = fe_stream_end(s, &err);
  CHECK(m == NULL);
  CHECK(err.set);
  CHECK_STR(err.file, path);
  CHECK_INT(err.line, line);
  cc_error err2;
  cc_error_clear(&err2);
  CHECK(fe_read_ll(path, &err2) == NULL);
  CHECK_INT(err2.line, err.line);
  CHECK_INT(err2.col, err.col);
  CHECK_STR(err2.msg, err.msg);
  fe_stream_close(s);
  unlink(path);
}

/* Refused before LLVM sees it: no stream, the error at once. */
TEST(ll_stream_refuses_bitcode_and_missing_files) {
  char path[64];
  if (!stream_temp("BC\xc0\xde rest", ".ll", path)) return;
  cc_error err;
  cc_error_clear(&err);
  CHECK(fe_stream_open(path, NULL, &err) == NULL);
  CHECK(err.set);
  CHECK_CONTAINS(err.msg, "bitcode");
  unlink(path);
  cc_error_clear(&err);
  CHECK(fe_stream_open("/nonexistent/convcheck-stream.ll", NULL, &err) == NULL);
  CHECK(err.set);
}

/* A caller that stops early: the end still waits for the whole read and
 * gives every program; closing without taking the module frees it. */
TEST(ll_stream_end_before_the_last_program) {
  char path[64];
  cc_error err;
  fe_stream *s = stream_open_module(100, -1, NULL, path, &err);
  if (!s) return;
  {
    const cv_program *p = fe_stream_next(s);
    CHECK(p != NULL);
    if (p) CHECK_STR(cv_program_name(p), "f0");
    cv_module *m = fe_stream_end(s, &err);
    CHECK(m != NULL);
    if (m) CHECK_INT(cv_module_count(m), 100);
    cv_module_free(m);
    fe_stream_close(s);
  }
  /* and a stream closed without its end */
  cc_error_clear(&err);
  s = fe_stream_open(path, NULL, &err);
  CHECK(s != NULL);
  if (s) CHECK(fe_stream_next(s) != NULL);
  fe_stream_close(s);
  unlink(path);
}

/* A .cfg is read at once; its programs come in the order of the file. */
TEST(ll_stream_reads_a_cfg_in_file_order) {
  char path[64];
  if (!stream_temp("function second\nA -> X, Y\nX -> Y\nY\n"
                   "function first\nA -> Z\nZ\n",
                   ".cfg", path))
    return;
  cc_error err;
  cc_error_clear(&err);
  fe_stream *s = fe_stream_open(path, NULL, &err);
  CHECK(s != NULL);
  if (s) {
    const cv_program *a = fe_stream_next(s), *b = fe_stream_next(s);
    CHECK(a != NULL && b != NULL);
    if (a && b) {
      CHECK_STR(cv_program_name(a), "second");
      CHECK_STR(cv_program_name(b), "first");
    }
    CHECK(fe_stream_next(s) == NULL);
    cv_module *m = fe_stream_end(s, &err);
    CHECK(m != NULL);
    if (m) CHECK(cv_module_program(m, 0) == a);
    cv_module_free(m);
    fe_stream_close(s);
  }
  unlink(path);
}

/* An error found while converting, after 41 programs were handed over: the
 * unnamed function @1 is named "1" by its slot number, as LLVM numbers
 * it, and a function called "1" came before it.  The caller gets the
 * programs read before the error and then nothing more; the end gives the
 * error of fe_read_ll and no module (the partial one is freed with the
 * stream). */
TEST(ll_stream_conversion_error_after_programs_were_handed_over) {
  cc_buf b;
  cc_buf_init(&b);
  for (int i = 0; i < 40; i++) cc_buf_printf(&b, "define void @g%d() {\n  ret void\n}\n", i);
  cc_buf_puts(&b, "define void @\"1\"() {\n  ret void\n}\n"
                  "define void @0() {\n  ret void\n}\n"
                  "define void @1() {\n  ret void\n}\n");
  char path[64];
  bool made = stream_temp(cc_buf_str(&b), ".ll", path);
  cc_buf_free(&b);
  if (!made) return;
  cc_error err;
  cc_error_clear(&err);
  fe_stream *s = fe_stream_open(path, NULL, &err);
  CHECK(s != NULL);
  if (s) {
    int k = 0;
    while (fe_stream_next(s)) k++;
    CHECK(k <= 42); /* @g0..@g39, @"1", @0: at most these */
    CHECK(fe_stream_end(s, &err) == NULL);
    CHECK(err.set);
    CHECK_CONTAINS(err.msg, "function '1' is defined twice");
    cc_error err2;
    cc_error_clear(&err2);
    CHECK(fe_read_ll(path, &err2) == NULL);
    CHECK_STR(err2.msg, err.msg);
    CHECK_INT(err2.line, err.line);
    fe_stream_close(s);
  }
  unlink(path);
}
