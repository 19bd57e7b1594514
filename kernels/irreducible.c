/* irreducible -- a cycle with two entries, made by a `goto` into the
 * middle of a loop; a convergent operation (readfirstlane) inside it.
 *
 * Odd threads jump to `odd`, even threads fall into `even`: the cycle
 * {even, odd} is entered at both blocks, under a divergent branch (tid & 1).
 * Which block is the cycle's header depends on the order of the DFS
 * (CycleTerminology.rst): two cycle hierarchies.
 *
 * By hand (m-convergence, ConvergenceAndUniformity.rst): take thread A
 * (even) entering at `even` and thread B (odd) entering at `odd`.
 *   header even: A's first `even` and B's first `even` (after B's `odd`)
 *     are converged (no header instance precedes either); A's first `odd`
 *     (after its `even`) and B's first `odd` are not (A's `even` is not
 *     convergence-before B's first `odd`).
 *   header odd: the first `odd`s are converged, the first `even`s are not.
 *   So the blocks of the cycle get different relations in the two
 *   hierarchies: NOT m-converged.  Blocks outside the cycle (the entry,
 *   `done` and what follows) are in no cycle: m-converged.
 * By hand (uniformity): tid, tid & 1, the entry branch: DIVERGENT; every
 *   value defined in the cycle (x, acc): DIVERGENT (the cycle is entered
 *   divergently; LLVM lists it under CYCLES ASSUMED DIVERGENT), except the
 *   readfirstlane on AMDGPU, which LLVM makes always uniform.
 * fix-irreducible (on the -O2 kernel) makes the cycle reducible: a new
 *   header irr.guard, reached from the entry and from `even`, branches to
 *   `odd` (from `even`, or for odd threads) or to `even`; odd -> even stays
 *   a direct edge.  So every `even` is preceded by exactly one visit of
 *   irr.guard since the previous `even`: a thread's n-th `even` (the only
 *   convergent call, readfirstlane, is there) is in the guard's n-th
 *   iteration, for even and odd threads alike.  In BEFORE's hierarchy with
 *   header `even`, a thread's n-th `even` is likewise the cycle's n-th
 *   iteration (an odd thread's first `odd` comes before any header).  The
 *   readfirstlanes converge the same way in AFTER as in that hierarchy:
 *   preserved.  (docs/findings.md, "Transforms" item 7, is a cycle where
 *   the same pass gives a relation no hierarchy of BEFORE has: broken;
 *   the shape matters.) */
#include "gpu.h"

KERNEL void irreducible(GLOBAL int *out, int n) {
  int tid = gpu_tid();
  int x = tid;
  int acc = 0;
  if (tid & 1)
    goto odd;
even:
  acc += gpu_readfirstlane(x);
  x = x + 3;
  if (x > n)
    goto done;
odd:
  x = x * 2;
  if (x < n)
    goto even;
done:
  out[tid] = acc + x;
}
