define amdgpu_kernel void @f(i1 %u, i1 %v) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, 0
  br i1 %c, label %A, label %B
A:
  %a = phi i32 [ 0, %entry ], [ %b1, %B ]
  %a1 = add i32 %a, 1
  br i1 %u, label %B, label %exit
B:
  %b = phi i32 [ 0, %entry ], [ %a1, %A ]
  %b1 = add i32 %b, 1
  br i1 %v, label %A, label %exit
exit:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
