; ModuleID = 'loop-unroll-heart-full.before.ll'
source_filename = "loop-unroll-heart-full.before.ll"

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.anchor() #0

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #0

; Function Attrs: convergent
declare void @step() #1

define i32 @heart_full() {
start:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %head

head:                                             ; preds = %start
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  br label %tail

tail:                                             ; preds = %head
  call void @step() [ "convergencectrl"(token %h) ]
  br label %tail.1

tail.1:                                           ; preds = %tail
  call void @step() [ "convergencectrl"(token %h) ]
  br label %tail.2

tail.2:                                           ; preds = %tail.1
  call void @step() [ "convergencectrl"(token %h) ]
  ret i32 0
}

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent }
