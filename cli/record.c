/* cli/record.c — recording runs in the result store (cli/record.h). */
#include "cli/cli.h"

#include <stdlib.h>


void cli_record_init(cli_record *r) {
  memset(r, 0, sizeof *r);
  cc_error_clear(&r->err);
}

bool cli_record_begin(cli_record *r, const char *command, const char *options_json, int k,
                      int L) {
  r->t0 = cc_now();
  if (!r->db) return true;
  r->store = rs_open(r->db, &r->err);
  if (r->store) r->run = rs_run_begin(r->store, command, options_json, k, L, &r->err);
  if (!r->run) {
    cli_report(&r->err);
    rs_close(r->store);
    r->store = NULL;
    return false;
  }
  return true;
}

long long cli_record_program(cli_record *r, const char *path, const char *function) {
  if (!r->run || r->failed) return 0;
  size_t len = 0;
  cc_error e;
  cc_error_clear(&e);
  char *text = cc_read_file(path, FE_MAX_INPUT, &len, &e);
  if (!text) {
    r->err = e;
    r->failed = true;
    return 0;
  }
  /* one program per function of a file: the function's name seeds the
   * hash of the file's contents */
  uint64_t seed = function ? cc_hash_bytes(function, strlen(function), 0) : 0;
  char hash[32];
  snprintf(hash, sizeof hash, "%016llx", (unsigned long long)cc_hash_bytes(text, len, seed));
  free(text);
  return cli_record_program_hash(r, function ? function : path, path, hash);
}

long long cli_record_program_hash(cli_record *r, const char *name, const char *path,
                                  const char *hash) {
  long long id = 0;
  if (!r->run || r->failed) return 0;
  if (!rs_run_program(r->run, name, path, hash, &id, &r->err)) {
    r->failed = true;
    return 0;
  }
  return id;
}

void cli_record_verdict(cli_record *r, long long program, const char *check,
                        const char *subject, const char *outcome, const char *detail,
                        const char *witness, double seconds) {
  if (!r->run || r->failed) return;
  if (!rs_run_verdict(r->run, program, check, subject, outcome, detail, witness, seconds,
                      &r->err))
    r->failed = true;
}

void cli_record_picture(cli_record *r, long long program, const char *check,
                        const char *subject, const char *dot) {
  if (!r->run || r->failed || !dot || !*dot) return;
  if (!rs_run_picture(r->run, program, check, subject, dot, &r->err)) r->failed = true;
}

int cli_record_finish(cli_record *r, int rc) {
  if (!r->run) {
    rs_close(r->store);
    r->store = NULL;
    return rc;
  }
  long long id = 0;
  bool ok = false;
  if (r->failed) rs_run_abort(r->run);
  else ok = rs_run_commit(r->run, cc_now() - r->t0, &id, &r->err); /* frees the run */
  r->run = NULL;
  if (ok) {
    r->id = id;
    fprintf(stderr, "convcheck: recorded as run %lld in %s\n", id, r->db);
  } else {
    cli_report(&r->err);
    fprintf(stderr, "convcheck: the run was not recorded (%s is unchanged)\n", r->db);
    rc = CLI_ERROR;
  }
  rs_close(r->store);
  r->store = NULL;
  return rc;
}

void cli_record_abort(cli_record *r) {
  rs_run_abort(r->run);
  r->run = NULL;
  rs_close(r->store);
  r->store = NULL;
}

long long cli_record_program_text(cli_record *r, const char *name, const char *path,
                                  const char *text) {
  char hash[32];
  snprintf(hash, sizeof hash, "%016llx",
           (unsigned long long)cc_hash_bytes(text, strlen(text), 0));
  return cli_record_program_hash(r, name, path, hash);
}
