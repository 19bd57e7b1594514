; Hand-written AFTER: what IndVarSimplify did to this loop before
; llvm/llvm-project PR 165643 (issue 164496): the exit predication that
; opt-22 still applies to the token-free loop (indvars-uncontrolled-exit
; .after.ll, `opt-22 -passes=indvars`) applied to the controlled loop of
; indvars-token-extended.before.ll.  Both exit tests become loop-invariant
; (lane < 8, lane == umin(lane, 8)), so every lane below 8 leaves in the
; first iteration; the loop heart and its use in %hit stay.
declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i32 @wavemax(i32) convergent
declare i32 @llvm.umin.i32(i32, i32)

define void @extended(i32 %lane, ptr %out) convergent {
start:
  %e = call token @llvm.experimental.convergence.entry()
  %umin = call i32 @llvm.umin.i32(i32 %lane, i32 8)
  %more = icmp ne i32 8, %umin
  %mine = icmp eq i32 %lane, %umin
  br label %head

head:
  %t = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br i1 %more, label %body, label %gone

body:
  br i1 %mine, label %hit, label %head

gone:
  br label %end

hit:
  %m = call i32 @wavemax(i32 %lane) [ "convergencectrl"(token %t) ]
  %p = getelementptr inbounds i32, ptr %out, i32 %lane
  store i32 %m, ptr %p
  br label %end

end:
  ret void
}
