; entry-block: entry outside the entry block.
; Source: [CO] "llvm.experimental.convergence.entry": "This intrinsic can
; occur at most once in a function, and only in the entry block of the
; function."
; opt-22: invalid
define void @entry_later() convergent {
A:
  br label %B
B:
  %e = call token @llvm.experimental.convergence.entry() ; <- entry-block
  call void @op() [ "convergencectrl"(token %e) ]
  ret void
}
declare void @op() convergent
declare token @llvm.experimental.convergence.entry()
