; AFTER: dowhile.before.ll with the loop's call split into two copies by
; the parity of tid (a divergent "unswitch" kept inside the loop).  Hand
; derivation: threads 0 and 1 with the same trip count run their first
; call in %b and %a: different blocks in AFTER, not converged; in BEFORE
; both are the first call of the one loop (header executed once),
; converged: broken.  The simulation rule maps %a and %b onto BEFORE's
; %loop with the same counter relation (BEFORE count = AFTER count + 1 at
; both), so it cannot show them apart and does not apply.
; Expected: broken (the bounded check's counterexample).
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lim = add i32 %tid, %n
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %p = and i32 %tid, 1
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
