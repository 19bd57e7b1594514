/* atomic_counter -- each thread takes a slot from a global counter with an
 * atomic add and writes its thread id there if the slot is in range.
 *
 * By hand:  slot = atomic fetch-add: each thread gets the value left by
 *           the threads before it -- a different value per thread even
 *           though every thread passes the same address and operand:
 *           DIVERGENT (AMDGPU and NVPTX: atomics are divergence sources).
 *           slot < n and its branch: DIVERGENT.
 *           counter, n (kernel arguments): uniform.
 * mconv:    no cycle: every block m-converged (proven).
 * sroa,gvn on the -O0 kernel: the slots become SSA values, the atomic
 *           stays (it is not pure, gvn may not remove or merge it); no
 *           convergent operation, each thread stores the same value to the
 *           same slot: preserved. */
#include "gpu.h"

KERNEL void atomic_counter(GLOBAL int *counter, GLOBAL int *out, int n) {
  int tid = gpu_tid();
  int slot = __atomic_fetch_add(counter, 1, __ATOMIC_RELAXED);
  if (slot < n)
    out[slot] = tid;
}
