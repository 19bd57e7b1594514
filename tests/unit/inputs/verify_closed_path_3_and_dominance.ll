define void @f(i1 %c) {
A:
  %t1 = call token @llvm.experimental.convergence.anchor()
  %t2 = call token @llvm.experimental.convergence.anchor()
  br label %B
B:
  %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t2) ]
  %h1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
  br i1 %c, label %B, label %X
X:
  ret void
}
define void @g(i1 %c) {
A:
  br i1 %c, label %B, label %C
B:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %C
C:
  call void @op() [ "convergencectrl"(token %a) ]
  ret void
}
declare void @op() convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
; tests/unit/test_verify.c, verify_closed_path_3_and_dominance: the diagnostics are derived by hand there.
