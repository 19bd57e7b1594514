; token-dominance: the anchor is in one arm of a branch, its use after the
; join: the definition does not dominate the use.
; Source: SSA form (LangRef); [CO] "Convergence Regions" defines the region
; from "the definition D of T" dominating it.
; opt-22: invalid
define void @not_dominated(i1 %c) {
A:
  br i1 %c, label %B, label %C
B:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %C
C:
  call void @op() [ "convergencectrl"(token %a) ] ; <- token-dominance
  ret void
}
declare void @op() convergent
declare token @llvm.experimental.convergence.anchor()
