/* results/store.c — the result store on SQLite 3: schema, recording runs
 * transactionally, and the list / diff / export / merge queries.
 *
 * Every statement is prepared once per connection (on first use) and reset
 * after each use, so that no statement keeps a read transaction open.
 *
 * A run in progress lives in TEMP tables of its connection (pending_*),
 * which take no lock on the file: the file is written only by
 * rs_run_commit, in one short transaction that copies the run in.  So
 * several processes (shards, a corpus run next to a sweep) can record into
 * one file at the same time, each waiting at most for another's commit. */
#include "results/results.h"

#include <config.h>
#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "unknown"
#endif

#include <errno.h>
#include <stdarg.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

/* How long to wait for another process holding the database (ms). */
#define RS_BUSY_MS 10000

#define RS_FORMAT "convcheck results"

/* pictures (version 2): a picture of a verdict's witness, Graphviz DOT
 * text (one digraph), rendered by the report (render/). */
#define PICTURES_SQL                                                         \
  "CREATE TABLE pictures (\n"                                                \
  "  id         INTEGER PRIMARY KEY,\n"                                      \
  "  verdict_id INTEGER NOT NULL REFERENCES verdicts(id) ON DELETE CASCADE,\n" \
  "  format     TEXT NOT NULL DEFAULT 'dot',\n"                              \
  "  text       TEXT NOT NULL\n"                                             \
  ");\n"                                                                     \
  "CREATE INDEX pictures_by_verdict ON pictures(verdict_id);\n"

/* From version 1 (no pictures) to 2, in one write transaction. */
static const char migrate_sql[] =
    PICTURES_SQL "UPDATE meta SET value = '2' WHERE key = 'schema_version';\n";

/* The schema, version RS_SCHEMA_VERSION.  Change it only together with
 * RS_SCHEMA_VERSION and a migration from the versions before (see
 * migrate_sql): files of another version are refused on open. */
static const char schema_sql[] =
    /* meta: facts about the file itself, as key/value text:
     *   format          'convcheck results' (our files vs other SQLite files)
     *   schema_version  RS_SCHEMA_VERSION
     *   created         ISO-8601 UTC time the file was created
     *   created_by      convcheck version that created it */
    "CREATE TABLE meta (\n"
    "  key   TEXT PRIMARY KEY,\n"
    "  value TEXT NOT NULL\n"
    ");\n"
    /* runs: one invocation of a checking command.  A run is written in one
     * transaction and marked 'complete' just before it commits; readers
     * only ever look at complete runs. */
    "CREATE TABLE runs (\n"
    "  id       INTEGER PRIMARY KEY,  -- local to this file (merge renumbers)\n"
    "  uid      TEXT NOT NULL UNIQUE, -- random 128-bit hex, the same in every\n"
    "                                 -- file the run is merged into\n"
    "  started  TEXT NOT NULL,        -- ISO-8601 UTC, 2025-01-31T12:00:00Z\n"
    "  finished TEXT,                 -- ISO-8601 UTC; NULL while running\n"
    "  version  TEXT NOT NULL,        -- convcheck version\n"
    "  command  TEXT NOT NULL,        -- 'corpus', 'sweep', ...\n"
    "  options  TEXT NOT NULL DEFAULT '{}', -- the options, a JSON text\n"
    "  threads  INTEGER,              -- bound k on threads; NULL = n/a\n"
    "  bound    INTEGER,              -- bound L; NULL = n/a\n"
    "  seconds  REAL,                 -- wall-clock time of the whole run\n"
    "  status   TEXT NOT NULL DEFAULT 'running'\n"
    "           CHECK (status IN ('running', 'complete')),\n"
    "  origin   TEXT                  -- file it was merged from; NULL = here\n"
    ");\n"
    /* programs: every program a run looked at, identified by content, so
     * that a renamed file is the same program and an edited file is not. */
    "CREATE TABLE programs (\n"
    "  id    INTEGER PRIMARY KEY,\n"
    "  hash  TEXT NOT NULL UNIQUE,    -- content hash, hex\n"
    "  name  TEXT NOT NULL DEFAULT '', -- display name when first recorded\n"
    "  path  TEXT NOT NULL DEFAULT ''  -- file path when first recorded\n"
    ");\n"
    /* verdicts: the outcome of one check on one subject of one program in
     * one run.  (program, check, subject) is the key diffs match on. */
    "CREATE TABLE verdicts (\n"
    "  id         INTEGER PRIMARY KEY,\n"
    "  run_id     INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,\n"
    "  program_id INTEGER NOT NULL REFERENCES programs(id),\n"
    "  check_name TEXT NOT NULL,      -- 'case', 'mconv', 'uniformity', 'audit'\n"
    "                                 -- ('check' is an SQL keyword)\n"
    "  subject    TEXT NOT NULL DEFAULT '', -- case, block, ...; '' = program\n"
    "  outcome    TEXT NOT NULL,      -- 'pass', 'fail', 'error', 'unknown',\n"
    "                                 -- 'holds', ...\n"
    "  detail     TEXT NOT NULL DEFAULT '', -- one-line explanation\n"
    "  seconds    REAL NOT NULL DEFAULT 0,  -- time this check took\n"
    "  UNIQUE (run_id, program_id, check_name, subject)\n"
    ");\n"
    /* A program's history across runs (the UNIQUE index serves run_id). */
    "CREATE INDEX verdicts_by_program ON verdicts(program_id);\n"
    /* witnesses: counterexamples (traces, tables) backing a verdict. */
    "CREATE TABLE witnesses (\n"
    "  id         INTEGER PRIMARY KEY,\n"
    "  verdict_id INTEGER NOT NULL REFERENCES verdicts(id) ON DELETE CASCADE,\n"
    "  text       TEXT NOT NULL\n"
    ");\n"
    "CREATE INDEX witnesses_by_verdict ON witnesses(verdict_id);\n"
    PICTURES_SQL;

/* The run being recorded, in the connection's TEMP database (no lock on
 * the file).  Program ids of a run in progress are pending_programs ids. */
static const char pending_sql[] =
    "CREATE TEMP TABLE IF NOT EXISTS pending_programs (\n"
    "  id   INTEGER PRIMARY KEY,\n"
    "  hash TEXT NOT NULL UNIQUE,\n"
    "  name TEXT NOT NULL,\n"
    "  path TEXT NOT NULL\n"
    ");\n"
    "CREATE TEMP TABLE IF NOT EXISTS pending_verdicts (\n"
    "  id         INTEGER PRIMARY KEY,\n"
    "  program_id INTEGER NOT NULL REFERENCES pending_programs(id),\n"
    "  check_name TEXT NOT NULL,\n"
    "  subject    TEXT NOT NULL,\n"
    "  outcome    TEXT NOT NULL,\n"
    "  detail     TEXT NOT NULL,\n"
    "  seconds    REAL NOT NULL,\n"
    "  UNIQUE (program_id, check_name, subject)\n"
    ");\n"
    "CREATE TEMP TABLE IF NOT EXISTS pending_witnesses (\n"
    "  id         INTEGER PRIMARY KEY,\n"
    "  verdict_id INTEGER NOT NULL REFERENCES pending_verdicts(id),\n"
    "  text       TEXT NOT NULL\n"
    ");\n"
    "CREATE TEMP TABLE IF NOT EXISTS pending_pictures (\n"
    "  id         INTEGER PRIMARY KEY,\n"
    "  verdict_id INTEGER NOT NULL UNIQUE REFERENCES pending_verdicts(id),\n"
    "  text       TEXT NOT NULL\n"
    ");\n";
static const char pending_clear_sql[] =
    "DELETE FROM temp.pending_pictures;"
    " DELETE FROM temp.pending_witnesses; DELETE FROM temp.pending_verdicts;"
    " DELETE FROM temp.pending_programs;";

#define NOW_SQL "strftime('%Y-%m-%dT%H:%M:%SZ','now')"

/* The columns of a run, in the order put_run_json/run_text read them. */
#define RUN_COLS                                                           \
  "id, uid, started, finished, version, command,"                          \
  " CASE WHEN json_valid(options) THEN json(options) ELSE options END,"    \
  " json_valid(options), threads, bound, seconds, origin"
enum {
  RC_ID, RC_UID, RC_STARTED, RC_FINISHED, RC_VERSION, RC_COMMAND,
  RC_OPTIONS, RC_OPTIONS_VALID, RC_THREADS, RC_BOUND, RC_SECONDS, RC_ORIGIN,
  RC_NEXT
};

/* ---- the prepared statements -------------------------------------------- */
enum {
  ST_SCHEMA_VERSION,
  ST_FORMAT,
  ST_JSON_VALID,
  ST_NOW,
  ST_PENDING_PROGRAM_INSERT,
  ST_PENDING_PROGRAM_FIND,
  ST_PENDING_VERDICT_INSERT,
  ST_PENDING_VERDICT_OUTCOME,
  ST_PENDING_WITNESS_INSERT,
  ST_RUN_INSERT,
  ST_COMMIT_PROGRAMS,
  ST_COMMIT_VERDICTS,
  ST_COMMIT_WITNESSES,
  ST_PROGRAM_INSERT,
  ST_PROGRAM_FIND,
  ST_WITNESS_INSERT,
  ST_RECENT,
  ST_RUNS,
  ST_RUN_GET,
  ST_RUN_OUTCOMES,
  ST_RUN_COUNTS,
  ST_DIFF,
  ST_EXPORT,
  ST_UID_EXISTS,
  ST_RUN_COPY,
  ST_VERDICTS_COPY,
  ST_WITNESSES_COPY,
  ST_VERDICT_COPY_INSERT,
  ST_TOTAL_CHECKS,
  ST_TOTAL_OUTCOMES,
  ST_PENDING_VERDICT_FIND,
  ST_PENDING_PICTURE_INSERT,
  ST_COMMIT_PICTURES,
  ST_PICTURES_COPY,
  ST_PICTURE_INSERT,
  ST_EACH_VERDICT,
  ST_EACH_VERDICT_V1,
  ST_COUNT
};

static const char *const stmt_sql[ST_COUNT] = {
    [ST_SCHEMA_VERSION] = "SELECT value FROM meta WHERE key = 'schema_version'",
    [ST_FORMAT] = "SELECT value FROM meta WHERE key = 'format'",
    [ST_JSON_VALID] = "SELECT json_valid(?1)",
    [ST_NOW] = "SELECT " NOW_SQL,
    /* a run in progress: TEMP tables only */
    [ST_PENDING_PROGRAM_INSERT] =
        "INSERT INTO temp.pending_programs (hash, name, path) VALUES (?1, ?2, ?3)"
        " ON CONFLICT (hash) DO NOTHING",
    [ST_PENDING_PROGRAM_FIND] = "SELECT id FROM temp.pending_programs WHERE hash = ?1",
    [ST_PENDING_VERDICT_INSERT] =
        "INSERT INTO temp.pending_verdicts (program_id, check_name, subject,"
        " outcome, detail, seconds) VALUES (?1, ?2, ?3, ?4, ?5, ?6)"
        " ON CONFLICT (program_id, check_name, subject) DO NOTHING",
    [ST_PENDING_VERDICT_OUTCOME] =
        "SELECT outcome FROM temp.pending_verdicts WHERE program_id = ?1"
        " AND check_name = ?2 AND subject = ?3",
    [ST_PENDING_WITNESS_INSERT] =
        "INSERT INTO temp.pending_witnesses (verdict_id, text) VALUES (?1, ?2)",
    /* the commit: the run, complete, then what it recorded */
    [ST_RUN_INSERT] =
        "INSERT INTO runs (uid, started, finished, version, command, options,"
        " threads, bound, seconds, status) VALUES (?1, ?2, " NOW_SQL ", ?3, ?4,"
        " ?5, ?6, ?7, ?8, 'complete')",
    [ST_COMMIT_PROGRAMS] =
        "INSERT INTO programs (hash, name, path) SELECT hash, name, path"
        " FROM temp.pending_programs WHERE true ORDER BY id"
        " ON CONFLICT (hash) DO NOTHING",
    [ST_COMMIT_VERDICTS] =
        "INSERT INTO verdicts (run_id, program_id, check_name, subject,"
        " outcome, detail, seconds)"
        " SELECT ?1, p.id, v.check_name, v.subject, v.outcome, v.detail, v.seconds"
        "   FROM temp.pending_verdicts v"
        "   JOIN temp.pending_programs q ON q.id = v.program_id"
        "   JOIN programs p ON p.hash = q.hash ORDER BY v.id",
    [ST_COMMIT_WITNESSES] =
        "INSERT INTO witnesses (verdict_id, text)"
        " SELECT m.id, w.text FROM temp.pending_witnesses w"
        "   JOIN temp.pending_verdicts v ON v.id = w.verdict_id"
        "   JOIN temp.pending_programs q ON q.id = v.program_id"
        "   JOIN programs p ON p.hash = q.hash"
        "   JOIN verdicts m ON m.run_id = ?1 AND m.program_id = p.id"
        "                  AND m.check_name = v.check_name AND m.subject = v.subject"
        "  ORDER BY w.id",
    [ST_PROGRAM_INSERT] =
        "INSERT INTO programs (hash, name, path) VALUES (?1, ?2, ?3)"
        " ON CONFLICT (hash) DO NOTHING",
    [ST_PROGRAM_FIND] = "SELECT id FROM programs WHERE hash = ?1",
    [ST_WITNESS_INSERT] =
        "INSERT INTO witnesses (verdict_id, text) VALUES (?1, ?2)",
    [ST_RECENT] = "SELECT id FROM runs WHERE status = 'complete'"
                  " ORDER BY id DESC LIMIT 1 OFFSET ?1",
    [ST_RUNS] = "SELECT " RUN_COLS " FROM runs WHERE status = 'complete'"
                " ORDER BY id",
    [ST_RUN_GET] = "SELECT " RUN_COLS " FROM runs"
                   " WHERE id = ?1 AND status = 'complete'",
    [ST_RUN_OUTCOMES] =
        "SELECT outcome, count(*) FROM verdicts WHERE run_id = ?1"
        " GROUP BY outcome ORDER BY count(*) DESC, outcome",
    [ST_RUN_COUNTS] =
        "SELECT count(*), count(DISTINCT program_id) FROM verdicts"
        " WHERE run_id = ?1",
    /* Matched by program + check + subject, a program being its path and
     * name (an edited case is the same case, its content changed; a
     * renamed one keeps the path first recorded with its content, the
     * programs table being keyed by content) or, with no path (a sweep's
     * generated program), its content hash: first the verdicts of A that
     * changed or vanished, then those new in B.  Columns 7 and 8: B's
     * hash and path.  A verdict on the whole file (subject '', as corpus
     * and audit record a file that does not parse) in one run and
     * verdicts on its parts (its cases, its functions' values) in the
     * other, for the same program and check (or a check of its family:
     * audit's audit-ours and audit-llvm for audit), are the same rows
     * changed: a file fixed between the runs reads "error -> pass" per
     * part, not "removed" + "added" (issue 28).  That holds when the run
     * with the whole-file verdict has no verdict on that part and the
     * other run none on the whole file; the row shows the part. */
#define DIFF_SIDE(run)                                                                  \
  "SELECT v.id AS vid, p.hash, p.name, p.path, v.check_name AS chk, v.subject,"       \
  "       v.outcome, v.detail,"                                                        \
  "       CASE WHEN p.path <> '' THEN 'path:' || p.path || char(10) || p.name"       \
  "            ELSE 'hash:' || p.hash END AS k"                                        \
  "  FROM verdicts v JOIN programs p ON p.id = v.program_id WHERE v.run_id = " run
#define DIFF_NONE(side, key, check, subj)                                               \
  "NOT EXISTS (SELECT 1 FROM " side " x WHERE x.k = " key " AND x.chk = " check         \
  " AND x.subject = " subj ")"
/* check `part` is check `whole` or of its family (`whole`-NAME) */
#define DIFF_FAMILY(whole, part)                                                        \
  "(" part " = " whole " OR substr(" part ", 1, length(" whole ") + 1) = " whole " || '-')"
    [ST_DIFF] =
        "WITH a AS (" DIFF_SIDE("?1") "), b AS (" DIFF_SIDE("?2") "),"
        " m AS (SELECT a.vid AS av, b.vid AS bv FROM a JOIN b ON b.k = a.k"
        "        WHERE (b.chk = a.chk AND b.subject = a.subject)"
        "           OR (a.subject = '' AND b.subject <> '' AND " DIFF_FAMILY("a.chk", "b.chk")
        "               AND " DIFF_NONE("a", "b.k", "b.chk", "b.subject")
        "               AND " DIFF_NONE("b", "a.k", "a.chk", "''") ")"
        "           OR (b.subject = '' AND a.subject <> '' AND " DIFF_FAMILY("b.chk", "a.chk")
        "               AND " DIFF_NONE("b", "a.k", "a.chk", "a.subject")
        "               AND " DIFF_NONE("a", "b.k", "b.chk", "''") "))"
        " SELECT a.name, a.hash,"
        "        CASE WHEN a.subject = '' AND b.subject <> '' THEN b.chk ELSE a.chk END,"
        "        CASE WHEN a.subject = '' AND b.subject <> '' THEN b.subject ELSE a.subject END,"
        "        a.outcome, b.outcome, coalesce(b.detail, a.detail), b.hash, b.path"
        "   FROM a LEFT JOIN m ON m.av = a.vid LEFT JOIN b ON b.vid = m.bv"
        "  WHERE b.outcome IS NULL OR b.outcome <> a.outcome"
        /* the same outcome of a file edited between the runs, said
         * otherwise (a corpus case failing on other lines): a user read
         * "no changes" there */
        "     OR (b.hash <> a.hash AND b.detail <> a.detail)"
        " UNION ALL"
        " SELECT b.name, b.hash, b.chk, b.subject, NULL, b.outcome, b.detail, b.hash, b.path"
        "   FROM b WHERE NOT EXISTS (SELECT 1 FROM m WHERE m.bv = b.vid)"
        " ORDER BY 1, 2, 3, 4",
    [ST_EXPORT] =
        "SELECT p.name, p.path, p.hash, v.check_name, v.subject, v.outcome,"
        "       v.detail, v.seconds,"
        "       (SELECT group_concat(text, char(10)) FROM"
        "          (SELECT text FROM witnesses w WHERE w.verdict_id = v.id"
        "            ORDER BY w.id))"
        "  FROM verdicts v JOIN programs p ON p.id = v.program_id"
        " WHERE v.run_id = ?1 ORDER BY v.id",
    [ST_UID_EXISTS] = "SELECT 1 FROM runs WHERE uid = ?1",
    [ST_RUN_COPY] =
        "INSERT INTO runs (uid, started, finished, version, command, options,"
        " threads, bound, seconds, status, origin)"
        " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 'complete', ?10)",
    [ST_VERDICTS_COPY] =
        "SELECT v.id, p.hash, p.name, p.path, v.check_name, v.subject,"
        "       v.outcome, v.detail, v.seconds"
        "  FROM verdicts v JOIN programs p ON p.id = v.program_id"
        " WHERE v.run_id = ?1 ORDER BY v.id",
    [ST_WITNESSES_COPY] =
        "SELECT text FROM witnesses WHERE verdict_id = ?1 ORDER BY id",
    [ST_VERDICT_COPY_INSERT] =
        "INSERT INTO verdicts (run_id, program_id, check_name, subject,"
        " outcome, detail, seconds) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    /* Totals over the complete runs (?1 = 0) or over run ?1. */
    [ST_TOTAL_CHECKS] =
        "SELECT v.check_name, count(DISTINCT p.hash), count(*)"
        "  FROM verdicts v JOIN runs r ON r.id = v.run_id"
        "  JOIN programs p ON p.id = v.program_id"
        " WHERE r.status = 'complete' AND (?1 = 0 OR r.id = ?1)"
        " GROUP BY v.check_name ORDER BY v.check_name",
    [ST_TOTAL_OUTCOMES] =
        "SELECT v.check_name, v.outcome, count(*)"
        "  FROM verdicts v JOIN runs r ON r.id = v.run_id"
        " WHERE r.status = 'complete' AND (?1 = 0 OR r.id = ?1)"
        " GROUP BY v.check_name, v.outcome ORDER BY v.check_name, v.outcome",
    /* pictures (schema version 2) */
    [ST_PENDING_VERDICT_FIND] =
        "SELECT id FROM temp.pending_verdicts WHERE program_id = ?1"
        " AND check_name = ?2 AND subject = ?3",
    [ST_PENDING_PICTURE_INSERT] =
        "INSERT INTO temp.pending_pictures (verdict_id, text) VALUES (?1, ?2)"
        " ON CONFLICT (verdict_id) DO UPDATE SET text = excluded.text",
    [ST_COMMIT_PICTURES] =
        "INSERT INTO pictures (verdict_id, format, text)"
        " SELECT m.id, 'dot', g.text FROM temp.pending_pictures g"
        "   JOIN temp.pending_verdicts v ON v.id = g.verdict_id"
        "   JOIN temp.pending_programs q ON q.id = v.program_id"
        "   JOIN programs p ON p.hash = q.hash"
        "   JOIN verdicts m ON m.run_id = ?1 AND m.program_id = p.id"
        "                  AND m.check_name = v.check_name AND m.subject = v.subject"
        "  ORDER BY g.id",
    [ST_PICTURES_COPY] =
        "SELECT format, text FROM pictures WHERE verdict_id = ?1 ORDER BY id",
    [ST_PICTURE_INSERT] =
        "INSERT INTO pictures (verdict_id, format, text) VALUES (?1, ?2, ?3)",
    /* every verdict of a run, with its witness text and picture */
#define EACH_VERDICT_SQL(picture)                                            \
  "SELECT p.name, p.path, p.hash, v.check_name, v.subject, v.outcome,"       \
  "       v.detail, v.seconds,"                                              \
  "       (SELECT group_concat(text, char(10)) FROM"                         \
  "          (SELECT text FROM witnesses w WHERE w.verdict_id = v.id"        \
  "            ORDER BY w.id)), " picture                                     \
  "  FROM verdicts v JOIN programs p ON p.id = v.program_id"                 \
  " WHERE v.run_id = ?1 ORDER BY v.id"
    [ST_EACH_VERDICT] = EACH_VERDICT_SQL(
        "(SELECT text FROM pictures g WHERE g.verdict_id = v.id AND g.format = 'dot'"
        " ORDER BY g.id LIMIT 1)"),
    [ST_EACH_VERDICT_V1] = EACH_VERDICT_SQL("NULL"),
};

struct rs_store {
  sqlite3 *db;
  char *path;
  int version; /* the file's schema version: 1 (read only: no pictures) or 2 */
  sqlite3_stmt *st[ST_COUNT];
  rs_run *run; /* the run open on this store, if any */
};

struct rs_run {
  rs_store *s;
  char uid[33], started[32];
  char *command, *options;
  int threads, bound;
  bool failed; /* a write failed: the run can only be aborted */
};

/* ---- errors ------------------------------------------------------------- */

/* Records the connection's last error, prefixed with the operation. */
static void db_fail(rs_store *s, cc_error *err, const char *op) {
  int code = sqlite3_extended_errcode(s->db);
  int sys = sqlite3_system_errno(s->db);
  const char *msg = sqlite3_errmsg(s->db);
  if (sys && ((code & 0xff) == SQLITE_CANTOPEN || (code & 0xff) == SQLITE_IOERR))
    cc_error_set(err, s->path, 0, 0, "%s: %s (%s)", op, msg, strerror(sys));
  else
    cc_error_set(err, s->path, 0, 0, "%s: %s", op, msg);
}

/* ---- statements ---------------------------------------------------------- */

/* The statement `which`, prepared on first use, reset and unbound. */
static sqlite3_stmt *stmt(rs_store *s, int which, cc_error *err,
                          const char *op) {
  sqlite3_stmt *st = s->st[which];
  if (st) {
    sqlite3_reset(st);
    sqlite3_clear_bindings(st);
    return st;
  }
  if (sqlite3_prepare_v3(s->db, stmt_sql[which], -1,
                         SQLITE_PREPARE_PERSISTENT, &st, NULL) != SQLITE_OK) {
    db_fail(s, err, op);
    return NULL;
  }
  s->st[which] = st;
  return st;
}

static void bind_text(sqlite3_stmt *st, int i, const char *text) {
  sqlite3_bind_text(st, i, text ? text : "", -1, SQLITE_TRANSIENT);
}

static const char *col_text(sqlite3_stmt *st, int i) {
  const unsigned char *t = sqlite3_column_text(st, i);
  return t ? (const char *)t : "";
}

/* Runs a statement that returns no rows (or whose rows are ignored). */
static bool step_done(rs_store *s, sqlite3_stmt *st, cc_error *err,
                      const char *op) {
  int rc;
  while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
  }
  if (rc != SQLITE_DONE) {
    db_fail(s, err, op);
    sqlite3_reset(st);
    return false;
  }
  sqlite3_reset(st);
  return true;
}

/* Steps a query; true with *row set on SQLITE_ROW/SQLITE_DONE. */
static bool step_row(rs_store *s, sqlite3_stmt *st, bool *row, cc_error *err,
                     const char *op) {
  int rc = sqlite3_step(st);
  if (rc == SQLITE_ROW) {
    *row = true;
    return true;
  }
  *row = false;
  if (rc == SQLITE_DONE) return true;
  db_fail(s, err, op);
  sqlite3_reset(st);
  return false;
}

/* Steps st to the row it must give; none is the error "OP: " and the
 * rest formatted (st reset).  The row is read until the caller resets st. */
static bool need_row(rs_store *s, sqlite3_stmt *st, cc_error *err, const char *op,
                     const char *fmt, ...) __attribute__((format(printf, 5, 6)));
static bool need_row(rs_store *s, sqlite3_stmt *st, cc_error *err, const char *op,
                     const char *fmt, ...) {
  bool row;
  if (!step_row(s, st, &row, err, op)) return false;
  if (row) return true;
  sqlite3_reset(st);
  char what[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(what, sizeof what, fmt, ap);
  va_end(ap);
  cc_error_set(err, s->path, 0, 0, "%s: %s", op, what);
  return false;
}

static bool exec(rs_store *s, const char *sql, cc_error *err, const char *op) {
  if (sqlite3_exec(s->db, sql, NULL, NULL, NULL) != SQLITE_OK) {
    db_fail(s, err, op);
    return false;
  }
  return true;
}

static void rollback(rs_store *s) {
  if (!sqlite3_get_autocommit(s->db))
    sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
}

/* ---- opening ------------------------------------------------------------- */

/* Creates the schema in an empty database (inside a write transaction, so
 * two processes creating the same file do not both do it). */
static bool create_schema(rs_store *s, cc_error *err) {
  const char *op = "creating result store";
  if (!exec(s, "BEGIN IMMEDIATE", err, op)) return false;
  sqlite3_stmt *st = NULL;
  bool ok = sqlite3_prepare_v2(s->db, "SELECT count(*) FROM sqlite_master",
                               -1, &st, NULL) == SQLITE_OK &&
            sqlite3_step(st) == SQLITE_ROW;
  long long n = ok ? sqlite3_column_int64(st, 0) : 0;
  sqlite3_finalize(st);
  if (!ok) {
    db_fail(s, err, op);
    rollback(s);
    return false;
  }
  if (n == 0) {
    if (!exec(s, schema_sql, err, op)) {
      rollback(s);
      return false;
    }
    char version[32];
    snprintf(version, sizeof version, "%d", RS_SCHEMA_VERSION);
    ok = sqlite3_prepare_v2(s->db,
                            "INSERT INTO meta (key, value) VALUES"
                            " ('format', ?1), ('schema_version', ?2),"
                            " ('created', " NOW_SQL "), ('created_by', ?3)",
                            -1, &st, NULL) == SQLITE_OK;
    if (ok) {
      bind_text(st, 1, RS_FORMAT);
      bind_text(st, 2, version);
      bind_text(st, 3, PACKAGE_VERSION);
      ok = sqlite3_step(st) == SQLITE_DONE;
    }
    if (!ok) db_fail(s, err, op);
    sqlite3_finalize(st);
    if (!ok) {
      rollback(s);
      return false;
    }
  }
  if (!exec(s, "COMMIT", err, op)) {
    rollback(s);
    return false;
  }
  return true;
}

/* Reads one text value of meta; *found = false if the key is absent. */
static bool meta_value(rs_store *s, int which, char *out, size_t size,
                       bool *found, cc_error *err) {
  const char *op = "opening result store";
  sqlite3_stmt *st = stmt(s, which, err, op);
  if (!st) return false;
  bool row;
  if (!step_row(s, st, &row, err, op)) return false;
  *found = row;
  snprintf(out, size, "%s", row ? col_text(st, 0) : "");
  sqlite3_reset(st);
  return true;
}

/* Brings a version 1 store to version 2 (adds the pictures table), in one
 * write transaction; another process may have done it meanwhile. */
static bool migrate(rs_store *s, cc_error *err) {
  const char *op = "migrating result store to schema version 2";
  if (!exec(s, "BEGIN IMMEDIATE", err, op)) return false;
  sqlite3_stmt *st = NULL;
  bool ok = sqlite3_prepare_v2(s->db, "SELECT value FROM meta WHERE key = 'schema_version'",
                               -1, &st, NULL) == SQLITE_OK &&
            sqlite3_step(st) == SQLITE_ROW;
  bool still = ok && !strcmp((const char *)sqlite3_column_text(st, 0), "1");
  sqlite3_finalize(st);
  if (!ok) db_fail(s, err, op);
  if (ok && still) ok = exec(s, migrate_sql, err, op);
  if (ok) ok = exec(s, "COMMIT", err, op);
  if (!ok) {
    rollback(s);
    return false;
  }
  s->version = 2;
  return true;
}

static bool check_schema(rs_store *s, bool create, cc_error *err) {
  const char *op = "opening result store";
  /* The first read of the file: this is where a file that is not an
   * SQLite database is noticed. */
  sqlite3_stmt *st = NULL;
  if (sqlite3_prepare_v2(s->db, "SELECT count(*) FROM sqlite_master"
                         " WHERE name = 'meta'", -1, &st, NULL) != SQLITE_OK) {
    db_fail(s, err, op);
    sqlite3_finalize(st);
    return false;
  }
  int rc = sqlite3_step(st);
  long long has_meta = rc == SQLITE_ROW ? sqlite3_column_int64(st, 0) : 0;
  if (rc != SQLITE_ROW) db_fail(s, err, op);
  sqlite3_finalize(st);
  if (rc != SQLITE_ROW) return false;

  if (!has_meta) {
    if (sqlite3_prepare_v2(s->db, "SELECT count(*) FROM sqlite_master", -1,
                           &st, NULL) != SQLITE_OK ||
        sqlite3_step(st) != SQLITE_ROW) {
      db_fail(s, err, op);
      sqlite3_finalize(st);
      return false;
    }
    long long n = sqlite3_column_int64(st, 0);
    sqlite3_finalize(st);
    if (n > 0) {
      cc_error_set(err, s->path, 0, 0,
                   "not a convcheck result store (an SQLite database "
                   "without a meta table)");
      return false;
    }
    if (!create) {
      cc_error_set(err, s->path, 0, 0,
                   "not a convcheck result store (empty database)");
      return false;
    }
    if (!create_schema(s, err)) return false;
  }

  char value[256];
  bool found;
  if (!meta_value(s, ST_FORMAT, value, sizeof value, &found, err))
    return false;
  if (!found || strcmp(value, RS_FORMAT)) {
    cc_error_set(err, s->path, 0, 0,
                 "not a convcheck result store (meta says format '%s')",
                 value);
    return false;
  }
  if (!meta_value(s, ST_SCHEMA_VERSION, value, sizeof value, &found, err))
    return false;
  char want[32];
  snprintf(want, sizeof want, "%d", RS_SCHEMA_VERSION);
  if (found && !strcmp(value, "1")) {
    /* version 1: read as it is; a writer migrates it first */
    s->version = 1;
    return !create || migrate(s, err);
  }
  if (!found || strcmp(value, want)) {
    cc_error_set(err, s->path, 0, 0,
                 "result store has schema version %s; this convcheck (%s) "
                 "reads versions 1 to %d only",
                 found ? value : "(none)", PACKAGE_VERSION,
                 RS_SCHEMA_VERSION);
    return false;
  }
  s->version = RS_SCHEMA_VERSION;
  return true;
}

/* A store opened to be written must be whole (issue 29: with pages
 * damaged mid-file, `results list` said "malformed" and `corpus --db`
 * still recorded a run into it): SQLite's quick_check, the structure of
 * every page without the slower index cross-checks, must say "ok". */
static bool intact(rs_store *s, cc_error *err) {
  sqlite3_stmt *st = NULL;
  int rc = sqlite3_prepare_v2(s->db, "PRAGMA quick_check(1)", -1, &st, NULL);
  const char *why = NULL;
  char buf[200] = "";
  if (rc == SQLITE_OK) rc = sqlite3_step(st);
  if (rc == SQLITE_ROW) {
    const char *t = (const char *)sqlite3_column_text(st, 0);
    if (!t || strcmp(t, "ok")) snprintf(buf, sizeof buf, "%s", t ? t : "no answer"), why = buf;
  } else if ((rc & 0xff) != SQLITE_NOTADB) { /* not a database at all: check_schema says so */
    snprintf(buf, sizeof buf, "%s", sqlite3_errmsg(s->db));
    why = buf;
  }
  sqlite3_finalize(st);
  if (why)
    cc_error_set(err, s->path, 0, 0,
                 "the result store is damaged (SQLite's quick_check: %s): nothing is written to "
                 "it; move it aside (`results` still reads what it can)", why);
  return !why;
}

static rs_store *open_store(const char *path, bool create, cc_error *err) {
  if (!path || !*path) {
    cc_error_set(err, "", 0, 0, "no result store file given");
    return NULL;
  }
  struct stat sb;
  bool existed = stat(path, &sb) == 0;
  if (!existed) {
    if (!create) {
      cc_error_set(err, path, 0, 0, "cannot open result store: %s",
                   strerror(errno));
      return NULL;
    }
  } else if (S_ISDIR(sb.st_mode)) {
    cc_error_set(err, path, 0, 0,
                 "cannot open result store: it is a directory");
    return NULL;
  }

  rs_store *s = cc_calloc(1, sizeof *s);
  s->path = cc_strdup(path);
  int flags = SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0);
  if (sqlite3_open_v2(path, &s->db, flags, NULL) != SQLITE_OK) {
    if (s->db) db_fail(s, err, "opening result store");
    else cc_error_set(err, path, 0, 0, "opening result store: out of memory");
    rs_close(s);
    return NULL;
  }
  sqlite3_extended_result_codes(s->db, 1);
  sqlite3_busy_timeout(s->db, RS_BUSY_MS);
  if (!exec(s, "PRAGMA foreign_keys = ON", err, "opening result store") ||
      (create && existed && !intact(s, err)) || !check_schema(s, create, err)) {
    rs_close(s);
    /* a file this call created and could not make a store of (no journal
     * could be written, the disk is full): not left behind empty */
    if (!existed && stat(path, &sb) == 0 && S_ISREG(sb.st_mode) && sb.st_size == 0)
      unlink(path);
    return NULL;
  }
  return s;
}

rs_store *rs_open(const char *path, cc_error *err) {
  return open_store(path, true, err);
}

rs_store *rs_open_existing(const char *path, cc_error *err) {
  return open_store(path, false, err);
}

void rs_close(rs_store *s) {
  if (!s) return;
  if (s->run) rs_run_abort(s->run);
  for (int i = 0; i < ST_COUNT; i++) sqlite3_finalize(s->st[i]);
  sqlite3_close(s->db);
  free(s->path);
  free(s);
}

const char *rs_path(const rs_store *s) { return s->path; }

/* ---- recording a run ----------------------------------------------------- */

rs_run *rs_run_begin(rs_store *s, const char *command,
                     const char *options_json, int threads, int bound,
                     cc_error *err) {
  const char *op = "starting run";
  if (s->run) {
    cc_error_set(err, s->path, 0, 0,
                 "starting run: another run is still open on this store");
    return NULL;
  }
  if (!command || !*command) {
    cc_error_set(err, s->path, 0, 0, "starting run: no command name");
    return NULL;
  }
  if (!options_json) options_json = "{}";

  sqlite3_stmt *st = stmt(s, ST_JSON_VALID, err, op);
  if (!st) return NULL;
  bind_text(st, 1, options_json);
  bool row;
  if (!step_row(s, st, &row, err, op)) return NULL;
  bool valid = row && sqlite3_column_int(st, 0);
  sqlite3_reset(st);
  if (!valid) {
    cc_error_set(err, s->path, 0, 0,
                 "starting run: the options are not valid JSON: %s",
                 options_json);
    return NULL;
  }

  /* the start time, and the TEMP tables of the run (no lock on the file) */
  st = stmt(s, ST_NOW, err, op);
  if (!st || !step_row(s, st, &row, err, op)) return NULL;
  char started[32];
  snprintf(started, sizeof started, "%s", row ? col_text(st, 0) : "");
  sqlite3_reset(st);
  if (!exec(s, pending_sql, err, op) || !exec(s, pending_clear_sql, err, op)) return NULL;

  rs_run *r = cc_calloc(1, sizeof *r);
  r->s = s;
  unsigned char bytes[16];
  sqlite3_randomness(sizeof bytes, bytes);
  for (int i = 0; i < 16; i++) snprintf(r->uid + 2 * i, 3, "%02x", bytes[i]);
  snprintf(r->started, sizeof r->started, "%s", started);
  r->command = cc_strdup(command);
  r->options = cc_strdup(options_json);
  r->threads = threads;
  r->bound = bound;
  s->run = r;
  return r;
}

static void run_free(rs_run *r) {
  sqlite3_exec(r->s->db, pending_clear_sql, NULL, NULL, NULL);
  r->s->run = NULL;
  free(r->command);
  free(r->options);
  free(r);
}

static bool run_usable(rs_run *r, cc_error *err, const char *op) {
  if (!r->failed) return true;
  cc_error_set(err, r->s->path, 0, 0,
               "%s: an earlier write of this run failed; abort it", op);
  return false;
}

/* Inserts the program if its hash is new; its id either way (in the file's
 * programs, or with pending set in the run's TEMP table). */
static bool program_id_in(rs_store *s, bool pending, const char *hash, const char *name,
                          const char *path, long long *id, cc_error *err, const char *op) {
  sqlite3_stmt *st = stmt(s, pending ? ST_PENDING_PROGRAM_INSERT : ST_PROGRAM_INSERT, err, op);
  if (!st) return false;
  bind_text(st, 1, hash);
  bind_text(st, 2, name);
  bind_text(st, 3, path);
  if (!step_done(s, st, err, op)) return false;
  st = stmt(s, pending ? ST_PENDING_PROGRAM_FIND : ST_PROGRAM_FIND, err, op);
  if (!st) return false;
  bind_text(st, 1, hash);
  if (!need_row(s, st, err, op, "program %s vanished", hash)) return false;
  *id = sqlite3_column_int64(st, 0);
  sqlite3_reset(st);
  return true;
}

bool rs_run_program(rs_run *r, const char *name, const char *path,
                    const char *content_hash, long long *program_id,
                    cc_error *err) {
  const char *op = "recording program";
  if (!run_usable(r, err, op)) return false;
  if (!content_hash || !*content_hash) {
    cc_error_set(err, r->s->path, 0, 0, "%s '%s': no content hash", op,
                 name ? name : "");
    r->failed = true;
    return false;
  }
  long long id = 0;
  if (!program_id_in(r->s, true, content_hash, name, path, &id, err, op)) {
    r->failed = true;
    return false;
  }
  if (program_id) *program_id = id;
  return true;
}

bool rs_run_verdict(rs_run *r, long long program_id, const char *check,
                    const char *subject, const char *outcome,
                    const char *detail, const char *witness, double seconds,
                    cc_error *err) {
  const char *op = "recording verdict";
  rs_store *s = r->s;
  if (!run_usable(r, err, op)) return false;
  if (!check || !*check || !outcome || !*outcome) {
    cc_error_set(err, s->path, 0, 0, "%s: %s missing", op,
                 !check || !*check ? "check name" : "outcome");
    r->failed = true;
    return false;
  }
  sqlite3_stmt *st = stmt(s, ST_PENDING_VERDICT_INSERT, err, op);
  if (!st) goto fail;
  sqlite3_bind_int64(st, 1, program_id);
  bind_text(st, 2, check);
  bind_text(st, 3, subject);
  bind_text(st, 4, outcome);
  bind_text(st, 5, detail);
  sqlite3_bind_double(st, 6, seconds);
  if (!step_done(s, st, err, op)) goto fail;

  if (sqlite3_changes(s->db) == 0) {
    /* Already recorded in this run (two files with the same contents are
     * one program): fine if it agrees, a contradiction otherwise. */
    st = stmt(s, ST_PENDING_VERDICT_OUTCOME, err, op);
    if (!st) goto fail;
    sqlite3_bind_int64(st, 1, program_id);
    bind_text(st, 2, check);
    bind_text(st, 3, subject);
    bool row;
    if (!step_row(s, st, &row, err, op)) goto fail;
    bool same = row && !strcmp(col_text(st, 0), outcome);
    if (!same)
      cc_error_set(err, s->path, 0, 0,
                   "%s: program %lld, check '%s', subject '%s' already has "
                   "outcome '%s' in this run, now '%s'",
                   op, program_id, check, subject ? subject : "",
                   row ? col_text(st, 0) : "?", outcome);
    sqlite3_reset(st);
    if (!same) goto fail;
    return true;
  }

  if (witness) {
    long long vid = sqlite3_last_insert_rowid(s->db);
    st = stmt(s, ST_PENDING_WITNESS_INSERT, err, op);
    if (!st) goto fail;
    sqlite3_bind_int64(st, 1, vid);
    bind_text(st, 2, witness);
    if (!step_done(s, st, err, "recording witness")) goto fail;
  }
  return true;
fail:
  r->failed = true;
  return false;
}

bool rs_run_picture(rs_run *r, long long program_id, const char *check,
                    const char *subject, const char *dot, cc_error *err) {
  const char *op = "recording picture";
  rs_store *s = r->s;
  if (!run_usable(r, err, op)) return false;
  sqlite3_stmt *st = stmt(s, ST_PENDING_VERDICT_FIND, err, op);
  if (!st) goto fail;
  sqlite3_bind_int64(st, 1, program_id);
  bind_text(st, 2, check);
  bind_text(st, 3, subject);
  bool row;
  if (!step_row(s, st, &row, err, op)) goto fail;
  long long vid = row ? sqlite3_column_int64(st, 0) : 0;
  sqlite3_reset(st);
  if (!row) {
    cc_error_set(err, s->path, 0, 0, "%s: no verdict '%s' '%s' of program %lld in this run", op,
                 check ? check : "", subject ? subject : "", program_id);
    goto fail;
  }
  st = stmt(s, ST_PENDING_PICTURE_INSERT, err, op);
  if (!st) goto fail;
  sqlite3_bind_int64(st, 1, vid);
  bind_text(st, 2, dot);
  if (!step_done(s, st, err, op)) goto fail;
  return true;
fail:
  r->failed = true;
  return false;
}

/* Runs one statement of the commit, binding ?1 to the run's id (> 0). */
static bool commit_step(rs_store *s, int which, long long id, cc_error *err, const char *op) {
  sqlite3_stmt *st = stmt(s, which, err, op);
  if (!st) return false;
  if (id > 0) sqlite3_bind_int64(st, 1, id);
  return step_done(s, st, err, op);
}

bool rs_run_commit(rs_run *r, double seconds, long long *run_id,
                   cc_error *err) {
  const char *op = "committing run";
  rs_store *s = r->s;
  /* the only write to the file: the run, its programs, verdicts and
   * witnesses, in one transaction */
  bool ok = run_usable(r, err, op) && exec(s, "BEGIN IMMEDIATE", err, op);
  sqlite3_stmt *st = ok ? stmt(s, ST_RUN_INSERT, err, op) : NULL;
  long long id = 0;
  if (st) {
    bind_text(st, 1, r->uid);
    bind_text(st, 2, r->started);
    bind_text(st, 3, PACKAGE_VERSION);
    bind_text(st, 4, r->command);
    bind_text(st, 5, r->options);
    if (r->threads > 0) sqlite3_bind_int(st, 6, r->threads);
    if (r->bound > 0) sqlite3_bind_int(st, 7, r->bound);
    sqlite3_bind_double(st, 8, seconds);
    ok = step_done(s, st, err, op);
    id = sqlite3_last_insert_rowid(s->db);
  } else {
    ok = false;
  }
  ok = ok && commit_step(s, ST_COMMIT_PROGRAMS, 0, err, op) &&
       commit_step(s, ST_COMMIT_VERDICTS, id, err, op) &&
       commit_step(s, ST_COMMIT_WITNESSES, id, err, op) &&
       commit_step(s, ST_COMMIT_PICTURES, id, err, op) && exec(s, "COMMIT", err, op);
  if (!ok) rollback(s);
  else if (run_id) *run_id = id;
  run_free(r);
  return ok;
}

void rs_run_abort(rs_run *r) {
  if (!r) return;
  run_free(r);
}

/* ---- queries ------------------------------------------------------------- */

long long rs_recent_run(rs_store *s, int back, cc_error *err) {
  const char *op = "finding recent run";
  sqlite3_stmt *st = stmt(s, ST_RECENT, err, op);
  if (!st) return -1;
  sqlite3_bind_int(st, 1, back < 0 ? 0 : back);
  bool row;
  if (!step_row(s, st, &row, err, op)) return -1;
  long long id = row ? sqlite3_column_int64(st, 0) : 0;
  sqlite3_reset(st);
  return id;
}

long long rs_last_run(rs_store *s, cc_error *err) {
  return rs_recent_run(s, 0, err);
}

/* Writes text that is already JSON as the value after a key. */
static void json_raw(cc_json *j, const char *text) {
  cc_buf_puts(j->out, text);
  j->after_key = false;
}

/* A member whose value is a string, or an integer. */
static void json_str(cc_json *j, const char *key, const char *v) {
  cc_json_key(j, key);
  cc_json_string(j, v);
}

static void json_int(cc_json *j, const char *key, long long v) {
  cc_json_key(j, key);
  cc_json_int(j, v);
}

static void json_int_or_null(cc_json *j, sqlite3_stmt *st, int col) {
  if (sqlite3_column_type(st, col) == SQLITE_NULL) cc_json_null(j);
  else cc_json_int(j, sqlite3_column_int64(st, col));
}

static void json_text_or_null(cc_json *j, sqlite3_stmt *st, int col) {
  if (sqlite3_column_type(st, col) == SQLITE_NULL) cc_json_null(j);
  else cc_json_string(j, col_text(st, col));
}

/* The run metadata of a RUN_COLS row, as the members of an object. */
static void put_run_members(cc_json *j, sqlite3_stmt *st) {
  json_int(j, "id", sqlite3_column_int64(st, RC_ID));
  json_str(j, "uid", col_text(st, RC_UID));
  json_str(j, "started", col_text(st, RC_STARTED));
  cc_json_key(j, "finished");
  json_text_or_null(j, st, RC_FINISHED);
  json_str(j, "version", col_text(st, RC_VERSION));
  json_str(j, "command", col_text(st, RC_COMMAND));
  cc_json_key(j, "options");
  if (sqlite3_column_int(st, RC_OPTIONS_VALID))
    json_raw(j, col_text(st, RC_OPTIONS));
  else
    cc_json_string(j, col_text(st, RC_OPTIONS));
  cc_json_key(j, "threads");
  json_int_or_null(j, st, RC_THREADS);
  cc_json_key(j, "bound");
  json_int_or_null(j, st, RC_BOUND);
  cc_json_key(j, "seconds");
  if (sqlite3_column_type(st, RC_SECONDS) == SQLITE_NULL) cc_json_null(j);
  else cc_json_double(j, sqlite3_column_double(st, RC_SECONDS));
  cc_json_key(j, "origin");
  json_text_or_null(j, st, RC_ORIGIN);
}

/* Verdict and program counts of one run. */
static bool run_counts(rs_store *s, long long id, long long *verdicts,
                       long long *programs, cc_error *err) {
  const char *op = "counting verdicts";
  sqlite3_stmt *st = stmt(s, ST_RUN_COUNTS, err, op);
  if (!st) return false;
  sqlite3_bind_int64(st, 1, id);
  bool row;
  if (!step_row(s, st, &row, err, op)) return false;
  *verdicts = row ? sqlite3_column_int64(st, 0) : 0;
  if (programs) *programs = row ? sqlite3_column_int64(st, 1) : 0;
  sqlite3_reset(st);
  return true;
}

/* "pass 12, fail 1" (text) or {"pass":12,"fail":1} (json) for one run. */
static bool put_outcomes(rs_store *s, long long id, cc_buf *out, cc_json *j,
                         cc_error *err) {
  const char *op = "counting outcomes";
  sqlite3_stmt *st = stmt(s, ST_RUN_OUTCOMES, err, op);
  if (!st) return false;
  sqlite3_bind_int64(st, 1, id);
  if (j) cc_json_begin_object(j);
  int n = 0;
  bool row, ok;
  while ((ok = step_row(s, st, &row, err, op)) && row) {
    if (j) {
      cc_json_key(j, col_text(st, 0));
      cc_json_int(j, sqlite3_column_int64(st, 1));
    } else {
      cc_buf_printf(out, "%s%s %lld", n ? ", " : "", col_text(st, 0),
                    sqlite3_column_int64(st, 1));
    }
    n++;
  }
  if (!ok) return false;
  sqlite3_reset(st);
  if (j) cc_json_end_object(j);
  else if (!n) cc_buf_puts(out, "no verdicts");
  return true;
}

static void text_bound(cc_buf *out, sqlite3_stmt *st, int col) {
  if (sqlite3_column_type(st, col) == SQLITE_NULL) cc_buf_printf(out, "%4s", "-");
  else cc_buf_printf(out, "%4lld", sqlite3_column_int64(st, col));
}

/* Starts a listing built apart in b, so that a failure leaves the
 * caller's buffer as it was; in JSON, as an object (finish_listing ends
 * both). */
static void begin_listing(cc_buf *b, cc_json *j, bool json) {
  cc_buf_init(b);
  cc_json_init(j, b);
  if (json) cc_json_begin_object(j);
}

/* The end of a listing: the JSON array and object closed, or a line saying
 * the listing is empty; the text appended to out when all went well. */
static bool finish_listing(bool ok, bool json, cc_json *j, cc_buf *b, int n,
                           const char *empty, cc_buf *out) {
  if (ok) {
    if (json) {
      cc_json_end_array(j);
      cc_json_end_object(j);
      cc_buf_putc(b, '\n');
    } else if (n == 0) {
      cc_buf_printf(b, "%s\n", empty);
    }
    cc_buf_putn(out, b->data ? b->data : "", b->len);
  }
  cc_buf_free(b);
  return ok;
}


/* The string member `key` of the options' JSON (our writer's, cli/record.c:
 * its escapes undone, line breaks as spaces); false if none. */
static bool rs_options_string(const char *options, const char *key, cc_buf *out) {
  char pat[64];
  snprintf(pat, sizeof pat, "\"%s\":\"", key);
  const char *c = options ? strstr(options, pat) : NULL;
  if (!c) return false;
  for (c += strlen(pat); *c && *c != '"'; c++) {
    if (*c == '\\' && c[1]) c++;
    cc_buf_putc(out, *c == '\n' || *c == '\r' ? ' ' : *c);
  }
  return true;
}

bool rs_options_command_line(const char *options, cc_buf *out) {
  return rs_options_string(options, "command_line", out);
}

void rs_options_context(const char *options, cc_buf *inputs, cc_buf *triples, cc_buf *opt) {
  const char *c = strstr(options, "\"context\":");
  if (!c) return;
  int n = 0;
  for (const char *p = strstr(c, "\"path\":\""); p; p = strstr(p + 1, "\"path\":\"")) {
    p += strlen("\"path\":\"");
    const char *e = strchr(p, '"');
    if (!e) break;
    cc_buf_printf(inputs, "%s%.*s", n++ ? ", " : "", (int)(e - p), p);
  }
  /* a run without inputs: what it read instead, in words (cli/record.c
   * "read": the shapes of a sweep, the families of readings) */
  const char *r = n ? NULL : strstr(c, "\"read\":\"");
  for (r = r ? r + 8 : NULL; r && *r && *r != '"'; r++) {
    if (*r == '\\' && r[1]) r++;
    cc_buf_putc(inputs, *r);
  }
  /* the triples and opt's version, without their quotes */
  const char *keys[2] = {"\"triple\":\"", "\"opt\":\""};
  cc_buf *outs[2] = {triples, opt};
  for (int k = 0; k < 2; k++) {
    int m = 0;
    for (const char *p = strstr(c, keys[k]); p; p = strstr(p + 1, keys[k])) {
      p += strlen(keys[k]);
      const char *e = strchr(p, '"');
      if (!e) break;
      cc_buf_printf(outs[k], "%s%.*s", m++ ? ", " : "", (int)(e - p), p);
    }
  }
}

/* Under a run of the list, what it read: "      on PATH, PATH (TRIPLE);
 * opt: VERSION" from the context recorded with its options, "on WORDS"
 * for a run without inputs that said what it read (nothing for a run
 * recorded without a context). */
static void put_context_line(cc_buf *b, const char *options) {
  cc_buf in, tr, op;
  cc_buf_init(&in), cc_buf_init(&tr), cc_buf_init(&op);
  rs_options_context(options, &in, &tr, &op);
  if (strstr(options, "\"context\":")) {
    /* a run that recorded neither inputs nor what it read (one made
     * before "read" was recorded): no "on" -- "(no input)" misled a new
     * user of a corpus run, which read a folder */
    if (in.len) cc_buf_printf(b, "      on %s", cc_buf_str(&in));
    if (in.len && tr.len) cc_buf_printf(b, " (%s)", cc_buf_str(&tr));
    if (op.len) cc_buf_printf(b, "%sopt: %s", in.len ? "; " : "      ", cc_buf_str(&op));
    if (in.len || op.len) cc_buf_putc(b, '\n');
    /* the inputs' content hashes (a new user found them only in --json) */
    int nh = 0;
    for (const char *h = strstr(options, "\"hash\":\""); h; h = strstr(h + 1, "\"hash\":\"")) {
      const char *e = strchr(h + 8, '"');
      if (!e) break;
      cc_buf_printf(b, "%s%.*s", nh++ ? ", " : "      content hash: ", (int)(e - h - 8), h + 8);
    }
    if (nh) cc_buf_putc(b, '\n');
    /* the command line as it was typed, so the run can be made again */
    cc_buf cl;
    cc_buf_init(&cl);
    if (rs_options_command_line(options, &cl)) cc_buf_printf(b, "      $ %s\n", cc_buf_str(&cl));
    cc_buf_free(&cl);
    /* where it ran, when not here: the line's relative paths are there
     * (a new user's corpus run "on ." re-ran only from its folder) */
    cc_buf wd;
    cc_buf_init(&wd);
    char here[4096];
    if (rs_options_string(options, "cwd", &wd) && (!getcwd(here, sizeof here) || strcmp(here, cc_buf_str(&wd))))
      cc_buf_printf(b, "      (run in %s)\n", cc_buf_str(&wd));
    cc_buf_free(&wd);
  }
  cc_buf_free(&in), cc_buf_free(&tr), cc_buf_free(&op);
}

bool rs_list_runs(rs_store *s, cc_buf *out, bool json, cc_error *err) {
  const char *op = "listing runs";
  sqlite3_stmt *st = stmt(s, ST_RUNS, err, op);
  if (!st) return false;
  /* Built apart, so a failure leaves `out` as it was. */
  cc_buf b;
  cc_json j;
  begin_listing(&b, &j, json);
  if (json) {
    json_str(&j, "store", s->path);
    json_int(&j, "schema_version", s->version);
    cc_json_key(&j, "runs");
    cc_json_begin_array(&j);
  }
  int n = 0;
  bool row, ok = true;
  while ((ok = step_row(s, st, &row, err, op)) && row) {
    long long id = sqlite3_column_int64(st, RC_ID);
    long long verdicts, programs;
    if (!(ok = run_counts(s, id, &verdicts, &programs, err))) break;
    if (json) {
      cc_json_begin_object(&j);
      put_run_members(&j, st);
      json_int(&j, "programs", programs);
      json_int(&j, "verdicts", verdicts);
      cc_json_key(&j, "outcomes");
      if (!(ok = put_outcomes(s, id, &b, &j, err))) break;
      cc_json_end_object(&j);
    } else {
      if (n == 0)
        cc_buf_printf(&b, "%4s  %-20s  %-10s%4s %4s %10s  %s\n", "id",
                      "started", "command", "k", "L", "seconds", "verdicts");
      cc_buf_printf(&b, "%4lld  %-20s  %-10s", id,
                    col_text(st, RC_STARTED), col_text(st, RC_COMMAND));
      text_bound(&b, st, RC_THREADS);
      cc_buf_putc(&b, ' ');
      text_bound(&b, st, RC_BOUND);
      cc_buf_printf(&b, " %10.2f  ", sqlite3_column_double(st, RC_SECONDS));
      if (!(ok = put_outcomes(s, id, &b, NULL, err))) break;
      cc_buf_putc(&b, '\n');
      put_context_line(&b, col_text(st, RC_OPTIONS));
    }
    n++;
  }
  sqlite3_reset(st);
  return finish_listing(ok, json, &j, &b, n, "no runs recorded", out);
}

/* The statement stepped onto the row (RUN_COLS) of the complete run `id`,
 * for the caller to read and reset; NULL, with the error, when the store
 * has no such run. */
static sqlite3_stmt *run_row(rs_store *s, long long id, cc_error *err,
                             const char *op) {
  sqlite3_stmt *st = stmt(s, ST_RUN_GET, err, op);
  if (!st) return NULL;
  sqlite3_bind_int64(st, 1, id);
  return need_row(s, st, err, op, "no run %lld here", id) ? st : NULL;
}

/* Fails unless `id` is a complete run of the store. */
static bool run_exists(rs_store *s, long long id, cc_error *err,
                       const char *op) {
  sqlite3_stmt *st = run_row(s, id, err, op);
  if (st) sqlite3_reset(st);
  return st != NULL;
}

/* Appends `text`, each line after the first indented by `indent`. */
static void put_indented(cc_buf *b, const char *text, const char *indent) {
  for (const char *p = text; *p; p++) {
    cc_buf_putc(b, *p);
    if (*p == '\n' && p[1]) cc_buf_puts(b, indent);
  }
}

/* What two runs were made with, as compared by rs_diff_runs. */
typedef struct rsI_context {
  char command[64], version[64], options[8192];
  int threads, bound;
} rsI_context;

static bool run_context(rs_store *s, long long id, rsI_context *c, cc_error *err, const char *op) {
  sqlite3_stmt *st = run_row(s, id, err, op);
  if (!st) return false;
  snprintf(c->command, sizeof c->command, "%s", col_text(st, RC_COMMAND));
  snprintf(c->version, sizeof c->version, "%s", col_text(st, RC_VERSION));
  snprintf(c->options, sizeof c->options, "%s", col_text(st, RC_OPTIONS));
  c->threads = sqlite3_column_int(st, RC_THREADS);
  c->bound = sqlite3_column_int(st, RC_BOUND);
  sqlite3_reset(st);
  return true;
}

/* The value after key in a run's recorded context (our own JSON: a string,
 * or an array up to its closing bracket; for "triple", every triple
 * listed), into out; "" if absent. */
static void context_part(const char *ctx, const char *key, char *out, size_t n) {
  cc_buf b;
  cc_buf_init(&b);
  for (const char *p = strstr(ctx, key); p; p = strstr(p + 1, key)) {
    p += strlen(key);
    const char *e = *p == '[' ? strchr(p, ']') : *p == '"' ? strchr(p + 1, '"') : NULL;
    if (!e) break;
    /* the triples of the inputs, each distinct one once: a transform's
     * BEFORE and AFTER of one triple are that triple (a new user read
     * "the target triples differ" between runs all on amdgcn) */
    char v[300];
    snprintf(v, sizeof v, "%.*s", (int)(e - p + 1), p);
    const char *seen = strstr(cc_buf_str(&b), v);
    size_t vl = strlen(v);
    bool dup = seen && (seen == cc_buf_str(&b) || seen[-1] == ' ') && (seen[vl] == 0 || seen[vl] == ' ');
    if (!dup) {
      if (cc_buf_str(&b)[0]) cc_buf_putc(&b, ' ');
      cc_buf_puts(&b, v);
    }
    if (strcmp(key, "\"triple\":")) break; /* one value */
  }
  snprintf(out, n, "%s", cc_buf_str(&b));
  cc_buf_free(&b);
}

/* The end of the JSON value that starts at p (within e): a string with its
 * escapes, an object or array to its matching bracket, or a scalar up to
 * the next comma or closing bracket at its level. */
static const char *json_value_end(const char *p, const char *e) {
  int depth = 0;
  bool str = false;
  for (; p < e; p++) {
    if (str) {
      if (*p == '\\' && p + 1 < e) p++;
      else if (*p == '"') {
        str = false;
        if (!depth) return p + 1;
      }
    } else if (*p == '"') str = true;
    else if (*p == '{' || *p == '[') depth++;
    else if (*p == '}' || *p == ']') {
      if (!depth) return p;
      if (!--depth) return p + 1;
    } else if (*p == ',' && !depth) return p;
  }
  return e;
}

/* The value of member `key` (with its quotes) in the flat object text
 * [o, o+n): its span, or false when the object has no such member. */
static bool json_member(const char *o, size_t n, const char *key, size_t klen, const char **v,
                        size_t *vlen) {
  const char *e = o + n, *p = o;
  if (p < e && *p == '{') p++;
  while (p < e && *p == '"') {
    const char *k = p, *ke = json_value_end(p, e);
    if (ke >= e || *ke != ':') return false;
    const char *ve = json_value_end(ke + 1, e);
    if ((size_t)(ke - k) == klen && !memcmp(k, key, klen)) {
      *v = ke + 1, *vlen = (size_t)(ve - ke - 1);
      return true;
    }
    p = ve < e && *ve == ',' ? ve + 1 : e;
  }
  return false;
}

/* "NAME V1 (run A), V2 (run B)" for each top-level option whose value
 * differs between the two runs' options (our own writer's flat JSON, cut
 * before the context), "; " between them. */
static void option_differences(const char *a, size_t la, const char *b, size_t lb, long long ia,
                               long long ib, cc_buf *out) {
  for (int side = 0; side < 2; side++) {
    const char *o = side ? b : a, *other = side ? a : b;
    size_t n = side ? lb : la, on = side ? la : lb;
    const char *e = o + n, *p = o;
    if (p < e && *p == '{') p++;
    while (p < e && *p == '"') {
      const char *k = p, *ke = json_value_end(p, e);
      if (ke >= e || *ke != ':') break;
      const char *ve = json_value_end(ke + 1, e);
      const char *v2 = NULL;
      size_t l2 = 0;
      bool has = json_member(other, on, k, (size_t)(ke - k), &v2, &l2);
      bool differs = !has || l2 != (size_t)(ve - ke - 1) || memcmp(v2, ke + 1, l2);
      if (differs && (!side || !has)) { /* a member of both: said once */
        const char *va = side ? v2 : ke + 1, *vb = side ? ke + 1 : v2;
        int na = side ? (int)l2 : (int)(ve - ke - 1), nb = side ? (int)(ve - ke - 1) : (int)l2;
        if (cc_buf_str(out)[0]) cc_buf_puts(out, "; ");
        cc_buf_printf(out, "%.*s %.*s (run %lld), %.*s (run %lld)", (int)(ke - k - 2), k + 1,
                      va ? na : 6, va ? va : "(none)", ia, vb ? nb : 6, vb ? vb : "(none)", ib);
      }
      p = ve < e && *ve == ',' ? ve + 1 : e;
    }
  }
}

/* A run's bounds in a sentence: "has k=2, L=12"; an --unbounded run (L=0
 * in the store, k=2) "has k=2 and every L (--unbounded)"; a corpus run
 * (each case has its own, k=0 and L=0) "has no bounds of its own". */
static void bounds_phrase(const rsI_context *c, char *buf, size_t n) {
  if (c->bound) snprintf(buf, n, "has k=%d, L=%d", c->threads, c->bound);
  else if (c->threads) snprintf(buf, n, "has k=%d and every L (--unbounded)", c->threads);
  else snprintf(buf, n, "has no bounds of its own");
}

/* The ways runs a and b were not made alike, one sentence each. */
static void context_warnings(const rsI_context *a, const rsI_context *b, long long ia, long long ib,
                             cc_strs *w) {
  char buf[2400];
  if (strcmp(a->command, b->command)) {
    snprintf(buf, sizeof buf, "run %lld is %s, run %lld is %s", ia, a->command, ib, b->command);
    CC_PUSH(*w, cc_strdup(buf));
  }
  if (a->threads != b->threads || a->bound != b->bound) {
    char ba[64], bb[64];
    bounds_phrase(a, ba, sizeof ba);
    bounds_phrase(b, bb, sizeof bb);
    snprintf(buf, sizeof buf, "run %lld %s, run %lld %s", ia, ba, ib, bb);
    CC_PUSH(*w, cc_strdup(buf));
  }
  /* the options, apart from the context a run records with them (the
   * command line, the inputs' hashes and triples, opt's version: compared
   * one by one below) */
  const char *ca = strstr(a->options, ",\"context\":"), *cb = strstr(b->options, ",\"context\":");
  if (!ca) ca = strstr(a->options, "\"context\":");
  if (!cb) cb = strstr(b->options, "\"context\":");
  size_t la = ca ? (size_t)(ca - a->options) : strlen(a->options);
  size_t lb = cb ? (size_t)(cb - b->options) : strlen(b->options);
  if (la != lb || memcmp(a->options, b->options, la)) {
    /* each option that differs, by name (a new user read a whole JSON
     * object cut at the context and had to find the difference) */
    cc_buf d;
    cc_buf_init(&d);
    option_differences(a->options, la, b->options, lb, ia, ib, &d);
    snprintf(buf, sizeof buf, "the options differ: %s", cc_buf_str(&d));
    cc_buf_free(&d);
    CC_PUSH(*w, cc_strdup(buf));
  }
  static const char *const parts[][2] = {{"\"inputs\":", "the inputs differ (content hash or path)"},
                                         {"\"triple\":", "the target triples differ"},
                                         {"\"opt\":", "opt's versions differ"}};
  for (size_t i = 0; ca && cb && i < sizeof parts / sizeof parts[0]; i++) {
    char va[600], vb[600];
    context_part(ca, parts[i][0], va, sizeof va);
    context_part(cb, parts[i][0], vb, sizeof vb);
    if (strcmp(va, vb)) {
      snprintf(buf, sizeof buf, "%s: run %lld %s, run %lld %s", parts[i][1], ia, *va ? va : "(none)",
               ib, *vb ? vb : "(none)");
      CC_PUSH(*w, cc_strdup(buf));
    }
  }
  if (strcmp(a->version, b->version)) {
    snprintf(buf, sizeof buf, "run %lld is convcheck %s, run %lld is convcheck %s", ia, a->version, ib,
             b->version);
    CC_PUSH(*w, cc_strdup(buf));
  }
}

bool rs_diff_runs(rs_store *s, long long run_a, long long run_b, cc_buf *out,
                  bool json, int *changed, cc_error *err) {
  const char *op = "comparing runs";
  long long na, nb;
  rsI_context ca, cb;
  if (!run_exists(s, run_a, err, op) || !run_exists(s, run_b, err, op) ||
      !run_counts(s, run_a, &na, NULL, err) ||
      !run_counts(s, run_b, &nb, NULL, err) || !run_context(s, run_a, &ca, err, op) ||
      !run_context(s, run_b, &cb, err, op))
    return false;
  cc_strs warnings = {0};
  context_warnings(&ca, &cb, run_a, run_b, &warnings);
  bool bounds_differ = ca.threads != cb.threads || ca.bound != cb.bound;
  sqlite3_stmt *st = stmt(s, ST_DIFF, err, op);
  if (!st) return false;
  sqlite3_bind_int64(st, 1, run_a);
  sqlite3_bind_int64(st, 2, run_b);

  cc_buf lines;
  cc_buf_init(&lines);
  cc_json j;
  cc_json_init(&j, &lines);
  if (json) cc_json_begin_array(&j);
  int nchanged = 0, nadded = 0, nremoved = 0;
  bool row, ok;
  while ((ok = step_row(s, st, &row, err, op)) && row) {
    const char *name = col_text(st, 0), *hash = col_text(st, 1),
               *check = col_text(st, 2), *subject = col_text(st, 3),
               *detail = col_text(st, 6);
    bool has_a = sqlite3_column_type(st, 4) != SQLITE_NULL;
    bool has_b = sqlite3_column_type(st, 5) != SQLITE_NULL;
    const char *before = col_text(st, 4), *after = col_text(st, 5);
    const char *kind = has_a && has_b ? "changed" : has_b ? "added" : "removed";
    /* the same case whose file was edited between the runs */
    const char *hash_b = col_text(st, 7);
    bool edited = has_a && has_b && strcmp(hash, hash_b) != 0;
    if (has_a && has_b) nchanged++;
    else if (has_b) nadded++;
    else nremoved++;
    if (json) {
      cc_json_begin_object(&j);
      json_str(&j, "kind", kind);
      json_str(&j, "program", name);
      json_str(&j, "hash", hash);
      if (edited) json_str(&j, "hash_after", hash_b);
      cc_json_key(&j, "content_changed"), cc_json_bool(&j, edited);
      json_str(&j, "check", check);
      json_str(&j, "subject", subject);
      cc_json_key(&j, "before");
      if (has_a) cc_json_string(&j, before);
      else cc_json_null(&j);
      cc_json_key(&j, "after");
      if (has_b) cc_json_string(&j, after);
      else cc_json_null(&j);
      json_str(&j, "detail", detail);
      cc_json_end_object(&j);
    } else {
      cc_buf_printf(&lines, "  %-8s %s: %s%s%s: ", kind, name, check,
                    *subject ? " " : "", subject);
      if (has_a && has_b) cc_buf_printf(&lines, "%s -> %s", before, after);
      else cc_buf_puts(&lines, has_a ? before : after);
      if (edited) cc_buf_printf(&lines, " (%s changed between the runs)", col_text(st, 8));
      if (*detail) {
        cc_buf_puts(&lines, "\n             ");
        put_indented(&lines, detail, "             ");
      }
      cc_buf_putc(&lines, '\n');
    }
  }
  sqlite3_reset(st);
  if (!ok) {
    cc_buf_free(&lines);
    cc_strs_free(&warnings);
    return false;
  }
  int total = nchanged + nadded + nremoved;
  if (json) {
    cc_json_end_array(&j);
    cc_json jo;
    cc_json_init(&jo, out);
    cc_json_begin_object(&jo);
    json_int(&jo, "run_a", run_a);
    json_int(&jo, "run_b", run_b);
    json_int(&jo, "verdicts_a", na);
    json_int(&jo, "verdicts_b", nb);
    json_int(&jo, "differing", total); /* rows of "differences": changed + added + removed */
    cc_json_key(&jo, "bounds_differ"), cc_json_bool(&jo, bounds_differ);
    cc_json_key(&jo, "warnings");
    cc_json_begin_array(&jo);
    for (size_t i = 0; i < CC_SIZE(warnings); i++) cc_json_string(&jo, CC_AT(warnings, i));
    cc_json_end_array(&jo);
    cc_json_key(&jo, "counts");
    cc_json_begin_object(&jo);
    json_int(&jo, "changed", nchanged);
    json_int(&jo, "added", nadded);
    json_int(&jo, "removed", nremoved);
    cc_json_end_object(&jo);
    cc_json_key(&jo, "differences");
    json_raw(&jo, cc_buf_str(&lines));
    cc_json_end_object(&jo);
    cc_buf_putc(out, '\n');
  } else {
    for (size_t i = 0; i < CC_SIZE(warnings); i++)
      cc_buf_printf(out, "warning: the runs were not made alike, %s: a verdict may have changed with "
                         "that\n", CC_AT(warnings, i));
    cc_buf_printf(out, "run %lld (%lld %s) -> run %lld (%lld %s): ", run_a, na,
                  cc_plural(na, "verdict", "verdicts"), run_b, nb, cc_plural(nb, "verdict", "verdicts"));
    if (total == 0 && bounds_differ) {
      /* every outcome the same, but a verdict without a witness holds only
       * within its run's bounds: "no changes" hid that an --unbounded run's
       * "every L" became a bounded run's "within L=12" */
      char ba[64], bb[64];
      bounds_phrase(&ca, ba, sizeof ba);
      bounds_phrase(&cb, bb, sizeof bb);
      cc_buf_printf(out, "no outcome changed, but what the verdicts rest on did: run %lld %s, "
                         "run %lld %s (a verdict without a witness holds only within its run's "
                         "bounds)\n", run_a, ba, run_b, bb);
    } else if (total == 0)
      cc_buf_puts(out, "no changes\n");
    else
      cc_buf_printf(out, "%d changed, %d added, %d removed\n", nchanged,
                    nadded, nremoved);
    cc_buf_putn(out, cc_buf_str(&lines), lines.len);
  }
  cc_buf_free(&lines);
  cc_strs_free(&warnings);
  if (changed) *changed = total;
  return true;
}

/* One CSV field (RFC 4180: quoted when it holds a separator, quote or line
 * break; quotes doubled). */
static void csv_field(cc_buf *b, const char *s, bool last) {
  if (strpbrk(s, ",\"\r\n")) {
    cc_buf_putc(b, '"');
    for (const char *p = s; *p; p++) {
      if (*p == '"') cc_buf_putc(b, '"');
      cc_buf_putc(b, *p);
    }
    cc_buf_putc(b, '"');
  } else {
    cc_buf_puts(b, s);
  }
  cc_buf_putc(b, last ? '\n' : ',');
}

/* Copies the rows of store in that statement copy_st selects for verdict
 * old_id (ncols columns each) into store o, through insert_st, under
 * verdict new_id (the witnesses, the pictures of a merged verdict). */
static bool copy_rows(rs_store *in, int copy_st, rs_store *o, int insert_st, int ncols,
                      long long old_id, long long new_id, cc_error *err, const char *op_read,
                      const char *op) {
  sqlite3_stmt *rs = stmt(in, copy_st, err, op_read);
  if (!rs) return false;
  sqlite3_bind_int64(rs, 1, old_id);
  bool ok, row;
  while ((ok = step_row(in, rs, &row, err, op_read)) && row) {
    sqlite3_stmt *st = stmt(o, insert_st, err, op);
    if (!(ok = st != NULL)) break;
    sqlite3_bind_int64(st, 1, new_id);
    for (int i = 0; i < ncols; i++) sqlite3_bind_value(st, i + 2, sqlite3_column_value(rs, i));
    if (!(ok = step_done(o, st, err, op))) break;
  }
  sqlite3_reset(rs);
  return ok;
}

bool rs_export(rs_store *s, long long run_id, bool json, cc_buf *out,
               cc_error *err) {
  const char *op = "exporting run";
  sqlite3_stmt *meta = run_row(s, run_id, err, op);
  if (!meta) return false;
  cc_buf b;
  cc_json j;
  begin_listing(&b, &j, json);
  if (json) {
    cc_json_key(&j, "run");
    cc_json_begin_object(&j);
    put_run_members(&j, meta);
    cc_json_end_object(&j);
    cc_json_key(&j, "verdicts");
    cc_json_begin_array(&j);
  } else {
    cc_buf_puts(&b, "run,program,path,hash,check,subject,outcome,detail,"
                    "seconds,witness\n");
  }
  sqlite3_reset(meta);

  sqlite3_stmt *st = stmt(s, ST_EXPORT, err, op);
  bool ok = st != NULL, row;
  if (st) sqlite3_bind_int64(st, 1, run_id);
  while (ok && (ok = step_row(s, st, &row, err, op)) && row) {
    bool has_witness = sqlite3_column_type(st, 8) != SQLITE_NULL;
    double secs = sqlite3_column_double(st, 7);
    if (json) {
      static const char *const keys[] = {"program", "path",    "hash",
                                         "check",   "subject", "outcome",
                                         "detail"};
      cc_json_begin_object(&j);
      for (int i = 0; i < 7; i++) {
        cc_json_key(&j, keys[i]);
        cc_json_string(&j, col_text(st, i));
      }
      cc_json_key(&j, "seconds");
      cc_json_double(&j, secs);
      cc_json_key(&j, "witness");
      json_text_or_null(&j, st, 8);
      cc_json_end_object(&j);
    } else {
      char num[64];
      snprintf(num, sizeof num, "%lld", run_id);
      csv_field(&b, num, false);
      for (int i = 0; i < 7; i++) csv_field(&b, col_text(st, i), false);
      snprintf(num, sizeof num, "%.6g", secs);
      csv_field(&b, num, false);
      csv_field(&b, has_witness ? col_text(st, 8) : "", true);
    }
  }
  if (st) sqlite3_reset(st);
  if (ok) {
    if (json) {
      cc_json_end_array(&j);
      cc_json_end_object(&j);
      cc_buf_putc(&b, '\n');
    }
    cc_buf_putn(out, b.data ? b.data : "", b.len);
  }
  cc_buf_free(&b);
  return ok;
}

/* ---- merging -------------------------------------------------------------- */

/* Copies the complete runs of `in` into `o` (inside o's transaction). */
static bool merge_one(rs_store *o, rs_store *in, int *copied, int *skipped,
                      cc_error *err) {
  const char *op_read = "reading runs to merge";
  const char *op = "merging runs";
  sqlite3_stmt *runs = stmt(in, ST_RUNS, err, op_read);
  if (!runs) return false;
  bool row, ok = true;
  while (ok && (ok = step_row(in, runs, &row, err, op_read)) && row) {
    sqlite3_stmt *st = stmt(o, ST_UID_EXISTS, err, op);
    if (!(ok = st != NULL)) break;
    sqlite3_bind_value(st, 1, sqlite3_column_value(runs, RC_UID));
    bool present;
    if (!(ok = step_row(o, st, &present, err, op))) break;
    sqlite3_reset(st);
    if (present) {
      (*skipped)++;
      continue;
    }

    st = stmt(o, ST_RUN_COPY, err, op);
    if (!(ok = st != NULL)) break;
    static const int cols[] = {RC_UID,     RC_STARTED, RC_FINISHED,
                               RC_VERSION, RC_COMMAND, RC_OPTIONS,
                               RC_THREADS, RC_BOUND,   RC_SECONDS};
    for (int i = 0; i < 9; i++)
      sqlite3_bind_value(st, i + 1, sqlite3_column_value(runs, cols[i]));
    /* Where the run was recorded: kept through repeated merges. */
    if (sqlite3_column_type(runs, RC_ORIGIN) != SQLITE_NULL)
      sqlite3_bind_value(st, 10, sqlite3_column_value(runs, RC_ORIGIN));
    else
      bind_text(st, 10, in->path);
    if (!(ok = step_done(o, st, err, op))) break;
    long long new_run = sqlite3_last_insert_rowid(o->db);
    (*copied)++;

    sqlite3_stmt *vs = stmt(in, ST_VERDICTS_COPY, err, op_read);
    if (!(ok = vs != NULL)) break;
    sqlite3_bind_int64(vs, 1, sqlite3_column_int64(runs, RC_ID));
    bool vrow;
    while (ok && (ok = step_row(in, vs, &vrow, err, op_read)) && vrow) {
      long long pid;
      if (!(ok = program_id_in(o, false, col_text(vs, 1), col_text(vs, 2),
                                col_text(vs, 3), &pid, err, op)))
        break;
      st = stmt(o, ST_VERDICT_COPY_INSERT, err, op);
      if (!(ok = st != NULL)) break;
      sqlite3_bind_int64(st, 1, new_run);
      sqlite3_bind_int64(st, 2, pid);
      for (int i = 4; i <= 8; i++)
        sqlite3_bind_value(st, i - 1, sqlite3_column_value(vs, i));
      if (!(ok = step_done(o, st, err, op))) break;
      long long new_verdict = sqlite3_last_insert_rowid(o->db);

      ok = copy_rows(in, ST_WITNESSES_COPY, o, ST_WITNESS_INSERT, 1, sqlite3_column_int64(vs, 0),
                     new_verdict, err, op_read, op);
      if (!ok || in->version < 2) continue; /* version 1 has no pictures */
      ok = copy_rows(in, ST_PICTURES_COPY, o, ST_PICTURE_INSERT, 2, sqlite3_column_int64(vs, 0),
                     new_verdict, err, op_read, op);
    }
    sqlite3_reset(vs);
  }
  sqlite3_reset(runs);
  return ok;
}

static bool same_file(const char *a, const char *b) {
  struct stat sa, sb;
  return stat(a, &sa) == 0 && stat(b, &sb) == 0 && sa.st_dev == sb.st_dev &&
         sa.st_ino == sb.st_ino;
}

bool rs_merge_counted(const char *out_path, int n,
                      const char *const *in_paths, int *copied, int *skipped,
                      cc_error *err) {
  int ncopied = 0, nskipped = 0;
  if (copied) *copied = 0;
  if (skipped) *skipped = 0;
  if (!out_path || !*out_path) {
    cc_error_set(err, "", 0, 0, "merging runs: no output file given");
    return false;
  }
  /* Check every input before touching the output. */
  for (int i = 0; i < n; i++) {
    if (same_file(in_paths[i], out_path)) {
      cc_error_set(err, in_paths[i], 0, 0,
                   "merging runs: an input may not be the output file");
      return false;
    }
    rs_store *in = rs_open_existing(in_paths[i], err);
    if (!in) return false;
    rs_close(in);
  }
  struct stat sb;
  bool existed = stat(out_path, &sb) == 0;
  rs_store *o = rs_open(out_path, err);
  if (!o) return false;
  bool ok = exec(o, "BEGIN IMMEDIATE", err, "merging runs");
  for (int i = 0; ok && i < n; i++) {
    rs_store *in = rs_open_existing(in_paths[i], err);
    ok = in && merge_one(o, in, &ncopied, &nskipped, err);
    rs_close(in);
  }
  if (ok) ok = exec(o, "COMMIT", err, "merging runs");
  if (!ok) rollback(o);
  rs_close(o);
  if (!ok && !existed) unlink(out_path);
  if (ok) {
    if (copied) *copied = ncopied;
    if (skipped) *skipped = nskipped;
  }
  return ok;
}

bool rs_merge(const char *out_path, int n, const char *const *in_paths,
              cc_error *err) {
  return rs_merge_counted(out_path, n, in_paths, NULL, NULL, err);
}

/* ---- totals ----------------------------------------------------------------
 * Per check: the distinct programs (by content hash) and the verdicts per
 * outcome, over one run or every complete run.  Programs are counted by
 * content, so the shards of a sweep merged into one file give the totals
 * of the unsharded run. */
bool rs_totals(rs_store *s, long long run_id, bool json, cc_buf *out,
               cc_error *err) {
  const char *op = "counting verdicts";
  if (run_id > 0 && !run_exists(s, run_id, err, op)) return false;
  sqlite3_stmt *checks = stmt(s, ST_TOTAL_CHECKS, err, op);
  if (!checks) return false;
  sqlite3_bind_int64(checks, 1, run_id > 0 ? run_id : 0);
  cc_buf b;
  cc_json j;
  begin_listing(&b, &j, json);
  if (json) {
    cc_json_key(&j, "run");
    if (run_id > 0) cc_json_int(&j, run_id);
    else cc_json_string(&j, "all");
    cc_json_key(&j, "checks");
    cc_json_begin_array(&j);
  }
  bool row, ok = true;
  int n = 0;
  while ((ok = step_row(s, checks, &row, err, op)) && row) {
    char *name = cc_strdup(col_text(checks, 0));
    long long programs = sqlite3_column_int64(checks, 1);
    long long verdicts = sqlite3_column_int64(checks, 2);
    if (json) {
      cc_json_begin_object(&j);
      json_str(&j, "check", name);
      json_int(&j, "programs", programs);
      json_int(&j, "verdicts", verdicts);
      cc_json_key(&j, "outcomes");
      cc_json_begin_object(&j);
    } else {
      cc_buf_printf(&b, "%s: %lld %s, %lld %s:", name, programs, cc_plural(programs, "program", "programs"),
                    verdicts, cc_plural(verdicts, "verdict", "verdicts"));
    }
    /* The outcomes of this check (a second statement: `checks` stays open). */
    sqlite3_stmt *oc = stmt(s, ST_TOTAL_OUTCOMES, err, op);
    if (!oc) {
      ok = false;
      free(name);
      break;
    }
    sqlite3_bind_int64(oc, 1, run_id > 0 ? run_id : 0);
    bool orow;
    while ((ok = step_row(s, oc, &orow, err, op)) && orow) {
      if (strcmp(col_text(oc, 0), name)) continue;
      if (json) {
        cc_json_key(&j, col_text(oc, 1));
        cc_json_int(&j, sqlite3_column_int64(oc, 2));
      } else {
        cc_buf_printf(&b, " %s %lld", col_text(oc, 1),
                      (long long)sqlite3_column_int64(oc, 2));
      }
    }
    sqlite3_reset(oc);
    free(name);
    if (!ok) break;
    if (json) {
      cc_json_end_object(&j);
      cc_json_end_object(&j);
    } else {
      cc_buf_putc(&b, '\n');
    }
    n++;
  }
  sqlite3_reset(checks);
  return finish_listing(ok, json, &j, &b, n, "no verdicts recorded", out);
}

/* ---- reading runs and verdicts one by one (the HTML report) -------------- */

int rs_schema_version(const rs_store *s) { return s->version; }

bool rs_each_run(rs_store *s, bool (*fn)(void *arg, const rs_run_row *run), void *arg,
                 cc_error *err) {
  const char *op = "reading runs";
  sqlite3_stmt *st = stmt(s, ST_RUNS, err, op);
  if (!st) return false;
  /* copied out first: fn may query the store */
  CC_STACK(rs_run_row) rows = {0};
  bool row, ok;
  while ((ok = step_row(s, st, &row, err, op)) && row) {
    rs_run_row r;
    memset(&r, 0, sizeof r);
    r.id = sqlite3_column_int64(st, RC_ID);
    r.uid = cc_strdup(col_text(st, RC_UID));
    r.started = cc_strdup(col_text(st, RC_STARTED));
    r.finished = cc_strdup(col_text(st, RC_FINISHED));
    r.version = cc_strdup(col_text(st, RC_VERSION));
    r.command = cc_strdup(col_text(st, RC_COMMAND));
    r.options = cc_strdup(col_text(st, RC_OPTIONS));
    r.origin = sqlite3_column_type(st, RC_ORIGIN) == SQLITE_NULL ? NULL
                                                                  : cc_strdup(col_text(st, RC_ORIGIN));
    r.threads = sqlite3_column_int(st, RC_THREADS);
    r.bound = sqlite3_column_int(st, RC_BOUND);
    r.seconds = sqlite3_column_double(st, RC_SECONDS);
    CC_PUSH(rows, r);
  }
  sqlite3_reset(st);
  for (size_t i = 0; ok && i < CC_SIZE(rows); i++) {
    rs_run_row *r = &CC_AT(rows, i);
    ok = run_counts(s, r->id, &r->verdicts, &r->programs, err);
    if (ok) {
      cc_buf oc;
      cc_buf_init(&oc);
      ok = put_outcomes(s, r->id, &oc, NULL, err);
      r->outcomes = cc_strdup(cc_buf_str(&oc));
      cc_buf_free(&oc);
    }
  }
  for (size_t i = 0; ok && i < CC_SIZE(rows); i++)
    if (!fn(arg, &CC_AT(rows, i))) break;
  for (size_t i = 0; i < CC_SIZE(rows); i++) {
    rs_run_row *r = &CC_AT(rows, i);
    free((char *)r->uid), free((char *)r->started), free((char *)r->finished);
    free((char *)r->version), free((char *)r->command), free((char *)r->options);
    free((char *)r->origin), free((char *)r->outcomes);
  }
  CC_RELEASE(rows);
  return ok;
}

bool rs_each_verdict(rs_store *s, long long run_id,
                     bool (*fn)(void *arg, const rs_verdict_row *v), void *arg, cc_error *err) {
  const char *op = "reading verdicts";
  if (!run_exists(s, run_id, err, op)) return false;
  sqlite3_stmt *st = stmt(s, s->version >= 2 ? ST_EACH_VERDICT : ST_EACH_VERDICT_V1, err, op);
  if (!st) return false;
  sqlite3_bind_int64(st, 1, run_id);
  bool row, ok;
  while ((ok = step_row(s, st, &row, err, op)) && row) {
    rs_verdict_row v = {
        col_text(st, 0), col_text(st, 1), col_text(st, 2), col_text(st, 3),
        col_text(st, 4), col_text(st, 5), col_text(st, 6), sqlite3_column_double(st, 7),
        sqlite3_column_type(st, 8) == SQLITE_NULL ? NULL : col_text(st, 8),
        sqlite3_column_type(st, 9) == SQLITE_NULL ? NULL : col_text(st, 9)};
    if (!fn(arg, &v)) break;
  }
  sqlite3_reset(st);
  return ok;
}
