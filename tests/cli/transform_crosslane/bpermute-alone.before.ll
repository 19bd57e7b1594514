; issue 27 (heavy.hip): a generic cross-lane result whose class lacks a thread.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @f(i32 %k) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp ult i32 %id, 2
  br i1 %c, label %a, label %other

a:
  %addr = shl i32 %k, 2
  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %id)
  %d = icmp ne i32 %r, 0
  br i1 %d, label %hit, label %exit

hit:
  call void @llvm.amdgcn.s.barrier()
  br label %exit

other:
  call void @llvm.amdgcn.s.barrier()
  br label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) convergent
declare void @llvm.amdgcn.s.barrier() convergent
