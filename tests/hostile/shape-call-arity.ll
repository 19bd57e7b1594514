; A call with fewer arguments than the callee declares: opt-22 accepts it
; (a call names its own function type).
declare void @g(i32)
define void @f() {
entry:
  call void @g()
  ret void
}
