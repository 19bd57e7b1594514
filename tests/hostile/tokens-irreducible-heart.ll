declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @op() convergent
define void @f(i1 %c, i1 %d) convergent {
entry:
  %a = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %x, label %y
x:
  %l = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  call void @op() [ "convergencectrl"(token %l) ]
  br i1 %d, label %y, label %z
y:
  br i1 %d, label %x, label %z
z:
  ret void
}
