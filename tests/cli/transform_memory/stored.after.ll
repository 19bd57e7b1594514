; tests/cli/transform_memory.sh: stored.before.ll with the load of the
; neighbour's slot moved above the barrier (a user's hand-made
; miscompile).  By hand, two threads with lid 0 and 1 (tmp[0..63] zero
; before): BEFORE, thread 0 reads tmp[1] after thread 1 stored %v there at
; the barrier, so out[0] = %v; AFTER, thread 0 may read tmp[1] before
; thread 1 stores, so out[0] = 0.  One thread alone cannot tell them apart
; (its own store is to tmp[lid], the load from tmp[lid+1]); the difference
; rests on another thread's store past the barrier, which the check does
; not model: unknown (docs/transforms.md "Memory"), never preserved.  The
; base said "preserved within k=2, L=12 (1 input checked)".
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @f(ptr addrspace(3) %tmp, ptr addrspace(1) %out, i32 %v) #0 {
entry:
  %lid = call i32 @llvm.amdgcn.workitem.id.x()
  %mine = getelementptr inbounds i32, ptr addrspace(3) %tmp, i32 %lid
  %n1 = add i32 %lid, 1
  %n = and i32 %n1, 63
  %next = getelementptr inbounds i32, ptr addrspace(3) %tmp, i32 %n
  store i32 %v, ptr addrspace(3) %mine, align 4
  %x = load i32, ptr addrspace(3) %next, align 4
  call void @llvm.amdgcn.s.barrier()
  %dst = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %lid
  store i32 %x, ptr addrspace(1) %dst, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier() #1

attributes #0 = { convergent nounwind }
attributes #1 = { convergent nounwind }
