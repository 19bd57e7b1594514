/* Unit tests of model/cycles.c and model/hierarchies.c ([CT] "Cycles").
 * Expected forests are derived by hand in the comments. */
#include "front/front.h"
#include "tests/unit/harness.h"

#include <stdlib.h>

static cv_module *parse(const char *text) { return th_parse_cfg(text); }

static char *llvm_print(const cv_program *p) {
  cv_hierarchy *h = cv_cycles_llvm(p);
  cc_buf b;
  cc_buf_init(&b);
  cv_hierarchy_print_llvm(h, p, &b);
  cv_hierarchy_free(h);
  char *s = cc_strdup(cc_buf_str(&b));
  cc_buf_free(&b);
  return s;
}

/* CycleTerminology "Irreducible cycle enclosing natural loops".  LLVM's DFS
 * tries the last successor first: Entry -> B, B -> C (B already open),
 * C -> Exit, then C -> A: preorder Entry B C Exit A.  The top cycle
 * {A,B,C} is headed by B (first visited); in {A,C} (= C minus B), C comes
 * before A, so C heads {A,C} with entries C (from B) and A (from Entry);
 * {A} (self-loop) is the innermost. */
static const char ex1[] =
    "Entry -> A, B\nA -> A, C\nB -> B, C\nC -> A, B, Exit\nExit\n";

TEST(cycles_llvm_dfs_example1) {
  TH_CFG(m, p, ex1);
  cv_hierarchy *h = cv_cycles_llvm(p);
  CHECK_INT(cv_hierarchy_ncycles(h), 3);
  const cv_cycle *c0 = cv_hierarchy_cycle(h, 0), *c1 = cv_hierarchy_cycle(h, 1),
                 *c2 = cv_hierarchy_cycle(h, 2);
  CHECK_STR(cv_block_name(p, c0->header), "B");
  CHECK_INT(c0->nblocks, 3);
  CHECK_INT(c0->nentries, 2);
  CHECK_STR(cv_block_name(p, c1->header), "C");
  CHECK_INT(c1->nblocks, 2);
  CHECK_INT(c1->depth, 2);
  CHECK_INT(c1->nentries, 2);
  CHECK_STR(cv_block_name(p, c2->header), "A");
  CHECK_INT(c2->nblocks, 1);
  CHECK_INT(c2->depth, 3);
  const int *heads;
  CHECK_INT(cv_hierarchy_headers_of(h, cv_program_find_block(p, "A"), &heads), 3);
  CHECK_STR(cv_block_name(p, heads[0]), "B"); /* outermost first */
  CHECK_STR(cv_block_name(p, heads[2]), "A");
  CHECK_INT(cv_hierarchy_headers_of(h, cv_program_find_block(p, "Exit"), &heads), 0);
  cv_hierarchy_free(h);
  cv_module_free(m);
}

/* The hierarchy the document shows for example 1 (header A, then C, then
 * B) must be DFS-realizable; every realizable one is an all-entries one. */
TEST(cycles_enumerate_example1_contains_document_hierarchy) {
  TH_CFG(m, p, ex1);
  cv_hierarchies real = {0}, all = {0};
  cv_enum_stats st;
  cc_error e;
  cc_error_clear(&e);
  cv_hierarchies_enumerate(p, CV_HIER_REALIZABLE, 0, &real, &st, &e);
  CHECK(!st.truncated);
  cv_hierarchies_enumerate(p, CV_HIER_ALL_ENTRIES, 0, &all, &st, &e);
  int A = cv_program_find_block(p, "A"), B = cv_program_find_block(p, "B"),
      C = cv_program_find_block(p, "C");
  bool found = false;
  for (size_t i = 0; i < CC_SIZE(real); i++) {
    const cv_hierarchy *h = CC_AT(real, i);
    if (cv_hierarchy_ncycles(h) != 3) continue;
    const cv_cycle *c0 = cv_hierarchy_cycle(h, 0), *c1 = cv_hierarchy_cycle(h, 1),
                   *c2 = cv_hierarchy_cycle(h, 2);
    if (c0->header == A && c1->header == C && c2->header == B && c1->nblocks == 2 &&
        cc_bit_get(c1->member, (size_t)B))
      found = true;
  }
  CHECK(found);
  /* the first realizable hierarchy is LLVM's */
  cv_hierarchy *l = cv_cycles_llvm(p);
  CHECK_STR(cv_hierarchy_key(CC_AT(real, 0)), cv_hierarchy_key(l));
  cv_hierarchy_free(l);
  /* realizable is a subset of all-entries */
  for (size_t i = 0; i < CC_SIZE(real); i++) {
    bool in = false;
    for (size_t j = 0; j < CC_SIZE(all); j++)
      in |= !strcmp(cv_hierarchy_key(CC_AT(real, i)), cv_hierarchy_key(CC_AT(all, j)));
    CHECK(in);
  }
  CHECK(CC_SIZE(all) >= CC_SIZE(real));
  cv_hierarchies_free(&real);
  cv_hierarchies_free(&all);
  cv_module_free(m);
}

/* Reducible CFGs have one hierarchy ([CT] "Reducible Cycle Headers"). */
TEST(cycles_reducible_has_one_hierarchy) {
  TH_CFG(m, p, "Entry -> O\nO -> I1, I2\nI1 -> I1, L\nI2 -> I2, L\nL -> O, X\nX\n");
  for (int mode = 0; mode < 2; mode++) {
    cv_hierarchies hs = {0};
    CHECK_INT(th_hierarchies(p, (cv_hier_mode)mode, &hs, NULL), 1);
    CHECK_INT(cv_hierarchy_ncycles(CC_AT(hs, 0)), 3);
    cv_hierarchies_free(&hs);
  }
  char *s = llvm_print(p);
  /* outer loop headed by O; I1 and I2 as children; the DFS opens I2 first */
  CHECK_CONTAINS(s, "depth=1: entries(O)");
  CHECK_CONTAINS(s, "        depth=2: entries(I1)\n");
  CHECK_CONTAINS(s, "        depth=2: entries(I2)\n");
  free(s);
  cv_module_free(m);
}

/* Two entries: Entry -> A, B; A -> B, X; B -> A: {A,B} headed by A or by
 * B (the searches are counted in test_hierarchies.c). */
TEST(cycles_two_entry_cycle_counts) {
  TH_CFG(m, p, "Entry -> A, B\nA -> B, X\nB -> A\nX\n");
  cv_hierarchies hs = {0};
  CHECK_INT(th_hierarchies(p, CV_HIER_REALIZABLE, &hs, NULL), 2);
  cv_hierarchies_free(&hs);
  cv_module_free(m);
}

TEST(cycles_max_dfs_truncates_and_says_so) {
  cv_module *m = parse(ex1);
  if (!m) return;
  cv_hierarchies hs = {0};
  cv_enum_stats st;
  cc_error e;
  cc_error_clear(&e);
  cv_hierarchies_enumerate(cv_module_program(m, 0), CV_HIER_REALIZABLE, 1, &hs, &st, &e);
  CHECK(st.truncated);
  CHECK_INT(CC_SIZE(hs), 1);
  cv_hierarchies_free(&hs);
  cv_module_free(m);
}

/* Over every function of LLVM's CycleInfo and UniformityAnalysis tests:
 * a function whose cycles all have one entry (reducible, [CT] "Reducible
 * Cycle Headers") has exactly one hierarchy in both notions; every
 * realizable hierarchy is an all-entries one; LLVM's forest is among the
 * realizable ones. */
#include <dirent.h>
#include <sys/stat.h>

static void walk_ll(const char *dir, void (*fn)(const char *, int *), int *count) {
  DIR *d = opendir(dir);
  if (!d) return;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.') continue;
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    struct stat st;
    if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) walk_ll(path, fn, count);
    else if (strlen(e->d_name) > 3 && !strcmp(e->d_name + strlen(e->d_name) - 3, ".ll"))
      fn(path, count);
  }
  closedir(d);
}

static void check_file_hierarchies(const char *path, int *count) {
  cc_error e;
  cc_error_clear(&e);
  cv_module *m = fe_read_ll(path, &e);
  if (!m) {
    th_fail(__FILE__, __LINE__, "%s: %s", path, e.msg);
    return;
  }
  for (int f = 0; f < cv_module_count(m); f++) {
    const cv_program *p = cv_module_program(m, f);
    cv_hierarchy *l = cv_cycles_llvm(p);
    bool reducible = true;
    for (int i = 0; i < cv_hierarchy_ncycles(l); i++)
      reducible &= cv_hierarchy_cycle(l, i)->nentries == 1;
    cv_hierarchies real = {0}, all = {0};
    cv_enum_stats st;
    cv_hierarchies_enumerate(p, CV_HIER_REALIZABLE, 0, &real, &st, &e);
    cv_hierarchies_enumerate(p, CV_HIER_ALL_ENTRIES, 0, &all, &st, &e);
    if (reducible && (CC_SIZE(real) != 1 || CC_SIZE(all) != 1))
      th_fail(__FILE__, __LINE__, "%s: reducible %s has %zu/%zu hierarchies", path,
              cv_program_name(p), CC_SIZE(real), CC_SIZE(all));
    if (!CC_EMPTY(real) && strcmp(cv_hierarchy_key(CC_AT(real, 0)), cv_hierarchy_key(l)))
      th_fail(__FILE__, __LINE__, "%s: %s: LLVM's forest is not the first", path,
              cv_program_name(p));
    for (size_t i = 0; i < CC_SIZE(real); i++) {
      bool in = false;
      for (size_t j = 0; j < CC_SIZE(all); j++)
        in |= !strcmp(cv_hierarchy_key(CC_AT(real, i)), cv_hierarchy_key(CC_AT(all, j)));
      if (!in)
        th_fail(__FILE__, __LINE__, "%s: %s: a realizable hierarchy is not all-entries",
                path, cv_program_name(p));
    }
    cv_hierarchies_free(&real);
    cv_hierarchies_free(&all);
    cv_hierarchy_free(l);
    (*count)++;
  }
  cv_module_free(m);
}

TEST(cycles_llvm_tests_hierarchy_properties) {
  TH_NEED_LLVM_TESTS();
  int count = 0;
  walk_ll(th_llvm_test("Analysis/CycleInfo"), check_file_hierarchies, &count);
  walk_ll(th_llvm_test("Analysis/UniformityAnalysis"), check_file_hierarchies, &count);
  CHECK(count >= 98);
}
