; AFTER: what opt-22 -passes=instcombine makes of product10.before.ll (see derivation.txt).
declare void @barrier() convergent
define void @g(i64 %x, i64 %y, i64 %z, i64 %w, i64 %u, i64 %v, i64 %r, i64 %s, i64 %t, i64 %q, i64 %n) {
entry:
  %xy = mul nsw i64 %x, %y
  %xyz = mul nsw i64 %xy, %z
  %xyzw = mul nsw i64 %xyz, %w
  %xyzwu = mul nsw i64 %xyzw, %u
  %m5 = mul nsw i64 %xyzwu, %v
  %m6 = mul nsw i64 %m5, %r
  %m7 = mul nsw i64 %m6, %s
  %m8 = mul nsw i64 %m7, %t
  %p = mul nsw i64 %m8, %q
  %cmp = icmp slt i64 %p, %n
  br i1 %cmp, label %then, label %loop
then:
  call void @barrier()
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ 0, %then ], [ %i1, %body ]
  %lt = icmp slt i64 %i, %p
  br i1 %lt, label %body, label %exit
body:
  call void @barrier()
  %i1 = add nsw i64 %i, 1
  br label %loop
exit:
  ret void
}
