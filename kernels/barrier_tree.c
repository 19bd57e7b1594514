/* barrier_tree -- a tree reduction in work-group shared memory: a barrier
 * in uniform control flow.
 *
 * The loop `for (s = 1; s < 64; s *= 2)` runs the same iterations in every
 * thread (s starts at the constant 1 and only doubles), so the barrier at
 * the end of each iteration is reached by all threads together: uniform
 * control flow, as a barrier requires.  Inside, `if (tid % (2*s) == 0)`
 * is a divergent branch whose join comes before the barrier.
 *
 * By hand:  s, 2*s, s < 64, the loop's branch: uniform.
 *           tid, tid % (2*s) == 0 and its branch: DIVERGENT; the loads
 *           buf[tid], buf[tid+s] (LDS, divergent addresses): DIVERGENT.
 *           buf[0], read by thread 0 after the loop: LDS, a uniform
 *           address: uniform (the branch guarding it is divergent, but only
 *           one thread is there to see it).
 * mconv:    -O0: one natural loop, reducible: one hierarchy, every block
 *           m-converged (proven).  -O2: clang unrolls the loop fully (six
 *           copies of the body, no cycle).
 * loop-unroll on the -O0 kernel after `sroa,loop-mssa(loop-rotate)` (the
 *           loop in SSA form, rotated, as -O2 would have it): the trip count
 *           is 6, the unroller copies the body six times, no remainder.
 *           The n-th copy of the barrier is executed where the n-th
 *           iteration's barrier was, by all threads (ConvergentOperations.rst,
 *           "Loop unrolling examples": only unrolling with a "tail" is
 *           forbidden for uncontrolled convergent operations): preserved.
 *           A thread's path through the six iterations is longer than the
 *           default bound, hence L = 26 for the check. */
#include "gpu.h"

SHARED static int buf[64];

KERNEL void barrier_tree(GLOBAL int *in, GLOBAL int *out) {
  int tid = gpu_tid();
  buf[tid] = in[tid];
  gpu_barrier();
  for (int s = 1; s < 64; s *= 2) {
    if (tid % (2 * s) == 0)
      buf[tid] += buf[tid + s];
    gpu_barrier();
  }
  if (tid == 0)
    out[0] = buf[0];
}
