; Valid: two tokens whose uses lie on different paths (the regions of %tok1
; and %tok2 overlap only in A and B, and each contains the other's
; definition where it contains its use -- none here).  Same shape as
; region_nesting1 of LLVM's test Assembler/convergence-control.ll.
; Rule: [CO] "Static Rules", "Convergence Regions".
; opt-22: valid
define void @disjoint_uses(i1 %c) convergent {
A:
  %tok1 = call token @llvm.experimental.convergence.entry()
  %tok2 = call token @llvm.experimental.convergence.anchor()
  br label %B
B:
  br i1 %c, label %C, label %D
C:
  call void @op() [ "convergencectrl"(token %tok1) ]
  ret void
D:
  call void @op() [ "convergencectrl"(token %tok2) ]
  ret void
}
declare void @op() convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
