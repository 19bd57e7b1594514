; BEFORE of the widened-counter cases (tests/cli/transform_lftr.sh): a
; rotated loop, guarded in the entry, over p[0 .. n - 1] with an i32
; counter sign-extended for the address: each thread loads p[i], calls
; subgroupAdd on it and stores the result back, while i + 1 < n (signed).
; The trip count is open (%n), so no bound ends every path.  x86-64, where
; opt-22's IndVarSimplify widens the counter (on amdgcn and nvptx it does
; not: i64 is not a legal type there).
target triple = "x86_64-unknown-linux-gnu"

declare i32 @subgroupAdd(i32) convergent

define void @f(i32 %n, ptr %p) {
entry:
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %idx = sext i32 %i to i64
  %a = getelementptr inbounds i32, ptr %p, i64 %idx
  %v = load i32, ptr %a
  %s = call i32 @subgroupAdd(i32 %v)
  store i32 %s, ptr %a
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
