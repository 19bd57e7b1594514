; BEFORE of the simulation cases (tests/cli/transform_simulate.sh): a
; top-tested loop; each thread calls subgroupAdd(tid + i) for i = 0, 1, ...
; while i < tid + n: a trip count the inputs leave open (tid and %n).
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %body ]
  %lim = add i32 %tid, %n
  %c = icmp slt i32 %i, %lim
  br i1 %c, label %body, label %exit
body:
  %v = add i32 %tid, %i
  %s = call i32 @subgroupAdd(i32 %v)
  %acc.next = add i32 %acc, %s
  %i.next = add i32 %i, 1
  br label %header
exit:
  ret i32 %acc
}
