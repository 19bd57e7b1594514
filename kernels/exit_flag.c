/* exit_flag -- a search loop whose divergent exit leaves a FLAG: hit is 1
 * when a thread left through the `break`, 0 when the loop ran out.  clang
 * keeps the loop as written: the header tests i < n (uniform), the latch
 * tests table[i] == tid (divergent) and either leaves or goes back to the
 * header.  At the exit block the flag is a phi of two constants, one per
 * exit edge:   %hit.0 = phi i32 [ 0, %while.cond ], [ 1, %while.body ]
 *
 * By hand:  n, i, i < n and the header's branch, table[i] (global memory,
 *           uniform address): uniform.
 *           table[i] == tid and the latch's branch: DIVERGENT.
 *           hit (the exit phi): DIVERGENT.  Witness, n = 1: thread A with
 *           tid == table[1]: entry while.cond while.body while.end (hit 1);
 *           thread B with another tid: entry while.cond while.body
 *           while.cond while.end (hit 0).  while.end is in no cycle, so
 *           its two instances are converged (ConvergenceAndUniformity.rst,
 *           maximal convergence) and hit differs between them.
 *           LLVM 22 (AMDGPU) calls %hit.0 uniform: the divergent branch's
 *           two paths to while.end meet only through the back edge to the
 *           header, and LLVM 22 does not propagate the divergent exit to
 *           the exit block's phi.  This is LLVM PR 216100's miss, fixed by
 *           PR 216296 after LLVM 22 (docs/findings.md, "Reference
 *           uniformity against LLVM 22", category U), met here in IR that
 *           clang-22 produced from an everyday search loop.  So on
 *           exit_flag.amdgcn.O2 `audit` must call LLVM's claim on %hit.0
 *           UNSOUND, with a witness of the shape above.
 *           On NVPTX the header's test is DIVERGENT for LLVM too (it
 *           compares with the result of a call, which NVPTX makes a
 *           divergence source), so the phi comes out DIVERGENT there for
 *           an unrelated reason: no unsound claim.
 * mconv:    one natural loop: every block m-converged (proven).
 * loop-rotate on the -O0 kernel after sroa: no convergent operation;
 *           rotation moves the header's test to the bottom and guards the
 *           loop with a copy of it, each thread computes the same values:
 *           preserved. */
#include "gpu.h"

KERNEL void exit_flag(GLOBAL const int *table, GLOBAL int *out, int n) {
  int tid = gpu_tid();
  int hit = 0;
  int i = 0;
  while (i < n) {
    i++;
    if (table[i] == tid) {
      hit = 1;
      break;
    }
  }
  out[tid] = hit;
}
