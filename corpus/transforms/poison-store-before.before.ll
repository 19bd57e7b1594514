; A thread stores through tmp[t], t = trunc nuw nsw of its 64-bit local id,
; then loads tmp[(t + 1) & 63] and runs a barrier when the value is large.
; AFTER loads before the store (reduced from a new user's OpenCL kernel,
; whose load of local memory was hoisted above the loop's store).
target triple = "amdgcn-amd-amdhsa"
declare i64 @_Z12get_local_idj(i32) convergent nounwind willreturn memory(none)
declare void @_Z7barrierj(i32) convergent nounwind

define amdgpu_kernel void @f(ptr addrspace(3) %tmp) convergent {
entry:
  %id = call i64 @_Z12get_local_idj(i32 0)
  %t = trunc nuw nsw i64 %id to i32
  %a = getelementptr inbounds i32, ptr addrspace(3) %tmp, i32 %t
  %t1 = add i32 %t, 1
  %m = and i32 %t1, 63
  %b = getelementptr inbounds i32, ptr addrspace(3) %tmp, i32 %m
  store i32 7, ptr addrspace(3) %a
  %v = load i32, ptr addrspace(3) %b
  %c = icmp sgt i32 %v, 1000
  br i1 %c, label %bar, label %end
bar:
  call void @_Z7barrierj(i32 1)
  br label %end
end:
  ret void
}
