; BEFORE of hcall.after.ll: a top-tested loop whose header holds the
; convergent call (executed once more than the body).
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent
define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lim = add i32 %tid, %n
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %s = call i32 @subgroupAdd(i32 %i)
  %c = icmp slt i32 %i, %lim
  br i1 %c, label %body, label %exit
body:
  %i.next = add i32 %i, 1
  br label %header
exit:
  ret i32 %s
}
