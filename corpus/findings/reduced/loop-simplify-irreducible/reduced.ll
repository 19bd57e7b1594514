target triple = "amdgcn-unknown-amdhsa"

@convcheck.in.B0 = external addrspace(1) global [1024 x i64]
@convcheck.in.B1 = external addrspace(1) global [1024 x i64]
@convcheck.in.B2 = external addrspace(1) global i64

; Function Attrs: convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @convcheck.op() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

define amdgpu_kernel void @s753_m3() {
B0:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a.B0 = getelementptr [1024 x i64], ptr addrspace(1) @convcheck.in.B0, i32 0, i32 %tid
  %w.B0 = load i64, ptr addrspace(1) %a.B0, align 4
  %c.B0 = trunc i64 %w.B0 to i1
  br i1 %c.B0, label %B1, label %B2

B1:                                               ; preds = %B2, %B1, %B0
  %v.B1.B1 = phi i64 [ 0, %B0 ], [ %n.v.B1, %B1 ], [ 0, %B2 ]
  %v.B2.B1 = phi i64 [ 0, %B0 ], [ %v.B2.B1, %B1 ], [ %n.v.B2, %B2 ]
  %op.B1 = call i32 @convcheck.op()
  %a.B1 = getelementptr [1024 x i64], ptr addrspace(1) @convcheck.in.B1, i32 0, i32 %tid
  %w.B1 = load i64, ptr addrspace(1) %a.B1, align 4
  %n.v.B1 = add i64 %v.B1.B1, 1
  %s.B1 = lshr i64 %w.B1, %v.B1.B1
  %c.B1 = trunc i64 %s.B1 to i1
  br i1 %c.B1, label %B1, label %B2

B2:                                               ; preds = %B1, %B0
  %v.B2.B2 = phi i64 [ 0, %B0 ], [ %v.B2.B1, %B1 ]
  %w.B2 = load i64, ptr addrspace(1) @convcheck.in.B2, align 4
  %n.v.B2 = add i64 %v.B2.B2, 1
  %s.B2 = lshr i64 %w.B2, %v.B2.B2
  %c.B2 = trunc i64 %s.B2 to i1
  br i1 %c.B2, label %B1, label %B3

B3:                                               ; preds = %B2
  ret void

; uselistorder directives
  uselistorder i64 %v.B1.B1, { 1, 0 }
  uselistorder i64 %v.B2.B2, { 1, 0 }
}

attributes #0 = { convergent nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
