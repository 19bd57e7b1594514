; Hand-written AFTER: the arm of the waterfall loop moved out of the loop
; onto the exit path (the arm runs exactly when the thread leaves, in the
; same iteration, so every thread executes the same calls with the same
; operands as before: a single-threaded view sees no change).
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent nounwind willreturn memory(none)
declare i32 @keysum(i32) convergent

define void @waterfall(i32 %key, ptr %out) convergent {
start:
  br label %loop

loop:
  %first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %key)
  %mine = icmp eq i32 %key, %first
  br i1 %mine, label %arm, label %loop

arm:
  %s = call i32 @keysum(i32 %key)
  store i32 %s, ptr %out
  br label %exit

exit:
  ret void
}
