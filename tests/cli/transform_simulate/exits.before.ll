; BEFORE of exits.after.ll: a loop entered straight from a branch of the
; entry (no preheader) whose exit block is shared with that branch (no
; dedicated exit); the trip count depends on tid and %n.
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %skip = icmp eq i32 %n, 0
  br i1 %skip, label %exit, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = add i32 %tid, %i
  %s = call i32 @subgroupAdd(i32 %v)
  %i.next = add i32 %i, 1
  %lim = add i32 %tid, %n
  %c = icmp slt i32 %i.next, %lim
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %s, %loop ]
  ret i32 %r
}
