; BEFORE: wrap.before.ll with an unrelated `add nsw i32` on another path:
; in the exit block, after the loop (%t = %a + 7, passed to a convergent
; call).  No node of that kind is computed before the loop; the rules
; once still read AFTER's flagged counter (wrap-exit-nsw.after.ll) as a
; plain add, because BEFORE computes the kind somewhere in the function.
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @conv() convergent
declare void @use(i32) convergent

define void @f(i32 %a) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %s = add i32 %a, %tid
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i1, %loop ]
  call void @conv()
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %i
  br i1 %c, label %exit, label %loop
exit:
  %t = add nsw i32 %a, 7
  call void @use(i32 %t)
  ret void
}
