; AFTER: guard2.before.ll unrolled by 4 by hand without the tests between
; the copies: WRONG, the guard makes lim a multiple of 2 only.
; Hand derivation.  lim = 2 (tid + n = 2): BEFORE calls subgroupAdd(0),
; subgroupAdd(1) and returns; AFTER calls it with 0, 1, 2, 3, then tests 4
; == 2, false, and goes on (its tested value i + 4 is 0 mod 4, also when it
; wraps mod 2^32, so never 2: AFTER never leaves).  A single thread tells
; the programs apart (the third call).
; No poison-generating flag (nuw) on the increments: the check does not
; read the flags and gives no verdict where Z3's values may rest on them
; (docs/transforms.md "Poison flags"); the derivation above is mod 2^32.
; Expected: not single-thread equivalent (the bounded check, exit 1); the
; simulation rule does not apply (BEFORE's test i + 2 == lim is not
; decided: the facts allow lim = i + 2), never preserved.
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
  %i = phi i32 [ 0, %entry ], [ %i.next.3, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next.3, %loop ]
  %s = call i32 @subgroupAdd(i32 %i)
  %acc.next = add i32 %acc, %s
  %i.next = add i32 %i, 1
  %s.1 = call i32 @subgroupAdd(i32 %i.next)
  %acc.next.1 = add i32 %acc.next, %s.1
  %i.next.1 = add i32 %i.next, 1
  %s.2 = call i32 @subgroupAdd(i32 %i.next.1)
  %acc.next.2 = add i32 %acc.next.1, %s.2
  %i.next.2 = add i32 %i.next.1, 1
  %s.3 = call i32 @subgroupAdd(i32 %i.next.2)
  %acc.next.3 = add i32 %acc.next.2, %s.3
  %i.next.3 = add i32 %i.next.2, 1
  %c.3 = icmp eq i32 %i.next.3, %lim
  br i1 %c.3, label %exit, label %loop
exit:
  %res = phi i32 [ 0, %entry ], [ %acc.next.3, %loop ]
  ret i32 %res
}
