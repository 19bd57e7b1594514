; AFTER: opt-22 -passes=loop-simplify -S sweep-loop-simplify-irreducible.before.ll
; (bench/transform-sweep.sh, docs/transform-audit.md "The sweep's CFGs")
; ModuleID = sweep-loop-simplify-irreducible.before.ll
source_filename = "sweep-loop-simplify-irreducible.before.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-amdhsa"

@convcheck.in.B0 = external addrspace(1) global [1024 x i64]
@convcheck.in.B1 = external addrspace(1) global [1024 x i64]
@convcheck.in.B2 = external addrspace(1) global i64

; Function Attrs: convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @convcheck.op(i64) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

define amdgpu_kernel void @s753_m3() {
B0:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %op.B0 = call i32 @convcheck.op(i64 0)
  %a.B0 = getelementptr [1024 x i64], ptr addrspace(1) @convcheck.in.B0, i32 0, i32 %tid
  %w.B0 = load i64, ptr addrspace(1) %a.B0, align 8
  %c.B0 = trunc i64 %w.B0 to i1
  br i1 %c.B0, label %B1.preheader, label %B2

B1.preheader:                                     ; preds = %B0, %B2
  %v.B1.B1.ph = phi i64 [ %v.B1.B2, %B2 ], [ 0, %B0 ]
  %v.B2.B1.ph = phi i64 [ %n.v.B2, %B2 ], [ 0, %B0 ]
  br label %B1

B1:                                               ; preds = %B1.preheader, %B1
  %v.B1.B1 = phi i64 [ %n.v.B1, %B1 ], [ %v.B1.B1.ph, %B1.preheader ]
  %op.B1 = call i32 @convcheck.op(i64 1)
  %a.B1 = getelementptr [1024 x i64], ptr addrspace(1) @convcheck.in.B1, i32 0, i32 %tid
  %w.B1 = load i64, ptr addrspace(1) %a.B1, align 8
  %s.B1 = lshr i64 %w.B1, %v.B1.B1
  %c.B1 = trunc i64 %s.B1 to i1
  %n.v.B1 = add i64 %v.B1.B1, 1
  br i1 %c.B1, label %B1, label %B2.loopexit

B2.loopexit:                                      ; preds = %B1
  br label %B2

B2:                                               ; preds = %B2.loopexit, %B0
  %v.B1.B2 = phi i64 [ 0, %B0 ], [ %n.v.B1, %B2.loopexit ]
  %v.B2.B2 = phi i64 [ 0, %B0 ], [ %v.B2.B1.ph, %B2.loopexit ]
  %op.B2 = call i32 @convcheck.op(i64 2)
  %w.B2 = load i64, ptr addrspace(1) @convcheck.in.B2, align 8
  %s.B2 = lshr i64 %w.B2, %v.B2.B2
  %c.B2 = trunc i64 %s.B2 to i1
  %n.v.B2 = add i64 %v.B2.B2, 1
  br i1 %c.B2, label %B1.preheader, label %B3

B3:                                               ; preds = %B2
  %op.B3 = call i32 @convcheck.op(i64 3)
  ret void
}

attributes #0 = { convergent nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
