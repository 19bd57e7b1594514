; guard.before.ll with the heart replaced by an anchor in the loop: the
; anchor may converge the threads' executions otherwise.
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare void @op() convergent
define void @f() convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  br label %l
l:
  %t = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t) ]
  br label %l
}
