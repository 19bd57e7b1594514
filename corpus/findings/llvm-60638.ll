; LLVM issue 60638 (opened February 2023, closed): "Assertion failure in
; MachineUniformityAnalysis usesValueFromCycle" -- llc -global-isel
; (AMDGPU) stopped on the assertion `!isAlwaysUniform(I)`: the machine
; uniformity analysis asked whether an always-uniform instruction uses a
; value defined in a cycle with a divergent exit (the question that finds
; temporal divergence), and asserted that it never would.  The report's
; first program: a loop whose exit tests the result of a buffer-load
; intrinsic, and another call after the loop; a second program without any
; call hit the same assertion.  The issue is closed; LLVM's MIR test
; test/Analysis/UniformityAnalysis/AMDGPU/MIR/uses-value-from-cycle.mir
; (not among the LLVM tests the corpus reads) exercises the same question:
; an always-uniform if.break in a loop, forwarded out of it.
;
; This program is written for convcheck: a counting loop with a divergent
; exit (%i.next < %tid) and two uses of the counter after it: an
; always-uniform one (readfirstlane) and an ordinary one (%last).
;
; LLVM 22, opt (llvm-60638.opt.txt): %i.next uniform in the loop; both uses
; listed under TEMPORAL DIVERGENCE; %first uniform (always uniform wins),
; %last DIVERGENT.
; LLVM 22, the GlobalISel machine analysis where the report crashed
; (llvm-60638.mir-uniformity.txt: llc -global-isel -stop-after=irtranslator,
; then -run-pass=print-machine-uniformity): it runs to the end; the
; structurizer has by then turned the loop into if.break / loop form, with
; single-input G_PHIs after it, and the G_PHI forwarding if.break is
; DIVERGENT -- the situation of LLVM issue 206435 (llvm-206435.ll).  Note
; that LLVM 22 as installed has assertions off (llvm-config-22
; --assertion-mode: OFF), so "no crash" would hold even without the fix.
;
; The reference: %first uniform (readfirstlane is convergent: X is in no
; cycle, so any two X instances are converged, and a convergent call's
; result is a function of its converged class), %last DIVERGENT (a thread
; with %tid = 1 leaves with %i.next = 1, one with %tid = 2 with 2).  It
; agrees with opt-22 on every instruction.  See
; llvm-60638.uniform_user_outside_cycle.case.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @uniform_user_outside_cycle(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %H

H:
  %i = phi i32 [ 0, %entry ], [ %i.next, %H ]
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %tid
  br i1 %more, label %H, label %X

X:
  %first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %i.next)
  %last = add i32 %i.next, 0
  store i32 %first, ptr addrspace(1) %out
  %out.1 = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %last, ptr addrspace(1) %out.1
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
