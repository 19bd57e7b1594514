/* fixed_trip -- a loop of exactly four iterations with a barrier in each,
 * the loop a full unroll turns into straight-line code.
 *
 * By hand:  i, i < 4, the loop's branch: uniform (constants only).
 *           data[i*64 + tid], acc: DIVERGENT (tid).
 * mconv:    one natural loop (-O0; -O2 unrolls it): every block
 *           m-converged (proven).
 * Full unrolling copies the barrier four times, one copy per iteration:
 *           every thread executes the n-th copy where it executed the n-th
 *           iteration's barrier, with the same threads, since every thread
 *           runs the same four iterations (ConvergentOperations.rst, "Loop
 *           unrolling examples": of the three kinds of unrolling, only the
 *           one that needs a "tail" is forbidden for uncontrolled convergent
 *           operations): preserved. */
#include "gpu.h"

KERNEL void fixed_trip(GLOBAL int *data) {
  int tid = gpu_tid();
  int acc = 0;
  for (int i = 0; i < 4; i++) {
    acc += data[i * 64 + tid];
    gpu_barrier();
  }
  data[tid] = acc;
}
