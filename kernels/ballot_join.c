/* ballot_join -- a ballot in the join block of a divergent if/else, whose
 * condition is tested again after the ballot.
 *
 * Every thread reaches the join block, whichever side it took, so the
 * ballot there is executed by all threads together and counts every lane.
 * A transform that copied the join block into the two sides (as jump
 * threading would, to skip the second test) would split the ballot into
 * two copies, each executed by the threads of one side only.
 *
 * By hand:  c = in[tid] > 0 and both branches on it: DIVERGENT.
 *           x (the phi of 1 and 2 at the join): DIVERGENT.
 *           mask = ballot(x == 1): the same in every lane: uniform
 *           (AMDGPU: ballot is always uniform; NVPTX: a call, so a
 *           divergence source for LLVM: DIVERGENT there, conservatively).
 * mconv:    no cycle: every block m-converged (proven).
 * simplifycfg (on the -O0 kernel after sroa) turns the if/else into
 *           `select c, 1, 2` and merges the join into the entry block: the
 *           ballot is still executed once by every thread, with the same
 *           argument value (x == 1 iff c): preserved.  (At -O2 clang has
 *           done exactly this already.)
 * jump-threading does nothing on amdgcn and nvptx: LLVM 22's
 *           JumpThreadingPass::run returns at once for targets with branch
 *           divergence (TTI.hasBranchDivergence), so opt-22's output is the
 *           input: unchanged. */
#include "gpu.h"

KERNEL void ballot_join(GLOBAL const int *in, GLOBAL long long *out) {
  int tid = gpu_tid();
  int c = in[tid] > 0;
  int x;
  if (c)
    x = 1;
  else
    x = 2;
  unsigned long long mask = gpu_ballot(x == 1);
  if (c)
    out[tid] = (long long)mask;
  else
    out[tid] = -1;
}
