define amdgpu_kernel void @f(i32 %a) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %H
H:
  %i = phi i32 [ 0, %entry ], [ %inc, %H ]
  %inc = add i32 %i, 1
  %ex = icmp slt i32 %tid, %inc
  br i1 %ex, label %X, label %H
X:
  %use = add i32 %inc, 5
  %other = add i32 %a, 5
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
