/* tests/fuzz/fuzz.c — the AFL++ harness of convcheck's readers (issue 29):
 *
 *   fuzz ll FILE      the .ll reader (LLVM's parser and verifier, then ours)
 *   fuzz cfg FILE     the .cfg reader with its case directives
 *   fuzz case FILE    a .case file: its directives and its `program` line
 *                     resolved as the corpus resolves it (confined to the
 *                     case's folder; the program file is tests/fuzz/seeds')
 *   fuzz store FILE   opening a result store and every query on it
 *
 * Built by tests/fuzz/build.sh with afl-clang-fast (persistent mode: many
 * inputs per process) or afl-gcc-fast; without AFL it reads FILE once, so
 * a crash AFL found is replayed with `fuzz TARGET crash-file`.  What counts
 * as a finding is a crash or a hang: every reader must return a module or
 * an error for any bytes, and so must the store. */
#include "check/check.h"
#include "front/front.h"
#include "model/model.h"
#include "results/results.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifdef __AFL_FUZZ_TESTCASE_LEN
__AFL_FUZZ_INIT();
#endif

static char fz_dir[] = "/tmp/convcheck-fuzz.XXXXXX";

/* Something cheap on a module read, so the reader's output is used. */
static void fz_walk(cv_module *m) {
  for (int i = 0; m && i < cv_module_count(m); i++) {
    const cv_program *p = cv_module_program(m, i);
    cv_hierarchy *h = cv_cycles_llvm(p);
    cv_hierarchy_free(h);
  }
}

static void fz_write(const char *path, const unsigned char *data, size_t len) {
  FILE *f = fopen(path, "wb");
  if (!f) abort();
  if (len && fwrite(data, 1, len, f) != len) abort();
  fclose(f);
}

static bool fz_row(void *arg, const rs_run_row *r) {
  (void)arg;
  return r->id >= 0;
}

static bool fz_verdict(void *arg, const rs_verdict_row *v) {
  (void)arg;
  return v->outcome != NULL || true;
}

static void fz_one(const char *target, const unsigned char *data, size_t len) {
  cc_error err;
  cc_error_clear(&err);
  if (!strcmp(target, "ll")) {
    cv_module *m = fe_read_ll_text("fuzz.ll", (const char *)data, len, &err);
    fz_walk(m);
    cv_module_free(m);
  } else if (!strcmp(target, "cfg")) {
    fe_cases cs = {0};
    cv_module *m = fe_parse_cfg("fuzz.cfg", (const char *)data, len, &cs, &err);
    fz_walk(m);
    cv_module_free(m);
    fe_cases_free(&cs);
  } else if (!strcmp(target, "case")) {
    char path[200];
    snprintf(path, sizeof path, "%s/fuzz.case", fz_dir);
    fz_write(path, data, len);
    fe_cases cs = {0};
    cv_module *m = fe_load(path, &cs, &err);
    for (int i = 0; m && i < cs.n; i++) {
      cc_error e;
      cc_error_clear(&e);
      bool skip = false;
      cv_module *own = ck_case_program(path, &cs.c[i], NULL, &skip, &e);
      fz_walk(own);
      cv_module_free(own);
    }
    cv_module_free(m);
    fe_cases_free(&cs);
  } else if (!strcmp(target, "store")) {
    char path[200];
    snprintf(path, sizeof path, "%s/fuzz.db", fz_dir);
    fz_write(path, data, len);
    rs_store *s = rs_open_existing(path, &err);
    if (s) {
      cc_buf out;
      cc_buf_init(&out);
      cc_error e;
      cc_error_clear(&e);
      rs_list_runs(s, &out, false, &e);
      cc_error_clear(&e);
      rs_totals(s, 0, true, &out, &e);
      cc_error_clear(&e);
      long long last = rs_last_run(s, &e);
      cc_error_clear(&e);
      long long prev = rs_recent_run(s, 1, &e);
      cc_error_clear(&e);
      if (last > 0) rs_export(s, last, true, &out, &e);
      cc_error_clear(&e);
      if (last > 0 && prev > 0) rs_diff_runs(s, prev, last, &out, false, NULL, &e);
      cc_error_clear(&e);
      rs_each_run(s, fz_row, NULL, &e);
      cc_error_clear(&e);
      if (last > 0) rs_each_verdict(s, last, fz_verdict, NULL, &e);
      cc_buf_free(&out);
      rs_close(s);
    }
    unlink(path);
    char journal[220];
    snprintf(journal, sizeof journal, "%s-journal", path);
    unlink(journal);
  } else {
    fprintf(stderr, "fuzz: unknown target %s (ll, cfg, case, store)\n", target);
    exit(2);
  }
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: fuzz ll|cfg|case|store [FILE]\n");
    return 2;
  }
  if (!mkdtemp(fz_dir)) return 2;
  /* a .case file's program: a .cfg beside it in the scratch folder */
  char prog[200];
  snprintf(prog, sizeof prog, "%s/prog.cfg", fz_dir);
  static const char prog_text[] = "function f\nentry: A -> B\nA: B\nB: A X\nX:\n";
  fz_write(prog, (const unsigned char *)prog_text, sizeof prog_text - 1);
#ifdef __AFL_FUZZ_TESTCASE_LEN
  if (argc < 3) {
    __AFL_INIT();
    unsigned char *buf = __AFL_FUZZ_TESTCASE_BUF;
    while (__AFL_LOOP(2000)) {
      size_t len = (size_t)__AFL_FUZZ_TESTCASE_LEN;
      fz_one(argv[1], buf, len);
    }
    unlink(prog);
    rmdir(fz_dir);
    return 0;
  }
#endif
  size_t len = 0;
  cc_error err;
  cc_error_clear(&err);
  char *text = argc >= 3 ? cc_read_file(argv[2], FE_MAX_INPUT, &len, &err) : NULL;
  if (argc >= 3 && !text) {
    fprintf(stderr, "fuzz: %s\n", err.msg);
    return 2;
  }
  if (!text) {
    /* standard input */
    size_t cap = 1 << 16;
    text = malloc(cap);
    size_t n;
    while (text && (n = fread(text + len, 1, cap - len, stdin)) > 0) {
      len += n;
      if (len == cap) text = realloc(text, cap *= 2);
    }
    if (!text) return 2;
  }
  fz_one(argv[1], (const unsigned char *)text, len);
  free(text);
  unlink(prog);
  rmdir(fz_dir);
  return 0;
}
