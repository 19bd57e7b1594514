; The reference uniformity (the definitions, not the static analysis) of a
; loop with two exits, one taken when the count reaches the thread id.
;
; Hand derivation (ConvergenceAndUniformity.rst, "Uniformity": a value is
; uniform iff converged dynamic instances of it are equal; the function has
; one cycle hierarchy, header loop):
;   - %tid differs per thread; %early compares it, so it and the branch on
;     it are divergent;
;   - %i: instances of loop converged with each other are the same iteration
;     of the loop, which hold the same count: uniform; %i.next and %done
;     likewise;
;   - exit is in no cycle, so all its instances are converged: a thread with
;     %tid = 0 leaves at once with %iter = 0, one with %tid = 2 leaves later
;     with %iter = 2, so %iter is divergent; %exit.phi is 1 on both edges,
;     so it is uniform.
; Something is divergent, so convcheck exits 1 (`not`).
;
; RUN: not convcheck uniformity %s | FileCheck %s

; CHECK-LABEL: BLOCK loop
; CHECK-NEXT:  DEFINITIONS
; CHECK-NEXT:    {{^ +}}%i = phi i32
; CHECK-NEXT:    DIVERGENT: %early = icmp eq i32 %i, %tid
; CHECK-NEXT:  TERMINATORS
; CHECK-NEXT:    DIVERGENT: br i1 %early
; CHECK-LABEL: BLOCK body
; CHECK-NOT:   DIVERGENT
; CHECK-LABEL: BLOCK exit
; CHECK-NEXT:  DEFINITIONS
; CHECK-NEXT:    {{^ +}}%exit.phi = phi i32 [ 1, %loop ], [ 1, %body ]
; CHECK-NEXT:    DIVERGENT: %iter = phi i32

define amdgpu_kernel void @exits(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %early = icmp eq i32 %i, %tid
  br i1 %early, label %exit, label %body

body:
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, 4
  br i1 %done, label %exit, label %loop

exit:
  %exit.phi = phi i32 [ 1, %loop ], [ 1, %body ]
  %iter = phi i32 [ %i, %loop ], [ %i.next, %body ]
  store i32 %exit.phi, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
