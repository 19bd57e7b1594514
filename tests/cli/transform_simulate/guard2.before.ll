; BEFORE: as guard4.before.ll, the guard only lim = 0 mod 2 (and lim != 0).
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lim = add i32 %tid, %n
  %r = and i32 %lim, 1
  %g = icmp eq i32 %r, 0
  %nz = icmp ne i32 %lim, 0
  %ok = and i1 %g, %nz
  br i1 %ok, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %s = call i32 @subgroupAdd(i32 %i)
  %acc.next = add i32 %acc, %s
  %i.next = add i32 %i, 1
  %c = icmp eq i32 %i.next, %lim
  br i1 %c, label %exit, label %loop
exit:
  %res = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  ret i32 %res
}
