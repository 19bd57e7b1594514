/* cli/unbounded.h — `--unbounded` of mconv, uniformity and transform:
 * renders unbounded/'s verdicts (docs/unbounded.md). */
#ifndef CLI_UNBOUNDED_H
#define CLI_UNBOUNDED_H

#include "cli/engine_opts.h"
#include "unbounded/unbounded.h"

/* The unbounded options from the engine commands' arguments. */
void cli_unbounded_opts(const cli_engine_args *a, ub_opts *o);
/* mconv --unbounded / uniformity --unbounded on the loaded module: prints,
 * records, returns the exit status. */
int cli_mconv_unbounded(cli_engine_args *a, cv_module *m);
int cli_uniformity_unbounded(cli_engine_args *a, cv_module *m);

#endif
