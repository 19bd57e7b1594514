; A terminator in the middle of a block.
define void @f() {
entry:
  ret void
  %x = add i32 1, 2
  ret void
}
