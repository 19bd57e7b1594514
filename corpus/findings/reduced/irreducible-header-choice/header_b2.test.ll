; RUN: opt -mtriple=amdgcn-unknown-amdhsa -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck %s
;
; ConvergenceAndUniformity.rst, "Uniformity": a value is uniform only if
; every pair of converged dynamic instances computes the same value.  %from.B1 has
; two converged instances that differ (witness.txt: the traces, the cycle
; hierarchy and the table of converged instances), so an analysis must
; report it DIVERGENT.  LLVM 22 reports it uniform: this test FAILS on
; LLVM 22 and passes once the analysis is fixed.
; CHECK-LABEL: UniformityInfo for function 'header_b2':
; CHECK: DIVERGENT: %from.B1 = phi

target triple = "amdgcn-unknown-amdhsa"

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #0

define amdgpu_kernel void @header_b2(i1 %u.B2) {
B0:
  br i1 false, label %B1, label %B2

B1:                                               ; preds = %B2, %B1, %B0
  %from.B1 = phi i32 [ 0, %B0 ], [ 1, %B1 ], [ 0, %B2 ]
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c.B1 = icmp ult i32 0, %tid
  br i1 %c.B1, label %B1, label %B2

B2:                                               ; preds = %B2, %B1, %B0
  br i1 %u.B2, label %B1, label %B2
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
