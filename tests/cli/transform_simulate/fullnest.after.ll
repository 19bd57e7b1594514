; AFTER: opt-22 -passes=loop-unroll-full on fullnest.before.ll (kept as it
; printed it, the attribute groups written inline): the inner loop fully
; unrolled into %inner, its four tests gone; the outer loop stays, so no
; path bound covers every input.
; Hand derivation.  In BEFORE, outer iteration x runs the inner loop with i
; = 0, 1, 2, 3 (its tests i + 1 < 4: true, true, true, false) and calls
; subgroupAdd(i + x); AFTER's %inner calls it with x, 1 + x, 2 + x, 3 + x:
; the same calls.  BEFORE's counters at the r-th call of iteration x: the
; outer header's x, the inner header's r (restarted by the outer header);
; AFTER's: the outer loop's x, then copy r of %inner.  One to one, and
; AFTER's four copies stand for BEFORE's one call with inner counts r
; that differ.  Expected: preserved for every L and k (the simulation
; rule: BEFORE's tests between the copies decided by the facts alone,
; constants).
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()

declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lim = add i32 %tid, %n
  br label %outer

outer:                                            ; preds = %inner, %entry
  %j = phi i32 [ 0, %entry ], [ %j.next, %inner ]
  %acc = phi i32 [ 0, %entry ], [ %a.next.3, %inner ]
  br label %inner

inner:                                            ; preds = %outer
  %s = call i32 @subgroupAdd(i32 %j)
  %a.next = add i32 %acc, %s
  %x.1 = add i32 1, %j
  %s.1 = call i32 @subgroupAdd(i32 %x.1)
  %a.next.1 = add i32 %a.next, %s.1
  %x.2 = add i32 2, %j
  %s.2 = call i32 @subgroupAdd(i32 %x.2)
  %a.next.2 = add i32 %a.next.1, %s.2
  %x.3 = add i32 3, %j
  %s.3 = call i32 @subgroupAdd(i32 %x.3)
  %a.next.3 = add i32 %a.next.2, %s.3
  %j.next = add i32 %j, 1
  %cj = icmp slt i32 %j.next, %lim
  br i1 %cj, label %outer, label %exit

exit:                                             ; preds = %inner
  %acc.in.lcssa = phi i32 [ %a.next.3, %inner ]
  ret i32 %acc.in.lcssa
}

