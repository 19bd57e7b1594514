/* sg_reduce -- sub-group reductions in OpenCL C: a reduction, a scan, and
 * one atomic per sub-group from its first work-item.  cl_khr_subgroups:
 * amdgcn only (clang-22 declares no sub-group function for nvptx).
 *
 * By hand (OpenCL C specification, Subgroup Functions):
 *           v = in[gid]: DIVERGENT (gid is each work-item's own).
 *           sum = sub_group_reduce_add(v): one result for the whole
 *           sub-group: uniform (LLVM: DIVERGENT, an unseen call:
 *           imprecise).
 *           pre = sub_group_scan_exclusive_add(v): the sum over the lanes
 *           below this one: each lane's own, DIVERGENT (even for a
 *           uniform v: 0, v, 2v, ...).
 *           get_sub_group_local_id() == 0 and its branch: DIVERGENT.
 * mconv:    no cycle: every block m-converged (proven).
 * passes:   at -O0 `sroa,simplifycfg` keeps both collective calls in the
 *           entry block, executed by every work-item together; the atomic
 *           stays under the same condition: preserved. */
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
__kernel void sg_reduce(__global const int *in, __global int *out, __global int *prefix) {
  size_t gid = get_global_id(0);
  int v = in[gid];
  int sum = sub_group_reduce_add(v);
  int pre = sub_group_scan_exclusive_add(v);
  prefix[gid] = pre;
  if (get_sub_group_local_id() == 0) atomic_add(out, sum);
}
