; RUN: opt -mtriple=amdgcn-unknown-amdhsa -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck %s
;
; ConvergenceAndUniformity.rst, "Uniformity": a value is uniform only if
; every pair of converged dynamic instances computes the same value.  %r has
; two converged instances that differ (witness.txt: the traces, the cycle
; hierarchy and the table of converged instances), so an analysis must
; report it DIVERGENT.  LLVM 22 reports it uniform: this test FAILS on
; LLVM 22 and passes once the analysis is fixed.
; CHECK-LABEL: UniformityInfo for function 'exit_phi_constants':
; CHECK: DIVERGENT: %r = phi

target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @exit_phi_constants(i32 %n) {
entry:
  br label %H

H:                                                ; preds = %B, %entry
  %i = phi i32 [ 0, %entry ], [ %i.next, %B ]
  %done = icmp sge i32 %i, %n
  br i1 %done, label %X, label %B

B:                                                ; preds = %H
  %i.next = add i32 0, 1
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %leave = icmp eq i32 %tid, 0
  br i1 %leave, label %X, label %H

X:                                                ; preds = %B, %H
  %r = phi i32 [ 0, %H ], [ 1, %B ]
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
