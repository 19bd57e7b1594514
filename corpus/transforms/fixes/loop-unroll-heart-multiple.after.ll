; ModuleID = 'loop-unroll-heart-multiple.before.ll'
source_filename = "loop-unroll-heart-multiple.before.ll"

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.anchor() #0

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #0

; Function Attrs: convergent
declare void @step() #1

define i32 @heart_multiple(i32 %n) {
start:
  %a = call token @llvm.experimental.convergence.anchor()
  %trips = mul nsw i32 %n, 2
  br label %body, !llvm.loop !0

body:                                             ; preds = %body, %start
  %j = phi i32 [ 0, %start ], [ %j.next.1, %body ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  call void @step() [ "convergencectrl"(token %h) ]
  call void @step() [ "convergencectrl"(token %h) ]
  %j.next.1 = add nsw i32 %j, 2
  %end.1 = icmp eq i32 %j.next.1, %trips
  br i1 %end.1, label %out, label %body, !llvm.loop !2

out:                                              ; preds = %body
  ret i32 0
}

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.count", i32 2}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.disable"}
