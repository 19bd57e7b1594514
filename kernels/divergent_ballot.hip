/* divergent_ballot -- a divergent if around a wave operation: only the
 * threads with t < n execute the ballot.
 *
 * By hand:  t, x, `t < n` and its branch: DIVERGENT.
 *           m = __ballot(x > 0) inside the if: one mask for the threads
 *           that execute it together (amdgcn: llvm.amdgcn.ballot, always
 *           uniform; nvptx: vote.ballot.sync over activemask, every NVPTX
 *           call a divergence source for LLVM: DIVERGENT, imprecise).
 *           m after the if (a phi of the mask and 0): DIVERGENT (the
 *           branch is).  A pass must not hoist the ballot out of the if:
 *           above it the ballot would combine every thread of the wave.
 * mconv:    no cycle: every block m-converged (proven).
 * passes:   `simplifycfg` at -O2 may turn the if into a select only by
 *           moving the ballot, which it does not do to a convergent call:
 *           the ballot stays under the condition (preserved or
 *           unchanged). */
__global__ void divergent_ballot(const int *in, int *out, int n) {
  int t = threadIdx.x;
  int x = in[t];
  unsigned long long m = 0;
  if (t < n) m = __ballot(x > 0);
  out[t] = (int)m;
}
