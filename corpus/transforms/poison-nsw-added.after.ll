; AFTER of poison-nsw-added.tcase: nsw added wrongly.
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier() convergent

define amdgpu_kernel void @f(i32 %a) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %x = add i32 %t, %a
  %n = add nsw i32 %x, 1
  %c = icmp sgt i32 %n, %x
  br i1 %c, label %then, label %end
then:
  call void @llvm.amdgcn.s.barrier()
  br label %end
end:
  ret void
}
