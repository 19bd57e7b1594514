; The loop of llvm/llvm-project issue 180621 ("[HLSL][DirectX] Loop is
; removed when exit condition is convergent"; the same HLSL as PR 165643's
; test Transforms/IndVarSimplify/skip-predication-convergence.ll), written
; anew without convergence tokens, as clang emitted it for DirectX before
; PR 188792: for (i = 0; i < 8; i++) if (i == lane) { out[lane] =
; WaveActiveMax(lane); break; }.  The wave operation is in the break block,
; which is outside the loop.
declare i32 @wavemax(i32) convergent

define void @uncontrolled(i32 %lane, ptr %out) convergent {
start:
  br label %head

head:
  %i = phi i32 [ 0, %start ], [ %i.next, %body ]
  %more = icmp ult i32 %i, 8
  br i1 %more, label %body, label %gone

body:
  %mine = icmp eq i32 %i, %lane
  %i.next = add nuw nsw i32 %i, 1
  br i1 %mine, label %hit, label %head

gone:
  br label %end

hit:
  %m = call i32 @wavemax(i32 %lane)
  %p = getelementptr inbounds i32, ptr %out, i32 %lane
  store i32 %m, ptr %p
  br label %end

end:
  ret void
}
