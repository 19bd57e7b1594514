// subgroup reduction in a divergent branch, plus a barrier under a divergent if
kernel void sgred(global const int *in, global int *out, int thr) {
  int lid = get_local_id(0);
  int v = in[get_global_id(0)];
  int r = 0;
  if (lid < thr) {
    r = sub_group_reduce_add(v);
  }
  if (lid & 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    r += work_group_reduce_add(lid);
  }
  out[get_global_id(0)] = r;
}
