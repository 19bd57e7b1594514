; loop-bundle: a loop intrinsic without its bundle.
; Source: [CO] "llvm.experimental.convergence.loop": "It is an error to omit
; the convergencectrl operand bundle on a call to this intrinsic."
; opt-22: invalid
define void @loop_without_bundle() {
A:
  br label %H
H:
  %h = call token @llvm.experimental.convergence.loop() ; <- loop-bundle
  call void @op() [ "convergencectrl"(token %h) ]
  br i1 true, label %H, label %X
X:
  ret void
}
declare void @op() convergent
declare token @llvm.experimental.convergence.loop()
