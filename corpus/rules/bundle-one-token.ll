; bundle-one-token: the bundle names two tokens.
; Source: [CO] "Dynamic Instances and Convergence Tokens": "... with a
; convergence token operand", and the dynamic rule that follows speaks of
; "the token value used as the convergencectrl operand" -- exactly one.
; opt-22: invalid
define void @two_tokens() convergent {
  %e = call token @llvm.experimental.convergence.entry()
  %a = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %e, token %a) ] ; <- bundle-one-token
  ret void
}
declare void @op() convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
