; A use of a name never defined.
define void @f() {
entry:
  %y = add i32 %nothere, 1
  ret void
}
