; closed-path-2: two loop intrinsics use the same outer token in one loop
; (the header's heart, and a second one in the body).
; Source: [CO] "Static Rules", "Closed Paths", rule 2: "Every closed path in
; the CFG that contains two different uses of a convergence token T must
; also contain the definition of T."  The body's loop intrinsic also breaks
; rule 4: it does not dominate the header H, which is on the closed path.
; opt-22: invalid
define void @two_hearts_one_token(i1 %c) convergent {
A:
  %e = call token @llvm.experimental.convergence.entry()
  br label %H
H:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br label %B
B:
  %g = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ] ; <- closed-path-2 closed-path-4
  br i1 %c, label %H, label %X
X:
  ret void
}
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
