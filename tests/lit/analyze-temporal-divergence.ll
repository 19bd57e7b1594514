; The static uniformity analysis on a loop whose exit condition depends on
; the thread id: temporal divergence of a value defined in the loop and used
; after it.
;
; The CHECK lines are what opt-22 -passes='print<uniformity>' prints for
; this file (the second RUN line checks them against opt on every run), and
; they agree with ConvergenceAndUniformity.rst, "Divergent Cycle Exits"
; ("temporal divergence"): threads leave the loop in different iterations,
; so %i.next read after the loop is divergent although it is uniform inside
; the loop (converged instances of an iteration hold the same count), and
; %c, the branch on it and %use depend on %tid.
;
; RUN: convcheck analyze %s | FileCheck %s
; RUN: opt -mtriple amdgcn-- -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: UniformityInfo for function 'loop_exit':
; CHECK:       CYCLES WITH DIVERGENT EXIT:
; CHECK-NEXT:    depth=1: entries(loop)
; CHECK:       TEMPORAL DIVERGENCE LIST:
; CHECK-NEXT:  Value : %i.next = add i32 %i, 1
; CHECK-NEXT:  Used by : %use = add i32 %i.next, %n
; CHECK-NEXT:  Outside cycle :depth=1: entries(loop)
; CHECK-LABEL: BLOCK entry
; CHECK:         DIVERGENT: %tid = call i32 @llvm.amdgcn.workitem.id.x()
; CHECK-LABEL: BLOCK loop
; CHECK-NEXT:  DEFINITIONS
; CHECK-NEXT:    {{^ +}}%i = phi i32
; CHECK-NEXT:    {{^ +}}%i.next = add i32 %i, 1
; CHECK-NEXT:    DIVERGENT: %c = icmp ult i32 %i.next, %tid
; CHECK-NEXT:  TERMINATORS
; CHECK-NEXT:    DIVERGENT: br i1 %c, label %loop, label %exit
; CHECK-LABEL: BLOCK exit
; CHECK-NEXT:  DEFINITIONS
; CHECK-NEXT:    DIVERGENT: %use = add i32 %i.next, %n

define amdgpu_kernel void @loop_exit(i32 %n, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %c = icmp ult i32 %i.next, %tid
  br i1 %c, label %loop, label %exit

exit:
  %use = add i32 %i.next, %n
  store i32 %use, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
