; A wrong promotion of slot-stale.before.ll: subgroupAdd gets the counter's
; latest value %v instead of the last one the arm stored.  By hand: BEFORE's
; load in exit reads the content where latch begins, a pseudo-phi (%v from
; arm, the loop's content from loop), not %v: the operands may differ, the
; rule does not apply.  (A thread with tid = 0 and n = 2 stores nothing and
; gives subgroupAdd(0) in BEFORE, subgroupAdd(1) in AFTER.)
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %v = phi i32 [ 0, %entry ], [ %v.next, %latch ]
  %c = icmp slt i32 %v, %tid
  br i1 %c, label %arm, label %latch

arm:
  br label %latch

latch:
  %v.next = add i32 %v, 1
  %d = icmp slt i32 %v.next, %n
  br i1 %d, label %loop, label %exit

exit:
  %s = call i32 @subgroupAdd(i32 %v)
  ret i32 %s
}
