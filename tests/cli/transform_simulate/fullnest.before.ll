; BEFORE of the full unrolling inside an unbounded loop: an outer loop over
; j < tid + n (a trip count the inputs leave open) and an inner loop of
; exactly 4 iterations, each calling subgroupAdd(i + j).
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lim = add i32 %tid, %n
  br label %outer
outer:
  %j = phi i32 [ 0, %entry ], [ %j.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.in, %latch ]
  br label %inner
inner:
  %i = phi i32 [ 0, %outer ], [ %i.next, %inner ]
  %a = phi i32 [ %acc, %outer ], [ %a.next, %inner ]
  %x = add i32 %i, %j
  %s = call i32 @subgroupAdd(i32 %x)
  %a.next = add i32 %a, %s
  %i.next = add i32 %i, 1
  %ci = icmp slt i32 %i.next, 4
  br i1 %ci, label %inner, label %latch
latch:
  %acc.in = phi i32 [ %a.next, %inner ]
  %j.next = add i32 %j, 1
  %cj = icmp slt i32 %j.next, %lim
  br i1 %cj, label %outer, label %exit
exit:
  ret i32 %acc.in
}
