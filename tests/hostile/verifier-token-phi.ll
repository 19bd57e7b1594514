; A phi of convergence tokens: LLVM 22 "PHI nodes cannot have token type!",
; a token rule: read, and `verify` reports [token-phi-select].
declare token @llvm.experimental.convergence.anchor()
declare void @op() convergent
define void @f(i1 %c) convergent {
entry:
  %a = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %x, label %y
x:
  %b = call token @llvm.experimental.convergence.anchor()
  br label %y
y:
  %t = phi token [ %a, %entry ], [ %b, %x ]
  call void @op() [ "convergencectrl"(token %t) ]
  ret void
}
