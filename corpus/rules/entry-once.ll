; entry-once: two entries, the second in another block (so only the
; "at most once" half of the sentence is broken besides the entry block).
; Source: [CO] "llvm.experimental.convergence.entry": "This intrinsic can
; occur at most once in a function, and only in the entry block of the
; function."
; opt-22: invalid
define void @two_entries() convergent {
A:
  %e = call token @llvm.experimental.convergence.entry()
  br label %B
B:
  %f = call token @llvm.experimental.convergence.entry() ; <- entry-once entry-block
  call void @op() [ "convergencectrl"(token %e) ]
  ret void
}
declare void @op() convergent
declare token @llvm.experimental.convergence.entry()
