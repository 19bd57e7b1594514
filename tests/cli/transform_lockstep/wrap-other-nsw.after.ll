; AFTER: wrap-other.before.ll with `nsw` added to the counter's increment
; (the unrelated %t = add nsw %a, 7 untouched).  By hand, as for
; wrap-nsw.after.ll (LangRef 'add': with nsw the result is poison on
; signed overflow; 'br': a branch on poison is undefined behaviour): a
; thread with %a + tid = 2^31 - 1 (e.g. %a = 2^31 - 1, tid = 0) has in
; BEFORE i1 = -2^31, %c true, and leaves after one @conv; in AFTER i1 is
; poison, %c is poison and the branch on it is undefined: AFTER may do
; anything where BEFORE is defined, so the transform is NOT preserved.
; The rules (lockstep, simulation) must not prove it.  Before the fix they
; did: BEFORE computes a node of the kind `add nsw i32` (%t), so AFTER's
; `add nsw i32 %i, 1` was read as the wrapped add, and `transform
; --unbounded` printed "preserved (proven for every L ...: the lockstep
; rule" -- a false verdict, and the same step in a --pipeline would have
; been "preserved" (the rules go first there).  The bounded check reads
; every flag: not single-thread equivalent, the witness %a + tid = 2^31 - 1.
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @conv() convergent
declare void @use(i32) convergent

define void @f(i32 %a) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %s = add i32 %a, %tid
  %t = add nsw i32 %a, 7
  call void @use(i32 %t)
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i1, %loop ]
  call void @conv()
  %i1 = add nsw i32 %i, 1
  %c = icmp slt i32 %i1, %i
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
