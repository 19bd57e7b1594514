; tests/cli/transform.sh (nneg_violable): nneg_unproven.before.ll with
; no range on the thread id.
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)

define amdgpu_kernel void @g(ptr addrspace(1) %p) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %b = add i32 %tid, 1
  %z = zext i32 %b to i64
  %gp = getelementptr i32, ptr addrspace(1) %p, i64 %z
  %l = load i32, ptr addrspace(1) %gp
  br label %loop
loop:
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %l)
  %c = icmp eq i32 %r, %l
  br i1 %c, label %done, label %loop
done:
  store i32 %r, ptr addrspace(1) %p
  ret void
}
