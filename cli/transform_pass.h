/* cli/transform_pass.h — `transform --pass`: AFTER is opt's output
 * (cli/transform_pass.c).  Prefix: cli_tp_. */
#ifndef CLI_TRANSFORM_PASS_H
#define CLI_TRANSFORM_PASS_H

#include "cli/cli.h"
#include "transform/transform.h"

#include <stdbool.h>

typedef struct cli_tp {
  const char *opt, *pass;
  char *extra[34];          /* --opt-arg (at most 32) and -mtriple         */
  int nextra;
  const char *mtriple;      /* the triple opt runs with (NULL: none)        */
  bool triple_from_run;     /* taken from FILE's RUN line                   */
  char triple_arg[300], run_triple[256];
  char out[128];            /* opt's output, a temporary .ll ("" none)      */
  /* --pass P and FILE's RUN line runs opt -passes=P with further options
   * (cli_tp_run_line_args): run_args says them, space-separated ("" none);
   * run_args_used: they were passed to opt (no --opt-arg was given) */
  char run_args[1024], run_buf[1024];
  bool run_args_used;
  /* with --opt-arg: the RUN line's options no --opt-arg gave ("" none:
   * every one reached opt, through --opt-arg) */
  char run_missing[1024];
  bool has_run_line;        /* FILE has a RUN: line (an LLVM test's setting) */
} cli_tp;

/* The bounds and limits of the check (-k, -L, the readings,
 * --max-behaviours) into o, and opt's binary, --pass, --mtriple and the
 * --opt-args into tp: what every mode of `transform` reads alike. */
void cli_tp_from(const cli_ctx *ctx, tf_opts *o, cli_tp *tp);

/* The options a recorded run keeps (cli/record.c; `results diff` warns
 * when two runs' differ): what decides the verdict -- the pass or
 * pipeline, the triple, the readings, the bounds' limits. */
void cli_tp_options_json(const cli_ctx *ctx, const tf_opts *o, const cli_tp *tp, cc_buf *b);

/* The target triple opt runs with: --mtriple, else an -mtriple of
 * --opt-arg, else the file's RUN line's; appended to extra as -mtriple=T. */
bool cli_tp_triple(cli_tp *tp, const char *file); /* false: an error printed */

/* With --pass P: the options of FILE's first RUN line that runs opt
 * -passes=P (transform/transform.h tf_run_line_opt_args), passed to opt
 * as the test passes them unless --opt-arg gives opt's arguments; either
 * way kept in tp->run_args for the note that says which. */
void cli_tp_run_line_args(cli_tp *tp, const char *file);

/* Runs `opt -passes=PASS` on file into tp->out, with the target triple
 * chosen as cli_doc_transform says; reports an error (exit status 2 for the
 * caller) and returns false. */
bool cli_tp_run(cli_tp *tp, const char *file, unsigned timeout_ms);

/* opt's command line as it runs (the binary, tp->extra: --opt-arg, the
 * RUN line's options, -mtriple; then -passes='PIPELINE' and tail, e.g.
 * "-S FILE"), shell-quoted where a word needs it, into buf. */
void cli_tp_command(const cli_tp *tp, const char *pipeline, const char *tail, char *buf,
                    size_t size);

/* opt's failure msg was InstCombine's fixpoint check (audit/
 * au_opt_fixpoint_pipeline): true, and a "note: ..." line appended to out
 * that says what it is and names OPTION 'PIPELINE' with
 * no-verify-fixpoint to run instead; false (out untouched) otherwise. */
bool cli_fixpoint_note(cc_buf *out, const char *msg, const char *option, const char *pipeline);

#endif
