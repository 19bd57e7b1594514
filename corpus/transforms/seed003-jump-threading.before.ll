; BEFORE (the convergence-control RFC): bool flag = false; if (cc1) { ... if (cc2) flag = true; } if (flag) { result = ballot(true); }
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
  br i1 %cc1, label %then1, label %merge
then1:
  %cc2 = icmp eq i32 %tid, %x
  br i1 %cc2, label %set, label %merge
set:
  br label %merge
merge:
  %flag = phi i1 [ false, %entry ], [ false, %then1 ], [ true, %set ]
  br i1 %flag, label %doballot, label %end
doballot:
  %r = call i64 @ballot(i1 true)
  br label %end
end:
  %result = phi i64 [ %r, %doballot ], [ 0, %merge ]
  ret i64 %result
}
