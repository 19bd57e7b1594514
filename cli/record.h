/* cli/record.h — recording a command's run in the result store (results/):
 * the one way converge, mconv, readings, audit, sweep and corpus turn
 * their verdicts into rows.  A command records only when asked: --db FILE
 * or $CONVCHECK_DB (cli_parse sets `db`); otherwise every call here does
 * nothing.  A run is one transaction: it is visible only once
 * cli_record_finish commits it.  Solver time limits are recorded as
 * outcome "unknown" with the bounds reached, never as a verdict. */
#ifndef CLI_RECORD_H
#define CLI_RECORD_H

#include "results/results.h"

typedef struct cli_record {
  const char *db;    /* --db FILE or $CONVCHECK_DB; NULL: not recording      */
  rs_store *store;
  rs_run *run;
  bool failed;       /* a write failed: the run will not be committed */
  double t0;
  long long id;      /* the run's id once committed                          */
  /* what the run is made of, recorded with its options (cli_parse sets
   * them): the command line, the positional arguments (the inputs: each
   * file's content hash and target triple), opt's path for commands that
   * run it (its version) */
  int argc;
  char **argv;
  int ninputs;
  char **inputs;
  /* What a run without FILE arguments read, in words ("every shape of up
   * to 4 blocks"; set by the command before cli_record_begin; NULL: none):
   * recorded as the context's "read", which `results list` shows in place
   * of the inputs */
  const char *read;
  const char *opt;
  cc_error err;
} cli_record;

/* Not recording (db NULL) until a store is set. */
void cli_record_init(cli_record *r);

/* Opens the store and begins a run of `command` with the options as JSON
 * text, k and L (<= 0: not applicable).  Reports the problem and returns
 * false if the store cannot be opened (the caller exits 2).  Does nothing
 * (true) with --no-db. */
bool cli_record_begin(cli_record *r, const char *command, const char *options_json, int k,
                      int L);
/* The program: a function of a file, identified by the file's contents and
 * the function's name.  Returns its id (0 when not recording or after a
 * failure). */
long long cli_record_program(cli_record *r, const char *path, const char *function);
/* A program that is not one function of a file (a search space, e.g. the
 * CFG families of readings), identified by its description text. */
long long cli_record_program_text(cli_record *r, const char *name, const char *path,
                                  const char *text);
/* A program given by its content hash (e.g. a whole file's). */
long long cli_record_program_hash(cli_record *r, const char *name, const char *path,
                                  const char *hash);
/* One verdict (see rs_run_verdict); a failure is kept for cli_record_finish. */
/* The triple of a .ll text's `target triple = "T"` line, into out ("" if none). */
void cli_text_triple(const char *text, char *out, size_t n);

void cli_record_verdict(cli_record *r, long long program, const char *check,
                        const char *subject, const char *outcome, const char *detail,
                        const char *witness, double seconds);
/* A picture (DOT text, one digraph) of the verdict recorded just before
 * under (program, check, subject); nothing when not recording. */
void cli_record_picture(cli_record *r, long long program, const char *check,
                        const char *subject, const char *dot);
/* Commits the run (its id in r->id) and says so on stderr ("convcheck:
 * recorded as run N in DB").  Returns rc, or 2 (CLI_ERROR) if the run
 * could not be recorded (reported).  Closes the store either way. */
int cli_record_finish(cli_record *r, int rc);
/* Rolls the run back (an input error ended the command) and closes the
 * store. */
void cli_record_abort(cli_record *r);

#endif
