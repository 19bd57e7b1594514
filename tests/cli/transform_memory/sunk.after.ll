; tests/cli/transform_memory.sh: stored.before.ll with the store that
; publishes %v at tmp[lid] sunk below the barrier (a user's hand-made
; miscompile).  By hand, threads 0 and 1: BEFORE, thread 0 reads tmp[1]
; after thread 1 stored %v there, out[0] = %v; AFTER, thread 1 may store
; after thread 0 read, out[0] = tmp[1]'s old contents.  One thread alone
; cannot tell (its load is of another slot); the difference rests on
; another thread's store: unknown, never preserved.  lead said
; "preserved within k=2, L=12".
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @f(ptr addrspace(3) %tmp, ptr addrspace(1) %out, i32 %v) #0 {
entry:
  %lid = call i32 @llvm.amdgcn.workitem.id.x()
  %mine = getelementptr inbounds i32, ptr addrspace(3) %tmp, i32 %lid
  %n1 = add i32 %lid, 1
  %n = and i32 %n1, 63
  %next = getelementptr inbounds i32, ptr addrspace(3) %tmp, i32 %n
  call void @llvm.amdgcn.s.barrier()
  store i32 %v, ptr addrspace(3) %mine, align 4
  %x = load i32, ptr addrspace(3) %next, align 4
  %dst = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %lid
  store i32 %x, ptr addrspace(1) %dst, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier() #1

attributes #0 = { convergent nounwind }
attributes #1 = { convergent nounwind }
