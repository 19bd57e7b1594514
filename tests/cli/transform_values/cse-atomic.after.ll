target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @cse_atomic(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %v = load i32, ptr addrspace(1) %p
  %x = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v)
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %x, ptr addrspace(1) %q
  %a = atomicrmw add ptr addrspace(1) %in, i32 1 monotonic
  %odd = and i32 %tid, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %then, label %exit
then:

  %q2 = getelementptr i32, ptr addrspace(1) %q, i32 64
  %s = add i32 %x, %a
  store i32 %s, ptr addrspace(1) %q2
  br label %exit
exit:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
