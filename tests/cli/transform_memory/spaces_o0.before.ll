; tests/cli/transform_memory.sh: spaces.before.ll as clang writes it at
; -O0: the store to @s through the flat constant expression
; `addrspacecast (ptr addrspace(3) @s to ptr)`, the load through
; inttoptr(ptrtoint(%buf)), both flat pointers.  spaces_o0.after.ll drops
; the store (a user's HIP kernel, GlobalOpt at default<O2> step 15).
target triple = "amdgcn-amd-amdhsa"

@s = internal addrspace(3) global [64 x i32] undef, align 16

define amdgpu_kernel void @g(ptr addrspace(1) %buf, ptr %flat) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %sp = getelementptr [64 x i32], ptr addrspacecast (ptr addrspace(3) @s to ptr), i32 0, i32 %tid
  store i32 7, ptr %sp, align 4
  %bi = ptrtoint ptr addrspace(1) %buf to i64
  %bp = inttoptr i64 %bi to ptr
  %v = load i32, ptr %bp, align 4
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
