; BEFORE: wrap.before.ll (a loop whose exit test is the counter's signed
; wrap, i + 1 < i, true only at i = 2^31 - 1) that also computes an
; unrelated `add nsw i32` in the entry block (%t = %a + 7, passed to a
; convergent call).  The rules once read AFTER's flagged `add nsw` as the
; plain wrapped add whenever BEFORE computed some `add nsw i32` anywhere
; (wrap-other-nsw.after.ll says what that proved).  One convergent @conv
; per iteration; %t is poison where %a + 7 overflows, and a call's operand
; may be poison: BEFORE is defined for every %a and tid.
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
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %i
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
