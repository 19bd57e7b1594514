target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @f() {
entry:
  %s = alloca i32, align 4, addrspace(5)
  %e = alloca i32, align 4, addrspace(5)
  %q = addrspacecast ptr addrspace(5) %s to ptr
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  store i32 %tid, ptr %q
  %v = load i32, ptr addrspace(5) %s
  store i32 5, ptr %q
  %k = load i32, ptr %q
  call void @g(ptr addrspace(5) %e)
  %w = load i32, ptr addrspace(5) %e
  ret void
}
declare void @g(ptr addrspace(5))
declare i32 @llvm.amdgcn.workitem.id.x()
; tests/unit/test_values.c, values_stack_slots: the slots and loads are derived by hand there.
