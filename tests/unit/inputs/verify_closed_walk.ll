define void @f(i1 %c) {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %H
H:
  br i1 %c, label %B, label %C
B:
  %x = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  br i1 %c, label %H, label %X
C:
  %y = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  br label %H
X:
  ret void
}
declare void @op() convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
; tests/unit/test_verify.c, verify_closed_walk_not_simple_path: the diagnostics are derived by hand there.
