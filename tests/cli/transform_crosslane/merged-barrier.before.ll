; issue 27: two barriers under a divergent branch, between two ds.bpermute calls.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @f(ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %i16 = add nsw i32 %id, 16
  %lane = shl i32 %i16, 2
  %r1 = call i32 @llvm.amdgcn.ds.bpermute(i32 %lane, i32 %id)
  %s = add i32 %id, %r1
  %c = icmp ult i32 %id, 1
  br i1 %c, label %a, label %b

a:
  call void @llvm.amdgcn.s.barrier()
  br label %exit

b:
  call void @llvm.amdgcn.s.barrier()
  br label %exit

exit:
  %r2 = call i32 @llvm.amdgcn.ds.bpermute(i32 %lane, i32 %s)
  store i32 %r2, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) convergent
declare void @llvm.amdgcn.s.barrier() convergent
