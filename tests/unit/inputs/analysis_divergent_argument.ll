define void @f(i32 %a) {
entry:
  %s = add i32 %a, 1
  ret void
}
