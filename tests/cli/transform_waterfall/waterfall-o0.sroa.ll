; AFTER: opt-22 -S -passes=sroa waterfall-o0.before.ll (SROA, step 15 of default<O3> on
; the HIP waterfall kernel this is reduced from): the slots promoted, the key's
; global pointer rewritten through ptrtoint and inttoptr to a flat pointer.
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress noinline nounwind
define amdgpu_kernel void @waterfall(ptr addrspace(1) %key.coerce, ptr addrspace(1) %out.coerce) #0 {
entry:
  %0 = ptrtoint ptr addrspace(1) %key.coerce to i64
  %1 = inttoptr i64 %0 to ptr
  %2 = call i32 @llvm.amdgcn.workitem.id.x()
  %idxprom = zext i32 %2 to i64
  %arrayidx = getelementptr inbounds i32, ptr %1, i64 %idxprom
  %3 = load i32, ptr %arrayidx, align 4
  br label %while.body

while.body:                                       ; preds = %while.body, %entry
  %4 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %3)
  %cmp = icmp eq i32 %4, %3
  br i1 %cmp, label %if.then, label %while.body, !llvm.loop !0

if.then:                                          ; preds = %while.body
  %5 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %6 = call i64 @llvm.ctpop.i64(i64 %5)
  %cast.i = trunc i64 %6 to i32
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %idxprom7 = zext i32 %7 to i64
  %arrayidx8 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom7
  store i32 %cast.i, ptr addrspace(1) %arrayidx8, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

attributes #0 = { convergent mustprogress noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
