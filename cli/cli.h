/* cli/ — the convcheck command line: one file per subcommand, dispatched
 * through the command table of cli/options.h, whose option table produces
 * every parser, usage text and the man page.  main.c builds one run
 * context (cli_ctx) and hands it to the command.  Prefix: cli_.  Only this
 * folder prints.
 *
 * Exit status (docs/design.md §11): 0 = checked and holds, 1 = checked and fails
 * (counterexample), 2 = usage or input error. */
#ifndef CLI_CLI_H
#define CLI_CLI_H

#include "cli/options.h"
#include "cli/record.h"
#include "crosscheck/xc.h"
#include "front/front.h"
#include "model/model.h"

#include <stdio.h>

enum { CLI_HOLDS = 0, CLI_FAILS = 1, CLI_ERROR = 2 };

/* One option's value in a run. */
typedef struct cli_value {
  bool given;      /* on the command line                                  */
  long num;        /* CLI_FLAG: 0/1; CLI_INT; CLI_CHOICE: the choice's index */
  const char *text;               /* CLI_TEXT (its default if not given)   */
  CC_STACK(const char *) list;    /* CLI_LIST, in the order given           */
} cli_value;

typedef struct cli_command cli_command;

/* The run context: built once by main.c (cli_ctx_init, cli_parse) and
 * passed to the command. */
typedef struct cli_ctx {
  const cli_command *cmd;
  cli_value opt[CLI_NOPTIONS];   /* every option of the table               */
  cv_readings rd;                /* the readings given, defaults otherwise  */
  bool rd_given[CV_NREADINGS];
  int nargs;                     /* the positional arguments                */
  char **args;
  cli_record rec;  /* the recorder: a store only with --db or $CONVCHECK_DB  */
  double start;    /* cc_now() when the run began                           */
  char *stdin_dir; /* the folder of the file that holds standard input ('-') */
} cli_ctx;

#define CLI_FLAG_ON(ctx, id) ((ctx)->opt[CLI_O_##id].num != 0)
#define CLI_NUM(ctx, id) ((ctx)->opt[CLI_O_##id].num)
#define CLI_TEXT(ctx, id) ((ctx)->opt[CLI_O_##id].text)
#define CLI_GIVEN(ctx, id) ((ctx)->opt[CLI_O_##id].given)

struct cli_command {
  const char *name;
  const char *summary;
  cli_command_id id;
  int (*run)(cli_ctx *ctx);
  const cli_doc *doc;
};

extern const cli_command cli_commands[CLI_NCOMMANDS];
/* The command called name, or NULL. */
const cli_command *cli_command_find(const char *name);
void cli_ctx_init(cli_ctx *ctx, const cli_command *cmd);
/* Parses the command's options (argv[0] is its name) into ctx: -1 to go
 * on, or the exit status (0 after --help, 2 after a usage error, printed).
 * Checks the positional arguments' count and the readings the command
 * implements, and sets the recorder's store. */
int cli_parse(cli_ctx *ctx, int argc, char **argv);
/* Frees the context (and rolls back a run not finished). */
void cli_ctx_free(cli_ctx *ctx);
/* The usage text of a command (--help). */
void cli_usage(const cli_command *c, cc_buf *out);
/* The man page convcheck(1), in roff, from the tables (cli/man.c). */
void cli_man(const char *version, cc_buf *out);
/* For the usage and the man page: does command c take option o; how o's
 * default is shown (NULL: not shown); "--long ARG, -s ARG"; "--flag A|B". */
bool cli_takes(const cli_command *c, int o);
const char *cli_option_default(int o, char *buf, size_t size);
void cli_option_left(int o, cc_buf *left);
void cli_reading_left(int id, cc_buf *left);
/* Its default for the help and the man page, with the option's other
 * spelling ("free; also --anchors"); buf holds it. */
const char *cli_reading_default(int id, char *buf, size_t n);

/* A FILE argument '-' is standard input, as for opt and FileCheck: read
 * once into a file of a scratch folder (stdin.ll, or stdin.cfg when the
 * text is no LLVM IR, fe_text_is_ll), which the argument then names; the
 * folder goes with cli_ctx_free.  Errors name it "<stdin>".  False, and
 * the error printed, when it cannot be read or '-' is given twice. */
bool cli_stdin_args(cli_ctx *ctx);
void cli_stdin_free(cli_ctx *ctx);
/* A path as the user gave it: "<stdin>" for the file of '-', else path. */
const char *cli_shown_path(const char *path);
/* m (NULL too) with its cv_module_shown set to cli_shown_path of its path
 * when that differs, the verifier's complaint (cv_module_invalid) naming it
 * so too: what a verdict or the store quotes says "<stdin>", not the
 * scratch file.  Every cli_load* does it. */
cv_module *cli_shown_module(cv_module *m);

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
/* The experimental .cfg extensions (FE_EXP_*) of --experimental NAME
 * (docs/cfg-format.md "Experimental"); reports an unknown name and returns
 * false. */
bool cli_experimental(const cli_ctx *ctx, unsigned *experimental);
/* The target of --mtriple (NULL when not given); reports a triple LLVM
 * has no target for (as opt's -mtriple refuses it) and returns false. */
bool cli_mtriple(const cli_ctx *ctx, const char **mtriple);
/* A witness's hierarchy as JSON: {"index":N (1-based),"headers":[..]}
 * (mconv's witnesses, bounded and unbounded alike). */
void cli_json_hierarchy(cc_json *j, const cv_program *p, const cv_hierarchy *h, int index);
/* The engines of --engine (its choice: explicit, smt, both) as a mask. */
xc_engine cli_engine_mask(long choice);
/* The cross-check's notes of one kind as a JSON array: [{"subject":S,
 * "name":N,"explicit":V,"smt":V(,"reason":R)}] (reason: not confirmed). */
void cli_json_notes(cc_json *j, const xc_notes *n, xc_kind kind);
/* A command's output over a module's functions: out initialized and j
 * writing into it; with json, {"functions":[ opened here and closed (with
 * a newline) by cli_functions_end. */
void cli_functions_begin(cc_buf *out, cc_json *j, bool json);
/* --timeout is one deadline for the whole command, counted from the
 * process's start (loading LLVM's libraries comes before main): the age of
 * the process in seconds (0 where /proc is not readable), the start as
 * cc_now() would have said it, and the time limit in ms of the next of
 * `remaining` items (functions) -- its share of what is left of 95 % of
 * the limit, the rest left for the output and freeing, into *ms: 0 when
 * timeout_ms is 0 (no limit); false, and 1 ms, when nothing is left (an
 * engine given 1 ms answers unknown). */
double cli_process_age(void);
double cli_deadline_start(void);
bool cli_time_share(double t_start, unsigned timeout_ms, int remaining, unsigned *ms);
void cli_functions_end(cc_buf *out, cc_json *j, bool json);
/* One line saying which unknown builtins were met (declared convergent
 * callees no builtin row names, cv_program_unknown_builtins), after
 * `prefix` ("; " in print<uniformity>-like output); nothing if none. */
void cli_unknown_builtins_note(const cc_strs *names, const char *prefix, cc_buf *out);
/* "DIVERGENT ARGUMENTS:" and a line per divergent argument, as opt's
 * print<uniformity> (nothing when every argument is uniform). */
void cli_divergent_arguments(const cv_program *p, cc_buf *out);
/* Under an m-convergence header of a function whose branches follow
 * values (.ll): the reading its verdicts rest on, values as terms (a new
 * user's NOT m-converged took `icmp ult %tid, 0` both ways). */
void cli_terms_reading_note(const cv_program *p, cc_buf *out);

/* Appends s to out, each line indented by four spaces (under a block). */
void cli_indent(cc_buf *out, const char *s);
/* The one FILE of a command that takes one (cli_doc min = max = 1). */
#define CLI_FILE(ctx) ((ctx)->args[0])
/* Is stdout/stderr a terminal (progress is shown only then)? */
bool cli_stderr_is_tty(void);

/* Progress on a terminal (see progress.c). */
typedef struct cli_progress {
  const char *what;
  double start, last;
  bool active, shown;
  cc_eta eta; /* the time left, from how the items' cost grows */
  uint64_t last_done; /* fewer done than last time: a new run (audit's next function) */
  const char *no_estimate; /* why a total of 0 gives no estimate (NULL: the
                            * engines' "the run stops once each value and
                            * block is decided") */
  const char *partial;     /* the count is a stage's and more follows (NULL:
                            * the run's): why, and the time left is
                            * printed as the stage's, never as the run's */
  /* The items' costs vary with no trend in their order (a transform
   * check's path pairs and inputs: some ask Z3, most do not): the time
   * left is the items left at the mean cost of those done since the count
   * began, not cc_eta's fit of a cost that grows (which, from a few dear
   * items after cheap ones, promised 3,667 s to a stage that ended in 17) */
  bool flat;
  const char *left_if;     /* said after "S s left" (NULL: nothing): when
                            * the count may stop short of its total */
} cli_progress;
void cli_progress_init(cli_progress *pr, const char *what);
void cli_progress_cb(void *arg, uint64_t done, uint64_t total);
/* The weights of the items done and of all (before cli_progress_cb):
 * the time left is then estimated from them (base/ cc_eta_weigh). */
void cli_progress_weight_cb(void *arg, double done, double total);
void cli_progress_done(cli_progress *pr);
/* Another count begins (a stage of a run): the rate and the estimate
 * start again. */
void cli_progress_restart(cli_progress *pr);

#define CLI_COMMAND_DECL_(id, summary) int cli_cmd_##id(cli_ctx *ctx);
CLI_COMMANDS(CLI_COMMAND_DECL_)
#undef CLI_COMMAND_DECL_

#endif
