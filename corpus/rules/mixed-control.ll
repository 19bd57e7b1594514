; mixed-control: an uncontrolled convergent call in a function that has a
; controlled one.
; Source: [CO] "Uncontrolled Convergent Operations": "If a function contains
; a controlled convergent operation, then all convergent operations in that
; function must either be controlled operations or calls to the convergence
; control intrinsics."
; opt-22: invalid
define void @mixed() convergent {
  %e = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %e) ]
  call void @op() ; <- mixed-control
  ret void
}
declare void @op() convergent
declare token @llvm.experimental.convergence.entry()
