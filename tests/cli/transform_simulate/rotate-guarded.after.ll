; AFTER: `opt-22 -passes=loop-rotate guarded.before.ll` (kept).  LoopRotate
; dropped the guard of the rotated loop: BEFORE's first test of %c is
; 0 < lim, and %pre is reached only where %none = lim < 1 is false, so
; lim >= 1 and the test is true -- the facts of the path decide it, no
; AFTER branch does.  Hand derivation: a thread with lim < 1 returns 0 in
; both; one with lim >= 1 runs %body lim times in AFTER (the latch's
; %c = i1 + 1 < lim is BEFORE's next header test, i1 = BEFORE's %i) and
; BEFORE's header passes lim times, its j-th call subgroupAdd(tid + j)
; after the header ran j + 1 times in BEFORE and %body ran j times in
; AFTER: one relation for every thread, so two threads' j-th calls are
; converged in both or in neither.  Expected: preserved for every L and
; k (the simulation rule, 1 branch of BEFORE decided by the facts alone).
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lim = add i32 %tid, %n
  %none = icmp slt i32 %lim, 1
  br i1 %none, label %exit, label %pre

pre:                                              ; preds = %entry
  br label %body

body:                                             ; preds = %pre, %body
  %acc2 = phi i32 [ 0, %pre ], [ %acc.next, %body ]
  %i1 = phi i32 [ 0, %pre ], [ %i.next, %body ]
  %v = add i32 %tid, %i1
  %s = call i32 @subgroupAdd(i32 %v)
  %acc.next = add i32 %acc2, %s
  %i.next = add i32 %i1, 1
  %c = icmp slt i32 %i.next, %lim
  br i1 %c, label %body, label %done

done:                                             ; preds = %body
  %acc.lcssa = phi i32 [ %acc.next, %body ]
  br label %exit

exit:                                             ; preds = %done, %entry
  %r = phi i32 [ 0, %entry ], [ %acc.lcssa, %done ]
  ret i32 %r
}
