declare void @g()
define void @f() personality ptr null {
entry:
  invoke void @g() to label %ok unwind label %lp
ok:
  ret void
lp:
  %x = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %x
}
