; region-nesting: the regions of two anchors overlap without nesting.
; Source: [CO] "Static Rules", "Convergence Regions": "If a convergence
; region R for a token T1 contains a use of a convergence token T2, then R
; must also contain the definition of T2."  The region of %t2 runs from %t2
; to its use in C and so contains B, where %t1 is used; %t1 is defined
; before %t2, outside that region.
; opt-22: invalid
define void @overlap(i1 %c) {
A:
  %t1 = call token @llvm.experimental.convergence.anchor()
  %t2 = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %B, label %C
B:
  call void @op() [ "convergencectrl"(token %t1) ] ; <- region-nesting
  br label %C
C:
  call void @op() [ "convergencectrl"(token %t2) ]
  ret void
}
declare void @op() convergent
declare token @llvm.experimental.convergence.anchor()
