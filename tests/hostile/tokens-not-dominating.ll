declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @op() convergent
define void @f(i1 %c) convergent {
entry:
  br i1 %c, label %a, label %b
a:
  %t = call token @llvm.experimental.convergence.anchor()
  br label %b
b:
  call void @op() [ "convergencectrl"(token %t) ]
  ret void
}
