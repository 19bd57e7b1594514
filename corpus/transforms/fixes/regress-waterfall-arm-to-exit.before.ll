; Regression pattern (b) of issue 27: a waterfall loop.  Each iteration,
; the threads whose key equals the key of the first active lane
; (readfirstlane) run a convergent operation in an arm inside the loop and
; leave at the latch; the others iterate.
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent nounwind willreturn memory(none)
declare i32 @keysum(i32) convergent

define void @waterfall(i32 %key, ptr %out) convergent {
start:
  br label %loop

loop:
  %first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %key)
  %mine = icmp eq i32 %key, %first
  br i1 %mine, label %arm, label %latch

arm:
  %s = call i32 @keysum(i32 %key)
  store i32 %s, ptr %out
  br label %latch

latch:
  br i1 %mine, label %exit, label %loop

exit:
  ret void
}
