define amdgpu_kernel void @f(i32 %a) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, 0
  %u = icmp slt i32 %a, 0
  br i1 %c, label %then, label %else
then:
  br label %join
else:
  br label %join
join:
  %p = phi i32 [ 1, %then ], [ 2, %else ]
  %q = phi i32 [ 7, %then ], [ 7, %else ]
  %s = add i32 %a, 1
  %t = add i32 %p, 1
  br i1 %u, label %x, label %y
x:
  ret void
y:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
