/* kernels/gpu.h -- the few GPU operations the kernels use, written with
 * clang's own target builtins for amdgcn and nvptx: no vendor SDK, no device
 * library (clang-22 -nogpulib).  Each kernel includes this file and is
 * compiled for both targets (kernels/README.md).
 *
 * What LLVM 22 makes of each operation (the independent source for the
 * kernels' hand derivations):
 *   AMDGPU (GCNTTIImpl::isSourceOfDivergence / isAlwaysUniform,
 *   AMDGPUSearchableTables.td): workitem.id.x, mbcnt and ds.bpermute are
 *   divergence sources; readfirstlane and ballot are always uniform;
 *   kernel arguments are uniform; loads from private (addrspace 5) and flat
 *   (addrspace 0) memory are divergence sources, loads from global (1) and
 *   LDS (3) are divergent only through their address; atomicrmw and
 *   cmpxchg are divergence sources; calls to other functions too.
 *   NVPTX (NVPTXTTIImpl::isSourceOfDivergence): tid.x and laneid are
 *   divergence sources, and so is EVERY call (intrinsics included: ballot,
 *   shfl, activemask, llvm.umin ...), every atomic, every load from generic
 *   (0) or local (5) memory; kernel arguments are uniform; NVPTX has no
 *   always-uniform intrinsic. */
#ifndef KERNELS_GPU_H
#define KERNELS_GPU_H

/* Kernel pointer arguments point to global memory (addrspace 1 on both
 * targets), so that a load through a uniform address is uniform. */
#define GLOBAL __attribute__((address_space(1)))
/* Work-group shared memory: LDS (AMDGPU) / shared (NVPTX), addrspace 3. */
#define SHARED __attribute__((address_space(3), loader_uninitialized))
#define KERNEL __attribute__((device_kernel))
#define INLINE static inline __attribute__((always_inline))

#if defined(__AMDGCN__)
INLINE int gpu_tid(void) { return (int)__builtin_amdgcn_workitem_id_x(); }
INLINE int gpu_lane(void) {
  return (int)__builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
}
INLINE void gpu_barrier(void) { __builtin_amdgcn_s_barrier(); }
/* the lanes of the wave where C holds (one bit per lane, wave64) */
INLINE unsigned long long gpu_ballot(int c) { return __builtin_amdgcn_ballot_w64(c != 0); }
/* the value of X in the first active lane */
INLINE int gpu_readfirstlane(int x) { return __builtin_amdgcn_readfirstlane(x); }
/* the value of X in lane (this lane + D) */
INLINE int gpu_shfl_down(int x, int d) {
  return __builtin_amdgcn_ds_bpermute((gpu_lane() + d) << 2, x);
}
#elif defined(__NVPTX__)
INLINE int gpu_tid(void) { return (int)__nvvm_read_ptx_sreg_tid_x(); }
INLINE int gpu_lane(void) { return (int)__nvvm_read_ptx_sreg_laneid(); }
INLINE void gpu_barrier(void) { __nvvm_barrier_sync(0); }
INLINE unsigned long long gpu_ballot(int c) {
  return __nvvm_vote_ballot_sync(__nvvm_activemask(), c != 0);
}
INLINE int gpu_readfirstlane(int x) {
  unsigned m = __nvvm_activemask();
  return __nvvm_shfl_sync_idx_i32(m, x, __builtin_ctz(m), 31);
}
INLINE int gpu_shfl_down(int x, int d) {
  return __nvvm_shfl_sync_down_i32(0xffffffffu, x, d, 31);
}
#else
#error "compile for amdgcn-amd-amdhsa or nvptx64-nvidia-cuda"
#endif

#endif
