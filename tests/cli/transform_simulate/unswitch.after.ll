; AFTER: unswitch.before.ll unswitched by hand on %cond (what
; SimpleLoopUnswitch's non-trivial unswitching makes; LLVM 22 refuses it
; for a loop with a convergent call, Transforms/SimpleLoopUnswitch).  Two
; versions of the loop, %loop.us for %cond true and %loop for false, each
; with its copy of the call.
; Hand derivation.  One input: %cond is one value c for every thread.  A
; thread runs in BEFORE the calls subgroupAdd(0), ..., subgroupAdd(lim - 1)
; (lim = tid + n, at least one), BEFORE's branch on %cond going the way c
; says at every iteration, and in AFTER the same calls in %loop.us if c,
; in %loop if not: every thread of the input in the same version.  Two
; threads' j-th calls (header count j in BEFORE, loop count j in the one
; AFTER version) are converged in both programs; calls of different
; counts in neither.  Expected: preserved for every L and every k (the
; simulation rule: the two AFTER calls stand for BEFORE's one, and their
; facts %cond = true and %cond = false on a uniform argument contradict).
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define amdgpu_kernel void @f(ptr addrspace(1) %out, i32 %n, i1 %cond) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lim = add i32 %tid, %n
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
