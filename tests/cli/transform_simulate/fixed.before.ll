; BEFORE of the full-unrolling case (tests/cli/transform_simulate.sh runs
; opt-22 -passes=loop-unroll-full on it): four iterations, each calling
; subgroupAdd(tid + i), a trip count every input shares.
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f() {
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
  %c = icmp ult i32 %i.next, 4
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %acc.next
}
