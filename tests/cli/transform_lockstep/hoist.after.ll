; AFTER: the loop-invariant convergent call hoisted out of the loop (LICM
; ignoring convergent): a thread iterating twice calls it twice in BEFORE,
; once in AFTER: not single-thread equivalent; the entry block's events
; differ, so the rule does not apply.
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %s = call i32 @subgroupAdd(i32 %tid)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %acc.next = add i32 %acc, %s
  %i.next = add i32 %i, 1
  %lim = add i32 %tid, %n
  %c = icmp slt i32 %i.next, %lim
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %acc.next
}
