/* cli/engine_opts.h — options shared by the engine commands. */
#ifndef CLI_ENGINE_OPTS_H
#define CLI_ENGINE_OPTS_H

#include "cli/cli.h"
#include "cli/record.h"
#include "encode/smt.h"
#include "enumerate/enumerate.h"

typedef enum cli_engine { CLI_ENGINE_EXPLICIT = 0, CLI_ENGINE_SMT, CLI_ENGINE_BOTH } cli_engine;

typedef struct cli_engine_args {
  en_opts o;
  const char *file, *function, *why;
  bool json;
  bool controlled;      /* --controlled (mconv) */
  bool uncontrolled;    /* --uncontrolled (uniformity) */
  cli_engine engine;    /* --engine explicit|smt|both */
  unsigned timeout_ms;  /* --timeout MS (SMT), 0 = none */
  cli_record rec;       /* --db FILE, --no-db */
  smt_value_sem values; /* --values terms|smt (the SMT engine on .ll) */
  unsigned experimental; /* --experimental NAME (FE_EXP_*) */
  bool unbounded;       /* --unbounded: every trace length (unbounded/) */
} cli_engine_args;

/* Parses "--engine X" and "--timeout MS" (shared with converge); returns
 * 1 if argv[*i] was one of them (consuming its value), 0 if not, -1 on a
 * usage error (printed). */
int cli_engine_flag(const char *cmd, int argc, char **argv, int *i, cli_engine *engine,
                    unsigned *timeout_ms);

/* Returns -1 to go on, or the exit status (help printed, usage error). */
int cli_engine_args_parse(const char *cmd, const char *usage, int argc, char **argv,
                          cli_engine_args *a);
/* "k=2, L=12" (and how the run was limited). */
void cli_bounds_text(const en_run *r, char *buf, size_t size);

/* For a function with convergence tokens: which relation the run used,
 * and the tuples whose dynamic rules had no consistent relation. */
void cli_controlled_note(const en_run *r, cc_buf *out);

#endif
