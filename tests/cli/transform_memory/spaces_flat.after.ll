; tests/cli/transform_memory.sh: spaces_flat.before.ll without the store.
; By hand: a flat pointer may point at work-group memory, so with %flat
; the address of @s[tid] BEFORE loads the 7 it stored and runs the
; barrier, AFTER loads the initial word (0, say) and does not: one thread
; tells them apart, not single-thread equivalent -- the guard that the
; address spaces are apart only where LLVM's AMDGPU backend says so.
target triple = "amdgcn-amd-amdhsa"

@s = internal addrspace(3) global [64 x i32] undef, align 16

define amdgpu_kernel void @g(ptr addrspace(1) %buf, ptr %flat) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
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
