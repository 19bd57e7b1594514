; closed-path-4: a heart outside the header of its loop, and a heart in an
; irreducible cycle (two entries: neither block dominates the other).
; Source: [CO] "Static Rules", "Closed Paths", rule 4: "In every closed path
; that contains a use U of a token T but not the definition of T, U must
; dominate all nodes in the closed path."  ("This implies that
; llvm.experimental.convergence.loop can appear as a heart only in the
; header of a natural loop.")
; opt-22: invalid
define void @heart_in_latch(i1 %c) {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %H
H:
  br label %L
L:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ] ; <- closed-path-4
  br i1 %c, label %H, label %X
X:
  ret void
}
define void @heart_in_irreducible(i1 %c) {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %B, label %C
B:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ] ; <- closed-path-4
  br i1 %c, label %C, label %X
C:
  br i1 %c, label %B, label %X
X:
  ret void
}
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
