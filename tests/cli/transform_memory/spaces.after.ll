; tests/cli/transform_memory.sh: spaces.before.ll without the store to
; @s.  By hand: on AMDGPU no address of work-group memory (addrspace(3))
; is one of global memory (addrspace(1)) -- LLVM's AMDGPUUsage, "Address
; Spaces" -- so BEFORE's load of %buf never reads the 7 it stored, and
; both programs load the same word and branch alike: preserved.  The
; base said "not single-thread equivalent (k=2, L=3)" with a witness
; that read the 7 back through %buf = 0 (the LDS store taken to alias
; the global load).
target triple = "amdgcn-amd-amdhsa"

@s = internal addrspace(3) global [64 x i32] undef, align 16

define amdgpu_kernel void @g(ptr addrspace(1) %buf, ptr %flat) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v = load i32, ptr addrspace(1) %buf, align 4
  %c = icmp eq i32 %v, 7
  br i1 %c, label %t, label %x

t:
  call void @llvm.amdgcn.s.barrier()
  br label %x

x:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier() #1

attributes #0 = { convergent nounwind }
attributes #1 = { convergent nounwind }
