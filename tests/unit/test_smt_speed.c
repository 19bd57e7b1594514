/* The SMT engine's speed work (issue 17), checked for what it must not
 * change and for the limit it must honour:
 *   - the time limit is checked while the encoding is built, not only
 *     before each query: a tiny limit on a large bound ends the call within
 *     a bound far below the time the encoding alone takes, with every block
 *     "unknown" (never a verdict) and the reason naming the limit;
 *   - the least fixed point by Kleene iteration (encode/smt_sym.c, rounds
 *     proven enough by Z3; smt_set_relation(SMT_RELATION_ROUNDS), the
 *     default being the signature circuit, tests/unit/test_smt_signature.c)
 *     gives the explicit engine's verdict on every block of every
 *     multi-hierarchy .cfg program of corpus/spec, at bounds where some
 *     relations need more rounds than the first proofs offer, and every
 *     witness shows the difference in the explicit model. */
#include "encode/smt.h"
#include "enumerate/enumerate.h"
#include "tests/unit/harness.h"
#include "tests/unit/smt_compare.h"

#include <dirent.h>
#include <stdlib.h>

static cv_program *load_cfg(const char *rel, cv_module **m) {
  cc_error e;
  cc_error_clear(&e);
  *m = fe_load(th_src(rel), NULL, &e);
  if (!*m) {
    th_fail(__FILE__, __LINE__, "%s: %s", rel, e.msg);
    return NULL;
  }
  return cv_module_program(*m, 0);
}

/* The closed path of corpus/spec/cu-diverged-entry-header-r.cfg with four
 * uniform branches more (3 realizable hierarchies), at the largest bounds
 * (k = 4, L = 64: 256 instances): the uniform branches' constraints and the
 * relation's instance pairs alone take about 40 s to build without the
 * check (measured with the CLI before it, bench/HISTORY.md "SMT engine: the
 * time limit"); with it, the call ends about 0.6 s after its start.  The
 * bound of 10 s is generous for a loaded machine and still far below the
 * build. */
static const char *big_cfg = "function big\n"
                             "Entry -> P, R\n"
                             "P -> Q\n"
                             "Q -> R, S divergent\n"
                             "R -> S\n"
                             "S -> P, T\n"
                             "T -> P, U\n"
                             "U -> R, V\n"
                             "V -> P, Exit\n"
                             "Exit\n";

TEST(smt_speed_limit_checked_while_building) {
  TH_CFG(m, p, big_cfg);
  cc_error e;
  cc_error_clear(&e);
  cv_hierarchies hs = {0};
  cv_enum_stats st;
  CHECK(cv_hierarchies_enumerate(p, CV_HIER_REALIZABLE, 0, &hs, &st, &e));
  CHECK_INT(CC_SIZE(hs), 3);
  double t0 = cc_now();
  smt_mconv_result r;
  bool ok = smt_mconv(p, &hs, 4, 64, &(cv_readings){.cb = CV_CB_LITERAL}, 300, &r, &e);
  double wall = cc_now() - t0;
  CHECK(ok);
  if (ok) {
    if (wall >= 10.0) th_fail(__FILE__, __LINE__, "the call took %.1f s with a limit of 0.3 s", wall);
    int unknown = 0;
    for (int b = 0; b < r.nblocks; b++) {
      smt_block_result *br = &r.blocks[b];
      if (br->verdict == SMT_MCONV_UNKNOWN) {
        unknown++;
        CHECK(strstr(br->reason, "time limit") != NULL);
        CHECK(!br->not_encoded);
      } else {
        /* never a verdict Z3 was asked for: only blocks decided before
         * (the entry, whose instances are in no cycle, gives a false query) */
        CHECK_INT(br->verdict, SMT_MCONV_HOLDS);
        CHECK_STR(cv_block_name(p, b), "Entry");
      }
    }
    CHECK(unknown >= 7);
    smt_mconv_result_free(&r);
  }
  cv_hierarchies_free(&hs);
  cv_module_free(m);
}

/* One program: every block's verdict equal to the explicit engine's, and
 * every witness a real one (tests/unit/smt_compare.h). */
int smt_compare_program(const cv_program *p, const char *name, int k, int L,
                           cv_cb_reading reading, int *levels) {
  cc_error e;
  cc_error_clear(&e);
  en_opts o;
  en_opts_default(&o);
  o.k = k;
  o.L = L;
  o.rd.cb = reading;
  o.mconv_only = true;
  en_run *r = en_run_new(p, &o, &e);
  CHECK(r != NULL);
  if (!r) return 0;
  if (CC_SIZE(r->hs) < 2) {
    en_run_free(r);
    return 0;
  }
  smt_mconv_result sr;
  bool ok = smt_mconv(p, &r->hs, k, L, &(cv_readings){.cb = reading}, 0, &sr, &e);
  if (!ok) th_fail(__FILE__, __LINE__, "%s: %s", name, e.msg);
  int blocks = 0;
  for (int b = 0; ok && b < sr.nblocks; b++) {
    if (!cv_block_reachable(p, b)) continue;
    smt_block_result *br = &sr.blocks[b];
    bool ex = r->blocks[b].m_converged;
    blocks++;
    if (br->verdict == SMT_MCONV_UNKNOWN) {
      th_fail(__FILE__, __LINE__, "%s k=%d L=%d block %s: unknown without a limit (%s)", name,
              k, L, cv_block_name(p, b), br->reason);
      continue;
    }
    if ((br->verdict == SMT_MCONV_HOLDS) != ex)
      th_fail(__FILE__, __LINE__, "%s k=%d L=%d block %s: explicit %s, SMT %s", name, k, L,
              cv_block_name(p, b), ex ? "m-converged" : "not m-converged",
              ex ? "not m-converged" : "m-converged");
    if (br->verdict != SMT_MCONV_FAILS) continue;
    const smt_witness *w = &br->w;
    CHECK(w->set && cv_tuple_check(p, &w->t, &e));
    if (!w->set) continue;
    cv_readings rd = {.cb = reading};
    cv_relation *r1 = cv_maximal_converged_with(p, CC_AT(r->hs, w->h1), &w->t, &rd);
    cv_relation *r2 = cv_maximal_converged_with(p, CC_AT(r->hs, w->h2), &w->t, &rd);
    int a = cv_relation_instance(r1, w->t1, w->p1), c = cv_relation_instance(r1, w->t2, w->p2);
    CHECK(cv_converged_with(r1, a, c) == w->conv1);
    CHECK(cv_converged_with(r2, a, c) == w->conv2);
    CHECK(w->conv1 != w->conv2);
    cv_relation_free(r1);
    cv_relation_free(r2);
  }
  if (ok) {
    if (sr.levels > *levels) *levels = sr.levels;
    smt_mconv_result_free(&sr);
  }
  en_run_free(r);
  return blocks;
}

TEST(smt_speed_rounds_agree_with_explicit_on_corpus) {
  DIR *d = opendir(th_src("corpus/spec"));
  CHECK(d != NULL);
  if (!d) return;
  struct dirent *de;
  int programs = 0, blocks = 0, levels = 0;
  smt_set_relation(SMT_RELATION_ROUNDS); /* what this test is about */
  while ((de = readdir(d))) {
    size_t len = strlen(de->d_name);
    if (len < 5 || strcmp(de->d_name + len - 4, ".cfg") != 0) continue;
    char rel[300];
    snprintf(rel, sizeof rel, "corpus/spec/%s", de->d_name);
    cv_module *m;
    cv_program *p = load_cfg(rel, &m);
    if (!p) continue;
    if (cv_program_ninsts(p) == 0 && !cv_program_has_tokens(p)) {
      /* L = 8 at k = 2 (relations needing up to 8 rounds: several proofs
       * fail before one holds), L = 5 at k = 3, and the quotient reading
       * at L = 5 */
      int n = smt_compare_program(p, rel, 2, 8, CV_CB_LITERAL, &levels);
      if (n) {
        programs++;
        blocks += n;
        blocks += smt_compare_program(p, rel, 3, 5, CV_CB_LITERAL, &levels);
        blocks += smt_compare_program(p, rel, 2, 5, CV_CB_QUOTIENT, &levels);
      }
    }
    cv_module_free(m);
  }
  closedir(d);
  smt_set_relation(SMT_RELATION_SIGNATURE);
  printf("  %d programs with several hierarchies, %d block verdicts compared, at most %d "
         "rounds\n",
         programs, blocks, levels);
  CHECK(programs >= 5);
  CHECK(levels > 4); /* the proofs at 2 and 4 rounds failed somewhere */
}
