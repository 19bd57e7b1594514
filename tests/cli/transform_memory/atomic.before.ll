; tests/cli/transform_memory.sh: each thread adds 1 to a work-group
; counter (an atomicrmw on addrspace(3)), waits at the barrier and copies
; the counter to out[lid]: every thread stores the group's size.
target triple = "amdgcn-amd-amdhsa"

@cnt = internal addrspace(3) global i32 0, align 4

define amdgpu_kernel void @f(ptr addrspace(1) %out) #0 {
entry:
  %lid = call i32 @llvm.amdgcn.workitem.id.x()
  %o = atomicrmw add ptr addrspace(3) @cnt, i32 1 syncscope("workgroup") seq_cst, align 4
  call void @llvm.amdgcn.s.barrier()
  %v = load i32, ptr addrspace(3) @cnt, align 4
  %dst = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %lid
  store i32 %v, ptr addrspace(1) %dst, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier() #1

attributes #0 = { convergent nounwind }
attributes #1 = { convergent nounwind }
