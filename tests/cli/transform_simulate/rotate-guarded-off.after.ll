; AFTER: guarded.before.ll rotated by hand with the first header test
; dropped, under guarded0.before.ll's guard lim < 0 (a mutation of
; rotate-guarded.after.ll: the guard no longer implies 0 < lim).  Hand
; derivation: a thread with lim = 0 passes the guard; BEFORE tests 0 < 0,
; false, and returns 0 without a call; AFTER enters %body and calls
; subgroupAdd(tid) once.  One thread tells the programs apart: not single
; thread equivalent.  The simulation rule must not prove it: at %body's
; start BEFORE's test 0 < lim is not decided by the fact lim >= 0, so
; AFTER's call has no partner.
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lim = add i32 %tid, %n
  %none = icmp slt i32 %lim, 0
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
