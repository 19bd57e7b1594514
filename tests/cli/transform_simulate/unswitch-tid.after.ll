; AFTER: unswitch-tid.before.ll unswitched on its divergent %cond: WRONG
; (LLVM does not unswitch a loop with convergent calls on a non-trivial
; condition).
; Hand derivation.  Threads 0 and 1, n = 1 (lim = 1 and 2): in BEFORE both
; run the call in %loop at header count 0, converged; in AFTER thread 0
; (%cond true) runs the call of %loop.us, thread 1 the call of %loop:
; different instructions, not converged.  The first call's communicating
; set is {0, 1} in BEFORE, {0} in AFTER.  Expected: broken (the bounded
; check's counterexample); the simulation rule does not apply (the facts
; on %cond are not on a uniform term).
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define amdgpu_kernel void @f(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lim = add i32 %tid, %n
  %odd = and i32 %tid, 1
  %cond = icmp eq i32 %odd, 0
  br i1 %cond, label %loop.us, label %loop
loop.us:
  %i.us = phi i32 [ 0, %entry ], [ %i.next.us, %loop.us ]
  %acc.us = phi i32 [ 0, %entry ], [ %acc.next.us, %loop.us ]
  %s.us = call i32 @subgroupAdd(i32 %i.us)
  %d.us = shl i32 %s.us, 1
  %acc.next.us = add i32 %acc.us, %d.us
  %i.next.us = add i32 %i.us, 1
  %c.us = icmp slt i32 %i.next.us, %lim
  br i1 %c.us, label %loop.us, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %s = call i32 @subgroupAdd(i32 %i)
  %acc.next = add i32 %acc, %s
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %lim
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ %acc.next.us, %loop.us ], [ %acc.next, %loop ]
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
