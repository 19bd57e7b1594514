target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @f(ptr addrspace(1) %out) {
entry:
  %tid = call range(i64 0, 64) i64 @_Z12get_local_idj(i32 0)
  %c = icmp ult i64 %tid, 64
  br i1 %c, label %a, label %b
a:
  store i64 %tid, ptr addrspace(1) %out
  ret void
b:
  %w = call i32 @llvm.amdgcn.readfirstlane.i32(i32 7)
  store i32 %w, ptr addrspace(1) %out
  ret void
}
declare i64 @_Z12get_local_idj(i32)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
