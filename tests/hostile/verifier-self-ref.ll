; An instruction that uses itself outside a phi.
define void @f() {
entry:
  br label %b
b:
  %x = add i32 %x, 1
  br label %b
}
