; BEFORE: a loop whose exit test is the counter's signed wrap: i + 1 < i
; holds only where i + 1 wraps (i = 2^31 - 1).  One convergent call per
; iteration.  The counter starts at %a + tid: a thread with %a + tid =
; 2^31 - 1 leaves after its first call, any other runs 2^32 - 1 - ... more
; iterations (the trip count depends on the thread).
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
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %i
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
