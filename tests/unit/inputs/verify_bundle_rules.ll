define void @f(i1 %c) convergent {
A:
  %e = call token @llvm.experimental.convergence.entry()
  %a = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %e), "convergencectrl"(token %a) ]
  call void @op() [ "convergencectrl"(token %e, token %a) ]
  call void @op() [ "convergencectrl"(token none) ]
  br i1 %c, label %B, label %C
B:
  br label %C
C:
  %t = phi token [ %e, %A ], [ %a, %B ]
  ret void
}
declare void @op() convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
; tests/unit/test_verify.c, verify_bundle_rules: the diagnostics are derived by hand there.
