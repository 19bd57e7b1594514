/* The least fixed point over symbolic traces by the signature theorem
 * (docs/unbounded.md "The signature theorem"; encode/smt_sym.c,
 * smtS_signature), the SMT engine's default route (smt_set_relation):
 *   - Z3 itself finds no traces, within k=2 L=6 and k=3 L=5, where the
 *     signature circuit and the Kleene rounds (under the literal and the
 *     quotient reading of convergence-before) differ on some pair of some
 *     hierarchy (SMT_Q_SIGNATURE), on every .cfg program with more than
 *     one hierarchy of corpus/spec and corpus/findings, realizable and
 *     all-entries hierarchies;
 *   - every block verdict of smt_mconv by the signature circuit equals the
 *     explicit engine's (model/converge.c from the definitions) at k=2 L=8
 *     and k=3 L=6, and every witness replays there (smt_compare_program).
 * The rounds route keeps its own test (test_smt_speed.c); the LLVM test
 * functions are compared by tests/cli/smt_signature.sh. */
#include "encode/smt.h"
#include "tests/unit/harness.h"
#include "tests/unit/smt_compare.h"

#include <dirent.h>
#include <stdlib.h>

typedef void (*sig_visit)(const cv_program *p, const char *name, void *ctx);

/* Every program without instructions and tokens of the .cfg files of dir. */
static int each_cfg(const char *dir, sig_visit fn, void *ctx) {
  DIR *d = opendir(th_src(dir));
  CHECK(d != NULL);
  if (!d) return 0;
  int n = 0;
  struct dirent *de;
  while ((de = readdir(d))) {
    size_t len = strlen(de->d_name);
    if (len < 5 || strcmp(de->d_name + len - 4, ".cfg") != 0) continue;
    char rel[300];
    snprintf(rel, sizeof rel, "%s/%s", dir, de->d_name);
    cc_error e;
    cc_error_clear(&e);
    cv_module *m = fe_load(th_src(rel), NULL, &e);
    if (!m) {
      th_fail(__FILE__, __LINE__, "%s: %s", rel, e.msg);
      continue;
    }
    for (int i = 0; i < cv_module_count(m); i++) {
      const cv_program *p = cv_module_program(m, i);
      if (cv_program_ninsts(p) > 0 || cv_program_has_tokens(p)) continue;
      char name[400];
      snprintf(name, sizeof name, "%s:%s", rel, cv_program_name(p));
      fn(p, name, ctx);
      n++;
    }
    cv_module_free(m);
  }
  closedir(d);
  return n;
}

/* programs with several hierarchies; questions asked or blocks compared */
typedef struct sig_count {
  int programs, n;
} sig_count;

/* fn on every program of corpus/spec and corpus/findings; says what was
 * compared, and at least 8 programs with several hierarchies. */
static void each_corpus_program(sig_visit fn, const char *what) {
  sig_count c = {0, 0};
  each_cfg("corpus/spec", fn, &c);
  each_cfg("corpus/findings", fn, &c);
  printf("  %d programs with several hierarchies, %d %s\n", c.programs, c.n, what);
  CHECK(c.programs >= 8);
}

static void equal_by_z3(const cv_program *p, const char *name, void *ctx) {
  sig_count *c = ctx;
  static const cv_hier_mode modes[] = {CV_HIER_REALIZABLE, CV_HIER_ALL_ENTRIES};
  static const int bounds[][2] = {{2, 6}, {3, 5}};
  bool counted = false;
  for (int mi = 0; mi < 2; mi++) {
    cc_error e;
    cc_error_clear(&e);
    cv_hierarchies hs = {0};
    cv_enum_stats st;
    CHECK(cv_hierarchies_enumerate(p, modes[mi], 0, &hs, &st, &e));
    if (CC_SIZE(hs) >= 2) {
      if (!counted) c->programs++;
      counted = true;
      for (int bi = 0; bi < 2; bi++) {
        smt_reading_result r;
        bool ok = smt_reading_differs(p, &hs, SMT_Q_SIGNATURE, bounds[bi][0], bounds[bi][1], 0,
                                      &r, &e);
        if (!ok) {
          th_fail(__FILE__, __LINE__, "%s: %s", name, e.msg);
          continue;
        }
        c->n++;
        CHECK_INT(r.status, SMT_DONE);
        if (r.found)
          th_fail(__FILE__, __LINE__, "%s k=%d L=%d %s hierarchy %d: the signature circuit and "
                  "the Kleene rounds differ", name, bounds[bi][0], bounds[bi][1],
                  mi ? "all-entries" : "realizable", r.h + 1);
        smt_reading_result_free(&r);
      }
    }
    cv_hierarchies_free(&hs);
  }
}

TEST(smt_signature_equals_rounds_by_z3) {
  each_corpus_program(equal_by_z3, "questions (k=2 L=6, k=3 L=5; realizable and all-entries)");
}

static void verdicts_as_explicit(const cv_program *p, const char *name, void *ctx) {
  sig_count *c = ctx;
  int levels = 0;
  int n = smt_compare_program(p, name, 2, 8, CV_CB_LITERAL, &levels);
  if (!n) return;
  c->programs++;
  c->n += n;
  c->n += smt_compare_program(p, name, 3, 6, CV_CB_LITERAL, &levels);
  c->n += smt_compare_program(p, name, 2, 6, CV_CB_QUOTIENT, &levels);
  CHECK_INT(levels, 0); /* no Kleene round was built */
}

TEST(smt_signature_verdicts_equal_explicit) {
  CHECK_INT(smt_get_relation(), SMT_RELATION_SIGNATURE); /* the default */
  each_corpus_program(verdicts_as_explicit,
                      "block verdicts compared (k=2 L=8, k=3 L=6 literal; k=2 L=6 quotient)");
}
