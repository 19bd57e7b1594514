/* kernels/hip.h -- the part of HIP's device language our .hip kernels use,
 * for clang-22 without ROCm (docs/sources.md): `-nogpuinc` leaves out the
 * HIP runtime headers, which a Debian machine does not have, and this file
 * gives the same names the same way ROCm's headers do on AMDGPU:
 *
 *   threadIdx, blockIdx   llvm.amdgcn.workitem.id.* / workgroup.id.*
 *   blockDim, gridDim     __ockl_get_local_size / __ockl_get_num_groups
 *                         (ROCm's device library; with -nogpulib they stay
 *                         declared calls, which convcheck's builtin table
 *                         knows: model/target.c)
 *   __syncthreads         a work-group fence, s_barrier, a fence
 *   __shfl, __shfl_down,  ds_bpermute (a lane reads another lane's value)
 *   __shfl_xor
 *   __ballot, __any,      ballot over the wave (64 lanes)
 *   __all
 *   __lane_id             mbcnt
 *   __readfirstlane       readfirstlane (ROCm: __builtin_amdgcn_readfirstlane)
 *   __popc, __popcll,     clang's bit-count builtins (llvm.ctpop, cttz, ctlz)
 *   __ffsll, __clzll
 *
 * The member functions are always_inline, as ROCm's are, so that -O0 code
 * calls the intrinsics directly.  Compile with
 *   clang-22 -x hip --cuda-device-only -nogpulib -nogpuinc
 *            --offload-arch=gfx90a -include kernels/hip.h ...
 * (kernels/README.md); for nvptx the same source compiles as CUDA
 * (-x cuda, kernels/cuda.h), HIP's own way on NVIDIA GPUs. */
#ifndef KERNELS_HIP_H
#define KERNELS_HIP_H

#if defined(__NVPTX__)
/* The same source compiled as CUDA for nvptx (-x cuda, HIP's own way on
 * NVIDIA GPUs): HIP's names over CUDA's, the shuffles on the active lanes. */
#include "cuda.h"
#define HIP_INLINE static __device__ inline __attribute__((always_inline))
HIP_INLINE unsigned __lane_id() { return __nvvm_read_ptx_sreg_laneid(); }
HIP_INLINE int __shfl(int var, int src) { return __shfl_sync(__activemask(), var, src); }
HIP_INLINE int __shfl_down(int var, unsigned delta) {
  return __shfl_down_sync(__activemask(), var, delta);
}
HIP_INLINE int __shfl_xor(int var, int mask) { return __shfl_xor_sync(__activemask(), var, mask); }
HIP_INLINE unsigned long long __ballot(int pred) { return __ballot_sync(__activemask(), pred); }
HIP_INLINE int __any(int pred) { return __any_sync(__activemask(), pred); }
HIP_INLINE int __all(int pred) { return __all_sync(__activemask(), pred); }
HIP_INLINE int __readfirstlane(int x) {
  unsigned m = __activemask();
  return __shfl_sync(m, x, __builtin_ctz(m));
}
#else

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __host__ __attribute__((host))
#define HIP_INLINE static __device__ inline __attribute__((always_inline))

typedef __SIZE_TYPE__ size_t;
extern "C" __device__ size_t __ockl_get_local_size(unsigned);
extern "C" __device__ size_t __ockl_get_num_groups(unsigned);

#define HIP_DIM3(NAME, X, Y, Z)                                                       \
  struct NAME##_t {                                                                   \
    static __device__ __attribute__((always_inline)) unsigned get_x() { return X; }   \
    static __device__ __attribute__((always_inline)) unsigned get_y() { return Y; }   \
    static __device__ __attribute__((always_inline)) unsigned get_z() { return Z; }   \
    __declspec(property(get = get_x)) unsigned x;                                     \
    __declspec(property(get = get_y)) unsigned y;                                     \
    __declspec(property(get = get_z)) unsigned z;                                     \
  };                                                                                  \
  extern const __device__ NAME##_t NAME;

HIP_DIM3(threadIdx, __builtin_amdgcn_workitem_id_x(), __builtin_amdgcn_workitem_id_y(),
         __builtin_amdgcn_workitem_id_z())
HIP_DIM3(blockIdx, __builtin_amdgcn_workgroup_id_x(), __builtin_amdgcn_workgroup_id_y(),
         __builtin_amdgcn_workgroup_id_z())
HIP_DIM3(blockDim, (unsigned)__ockl_get_local_size(0), (unsigned)__ockl_get_local_size(1),
         (unsigned)__ockl_get_local_size(2))
HIP_DIM3(gridDim, (unsigned)__ockl_get_num_groups(0), (unsigned)__ockl_get_num_groups(1),
         (unsigned)__ockl_get_num_groups(2))

#define warpSize 64

HIP_INLINE void __syncthreads() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
HIP_INLINE unsigned __lane_id() {
  return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
}
/* the value of var in lane src (of the wave) */
HIP_INLINE int __shfl(int var, int src) {
  return __builtin_amdgcn_ds_bpermute((int)((src & (warpSize - 1)) << 2), var);
}
/* the value of var in lane (this lane + delta), or its own past the wave */
HIP_INLINE int __shfl_down(int var, unsigned delta) {
  unsigned lane = __lane_id();
  int src = lane + delta < (unsigned)warpSize ? (int)(lane + delta) : (int)lane;
  return __builtin_amdgcn_ds_bpermute(src << 2, var);
}
HIP_INLINE int __shfl_xor(int var, int mask) {
  return __builtin_amdgcn_ds_bpermute((int)((__lane_id() ^ mask) << 2), var);
}
HIP_INLINE unsigned long long __ballot(int pred) { return __builtin_amdgcn_ballot_w64(pred != 0); }
HIP_INLINE int __any(int pred) { return __ballot(pred) != 0; }
HIP_INLINE int __all(int pred) { return __ballot(pred) == __ballot(1); }
HIP_INLINE int __readfirstlane(int x) { return __builtin_amdgcn_readfirstlane(x); }
#endif

/* bit counts, as HIP's (and CUDA's) device functions name them: each
 * thread's own, from its operand (clang's builtins, no library) */
HIP_INLINE int __popc(unsigned x) { return __builtin_popcount(x); }
HIP_INLINE int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
HIP_INLINE int __ffsll(long long x) { return __builtin_ffsll(x); }
HIP_INLINE int __clzll(long long x) { return x ? __builtin_clzll((unsigned long long)x) : 64; }

#endif
