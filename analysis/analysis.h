/* analysis/ — the static uniformity analysis of [CU] "Static Uniformity Analysis"
 * (ConvergenceAndUniformity.rst), the fast, conservative counterpart of the
 * reference uniformity of `convcheck uniformity` (docs/design.md §5, §7).
 * Prefix: ua_.  Never prints, never exits.
 *
 * The analysis marks a value divergent when it may differ between threads
 * that execute converged dynamic instances of its definition: divergence
 * sources, divergent arguments, propagation through def-use, sync
 * dependence (phis at the joins of a divergent branch), divergent cycle
 * exits (temporal divergence) and irreducible cycles entered on diverged
 * paths.  Only the implicit (non-token) convergence is analysed; a
 * controlled (token) variant can be added as another entry point taking
 * the same program. */
#ifndef UA_ANALYSIS_H
#define UA_ANALYSIS_H

#include "model/model.h"

typedef struct ua_result ua_result;

/* The static uniformity analysis of p for cycle hierarchy h (NULL: the
 * hierarchy of p's successor order, cv_cycles_llvm(p)).  h, if given, must
 * outlive the result.  Returns NULL and fills err only on failure to
 * allocate or on an unfinished program. */
ua_result *ua_analyze(const cv_program *p, const cv_hierarchy *h, cc_error *err);
void ua_result_free(ua_result *r);

/* The value defined by instruction `inst` may be divergent. */
bool ua_inst_divergent(const ua_result *r, int inst);
/* Block `block`'s terminator (its branch condition) may be divergent. */
bool ua_block_branch_divergent(const ua_result *r, int block);
/* Argument `arg` may be divergent. */
bool ua_arg_divergent(const ua_result *r, int arg);

/* The text opt-22 -passes='print<uniformity>' -disable-output prints for
 * this function (including CYCLES ASSUMED DIVERGENT, CYCLES WITH
 * DIVERGENT EXIT, TEMPORAL DIVERGENCE LIST sections when LLVM prints them). */
void ua_print_llvm(const ua_result *r, cc_buf *out);

/* ---- more of the result (for --json and the tests) ------------------- */
const cv_program *ua_result_program(const ua_result *r);
const cv_hierarchy *ua_result_hierarchy(const ua_result *r);
/* Cycles (indices into ua_result_hierarchy) assumed divergent as a whole
 * ([CU] "Divergent Branch inside a Cycle", "Diverged Paths reaching a
 * Cycle"), in the order LLVM prints them. */
int ua_assumed_divergent_count(const ua_result *r);
int ua_assumed_divergent(const ua_result *r, int k);
/* Cycles with a divergent exit ([CU] "Divergent Cycle Exits"). */
int ua_divergent_exit_count(const ua_result *r);
int ua_divergent_exit(const ua_result *r, int k);
/* Temporally divergent uses: instruction `value` defined in `cycle`, used
 * by instruction `user` outside it. */
int ua_temporal_count(const ua_result *r);
void ua_temporal_at(const ua_result *r, int k, int *value, int *user, int *cycle);

/* The BLOCK / DEFINITIONS / TERMINATORS / END BLOCK part of the
 * print<uniformity> layout, shared with `convcheck uniformity`: inst_div
 * says whether an instruction (for a terminator: its block's branch) is
 * divergent, branch_div the same for the branch of a .cfg block (which has
 * no instructions). */
/* Does block b end in a terminator instruction?  (.ll blocks do; .cfg blocks
 * do not: their branch comes from the CFG, even when they hold instruction
 * lines such as convergence intrinsics.) */
bool ua_block_has_terminator(const cv_program *p, int b);
typedef enum ua_label { UA_LABEL_UNIFORM = 0, UA_LABEL_DIVERGENT, UA_LABEL_UNKNOWN } ua_label;
/* The mark printed before an instruction (or a .cfg block's branch):
 * "  DIVERGENT:   ", "  UNKNOWN:     " (an engine gave no verdict), or blanks. */
typedef ua_label (*ua_divergent_fn)(const void *ctx, int index);
void ua_print_blocks(const cv_program *p, ua_divergent_fn inst_div,
                     ua_divergent_fn branch_div, const void *ctx, cc_buf *out);

#endif
