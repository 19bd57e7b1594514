/* cli/main.c — the thin convcheck binary: finds the command in the
 * command table (cli/options.h), builds the run context once — options,
 * readings, recorder — and hands it to the command. */
#include "cli/cli.h"
#include "cli/progress.h"

#include <config.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static void usage(FILE *f) {
  fprintf(f, "usage: convcheck COMMAND [OPTIONS] [ARGS]\n\n"
             "Executable LLVM convergence semantics (version %s).\n\n"
             "commands:\n",
          PACKAGE_VERSION);
  for (int i = 0; i < CLI_NCOMMANDS; i++)
    fprintf(f, "  %-10s %s\n", cli_commands[i].name, cli_commands[i].summary);
  fprintf(f, "\n'convcheck COMMAND --help' describes a command.\n"
             "\nexamples:\n"
             "  convcheck transform before.ll after.ll        does the transform keep convergence?\n"
             "  convcheck transform --pipeline 'default<O2>' k.ll   every pass of a pipeline\n"
             "  convcheck audit k.ll                          LLVM's uniformity against the reference\n"
             "  convcheck corpus corpus/                      the spec's examples as regression cases\n"
             "  convcheck mconv --unbounded f.cfg             m-convergence for every trace length\n"
             "\nexit status: 0 holds, 1 fails (counterexample), 2 usage or input error or no\n"
             "verdict (unknown); each command's --help has its own.\n"
             "\nsee also: convcheck --man | man -l - (man convcheck once installed), README.md\n"
             "(start here), docs/design.md, opt(1), llvm-reduce(1); LLVM's\n"
             "ConvergentOperations.rst and ConvergenceAndUniformity.rst.\n");
}

/* What was printed straight to stdout (not through cli_write) may not have
 * reached its file (a full disk, a closed pipe): that is an error too. */
static int output_checked(int rc) {
  errno = 0;
  if (fflush(stdout) == 0 && !ferror(stdout)) return rc;
  if (rc != CLI_ERROR)
    fprintf(stderr, "convcheck: error writing output%s%s\n", errno ? ": " : "",
            errno ? strerror(errno) : "");
  return CLI_ERROR;
}

int main(int argc, char **argv) {
#ifdef __GLIBC__
  /* The .ll reader builds its programs on a thread of its own (a large
   * stack for LLVM's parser): one malloc arena, grown 64 MB at a time,
   * spares it the many small heap extensions of a thread's arena (about
   * 15% of the time of reading a 10,000-function module, bench/HISTORY.md). */
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
    return output_checked(CLI_HOLDS);
  }
  if (!strcmp(argv[1], "--version")) {
    printf("convcheck %s\n", PACKAGE_VERSION);
    return output_checked(CLI_HOLDS);
  }
  if (!strcmp(argv[1], "--man")) { /* convcheck(1), for the packaging */
    cc_buf out;
    cc_buf_init(&out);
    cli_man(PACKAGE_VERSION, &out);
    int rc = cli_write(&out);
    cc_buf_free(&out);
    return output_checked(rc);
  }
  const cli_command *c = cli_command_find(argv[1]);
  if (!c) {
    const char *names[CLI_NCOMMANDS];
    for (int i = 0; i < CLI_NCOMMANDS; i++) names[i] = cli_commands[i].name;
    const char *near = cc_nearest(argv[1], names, CLI_NCOMMANDS);
    if (near) fprintf(stderr, "convcheck: unknown command '%s' (did you mean '%s'?)\n\n", argv[1], near);
    else fprintf(stderr, "convcheck: unknown command '%s'\n\n", argv[1]);
    usage(stderr);
    return CLI_ERROR;
  }
  cli_ctx ctx;
  cli_ctx_init(&ctx, c);
  int rc = cli_parse(&ctx, argc - 1, argv + 1);
  ctx.rec.inputs = ctx.args, ctx.rec.ninputs = ctx.nargs, ctx.rec.opt = CLI_TEXT(&ctx, opt);
  if (rc < 0) {
    cli_progress_configure(CLI_FLAG_ON(&ctx, progress));
    rc = c->run(&ctx);
  }
  cli_ctx_free(&ctx);
  return output_checked(rc);
}
