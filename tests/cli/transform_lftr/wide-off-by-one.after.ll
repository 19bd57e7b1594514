; AFTER, broken by hand: the widened exit test off by one, `iv != zext(n)`
; (the phi, not iv + 1): a thread runs n + 1 iterations, one more load,
; call and store than in BEFORE (n = 1: BEFORE one call, AFTER two).  Not
; preserved: the bounded check finds the thread.
; (The bounded check finds the thread; since these files carry nsw/nuw
; flags, which the value semantics does not read, its verdict is unknown
; rather than "not single-thread equivalent", docs/transforms.md.  Never
; "preserved".)
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
  %exitcond = icmp ne i64 %iv, %wide.trip.count
  br i1 %exitcond, label %loop, label %exit
exit:
  ret void
}
