; AFTER: guard4.before.ll unrolled by 2 by hand, the first copy's exit test
; dropped (the guard makes lim a multiple of 4, so of 2).
; Hand derivation.  In %loop, AFTER's %i is even (0, then + 2 per
; iteration); BEFORE's dropped test is i + 1 == lim, with i + 1 odd and lim
; = 0 mod 4 on the guard's edge (%ok true: (lim & 3) == 0): false, so
; BEFORE goes on to its next call, AFTER's second copy (operand %i.next = i
; + 1 in both).  BEFORE's test after it, i + 2 == lim, is AFTER's %c.1.
; BEFORE's header count is 2x at %loop's call and 2x + 1 at %loop2's (x =
; AFTER's iterations), one to one; the entry's arm to %exit is the same in
; both.  Expected: preserved for every L and every k (the simulation rule:
; the guard's fact and the congruence i = 0 mod 2 decide the dropped test).
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lim = add i32 %tid, %n
  %r = and i32 %lim, 3
  %g = icmp eq i32 %r, 0
  %nz = icmp ne i32 %lim, 0
  %ok = and i1 %g, %nz
  br i1 %ok, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next.1, %loop2 ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next.1, %loop2 ]
  %s = call i32 @subgroupAdd(i32 %i)
  %acc.next = add i32 %acc, %s
  %i.next = add nuw i32 %i, 1
  br label %loop2
loop2:
  %s.1 = call i32 @subgroupAdd(i32 %i.next)
  %acc.next.1 = add i32 %acc.next, %s.1
  %i.next.1 = add nuw i32 %i.next, 1
  %c.1 = icmp eq i32 %i.next.1, %lim
  br i1 %c.1, label %exit, label %loop
exit:
  %res = phi i32 [ 0, %entry ], [ %acc.next.1, %loop2 ]
  ret i32 %res
}
