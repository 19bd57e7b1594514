/* ballot_compact -- stream compaction with a ballot: every thread whose
 * input is positive gets a slot; the subgroup reserves its slots with one
 * atomic add by its first lane and each thread counts the positive lanes
 * below it.
 *
 * By hand:  keep = in[tid] > 0: DIVERGENT (in[tid] is).
 *           mask = ballot(keep): the same in every lane of the subgroup
 *           (one bit per lane): uniform.  LLVM: AMDGPU's ballot is always
 *           uniform -- uniform; on NVPTX every call, ballot included, is a
 *           divergence source -- DIVERGENT, though every lane gets the
 *           same mask (conservative, not unsound).
 *           total = popcount(mask): uniform where mask is.
 *           lane, below = mask & ((1 << lane) - 1), rank = popcount(below):
 *           DIVERGENT (lane is).
 *           first = readfirstlane(lane)... the leader test lane == first:
 *           DIVERGENT.  base = atomic add result: DIVERGENT for LLVM (an
 *           atomic); broadcast by readfirstlane: uniform on AMDGPU,
 *           DIVERGENT on NVPTX (a call).
 *           if (keep) out[base + rank]: DIVERGENT branch.
 * mconv:    no cycle: every block m-converged (proven).
 * sroa,simplifycfg on the -O0 kernel: sroa replaces every stack slot by
 *           SSA values; the CFG stays entry -> (leader) -> join -> (keep) ->
 *           exit, and the ballot (entry) and the two readfirstlanes (entry,
 *           join) stay in blocks every thread executes, with the same
 *           operand values: preserved. */
#include "gpu.h"

KERNEL void ballot_compact(GLOBAL int *in, GLOBAL int *out, GLOBAL int *count) {
  int tid = gpu_tid();
  int x = in[tid];
  int keep = x > 0;
  unsigned long long mask = gpu_ballot(keep);
  int lane = gpu_lane();
  int rank = __builtin_popcountll(mask & ((1ull << lane) - 1));
  int total = __builtin_popcountll(mask);
  int base = 0;
  if (lane == gpu_readfirstlane(lane))
    base = __atomic_fetch_add(count, total, __ATOMIC_RELAXED);
  base = gpu_readfirstlane(base);
  if (keep)
    out[base + rank] = x;
}
