; A landingpad in a block that is no invoke's unwind destination.
define void @f() personality ptr null {
entry:
  br label %lp
lp:
  %x = landingpad { ptr, i32 } cleanup
  ret void
}
