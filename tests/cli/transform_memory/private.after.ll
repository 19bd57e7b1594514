; tests/cli/transform_memory.sh: private.before.ll with the load hoisted
; above the store and the barrier, as in shared.after.ll.
;
; Hand derivation.  %next = tmp + 4*((lid+1)&63) is never %mine = tmp +
; 4*lid, and private memory is the thread's own (AMDGPU address space 5):
; no other thread stores there at the barrier, so BEFORE and AFTER read the
; same contents at %next on every input: preserved.
target triple = "amdgcn-amd-amdhsa"

define void @f(ptr addrspace(5) %tmp, i32 %v) #0 {
entry:
  %lid = call i32 @llvm.amdgcn.workitem.id.x()
  %mine = getelementptr inbounds i32, ptr addrspace(5) %tmp, i32 %lid
  %n1 = add i32 %lid, 1
  %n = and i32 %n1, 63
  %next = getelementptr inbounds i32, ptr addrspace(5) %tmp, i32 %n
  %x = load i32, ptr addrspace(5) %next, align 4
  store i32 %v, ptr addrspace(5) %mine, align 4
  call void @llvm.amdgcn.s.barrier()
  %big = icmp sgt i32 %x, 1000
  br i1 %big, label %again, label %exit

again:
  call void @llvm.amdgcn.s.barrier()
  br label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier() #1

attributes #0 = { convergent nounwind }
attributes #1 = { convergent nounwind }
