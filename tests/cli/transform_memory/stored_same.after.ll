; tests/cli/transform_memory.sh: stored.before.ll with the neighbour's
; value doubled before it is stored, as x + x; stored_same.after.ll
; writes x << 1.  The load stays past the barrier in both: by hand, in
; every execution both programs read the same tmp[(lid+1)&63] after the
; same barrier, whatever other threads stored, and store twice it:
; preserved (a guard: comparing stores past a barrier must not make every
; rewrite of such a value unknown).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @f(ptr addrspace(3) %tmp, ptr addrspace(1) %out, i32 %v) #0 {
entry:
  %lid = call i32 @llvm.amdgcn.workitem.id.x()
  %mine = getelementptr inbounds i32, ptr addrspace(3) %tmp, i32 %lid
  %n1 = add i32 %lid, 1
  %n = and i32 %n1, 63
  %next = getelementptr inbounds i32, ptr addrspace(3) %tmp, i32 %n
  store i32 %v, ptr addrspace(3) %mine, align 4
  call void @llvm.amdgcn.s.barrier()
  %x = load i32, ptr addrspace(3) %next, align 4
  %dst = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %lid
  %y = shl i32 %x, 1
  store i32 %y, ptr addrspace(1) %dst, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier() #1

attributes #0 = { convergent nounwind }
attributes #1 = { convergent nounwind }
