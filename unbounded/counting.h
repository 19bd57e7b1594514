/* unbounded/counting.h — internal to unbounded/ (prefix ubc_): values that
 * are a function of their block's cycle counter, proven uniform without
 * the product (docs/unbounded.md, "Counting phis").
 *
 * A *counting phi* is a phi p in the header H of a cycle C that, in every
 * hierarchy, H heads and enters alone (C has one entry), such that
 *   (i)   every incoming value on an edge from inside C is one and the same
 *         instruction w;
 *   (ii)  w is defined in H, is no phi, and is computed from p and stable
 *         values by pure instructions of H (no other phi in its cone);
 *   (iii) every incoming value on an edge from outside C is one and the
 *         same stable value.
 * A value is *stable* for C when the last instance of it before any point
 * of a stay in C is the same term in two threads whose instances of H are
 * converged: a constant (not undef/poison), a global, a uniform argument,
 * or a value proven uniform that is defined outside C in a block in no
 * cycle, or in the header of a single-entry cycle enclosing C.
 * Then p at the j-th execution of H since the thread entered C is
 * F^(j-1)(init), and j is H's counter: equal for converged instances (the
 * signature theorem).  A pure instruction of H whose operands are counting
 * phis of H, stable values and such instructions is then uniform too. */
#ifndef UB_COUNTING_H
#define UB_COUNTING_H

#include "model/model.h"
#include "model/values.h"
#include "unbounded/unbounded.h"

/* Is instruction inst a function of its block's counter in every hierarchy
 * of hs (a counting phi, or a pure function of counting phis of its block
 * and stable values)?  values: the verdicts so far (UB_PROVEN = uniform). */
bool ubc_counts(const cv_program *p, const cv_hierarchies *hs, const ub_item *values, int inst);

#endif
