/* kernels/cuda.h -- the part of CUDA's device language our kernels use,
 * for clang-22 without a CUDA installation (docs/sources.md): with
 * `-nocudainc` clang includes none of CUDA's headers, so this file gives
 * the names from clang's own resource headers and builtins:
 *
 *   threadIdx, blockIdx, blockDim, gridDim, warpSize
 *                         clang's <__clang_cuda_builtin_vars.h> (PTX special
 *                         registers: llvm.nvvm.read.ptx.sreg.tid.x, ctaid.x,
 *                         ntid.x, nctaid.x, warpsize)
 *   __syncthreads         a clang builtin (llvm.nvvm.barrier.cta.sync...)
 *   __syncwarp            clang's __nvvm_bar_warp_sync (llvm.nvvm.bar.warp.sync),
 *                         as CUDA's sm_30_intrinsics define it
 *   __shfl_sync, __shfl_down_sync, __shfl_xor_sync, __ballot_sync,
 *   __any_sync, __all_sync, __activemask
 *                         clang's NVPTX builtins (llvm.nvvm.shfl.sync.*,
 *                         vote.sync, activemask), as CUDA's sm_30_intrinsics
 *                         define them for 32-bit ints
 *   __popc, __popcll, __ffs
 *                         clang's __builtin_popcount / popcountll / ffs
 *                         (llvm.ctpop, llvm.cttz), as CUDA's device
 *                         functions compute them
 *
 * Compile with
 *   clang-22 -x cuda --cuda-device-only -nocudainc -nocudalib
 *            --cuda-gpu-arch=sm_70 -include kernels/cuda.h ... */
#ifndef KERNELS_CUDA_H
#define KERNELS_CUDA_H

#include <__clang_cuda_builtin_vars.h>

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __host__ __attribute__((host))
#define CUDA_INLINE static __device__ inline __attribute__((always_inline))

CUDA_INLINE int __shfl_sync(unsigned mask, int var, int src) {
  return __nvvm_shfl_sync_idx_i32(mask, var, src, 31);
}
CUDA_INLINE int __shfl_down_sync(unsigned mask, int var, unsigned delta) {
  return __nvvm_shfl_sync_down_i32(mask, var, (int)delta, 31);
}
CUDA_INLINE int __shfl_xor_sync(unsigned mask, int var, int lanes) {
  return __nvvm_shfl_sync_bfly_i32(mask, var, lanes, 31);
}
CUDA_INLINE unsigned __ballot_sync(unsigned mask, int pred) {
  return __nvvm_vote_ballot_sync(mask, pred != 0);
}
CUDA_INLINE int __any_sync(unsigned mask, int pred) { return __nvvm_vote_any_sync(mask, pred != 0); }
CUDA_INLINE int __all_sync(unsigned mask, int pred) { return __nvvm_vote_all_sync(mask, pred != 0); }
CUDA_INLINE unsigned __activemask() { return __nvvm_activemask(); }
#ifndef KERNELS_HIP_H /* kernels/hip.h has its own, for both targets */
CUDA_INLINE int __popc(unsigned x) { return __builtin_popcount(x); }
CUDA_INLINE int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
#endif
CUDA_INLINE int __ffs(int x) { return __builtin_ffs(x); }
CUDA_INLINE void __syncwarp(unsigned mask = 0xffffffffu) { __nvvm_bar_warp_sync(mask); }

#endif
