; ret of the wrong type.
define i32 @f() {
entry:
  ret void
}
