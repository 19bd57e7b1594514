; AFTER of poison-real-broken.tcase: the two barriers merged into entry.
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier() convergent

define amdgpu_kernel void @f(i32 %a) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %x = add i32 %t, %a
  call void @llvm.amdgcn.s.barrier()
  br label %end
end:
  ret void
}
