; tests/cli/transform_memory.sh: stored.before.ll in a loop of %n rounds
; (uniform): each round a thread publishes %i at tmp[lid], waits at the
; barrier, copies its neighbour's slot to out[lid], and waits again before
; the next round overwrites tmp.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @f(ptr addrspace(3) %tmp, ptr addrspace(1) %out, i32 %rounds) #0 {
entry:
  %lid = call i32 @llvm.amdgcn.workitem.id.x()
  %mine = getelementptr inbounds i32, ptr addrspace(3) %tmp, i32 %lid
  %n1 = add i32 %lid, 1
  %n = and i32 %n1, 63
  %next = getelementptr inbounds i32, ptr addrspace(3) %tmp, i32 %n
  %dst = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %lid
  %go = icmp sgt i32 %rounds, 0
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  store i32 %i, ptr addrspace(3) %mine, align 4
  call void @llvm.amdgcn.s.barrier()
  %x = load i32, ptr addrspace(3) %next, align 4
  store i32 %x, ptr addrspace(1) %dst, align 4
  call void @llvm.amdgcn.s.barrier()
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %rounds
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier() #1

attributes #0 = { convergent nounwind }
attributes #1 = { convergent nounwind }
