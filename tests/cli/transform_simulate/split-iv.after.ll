; AFTER: dowhile.before.ll with the loop's call split into two copies by
; the parity of the iteration number %i.  Hand derivation: a thread's j-th
; call runs in %a when j is odd, in %b when even, in every thread alike; so
; two threads' j-th calls are converged in AFTER (same block, same count)
; exactly when they are in BEFORE: preserved.  But the simulation rule's
; counter relations are the same at %a and %b (BEFORE count = AFTER count
; + 1): they do not show that BEFORE never converges a call of %a with
; one of %b (that needs %i's value, which the counters do not track).
; Expected: unknown for every L (the map and the values are found, the
; counter check fails: not proven), preserved within k=2, L=12.
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lim = add i32 %tid, %n
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %p = and i32 %i, 1
  %odd = icmp ne i32 %p, 0
  br i1 %odd, label %a, label %b
a:
  %sa = call i32 @subgroupAdd(i32 %i)
  br label %latch
b:
  %sb = call i32 @subgroupAdd(i32 %i)
  br label %latch
latch:
  %s = phi i32 [ %sa, %a ], [ %sb, %b ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %lim
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s
}
