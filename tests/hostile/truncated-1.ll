target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @exit_phi_constants(i32 %n, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %H

H:
  %i = phi i3