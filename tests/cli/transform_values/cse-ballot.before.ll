target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @cse_ballot(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %v = load i32, ptr addrspace(1) %p
  %b = trunc i32 %v to i1
  %x = call i32 @llvm.amdgcn.ballot.i32(i1 %b)
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %x, ptr addrspace(1) %q
  %odd = and i32 %tid, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %then, label %exit
then:
  %y = call i32 @llvm.amdgcn.ballot.i32(i1 %b)
  %q2 = getelementptr i32, ptr addrspace(1) %q, i32 64
  store i32 %y, ptr addrspace(1) %q2
  br label %exit
exit:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ballot.i32(i1)
