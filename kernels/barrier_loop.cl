/* barrier_loop -- a tree reduction in local memory: a barrier in a loop
 * whose trip count comes from get_local_size (OpenCL C; docs/sources.md
 * works through it).
 *
 * By hand (OpenCL C specification, Work-Item Functions: get_local_size
 *           and get_group_id return one value for every work-item of the
 *           work-group, get_local_id and get_global_id each work-item's
 *           own):
 *           lid, get_global_id and everything computed from them
 *           (`lid < s`, `lid == 0` and their branches): DIVERGENT.
 *           get_local_size(0), s = size/2, s/2, ... and the loop's exit
 *           test `s > 0`: uniform -- every work-item runs the loop the same
 *           number of times, so each barrier is reached by all of them
 *           together, as OpenCL requires.  get_group_id(0): uniform.
 *           LLVM 22 cannot see into the builtins (-nogpulib: they are
 *           declared calls; AMDGPU and NVPTX make every such call a
 *           divergence source) and says DIVERGENT for get_local_size, s,
 *           the exit test and get_group_id: imprecise, not unsound.  The
 *           reference reads them by the builtin rows (model/target.c) and
 *           finds them uniform: audit reports them IMPRECISE, and no
 *           DIVERGENT claim on a work-item's own id as imprecise.
 *           -O0: the same values pass through stack slots; the loads of
 *           uniform ones are imprecise for LLVM likewise (private loads).
 * mconv:    one natural loop: every block m-converged (proven).
 * passes:   at -O0 `sroa` only turns stack slots into SSA values: the
 *           barriers and the branches that lead to them stay, each
 *           executed by the same work-items: preserved (on nvptx too,
 *           where clang-22 keeps the body in __clang_ocl_kern_imp_NAME). */
__kernel void barrier_loop(__global const int *in, __global int *out, __local int *buf) {
  size_t lid = get_local_id(0);
  buf[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = get_local_size(0) / 2; s > 0; s /= 2) {
    if (lid < s) buf[lid] += buf[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0) out[get_group_id(0)] = buf[0];
}
