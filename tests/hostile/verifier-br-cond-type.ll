; br on an i32.
define void @f(i32 %c) {
entry:
  br i32 %c, label %a, label %b
a:
  ret void
b:
  ret void
}
