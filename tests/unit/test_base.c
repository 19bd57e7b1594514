/* Unit tests of base/: the error record, arenas with marks, stacks, JSON. */
#include "base/base.h"
#include "tests/unit/harness.h"

#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

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

/* The files a command is given: sorted, recursive, by extension below a
 * directory, the path itself otherwise; an empty directory is an error
 * (`convcheck corpus EMPTY` passed NULL to qsort and reported success). */
TEST(base_list_files_sorted_filtered_and_empty_is_an_error) {
  char dir[] = "/tmp/convcheck-list.XXXXXX";
  CHECK(mkdtemp(dir) != NULL);
  char path[256];
  const char *const made[] = {"b.cfg", "a.case", "c.txt", ".hidden.cfg", "sub/d.cfg", NULL};
  snprintf(path, sizeof path, "%s/sub", dir);
  CHECK(mkdir(path, 0700) == 0);
  snprintf(path, sizeof path, "%s/empty", dir);
  CHECK(mkdir(path, 0700) == 0);
  for (int i = 0; made[i]; i++) {
    snprintf(path, sizeof path, "%s/%s", dir, made[i]);
    FILE *f = fopen(path, "w");
    CHECK(f != NULL);
    if (f) fclose(f);
  }
  static const char *const exts[] = {".cfg", ".case", NULL};
  cc_error e;
  cc_error_clear(&e);
  cc_strs got = {0};
  CHECK(cc_list_files(dir, exts, &got, &e));
  CHECK_INT(CC_SIZE(got), 3);
  const char *const want[] = {"a.case", "b.cfg", "sub/d.cfg"};
  for (size_t i = 0; i < 3 && i < CC_SIZE(got); i++) {
    snprintf(path, sizeof path, "%s/%s", dir, want[i]);
    CHECK_STR(CC_AT(got, i), path);
  }
  /* a file given directly is taken whatever its name */
  snprintf(path, sizeof path, "%s/c.txt", dir);
  CHECK(cc_list_files(path, exts, &got, &e));
  CHECK_INT(CC_SIZE(got), 4);
  CHECK(!e.set);
  /* an empty directory (or one with nothing matching) checks nothing */
  snprintf(path, sizeof path, "%s/empty", dir);
  CHECK(!cc_list_files(path, exts, &got, &e));
  CHECK_STR(e.file, path);
  CHECK_CONTAINS(e.msg, "no .cfg or .case file");
  CHECK_INT(CC_SIZE(got), 4);
  cc_error_clear(&e);
  snprintf(path, sizeof path, "%s/missing", dir);
  CHECK(!cc_list_files(path, exts, &got, &e));
  CHECK_STR(e.file, path);
  cc_strs_free(&got);
  for (int i = 0; made[i]; i++) {
    snprintf(path, sizeof path, "%s/%s", dir, made[i]);
    remove(path);
  }
  snprintf(path, sizeof path, "%s/sub", dir);
  rmdir(path);
  snprintf(path, sizeof path, "%s/empty", dir);
  rmdir(path);
  rmdir(dir);
}

/* A file is written whole or not at all: a failed write leaves what was
 * there (here: a directory that does not exist, so nothing), a successful
 * one replaces it, and no temporary file stays behind. */
TEST(base_write_file_whole_or_not_at_all) {
  char dir[] = "/tmp/convcheck-write.XXXXXX";
  CHECK(mkdtemp(dir) != NULL);
  char path[256], bad[256];
  snprintf(path, sizeof path, "%s/out.ll", dir);
  snprintf(bad, sizeof bad, "%s/missing/out.ll", dir);
  cc_error e;
  cc_error_clear(&e);
  CHECK(cc_write_file(path, "old\n", 4, &e));
  CHECK(cc_write_file(path, "new text\n", 9, &e));
  size_t n = 0;
  char *t = cc_read_file(path, 100, &n, &e);
  CHECK_STR(t, "new text\n");
  free(t);
  CHECK(!e.set);
  CHECK(!cc_write_file(bad, "x", 1, &e));
  CHECK_STR(e.file, bad);
  CHECK_CONTAINS(e.msg, "cannot write");
  cc_error_clear(&e);
  cc_strs all = {0};
  CHECK(cc_list_files(dir, (const char *const[]){"", NULL}, &all, &e));
  CHECK_INT(CC_SIZE(all), 1); /* out.ll only */
  cc_strs_free(&all);
  remove(path);
  rmdir(dir);
}

/* The "did you mean" hint: near misses (a swap, a letter missing or
 * extra) are found, far ones are not, and the closest wins. */
TEST(base_nearest_suggests_near_misses_only) {
  const char *cmds[] = {"cycles", "converge", "mconv", "uniformity", "transform", NULL, "verify"};
  CHECK_STR(cc_nearest("transfrom", cmds, 7), "transform");
  CHECK_STR(cc_nearest("tranform", cmds, 7), "transform");
  CHECK_STR(cc_nearest("mconvv", cmds, 7), "mconv");
  CHECK_STR(cc_nearest("verfiy", cmds, 7), "verify");
  CHECK(cc_nearest("frobnicate", cmds, 7) == NULL);
  CHECK(cc_nearest("x", cmds, 7) == NULL);
  const char *opts[] = {"bound", "json", "engine", "threads"};
  CHECK_STR(cc_nearest("jsno", opts, 4), "json");
  CHECK_STR(cc_nearest("engien", opts, 4), "engine");
  CHECK(cc_nearest("dot", opts, 4) == NULL);
  /* two edits from a long name ("bnd": o and u left out of "bound"), an
   * abbreviation that begins one name only; "db" is two edits from "dot"
   * but too short a name for two */
  CHECK_STR(cc_nearest("bnd", opts, 4), "bound");
  CHECK_STR(cc_nearest("trheds", opts, 4), "threads");
  CHECK_STR(cc_nearest("thr", opts, 4), "threads");
  const char *more[] = {"db", "max-dfs", "max-behaviours", "progress"};
  CHECK(cc_nearest("dot", more, 4) == NULL);
  CHECK(cc_nearest("max", more, 4) == NULL);
  CHECK_STR(cc_nearest("prog", more, 4), "progress");
}

/* A recorded command line's words, shell-quoted (POSIX.1-2017 XCU 2.2.3):
 * the expected texts are written by hand from the rule, single quotes
 * around a word with a character sh treats specially, '\'' for a quote. */
TEST(base_shell_word_quotes_what_sh_would_read) {
  cc_buf b;
  cc_buf_init(&b);
  const char *in[] = {"transform", "--pipeline", "default<O2>", "my kernel.ll", "it's",
                      "", "-L", "a/b-c_d.e:f=g@h%+,", "$HOME", "x;y", "~", "*.ll"};
  for (size_t i = 0; i < sizeof in / sizeof *in; i++) {
    cc_buf_putc(&b, '|');
    cc_buf_shell_word(&b, in[i]);
  }
  CHECK_STR(cc_buf_str(&b), "|transform|--pipeline|'default<O2>'|'my kernel.ll'|'it'\\''s'|''"
                            "|-L|a/b-c_d.e:f=g@h%+,|'$HOME'|'x;y'|'~'|'*.ll'");
  cc_buf_free(&b);
}

/* cc_eta on two runs fed by hand.  Items of equal cost (10 ms): at any
 * point the time left is what the items left cost.  Items whose cost grows
 * with their index (item i costs i ms, so the first n take n^2/2 ms): at
 * item 200 of 1000 the run is 20 s old and has (1000^2 - 200^2)/2 ms =
 * 480 s to go, where the average so far (100 ms an item) says 80 s, six
 * times too little; the linear fit says 480 s (within 2 %). */
TEST(base_eta_estimates_growing_costs) {
  cc_eta e;
  cc_eta_init(&e, 0);
  double left = 0;
  for (int i = 1; i <= 400; i++) left = cc_eta_left(&e, i * 0.01, (uint64_t)i, 1000);
  CHECK(left > 5.99 && left < 6.01);
  cc_eta_init(&e, 0);
  CHECK(cc_eta_left(&e, 0.5, 0, 1000) < 0); /* nothing done: unknown */
  for (int i = 1; i <= 200; i++) left = cc_eta_left(&e, (double)i * i / 2000.0, (uint64_t)i, 1000);
  CHECK(left > 470 && left < 490);
  CHECK_INT((int)cc_eta_left(&e, 20, 1000, 1000), 0);
}

/* A burst of dear items in a steady run: 2000 items of 10 ms, but items
 * 800..839 cost 50 ms (2 s of a 21.6 s run, 9.6 s in).  The truth falls by
 * 1 s a second throughout.  The recent cost the fit follows is 5 times the
 * run's during the burst, and unsmoothed the time left said 12.5, 26, 53,
 * 32 s in lines a second apart (a user saw such jumps: 157, 244, 161, 91
 * s).  Smoothed (base.h cc_eta): a line a second after another never says
 * 40 % more time left than it, never more than 2.2 times the truth while
 * more than 2 s are left (at most 2 s off after), and none is too hopeful
 * by more than 15 % of the truth. */
TEST(base_eta_burst_moves_the_estimate_little) {
  enum { N = 2000 };
  cc_eta e;
  cc_eta_init(&e, 0);
  double total = 0, t = 0, prev = -1, next = 1;
  for (int i = 0; i < N; i++) total += i >= 800 && i < 840 ? 0.05 : 0.01;
  double worst_rise = 0, worst_pess = 0, worst_opt = 0, worst_end = 0;
  for (int i = 0; i < N - 1; i++) {
    t += i >= 800 && i < 840 ? 0.05 : 0.01;
    double left = cc_eta_left(&e, t, (uint64_t)i + 1, N), truth = total - t;
    if (t < next || left < 0) continue;
    next += 1;
    if (prev > 0 && left / prev > worst_rise) worst_rise = left / prev;
    if (truth > 2 && left / truth > worst_pess) worst_pess = left / truth;
    if (truth <= 2 && left - truth > worst_end) worst_end = left - truth;
    if (truth / left > worst_opt) worst_opt = truth / left;
    prev = left;
  }
  CHECK(worst_rise > 1 && worst_rise < 1.4);
  CHECK(worst_pess < 2.2);
  CHECK(worst_end < 2);
  CHECK(worst_opt < 1.15);
}

/* A sweep's costs jump: hundreds of straight-line programs, then loops.
 * Here 700 items of 1 ms, then 400 of 60 ms: at item 100 the run is 0.1 s
 * old and has 0.6 + 24 = 24.6 s to go.  No fit of the past can know it
 * (the count-based estimate says about 1 s: 25 times too little); with
 * weights that guess each item's cost within a factor of 2 either way
 * (the cost times 0.5 or 2, alternately), the first estimate is within a
 * factor of 2 of the truth, and so is every later one. */
TEST(base_eta_weighted_sees_dearer_items_ahead) {
  enum { N = 1100, CHEAP = 700 };
  double cost[N], w[N + 1];
  w[0] = 0;
  for (int i = 0; i < N; i++) {
    cost[i] = i < CHEAP ? 0.001 : 0.060;
    w[i + 1] = w[i] + cost[i] * (i % 2 ? 2.0 : 0.5);
  }
  cc_eta plain, e;
  cc_eta_init(&plain, 0);
  cc_eta_init(&e, 0);
  double t = 0, total_time = 0;
  for (int i = 0; i < N; i++) total_time += cost[i];
  double worst_opt = 0, worst_pess = 0, first = -1, first_truth = 0;
  for (int i = 0; i < N - 1; i++) {
    t += cost[i];
    double truth = total_time - t;
    double guess = cc_eta_left(&plain, t, (uint64_t)i + 1, N);
    if (i == 99) CHECK(guess > 0 && truth / guess > 10); /* the unweighted fit: far too hopeful */
    cc_eta_weigh(&e, w[i + 1], w[N]);
    double left = cc_eta_left(&e, t, (uint64_t)i + 1, N);
    if (left < 0) continue; /* estimating */
    if (first < 0) first = left, first_truth = truth;
    if (truth / left > worst_opt) worst_opt = truth / left;
    if (left / truth > worst_pess) worst_pess = left / truth;
  }
  CHECK(first > 0);
  CHECK(first_truth / first < 2 && first / first_truth < 2);
  CHECK(worst_opt < 2); /* never more than 2 times too hopeful */
  CHECK(worst_pess < 4);
}
