declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @f(ptr addrspace(1) %o) {
entry:
  %"x RUN: touch LITRAN" = call i32 @llvm.amdgcn.workitem.id.x()
  store i32 %"x RUN: touch LITRAN", ptr addrspace(1) %o
  ret void
}
