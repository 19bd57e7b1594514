/* nested_loops -- a uniform outer loop over rows, an inner loop over
 * columns that each thread leaves early (divergently), and a barrier in
 * the outer loop after the inner one.
 *
 * The threads leave the inner loop at different columns but all of them
 * reach the end of the outer iteration, where they meet again: the
 * barrier there is in uniform control flow.
 *
 * By hand:  rows, cols, r, r < rows and the outer loop's branch: uniform.
 *           c inside the inner loop and c < cols: uniform (every thread
 *           still in the inner loop is at the same column);
 *           v = a[r*cols + c] (global, uniform address): uniform;
 *           v == tid and its branch: DIVERGENT (the inner early exit).
 *           c after the inner loop: DIVERGENT (temporal divergence: each
 *           thread's own last column); acc: DIVERGENT.
 * mconv:    two nested natural loops, reducible: every block m-converged
 *           (proven).
 * loop-unroll<runtime> and licm on the -O2 kernel: opt-22 unrolls
 *           neither loop and hoists nothing (read off its output; the trip
 *           counts are kernel arguments, so only unrolling with a "tail"
 *           would apply, which ConvergentOperations.rst forbids for the
 *           outer loop's uncontrolled barrier); both put the loops in
 *           loop-simplify/LCSSA form (preheaders, dedicated exits), which
 *           leaves the barrier in the outer body, executed by all threads
 *           in each outer iteration: preserved. */
#include "gpu.h"

KERNEL void nested_loops(GLOBAL const int *a, GLOBAL int *out, int rows, int cols) {
  int tid = gpu_tid();
  int acc = 0;
  for (int r = 0; r < rows; r++) {
    int c = 0;
    for (; c < cols; c++) {
      int v = a[r * cols + c];
      if (v == tid)
        break;
      acc += v;
    }
    acc += c;
    gpu_barrier();
  }
  out[tid] = acc;
}
