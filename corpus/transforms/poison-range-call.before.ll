; A waterfall loop on key[id], the id a local id whose call carries
; range(i64 0, 256), truncated to i32 and zero-extended back.  AFTER adds
; the flags IPSCCP would: trunc nuw nsw, zext nneg.
target triple = "amdgcn-amd-amdhsa"
declare i64 @_Z12get_local_idj(i32) convergent nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)

define amdgpu_kernel void @g(ptr addrspace(1) %p) {
entry:
  %id = call range(i64 0, 256) i64 @_Z12get_local_idj(i32 0)
  %tid = trunc i64 %id to i32
  %z = zext i32 %tid to i64
  %gp = getelementptr i32, ptr addrspace(1) %p, i64 %z
  %l = load i32, ptr addrspace(1) %gp
  br label %loop
loop:
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %l)
  %c = icmp eq i32 %r, %l
  br i1 %c, label %done, label %loop
done:
  store i32 %r, ptr addrspace(1) %p
  ret void
}
