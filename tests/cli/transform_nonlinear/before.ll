; BEFORE: the bound test of Rodinia pathfinder's kernel at -O0, our reduction (see .tcase).
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @barrier() convergent
define void @f(i32 %g, i32 %ls, i32 %it, i32 %halo, i32 %cols, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %m = mul nsw i32 %it, %halo
  %m2 = mul nsw i32 %m, 2
  %w = sub nsw i32 %ls, %m2
  %bx = mul nsw i32 %g, %w
  %s = sub nsw i32 %bx, %cols
  %a = add nsw i32 %s, %tid
  %a1 = sub nsw i32 %a, 1
  %c1 = sub nsw i32 %n, 1
  %cmp = icmp sgt i32 %a1, %c1
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
