/* verify/ — the static rules of convergence control tokens, checked on one
 * program.  Prefix: vf_.  Never prints, never exits.
 *
 * [CO] = ConvergentOperations.rst.  The rules come from its sections
 * "Convergence Control Intrinsics" (what each of entry, anchor and loop
 * allows), "Uncontrolled Convergent Operations" (no mixing), "Dynamic
 * Instances and Convergence Tokens" (what a convergencectrl operand is) and
 * "Static Rules" (closed paths, convergence regions).  Each rule has an id
 * (vf_rule_id) and the section it comes from (vf_rule_source); the list and
 * the readings chosen are in docs/verify.md.
 *
 * Readings (docs/verify.md):
 *   - closed paths are closed walks, as [CO] "Static Rules" defines them
 *     (nodes may repeat), over the blocks reachable from the entry;
 *   - the convergence region of T is the set of program points strictly
 *     dominated by T's definition D from which a use of T can be reached
 *     without executing D again (where T is live);
 *   - the rules that need dominance are checked only for tokens whose uses
 *     are all dominated by their definition (token-dominance otherwise);
 *   - a call is convergent if it or its callee has the `convergent`
 *     attribute or it carries a convergencectrl bundle ([CO] "Convergent
 *     Operations"), so a bundle never sits on a non-convergent call. */
#ifndef VF_VERIFY_H
#define VF_VERIFY_H

#include "model/model.h"

typedef enum vf_rule {
  /* the convergencectrl operand ([CO] "Dynamic Instances and Convergence
   * Tokens"; LangRef "Convergence Control Operand Bundles") */
  VF_BUNDLE_ONCE = 0,      /* at most one convergencectrl bundle per call    */
  VF_BUNDLE_ONE_TOKEN,     /* the bundle holds exactly one token             */
  VF_TOKEN_SOURCE,         /* that token comes from entry/anchor/loop         */
  VF_TOKEN_PHI_SELECT,     /* convergence tokens are not used by phi/select   */
  VF_TOKEN_DOMINANCE,      /* the definition dominates each use (SSA)         */
  /* the intrinsics ([CO] "Convergence Control Intrinsics") */
  VF_ENTRY_NO_BUNDLE,      /* entry takes no bundle                           */
  VF_ANCHOR_NO_BUNDLE,     /* anchor takes no bundle                          */
  VF_LOOP_BUNDLE,          /* loop must have a bundle                         */
  VF_ENTRY_CONVERGENT_FN,  /* entry only in a convergent function             */
  VF_ENTRY_BLOCK,          /* entry only in the entry block                   */
  VF_ENTRY_ONCE,           /* entry at most once per function                 */
  VF_ENTRY_FIRST,          /* entry precedes the block's other convergent ops */
  VF_LOOP_FIRST,           /* loop precedes the block's other convergent ops  */
  /* [CO] "Uncontrolled Convergent Operations" */
  VF_MIXED_CONTROL,        /* no uncontrolled op where a controlled one is    */
  /* [CO] "Static Rules", "Closed Paths", rules 1-4 */
  VF_CLOSED_PATH_1,        /* non-loop use on a closed path without the def   */
  VF_CLOSED_PATH_2,        /* two uses of T on a closed path without the def  */
  VF_CLOSED_PATH_3,        /* uses of T1, T2 on a closed path with neither def */
  VF_CLOSED_PATH_4,        /* such a use dominates every node of the path     */
  /* [CO] "Static Rules", "Convergence Regions" */
  VF_REGION_NESTING,
  /* experimental (the iterating anchor, CV_TOKEN_ITERATING; the static rule
   * proposed in "A New Type of Convergence Control Intrinsic?"): checked only in
   * programs that have one */
  VF_ITERATING_HEART,      /* a heart on a closed path with an iterating
                              anchor but not its token's definition
                              dominates the iterating anchor */
  VF_NRULES
} vf_rule;

typedef enum vf_path_kind {
  VF_PATH_NONE = 0,
  VF_PATH_CLOSED, /* path[] is a closed walk: path[0] == path[npath-1]       */
  VF_PATH_REGION  /* path[] runs from the region's definition through the use
                     to a use of the region's token; region[] is the region */
} vf_path_kind;

typedef struct vf_diag {
  vf_rule rule;
  int inst;         /* the instruction that breaks the rule                  */
  int other;        /* the other instruction it concerns (the definition,
                       the first use, the earlier operation), -1 if none     */
  int block;        /* inst's block                                          */
  int line, col;    /* inst's position, 0 if unknown                         */
  char *message;    /* one line, without the rule id                         */
  vf_path_kind path_kind;
  int npath;
  int *path;        /* blocks                                                */
  int nregion;
  int *region;      /* VF_PATH_REGION: the blocks the region touches         */
  int witness;      /* closed-path-4: a block of the path that the use does
                       not dominate; otherwise -1                            */
} vf_diag;

typedef CC_STACK(vf_diag) vf_diags;

/* "closed-path-1", "entry-block", ... */
const char *vf_rule_id(vf_rule r);
/* Where the rule comes from: document and section. */
const char *vf_rule_source(vf_rule r);
/* The rule with that id; false if there is none. */
bool vf_rule_from_id(const char *id, vf_rule *out);

/* Checks every rule of [CO] "Static Rules" on p; appends one diagnostic per violation to out,
 * ordered by instruction, then rule.  Returns how many it appended (0: p
 * satisfies every static rule). */
int vf_verify(const cv_program *p, vf_diags *out);
void vf_diags_free(vf_diags *d);

/* How an instruction is named in messages: "%t", "call @f", "ret". */
void vf_inst_label(const cv_program *p, int inst, char *buf, size_t size);

#endif
