; tests/cli/transform_memory.sh: own.before.ll with the load of tmp[lid]
; hoisted above the thread's own store to tmp[lid] and the barrier.
;
; Hand derivation.  One thread alone tells them apart: BEFORE reads its own
; store %v, AFTER the contents before it.  %v = 1001 (any %v > 1000) with
; those contents at most 1000 sends BEFORE to the second barrier and not
; AFTER: a thread's convergent calls differ, with no other thread's store
; involved, so the verdict is a counterexample (not single-thread
; equivalent), never unknown.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @f(ptr addrspace(3) %tmp, i32 %v) #0 {
entry:
  %lid = call i32 @llvm.amdgcn.workitem.id.x()
  %mine = getelementptr inbounds i32, ptr addrspace(3) %tmp, i32 %lid
  %n1 = add i32 %lid, 1
  %n = and i32 %n1, 63
  %next = getelementptr inbounds i32, ptr addrspace(3) %tmp, i32 %n
  %x = load i32, ptr addrspace(3) %mine, align 4
  store i32 %v, ptr addrspace(3) %mine, align 4
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
