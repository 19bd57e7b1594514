; AFTER: the fadd's operands swapped (the same number).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @f(float %x, ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %y = fadd float 1.0, %x
  %b = bitcast float %y to i32
  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %id, i32 %b)
  store i32 %r, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) convergent
