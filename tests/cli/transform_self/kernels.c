/* Small GPU kernels for the transform property test (transform F F):
 * one source, compiled for amdgcn-amd-amdhsa and nvptx64-nvidia-cuda. */
#if defined(__AMDGCN__)
#define KERNEL __attribute__((amdgpu_kernel))
#define TID() ((int)__builtin_amdgcn_workitem_id_x())
#define BALLOT(c) __builtin_amdgcn_ballot_w64(c)
#define FIRST(v) __builtin_amdgcn_readfirstlane(v)
#define POPC(m) __builtin_popcountl(m)
#define SYNC() __builtin_amdgcn_s_barrier()
typedef unsigned long mask_t;
#else
#define KERNEL __attribute__((nvptx_kernel))
#define TID() ((int)__nvvm_read_ptx_sreg_tid_x())
#define BALLOT(c) __nvvm_vote_ballot_sync(0xffffffffu, (c))
#define FIRST(v) __nvvm_shfl_sync_idx_i32(0xffffffffu, (v), 0, 31)
#define POPC(m) __builtin_popcount(m)
#define SYNC() __nvvm_bar_sync(0)
typedef unsigned mask_t;
#endif

KERNEL void compact(int *out, const int *in, int *count) {
  int tid = TID();
  int v = in[tid];
  mask_t m = BALLOT(v > 0);
  if (v > 0) out[POPC(m & (((mask_t)1 << tid) - 1))] = v;
  if (tid == 0) *count = POPC(m);
}

KERNEL void early_exit(int *out, const int *in, int n) {
  int tid = TID(), acc = 0;
  for (int i = 0; i < n; i++) {
    int x = in[i * 64 + tid];
    if (x < 0) break;
    acc += x;
  }
  out[tid] = acc;
}

KERNEL void waterfall(int *out, const int *idx) {
  int tid = TID(), my = idx[tid], done = 0;
  while (!done) {
    int u = FIRST(my);
    if (u == my) {
      out[tid] = u * 2;
      done = 1;
    }
  }
}

KERNEL void irreducible(int *out, int n) {
  int tid = TID(), i = 0;
  if (tid & 1) goto second;
first:
  i++;
  out[i] = tid;
second:
  if (i < n) goto first;
  out[0] = i;
}

KERNEL void barrier_sum(int *out) {
  int tid = TID();
  out[tid] = tid;
  SYNC();
  if (tid < 4) out[tid] += out[tid + 4];
}
