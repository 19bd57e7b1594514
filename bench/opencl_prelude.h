/* bench/opencl_prelude.h -- OpenCL C's work-item functions, barrier and the
 * few math functions benchmark kernels use, written with clang's own target
 * builtins (as kernels/gpu.h), so that a .cl file compiles with
 * `clang-22 -x cl -nogpulib -include bench/opencl_prelude.h` for
 * amdgcn-amd-amdhsa and nvptx64-nvidia-cuda with the builtins resolved
 * (without a device library they stay calls to undefined functions, which
 * every analysis takes for unknown calls).  bench/kernels_unbounded.sh
 * uses it. */
#ifndef BENCH_OPENCL_PRELUDE_H
#define BENCH_OPENCL_PRELUDE_H

#define CLK_LOCAL_MEM_FENCE 1
#define CLK_GLOBAL_MEM_FENCE 2

#if defined(__AMDGCN__)
#define BENCH_DIM(d, x, y, z) ((d) == 0 ? (x) : (d) == 1 ? (y) : (z))
#define get_local_id(d)                                                        \
  ((int)BENCH_DIM(d, __builtin_amdgcn_workitem_id_x(),                         \
                  __builtin_amdgcn_workitem_id_y(), __builtin_amdgcn_workitem_id_z()))
#define get_group_id(d)                                                        \
  ((int)BENCH_DIM(d, __builtin_amdgcn_workgroup_id_x(),                        \
                  __builtin_amdgcn_workgroup_id_y(), __builtin_amdgcn_workgroup_id_z()))
#define get_local_size(d)                                                      \
  ((int)BENCH_DIM(d, __builtin_amdgcn_workgroup_size_x(),                      \
                  __builtin_amdgcn_workgroup_size_y(), __builtin_amdgcn_workgroup_size_z()))
#define barrier(flags) __builtin_amdgcn_s_barrier()
#elif defined(__NVPTX__)
#define BENCH_DIM(d, x, y, z) ((d) == 0 ? (x) : (d) == 1 ? (y) : (z))
#define get_local_id(d)                                                        \
  ((int)BENCH_DIM(d, __nvvm_read_ptx_sreg_tid_x(), __nvvm_read_ptx_sreg_tid_y(), \
                  __nvvm_read_ptx_sreg_tid_z()))
#define get_group_id(d)                                                        \
  ((int)BENCH_DIM(d, __nvvm_read_ptx_sreg_ctaid_x(), __nvvm_read_ptx_sreg_ctaid_y(), \
                  __nvvm_read_ptx_sreg_ctaid_z()))
#define get_local_size(d)                                                      \
  ((int)BENCH_DIM(d, __nvvm_read_ptx_sreg_ntid_x(), __nvvm_read_ptx_sreg_ntid_y(), \
                  __nvvm_read_ptx_sreg_ntid_z()))
#define barrier(flags) __nvvm_barrier_sync(0)
#else
#error "compile for amdgcn-amd-amdhsa or nvptx64-nvidia-cuda"
#endif

#define get_global_id(d) (get_group_id(d) * get_local_size(d) + get_local_id(d))
#define sqrt(x) __builtin_sqrtf(x)
#define exp(x) __builtin_expf(x)
#define log(x) __builtin_logf(x)

#endif
