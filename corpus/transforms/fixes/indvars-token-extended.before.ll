; The shape of llvm/llvm-project PR 165643's test
; Transforms/IndVarSimplify/skip-predication-convergence.ll, @loop, written
; anew (the HLSL loop of issues 164496 / 165642: for (i = 0; i < 8; i++)
; if (i == lane) { out[lane] = WaveActiveMax(lane); break; }): the wave
; operation in the loop's break block uses the loop heart's token, so the
; threads that meet there are those that left in the same iteration.
declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i32 @wavemax(i32) convergent

define void @extended(i32 %lane, ptr %out) convergent {
start:
  %e = call token @llvm.experimental.convergence.entry()
  br label %head

head:
  %i = phi i32 [ 0, %start ], [ %i.next, %body ]
  %t = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %more = icmp ult i32 %i, 8
  br i1 %more, label %body, label %gone

body:
  %mine = icmp eq i32 %i, %lane
  %i.next = add nuw nsw i32 %i, 1
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
