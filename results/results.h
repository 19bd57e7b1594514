/* results/ — the result store: an SQLite file recording runs of the
 * checker (version, options, bounds, time), the programs they looked at
 * (by content hash), one verdict per check and subject, witnesses and
 * timings; and the queries behind `convcheck results` (list, diff, export,
 * merge).  Prefix: rs_.
 *
 * Like every library here, it never prints and never exits: each SQLite
 * failure is recorded in the cc_error (file = the database path, line 0,
 * message = the operation and SQLite's explanation) and returned as
 * failure.
 *
 * Writes are transactional.  A run is kept aside (in TEMP tables of the
 * connection, no lock on the file) until rs_run_commit writes it in one
 * short transaction: nothing of it is visible until it commits, an
 * interrupted run (crash, kill, full disk) leaves the database as it was,
 * and several processes can record into one file at once (each waits at
 * most for another's commit).  Only runs whose status is 'complete' are
 * ever listed, diffed, exported or merged. */
#ifndef RS_RESULTS_H
#define RS_RESULTS_H

#include "base/base.h"

/* The database file used when no --db is given (working directory). */
#define RS_DEFAULT_DB "convcheck.db"

/* Version of the schema in results/store.c.  A file of version 1 (before
 * pictures) is read as it is and migrated to 2 when opened to be written
 * (rs_open); a file of another version is refused rather than misread. */
#define RS_SCHEMA_VERSION 2

typedef struct rs_store rs_store;

/* Opens the store at `path`, creating the file and the schema if the file
 * does not exist or is empty (a file it created is removed again if the
 * schema cannot be written).  Fails cleanly on a file that is not an
 * SQLite database, an SQLite database that is not a result store, or a
 * result store with another schema version. */
rs_store *rs_open(const char *path, cc_error *err);
/* The same, but the file must already exist: nothing is created.  For
 * readers (list, diff, export), which should not litter directories with
 * empty stores when given a wrong path. */
rs_store *rs_open_existing(const char *path, cc_error *err);
/* Closes the store; a run still open on it is rolled back and freed. */
void rs_close(rs_store *s);
/* The path the store was opened with. */
const char *rs_path(const rs_store *s);

/* ---- recording a run ----------------------------------------------------
 * At most one run is open on a store at a time.  After any failure of
 * rs_run_program or rs_run_verdict the run cannot be committed any more
 * (it would be incomplete): call rs_run_abort. */
typedef struct rs_run rs_run;

/* Starts a run of `command` (e.g. "corpus").  options_json: the options as
 * a JSON text (NULL = "{}"; must be valid JSON).  threads (k) and bound (L)
 * <= 0 are recorded as NULL (not applicable). */
/* What a run read, from the context cli/ records with its options
 * ("context": command line, inputs with hash and triple, opt's version):
 * the inputs' paths (or, for a run without inputs, the words its "read"
 * says it read), their triples and opt's version appended to the
 * buffers, ", "-separated (nothing for a run recorded without one). */
void rs_options_context(const char *options, cc_buf *inputs, cc_buf *triples, cc_buf *opt);
/* The command line the run was typed with (its "command_line", JSON
 * escapes undone, line breaks as spaces) appended to out; false (nothing
 * appended) for a run recorded without one. */
bool rs_options_command_line(const char *options, cc_buf *out);

rs_run *rs_run_begin(rs_store *s, const char *command,
                     const char *options_json, int threads, int bound,
                     cc_error *err);
/* Records (or finds) the program with this content hash (hex text) and
 * returns its id through *program_id.  Programs are shared between runs:
 * the name and path are those of the first recording. */
bool rs_run_program(rs_run *r, const char *name, const char *path,
                    const char *content_hash, long long *program_id,
                    cc_error *err);
/* Records the outcome of one check (e.g. "case", "mconv", "uniformity",
 * "audit") on one subject (a case name, a block name; NULL = "") of a
 * program: outcome is a short word ("pass", "fail", "error", "unknown",
 * "holds", ...), detail free text (NULL = ""), witness an optional
 * counterexample or explanation (NULL = none), seconds the time it took.
 * (program, check, subject) identifies a verdict within a run: recording
 * it twice with the same outcome is a no-op (two files with identical
 * contents are one program), with a different outcome an error. */
bool rs_run_verdict(rs_run *r, long long program_id, const char *check,
                    const char *subject, const char *outcome,
                    const char *detail, const char *witness, double seconds,
                    cc_error *err);
/* Attaches a picture (Graphviz DOT text, one digraph; render/) to the
 * verdict (program, check, subject) recorded before in this run; a
 * second picture of the verdict replaces the first. */
bool rs_run_picture(rs_run *r, long long program_id, const char *check,
                    const char *subject, const char *dot, cc_error *err);
/* Marks the run complete (finish time, total seconds) and commits it.
 * Returns the run's id through *run_id (may be NULL).  Always frees r: on
 * failure the run is rolled back. */
bool rs_run_commit(rs_run *r, double seconds, long long *run_id,
                   cc_error *err);
/* Rolls the run back and frees r (NULL is allowed). */
void rs_run_abort(rs_run *r);

/* ---- queries ------------------------------------------------------------
 * Text output is for people, JSON (compact, one document) for machines. */

/* One line per complete run: id, start time, command, k, L, seconds, and
 * the number of verdicts per outcome ("pass 12, fail 1"). */
bool rs_list_runs(rs_store *s, cc_buf *out, bool json, cc_error *err);
/* What changed from run_a to run_b: verdicts matched by program (its path
 * and name, or its content hash when it has no path) + check + subject
 * whose outcome differs, and verdicts present in only one of the runs
 * (added / removed); a verdict on a whole file (subject "": it did not
 * parse) against that file's parts in the other run is a change of each
 * part (store.c, ST_DIFF).  *changed (may be NULL) = the
 * number of such differences.  When the two runs were not made alike
 * (another command, other bounds, other options, another convcheck
 * version, other inputs, targets or opt: the context cli/ records with the
 * options) a warning says so before the differences (JSON: "warnings"):
 * a verdict may then have changed with them.  When no outcome changed but
 * the bounds did (an --unbounded run against a bounded one), the text says
 * so instead of "no changes" (JSON: "bounds_differ"): a verdict without a
 * witness holds only within its run's bounds. */
bool rs_diff_runs(rs_store *s, long long run_a, long long run_b, cc_buf *out,
                  bool json, int *changed, cc_error *err);
/* Every verdict of one run, as JSON (run metadata + verdicts) or as CSV
 * (RFC 4180, with a header line). */
bool rs_export(rs_store *s, long long run_id, bool json, cc_buf *out,
               cc_error *err);
/* Id of the most recent complete run (back = 0), the one before (back =
 * 1), ...; 0 if there is none, -1 on error. */
long long rs_recent_run(rs_store *s, int back, cc_error *err);
/* rs_recent_run(s, 0, err). */
long long rs_last_run(rs_store *s, cc_error *err);

/* Per check (e.g. "audit-ours"): the number of distinct programs (by
 * content hash), of verdicts, and of verdicts per outcome, over run_id
 * (> 0) or over every complete run (0).  Text: one line per check,
 * "CHECK: N programs, V verdicts: OUTCOME COUNT ...", outcomes in
 * alphabetical order; JSON: {"run", "checks": [{"check", "programs",
 * "verdicts", "outcomes": {OUTCOME: COUNT}}]}. */
bool rs_totals(rs_store *s, long long run_id, bool json, cc_buf *out,
               cc_error *err);

/* ---- reading runs and verdicts one by one ---------------------------------
 * The strings of a row live until fn returns; fn returns false to stop. */
typedef struct rs_run_row {
  long long id;
  const char *uid, *started, *finished, *version, *command, *options;
  const char *origin;        /* the file it was merged from; NULL: here     */
  int threads, bound;        /* 0: not applicable                           */
  double seconds;
  long long verdicts, programs;
  const char *outcomes;      /* "pass 12, fail 1"                           */
} rs_run_row;

typedef struct rs_verdict_row {
  const char *program, *path, *hash, *check, *subject, *outcome, *detail;
  double seconds;
  const char *witness;       /* NULL: none                                  */
  const char *picture;       /* DOT text; NULL: none (or a version 1 store) */
} rs_verdict_row;

/* The file's schema version (1: read without pictures). */
int rs_schema_version(const rs_store *s);
/* Every complete run, oldest first. */
bool rs_each_run(rs_store *s, bool (*fn)(void *arg, const rs_run_row *run), void *arg,
                 cc_error *err);
/* Every verdict of a run, in the order recorded. */
bool rs_each_verdict(rs_store *s, long long run_id,
                     bool (*fn)(void *arg, const rs_verdict_row *v), void *arg, cc_error *err);

/* ---- merging shard files --------------------------------------------------
 * Copies every complete run of the inputs into out_path (created if
 * needed), in input order, as one transaction: either all of them arrive
 * or none.  Programs are deduplicated by content hash.  Each run carries a
 * unique id of its own (runs.uid), so a run already present in the output
 * (merging the same shard twice) is skipped, not duplicated.  An input may
 * not be the output file.  If the output did not exist and the merge
 * fails, it is removed again. */
bool rs_merge(const char *out_path, int n, const char *const *in_paths,
              cc_error *err);
/* The same, reporting how many runs were copied and skipped (may be NULL). */
bool rs_merge_counted(const char *out_path, int n,
                      const char *const *in_paths, int *copied, int *skipped,
                      cc_error *err);

#endif
