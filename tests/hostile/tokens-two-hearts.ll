declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @op() convergent
define void @f(i1 %c) convergent {
entry:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %h
h:
  %l1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  %l2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  call void @op() [ "convergencectrl"(token %l1) ]
  br i1 %c, label %h, label %x
x:
  ret void
}
