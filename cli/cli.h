/* cli/ — the convcheck command line: one file per subcommand, dispatched
 * from the table in main.c, which also produces the usage text.  Prefix:
 * cli_.  Only this folder prints.
 *
 * Exit status (DESIGN §11): 0 = checked and holds, 1 = checked and fails
 * (counterexample), 2 = usage or input error. */
#ifndef CLI_CLI_H
#define CLI_CLI_H

#include "front/front.h"
#include "model/model.h"

#include <stdio.h>

enum { CLI_HOLDS = 0, CLI_FAILS = 1, CLI_ERROR = 2 };

typedef struct cli_command {
  const char *name;
  const char *summary;
  int (*run)(int argc, char **argv); /* argv[0] is the subcommand name */
} cli_command;

/* Prints "convcheck: file:line:col: error: msg" to stderr. */
void cli_report(const cc_error *e);
/* Prints a usage error for subcommand `cmd` and returns CLI_ERROR. */
int cli_usage_error(const char *cmd, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Parses a whole number in [lo, hi] for option `opt`; prints the error. */
bool cli_parse_int(const char *cmd, const char *opt, const char *text,
                   long lo, long hi, long *out);
/* Writes the buffer to stdout; reports a write failure (full disk). */
int cli_write(const cc_buf *b);
/* Loads FILE; selects `function` if non-NULL (error if absent). */
cv_module *cli_load(const char *path, fe_cases *cases, cc_error *err);
/* Loads FILE and, when function is given, checks that it is there;
 * reports the problem and returns NULL otherwise. */
cv_module *cli_load_checked(const char *path, const char *function);
/* The same two with experimental .cfg extensions (FE_EXP_*) switched on. */
cv_module *cli_load_ex(const char *path, fe_cases *cases, unsigned experimental,
                       cc_error *err);
cv_module *cli_load_checked_ex(const char *path, const char *function, unsigned experimental);
/* The same choosing the target of .ll files (front.h fe_ll_opts; NULL: the
 * module's triple). */
cv_module *cli_load_checked_target(const char *path, const char *function, unsigned experimental,
                                   const fe_ll_opts *target);
/* Parses "--mtriple T" / "--mtriple=T" (a triple LLVM has a target for, as
 * opt's -mtriple) into *mtriple: 1 if argv[*i] was it, 0 if not, -1 on a
 * usage error (printed). */
int cli_mtriple_flag(const char *cmd, int argc, char **argv, int *i, const char **mtriple);
#define CLI_MTRIPLE_USAGE \
  "  --mtriple T       the target, as opt's -mtriple: overrides the module's\n" \
  "                    `target triple` (model/target.h: amdgcn, nvptx; any other\n" \
  "                    architecture has no divergence; none: the generic model)\n"
/* Parses "--experimental NAME" / "--experimental=NAME" (docs/cfg-format.md
 * "Experimental") into *experimental; returns 1 if argv[*i] was it
 * (consuming the value), 0 if not, -1 on a usage error (printed). */
int cli_experimental_flag(const char *cmd, int argc, char **argv, int *i,
                          unsigned *experimental);
/* The usage line of that option. */
#define CLI_EXPERIMENTAL_USAGE \
  "  --experimental iterating-anchor   accept the experimental iterating_anchor\n" \
  "                         intrinsic of seed 002 in .cfg files (docs/cfg-format.md)\n"
/* The arguments of a command that takes only FILE, --function NAME,
 * --json and --help.  Returns -1 when they parse; otherwise the exit
 * status to return (0 after printing usage for --help, 2 after a usage
 * error). */
int cli_file_args(const char *cmd, const char *usage, int argc, char **argv,
                  const char **file, const char **function, bool *json);
/* Is stdout/stderr a terminal (progress is shown only then)? */
bool cli_stderr_is_tty(void);

/* Progress on a terminal (see progress.c). */
typedef struct cli_progress {
  const char *what;
  double start, last;
  bool active, shown;
} cli_progress;
void cli_progress_init(cli_progress *pr, const char *what);
void cli_progress_cb(void *arg, uint64_t done, uint64_t total);
void cli_progress_done(cli_progress *pr);

int cli_cmd_cycles(int argc, char **argv);
int cli_cmd_mconv(int argc, char **argv);
int cli_cmd_uniformity(int argc, char **argv);
int cli_cmd_analyze(int argc, char **argv);
int cli_cmd_audit(int argc, char **argv);
int cli_cmd_readings(int argc, char **argv);
int cli_cmd_converge(int argc, char **argv);
int cli_cmd_corpus(int argc, char **argv);
int cli_cmd_results(int argc, char **argv);
int cli_cmd_sweep(int argc, char **argv);
int cli_cmd_verify(int argc, char **argv);
int cli_cmd_transform(int argc, char **argv);

#endif
