; loop-ivs.after.ll with j stepping by 2: a wrong transform.  By hand: j =
; i + 1 holds on the entry edge (1 = 0 + 1) but not on the back edge (j + 2
; = i + 3, i.next + 1 = i + 2), so the relation is dropped and the call's
; operand tid + j - 1 may differ from tid + i: the rule does not apply (a
; thread with a trip count of 2 calls subgroupAdd(tid + 1) in BEFORE's
; second iteration, subgroupAdd(tid + 2) in AFTER's).
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %j = phi i32 [ 1, %entry ], [ %j.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %i = add i32 %j, -1
  %v = add i32 %tid, %i
  %s = call i32 @subgroupAdd(i32 %v)
  %acc.next = add i32 %acc, %s
  %j.next = add i32 %j, 2
  %lim = add i32 %tid, %n
  %c = icmp slt i32 %j, %lim
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %acc.next
}
