target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @cse_join(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %v = load i32, ptr addrspace(1) %p
  %x = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v)
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %x, ptr addrspace(1) %q
  %odd = and i32 %tid, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %then, label %join
then:
  %q1 = getelementptr i32, ptr addrspace(1) %q, i32 32
  store i32 %tid, ptr addrspace(1) %q1
  br label %join
join:

  %q2 = getelementptr i32, ptr addrspace(1) %q, i32 64
  store i32 %x, ptr addrspace(1) %q2
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
