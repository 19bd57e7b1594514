; entry-convergent-function: entry in a function without `convergent`.
; Source: [CO] "llvm.experimental.convergence.entry": "It is an error if
; this intrinsic appears in a non-convergent function."
; opt-22: invalid
define void @not_convergent() {
  %e = call token @llvm.experimental.convergence.entry() ; <- entry-convergent-function
  call void @op() [ "convergencectrl"(token %e) ]
  ret void
}
declare void @op() convergent
declare token @llvm.experimental.convergence.entry()
