; tests/cli/transform_memory.sh: cast.before.ll after InferAddressSpaces
; (opt-22 -passes=infer-address-spaces writes it so).  By hand: the flat
; pointer and the addrspace(3) one name the same array (AMDGPUUsage,
; "Address Spaces": a flat address of work-group memory is the same
; location), so each thread stores and loads the same words in both
; programs, before and after the same barrier, whatever other threads
; store: preserved.  With the stored-value check of loads past a
; barrier, and the cast constant expression a term of its own, this was
; unknown ("rest on what other threads store"): Z3 gave the two names two
; addresses, and so two words past the barrier (a real InferAddressSpaces
; step of kernels/block_sum.hip).
target triple = "amdgcn-amd-amdhsa"

@buf = internal addrspace(3) global [64 x i32] undef, align 16

define amdgpu_kernel void @f(ptr addrspace(1) %out, i32 %v) #0 {
entry:
  %lid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %lid to i64
  %mine = getelementptr inbounds i32, ptr addrspace(3) @buf, i64 %i
  store i32 %v, ptr addrspace(3) %mine, align 4
  call void @llvm.amdgcn.s.barrier()
  %first = icmp eq i32 %lid, 0
  br i1 %first, label %copy, label %done

copy:
  %x = load i32, ptr addrspace(3) @buf, align 16
  store i32 %x, ptr addrspace(1) %out, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier() #1

attributes #0 = { convergent nounwind }
attributes #1 = { convergent nounwind }
