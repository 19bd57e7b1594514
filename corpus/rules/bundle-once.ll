; bundle-once: a call carries two "convergencectrl" bundles.
; Source: LangRef "Convergence Control Operand Bundles" (a call may have at
; most one); [CO] "Dynamic Instances and Convergence Tokens": "Convergent
; operations may have an optional convergencectrl operand bundle with a
; convergence token operand" (one token defines the set of threads).
; opt-22: invalid
define void @two_bundles() convergent {
  %e = call token @llvm.experimental.convergence.entry()
  %a = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %e), "convergencectrl"(token %a) ] ; <- bundle-once
  ret void
}
declare void @op() convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
