; A loop whose trip count is the thread id, a ballot in it (tests/cli/progress.sh,
; tests/cli/transform_fixes.sh); loop-rotate by opt-22 gives its AFTER.
declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1) convergent
define i64 @h(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %hdr
hdr:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %body ]
  %c = icmp slt i32 %i, %tid
  br i1 %c, label %body, label %exit
body:
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %acc1 = add i64 %acc, %b
  %i1 = add i32 %i, 1
  br label %hdr
exit:
  ret i64 %acc
}
