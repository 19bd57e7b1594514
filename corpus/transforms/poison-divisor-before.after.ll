; poison-divisor-before.before.ll without the branch on %x == 0 and its
; barrier.
target triple = "amdgcn-amd-amdhsa"
declare void @_Z7barrierj(i32) convergent nounwind

define amdgpu_kernel void @f(ptr addrspace(1) %out, i32 %x) convergent {
entry:
  %q = udiv i32 100, %x
  store i32 %q, ptr addrspace(1) %out
  ret void
}
