; poison-store-before.before.ll with the load of tmp[(t + 1) & 63] above the
; store to tmp[t].
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
  %v = load i32, ptr addrspace(3) %b
  store i32 7, ptr addrspace(3) %a
  %c = icmp sgt i32 %v, 1000
  br i1 %c, label %bar, label %end
bar:
  call void @_Z7barrierj(i32 1)
  br label %end
end:
  ret void
}
