; tests/cli/transform_memory.sh: float.before.ll with the load moved above
; the barrier, as stored.after.ll, the value going through fadd.  By hand
; as stored.after.ll: out[0] = tmp[1] + 1.0 read before or after thread 1
; published it: unknown, never preserved.  lead said "preserved within
; k=2, L=12" (the float value is not compared, so the stored-value check
; could not see the load).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @f(ptr addrspace(3) %tmp, ptr addrspace(1) %out, i32 %v) #0 {
entry:
  %lid = call i32 @llvm.amdgcn.workitem.id.x()
  %mine = getelementptr inbounds i32, ptr addrspace(3) %tmp, i32 %lid
  %n1 = add i32 %lid, 1
  %n = and i32 %n1, 63
  %next = getelementptr inbounds i32, ptr addrspace(3) %tmp, i32 %n
  store i32 %v, ptr addrspace(3) %mine, align 4
  %x = load i32, ptr addrspace(3) %next, align 4
  call void @llvm.amdgcn.s.barrier()
  %dst = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %lid
  %xf = bitcast i32 %x to float
  %y = fadd float %xf, 1.0
  store float %y, ptr addrspace(1) %dst, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier() #1

attributes #0 = { convergent nounwind }
attributes #1 = { convergent nounwind }
