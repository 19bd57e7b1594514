; token-source: the bundle's token is the constant `token none`, not a
; token produced by a convergence control intrinsic.
; Source: [CO] "Convergence Control Intrinsics": "target-independent
; intrinsics that can be used to produce convergence tokens"; the dynamic
; rule needs "D ... the convergent operation that defines the token value".
; opt-22: invalid
define void @token_none() {
  call void @op() [ "convergencectrl"(token none) ] ; <- token-source
  ret void
}
declare void @op() convergent
