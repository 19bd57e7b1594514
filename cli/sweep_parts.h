/* cli/sweep_parts.h — `convcheck sweep`'s parsed options and the parts of
 * the command that write files or run llvm-reduce (cli/sweep_files.c).
 * Prefix: cli_sweep_. */
#ifndef CLI_SWEEP_PARTS_H
#define CLI_SWEEP_PARTS_H

#include "cli/cli.h"
#include "sweep/sweep.h"

typedef struct cli_sweep_args {
  sw_opts o;
  const char *save_dir, *analysis, *emit_dir;
  bool json, tokens, reduce;
  const char *llvm_reduce;
} cli_sweep_args;

/* --save-unsound DIR: DIR/NAME.ll for each program with an unsound claim
 * (once each). */
bool cli_sweep_save_unsound(const char *dir, const sw_result *r, cc_error *err);
/* --emit-ll DIR: every program of the family (or shard) rendered for
 * transform checks.  Returns the exit status. */
int cli_sweep_emit_family(const cli_sweep_args *a, const sw_family *fam);
/* --reduce: one representative of each cause of unsound claims reduced by
 * llvm-reduce, recorded beside the run and listed in out. */
bool cli_sweep_reduce_groups(const cli_sweep_args *a, const sw_result *res, cli_record *rec,
                             cc_buf *out, cc_error *err);

#endif
