define void @mixed() convergent {
  %e = call token @llvm.experimental.convergence.entry()
  call void @op()
  call void @op() [ "convergencectrl"(token %e) ]
  ret void
}
define void @intrinsic_only() convergent {
  %e = call token @llvm.experimental.convergence.entry()
  call void @op()
  ret void
}
declare void @op() convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
; tests/unit/test_verify.c, verify_mixed_control: the diagnostics are derived by hand there.
