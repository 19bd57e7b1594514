/* search_exit -- a search loop in OpenCL C with a divergent early exit,
 * then a barrier after the loop, where every work-item has left it.
 *
 * By hand:  lid: DIVERGENT.  n (a kernel argument), i inside the loop and
 *           the header's test `i < n`: uniform -- every work-item still in
 *           the loop has the same i (the loop counts iterations).
 *           a[i] == lid and its branch (the break): DIVERGENT, so the loop
 *           has a divergent exit, and after it i and found are DIVERGENT
 *           (a work-item that broke out at i = 0 and one that ran to n
 *           leave with different i: temporal divergence).
 *           The barrier after the loop is met by every work-item (all of
 *           them leave the loop), in the block after it: fine for OpenCL.
 * mconv:    one natural loop: every block m-converged (proven).
 * passes:   `loop-mssa(loop-rotate)` after `sroa` moves the exit test to
 *           the latch; the barrier stays after the loop: preserved. */
__kernel void search_exit(__global const int *a, int n, __global int *out) {
  int lid = (int)get_local_id(0);
  int i, found = -1;
  for (i = 0; i < n; i++) {
    if (a[i] == lid) {
      found = i;
      break;
    }
  }
  barrier(CLK_GLOBAL_MEM_FENCE);
  out[get_global_id(0)] = found + i;
}
