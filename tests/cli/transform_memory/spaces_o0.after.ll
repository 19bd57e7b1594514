; tests/cli/transform_memory.sh: spaces_o0.before.ll without the store.
; By hand: the flat store is based on @s, a work-group array, and the
; flat load on %buf, a global pointer (LangRef "Pointer Aliasing Rules": a
; pointer reaches only the object it is based on), so they never meet, as
; in spaces.after.ll: preserved.  lead (with spaces.* already preserved)
; said "not single-thread equivalent (k=2, L=3)", %buf = @s + 4 * tid.
target triple = "amdgcn-amd-amdhsa"

@s = internal addrspace(3) global [64 x i32] undef, align 16

define amdgpu_kernel void @g(ptr addrspace(1) %buf, ptr %flat) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
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
