/* early_exit -- a search loop with a divergent early exit: each thread
 * looks for its own thread id in a table and stops at the first match.
 *
 * The loop's own test `i < n` is uniform, but the `break` depends on tid:
 * threads leave at different iterations (a divergent cycle exit).  After
 * the loop, a value of the loop is seen by each thread as of ITS last
 * iteration (temporal divergence).
 *
 * By hand:  n (kernel argument): uniform.
 *           i inside the loop: uniform within an iteration (every thread
 *           still in the loop has done the same number of iterations);
 *           i < n: uniform; table[i] (global, uniform address): uniform.
 *           table[i] == tid and its branch: DIVERGENT (the exit).
 *           found (the phi at the exit of the loop: i, or -1 when the loop
 *           ran out): DIVERGENT -- threads that leave at different
 *           iterations reach the exit block converged, with different i.
 *           hit = (found >= 0) and its branch: DIVERGENT.
 * mconv:    one natural loop: every block m-converged (proven).
 * loop-rotate and licm on the -O2 kernel: no convergent operation, so a
 *           transform is judged by single-thread equivalence only; both put
 *           the loop in loop-simplify/LCSSA form (a preheader, dedicated
 *           exit blocks, phis for the values used after the loop), which
 *           changes no thread's calls or values: preserved. */
#include "gpu.h"

KERNEL void early_exit(GLOBAL const int *table, GLOBAL int *out, int n) {
  int tid = gpu_tid();
  int found = -1;
  for (int i = 0; i < n; i++) {
    if (table[i] == tid) {
      found = i;
      break;
    }
  }
  if (found >= 0)
    out[tid] = found;
}
