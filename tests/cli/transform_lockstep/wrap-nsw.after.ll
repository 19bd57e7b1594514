; AFTER: BEFORE with `nsw` added to the counter's increment -- a wrong
; flag (LangRef 'add': with nsw the result is poison on signed overflow).
; By hand: for a thread with i = 2^31 - 1 (%a + tid = 2^31 - 1 in the
; first iteration), BEFORE computes i1 = -2^31, %c true, and leaves; in
; AFTER i1 is poison, %c poison, and the branch on it is undefined
; behaviour: AFTER may do anything where BEFORE is defined, so the
; transform is not preserved (the bounded check: not single-thread
; equivalent, the witness %a + tid = 2^31 - 1).  The shapes are the same
; and the terms equal but for the flag: the lockstep rule must not prove
; it.  It did (the rule read `add nsw` as `add`): under --unbounded the
; bounded check then disagreed ("the engines disagree"), and in a
; --pipeline, where the rules are tried first, the step was "preserved".
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @conv() convergent

define void @f(i32 %a) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %s = add i32 %a, %tid
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
