; AFTER: unswitch-arg.before.ll unswitched on %cond, a per-work-item
; argument: WRONG, as unswitch-tid.after.ll.
; Hand derivation.  Two threads with %cond true and false and trip counts
; at least 1: converged at BEFORE's first call, in different versions in
; AFTER.  Expected: broken (the bounded check); the simulation rule does
; not apply (%cond is not a uniform argument here).
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n, i1 %cond) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lim = add i32 %tid, %n
  br i1 %cond, label %loop.us, label %loop
loop.us:
  %i.us = phi i32 [ 0, %entry ], [ %i.next.us, %loop.us ]
  %acc.us = phi i32 [ 0, %entry ], [ %acc.next.us, %loop.us ]
  %s.us = call i32 @subgroupAdd(i32 %i.us)
  %d.us = shl i32 %s.us, 1
  %acc.next.us = add i32 %acc.us, %d.us
  %i.next.us = add i32 %i.us, 1
  %c.us = icmp slt i32 %i.next.us, %lim
  br i1 %c.us, label %loop.us, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %s = call i32 @subgroupAdd(i32 %i)
  %acc.next = add i32 %acc, %s
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %lim
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ %acc.next.us, %loop.us ], [ %acc.next, %loop ]
  ret i32 %r
}
