; BEFORE of the loop cases (tests/cli/transform_lockstep.sh): each thread adds
; subgroupAdd(tid + i) for i = 0, 1, ... while i + 1 < tid + n: a trip count
; the inputs leave open (tid and %n), so no bound ends every path.
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %v = add i32 %tid, %i
  %s = call i32 @subgroupAdd(i32 %v)
  %acc.next = add i32 %acc, %s
  %i.next = add i32 %i, 1
  %lim = add i32 %tid, %n
  %c = icmp slt i32 %i.next, %lim
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %acc.next
}
