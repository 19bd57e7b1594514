; tests/cli/transform_memory.sh: spaces.before.ll with the word loaded
; through a flat pointer (addrspace(0)), which may point at work-group
; memory; spaces_flat.after.ll drops the store.
target triple = "amdgcn-amd-amdhsa"

@s = internal addrspace(3) global [64 x i32] undef, align 16

define amdgpu_kernel void @g(ptr addrspace(1) %buf, ptr %flat) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %sp = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %tid
  store i32 7, ptr addrspace(3) %sp, align 4
  %v = load i32, ptr %flat, align 4
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
