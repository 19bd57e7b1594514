; BEFORE of the unrolling and splitting cases: a bottom-tested loop; each
; thread calls subgroupAdd(i) for i = 0, 1, ... while i + 1 < tid + n (at
; least once): a trip count the inputs leave open.
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lim = add i32 %tid, %n
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = call i32 @subgroupAdd(i32 %i)
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %lim
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s
}
