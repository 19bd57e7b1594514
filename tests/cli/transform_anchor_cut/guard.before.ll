; The guard (derivation.txt): a loop that never exits, its operation
; controlled by a heart (entry token, then loop token): the threads'
; n-th executions are converged, and only they.
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
declare void @op() convergent
define void @f() convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  br label %l
l:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  call void @op() [ "convergencectrl"(token %h) ]
  br label %l
}
