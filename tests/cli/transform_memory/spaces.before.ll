; tests/cli/transform_memory.sh: a thread stores 7 in work-group memory
; (addrspace(3), an internal array nothing reads) and then branches on a
; word it loads through a global pointer (addrspace(1)); a barrier on the
; taken arm.  spaces.after.ll drops the dead store, as GlobalOpt does (a
; user's `--pass globalopt`).
target triple = "amdgcn-amd-amdhsa"

@s = internal addrspace(3) global [64 x i32] undef, align 16

define amdgpu_kernel void @g(ptr addrspace(1) %buf, ptr %flat) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %sp = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %tid
  store i32 7, ptr addrspace(3) %sp, align 4
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
