/* irreducible_goto -- an irreducible cycle from `goto`s in HIP, with a
 * convergent operation (a ballot) in it: odd threads enter at `odd`, even
 * ones at `even` (as kernels/irreducible.c, in HIP's words).
 *
 * By hand:  t, x, the entry branch `t & 1`: DIVERGENT.
 *           The cycle {even, odd} has two entries, reached under a
 *           divergent branch; which block is its header is the
 *           implementation's choice (CycleTerminology.rst), and each
 *           choice gives another maximal converged-with relation: the
 *           blocks of the cycle are NOT m-converged, the others are.
 *           __ballot(x > 0) (amdgcn: llvm.amdgcn.ballot, always uniform;
 *           nvptx: vote.ballot.sync over activemask) combines the threads
 *           the chosen relation puts together; b and x after the cycle:
 *           DIVERGENT.
 * mconv:    even/odd (and at -O0 the blocks between them) NOT m-converged,
 *           entry and done m-converged (proven: in no cycle).
 * passes:   at -O2 the CFG is kernels/irreducible.c's (a cycle {even, odd}
 *           entered at both, an edge odd -> even), and so is the argument
 *           written there: `fix-irreducible` adds a guard as the header,
 *           which every thread's n-th `even` follows in the guard's n-th
 *           iteration, the grouping BEFORE has with header `even`:
 *           preserved. */
__global__ void irreducible_goto(const int *in, int n, int *out) {
  int t = threadIdx.x;
  int x = in[t];
  unsigned long long b = 0;
  if (t & 1) goto odd;
even:
  b += __ballot(x > 0);
  x += 3;
  if (x > n) goto done;
odd:
  x *= 2;
  if (x < n) goto even;
done:
  out[t] = x + (int)b;
}
