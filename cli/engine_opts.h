/* cli/engine_opts.h — options shared by the engine commands, read from
 * the run context (cli/options.h parses them). */
#ifndef CLI_ENGINE_OPTS_H
#define CLI_ENGINE_OPTS_H

#include "cli/cli.h"
#include "cli/record.h"
#include "encode/smt.h"
#include "enumerate/enumerate.h"

typedef enum cli_engine { CLI_ENGINE_EXPLICIT = 0, CLI_ENGINE_SMT, CLI_ENGINE_BOTH } cli_engine;

typedef struct cli_engine_args {
  en_opts o;            /* -k, -L, the readings, --max-tuples, --check-relations */
  const char *file, *function, *why;
  bool json, dot;       /* --json, --dot */
  bool controlled;      /* --controlled (mconv) */
  bool uncontrolled;    /* --uncontrolled (uniformity, audit) */
  cli_engine engine;    /* --engine explicit|smt|both */
  unsigned timeout_ms;  /* --timeout MS (SMT), 0 = none: the whole command's */
  double t_start;       /* the process's start (cli_deadline_start)          */
  unsigned call_ms;     /* the limit of the function being checked (cli_engine_share) */
  cli_record *rec;      /* the run context's recorder */
  unsigned experimental; /* --experimental NAME (FE_EXP_*) */
  bool unbounded;       /* --unbounded: every trace length (unbounded/) */
} cli_engine_args;

/* The options of the engine commands (mconv, uniformity, audit) from the
 * run context; false after a usage error (printed). */
bool cli_engine_args_from(cli_ctx *ctx, cli_engine_args *a);
/* a->call_ms: function f's share of what is left of --timeout, the
 * functions from f on that --function selects sharing it (cli_time_share). */
void cli_engine_share(cli_engine_args *a, const cv_module *m, int f);
/* When traces were cut at L: what would take them whole, "every path ends
 * within N blocks: -L N takes every trace whole", or "paths run past 256
 * blocks: --unbounded decides every L" (en_traces_bound); "" when the
 * search for the longest path was stopped (too many paths). */
void cli_cut_hint(const cv_program *p, int L, char *buf, size_t size);
/* For a run that cut no trace: "every path ends within N blocks: no L
 * cuts a trace" when the paths are finite (the bound then restricts
 * nothing), else "". */
void cli_whole_hint(const cv_program *p, char *buf, size_t size);
/* The options an engine command's run is recorded with (--db): the engine
 * ("explicit", "smt", "both", "unbounded"), every reading, whether the
 * relation is the controlled one, --timeout, --max-tuples and the file,
 * each with its effective value whichever engine ran, so that
 * `results diff` between an --unbounded run and a bounded one names only
 * what was chosen differently (a key one engine left out read "(none)"). */
void cli_engine_options_json(const cli_engine_args *a, const char *engine, bool controlled,
                             cc_buf *out);
/* "k=2, L=12" (and how the run was limited). */
void cli_bounds_text(const en_run *r, char *buf, size_t size);
/* What an SMT verdict's least fixed point rests on (smt_mconv_result's
 * relation): "relation: signature theorem, docs/unbounded.md" or
 * "relation: Kleene rounds proven enough by Z3". */
const char *cli_smt_relation_text(int relation);

/* For a function with convergence tokens: which relation the run used,
 * and the tuples whose dynamic rules had no consistent relation. */
void cli_controlled_note(const en_run *r, cc_buf *out);

#endif
