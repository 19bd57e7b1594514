define void @f(ptr %p) {
entry:
  indirectbr ptr %p, [label %a, label %b]
a:
  br label %b
b:
  ret void
}
