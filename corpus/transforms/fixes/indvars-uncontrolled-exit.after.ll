; ModuleID = 'indvars-uncontrolled-exit.before.ll'
source_filename = "indvars-uncontrolled-exit.before.ll"

; Function Attrs: convergent
declare i32 @wavemax(i32) #0

; Function Attrs: convergent
define void @uncontrolled(i32 %lane, ptr %out) #0 {
start:
  %umin = call i32 @llvm.umin.i32(i32 %lane, i32 8)
  %0 = icmp ne i32 8, %umin
  %1 = icmp eq i32 %lane, %umin
  br label %head

head:                                             ; preds = %body, %start
  br i1 %0, label %body, label %gone

body:                                             ; preds = %head
  br i1 %1, label %hit, label %head

gone:                                             ; preds = %head
  br label %end

hit:                                              ; preds = %body
  %m = call i32 @wavemax(i32 %lane)
  %p = getelementptr inbounds i32, ptr %out, i32 %lane
  store i32 %m, ptr %p, align 4
  br label %end

end:                                              ; preds = %hit, %gone
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #1

attributes #0 = { convergent }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
