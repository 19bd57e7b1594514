; A thread divides by %x and stores the quotient, then runs a barrier when
; %x is zero.  AFTER drops the branch (a pass that knows %x is not zero
; once the division ran: the division by zero would be undefined).
target triple = "amdgcn-amd-amdhsa"
declare void @_Z7barrierj(i32) convergent nounwind

define amdgpu_kernel void @f(ptr addrspace(1) %out, i32 %x) convergent {
entry:
  %q = udiv i32 100, %x
  store i32 %q, ptr addrspace(1) %out
  %c = icmp eq i32 %x, 0
  br i1 %c, label %bar, label %end
bar:
  call void @_Z7barrierj(i32 1)
  br label %end
end:
  ret void
}
