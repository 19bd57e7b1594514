; tests/cli/transform_memory.sh: atomic.before.ll with the atomicrmw
; moved below the barrier (user 15's hand-made miscompile).  By hand, two
; threads: BEFORE both add before either passes the barrier, so both store
; 2; AFTER thread 0 may add and read before thread 1 adds, storing 1.  One
; thread alone reads its own add in both (the count of synchronisation
; points it passes is the same, the atomic being one): unknown, never
; preserved.  lead said "preserved within k=2, L=12", and "preserved
; (proven for every L ...)" with --unbounded.
target triple = "amdgcn-amd-amdhsa"

@cnt = internal addrspace(3) global i32 0, align 4

define amdgpu_kernel void @f(ptr addrspace(1) %out) #0 {
entry:
  %lid = call i32 @llvm.amdgcn.workitem.id.x()
  call void @llvm.amdgcn.s.barrier()
  %o = atomicrmw add ptr addrspace(3) @cnt, i32 1 syncscope("workgroup") seq_cst, align 4
  %v = load i32, ptr addrspace(3) @cnt, align 4
  %dst = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %lid
  store i32 %v, ptr addrspace(1) %dst, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier() #1

attributes #0 = { convergent nounwind }
attributes #1 = { convergent nounwind }
