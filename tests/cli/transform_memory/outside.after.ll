; tests/cli/transform_memory.sh: outside.before.ll with @conv sunk into
; both arms of the branch (the join block removed).
;
; Hand derivation.  The programs differ only for two threads that branch
; apart (BEFORE's @conv at %join runs with both, AFTER's with each alone in
; its arm).  Do two threads ever branch apart?  Thread lid (lid > 0) reads
; tmp[lid - 1]; work-item ids are dense (0 .. size-1), so thread lid - 1
; exists, and it stored 1 there before the barrier every thread passes:
; it reads 1.  Thread 0 reads tmp[0], its own 1.  Every thread takes %a,
; no execution tells the programs apart: "broken" is false.  The check's
; memory is each thread's own stores over the initial contents, so two
; threads that are not neighbours (ids 5 and 7, say) read initial
; contents that may differ -- and the stores that make them 1 are those
; of threads outside the counterexample (ids 4 and 6), which no
; counterexample thread's path shows.  lead printed "broken (k=2, L=3)".
; The verdict is unknown, naming the load, the barrier and the store
; another thread (any id) may have made; never broken.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @f(ptr addrspace(3) %tmp) #0 {
entry:
  %lid = call i32 @llvm.amdgcn.workitem.id.x()
  %mine = getelementptr inbounds i32, ptr addrspace(3) %tmp, i32 %lid
  store i32 1, ptr addrspace(3) %mine, align 4
  call void @llvm.amdgcn.s.barrier()
  %first = icmp eq i32 %lid, 0
  %left = add i32 %lid, -1
  %idx = select i1 %first, i32 0, i32 %left
  %nb = getelementptr inbounds i32, ptr addrspace(3) %tmp, i32 %idx
  %x = load i32, ptr addrspace(3) %nb, align 4
  %z = icmp eq i32 %x, 1
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
