; AFTER: jump threading through %flag: set goes straight to the ballot, the
; other paths straight to end (merge disappears).
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
define i64 @f(i32 %x) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cc1 = icmp slt i32 %tid, 8
  br i1 %cc1, label %then1, label %end
then1:
  %cc2 = icmp eq i32 %tid, %x
  br i1 %cc2, label %doballot, label %end
doballot:
  %r = call i64 @ballot(i1 true)
  br label %end
end:
  %result = phi i64 [ %r, %doballot ], [ 0, %entry ], [ 0, %then1 ]
  ret i64 %result
}
