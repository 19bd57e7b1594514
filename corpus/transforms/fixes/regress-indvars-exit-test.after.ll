; ModuleID = 'regress-indvars-exit-test.before.ll'
source_filename = "regress-indvars-exit-test.before.ll"
target datalayout = "e-m:e-p:64:64-i64:64-n32:64-S32-A5-G1"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #0

; Function Attrs: convergent
define void @lftr(i32 %n) #1 {
entry:
  %smax = call i32 @llvm.smax.i32(i32 %n, i32 0)
  %0 = add nuw i32 %smax, 1
  br label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  call void @llvm.amdgcn.s.barrier()
  %i.next = add nuw i32 %i, 1
  %exitcond = icmp ne i32 %i.next, %0
  br i1 %exitcond, label %loop, label %exit

exit:                                             ; preds = %loop
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { convergent nocallback nofree nounwind willreturn }
attributes #1 = { convergent }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
