; issue 27: bpermute-alone.before.ll with the two barriers merged into one
; block (hand-written; a tail merge that ignores `convergent`).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @f(i32 %k) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp ult i32 %id, 2
  br i1 %c, label %a, label %bar

a:
  %addr = shl i32 %k, 2
  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %id)
  %d = icmp ne i32 %r, 0
  br i1 %d, label %bar, label %exit

bar:
  call void @llvm.amdgcn.s.barrier()
  br label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) convergent
declare void @llvm.amdgcn.s.barrier() convergent
