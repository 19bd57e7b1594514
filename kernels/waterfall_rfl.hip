/* waterfall_rfl -- the waterfall loop of issue 27's second pattern, in
 * HIP: each iteration reads the key of the first active lane
 * (readfirstlane); the lanes holding that key do a convergent operation
 * (a ballot) in the arm and leave, the others go round again.
 *
 * By hand:  k = key[t]: DIVERGENT.
 *           cur = __readfirstlane(k): one value per iteration for the
 *           lanes in it: uniform (amdgcn: always uniform; nvptx: activemask
 *           + shfl.sync.idx, a divergence source for LLVM: imprecise).
 *           cur == k and the exit branch: DIVERGENT.
 *           r = __ballot(1) in the arm: the mask of the lanes leaving in
 *           that iteration; lanes leaving in different iterations get
 *           different masks, so r after the loop is DIVERGENT (temporal
 *           divergence), and the ballot's instances in different
 *           iterations are not converged with each other.  Moving the
 *           ballot out of the loop onto the exit path would make them one
 *           instance (converged): a broken transform (issue 27).
 * mconv:    one natural loop: every block m-converged (proven).
 * passes:   `licm` must not hoist or sink the convergent ballot; at -O2 it
 *           leaves the loop as it is: preserved. */
__global__ void waterfall_rfl(const int *key, int *out) {
  int t = threadIdx.x;
  int k = key[t];
  int r;
  for (;;) {
    int cur = __readfirstlane(k);
    if (cur == k) {
      r = (int)__ballot(1);
      break;
    }
  }
  out[t] = r;
}
