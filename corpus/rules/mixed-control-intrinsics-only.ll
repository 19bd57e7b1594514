; Valid by the document: the function calls the entry intrinsic but has no
; controlled convergent operation (no call carries a bundle), so the rule
; of [CO] "Uncontrolled Convergent Operations" ("If a function contains a
; controlled convergent operation, then ...") does not apply; the
; intrinsics are not controlled operations ("Convergent operations with an
; explicit convergencectrl operand bundle are called controlled").
; opt-22: invalid (LLVM counts a call to entry/anchor/loop as controlled
; convergence; docs/findings.md "verify against LLVM 22")
define void @entry_then_uncontrolled() convergent {
  %e = call token @llvm.experimental.convergence.entry()
  call void @op()
  ret void
}
declare void @op() convergent
declare token @llvm.experimental.convergence.entry()
