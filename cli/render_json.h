/* cli/render_json.h — JSON of results the libraries build as data (the
 * transform counterexample, a corpus case).  Prefix: cli_json_. */
#ifndef CLI_RENDER_JSON_H
#define CLI_RENDER_JSON_H

#include "check/check.h"
#include "transform/transform.h"

/* The counterexample of tf_check (transform/transform.h tf_cex) as one JSON
 * object: why, the input's decisions per thread, each program's traces per
 * thread (block names, and each block instance's column in the grouping
 * compared), the calls whose communicating sets differ with the
 * instruction and the threads it communicates with in each program, and
 * Z3's values when it decided the input. */
/* What "thread N" of a transform counterexample is (its text prints it
 * under the values, its JSON as "thread_numbers"): a new user took threads
 * 1 and 2 for lanes 0 and 1, where their ids are what Z3 chose. */
#define CLI_TF_THREADS                                                                   \
  "thread N numbers the counterexample's threads: a thread's ids and lane are the values " \
  "listed for it, free where none is, not N - 1"
void cli_json_tf_cex(cc_json *j, const cv_program *before, const cv_program *after,
                     const tf_cex *x);

/* The names of blocks b[0..n) of p as one JSON array. */
void cli_json_blocks(cc_json *j, const cv_program *p, const int *b, int n);
/* Cycle c of p as one JSON object: header, (with entries) the entries,
 * blocks and depth, in that order. */
void cli_json_cycle(cc_json *j, const cv_program *p, const cv_cycle *c, bool entries);

#endif
