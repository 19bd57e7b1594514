/* warp_sum -- a warp reduction in CUDA (docs/sources.md works through it):
 * __shfl_down_sync in a loop of constant trip count, lane 0 writes the
 * warp's sum.  nvptx only.
 *
 * By hand:  i = blockIdx.x * blockDim.x + threadIdx.x, v, the shuffles'
 *           results, `(threadIdx.x & 31) == 0`: DIVERGENT.
 *           blockIdx.x, blockDim.x (PTX's %ctaid.x, %ntid.x: one value for
 *           the whole thread block, PTX ISA "Special Registers") and their
 *           product: uniform; LLVM 22 makes every NVPTX call a divergence
 *           source and says DIVERGENT: imprecise (3 claims at -O2).
 *           off and the loop's test: uniform (constants; -O2 unrolls it).
 * mconv:    a natural loop at -O0: every block m-converged (proven). */
__global__ void warp_sum(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 0;
  for (int off = 16; off > 0; off /= 2) v += __shfl_down_sync(0xffffffffu, v, off);
  if ((threadIdx.x & 31) == 0) out[i / 32] = v;
}
