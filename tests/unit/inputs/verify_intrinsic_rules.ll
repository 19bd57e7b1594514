define void @f() {
A:
  %e = call token @llvm.experimental.convergence.entry()
  br label %B
B:
  %a = call token @llvm.experimental.convergence.anchor() [ "convergencectrl"(token %e) ]
  %f = call token @llvm.experimental.convergence.entry()
  %l = call token @llvm.experimental.convergence.loop()
  ret void
}
declare void @op() convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
; tests/unit/test_verify.c, verify_intrinsic_rules: the diagnostics are derived by hand there.
