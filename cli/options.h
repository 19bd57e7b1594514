/* cli/options.h — the command table and the option table of `convcheck`.
 * From them come every command's parser (cli_parse), its usage line and
 * --help text (cli_usage) and the man page (cli_man, `convcheck --man`).
 *
 * CLI_COMMANDS(C): one row per subcommand, in the order `convcheck --help`
 *   lists them: C(id, "summary").  Its code is `int cli_cmd_<id>(cli_ctx *)`
 *   and its text `const cli_doc cli_doc_<id>` (synopsis, description,
 *   notes, positional arguments, readings), both in cli/cmd_<id>.c.
 *
 * CLI_OPTIONS(O): one row per option:
 *   O(id, "long", 'short', kind, lo, hi, num, "text", "ARG", "help", commands)
 *   id        its value in the run context: ctx->opt[CLI_O_<id>]
 *   long      --long VALUE or --long=VALUE; short: -s VALUE (0: none)
 *   kind      CLI_FLAG, CLI_INT (lo..hi), CLI_TEXT, CLI_LIST (repeatable),
 *             CLI_CHOICE (ARG lists the choices, "a|b|c"; the value is the
 *             index)
 *   num       the default of an INT or CHOICE; text: the default of a TEXT,
 *             or how an INT's default is shown ("none"), or NULL
 *   ARG       the value's name in usage lines
 *   help      the text (usage wraps it and adds the default)
 *   commands  CLI_IN(x) | CLI_IN(y) ...: the commands that take it
 * Two rows may share a long name when no command takes both (--why is a
 * flag of converge and takes a name in uniformity).
 *
 * The readings (model/readings.h) are options too, not rows here: a
 * command whose cli_doc names the readings it implements takes every
 * reading's --flag (and --name); a value it does not implement is refused
 * (cv_readings_check), so a new row of the readings table is an option of
 * those commands with nothing to add here.
 *
 * Adding an option: one row; its value is read with CLI_FLAG_ON, CLI_NUM,
 * CLI_TEXT, CLI_GIVEN or ctx->opt[CLI_O_id].list. */
#ifndef CLI_OPTIONS_H
#define CLI_OPTIONS_H

#include "enumerate/families.h" /* EN_MAX_BLOCKS */
#include "model/model.h"
#include "sweep/sweep.h"          /* SW_DEFAULT_BATCH, SW_MAX_BATCH */

#define CLI_COMMANDS(C)                                                               \
  C(cycles, "cycle hierarchies of each function (LLVM's, or all of them)")           \
  C(converge, "maximal converged-with relation for given traces, as a table")        \
  C(mconv, "m-convergence of every block, exhaustively within bounds")               \
  C(uniformity, "reference uniformity of every value (print<uniformity> layout)")    \
  C(analyze, "fast static uniformity analysis (as opt print<uniformity>)")           \
  C(audit, "audit uniformity analyses (ours, opt-22) against the reference")         \
  C(readings, "where the spec's open choices change results (docs/design.md §10)")           \
  C(sweep, "audit the analyses on every CFG up to N blocks (shards, batches)")       \
  C(verify, "the static rules of convergence control tokens (ConvergentOperations.rst)") \
  C(transform, "does a transform preserve convergence (BEFORE AFTER, or --pass)")    \
  C(reduce, "reduce a finding with llvm-reduce, write it as an LLVM bug report")      \
  C(corpus, "run the regression corpus (and record the run with --db)")              \
  C(results, "list, diff, export, totals, report and merge recorded runs")

#define CLI_COMMAND_ID_(id, summary) CLI_C_##id,
typedef enum cli_command_id { CLI_COMMANDS(CLI_COMMAND_ID_) CLI_NCOMMANDS } cli_command_id;
#undef CLI_COMMAND_ID_
#define CLI_IN(id) (1u << CLI_C_##id)

typedef enum cli_kind { CLI_FLAG, CLI_INT, CLI_TEXT, CLI_LIST, CLI_CHOICE } cli_kind;

/* The commands that record a run in the result store (--db FILE). */
#define CLI_RECORDERS                                                                   \
  (CLI_IN(converge) | CLI_IN(mconv) | CLI_IN(uniformity) | CLI_IN(readings) |          \
   CLI_IN(audit) | CLI_IN(sweep) | CLI_IN(corpus) | CLI_IN(transform))
/* The commands that decide with the engines: bounds and limits. */
#define CLI_BOUNDED (CLI_IN(mconv) | CLI_IN(uniformity) | CLI_IN(audit) | CLI_IN(sweep) | \
                     CLI_IN(transform) | CLI_IN(readings) | CLI_IN(reduce))

#define CLI_OPTIONS(O)                                                                  \
  O(threads, "threads", 'k', CLI_INT, 2, 4, CV_DEFAULT_THREADS, NULL, "K",              \
    "threads", CLI_BOUNDED)                                                            \
  O(bound, "bound", 'L', CLI_INT, 1, 64, CV_DEFAULT_BOUND, NULL, "L",                   \
    "block executions per thread (the family searches of readings and sweep "          \
    "run much faster at 6 to 10)", CLI_BOUNDED)                           \
  O(function, "function", 0, CLI_TEXT, 0, 0, 0, NULL, "NAME", "only this function",    \
    CLI_IN(cycles) | CLI_IN(converge) | CLI_IN(mconv) | CLI_IN(uniformity) |           \
        CLI_IN(analyze) | CLI_IN(audit) | CLI_IN(verify) | CLI_IN(transform) |         \
        CLI_IN(reduce))                                                                \
  O(engine, "engine", 0, CLI_CHOICE, 0, 0, 0, NULL, "explicit|smt|both",                \
    "which engine decides: the explicit one, Z3, or both (any "                       \
    "disagreement between them is an error, exit 2)",                                  \
    CLI_IN(converge) | CLI_IN(mconv) | CLI_IN(uniformity) | CLI_IN(readings))          \
  O(timeout, "timeout", 0, CLI_INT, 1, 86400000L, 0, "none", "MS",                      \
    "time limit in ms, one for the whole command counted from the process's start "  \
    "(the engines' calls, --unbounded's searches, transform's and audit's checks share " \
    "it, opt included; readings: "                                                     \
    "per program, 10000 if not given; reduce: the llvm-reduce run, 300000 if not "    \
    "given); undecided is unknown, never a verdict",                                   \
    CLI_IN(converge) | CLI_IN(mconv) | CLI_IN(uniformity) | CLI_IN(readings) |         \
        CLI_IN(transform) | CLI_IN(reduce) | CLI_IN(audit))                            \
  O(smt_relation, "smt-relation", 0, CLI_CHOICE, 0, 0, 0, NULL, "signature|rounds",    \
    "how the SMT engine encodes the least fixed point of maximal converged-with: "   \
    "equal signatures (docs/unbounded.md, \"The signature theorem\": a circuit "      \
    "linear in the bounds) or Kleene rounds proven enough by Z3; the same relation, " \
    "so the same verdicts (the controlled relation always takes the rounds)",        \
    CLI_IN(mconv) | CLI_IN(uniformity) | CLI_IN(readings))                            \
  O(max_tuples, "max-tuples", 0, CLI_INT, 1, 2000000000L, 0, "none", "N",               \
    "stop after N trace tuples (verdicts then say so)",                                \
    CLI_IN(mconv) | CLI_IN(uniformity) | CLI_IN(audit))                                \
  O(controlled, "controlled", 0, CLI_FLAG, 0, 0, 0, NULL, NULL,                         \
    "the controlled relation ([CO] \"Controlled Maximal Convergence\") for "          \
    "functions with convergence tokens (--engine smt|both: .cfg programs, "           \
    "and .ll through the value encoding when branches follow values)", CLI_IN(mconv))  \
  O(uncontrolled, "uncontrolled", 0, CLI_FLAG, 0, 0, 0, NULL, NULL,                     \
    "ignore convergence tokens: the uncontrolled relation (by default a "             \
    "function with tokens takes the controlled one)",                                  \
    CLI_IN(converge) | CLI_IN(uniformity) | CLI_IN(audit))                             \
  O(check_relations, "check-relations", 0, CLI_FLAG, 0, 0, 0, NULL, NULL,               \
    "also check every maximal relation within the bounds: transitive, and "           \
    "convergence-before a strict partial order (docs/design.md §4); a violation is "          \
    "a finding (exit 1)", CLI_IN(mconv))                                               \
  O(why, "why", 0, CLI_FLAG, 0, 0, 0, NULL, NULL,                                       \
    "say why each pair of same-block instances is not converged, in the "             \
    "spec's words", CLI_IN(converge))                                                  \
  O(why_value, "why", 0, CLI_TEXT, 0, 0, 0, NULL, "%NAME",                              \
    "the witness for that value (or BLOCK for a .cfg branch)", CLI_IN(uniformity))     \
  O(trace, "trace", 0, CLI_LIST, 0, 0, 0, NULL, "'A B C'",                              \
    "one thread's trace (repeat it; without it, the file's own traces)",               \
    CLI_IN(converge))                                                                  \
  O(headers, "headers", 0, CLI_TEXT, 0, 0, 0, NULL, "H,S",                              \
    "the hierarchy with exactly these headers", CLI_IN(converge))                      \
  O(hierarchy, "hierarchy", 0, CLI_INT, 1, 1000000, 0, "LLVM's", "N",                   \
    "the N-th DFS-realizable hierarchy (cycles --all)", CLI_IN(converge))              \
  O(all, "all", 0, CLI_FLAG, 0, 0, 0, NULL, NULL,                                       \
    "every distinct DFS-realizable hierarchy", CLI_IN(cycles))                         \
  O(all_entries, "all-entries", 0, CLI_FLAG, 0, 0, 0, NULL, NULL,                       \
    "every hierarchy where any entry may head a cycle", CLI_IN(cycles))                \
  O(max_dfs, "max-dfs", 0, CLI_INT, 1, 1000000000L, 0, "none", "N",                     \
    "keep the first N hierarchies (a cut reported)", CLI_IN(cycles))                    \
  O(max_blocks, "max-blocks", 0, CLI_INT, 1, 8, 4, NULL, "N",                           \
    "largest CFG searched", CLI_IN(readings))                                          \
  O(question, "question", 0, CLI_INT, 1, 4, 0, "all", "Q",                              \
    "only question Q", CLI_IN(readings))                                               \
  O(budget, "budget", 0, CLI_INT, 1, 86400, 60, NULL, "SEC",                            \
    "time for each question's Z3 search", CLI_IN(readings))                            \
  O(analysis, "analysis", 0, CLI_CHOICE, 0, 0, 2, NULL, "ours|llvm|both",               \
    "which analyses are audited", CLI_IN(audit) | CLI_IN(sweep))                       \
  O(opt, "opt", 0, CLI_TEXT, 0, 0, 0, "opt-22", "PATH", "the opt binary",               \
    CLI_IN(audit) | CLI_IN(sweep) | CLI_IN(transform) | CLI_IN(reduce))                                 \
  O(opt_timeout, "opt-timeout", 0, CLI_INT, 1, 86400000L, 60000, NULL, "MS",            \
    "kill opt after MS milliseconds (reduce: each check's opt and engines)",           \
    CLI_IN(audit) | CLI_IN(reduce))                                   \
  O(mtriple, "mtriple", 0, CLI_TEXT, 0, 0, 0, NULL, "T",                                \
    "the target, as opt's -mtriple: overrides the module's `target triple` "          \
    "(model/target.h: amdgcn, nvptx; any other architecture LLVM knows has no "        \
    "divergence; no triple at all: the generic model, and audit and reduce give "      \
    "opt amdgcn-unknown-amdhsa)", CLI_IN(analyze) | CLI_IN(audit) | CLI_IN(reduce))                         \
  O(all_claims, "all", 0, CLI_FLAG, 0, 0, 0, NULL, NULL, "list agreeing claims too",    \
    CLI_IN(audit))                                                                     \
  O(emit_ll, "emit-ll", 0, CLI_FLAG, 0, 0, 0, NULL, NULL,                               \
    "print the IR a .cfg file is rendered as, audit nothing", CLI_IN(audit))           \
  O(blocks, "blocks", 0, CLI_INT, 1, EN_MAX_BLOCKS, 0, NULL, "N",                                   \
    "shapes of up to N blocks (required); with --random, exactly N", CLI_IN(sweep))    \
  O(divergence, "divergence", 0, CLI_CHOICE, 0, 0, 0, NULL, "all|each",                 \
    "all: every branch divergent; each: every assignment of divergent "               \
    "branches", CLI_IN(sweep))                                                         \
  O(seed, "seed", 0, CLI_TEXT, 0, 0, 0, NULL, "S", "the seed of --random",              \
    CLI_IN(sweep))                                                                     \
  O(random, "random", 0, CLI_TEXT, 0, 0, 0, NULL, "C",                                  \
    "C random shapes (from --seed S) instead of all", CLI_IN(sweep))                   \
  O(shard, "shard", 0, CLI_TEXT, 0, 0, 0, NULL, "I/M",                                  \
    "only the programs whose running index is I-1 modulo M; shards merge "            \
    "with 'convcheck results merge'", CLI_IN(sweep))                                   \
  O(batch, "batch", 0, CLI_INT, 1, SW_MAX_BATCH, SW_DEFAULT_BATCH, NULL, "B",                                 \
    "functions per module and opt-22 process", CLI_IN(sweep))                          \
  O(save_unsound, "save-unsound", 0, CLI_TEXT, 0, 0, 0, NULL, "DIR",                    \
    "write each program with an unsound claim to DIR/NAME.ll (DIR must "              \
    "exist)", CLI_IN(sweep))                                                           \
  O(emit_dir, "emit-ll", 0, CLI_TEXT, 0, 0, 0, NULL, "DIR",                             \
    "audit nothing: write each program of the family (or shard) to "                  \
    "DIR/NAME.ll rendered for transform checks, a convergent call in every "          \
    "block (docs/transform-audit.md \"The sweep's CFGs\")", CLI_IN(sweep))             \
  O(tokens, "tokens", 0, CLI_FLAG, 0, 0, 0, NULL, NULL,                                 \
    "with --emit-ll: the calls use convergence tokens (entry token, hearts "          \
    "of outermost loops, anchors)", CLI_IN(sweep))                                     \
  O(pass, "pass", 0, CLI_TEXT, 0, 0, 0, NULL, "PIPELINE",                               \
    "AFTER is `opt-22 -passes=PIPELINE -S FILE` (plain `instcombine` verifies its "   \
    "fixpoint and may stop opt; `instcombine<no-verify-fixpoint>` is the pass as "     \
    "default<O2> runs it: docs/transforms.md)", CLI_IN(transform))                     \
  O(pipeline, "pipeline", 0, CLI_TEXT, 0, 0, 0, NULL, "PIPELINE",                       \
    "run `opt-22 -passes=PIPELINE` once on FILE and check every pass execution that "  \
    "changed a function, its BEFORE against its AFTER (docs/transforms.md, \"A "       \
    "pipeline, pass by pass\")", CLI_IN(transform))                                    \
  O(step_timeout, "step-timeout", 0, CLI_INT, 1, 86400000L, 2000, NULL, "MS",             \
    "with --pipeline: each step's rounds at most MS after the rules' attempt "        \
    "(--unbounded: its whole check; --timeout's share still bounds it); a step it "   \
    "cuts is unknown and the next one starts (docs/transforms.md, \"A pipeline, "     \
    "pass by pass\")", CLI_IN(transform))                                              \
  O(both_readings, "both-readings", 0, CLI_FLAG, 0, 0, 0, NULL, NULL,                   \
    "where a program has uncontrolled convergent calls, check under the other "       \
    "reading of them too (--uncontrolled) and say where the two verdicts differ "      \
    "(docs/transforms.md \"Readings\")", CLI_IN(transform))                            \
  O(pipeline_reduce, "reduce", 0, CLI_FLAG, 0, 0, 0, NULL, NULL,                        \
    "with --pipeline: reduce the first broken step with llvm-reduce (reduce --broken " \
    "on that step's BEFORE with its pass alone, under the default readings: "          \
    "--anchor maximal, --opt-arg and the like are refused)", CLI_IN(transform))        \
  O(keep_steps, "keep-steps", 0, CLI_TEXT, 0, 0, 0, NULL, "DIR",                        \
    "with --pipeline: write each step that changed the module as DIR/NNN.before.ll "  \
    "and DIR/NNN.after.ll (NNN opt's pass number, the table's step; DIR must not "     \
    "exist)", CLI_IN(transform))                                                       \
  O(opt_arg, "opt-arg", 0, CLI_LIST, 0, 32, 0, NULL, "ARG",                             \
    "an argument for opt before -passes (repeatable, at most 32; "                    \
    "-mtriple=..., -unroll-runtime, ...); given, it replaces the options of FILE's "    \
    "RUN line that --pass reads", CLI_IN(transform))                                   \
  O(pass_mtriple, "mtriple", 0, CLI_TEXT, 0, 0, 0, NULL, "TRIPLE",                            \
    "the target triple (as opt's -mtriple): for --pass, the one opt runs with "         \
    "(else an -mtriple of --opt-arg, else FILE's first RUN line that gives one)",       \
    CLI_IN(transform))                                                                 \
  O(max_behaviours, "max-behaviours", 0, CLI_INT, 1, 1L << 24, 4096, NULL, "N",          \
    "anchor choices kept per input, program and hierarchy; past it the input "         \
    "is unknown", CLI_IN(transform))                                                   \
  O(experimental, "experimental", 0, CLI_LIST, 0, 0, 0, NULL, "NAME",                   \
    "an experimental .cfg extension: iterating-anchor, the intrinsic of "             \
    "\"A New Type of Convergence Control Intrinsic?\" (docs/cfg-format.md)",                                                   \
    CLI_IN(converge) | CLI_IN(mconv) | CLI_IN(uniformity) | CLI_IN(verify))            \
  O(llvm_tests, "llvm-tests", 0, CLI_TEXT, 0, 0, 0, NULL, "DIR",                        \
    "LLVM's llvm/test (or an llvm-project checkout) for the cases that read "         \
    "LLVM's tests (else $CONVCHECK_LLVM_TESTS, else ../shared/llvm-tests of the "      \
    "build when it is there)", CLI_IN(corpus))                                         \
  O(no_llvm_tests, "no-llvm-tests", 0, CLI_FLAG, 0, 0, 0, NULL, NULL,                   \
    "skip the cases that read LLVM's tests", CLI_IN(corpus))                           \
  O(unbounded, "unbounded", 0, CLI_FLAG, 0, 0, 0, NULL, NULL,                           \
    "decide for every trace length, not within L (docs/unbounded.md): "               \
    "\"proven (all L, ...)\", \"fails\" with a witness the bounded engine replays, or " \
    "\"unknown (reason)\"; transform: k=2, decided when every path of both programs "  \
    "ends within a bound", CLI_IN(mconv) | CLI_IN(uniformity) | CLI_IN(transform))     \
  O(unsound, "unsound", 0, CLI_TEXT, 0, 0, 0, NULL, "ANALYSIS",                         \
    "the finding: ANALYSIS (llvm or ours) calls the value %V (the first argument) "   \
    "uniform and the reference has a witness of divergence", CLI_IN(reduce))          \
  O(broken, "broken", 0, CLI_FLAG, 0, 0, 0, NULL, NULL,                                 \
    "the finding: opt-22 -passes=PIPELINE (--pass) breaks a function's convergence "  \
    "(transform --pass says broken, under the default readings and opt's own "        \
    "options; not single-thread equivalent is another kind, not reduced)",            \
    CLI_IN(reduce))                                                                    \
  O(opt_fails, "opt-fails", 0, CLI_FLAG, 0, 0, 0, NULL, NULL,                           \
    "the finding: opt-22 -passes=PIPELINE (--pass) fails on valid IR, printing "      \
    "--message (default: its first line on the original)", CLI_IN(reduce))            \
  O(differs, "differs-from-opt", 0, CLI_FLAG, 0, 0, 0, NULL, NULL,                      \
    "the finding: our analysis and opt-22 print a value differently (--value, else "  \
    "the first such value)", CLI_IN(reduce))                                           \
  O(not_mconv, "not-mconverged", 0, CLI_TEXT, 0, 0, 0, NULL, "BLOCK",                   \
    "the finding: BLOCK is not m-converged", CLI_IN(reduce))                           \
  O(reduce_pass, "pass", 0, CLI_TEXT, 0, 0, 0, NULL, "PIPELINE",                        \
    "the opt pipeline of --broken and --opt-fails", CLI_IN(reduce))                    \
  O(reduce_value, "value", 0, CLI_TEXT, 0, 0, 0, NULL, "%V",                            \
    "with --differs-from-opt: this value", CLI_IN(reduce))                             \
  O(message, "message", 0, CLI_TEXT, 0, 0, 0, NULL, "TEXT",                             \
    "with --opt-fails: the text opt's diagnostics must contain", CLI_IN(reduce))       \
  O(check, "check", 0, CLI_FLAG, 0, 0, 0, NULL, NULL,                                   \
    "only check the finding on FILE: exit 0 when it holds (with --kind: with that "   \
    "witness kind), 1 when not (the interestingness test)", CLI_IN(reduce))            \
  O(kind, "kind", 0, CLI_TEXT, 0, 0, 0, NULL, "TEXT",                                   \
    "with --check: the witness kind that must stay", CLI_IN(reduce))                   \
  O(finding, "finding", 0, CLI_TEXT, 0, 0, 0, NULL, "FINDING.TXT",                      \
    "with --check: the finding and its witness kind as data, the finding.txt "         \
    "that reduce writes beside interesting.sh (instead of the finding's options)",     \
    CLI_IN(reduce))                                                                    \
  O(report, "report", 0, CLI_TEXT, 0, 0, 0, NULL, "DIR",                                \
    "write the report folder DIR (must not exist): reduced.ll, the lit test, "        \
    "witness.txt, REPORT.md, interesting.sh (transform: with --pipeline --reduce)",  \
    CLI_IN(reduce) | CLI_IN(transform))                                                \
  O(output, "output", 'o', CLI_TEXT, 0, 0, 0, NULL, "FILE",                             \
    "write the reduced program to FILE too", CLI_IN(reduce))                           \
  O(llvm_reduce, "llvm-reduce", 0, CLI_TEXT, 0, 0, 0, NULL, "PATH",                     \
    "the llvm-reduce binary (else $CONVCHECK_LLVM_REDUCE, llvm-reduce-22, "           \
    "/usr/lib/llvm-22/bin/llvm-reduce)", CLI_IN(reduce) | CLI_IN(sweep) | CLI_IN(transform)) \
  O(sweep_reduce, "reduce", 0, CLI_FLAG, 0, 0, 0, NULL, NULL,                           \
    "group the unsound claims by cause and reduce one program per group with "        \
    "llvm-reduce (recorded with --db)", CLI_IN(sweep))                                 \
  O(progress, "progress", 0, CLI_FLAG, 0, 0, 0, NULL, NULL,                             \
    "report progress on stderr every few seconds even when it is not a terminal "     \
    "(a line each time; without it such lines start once the run passes 10 s)",      \
    CLI_IN(mconv) | CLI_IN(uniformity) | CLI_IN(audit) | CLI_IN(sweep) | CLI_IN(corpus) |   \
    CLI_IN(transform))                                                                  \
  O(quiet, "quiet", 0, CLI_FLAG, 0, 0, 0, NULL, NULL,                                   \
    "print failures and the summary only", CLI_IN(corpus))                             \
  O(db, "db", 0, CLI_TEXT, 0, 0, 0, NULL, "FILE",                                       \
    "the result store: record the run there (else in $CONVCHECK_DB if set, else "      \
    "nowhere); results reads it (else $CONVCHECK_DB, else ./convcheck.db)",            \
    CLI_RECORDERS | CLI_IN(results))                                                   \
  O(no_db, "no-db", 0, CLI_FLAG, 0, 0, 0, NULL, NULL,                                   \
    "record nothing, even with $CONVCHECK_DB set", CLI_RECORDERS)                      \
  O(html, "html", 0, CLI_TEXT, 0, 0, 0, NULL, "DIR",                                    \
    "the directory the report's pages go to (report only; created if absent)",        \
    CLI_IN(results))                                                                   \
  O(csv, "csv", 0, CLI_FLAG, 0, 0, 0, NULL, NULL, "CSV output (export only)",           \
    CLI_IN(results))                                                                   \
  O(dot, "dot", 0, CLI_FLAG, 0, 0, 0, NULL, NULL,                                       \
    "print the picture as Graphviz DOT instead of text, one digraph "                 \
    "(`| dot -Tsvg > out.svg`; docs/pictures.md); the exit status is the same",       \
    CLI_IN(cycles) | CLI_IN(converge) | CLI_IN(mconv) | CLI_IN(uniformity) |           \
        CLI_IN(verify) | CLI_IN(transform) | CLI_IN(audit))                            \
  O(json, "json", 0, CLI_FLAG, 0, 0, 0, NULL, NULL, "JSON output (its shape below)",   \
    CLI_IN(cycles) | CLI_IN(converge) | CLI_IN(mconv) | CLI_IN(analyze) |              \
        CLI_IN(audit) | CLI_IN(sweep) | CLI_IN(verify) | CLI_IN(transform) |           \
        CLI_IN(results) | CLI_IN(corpus) | CLI_IN(uniformity) | CLI_IN(readings))

#define CLI_OPTION_ID_(id, ...) CLI_O_##id,
typedef enum cli_option_id { CLI_OPTIONS(CLI_OPTION_ID_) CLI_NOPTIONS } cli_option_id;
#undef CLI_OPTION_ID_

/* An option row as data. */
typedef struct cli_option {
  const char *name;
  char shrt;
  cli_kind kind;
  long lo, hi, num;
  const char *text, *arg, *help;
  unsigned commands;
} cli_option;

extern const cli_option cli_options[CLI_NOPTIONS];

/* What a command says about itself, for its usage text and its parser. */
typedef struct cli_doc {
  const char *synopsis; /* after "convcheck ", one line per form ("a\nb") */
  const char *text;     /* what it does, before the options               */
  const char *more;     /* after the options: notes, JSON, exit status     */
  int min_args, max_args; /* positional arguments (max -1: any number)     */
  const char *arg_name; /* "FILE", for "no FILE given"                     */
  /* The readings it implements (model/readings.h); NULL: it takes none. */
  const cv_reading_support *readings;
  /* Why a reading's other values are not implemented, per row of the
   * readings table (NULL, or a NULL entry: the refusal names the values
   * alone); said after "does not implement R=V (only: ...)". */
  const char *const *readings_why;
  /* Examples, run from the source tree: "ARGS\tWHAT IT SHOWS\n" per line
   * (ARGS after "convcheck "); tests/cli/conventions.sh runs every one. */
  const char *examples;
  const char *see_also; /* the documents and tools to read next          */
} cli_doc;

#endif
