; AFTER: opt-22 -passes=fix-irreducible -S sweep-fix-irreducible-entries.before.ll, then
; bench/uninvert.awk (the guard phi of the negated entry condition becomes a phi
; of the condition, successors exchanged: the same program; docs/transform-audit.md
; "The sweep's CFGs")
; ModuleID = sweep-fix-irreducible-entries.before.ll
source_filename = "sweep-fix-irreducible-entries.before.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-amdhsa"

@convcheck.in.B0 = external addrspace(1) global [1024 x i64]
@convcheck.in.B1 = external addrspace(1) global [1024 x i64]
@convcheck.in.B4 = external addrspace(1) global [1024 x i64]

; Function Attrs: convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @convcheck.op(i64) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

define amdgpu_kernel void @s154_m7() {
B0:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %op.B0 = call i32 @convcheck.op(i64 0)
  %a.B0 = getelementptr [1024 x i64], ptr addrspace(1) @convcheck.in.B0, i32 0, i32 %tid
  %w.B0 = load i64, ptr addrspace(1) %a.B0, align 8
  %c.B0 = trunc i64 %w.B0 to i1
  %c.B0.inv = xor i1 %c.B0, true
  br label %irr.guard

B1:                                               ; preds = %irr.guard, %B4
  %v.B1.B1 = phi i64 [ %v.B1.B4.moved, %B4 ], [ %v.B1.B1.moved, %irr.guard ]
  %v.B4.B1 = phi i64 [ %n.v.B4, %B4 ], [ %v.B4.B1.moved, %irr.guard ]
  %op.B1 = call i32 @convcheck.op(i64 1)
  %a.B1 = getelementptr [1024 x i64], ptr addrspace(1) @convcheck.in.B1, i32 0, i32 %tid
  %w.B1 = load i64, ptr addrspace(1) %a.B1, align 8
  %s.B1 = lshr i64 %w.B1, %v.B1.B1
  %c.B1 = trunc i64 %s.B1 to i1
  %n.v.B1 = add i64 %v.B1.B1, 1
  br i1 %c.B1, label %B2, label %B3

B2:                                               ; preds = %B4, %B1
  %v.B1.B2 = phi i64 [ %n.v.B1, %B1 ], [ %v.B1.B4.moved, %B4 ]
  %v.B4.B2 = phi i64 [ %v.B4.B1, %B1 ], [ %n.v.B4, %B4 ]
  %op.B2 = call i32 @convcheck.op(i64 2)
  br label %irr.guard

B3:                                               ; preds = %B1
  %op.B3 = call i32 @convcheck.op(i64 3)
  ret void

B4:                                               ; preds = %irr.guard
  %op.B4 = call i32 @convcheck.op(i64 4)
  %a.B4 = getelementptr [1024 x i64], ptr addrspace(1) @convcheck.in.B4, i32 0, i32 %tid
  %w.B4 = load i64, ptr addrspace(1) %a.B4, align 8
  %s.B4 = lshr i64 %w.B4, %v.B4.B4.moved
  %c.B4 = trunc i64 %s.B4 to i1
  %n.v.B4 = add i64 %v.B4.B4.moved, 1
  br i1 %c.B4, label %B1, label %B2

irr.guard:                                        ; preds = %B0, %B2
  %v.B4.B1.moved = phi i64 [ poison, %B2 ], [ 0, %B0 ]
  %v.B1.B1.moved = phi i64 [ poison, %B2 ], [ 0, %B0 ]
  %v.B4.B4.moved = phi i64 [ %v.B4.B2, %B2 ], [ 0, %B0 ]
  %v.B1.B4.moved = phi i64 [ %v.B1.B2, %B2 ], [ 0, %B0 ]
  %Guard.B4 = phi i1 [ true, %B2 ], [ %c.B0.inv, %B0 ]
  %uninv.1 = phi i1 [ false, %B2 ], [ %c.B0, %B0 ]
  br i1 %uninv.1, label %B1, label %B4
}

attributes #0 = { convergent nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
