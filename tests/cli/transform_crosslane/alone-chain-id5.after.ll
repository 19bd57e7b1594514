; AFTER: the lane as InstCombine writes it, and a second call given one more when the id is 5.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @f(i32 %x, ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %i4 = shl i32 %id, 2
  %lane = add i32 %i4, 64
  %r1 = call i32 @llvm.amdgcn.ds.bpermute(i32 %lane, i32 %x)
  %s0 = add i32 %x, %r1
  %five = icmp eq i32 %id, 5
  %one = zext i1 %five to i32
  %s = add i32 %s0, %one
  %r2 = call i32 @llvm.amdgcn.ds.bpermute(i32 %lane, i32 %s)
  store i32 %r2, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) convergent
