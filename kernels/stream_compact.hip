/* stream_compact -- stream compaction with a ballot: each lane keeps its
 * element if it is positive, the kept lanes write it at their rank among
 * the kept ones; the first lane reserves room with one atomic add and
 * broadcasts the base with a shuffle.
 *
 * By hand:  t, x, keep: DIVERGENT.
 *           b = __ballot(keep): one mask for the wave (amdgcn: always
 *           uniform); popcount(b): uniform.
 *           lane, pos = popcount(b & lanes below): DIVERGENT.
 *           `lane == 0` and its branch: DIVERGENT; the atomic's result:
 *           DIVERGENT (a divergence source); base after the if (phi):
 *           DIVERGENT; __shfl(base, 0): lane 0's base, the same for every
 *           lane, but a ds_bpermute (amdgcn) / shfl.sync (nvptx) is a
 *           divergence source for LLVM and for the reference (its row on
 *           amdgcn): DIVERGENT.
 * mconv:    no cycle: every block m-converged (proven). */
__global__ void stream_compact(const int *in, int *out, int *count) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int x = in[t];
  int keep = x > 0;
  unsigned long long b = __ballot(keep);
  unsigned lane = __lane_id();
  int pos = __builtin_popcountll(b & ((1ull << lane) - 1));
  int base = 0;
  if (lane == 0) base = __atomic_fetch_add(count, __builtin_popcountll(b), __ATOMIC_RELAXED);
  base = __shfl(base, 0);
  if (keep) out[base + pos] = x;
}
