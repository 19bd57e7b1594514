/* cli/mconv.h — `convcheck mconv` in two files: cmd_mconv.c (the command,
 * the explicit engine's verdicts) and mconv_smt.c (the SMT engine's
 * verdicts as the cross-check compared them, --check-relations).  Only
 * those two include it. */
#ifndef CLI_MCONV_H
#define CLI_MCONV_H

#include "cli/engine_opts.h"
#include "crosscheck/xc.h"

/* The command's state across its functions. */
typedef struct mconv_cmd {
  cli_engine_args a;
  xc_engine e;
  cc_buf out, pic; /* the text (or JSON); --dot: the witnesses' clusters */
  cc_json j;
  bool all, disagree;
  int unknown, drawn;
  int stopped;     /* blocks the explicit engine left unknown (a limit) */
  char not_encoded[128]; /* why Z3 had no model for some block ("": none) */
} mconv_cmd;

/* A block's witness picture (a cluster, part): added to the command's
 * picture with --dot, and recorded with the block's verdict. */
void cli_mconv_block_picture(cli_engine_args *a, long long pid, const cv_program *p, int b,
                             const cc_buf *part, cc_buf *pic);
/* "function F, block B: NOT m-converged (HOW)" */
void cli_mconv_block_title(char *buf, size_t size, const cv_program *p, int b, const char *how);
/* --dot, a function without a witness: a note with its verdict. */
void cli_mconv_function_note(cc_buf *pic, const cv_program *p, int n, const char *bounds);
/* The SMT engine's function line (or JSON object head) and its blocks. */
void cli_mconv_smt_head(mconv_cmd *u, const cv_program *p, const xc_mconv_result *x);
void cli_mconv_smt_blocks(mconv_cmd *u, const cv_program *p, const xc_mconv_result *x, long long pid);
/* --check-relations for one function; false on an error (reported). */
bool cli_mconv_relations(mconv_cmd *u, const cv_program *p, const cv_hierarchies *hs,
                         const en_run *r, long long pid);

#endif
