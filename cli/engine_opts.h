/* cli/engine_opts.h — options shared by the engine commands. */
#ifndef CLI_ENGINE_OPTS_H
#define CLI_ENGINE_OPTS_H

#include "cli/cli.h"
#include "enumerate/enumerate.h"

typedef struct cli_engine_args {
  en_opts o;
  const char *file, *function, *why;
  bool json;
} cli_engine_args;

/* Returns -1 to go on, or the exit status (help printed, usage error). */
int cli_engine_args_parse(const char *cmd, const char *usage, int argc, char **argv,
                          cli_engine_args *a);
/* "k=2, L=12" (and how the run was limited). */
void cli_bounds_text(const en_run *r, char *buf, size_t size);

#endif
