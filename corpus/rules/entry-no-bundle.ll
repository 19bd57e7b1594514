; entry-no-bundle, anchor-no-bundle: entry and anchor given a bundle.
; Source: [CO] "llvm.experimental.convergence.entry": "It is an error to
; specify a convergencectrl operand bundle at a call to this intrinsic.";
; [CO] "llvm.experimental.convergence.anchor": "It is an error to pass a
; convergencectrl operand bundle at a call to this intrinsic."
; opt-22: invalid
define void @anchor_with_bundle() convergent {
  %a = call token @llvm.experimental.convergence.anchor()
  %b = call token @llvm.experimental.convergence.anchor() [ "convergencectrl"(token %a) ] ; <- anchor-no-bundle
  ret void
}
define void @entry_given_bundle() convergent {
  %e = call token @llvm.experimental.convergence.entry()
  %f = call token @llvm.experimental.convergence.entry() [ "convergencectrl"(token %e) ] ; <- entry-no-bundle entry-once entry-first
  ret void
}
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
