/* waterfall -- serve the lanes one key at a time: read the key of the
 * first active lane, let the lanes holding that key do their work and
 * leave, repeat until every lane is served.  This is the loop AMDGPU's
 * backend itself builds around an instruction that needs a uniform operand
 * (a "waterfall loop").
 *
 * By hand:  cur = readfirstlane(k): ONE value for the lanes in an
 *           iteration: uniform (AMDGPU: readfirstlane is always uniform).
 *           On NVPTX readfirstlane is written as activemask + shfl.sync.idx
 *           (gpu.h): the same value in every lane too, but LLVM makes every
 *           NVPTX call a divergence source: DIVERGENT (conservative).
 *           k = key[tid], cur == k and its branch: DIVERGENT -- the lanes
 *           leave at different iterations (a divergent cycle exit).
 *           r = table[cur]: at -O0 a load through a uniform address; at -O2
 *           clang reads table[k] instead (equal on that path), a divergent
 *           address.  Either way each thread leaves the loop with the r of
 *           ITS iteration: the value stored after the loop is DIVERGENT
 *           (temporal divergence).
 *           At -O2 the loop's phi `%r.0 = phi [undef, entry], [%r.1, ...]`
 *           only ever carries undef (a thread goes round again only when it
 *           did not load r), so the reference finds it uniform where LLVM
 *           says DIVERGENT: imprecise, not unsound.
 * mconv:    one natural loop: every block m-converged (proven).
 * licm: readfirstlane is convergent and its operand k is loop-invariant,
 *           but hoisting it out of the loop would read one lane's key once
 *           for every iteration; LLVM's LICM does not move convergent calls,
 *           and on this kernel only puts the exit value in LCSSA form (a phi
 *           in the exit block): preserved. */
#include "gpu.h"

KERNEL void waterfall(GLOBAL const int *key, GLOBAL const int *table, GLOBAL int *out) {
  int tid = gpu_tid();
  int k = key[tid];
  int r;
  for (;;) {
    int cur = gpu_readfirstlane(k);
    if (cur == k) {
      r = table[cur];
      break;
    }
  }
  out[tid] = r;
}
