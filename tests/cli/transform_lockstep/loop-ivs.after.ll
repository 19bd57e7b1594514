; AFTER counting from j = i + 1 (IndVarSimplify-style; by hand: j = i + 1 at
; every iteration, so %i = j - 1 and j < lim is i + 1 < lim: the same calls,
; a correct transform).  The phi pair (%i, %j) has unequal incoming values
; (0 and 1 on the entry edge): it leaves the invariant; %j is then related
; to BEFORE's %i as j = i + 1 (1 = 0 + 1 on the entry edge, j + 1 = (i + 1)
; + 1 on the back edge), so AFTER's %i = (i + 1) - 1 = i, and the call's
; operand and the condition are equal: preserved for every trip count, by
; the rule with 1 related phi (docs/unbounded.md "Related phis").
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
  %j.next = add i32 %j, 1
  %lim = add i32 %tid, %n
  %c = icmp slt i32 %j, %lim
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %acc.next
}
