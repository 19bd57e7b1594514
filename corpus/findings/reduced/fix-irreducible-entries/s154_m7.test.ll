; RUN: opt -mtriple=amdgcn-unknown-amdhsa -passes='fix-irreducible' -S %s | FileCheck %s
;
; ConvergentOperations.rst, "Correctness of Program Transforms": every
; behaviour of the transformed program must be a behaviour the original
; allows (each convergent operation communicating with the same threads).
; LLVM 22's fix-irreducible output has one that none of the original's cycle
; hierarchies has (witness.txt).  The CHECK lines pin the control flow of
; @s154_m7 as written: leaving it unchanged certainly preserves convergence.
; (Another output would do if `convcheck transform` finds it preserved;
; these lines would then need updating.)  FAILS on LLVM 22.
; CHECK-LABEL: define {{.*}}@s154_m7(
; CHECK-LABEL: {{^}}B0:
; CHECK: br i1 %c.B0, label %B1, label %B4{{$|,}}
; CHECK-LABEL: {{^}}B1:
; CHECK: br i1 %c.B1, label %B2, label %B3{{$|,}}
; CHECK-LABEL: {{^}}B2:
; CHECK: br label %B4{{$|,}}
; CHECK-LABEL: {{^}}B3:
; CHECK: ret void{{$|,}}
; CHECK-LABEL: {{^}}B4:
; CHECK: br i1 %c.B4, label %B1, label %B2{{$|,}}

target triple = "amdgcn-unknown-amdhsa"

@convcheck.in.B0 = external addrspace(1) global [1024 x i64]
@convcheck.in.B1 = external addrspace(1) global [1024 x i64]
@convcheck.in.B4 = external addrspace(1) global [1024 x i64]

; Function Attrs: convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @convcheck.op() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

define amdgpu_kernel void @s154_m7() {
B0:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a.B0 = getelementptr [1024 x i64], ptr addrspace(1) @convcheck.in.B0, i32 0, i32 %tid
  %w.B0 = load i64, ptr addrspace(1) %a.B0, align 4
  %c.B0 = trunc i64 %w.B0 to i1
  br i1 %c.B0, label %B1, label %B4

B1:                                               ; preds = %B4, %B0
  %v.B1.B1 = phi i64 [ 0, %B0 ], [ %v.B1.B4, %B4 ]
  %op.B1 = call i32 @convcheck.op()
  %a.B1 = getelementptr [1024 x i64], ptr addrspace(1) @convcheck.in.B1, i32 0, i32 %tid
  %w.B1 = load i64, ptr addrspace(1) %a.B1, align 4
  %n.v.B1 = add i64 %v.B1.B1, 1
  %s.B1 = lshr i64 %w.B1, %v.B1.B1
  %c.B1 = trunc i64 %s.B1 to i1
  br i1 %c.B1, label %B2, label %B3

B2:                                               ; preds = %B4, %B1
  %v.B1.B2 = phi i64 [ %n.v.B1, %B1 ], [ %v.B1.B4, %B4 ]
  %v.B4.B2 = phi i64 [ 0, %B1 ], [ %n.v.B4, %B4 ]
  br label %B4

B3:                                               ; preds = %B1
  ret void

B4:                                               ; preds = %B2, %B0
  %v.B1.B4 = phi i64 [ 0, %B0 ], [ %v.B1.B2, %B2 ]
  %v.B4.B4 = phi i64 [ 0, %B0 ], [ %v.B4.B2, %B2 ]
  %a.B4 = getelementptr [1024 x i64], ptr addrspace(1) @convcheck.in.B4, i32 0, i32 %tid
  %w.B4 = load i64, ptr addrspace(1) %a.B4, align 4
  %n.v.B4 = add i64 %v.B4.B4, 1
  %s.B4 = lshr i64 %w.B4, %v.B4.B4
  %c.B4 = trunc i64 %s.B4 to i1
  br i1 %c.B4, label %B1, label %B2

; uselistorder directives
  uselistorder i64 %v.B1.B1, { 1, 0 }
  uselistorder i64 %v.B1.B4, { 1, 0 }
  uselistorder i64 %v.B4.B4, { 1, 0 }
}

attributes #0 = { convergent nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
