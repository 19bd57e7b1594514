; The shape of llvm/llvm-project PR 91715's test
; Transforms/LoopUnroll/convergent.controlled.ll,
; @pragma_unroll_divisible_trip_multiple, written anew: a loop heart on an
; anchor taken before the loop, a convergent call on the heart's token, a
; trip count that is twice an argument, and an unroll count of 2 in the
; loop's metadata.  The fix allows unrolling a loop with a heart only
; without a remainder: here the trip count is a multiple of 2.
declare token @llvm.experimental.convergence.anchor() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare void @step() convergent

define i32 @heart_multiple(i32 %n) {
start:
  %a = call token @llvm.experimental.convergence.anchor()
  %trips = mul nsw i32 %n, 2
  br label %body, !llvm.loop !0

body:
  %j = phi i32 [ 0, %start ], [ %j.next, %body ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  call void @step() [ "convergencectrl"(token %h) ]
  %j.next = add nsw i32 %j, 1
  %end = icmp eq i32 %j.next, %trips
  br i1 %end, label %out, label %body, !llvm.loop !0

out:
  ret i32 0
}

!0 = !{!0, !{!"llvm.loop.unroll.count", i32 2}}
