define void @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i.next, 10
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
