; AFTER: `opt-22 -passes=loop-rotate while.before.ll` (LoopRotate also
; hoisted %lim to the entry).  Hand derivation: the guard %c1 = 0 < lim is
; BEFORE's first test of %c (i = 0); body's phis %i2, %acc3 are BEFORE's %i,
; %acc at the body; the latch test %c = i2 + 1 < lim is BEFORE's next test
; of the header.  A thread runs body n times in AFTER iff BEFORE's header
; test passes n times, and its j-th call (j = 0, 1, ...) gets tid + j in
; both: after its header ran j + 1 times in BEFORE, after body ran j times
; in AFTER -- one relation (BEFORE count = AFTER count + 1) for every
; thread, so two threads' j-th calls are converged in both or in neither.
; Expected: preserved for every L and k (the simulation rule).
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lim = add i32 %tid, %n
  %c1 = icmp slt i32 0, %lim
  br i1 %c1, label %body.lr.ph, label %exit

body.lr.ph:                                       ; preds = %entry
  br label %body

body:                                             ; preds = %body.lr.ph, %body
  %acc3 = phi i32 [ 0, %body.lr.ph ], [ %acc.next, %body ]
  %i2 = phi i32 [ 0, %body.lr.ph ], [ %i.next, %body ]
  %v = add i32 %tid, %i2
  %s = call i32 @subgroupAdd(i32 %v)
  %acc.next = add i32 %acc3, %s
  %i.next = add i32 %i2, 1
  %c = icmp slt i32 %i.next, %lim
  br i1 %c, label %body, label %header.exit_crit_edge

header.exit_crit_edge:                            ; preds = %body
  %split = phi i32 [ %acc.next, %body ]
  br label %exit

exit:                                             ; preds = %header.exit_crit_edge, %entry
  %acc.lcssa = phi i32 [ %split, %header.exit_crit_edge ], [ 0, %entry ]
  ret i32 %acc.lcssa
}
