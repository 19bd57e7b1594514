; LLVM issue 137277 (still open on GitHub, its fix merged): "Uniformity
; Analysis: incorrect control-divergence result".  The report: a
; divergent if/else whose two arms are chains of several blocks each; the
; analysis called the phis at the join uniform.  Cause: while propagating
; the two branch labels, the analysis stopped too early and never reached
; the join with both labels.  Fixed by PR 139667 ("Fixed control-div early
; stop", merged; LLVM 22's GenericUniformityImpl.h has its stopping
; rule); LLVM's UniformityAnalysis tests now include the report's
; if/else and cite the issue.
;
; This program is written for convcheck, not copied from the report: two
; arms of two blocks each (the report had three), a phi at the join J, and
; a second divergent branch on the same condition from J (as in the
; report) with a phi at its join E.
;
; LLVM 22 (llvm-137277.opt.txt) marks %v, %u, both stores' values and
; J's branch DIVERGENT: it has the fix.
;
; The reference (convcheck uniformity) agrees on every instruction:
; no cycle, so every block's instances are converged ([CU] "Maximal
; Convergence"); a thread with %tid < 8 runs entry L1 L2 J K E, a thread
; with %tid >= 8 runs entry R1 R2 J E; at J %v is %x + 1 against %x + 2,
; at E %u is %y + 3 against %y.  The cases are
; llvm-137277.if_else_chains.case.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @if_else_chains(i32 %x, i32 %y, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp ult i32 %tid, 8
  br i1 %d, label %L1, label %R1

L1:
  %l = add i32 %x, 1
  br label %L2

L2:
  br label %J

R1:
  %r = add i32 %x, 2
  br label %R2

R2:
  br label %J

J:
  %v = phi i32 [ %l, %L2 ], [ %r, %R2 ]
  br i1 %d, label %K, label %E

K:
  %w = add i32 %y, 3
  br label %E

E:
  %u = phi i32 [ %w, %K ], [ %y, %J ]
  store i32 %v, ptr addrspace(1) %out
  %out.1 = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %u, ptr addrspace(1) %out.1
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
