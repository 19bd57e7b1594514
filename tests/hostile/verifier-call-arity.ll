; A call with too few arguments.
declare void @g(i32)
define void @f() {
entry:
  call void @g()
  ret void
}
