; tests/cli/transform_memory.sh: a kernel's __shared__ array as clang
; writes it at -O0: every access through the constant expression
; `addrspacecast (ptr addrspace(3) @buf to ptr)`, a flat pointer.  A
; thread stores its word at buf[lid], waits at the barrier, and thread
; 0 copies buf[0] to out[0].  cast.after.ll is what InferAddressSpaces
; makes of it: the same accesses through `ptr addrspace(3) @buf`.
target triple = "amdgcn-amd-amdhsa"

@buf = internal addrspace(3) global [64 x i32] undef, align 16

define amdgpu_kernel void @f(ptr addrspace(1) %out, i32 %v) #0 {
entry:
  %lid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %lid to i64
  %mine = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @buf to ptr), i64 %i
  store i32 %v, ptr %mine, align 4
  call void @llvm.amdgcn.s.barrier()
  %first = icmp eq i32 %lid, 0
  br i1 %first, label %copy, label %done

copy:
  %x = load i32, ptr addrspacecast (ptr addrspace(3) @buf to ptr), align 16
  store i32 %x, ptr addrspace(1) %out, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier() #1

attributes #0 = { convergent nounwind }
attributes #1 = { convergent nounwind }
