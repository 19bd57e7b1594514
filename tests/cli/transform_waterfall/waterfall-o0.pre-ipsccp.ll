; BEFORE: the kernel just before IPSCCP (step 14 of default<O3> on waterfall-o0.before.ll,
; opt-22 -print-before=ipsccp).
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
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
  %arrayidx8 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom
  store i32 %cast.i, ptr addrspace(1) %arrayidx8, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

attributes #0 = { convergent mustprogress noinline nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
