; token-phi-select: a phi merges two convergence tokens, and a call uses the
; merged value (which no intrinsic produced).
; Source: [CO] "Dynamic Instances and Convergence Tokens": "Convergence
; tokens are values of token type, i.e. they cannot be used in phi or
; select instructions."
; opt-22: invalid
define void @phi_of_tokens(i1 %c) convergent {
A:
  %e = call token @llvm.experimental.convergence.entry()
  %a = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %B, label %C
B:
  br label %C
C:
  %t = phi token [ %e, %A ], [ %a, %B ] ; <- token-phi-select
  call void @op() [ "convergencectrl"(token %t) ] ; <- token-source
  ret void
}
declare void @op() convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
