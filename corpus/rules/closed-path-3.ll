; closed-path-3: the spec's nested loops whose hearts both refer to the
; outer anchor, and two hearts of different tokens in one header.
; Source: [CO] "Static Rules", "Closed Paths", rule 3: "Every closed path in
; the CFG that contains uses of two different convergence tokens T1 and T2
; must also contain the definition of at least one of them."
; opt-22: invalid
define void @two_tokens_one_header(i1 %c) {
A:
  %t1 = call token @llvm.experimental.convergence.anchor()
  %t2 = call token @llvm.experimental.convergence.anchor()
  br label %B
B:
  %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t2) ]
  %h1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ] ; <- closed-path-3 loop-first region-nesting
  br i1 %c, label %B, label %X
X:
  ret void
}
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
