; tests/cli/transform_memory.sh: stored.before.ll without the store that
; publishes %v (a live store removed, as a wrong dead-store elimination
; would).  By hand: BEFORE's out[0] = %v (thread 1's store), AFTER's the
; old contents of tmp[1]; no single thread reads its own slot: unknown,
; never preserved.  lead said "preserved within k=2, L=12".
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @f(ptr addrspace(3) %tmp, ptr addrspace(1) %out, i32 %v) #0 {
entry:
  %lid = call i32 @llvm.amdgcn.workitem.id.x()
  %mine = getelementptr inbounds i32, ptr addrspace(3) %tmp, i32 %lid
  %n1 = add i32 %lid, 1
  %n = and i32 %n1, 63
  %next = getelementptr inbounds i32, ptr addrspace(3) %tmp, i32 %n
  call void @llvm.amdgcn.s.barrier()
  %x = load i32, ptr addrspace(3) %next, align 4
  %dst = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %lid
  store i32 %x, ptr addrspace(1) %dst, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier() #1

attributes #0 = { convergent nounwind }
attributes #1 = { convergent nounwind }
