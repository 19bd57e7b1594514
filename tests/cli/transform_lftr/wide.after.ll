; AFTER: IndVarSimplify's widening and exit-test rewrite, written by hand in
; its shape: an i64 counter %iv from 0 by 1 indexes p, and the latch tests
; `iv + 1 != zext(n)`.
; By hand: at every execution of %loop, iv = sext(i) and i + 1 <= n
; (signed): on entry iv = 0 = sext(0) and the guard gave 0 < n; around the
; back edge i + 1 < n held, so i + 1 does not wrap (i + 1 < n <= INT_MAX):
; sext(i + 1) = sext(i) + 1 = iv + 1, and (i + 1) + 1 <= n.  So the
; addresses are equal (p + 4 * sext(i)), the loads read the same memory,
; the calls get equal operands; under 1 <= i + 1 <= n, i + 1 < n iff
; sext(i + 1) != zext(n) (both in [1, n], where sext and zext agree).  Same
; blocks and events on every path: preserved for every trip count and
; every number of threads.
target triple = "x86_64-unknown-linux-gnu"

declare i32 @subgroupAdd(i32) convergent

define void @f(i32 %n, ptr %p) {
entry:
  %guard = icmp sgt i32 %n, 0
  %wide.trip.count = zext i32 %n to i64
  br i1 %guard, label %loop, label %exit
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %a = getelementptr inbounds i32, ptr %p, i64 %iv
  %v = load i32, ptr %a
  %s = call i32 @subgroupAdd(i32 %v)
  store i32 %s, ptr %a
  %iv.next = add nuw nsw i64 %iv, 1
  %exitcond = icmp ne i64 %iv.next, %wide.trip.count
  br i1 %exitcond, label %loop, label %exit
exit:
  ret void
}
