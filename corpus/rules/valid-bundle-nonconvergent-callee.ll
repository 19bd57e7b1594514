; Valid: a bundle on a call to a function without `convergent`.  By [CO]
; "Convergent Operations" a call-site "is said to be convergent if it is a
; direct call to a convergent function or it has the convergent attribute
; or a convergencectrl operand bundle" -- so the bundle makes the call a
; (controlled) convergent operation.  LLVM's test
; Verifier/convergencectrl-invalid.ll (@missing.attribute) agrees.
; opt-22: valid
define void @bundle_on_plain_call() {
  %a = call token @llvm.experimental.convergence.anchor()
  call void @g() [ "convergencectrl"(token %a) ]
  ret void
}
declare void @g()
declare token @llvm.experimental.convergence.anchor()
