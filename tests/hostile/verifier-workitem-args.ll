; An intrinsic called with an argument it does not take.
declare i32 @llvm.amdgcn.workitem.id.x(i32)
define amdgpu_kernel void @f() {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x(i32 1)
  ret void
}
