; AFTER counting from j = i + 1 (IndVarSimplify-style; by hand: j = i + 1 at
; every iteration, so %i = j - 1 and j < lim is i + 1 < lim: the same calls,
; a correct transform).  The phi pair (%i, %j) has unequal incoming values
; (0 and 1 on the entry edge): it leaves the invariant, and the calls' operands
; and the condition are then not provably equal: the rule does not apply,
; the answer stays today's: unknown for every L, preserved within the bound.
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
