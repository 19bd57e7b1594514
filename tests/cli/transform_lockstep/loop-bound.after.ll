; AFTER with the bound changed, i + 1 < tid + n -> i + 1 <= tid + n (sge):
; where tid + n = 2, BEFORE calls subgroupAdd twice (i = 0, 1: i + 1 = 2 is
; not < 2), AFTER three times (2 <= 2 loops once more): one thread tells
; them apart, not single-thread equivalent (a finite counterexample); the
; rule must not apply (the conditions differ when i + 1 = tid + n).
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %z = add i32 %i, 0
  %v = add i32 %z, %tid
  %s = call i32 @subgroupAdd(i32 %v)
  %acc.next = add i32 %s, %acc
  %i.next = add i32 %i, 1
  %lim = add i32 %n, %tid
  %c = icmp sge i32 %lim, %i.next
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %acc.next
}
