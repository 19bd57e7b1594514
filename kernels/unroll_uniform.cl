/* unroll_uniform -- loops with uniform trip counts that unrolling changes:
 * a four-iteration loop with two barriers (fully unrolled at -O2) and a
 * loop over a kernel argument n (a runtime trip count).
 *
 * By hand:  lid, acc and everything read through lid: DIVERGENT.
 *           i, the first loop's test, get_local_size(0): uniform (the
 *           size is the work-group's, OpenCL C's Work-Item Functions);
 *           (lid + 1) % size: DIVERGENT.
 *           j, the second loop's test `j < n`: uniform.
 *           LLVM says get_local_size DIVERGENT (an unseen call):
 *           imprecise.
 * mconv:    natural loops only: every block m-converged (proven).
 * passes:   full unrolling of the first loop (-O2 already has it) puts the
 *           eight barriers in a row, each reached by all work-items
 *           together, as the loop's iterations were: preserved. */
__kernel void unroll_uniform(__global int *data, __local int *tmp, int n) {
  size_t lid = get_local_id(0);
  int acc = data[lid];
  for (int i = 0; i < 4; i++) {
    tmp[lid] = acc;
    barrier(CLK_LOCAL_MEM_FENCE);
    acc += tmp[(lid + 1) % get_local_size(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int j = 0; j < n; j++) acc = acc * 3 + j;
  data[lid] = acc;
}
