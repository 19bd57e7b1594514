define void @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  unreachable
b:
  ret void
}
