; Both arms call the barrier; the threads with x + 1 = 5 take %left.
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier() convergent

define amdgpu_kernel void @f(i32 %a) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %x = add i32 %t, %a
  %n = add nsw i32 %x, 1
  %c = icmp eq i32 %n, 5
  br i1 %c, label %left, label %right
left:
  call void @llvm.amdgcn.s.barrier()
  br label %end
right:
  call void @llvm.amdgcn.s.barrier()
  br label %end
end:
  ret void
}
