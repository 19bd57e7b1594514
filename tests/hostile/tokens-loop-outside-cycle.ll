declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @op() convergent
define void @f() convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %l = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  call void @op() [ "convergencectrl"(token %l) ]
  ret void
}
