; BEFORE: example_original of ConvergentOperations.rst (token: none).
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
declare void @subgroupControlBarrier() convergent
define void @example(i32 %x) {
entry:

  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cond1 = icmp slt i32 %tid, 8
  br i1 %cond1, label %then1, label %mid
then1:
  %cond2 = icmp eq i32 %tid, %x
  br label %mid
mid:
  %flag = phi i1 [ true, %entry ], [ %cond2, %then1 ]
  br i1 %flag, label %then2, label %end
then2:
  call void @subgroupControlBarrier()
  br label %end
end:
  ret void
}
