/* waterfall_min -- a waterfall loop in OpenCL C whose exit condition is a
 * cross-lane value: each iteration the work-items still in the loop take
 * the smallest key among them (sub_group_reduce_min); those holding it
 * read their table entry and leave, the others go round again.
 * cl_khr_subgroups: amdgcn only.  (OpenCL 2.0 asks sub-group functions to
 * be met in uniform control flow; LLVM's convergence semantics, which the
 * reference implements, takes the reduction over the work-items that
 * execute it together, the converged class, as AMDGPU's backend does.)
 *
 * By hand:  k = key[gid]: DIVERGENT.
 *           cur = sub_group_reduce_min(k): one value for the work-items of
 *           an iteration (the builtin row: collective): uniform; LLVM says
 *           DIVERGENT (an unseen call): imprecise.  Each iteration is
 *           another dynamic instance, so two work-items leaving in
 *           different iterations saw different `cur`.
 *           cur == k and the loop's exit branch: DIVERGENT (k).
 *           r, out[gid]'s value after the loop: DIVERGENT (each work-item
 *           leaves with the r of its own iteration: temporal divergence).
 *           At -O2 the loop phi of r only ever carries undef (as in
 *           waterfall.c): the reference finds it uniform, LLVM DIVERGENT.
 * mconv:    one natural loop: every block m-converged (proven).
 * passes:   `licm` at -O2 moves no convergent call (the reduction stays in
 *           the loop, one instance per iteration); what it changes keeps
 *           every work-item's path: preserved. */
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
__kernel void waterfall_min(__global const int *key, __global const int *table, __global int *out) {
  size_t gid = get_global_id(0);
  int k = key[gid];
  int r;
  for (;;) {
    int cur = sub_group_reduce_min(k);
    if (cur == k) {
      r = table[cur];
      break;
    }
  }
  out[gid] = r;
}
