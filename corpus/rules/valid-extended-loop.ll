; Valid: the "Extended Cycles: Divergent Exit from a Loop" example of [CO]:
; the heart in the loop header %for uses the entry token (%tok) defined outside
; the cycle (rules 1-4 allow exactly this), and the exit block %C uses the
; heart's token outside the cycle (no closed path contains %C).  Regions:
; the region of %inner (for, B, C) nests in that of %tok.
; opt-22: valid
define void @example(i1 %for.cond, i1 %condition) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  br label %for
for:
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  br i1 %for.cond, label %B, label %E
B:
  br i1 %condition, label %C, label %D
C:
  call void @convergent_op() [ "convergencectrl"(token %inner) ]
  br label %E
D:
  br label %for
E:
  ret void
}
declare void @convergent_op() convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
