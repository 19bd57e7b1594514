; issue 27: a second ds.bpermute whose data is the first one's result (BEFORE: (id + 16) << 2, nsw).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @f(i32 %x, ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %i16 = add nsw i32 %id, 16
  %lane = shl i32 %i16, 2
  %r1 = call i32 @llvm.amdgcn.ds.bpermute(i32 %lane, i32 %x)
  %s = add i32 %x, %r1
  %r2 = call i32 @llvm.amdgcn.ds.bpermute(i32 %lane, i32 %s)
  store i32 %r2, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) convergent
