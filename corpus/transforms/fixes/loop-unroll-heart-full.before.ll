; The shape of llvm/llvm-project PR 91715's test
; Transforms/LoopUnroll/convergent.controlled.ll, @full_unroll, written
; anew: a loop heart on an anchor taken before the loop, the convergent call
; in a second block of the loop on the heart's token, and a constant trip
; count of 3.  The fix allows full unrolling (no remainder); each unrolled
; copy keeps one use of a loop intrinsic on the anchor's token.
declare token @llvm.experimental.convergence.anchor() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare void @step() convergent

define i32 @heart_full() {
start:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %head

head:
  %j = phi i32 [ 0, %start ], [ %j.next, %tail ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  br label %tail

tail:
  call void @step() [ "convergencectrl"(token %h) ]
  %j.next = add nsw i32 %j, 1
  %end = icmp eq i32 %j, 2
  br i1 %end, label %out, label %head

out:
  ret i32 0
}
