define void @f(i1 %c) {
  br i1 %c, label %1, label %2
1:
  br label %2
2:
  ret void
}
