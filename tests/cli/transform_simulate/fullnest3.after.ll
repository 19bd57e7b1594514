; AFTER: fullnest.after.ll with its fourth copy dropped: WRONG (a full
; unrolling by the wrong trip count).
; Hand derivation.  A thread with lim = 1 calls subgroupAdd(0), (1), (2),
; (3) in BEFORE and subgroupAdd(0), (1), (2) in AFTER before returning: a
; single thread tells them apart.  Expected: not single-thread equivalent
; (the bounded check); the simulation rule does not apply (BEFORE's test
; after the third call, 3 < 4, is true, so BEFORE's next event is a fourth
; call that AFTER never makes: AFTER returns where BEFORE is still in
; %inner).
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()

declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lim = add i32 %tid, %n
  br label %outer

outer:                                            ; preds = %inner, %entry
  %j = phi i32 [ 0, %entry ], [ %j.next, %inner ]
  %acc = phi i32 [ 0, %entry ], [ %a.next.2, %inner ]
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
  %j.next = add i32 %j, 1
  %cj = icmp slt i32 %j.next, %lim
  br i1 %cj, label %outer, label %exit

exit:                                             ; preds = %inner
  %acc.in.lcssa = phi i32 [ %a.next.2, %inner ]
  ret i32 %acc.in.lcssa
}

