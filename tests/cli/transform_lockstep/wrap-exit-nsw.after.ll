; AFTER: wrap-exit.before.ll with `nsw` added to the counter's increment.
; By hand, the same derivation as wrap-other-nsw.after.ll: a thread with
; %a + tid = 2^31 - 1 leaves after one @conv in BEFORE (i1 = -2^31, %c
; true) and branches on poison in AFTER (LangRef 'add' nsw, 'br'): the
; transform is NOT preserved, whatever BEFORE computes in its exit block.
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
  %i1 = add nsw i32 %i, 1
  %c = icmp slt i32 %i1, %i
  br i1 %c, label %exit, label %loop
exit:
  %t = add nsw i32 %a, 7
  call void @use(i32 %t)
  ret void
}
