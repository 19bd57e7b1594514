/* stack_slot -- the thread id stored to a stack slot and loaded back, the
 * pattern every -O0 kernel is made of; `volatile` keeps it at -O2 too.
 *
 * Each thread has its own private memory: the slot's ADDRESS is the same
 * in every thread (the same offset in each thread's stack), what is stored
 * behind it differs.
 *
 * By hand:  %tid_slot and %n_slot (the allocas) and their addrspacecasts:
 *           uniform addresses.
 *           t = load of tid_slot: each thread reads back its own tid:
 *           DIVERGENT (LLVM: a load from private/flat/generic memory is a
 *           divergence source: DIVERGENT too -- agree).
 *           u = load of n_slot: each thread reads back the uniform
 *           argument n, the same in every thread: uniform; LLVM says DIVERGENT
 *           (same rule): imprecise, not unsound.
 *           t < u and its branch: DIVERGENT (t is).
 * mconv:    no cycle: every block m-converged (proven).
 * sroa on the -O0 file replaces the non-volatile slots by SSA values; no
 *           convergent operation moves: preserved. */
#include "gpu.h"

KERNEL void stack_slot(GLOBAL int *out, int n) {
  volatile int tid_slot = gpu_tid();
  volatile int n_slot = n;
  int t = tid_slot;
  int u = n_slot;
  if (t < u)
    out[t] = u;
}
