declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @f(ptr addrspace(1) %o) {
entry:
  %"r\0Atouch INJECTED\0A" = call i32 @llvm.amdgcn.workitem.id.x()
  store i32 %"r\0Atouch INJECTED\0A", ptr addrspace(1) %o
  ret void
}
