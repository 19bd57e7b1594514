/* unbounded/counting.h — internal to unbounded/ (prefix ubc_): values that
 * are a function of a cycle's counter, proven uniform without the product
 * (docs/unbounded.md, "Counting phis").
 *
 * A *counting phi* is a phi p in the header H of a cycle C that, in every
 * hierarchy, H enters alone (C has one entry, not the function's), with
 *   (i)   every incoming value on an edge from inside C one and the same
 *         instruction w;
 *   (ii)  w defined in a block of C, no phi, and computed from p and stable
 *         values by pure instructions of blocks of C (no other phi in its
 *         cone);
 *   (iii) every incoming value on an edge from outside C one and the same
 *         stable value.
 * A value is *stable* for C when the last instance of it before any point
 * of a stay in C is the same term in two threads whose instances of H are
 * converged: a constant (not undef/poison), a global, a uniform argument,
 * or a value proven uniform that is defined outside C in a block in no
 * cycle, or in the header of a single-entry cycle enclosing C.
 * Then p at the j-th execution of H since the thread entered C is
 * F^(j-1)(init), and j is H's counter: equal for converged instances (the
 * signature theorem).  H dominates every block of C, so a pure instruction
 * of a block of C reads the instances of its operands computed since the
 * last execution of H; one whose operands are counting phis of H, stable
 * values and such instructions is a function of the same counter, equal
 * at converged instances of any block of C. */
#ifndef UB_COUNTING_H
#define UB_COUNTING_H

#include "model/model.h"
#include "model/values.h"
#include "unbounded/unbounded.h"

/* Is instruction inst, read at block X, a function of a cycle's counter in
 * every hierarchy of hs: a counting phi, or a pure function of counting
 * phis and stable values, of a single-entry cycle containing X and inst's
 * block?  values: the verdicts so far (UB_PROVEN = uniform).  *header (may
 * be NULL): that cycle's header in the first hierarchy. */
bool ubc_counts(const cv_program *p, const cv_hierarchies *hs, const ub_item *values, int inst,
                int X, int *header);

/* Is instruction inst, of a block Y, a function of values read after the
 * thread left the cycles that define them, the same in both threads
 * (docs/unbounded.md, "Counting phis", the exit rules)?  inst is pure, or
 * a phi of Y whose every edge comes from one block E; each operand is
 * stable (above) or a value v counting for a cycle C that does not contain
 * Y (and contains E), by one of two rules:
 *   the uniform exit: in every hierarchy C is a top-level cycle entered
 *   only at its header H (so a thread stays in C at most once), exactly
 *   one block E of C has a successor outside C, E is in no child of C, E
 *   is on every path from H back to H (it dominates every latch), and E's
 *   branch is proven uniform (`branches`): at each iteration both threads
 *   reach E, their instances of E converge (equal counters), so both leave
 *   at the same iteration; v is defined in a block that dominates E
 *   (computed in the last iteration);
 *   the first iteration: C is entered only at its header, and every block
 *   of C with a successor outside C is in no child of C, dominates every
 *   latch, and leaves unconditionally or on a condition invariant in the
 *   stay (the same term at every visit, decided alike): every thread
 *   leaves C in the first iteration of each stay, where v, defined in a
 *   block dominating every exiting block, is its function of the initial
 *   values, read from stable values a thread computes at most once.
 * *header: the cycle's header (a first-iteration one if any; -1 when every
 * operand is stable: a pure inst of a block in no cycle, each operand
 * executed at most once per thread, equal in both); *first (may be NULL):
 * whether the first-iteration rule was used. */
bool ubc_exit_counts(const cv_program *p, const cv_hierarchies *hs, const ub_item *values,
                     const ub_item *branches, int inst, int *header, bool *first);

#endif
