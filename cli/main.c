/* cli/main.c — the thin convcheck binary: a table of subcommands. */
#include "cli/cli.h"

#include <config.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static const cli_command commands[] = {
    {"cycles", "cycle hierarchies of each function (LLVM's, or all of them)",
     cli_cmd_cycles},
    {"converge", "maximal converged-with relation for given traces, as a table",
     cli_cmd_converge},
    {"mconv", "m-convergence of every block, exhaustively within bounds",
     cli_cmd_mconv},
    {"uniformity", "reference uniformity of every value (print<uniformity> layout)",
     cli_cmd_uniformity},
    {"analyze", "fast static uniformity analysis (as opt print<uniformity>)",
     cli_cmd_analyze},
    {"audit", "audit uniformity analyses (ours, opt-22) against the reference",
     cli_cmd_audit},
    {"readings", "where the spec's open choices change results (DESIGN §10)",
     cli_cmd_readings},
    {"sweep", "audit the analyses on every CFG up to N blocks (shards, batches)",
     cli_cmd_sweep},
    {"verify", "the static rules of convergence control tokens (ConvergentOperations.rst)",
     cli_cmd_verify},
    {"transform", "does a transform preserve convergence (BEFORE AFTER, or --pass)",
     cli_cmd_transform},
    {"corpus", "run the regression corpus and record the run", cli_cmd_corpus},
    {"results", "list, diff and export recorded runs", cli_cmd_results},
};
enum { NCOMMANDS = sizeof commands / sizeof commands[0] };

static void usage(FILE *f) {
  fprintf(f, "usage: convcheck COMMAND [OPTIONS] [ARGS]\n\n"
             "Executable LLVM convergence semantics (version %s).\n\n"
             "commands:\n",
          PACKAGE_VERSION);
  for (int i = 0; i < NCOMMANDS; i++)
    fprintf(f, "  %-10s %s\n", commands[i].name, commands[i].summary);
  fprintf(f, "\n'convcheck COMMAND --help' describes a command.\n"
             "exit status: 0 holds, 1 fails (counterexample), 2 usage or input error\n");
}

int main(int argc, char **argv) {
#ifdef __GLIBC__
  /* The .ll reader builds its programs on a thread of its own (a large
   * stack for LLVM's parser): one malloc arena, grown 64 MB at a time,
   * spares it the many small heap extensions of a thread's arena (about
   * 15% of the time of reading a 10,000-function module, bench/README.md). */
  mallopt(M_ARENA_MAX, 1);
  mallopt(M_TOP_PAD, 64 << 20);
#endif
  if (argc < 2) {
    usage(stderr);
    return CLI_ERROR;
  }
  if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") ||
      !strcmp(argv[1], "help")) {
    usage(stdout);
    return CLI_HOLDS;
  }
  if (!strcmp(argv[1], "--version")) {
    printf("convcheck %s\n", PACKAGE_VERSION);
    return CLI_HOLDS;
  }
  for (int i = 0; i < NCOMMANDS; i++)
    if (!strcmp(argv[1], commands[i].name))
      return commands[i].run(argc - 1, argv + 1);
  fprintf(stderr, "convcheck: unknown command '%s'\n\n", argv[1]);
  usage(stderr);
  return CLI_ERROR;
}
