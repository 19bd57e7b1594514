/* nested_exit -- early exits from a loop nest: the inner loop stops at
 * the first element equal to the thread's id (a divergent exit), the outer
 * loop runs n times for every thread.
 *
 * By hand:  t: DIVERGENT.  n, m, i, the outer test `i < n`: uniform.
 *           j inside the inner loop and its test `j < m`: uniform (every
 *           thread still in the inner loop has run it as often).
 *           a[i * m + j] == t and its branch (the break): DIVERGENT: the
 *           inner loop has a divergent exit, so j after it, hits and
 *           everything computed from hits: DIVERGENT (temporal
 *           divergence).  The outer loop's exit stays uniform: every
 *           thread reaches the outer latch on each outer iteration.
 * mconv:    natural loops only: every block m-converged (proven).
 * passes:   `loop-mssa(loop-rotate)` after `sroa` at -O0 turns both loops
 *           into do-while form behind a guard; no convergent operation
 *           is in them, and every thread's path keeps its iterations:
 *           preserved. */
__global__ void nested_exit(const int *a, int n, int m, int *out) {
  int t = threadIdx.x;
  int hits = 0;
  for (int i = 0; i < n; i++) {
    int j = 0;
    while (j < m) {
      if (a[i * m + j] == t) break;
      j++;
    }
    hits += j;
  }
  out[t] = hits;
}
