; tests/cli/transform_memory.sh: lid.before.ll with @conv sunk into both
; arms (as other.after.ll).
;
; Hand derivation.  Threads lid 0 and lid 1 branch apart (%a and %b):
; BEFORE's @conv at %join runs with both, AFTER's with each alone -- a real
; difference whatever memory holds, since the branch reads no memory (the
; store and the barrier are the same in both, the load's value is unused).
; The verdict is broken, as before this check of other threads' stores:
; a counterexample that reads no shared memory past a synchronisation
; point is unchanged.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @f(ptr addrspace(3) %tmp) #0 {
entry:
  %lid = call i32 @llvm.amdgcn.workitem.id.x()
  %mine = getelementptr inbounds i32, ptr addrspace(3) %tmp, i32 %lid
  store i32 %lid, ptr addrspace(3) %mine, align 4
  call void @llvm.amdgcn.s.barrier()
  %x = load i32, ptr addrspace(3) %tmp, align 4
  %z = icmp eq i32 %lid, 0
  br i1 %z, label %a, label %b

a:
  call void @conv()
  ret void

b:
  call void @conv()
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier() #1
declare void @conv() #1

attributes #0 = { convergent nounwind }
attributes #1 = { convergent nounwind }
