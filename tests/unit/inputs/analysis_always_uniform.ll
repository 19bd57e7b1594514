define amdgpu_kernel void @f() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  %s = add i32 %r, 1
  %t = add i32 %tid, %r
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
