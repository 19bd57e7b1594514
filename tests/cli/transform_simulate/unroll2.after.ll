; AFTER: dowhile.before.ll unrolled by 2 by hand, each copy keeping its
; exit test (what LoopUnroll does when the trip count's parity is not
; known and no remainder loop is made).  Hand derivation: loop2's test is
; BEFORE's test after the first copy (i + 1 < lim), so every thread runs
; the same calls in the same order.  On its x-th visit of %loop (x = 0, 1,
; ...) a thread has executed BEFORE's header 2x times, at %loop2 (after
; %loop ran x + 1 times) 2x + 1 = 2(x + 1) - 1 times: even counts at %loop,
; odd at %loop2, so no call of %loop meets one of %loop2 in BEFORE either,
; and within one copy equal AFTER counts are equal BEFORE counts.
; Expected: preserved for every L and k (the simulation rule, m = 2).
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lim = add i32 %tid, %n
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next2, %loop2 ]
  %s = call i32 @subgroupAdd(i32 %i)
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %lim
  br i1 %c, label %loop2, label %exit
loop2:
  %s2 = call i32 @subgroupAdd(i32 %i.next)
  %i.next2 = add i32 %i.next, 1
  %c2 = icmp slt i32 %i.next2, %lim
  br i1 %c2, label %loop, label %exit
exit:
  %r = phi i32 [ %s, %loop ], [ %s2, %loop2 ]
  ret i32 %r
}
