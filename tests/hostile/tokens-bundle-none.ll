declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @op() convergent
define void @f() convergent {
entry:
  call void @op() [ "convergencectrl"(token none) ]
  ret void
}
