/* shfl_reduce -- a wave reduction with __shfl_down in a loop of uniform
 * trip count (warpSize / 2, /4, ..., 1), one atomic per wave.
 *
 * By hand:  t = blockIdx.x * blockDim.x + threadIdx.x, v: DIVERGENT.
 *           blockIdx.x, blockDim.x (amdgcn: workgroup.id.x and
 *           __ockl_get_local_size, the work-group's own; nvptx: ctaid.x,
 *           ntid.x): uniform; LLVM says DIVERGENT for the ockl call and for
 *           every NVPTX call: imprecise.
 *           off and the loop's exit test: uniform (constants).
 *           __shfl_down(v, off): a lane's v: DIVERGENT.
 *           __lane_id() == 0 and its branch: DIVERGENT.
 * mconv:    a natural loop at -O0 (unrolled at -O2): every block
 *           m-converged (proven).
 * passes:   full unrolling of the shuffle loop (after sroa and loop-rotate
 *           at -O0, six iterations on amdgcn's 64 lanes; -O2 has it): each
 *           iteration's shuffle becomes one call, executed by the same
 *           lanes together: preserved. */
__global__ void shfl_reduce(const int *in, int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[t];
  for (int off = warpSize / 2; off > 0; off /= 2) v += __shfl_down(v, off);
  if (__lane_id() == 0) __atomic_fetch_add(out, v, __ATOMIC_RELAXED);
}
