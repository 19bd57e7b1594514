; LLVM pull request 216100 (closed): a test, divergent-cycle-exit-join.ll,
; recording a known miss -- "the analysis does not mark a cycle exit phi
; divergent".  A loop has two exits to the same block: a uniform one
; (a counter reaching %n) and a divergent one (a test on the thread id).
; The exit phi picks a different constant on each exit edge.  LLVM only
; looks for temporal divergence in operands defined inside the cycle,
; and constants are not, so the phi stayed uniform; the fix, PR 216296
; ("Propagate label to cycle exit blocks", merged), locates the cause in
; the join computation instead: the label of the uniform exit path stopped
; at the exit edge and never reached the exit block, so the two paths never
; met there.  LLVM 22 predates it (its GenericUniformityImpl.h records the
; exit without propagating the label into it).
;
; This program is written for convcheck (our own minimal loop, not the
; PR's test): loop H/B, uniform exit in H, divergent exit in B; %r takes
; the constants, %s takes values computed in the loop.
;
; LLVM 22 (llvm-216100.opt.txt): %r uniform, its store uniform; %s and
; its store DIVERGENT (%s uses %i and %i.next, which are defined in the
; cycle, so temporal divergence catches it).  LLVM 22 is unsound on %r.
;
; The reference: %r DIVERGENT.  Witness, a concrete run with %n = 1:
;   thread %tid = 0:  entry H (0 >= 1 false) B (0 == 0: leave) X, %r = 1
;   thread %tid = 7:  entry H B (7 != 0) H (1 >= 1: leave) X,      %r = 0
; X is in no cycle, so the two X instances are converged ([CU] "Maximal
; Convergence", first condition), and 1 != 0 ([CU] "Uniformity").
; `convcheck uniformity --why %r` prints exactly these two traces.  The
; case is llvm-216100.exit_phi_constants.case.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @exit_phi_constants(i32 %n, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %H

H:
  %i = phi i32 [ 0, %entry ], [ %i.next, %B ]
  %done = icmp sge i32 %i, %n
  br i1 %done, label %X, label %B

B:
  %i.next = add i32 %i, 1
  %leave = icmp eq i32 %tid, %i
  br i1 %leave, label %X, label %H

X:
  %r = phi i32 [ 0, %H ], [ 1, %B ]
  %s = phi i32 [ %i, %H ], [ %i.next, %B ]
  store i32 %r, ptr addrspace(1) %out
  %out.1 = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %s, ptr addrspace(1) %out.1
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
