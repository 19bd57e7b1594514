; AFTER: hcall.before.ll rotated by hand, the header's call copied into the
; guard (entry) and into the rotated body (LoopRotate itself refuses to
; duplicate a convergent call; the copy is what rotation would do).
; Hand derivation: a thread with trip count t calls subgroupAdd(0) in the
; entry, then subgroupAdd(j) in %body for j = 1 .. t, as BEFORE's header
; does for j = 0 .. t.  BEFORE's j-th call follows j executions of its
; header; AFTER's entry call is BEFORE's j = 0 in every thread, AFTER's
; j-th call in %body (j >= 1) follows j - 1 executions of %body: BEFORE
; count = AFTER count + 1 >= 1 there, 0 at the entry, so calls converged
; in BEFORE (same j) are in the same AFTER block with the same count.
; Expected: preserved for every L and k (the simulation rule; BEFORE's %i
; at %body is AFTER's %i2 + 1).
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent
define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lim = add i32 %tid, %n
  %s0 = call i32 @subgroupAdd(i32 0)
  %c0 = icmp slt i32 0, %lim
  br i1 %c0, label %body, label %exit
body:
  %i2 = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %i.next = add i32 %i2, 1
  %s1 = call i32 @subgroupAdd(i32 %i.next)
  %c1 = icmp slt i32 %i.next, %lim
  br i1 %c1, label %body, label %exit
exit:
  %s = phi i32 [ %s0, %entry ], [ %s1, %body ]
  ret i32 %s
}
