; closed-path-1: an anchor's token used inside a loop that does not contain
; the anchor (the spec's first "incorrect convergence control" example).
; Source: [CO] "Static Rules", "Closed Paths", rule 1: "Every closed path in
; the CFG that contains a use of a convergence token T other than a use by
; llvm.experimental.convergence.loop must also contain the definition of T."
; Rule 4 holds: the use is in the loop's only block.
; opt-22: invalid
define void @anchor_outside_loop(i1 %c) {
A:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %L
L:
  call void @op() [ "convergencectrl"(token %anchor) ] ; <- closed-path-1
  br i1 %c, label %L, label %X
X:
  ret void
}
declare void @op() convergent
declare token @llvm.experimental.convergence.anchor()
