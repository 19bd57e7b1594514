define void @f(i1 %c) convergent {
A:
  %e = call token @llvm.experimental.convergence.entry()
  br label %H
H:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br label %B
B:
  call void @op() [ "convergencectrl"(token %h) ]
  br i1 %c, label %H, label %X
X:
  call void @op() [ "convergencectrl"(token %e) ]
  ret void
}
declare void @op() convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
; tests/unit/test_verify.c, verify_valid_natural_loop_with_heart: the diagnostics are derived by hand there.
