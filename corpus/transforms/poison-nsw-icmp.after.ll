; AFTER of poison-nsw-icmp.tcase.
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier() convergent

define amdgpu_kernel void @f(i32 %a, i32 %cols) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %x = add i32 %t, %a
  %cmp = icmp sgt i32 %x, %cols
  br i1 %cmp, label %then, label %end
then:
  call void @llvm.amdgcn.s.barrier()
  br label %end
end:
  ret void
}
