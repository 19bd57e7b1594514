; Valid: step 3 of [CO] "Inferring Tokens" -- a heart in every loop header,
; the outer one using the entry token, the inner one the outer heart's;
; each convergent operation uses the heart of its innermost loop.
; opt-22: valid
define void @nested(i1 %c1, i1 %c2) convergent {
A:
  %e = call token @llvm.experimental.convergence.entry()
  br label %O
O:
  %outer = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br label %I
I:
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  call void @op() [ "convergencectrl"(token %inner) ]
  br i1 %c1, label %I, label %OL
OL:
  call void @op() [ "convergencectrl"(token %outer) ]
  br i1 %c2, label %O, label %X
X:
  call void @op() [ "convergencectrl"(token %e) ]
  ret void
}
declare void @op() convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
