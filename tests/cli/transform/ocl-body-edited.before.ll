; An OpenCL kernel as clang-22 emits it for amdgcn: @k with its body
; inlined, and the body again as @__clang_ocl_kern_imp_k (docs/sources.md
; "One kernel, two functions").  ocl-body-edited.after.ll changes the body
; only (the sub-group broadcast hoisted out of the divergent if, by hand),
; as fresh user 11 edited it; @k is the same in both files.
; By hand: `transform --function k` checks @k alone (identical: preserved)
; and says that @__clang_ocl_kern_imp_k was not checked and differs;
; `--function __clang_ocl_kern_imp_k` says @k was not checked (no
; "differs": it is the same); without --function both are checked.
target triple = "amdgcn-amd-amdhsa"

declare i32 @_Z19sub_group_broadcastij(i32, i32) convergent
declare i64 @_Z12get_local_idj(i32) convergent

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %lid = call i64 @_Z12get_local_idj(i32 0)
  %t = trunc i64 %lid to i32
  %c = icmp ult i32 %t, 4
  br i1 %c, label %then, label %end
then:
  %b = call i32 @_Z19sub_group_broadcastij(i32 %t, i32 0)
  store i32 %b, ptr addrspace(1) %out
  br label %end
end:
  ret void
}

define void @__clang_ocl_kern_imp_k(ptr addrspace(1) %out) {
entry:
  %lid = call i64 @_Z12get_local_idj(i32 0)
  %t = trunc i64 %lid to i32
  %c = icmp ult i32 %t, 4
  br i1 %c, label %then, label %end
then:
  %b = call i32 @_Z19sub_group_broadcastij(i32 %t, i32 0)
  store i32 %b, ptr addrspace(1) %out
  br label %end
end:
  ret void
}
