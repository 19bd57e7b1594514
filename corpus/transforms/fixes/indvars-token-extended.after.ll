; ModuleID = 'indvars-token-extended.before.ll'
source_filename = "indvars-token-extended.before.ll"

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #0

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #0

; Function Attrs: convergent
declare i32 @wavemax(i32) #1

; Function Attrs: convergent
define void @extended(i32 %lane, ptr %out) #1 {
start:
  %e = call token @llvm.experimental.convergence.entry()
  br label %head

head:                                             ; preds = %body, %start
  %i = phi i32 [ 0, %start ], [ %i.next, %body ]
  %t = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %more = icmp samesign ult i32 %i, 8
  br i1 %more, label %body, label %gone

body:                                             ; preds = %head
  %mine = icmp eq i32 %i, %lane
  %i.next = add nuw nsw i32 %i, 1
  br i1 %mine, label %hit, label %head

gone:                                             ; preds = %head
  br label %end

hit:                                              ; preds = %body
  %m = call i32 @wavemax(i32 %lane) [ "convergencectrl"(token %t) ]
  %p = getelementptr inbounds i32, ptr %out, i32 %lane
  store i32 %m, ptr %p, align 4
  br label %end

end:                                              ; preds = %hit, %gone
  ret void
}

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent }
