; A phi with two different values for one predecessor.
define void @f(i1 %c) {
entry:
  br i1 %c, label %j, label %j
j:
  %x = phi i32 [ 0, %entry ], [ 1, %entry ]
  ret void
}
