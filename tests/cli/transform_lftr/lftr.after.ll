; AFTER: IndVarSimplify's linear-function test replacement, written by hand
; in its shape: the latch tests `i + 1 != lim` instead of `i + 1 < lim`, and
; the value after the loop is lim instead of i + 1 (the exit value rewritten
; to the trip count).
; By hand: at every execution of %loop, 0 <= i and i + 1 <= lim (signed):
; on entry i = 0 and the guard gave 0 < lim, so 1 <= lim; around the back
; edge BEFORE's test held, i + 1 < lim, so (i + 1) + 1 <= lim, with no
; wrap since i + 1 < lim <= INT_MAX.  Under i + 1 <= lim the two tests agree
; (i + 1 < lim iff i + 1 != lim), and on the exit edge i + 1 = lim, so the
; LCSSA phi's values agree too.  Same blocks, same calls with the same
; operands on every path: preserved for every trip count and every number
; of threads (the lockstep rule with an invariant at %loop,
; docs/unbounded.md "Invariants at loop headers").
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
  %exitcond = icmp ne i32 %i.next, %lim
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
