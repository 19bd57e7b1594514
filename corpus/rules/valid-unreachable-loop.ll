; Valid by our reading (docs/verify.md): the closed-path and region rules
; rest on dominance, which is defined by paths from the entry, so they are
; checked on the blocks reachable from the entry only.  The loop U is
; unreachable; its use of %a would break closed-path rule 1 if it were
; reachable.  LLVM 22 does not check unreachable blocks either.
; opt-22: valid
define void @unreachable_loop() {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %a) ]
  ret void
U:
  call void @op() [ "convergencectrl"(token %a) ]
  br label %U
}
declare void @op() convergent
declare token @llvm.experimental.convergence.anchor()
