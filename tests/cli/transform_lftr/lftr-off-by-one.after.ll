; AFTER, broken by hand: the rewritten exit test is off by one, `i != lim`
; (the phi, not i + 1): a thread with lim = L runs L + 1 iterations, so it
; calls subgroupAdd once more than in BEFORE (with lim = 1: BEFORE one call,
; i = 0; AFTER two, i = 0 and 1).  Not preserved: the bounded check finds
; one thread whose events differ.
; (The bounded check finds the thread; since these files carry nsw/nuw
; flags, which the value semantics does not read, its verdict is unknown
; rather than "not single-thread equivalent", docs/transforms.md.  Never
; "preserved".)
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lim = add i32 %tid, %n
  %guard = icmp sgt i32 %lim, 0
  br i1 %guard, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %s = call i32 @subgroupAdd(i32 %i)
  %acc.next = add i32 %acc, %s
  %i.next = add nuw nsw i32 %i, 1
  %exitcond = icmp ne i32 %i, %lim
  br i1 %exitcond, label %loop, label %done
done:
  %last = phi i32 [ %lim, %loop ]
  %sum = phi i32 [ %acc.next, %loop ]
  %r = add i32 %last, %sum
  br label %exit
exit:
  %res = phi i32 [ 0, %entry ], [ %r, %done ]
  ret i32 %res
}
