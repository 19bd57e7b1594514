; BEFORE of merge.after.ll: a loop body in two blocks joined by `br label`,
; a convergent call in each; the trip count depends on tid and %n.
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent
define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lim = add i32 %tid, %n
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %tail ]
  %s = call i32 @subgroupAdd(i32 %i)
  br label %tail
tail:
  %t = call i32 @subgroupAdd(i32 %s)
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %lim
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %t
}
