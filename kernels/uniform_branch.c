/* uniform_branch -- a branch on a kernel argument.
 *
 * Every thread of the launch sees the same `mode` (kernel arguments are
 * uniform on both targets), so `if (mode > 0)` is a uniform branch: all
 * threads take the same side and meet again at the join.  The values
 * stored differ per thread only through the thread id.
 *
 * By hand:  mode, scale, mode > 0, the branch on it: uniform.
 *           tid, out + tid, the stored values, and the phi that picks
 *           tid * scale or tid + scale: divergent (they contain tid).
 *           The join's phi is divergent because of its operands, not
 *           because of the branch (the branch is uniform: no sync
 *           dependence).
 * Expect -O0: the arguments go through stack slots (`%mode.addr`); on
 *           AMDGPU the loads are from flat memory (an addrspacecast of the
 *           private slot), on NVPTX from generic memory: LLVM makes every
 *           such load a divergence source, so at -O0 opt calls the branch
 *           DIVERGENT.  But each thread stored the same `mode` in its own
 *           slot, so the value read back is the same in every thread:
 *           uniform -- LLVM is imprecise there, not unsound.
 * mconv:    no cycle: one hierarchy, every block m-converged (proven).
 * sroa,simplifycfg on the -O0 kernel: sroa turns the stack slots into SSA
 *           values, simplifycfg may fold the diamond; no convergent
 *           operation, each thread stores the same value to the same place:
 *           preserved. */
#include "gpu.h"

KERNEL void uniform_branch(GLOBAL int *out, int mode, int scale) {
  int tid = gpu_tid();
  int v;
  if (mode > 0)
    v = tid * scale;
  else
    v = tid + scale;
  out[tid] = v;
}
