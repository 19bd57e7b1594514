; before.ll unrolled by 2 as loop-unroll does (each copy keeps its exit).
declare token @llvm.experimental.convergence.anchor()
declare void @op() convergent
define void @f(i1 %c) {
entry:
  br label %l
l:
  %t = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t) ]
  br i1 %c, label %l.1, label %exit
l.1:
  %t.1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t.1) ]
  br i1 %c, label %l, label %exit
exit:
  ret void
}
