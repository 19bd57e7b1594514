/* transform/rules.c — the static rules of tokens on closed paths ([CO]
 * "Static Rules" 1-2), which an AFTER must keep. */
#include "transform/tf_int.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

/* ---- static rules on closed paths ------------------------------------------ */

/* Can block `from` reach block `to` through successors without entering
 * block `avoid` (to may equal from: a closed path needs at least one edge)? */
static bool reaches_avoiding(const cv_program *p, int from, int to, int avoid) {
  int nb = cv_program_nblocks(p);
  char *seen = cc_calloc((size_t)nb + 1, 1);
  int *stack = cc_malloc(((size_t)nb + 1) * sizeof(int));
  int top = 0;
  bool found = false;
  int ns;
  const int *succ = cv_block_succs(p, from, &ns);
  for (int i = 0; i < ns; i++)
    if (succ[i] != avoid && !seen[succ[i]]) seen[succ[i]] = 1, stack[top++] = succ[i];
  while (top > 0 && !found) {
    int b = stack[--top];
    if (b == to) { found = true; break; }
    succ = cv_block_succs(p, b, &ns);
    for (int i = 0; i < ns; i++)
      if (succ[i] != avoid && !seen[succ[i]]) seen[succ[i]] = 1, stack[top++] = succ[i];
  }
  free(seen);
  free(stack);
  return found;
}

/* [CO] "Static Rules", the rules on closed paths (on the blocks reachable
 * from the entry): (1) every closed path
 * containing a use of token T other than by `loop` contains T's
 * definition; (2) every closed path containing two different uses of T
 * contains its definition.  At block granularity: a closed path through
 * the use's block that avoids the definition's block (when they are the
 * same block, every closed path through it contains the definition).
 * Fills why and returns false on a violation. */
bool tfI_closed_path_rules(const cv_program *p, cc_buf *why) {
  int ni = cv_program_ninsts(p), nb = cv_program_nblocks(p);
  /* the rules rest on dominance, defined by paths from the entry: only
   * reachable uses count (docs/verify.md; LLVM 22's verifier alike) */
  char *live = cc_calloc((size_t)nb + 1, 1);
  int *stack = cc_malloc(((size_t)nb + 1) * sizeof(int)), top = 0;
  live[cv_program_entry(p)] = 1;
  stack[top++] = cv_program_entry(p);
  while (top > 0) {
    int ns, b = stack[--top];
    const int *succ = cv_block_succs(p, b, &ns);
    for (int i = 0; i < ns; i++)
      if (!live[succ[i]]) live[succ[i]] = 1, stack[top++] = succ[i];
  }
  free(stack);
  bool ok = true;
  for (int i = 0; i < ni && ok; i++) {
    const cv_inst *U = cv_program_inst(p, i);
    if (U->token_use < 0 || !live[U->block]) continue;
    const cv_inst *D = cv_program_inst(p, U->token_use);
    if (U->block == D->block) continue;
    if (U->token_def != CV_TOKEN_LOOP && reaches_avoiding(p, U->block, U->block, D->block)) {
      cc_buf_printf(why, "%%%s is used by %s in block %s, on a closed path that does not "
                    "contain its definition (ConvergentOperations.rst, \"Static Rules\", rule 1)",
                    D->name ? D->name : "?", U->name ? U->name : U->opcode ? U->opcode : "a call",
                    cv_block_name(p, U->block));
      ok = false;
      break;
    }
    for (int j = i + 1; j < ni && ok; j++) {
      const cv_inst *V = cv_program_inst(p, j);
      if (V->token_use != U->token_use || V->block == D->block || !live[V->block]) continue;
      if (reaches_avoiding(p, U->block, V->block, D->block) &&
          reaches_avoiding(p, V->block, U->block, D->block)) {
        cc_buf_printf(why, "two uses of %%%s (in blocks %s and %s) lie on a closed path that "
                      "does not contain its definition (ConvergentOperations.rst, \"Static "
                      "Rules\", rule 2)", D->name ? D->name : "?", cv_block_name(p, U->block),
                      cv_block_name(p, V->block));
        ok = false;
      }
    }
  }
  free(live);
  return ok;
}
