; InstCombine's rewrite of Rodinia pathfinder's test (issue 27): with nsw,
; (x - 1) > (cols - 1) is x > cols wherever BEFORE is defined.
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier() convergent

define amdgpu_kernel void @f(i32 %a, i32 %cols) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %x = add i32 %t, %a
  %s = sub nsw i32 %x, 1
  %c1 = sub nsw i32 %cols, 1
  %cmp = icmp sgt i32 %s, %c1
  br i1 %cmp, label %then, label %end
then:
  call void @llvm.amdgcn.s.barrier()
  br label %end
end:
  ret void
}
