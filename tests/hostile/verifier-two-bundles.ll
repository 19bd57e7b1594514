; Two convergencectrl bundles on one call: LLVM 22 rejects it ("The
; convergencectrl bundle can occur at most once on a call"), a rule of
; convergence control tokens, which `convcheck verify` reports as
; [bundle-once]: the reader loads it (docs/verify.md).
; EXPECT-LOADS
declare token @llvm.experimental.convergence.entry()
declare void @g() convergent
define void @f() convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  call void @g() [ "convergencectrl"(token %t), "convergencectrl"(token %t) ]
  ret void
}
