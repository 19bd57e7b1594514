; tests/cli/transform.sh (rfl_decides): odd threads read the first lane's
; %v among themselves and call @conv when it is above 5; even threads
; read it among themselves too, and do nothing with it.
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare void @conv() convergent nounwind

define amdgpu_kernel void @f(ptr addrspace(1) %in) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %v = load i32, ptr addrspace(1) %p
  %odd = and i32 %tid, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %then, label %else
else:
  %y2 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v)
  br label %exit
then:
  %y = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v)
  %big = icmp sgt i32 %y, 5
  br i1 %big, label %call, label %exit
call:
  call void @conv()
  br label %exit
exit:
  ret void
}
