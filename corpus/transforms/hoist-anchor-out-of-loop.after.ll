; AFTER: the anchor hoisted out of the loop, used inside without a heart:
; invalid by the static rules (a cycle in the token's region without a loop heart).
declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @convergent.operation() convergent
declare i32 @pure.convergent.operation(i32) convergent memory(none)
declare i32 @subgroupAdd(i32) convergent
declare i32 @textureSample(i32) convergent memory(none)
declare i64 @ballot(i1) convergent
declare void @use(i32, i32)
define void @f() {
A:
  %tok = call token @llvm.experimental.convergence.anchor()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, 8
  br i1 %c, label %n3, label %n4
n3:
  br label %header
n4:
  br label %header
header:
  %counter = phi i32 [ 3, %n3 ], [ 4, %n4 ], [ %dec, %B ]
  %cmp = icmp sgt i32 %counter, 0
  br i1 %cmp, label %B, label %C
B:
  call void @convergent.operation() [ "convergencectrl"(token %tok) ]
  %dec = sub i32 %counter, 1
  br label %header
C:
  ret void
}
