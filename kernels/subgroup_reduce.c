/* subgroup_reduce -- a sum over the lanes of a subgroup by shuffles, then
 * one atomic add per subgroup.
 *
 * Each step adds the value of the lane `off` places up (ds.bpermute on
 * AMDGPU, shfl.sync.down on NVPTX).  The offsets 16, 8, 4, 2, 1 are the
 * same in every thread, so the loop is uniform and every thread runs every
 * shuffle (a shuffle's source lane must be active: this needs uniform
 * control flow).  Lane 0 then holds the subgroup's sum (of its first 32
 * lanes) and adds it to *out.
 *
 * By hand:  off, off > 0, the loop's branch: uniform.
 *           v (the input, then each shuffle's result, and their sums):
 *           DIVERGENT -- a shuffle returns another lane's value, different
 *           per lane (LLVM: ds.bpermute and shfl.sync are divergence
 *           sources).
 *           lane, lane == 0 and its branch: DIVERGENT.
 *           The atomicrmw's result is unused; the atomicrmw itself is a
 *           divergence source for LLVM.
 * mconv:    at -O0 one natural loop; at -O2 the loop is unrolled (no
 *           cycle): one hierarchy, every block m-converged (proven).
 * loop-unroll on the -O0 kernel after `sroa,loop-mssa(loop-rotate)`: the
 *           offsets 16, 8, 4, 2, 1 are five iterations known from the
 *           constants; the unroller copies the body five times, no
 *           remainder.  Every thread executes the n-th copy of the shuffle
 *           where it executed the n-th iteration's shuffle, all threads
 *           together (the loop is uniform), with the same operands:
 *           preserved. */
#include "gpu.h"

KERNEL void subgroup_reduce(GLOBAL int *in, GLOBAL int *out) {
  int tid = gpu_tid();
  int v = in[tid];
  for (int off = 16; off > 0; off /= 2)
    v += gpu_shfl_down(v, off);
  if (gpu_lane() == 0)
    __atomic_fetch_add(out, v, __ATOMIC_RELAXED);
}
