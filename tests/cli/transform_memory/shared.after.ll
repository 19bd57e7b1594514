; tests/cli/transform_memory.sh: shared.before.ll with the load of the
; neighbour's slot hoisted above the store and the barrier that publish it
; (the miscompile a new user found in LICM-like code).
;
; Hand derivation.  A thread alone: %next = tmp + 4*((lid+1)&63) is never
; %mine = tmp + 4*lid (the two indices differ for every lid mod 64), so its
; own store does not reach the load in either program, and with no other
; thread BEFORE and AFTER read the same initial contents: one thread cannot
; tell them apart (the base called this preserved).  With other threads:
; the thread lid+1 stores tmp[lid+1] before the barrier, so BEFORE reads
; that thread's %v and AFTER the contents before it; %v = 2000 in thread 2
; sends BEFORE's thread 1 to the second barrier and AFTER's not (for
; initial contents 0) -- a real difference, but one only another thread's
; store makes.  The check models one thread's memory, so its verdict is
; unknown, naming the load of addrspace(3) memory read past the barrier
; (llvm.amdgcn.s.barrier) in one program and before it in the other.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @f(ptr addrspace(3) %tmp, i32 %v) #0 {
entry:
  %lid = call i32 @llvm.amdgcn.workitem.id.x()
  %mine = getelementptr inbounds i32, ptr addrspace(3) %tmp, i32 %lid
  %n1 = add i32 %lid, 1
  %n = and i32 %n1, 63
  %next = getelementptr inbounds i32, ptr addrspace(3) %tmp, i32 %n
  %x = load i32, ptr addrspace(3) %next, align 4
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
