; An anchor in a loop that never exits when %c is true (LLVM's unroll_nest,
; LoopUnroll/convergent.controlled.ll, its inner loop alone).  derivation.txt.
declare token @llvm.experimental.convergence.anchor()
declare void @op() convergent
define void @f(i1 %c) {
entry:
  br label %l
l:
  %t = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t) ]
  br i1 %c, label %l, label %exit
exit:
  ret void
}
