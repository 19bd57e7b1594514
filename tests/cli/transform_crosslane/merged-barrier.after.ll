; AFTER: the lane as InstCombine writes it, and the two barriers merged into one (wrong).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @f(ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %i4 = shl i32 %id, 2
  %lane = add i32 %i4, 64
  %r1 = call i32 @llvm.amdgcn.ds.bpermute(i32 %lane, i32 %id)
  %s = add i32 %id, %r1
  call void @llvm.amdgcn.s.barrier()
  %r2 = call i32 @llvm.amdgcn.ds.bpermute(i32 %lane, i32 %s)
  store i32 %r2, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) convergent
declare void @llvm.amdgcn.s.barrier() convergent
