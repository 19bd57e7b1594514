/* block_sum -- a tree reduction in shared memory in HIP: __syncthreads
 * in a loop whose trip count comes from blockDim.x.
 *
 * By hand:  t = threadIdx.x and `t < s`, `t == 0` and their branches:
 *           DIVERGENT.
 *           blockDim.x (amdgcn: __ockl_get_local_size, the work-group's
 *           size from ROCm's device library, -nogpulib leaves the call;
 *           nvptx: ntid.x), blockIdx.x, s and the loop's exit test:
 *           uniform -- every thread of the block runs the loop as often,
 *           so each __syncthreads is reached by all of them together.
 *           LLVM says DIVERGENT for the ockl call (AMDGPU: an unseen
 *           callee) and for ntid/ctaid (NVPTX: every call): imprecise.
 * mconv:    one natural loop: every block m-converged (proven). */
__global__ void block_sum(const int *in, int *out) {
  __shared__ int buf[256];
  unsigned t = threadIdx.x;
  buf[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s) buf[t] += buf[t + s];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = buf[0];
}
