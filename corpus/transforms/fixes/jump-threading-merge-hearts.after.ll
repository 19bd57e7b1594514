; ModuleID = 'jump-threading-merge-hearts.before.ll'
source_filename = "jump-threading-merge-hearts.before.ll"

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #0

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #0

; Function Attrs: convergent
declare i32 @bcast(i32) #1

; Function Attrs: convergent
define void @merge_hearts_jt(i32 %x, i32 %y, ptr %out) #1 {
start:
  %e = call token @llvm.experimental.convergence.entry()
  %xy = or i32 %x, %y
  %zero = icmp eq i32 %xy, 0
  br label %outer

outer:                                            ; preds = %start
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br label %inner

inner:                                            ; preds = %step, %outer
  %first = phi i1 [ true, %outer ], [ false, %step ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
  br i1 %first, label %step, label %end

step:                                             ; preds = %inner
  br i1 %zero, label %hit, label %inner

hit:                                              ; preds = %step
  %v = call i32 @bcast(i32 0) [ "convergencectrl"(token %t2) ]
  store i32 %v, ptr %out, align 4
  br label %end

end:                                              ; preds = %hit, %inner
  ret void
}

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent }
