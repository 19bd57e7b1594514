target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @f(ptr addrspace(1) %out) {
entry:
  %tid = call i64 @_Z12get_local_idj(i32 0)
  %c = icmp ult i64 %tid, 64
  br i1 %c, label %a, label %b
a:
  store i64 %tid, ptr addrspace(1) %out
  ret void
b:
  store i64 2, ptr addrspace(1) %out
  ret void
}
declare i64 @_Z12get_local_idj(i32)
