; entry-first, loop-first: a convergent operation precedes entry / loop in
; its block.
; Source: [CO] "llvm.experimental.convergence.entry" and ".loop": "If this
; intrinsic occurs in a basic block, then it must precede any other
; convergent operation in the same basic block."
; opt-22: invalid
define void @entry_second() convergent {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  %e = call token @llvm.experimental.convergence.entry() ; <- entry-first
  call void @op() [ "convergencectrl"(token %a) ]
  ret void
}
define void @loop_second() convergent {
A:
  %e = call token @llvm.experimental.convergence.entry()
  br label %H
H:
  call void @op() [ "convergencectrl"(token %e) ] ; <- closed-path-1
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ] ; <- loop-first closed-path-2
  br i1 true, label %H, label %X
X:
  ret void
}
declare void @op() convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
