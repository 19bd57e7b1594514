; AFTER: what InstCombine makes of it (our reduction of pathfinder's default<O2> step 22).
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @barrier() convergent
define void @f(i32 %g, i32 %ls, i32 %it, i32 %halo, i32 %cols, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %m = mul nsw i32 %it, %halo
  %m2 = shl nsw i32 %m, 1
  %w = sub nsw i32 %ls, %m2
  %bx = mul nsw i32 %g, %w
  %s = sub nsw i32 %bx, %cols
  %a = add nsw i32 %s, %tid
  %cmp = icmp sgt i32 %a, %n
  br i1 %cmp, label %then, label %loop
then:
  call void @barrier()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ 0, %then ], [ %i1, %body ]
  %lt = icmp slt i32 %i, %a
  br i1 %lt, label %body, label %exit
body:
  call void @barrier()
  %i1 = add nsw i32 %i, 1
  br label %loop
exit:
  ret void
}
