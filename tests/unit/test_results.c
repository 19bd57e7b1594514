/* tests/unit/test_results.c — the result store: recording runs, list,
 * diff, export, transactions (abort, crash), bad files, merge. */
#include "render/render.h"
#include "results/results.h"
#include "tests/unit/harness.h"

#include <sqlite3.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

/* ---- helpers ---------------------------------------------------------------- */

/* A fresh, empty temporary file (mkstemp); *path receives its name. */
static void temp_path(char path[64]) {
  snprintf(path, 64, "/tmp/convcheck-results-XXXXXX");
  int fd = mkstemp(path);
  CHECK(fd >= 0);
  if (fd >= 0) close(fd);
}

/* A new store in a fresh temporary file (its name in path); that it opens
 * is a CHECK. */
static rs_store *open_temp(char path[64], cc_error *err) {
  temp_path(path);
  cc_error_clear(err);
  rs_store *s = rs_open(path, err);
  CHECK(s != NULL);
  return s;
}

/* Declares the temporary store s at path[64] and the error record err, and
 * returns from the test (a failed CHECK) when it cannot be opened. */
#define TEMP_STORE(s, path, err)                                           \
  char path[64];                                                           \
  cc_error err;                                                            \
  rs_store *s = open_temp(path, &err);                                     \
  if (!s) return

static void remove_store(const char *path) {
  char j[128];
  snprintf(j, sizeof j, "%s-journal", path);
  unlink(j);
  unlink(path);
}

static bool exists(const char *path) {
  struct stat sb;
  return stat(path, &sb) == 0;
}

/* One integer computed by SQL straight on the file (not through rs_). */
static long long sql_count(const char *path, const char *sql) {
  sqlite3 *db = NULL;
  sqlite3_stmt *st = NULL;
  long long v = -1;
  if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) == SQLITE_OK &&
      sqlite3_prepare_v2(db, sql, -1, &st, NULL) == SQLITE_OK &&
      sqlite3_step(st) == SQLITE_ROW)
    v = sqlite3_column_int64(st, 0);
  sqlite3_finalize(st);
  sqlite3_close(db);
  return v;
}

static bool sql_exec(const char *path, const char *sql) {
  sqlite3 *db = NULL;
  bool ok = sqlite3_open(path, &db) == SQLITE_OK &&
            sqlite3_exec(db, sql, NULL, NULL, NULL) == SQLITE_OK;
  sqlite3_close(db);
  return ok;
}

static size_t count_substr(const char *hay, const char *needle) {
  size_t n = 0;
  for (const char *p = hay; (p = strstr(p, needle)); p += strlen(needle)) n++;
  return n;
}

typedef struct {
  const char *check, *subject, *outcome, *detail, *witness;
} verdict;

/* Records one run over one program; returns its id (0 on failure). */
static long long record(rs_store *s, const char *hash, const char *name,
                        int threads, int bound, int n, const verdict *v) {
  cc_error err;
  cc_error_clear(&err);
  rs_run *r = rs_run_begin(s, "corpus", "{\"reading\":\"least\"}", threads,
                           bound, &err);
  CHECK(r != NULL);
  if (!r) return 0;
  long long pid = 0, id = 0;
  CHECK(rs_run_program(r, name, name, hash, &pid, &err));
  CHECK(pid > 0);
  for (int i = 0; i < n; i++)
    CHECK(rs_run_verdict(r, pid, v[i].check, v[i].subject, v[i].outcome,
                         v[i].detail, v[i].witness, 0.25, &err));
  CHECK(rs_run_commit(r, 1.5, &id, &err));
  CHECK(!err.set);
  return id;
}

static const verdict run1[] = {
    {"case", "t1", "pass", "", NULL},
    {"case", "t2", "pass", "", NULL},
    {"mconv", "B", "holds", "", NULL},
};
static const verdict run2[] = {
    {"case", "t1", "fail", "expected a1 ~ b1", "trace A B C"},
    {"mconv", "B", "holds", "", NULL},
    {"case", "t3", "pass", "", NULL},
};

/* ---- tests -------------------------------------------------------------------- */

TEST(results_create_and_reopen) {
  TEMP_STORE(s, path, err);
  CHECK_INT(rs_last_run(s, &err), 0);
  cc_buf out;
  cc_buf_init(&out);
  CHECK(rs_list_runs(s, &out, false, &err));
  CHECK_STR(cc_buf_str(&out), "no runs recorded\n");
  rs_close(s);
  CHECK_INT(sql_count(path, "SELECT value FROM meta WHERE key = "
                            "'schema_version'"),
            RS_SCHEMA_VERSION);
  /* Reopening an existing store neither fails nor recreates it. */
  s = rs_open_existing(path, &err);
  CHECK(s != NULL);
  CHECK(!err.set);
  rs_close(s);
  cc_buf_free(&out);
  remove_store(path);
}

TEST(results_record_and_list) {
  TEMP_STORE(s, path, err);
  long long a = record(s, "00aa", "spec/a.cfg", 0, 0, 3, run1);
  long long b = record(s, "00aa", "spec/a.cfg", 2, 8, 3, run2);
  CHECK(a > 0 && b > a);
  CHECK_INT(rs_last_run(s, &err), b);
  CHECK_INT(rs_recent_run(s, 1, &err), a);
  CHECK_INT(rs_recent_run(s, 2, &err), 0);

  cc_buf out;
  cc_buf_init(&out);
  CHECK(rs_list_runs(s, &out, false, &err));
  const char *t = cc_buf_str(&out);
  CHECK_INT(count_substr(t, "corpus"), 2);
  CHECK_CONTAINS(t, "pass 2, holds 1");
  CHECK_CONTAINS(t, "fail 1, holds 1, pass 1");
  CHECK_CONTAINS(t, "1.50");
  CHECK_CONTAINS(t, "   2    8"); /* k and L of the second run */

  cc_buf_clear(&out);
  CHECK(rs_list_runs(s, &out, true, &err));
  t = cc_buf_str(&out);
  CHECK_CONTAINS(t, "\"runs\":[{\"id\":1,");
  CHECK_CONTAINS(t, "\"threads\":null,\"bound\":null");
  CHECK_CONTAINS(t, "\"threads\":2,\"bound\":8");
  CHECK_CONTAINS(t, "\"options\":{\"reading\":\"least\"}");
  CHECK_CONTAINS(t, "\"outcomes\":{\"pass\":2,\"holds\":1}");
  CHECK_CONTAINS(t, "\"version\":\"");
  CHECK(!err.set);
  /* One program, recorded by two runs. */
  rs_close(s);
  CHECK_INT(sql_count(path, "SELECT count(*) FROM programs"), 1);
  CHECK_INT(sql_count(path, "SELECT count(*) FROM verdicts"), 6);
  CHECK_INT(sql_count(path, "SELECT count(*) FROM witnesses"), 1);
  CHECK_INT(sql_count(path, "SELECT count(*) FROM runs WHERE status = "
                            "'complete' AND finished IS NOT NULL AND "
                            "started LIKE '____-__-__T__:__:__Z'"),
            2);
  cc_buf_free(&out);
  remove_store(path);
}

TEST(results_diff) {
  TEMP_STORE(s, path, err);
  long long a = record(s, "00aa", "spec/a.cfg", 0, 0, 3, run1);
  long long b = record(s, "00aa", "spec/a.cfg", 0, 0, 3, run2);

  cc_buf out;
  cc_buf_init(&out);
  int changed = -1;
  CHECK(rs_diff_runs(s, a, b, &out, false, &changed, &err));
  const char *t = cc_buf_str(&out);
  CHECK_INT(changed, 3); /* t1 changed, t2 removed, t3 added */
  CHECK_CONTAINS(t, "1 changed, 1 added, 1 removed");
  CHECK_CONTAINS(t, "changed  spec/a.cfg: case t1: pass -> fail");
  CHECK_CONTAINS(t, "expected a1 ~ b1");
  CHECK_CONTAINS(t, "removed  spec/a.cfg: case t2: pass");
  CHECK_CONTAINS(t, "added    spec/a.cfg: case t3: pass");
  CHECK(!strstr(t, "mconv")); /* unchanged verdicts are not listed */

  cc_buf_clear(&out);
  CHECK(rs_diff_runs(s, a, b, &out, true, &changed, &err));
  t = cc_buf_str(&out);
  CHECK_INT(changed, 3);
  CHECK_CONTAINS(t, "\"differing\":3,\"bounds_differ\":false,\"warnings\":[],\"counts\":{\"changed\":1,\"added\":1,"
                    "\"removed\":1}");
  CHECK_CONTAINS(t, "\"kind\":\"changed\",\"program\":\"spec/a.cfg\","
                    "\"hash\":\"00aa\",\"content_changed\":false,\"check\":\"case\","
                    "\"subject\":\"t1\",\"before\":\"pass\",\"after\":\"fail\"");
  CHECK_CONTAINS(t, "\"kind\":\"added\"");
  CHECK_CONTAINS(t, "\"before\":null");

  /* The other way round, removed and added swap. */
  cc_buf_clear(&out);
  CHECK(rs_diff_runs(s, b, a, &out, false, &changed, &err));
  CHECK_CONTAINS(cc_buf_str(&out), "added    spec/a.cfg: case t2: pass");
  CHECK_CONTAINS(cc_buf_str(&out), "fail -> pass");

  /* A run against itself: nothing changed. */
  cc_buf_clear(&out);
  CHECK(rs_diff_runs(s, b, b, &out, false, &changed, &err));
  CHECK_INT(changed, 0);
  CHECK_CONTAINS(cc_buf_str(&out), "no changes");
  CHECK(!err.set);

  /* The same outcomes under other bounds (L=0 with k=2: an --unbounded
   * run): not "no changes", the bounds the verdicts rest on are named. */
  long long u = record(s, "00aa", "spec/a.cfg", 2, 0, 3, run2);
  long long w = record(s, "00aa", "spec/a.cfg", 2, 12, 3, run2);
  cc_buf_clear(&out);
  CHECK(rs_diff_runs(s, u, w, &out, false, &changed, &err));
  CHECK_INT(changed, 0);
  CHECK(!strstr(cc_buf_str(&out), "no changes"));
  CHECK_CONTAINS(cc_buf_str(&out), "no outcome changed, but what the verdicts rest on did: run 3 "
                                   "has k=2 and every L (--unbounded), run 4 has k=2, L=12");
  cc_buf_clear(&out);
  CHECK(rs_diff_runs(s, u, w, &out, true, &changed, &err));
  CHECK_CONTAINS(cc_buf_str(&out), "\"differing\":0,\"bounds_differ\":true,");

  /* A run that does not exist is an error naming the file. */
  CHECK(!rs_diff_runs(s, a, 99, &out, false, &changed, &err));
  CHECK(err.set);
  CHECK_STR(err.file, path);
  CHECK_CONTAINS(err.msg, "no run 99");
  rs_close(s);
  cc_buf_free(&out);
  remove_store(path);
}

TEST(results_diff_matches_by_path_and_name) {
  TEMP_STORE(s, path, err);
  /* Same content under a new name: the same program (the store keys
   * programs by content and keeps the first path), nothing changed.
   * Edited content under the same path: the same case, its content
   * changed; under another path: another case. */
  long long a = record(s, "00aa", "old/a.cfg", 0, 0, 1, run1);
  long long b = record(s, "00aa", "new/a.cfg", 0, 0, 1, run1);
  long long c = record(s, "00bb", "old/a.cfg", 0, 0, 1, run1);
  long long d = record(s, "00cc", "old/a.cfg", 0, 0, 1, run2);
  long long e = record(s, "00dd", "other/a.cfg", 0, 0, 1, run1);
  cc_buf out;
  cc_buf_init(&out);
  int changed = -1;
  CHECK(rs_diff_runs(s, a, b, &out, false, &changed, &err));
  CHECK_INT(changed, 0);
  /* edited, the same verdicts: no change to list */
  CHECK(rs_diff_runs(s, b, c, &out, false, &changed, &err));
  CHECK_INT(changed, 0);
  /* edited, t1 pass -> fail: changed, saying the file changed */
  cc_buf_clear(&out);
  CHECK(rs_diff_runs(s, c, d, &out, false, &changed, &err));
  CHECK_INT(changed, 1);
  CHECK_CONTAINS(cc_buf_str(&out), "changed  old/a.cfg: case t1: pass -> fail (old/a.cfg changed "
                                   "between the runs)");
  cc_buf_clear(&out);
  CHECK(rs_diff_runs(s, c, d, &out, true, &changed, &err));
  CHECK_CONTAINS(cc_buf_str(&out), "\"hash\":\"00bb\",\"hash_after\":\"00cc\","
                                   "\"content_changed\":true");
  /* another path: the one verdict removed and another added */
  CHECK(rs_diff_runs(s, c, e, &out, false, &changed, &err));
  CHECK_INT(changed, 2);
  rs_close(s);
  cc_buf_free(&out);
  remove_store(path);
}

TEST(results_export_csv_json) {
  TEMP_STORE(s, path, err);
  static const verdict v[] = {
      {"case", "t1", "fail", "got \"a\", expected b", "line 1\nline 2"},
      {"mconv", "", "holds", "", NULL},
  };
  long long id = record(s, "beef", "rules/x.cfg", 2, 0, 2, v);
  cc_buf out;
  cc_buf_init(&out);
  CHECK(rs_export(s, id, false, &out, &err));
  const char *t = cc_buf_str(&out);
  CHECK_CONTAINS(t, "run,program,path,hash,check,subject,outcome,detail,"
                    "seconds,witness\n");
  CHECK_CONTAINS(t, "1,rules/x.cfg,rules/x.cfg,beef,case,t1,fail,"
                    "\"got \"\"a\"\", expected b\",0.25,\"line 1\nline 2\"\n");
  CHECK_CONTAINS(t, "1,rules/x.cfg,rules/x.cfg,beef,mconv,,holds,,0.25,\n");

  cc_buf_clear(&out);
  CHECK(rs_export(s, id, true, &out, &err));
  t = cc_buf_str(&out);
  CHECK_CONTAINS(t, "{\"run\":{\"id\":1,");
  CHECK_CONTAINS(t, "\"threads\":2,\"bound\":null");
  CHECK_CONTAINS(t, "\"detail\":\"got \\\"a\\\", expected b\"");
  CHECK_CONTAINS(t, "\"witness\":\"line 1\\nline 2\"");
  CHECK_CONTAINS(t, "\"check\":\"mconv\",\"subject\":\"\","
                    "\"outcome\":\"holds\"");
  CHECK_CONTAINS(t, "\"witness\":null");
  CHECK(!err.set);

  /* Exporting a run that does not exist fails and writes nothing. */
  cc_buf_clear(&out);
  CHECK(!rs_export(s, 7, false, &out, &err));
  CHECK_CONTAINS(err.msg, "no run 7");
  CHECK_INT(out.len, 0);
  rs_close(s);
  cc_buf_free(&out);
  remove_store(path);
}

TEST(results_abort_leaves_nothing) {
  TEMP_STORE(s, path, err);
  long long a = record(s, "00aa", "a.cfg", 0, 0, 3, run1);

  rs_run *r = rs_run_begin(s, "corpus", NULL, 0, 0, &err);
  CHECK(r != NULL);
  if (!r) return;
  long long pid = 0;
  CHECK(rs_run_program(r, "new.cfg", "new.cfg", "ffff", &pid, &err));
  CHECK(rs_run_verdict(r, pid, "case", "x", "fail", "d", "w", 0, &err));
  /* Not visible while open (even on the same connection). */
  CHECK_INT(rs_last_run(s, &err), a);
  /* Only one run at a time. */
  cc_error err2;
  cc_error_clear(&err2);
  CHECK(rs_run_begin(s, "corpus", NULL, 0, 0, &err2) == NULL);
  CHECK_CONTAINS(err2.msg, "another run");
  rs_run_abort(r);

  CHECK_INT(rs_last_run(s, &err), a);
  cc_buf out;
  cc_buf_init(&out);
  CHECK(rs_list_runs(s, &out, true, &err));
  CHECK_INT(count_substr(cc_buf_str(&out), "\"id\":"), 1);
  rs_close(s);
  CHECK_INT(sql_count(path, "SELECT count(*) FROM runs"), 1);
  CHECK_INT(sql_count(path, "SELECT count(*) FROM programs"), 1);
  CHECK_INT(sql_count(path, "SELECT count(*) FROM verdicts"), 3);
  CHECK_INT(sql_count(path, "SELECT count(*) FROM witnesses"), 0);

  /* The store is usable afterwards. */
  s = rs_open(path, &err);
  CHECK(s != NULL);
  if (s) {
    CHECK(record(s, "00aa", "a.cfg", 0, 0, 3, run2) > a);
    rs_close(s);
  }
  CHECK(!err.set);
  cc_buf_free(&out);
  remove_store(path);
}

/* Two writers on one file (shards, a corpus run next to a sweep): each run
 * is written at its commit only, so neither waits for the other's run (the
 * second writer used to wait for the first run to end, and fail after
 * 10 s), and the file holds both runs with their programs, verdicts and
 * witnesses. */
TEST(results_two_writers_share_a_file) {
  char path[64];
  temp_path(path);
  cc_error err;
  cc_error_clear(&err);
  rs_store *s1 = rs_open(path, &err), *s2 = rs_open(path, &err);
  CHECK(s1 && s2);
  if (!s1 || !s2) return;
  rs_run *r1 = rs_run_begin(s1, "sweep", NULL, 2, 6, &err);
  CHECK(r1 != NULL);
  long long p1 = 0, p2 = 0, q = 0;
  CHECK(r1 && rs_run_program(r1, "a.cfg", "a.cfg", "00aa", &p1, &err));
  CHECK(r1 && rs_run_verdict(r1, p1, "audit", "x", "agree", "", "w1", 0, &err));
  /* the second run starts, records and commits while the first is open */
  rs_run *r2 = rs_run_begin(s2, "corpus", NULL, 0, 0, &err);
  CHECK(r2 != NULL);
  CHECK(r2 && rs_run_program(r2, "b.cfg", "b.cfg", "00bb", &p2, &err));
  CHECK(r2 && rs_run_program(r2, "a.cfg", "a.cfg", "00aa", &q, &err));
  CHECK(r2 && rs_run_verdict(r2, p2, "case", "t", "pass", "", NULL, 0, &err));
  CHECK(r2 && rs_run_verdict(r2, q, "case", "t", "fail", "", "w2", 0, &err));
  long long id2 = 0, id1 = 0;
  CHECK(r2 && rs_run_commit(r2, 1, &id2, &err));
  CHECK(r1 && rs_run_verdict(r1, p1, "audit", "y", "unsound", "", NULL, 0, &err));
  CHECK(r1 && rs_run_commit(r1, 2, &id1, &err));
  CHECK(!err.set);
  CHECK_INT(id2, 1);
  CHECK_INT(id1, 2);
  rs_close(s1);
  rs_close(s2);
  CHECK_INT(sql_count(path, "SELECT count(*) FROM runs WHERE status = 'complete'"), 2);
  CHECK_INT(sql_count(path, "SELECT count(*) FROM programs"), 2);
  CHECK_INT(sql_count(path, "SELECT count(*) FROM verdicts WHERE run_id = 1"), 2);
  CHECK_INT(sql_count(path, "SELECT count(*) FROM verdicts WHERE run_id = 2"), 2);
  /* each witness is attached to its own run's verdict */
  CHECK_INT(sql_count(path, "SELECT count(*) FROM witnesses w JOIN verdicts v"
                            " ON v.id = w.verdict_id WHERE (v.run_id = 1 AND"
                            " w.text = 'w2' AND v.outcome = 'fail') OR (v.run_id = 2"
                            " AND w.text = 'w1' AND v.subject = 'x')"),
            2);
  CHECK_INT(sql_count(path, "SELECT count(*) FROM witnesses"), 2);
  remove_store(path);
}

/* A store that cannot be created (here: no journal can be written next to
 * it) leaves no empty file behind. */
TEST(results_failed_creation_leaves_no_file) {
  char dir[] = "/tmp/convcheck-results-dir-XXXXXX", path[128], journal[160];
  CHECK(mkdtemp(dir) != NULL);
  snprintf(path, sizeof path, "%s/x.db", dir);
  CHECK(mkdir(strcat(strcpy(journal, path), "-journal"), 0700) == 0);
  cc_error err;
  cc_error_clear(&err);
  CHECK(rs_open(path, &err) == NULL);
  CHECK_STR(err.file, path);
  CHECK(!exists(path));
  unlink(path);
  rmdir(journal);
  rmdir(dir);
}

TEST(results_killed_run_leaves_db_as_it_was) {
  TEMP_STORE(s, path, err);
  long long a = record(s, "00aa", "a.cfg", 0, 0, 3, run1);
  rs_close(s);
  size_t before_len = 0, after_len = 0;
  char *before = cc_read_file(path, 1 << 24, &before_len, &err);

  /* A process that dies in the middle of a run (no commit, no rollback,
   * no close), with enough verdicts to spill out of memory. */
  fflush(NULL);
  pid_t child = fork();
  CHECK(child >= 0);
  if (child == 0) {
    cc_error e;
    cc_error_clear(&e);
    rs_store *cs = rs_open(path, &e);
    rs_run *r = cs ? rs_run_begin(cs, "corpus", NULL, 0, 0, &e) : NULL;
    long long pid = 0;
    if (!r || !rs_run_program(r, "b.cfg", "b.cfg", "00bb", &pid, &e)) _exit(3);
    char subject[32];
    for (int i = 0; i < 20000; i++) {
      snprintf(subject, sizeof subject, "s%d", i);
      if (!rs_run_verdict(r, pid, "case", subject, "pass", "", "w", 0, &e))
        _exit(4);
    }
    _exit(0);
  }
  int status = 0;
  waitpid(child, &status, 0);
  CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  /* A run in progress writes nothing to the file (it waits in TEMP tables
   * for its commit): the file is as it was, byte for byte, no journal. */
  char *after = cc_read_file(path, 1 << 24, &after_len, &err);
  CHECK(before && after && before_len == after_len && !memcmp(before, after, before_len));
  free(before);
  free(after);
  char journal[128];
  snprintf(journal, sizeof journal, "%s-journal", path);
  CHECK(!exists(journal));

  s = rs_open_existing(path, &err);
  CHECK(s != NULL);
  if (!s) return;
  CHECK_INT(rs_last_run(s, &err), a);
  long long b = record(s, "00aa", "a.cfg", 0, 0, 3, run2);
  CHECK(b > a);
  rs_close(s);
  CHECK_INT(sql_count(path, "SELECT count(*) FROM verdicts"), 6);
  CHECK_INT(sql_count(path, "SELECT count(*) FROM programs"), 1);
  CHECK_INT(sql_count(path, "SELECT count(*) FROM pragma_integrity_check"
                            " WHERE integrity_check = 'ok'"),
            1);
  CHECK(!err.set);
  remove_store(path);
}

TEST(results_failed_write_blocks_commit) {
  TEMP_STORE(s, path, err);
  rs_run *r = rs_run_begin(s, "corpus", NULL, 0, 0, &err);
  CHECK(r != NULL);
  if (!r) return;
  long long pid = 0;
  CHECK(rs_run_program(r, "a.cfg", "a.cfg", "00aa", &pid, &err));
  /* The same verdict twice with the same outcome: one fact, accepted. */
  CHECK(rs_run_verdict(r, pid, "case", "t", "pass", "", NULL, 0, &err));
  CHECK(rs_run_verdict(r, pid, "case", "t", "pass", "", NULL, 0, &err));
  CHECK(!err.set);
  /* ... with another outcome: a contradiction. */
  CHECK(!rs_run_verdict(r, pid, "case", "t", "fail", "", NULL, 0, &err));
  CHECK_CONTAINS(err.msg, "already has outcome 'pass'");
  CHECK_STR(err.file, path);
  /* A run with a failed write is never committed. */
  cc_error err2;
  cc_error_clear(&err2);
  long long id = 0;
  CHECK(!rs_run_commit(r, 1, &id, &err2));
  CHECK_CONTAINS(err2.msg, "earlier write");
  CHECK_INT(rs_last_run(s, &err2), 0);

  /* A verdict for a program that does not exist violates a foreign key. */
  cc_error_clear(&err);
  r = rs_run_begin(s, "corpus", NULL, 0, 0, &err);
  CHECK(r != NULL);
  CHECK(!rs_run_verdict(r, 12345, "case", "t", "pass", "", NULL, 0, &err));
  CHECK_CONTAINS(err.msg, "recording verdict: FOREIGN KEY");
  rs_run_abort(r);

  /* Options that are not JSON are refused before anything is written. */
  cc_error_clear(&err);
  CHECK(rs_run_begin(s, "corpus", "{k:", 0, 0, &err) == NULL);
  CHECK_CONTAINS(err.msg, "not valid JSON");
  rs_close(s);
  CHECK_INT(sql_count(path, "SELECT count(*) FROM runs"), 0);
  remove_store(path);
}

TEST(results_not_a_database) {
  char path[64];
  temp_path(path);
  static const char line[] = "this is a text file, not an SQLite database\n";
  FILE *f = fopen(path, "w");
  CHECK(f != NULL);
  if (!f) return;
  for (int i = 0; i < 100; i++) fputs(line, f);
  fclose(f);
  cc_error err;
  cc_error_clear(&err);
  CHECK(rs_open(path, &err) == NULL);
  CHECK(err.set);
  CHECK_STR(err.file, path);
  CHECK_INT(err.line, 0);
  CHECK_CONTAINS(err.msg, "opening result store: file is not a database");
  cc_error_clear(&err);
  CHECK(rs_open_existing(path, &err) == NULL);
  CHECK_CONTAINS(err.msg, "not a database");
  /* The file is left alone. */
  struct stat sb;
  CHECK(stat(path, &sb) == 0 && sb.st_size == 100 * (off_t)strlen(line));
  remove_store(path);
}

TEST(results_foreign_or_other_version_database) {
  char path[64];
  temp_path(path);
  cc_error err;
  cc_error_clear(&err);
  /* An SQLite database of some other program. */
  CHECK(sql_exec(path, "CREATE TABLE t (x); INSERT INTO t VALUES (1);"));
  CHECK(rs_open(path, &err) == NULL);
  CHECK_CONTAINS(err.msg, "not a convcheck result store");
  CHECK_INT(sql_count(path, "SELECT count(*) FROM sqlite_master"), 1);
  remove_store(path);

  /* A result store of another schema version. */
  temp_path(path);
  cc_error_clear(&err);
  rs_store *s = rs_open(path, &err);
  CHECK(s != NULL);
  rs_close(s);
  CHECK(sql_exec(path, "UPDATE meta SET value = '99' WHERE key = "
                       "'schema_version'"));
  CHECK(rs_open(path, &err) == NULL);
  CHECK_STR(err.file, path);
  CHECK_CONTAINS(err.msg, "schema version 99");
  remove_store(path);
}

TEST(results_unwritable_or_missing_path) {
  const char *bad = "/nonexistent-convcheck-dir/sub/r.db";
  cc_error err;
  cc_error_clear(&err);
  CHECK(rs_open(bad, &err) == NULL);
  CHECK(err.set);
  CHECK_STR(err.file, bad);
  CHECK_CONTAINS(err.msg, "opening result store");
  CHECK(!exists(bad));

  /* A directory is not a store. */
  cc_error_clear(&err);
  CHECK(rs_open("/tmp", &err) == NULL);
  CHECK_CONTAINS(err.msg, "directory");

  /* Readers never create the file. */
  char path[64];
  temp_path(path);
  unlink(path);
  cc_error_clear(&err);
  CHECK(rs_open_existing(path, &err) == NULL);
  CHECK_STR(err.file, path);
  CHECK_CONTAINS(err.msg, "No such file");
  CHECK(!exists(path));
}

TEST(results_merge_shards) {
  char s1[64], s2[64], out[80];
  temp_path(s1);
  temp_path(s2);
  snprintf(out, sizeof out, "%s.merged", s1);
  cc_error err;
  cc_error_clear(&err);
  rs_store *a = rs_open(s1, &err), *b = rs_open(s2, &err);
  CHECK(a && b);
  if (!a || !b) return;
  /* Shard 1: two runs; shard 2: one run on a shared program, one on its
   * own. */
  record(a, "00aa", "a.cfg", 2, 0, 3, run1);
  record(a, "00bb", "b.cfg", 2, 0, 3, run2);
  record(b, "00aa", "a.cfg", 3, 0, 3, run2);
  record(b, "00cc", "c.cfg", 3, 0, 2, run1);
  rs_close(a);
  rs_close(b);

  const char *in[] = {s1, s2};
  int copied = -1, skipped = -1;
  CHECK(rs_merge_counted(out, 2, in, &copied, &skipped, &err));
  CHECK(!err.set);
  CHECK_INT(copied, 4);
  CHECK_INT(skipped, 0);
  long long runs = sql_count(s1, "SELECT count(*) FROM runs") +
                   sql_count(s2, "SELECT count(*) FROM runs");
  long long verdicts = sql_count(s1, "SELECT count(*) FROM verdicts") +
                       sql_count(s2, "SELECT count(*) FROM verdicts");
  long long witnesses = sql_count(s1, "SELECT count(*) FROM witnesses") +
                        sql_count(s2, "SELECT count(*) FROM witnesses");
  CHECK_INT(sql_count(out, "SELECT count(*) FROM runs"), runs);
  CHECK_INT(sql_count(out, "SELECT count(*) FROM verdicts"), verdicts);
  CHECK_INT(sql_count(out, "SELECT count(*) FROM witnesses"), witnesses);
  CHECK_INT(verdicts, 11);
  /* 00aa appears in both shards but once in the merge. */
  CHECK_INT(sql_count(out, "SELECT count(*) FROM programs"), 3);
  /* Each run remembers the shard it came from. */
  char q[256];
  snprintf(q, sizeof q, "SELECT count(*) FROM runs WHERE origin = '%s'", s1);
  CHECK_INT(sql_count(out, q), 2);
  snprintf(q, sizeof q, "SELECT count(*) FROM runs WHERE origin = '%s'", s2);
  CHECK_INT(sql_count(out, q), 2);
  /* Outcome totals are the sums of the shards'. */
  CHECK_INT(sql_count(out, "SELECT count(*) FROM verdicts WHERE outcome = "
                           "'pass'"),
            sql_count(s1, "SELECT count(*) FROM verdicts WHERE outcome = "
                          "'pass'") +
                sql_count(s2, "SELECT count(*) FROM verdicts WHERE outcome "
                              "= 'pass'"));

  /* The merged store reads like any other: the last run diffs. */
  rs_store *m = rs_open_existing(out, &err);
  CHECK(m != NULL);
  if (m) {
    cc_buf buf;
    cc_buf_init(&buf);
    CHECK(rs_list_runs(m, &buf, false, &err));
    CHECK_INT(count_substr(cc_buf_str(&buf), "corpus"), 4);
    int changed = -1;
    CHECK(rs_diff_runs(m, 1, 3, &buf, false, &changed, &err));
    CHECK_INT(changed, 3);
    rs_close(m);
    cc_buf_free(&buf);
  }

  /* Merging the same shards again adds nothing. */
  CHECK(rs_merge_counted(out, 2, in, &copied, &skipped, &err));
  CHECK_INT(copied, 0);
  CHECK_INT(skipped, 4);
  CHECK_INT(sql_count(out, "SELECT count(*) FROM runs"), runs);
  CHECK_INT(sql_count(out, "SELECT count(*) FROM verdicts"), verdicts);
  CHECK(!err.set);

  /* An input that is the output is refused. */
  const char *self[] = {out};
  CHECK(!rs_merge(out, 1, self, &err));
  CHECK_CONTAINS(err.msg, "may not be the output");

  remove_store(s1);
  remove_store(s2);
  remove_store(out);
}

TEST(results_merge_failure_is_atomic) {
  char s1[64], bad[64], out[80];
  temp_path(s1);
  temp_path(bad);
  snprintf(out, sizeof out, "%s.merged", s1);
  cc_error err;
  cc_error_clear(&err);
  rs_store *a = rs_open(s1, &err);
  CHECK(a != NULL);
  if (!a) return;
  record(a, "00aa", "a.cfg", 0, 0, 3, run1);
  rs_close(a);
  FILE *f = fopen(bad, "w");
  CHECK(f != NULL);
  if (f) {
    fputs("not a database, but long enough to be looked at by SQLite.....\n"
          "not a database, but long enough to be looked at by SQLite.....\n",
          f);
    fclose(f);
  }
  /* A bad input: the new output file is not left behind. */
  const char *in[] = {s1, bad};
  CHECK(!rs_merge(out, 2, in, &err));
  CHECK_STR(err.file, bad);
  CHECK(!exists(out));

  /* An existing output is left exactly as it was. */
  cc_error_clear(&err);
  const char *one[] = {s1};
  CHECK(rs_merge(out, 1, one, &err));
  CHECK_INT(sql_count(out, "SELECT count(*) FROM runs"), 1);
  const char *missing[] = {s1, "/nonexistent-convcheck-dir/x.db"};
  CHECK(!rs_merge(out, 2, missing, &err));
  CHECK_STR(err.file, "/nonexistent-convcheck-dir/x.db");
  CHECK_INT(sql_count(out, "SELECT count(*) FROM runs"), 1);
  remove_store(s1);
  remove_store(bad);
  remove_store(out);
}

TEST(results_options_json) {
  TEMP_STORE(s, path, err);
  /* Options are stored as given and come out as compact JSON. */
  rs_run *r = rs_run_begin(s, "sweep", "{ \"k\" : 3,\n  \"family\": \"loops\" }",
                           3, 6, &err);
  CHECK(r != NULL);
  long long id = 0;
  CHECK(r && rs_run_commit(r, 0.5, &id, &err));
  cc_buf out;
  cc_buf_init(&out);
  CHECK(rs_list_runs(s, &out, true, &err));
  CHECK_CONTAINS(cc_buf_str(&out),
                 "\"command\":\"sweep\",\"options\":{\"k\":3,"
                 "\"family\":\"loops\"},\"threads\":3,\"bound\":6");
  CHECK_CONTAINS(cc_buf_str(&out), "\"outcomes\":{}");
  cc_buf_clear(&out);
  CHECK(rs_list_runs(s, &out, false, &err));
  CHECK_CONTAINS(cc_buf_str(&out), "sweep");
  CHECK_CONTAINS(cc_buf_str(&out), "no verdicts");
  CHECK_INT(count_substr(cc_buf_str(&out), "\n"), 2); /* header + 1 run */
  CHECK(!err.set);
  rs_close(s);
  cc_buf_free(&out);
  remove_store(path);
}

/* Totals per check: programs by content, verdicts per outcome; one run or
 * all; a run not there is an error. */
TEST(results_totals) {
  TEMP_STORE(s, path, err);
  long long a = record(s, "h1", "p1", 2, 8, 3, run1);
  long long b = record(s, "h1", "p1", 2, 8, 3, run2);
  record(s, "h2", "p2", 2, 8, 3, run2);
  cc_buf out;
  cc_buf_init(&out);
  CHECK(rs_totals(s, a, false, &out, &err));
  CHECK_STR(cc_buf_str(&out), "case: 1 program, 2 verdicts: pass 2\n"
                              "mconv: 1 program, 1 verdict: holds 1\n");
  cc_buf_clear(&out);
  CHECK(rs_totals(s, 0, false, &out, &err));
  /* h1 twice (runs a, b) counts as one program; h2 is the second */
  CHECK_STR(cc_buf_str(&out), "case: 2 programs, 6 verdicts: fail 2 pass 4\n"
                              "mconv: 2 programs, 3 verdicts: holds 3\n");
  cc_buf_clear(&out);
  CHECK(rs_totals(s, b, true, &out, &err));
  CHECK_STR(cc_buf_str(&out),
            "{\"run\":2,\"checks\":[{\"check\":\"case\",\"programs\":1,\"verdicts\":2,"
            "\"outcomes\":{\"fail\":1,\"pass\":1}},{\"check\":\"mconv\",\"programs\":1,"
            "\"verdicts\":1,\"outcomes\":{\"holds\":1}}]}\n");
  cc_buf_clear(&out);
  CHECK(!rs_totals(s, 99, false, &out, &err));
  CHECK_CONTAINS(err.msg, "no run 99");
  CHECK_STR(cc_buf_str(&out), "");
  cc_buf_free(&out);
  rs_close(s);
  remove_store(path);
}

/* The HTML report embeds pictures rendered from the store's DOT text, which
 * a merged store may bring from anywhere (issue 29: URL="javascript:..."
 * became a link that runs script).  rd_svg_sanitise keeps Graphviz's
 * drawing and drops links, script, events; the page forbids script by its
 * Content-Security-Policy. */
TEST(results_report_svg_sanitised) {
  cc_buf b;
  cc_buf_init(&b);
  rd_svg_sanitise("<svg width=\"8pt\" onload=\"x()\"><!-- c --><g id=\"a\"><a xlink:href=\"javascript:alert(1)\" "
                  "xlink:title=\"t\"><text x=\"1\">hi &amp; <b></text></a></g><script>alert(2)</script>"
                  "<foreignObject><div>x</div></foreignObject><image href=\"http://e/x.png\"/>"
                  "<path d=\"M0\" style=\"background:url(x)\" fill=\"JaVa&#10;script:x\"/></svg>",
                  &b);
  CHECK_STR(cc_buf_str(&b), "<svg width=\"8pt\"><g id=\"a\"><text x=\"1\">hi &amp; </text></g>"
                            "<path d=\"M0\"/></svg>");
  cc_buf_free(&b);
  if (system("dot -V >/dev/null 2>&1") != 0) {
    th_skip("Graphviz's dot is not installed");
    return;
  }
  TEMP_STORE(s, path, err);
  rs_run *r = rs_run_begin(s, "mconv", NULL, 2, 8, &err);
  long long pid = 0;
  CHECK(r && rs_run_program(r, "f", "f.cfg", "00bb", &pid, &err));
  CHECK(rs_run_verdict(r, pid, "mconv", "B", "not", "", NULL, 0.1, &err));
  CHECK(rs_run_picture(r, pid, "mconv", "B",
                       "digraph g { a [URL=\"javascript:alert(1)\", href=\"javascript:alert(2)\", "
                       "label=\"<script>alert(3)</script>\"]; a -> b [URL=\"jav&#x61;script:x\"]; }",
                       &err));
  CHECK(rs_run_commit(r, 0.2, NULL, &err));
  char dir[] = "/tmp/convcheck-test-report.XXXXXX";
  CHECK(mkdtemp(dir) != NULL);
  rd_report_opts o = {.dot = "dot", .timeout_ms = 20000};
  rd_report_stats st;
  memset(&st, 0, sizeof st);
  CHECK(rd_report_html(s, dir, &o, &st, &err));
  CHECK_INT(st.pictures, 1);
  char page[200];
  snprintf(page, sizeof page, "%s/run-1.html", dir);
  size_t len = 0;
  char *html = cc_read_file(page, 1 << 24, &len, &err);
  CHECK(html != NULL);
  if (html) {
    CHECK(strstr(html, "<svg") != NULL);
    CHECK(strstr(html, "javascript") == NULL && strstr(html, "JAVASCRIPT") == NULL);
    CHECK(strstr(html, "<script") == NULL);
    CHECK(strstr(html, "<a xlink") == NULL);
    CHECK_CONTAINS(html, "Content-Security-Policy\" content=\"default-src 'none';");
    CHECK_CONTAINS(html, "&lt;script&gt;alert(3)&lt;/script&gt;"); /* the label, as text */
  }
  free(html);
  char cmd[300];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  CHECK(system(cmd) == 0);
  rs_close(s);
  remove_store(path);
}
