; tests/cli/transform_memory.sh: other.before.ll with @conv sunk into both
; arms of the branch (the join block removed).
;
; Hand derivation.  The two programs differ only for two threads that
; branch apart: then BEFORE's @conv at %join runs with both threads, AFTER's
; with each alone in its own arm.  Do two threads ever branch apart?  Each
; reads tmp[0] after the barrier.  If some thread has lid 0, it stored 0
; at tmp[0] before the barrier every thread passes, so every thread reads 0
; (the barrier publishes it: docs/transforms.md "Other threads' stores"):
; all take %a.  If none has lid 0, nobody stores at tmp[0] (thread lid
; stores at tmp + 4*lid, never tmp unless lid is 0), so all read the same
; initial contents: all take the same arm.  So no execution tells the
; programs apart, and "broken" would be false.  The check's memory is each
; thread's own stores over the initial contents: its counterexample is
; thread 1 with lid 0 reading its own 0 and thread 2 reading the initial
; contents of tmp[0] (not 0) -- impossible, since thread 1's store reaches
; thread 2 past the barrier.  lead printed "broken (k=2, L=3)" on it.  The
; verdict is unknown, naming thread 2's load at %tmp, the barrier
; (llvm.amdgcn.s.barrier) and thread 1's store at the same address (0x0);
; never broken.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @f(ptr addrspace(3) %tmp) #0 {
entry:
  %lid = call i32 @llvm.amdgcn.workitem.id.x()
  %mine = getelementptr inbounds i32, ptr addrspace(3) %tmp, i32 %lid
  store i32 %lid, ptr addrspace(3) %mine, align 4
  call void @llvm.amdgcn.s.barrier()
  %x = load i32, ptr addrspace(3) %tmp, align 4
  %z = icmp eq i32 %x, 0
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
