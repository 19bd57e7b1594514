; A phi below a non-phi.  LLVM 22: "PHI nodes not grouped at top of basic
; block!" at the phi.
; EXPECT-ERROR: 11:3 PHI nodes not grouped
define void @f(i1 %c) {
entry:
  br i1 %c, label %a, label %j
a:
  br label %j
j:
  %y = add i32 1, 2
  %x = phi i32 [ 0, %a ], [ 1, %entry ]
  ret void
}
