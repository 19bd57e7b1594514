; ModuleID = 'kernels.c'
source_filename = "kernels.c"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @compact(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds nuw i32, ptr %1, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !3
  %8 = icmp sgt i32 %7, 0
  %9 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %8)
  br i1 %8, label %10, label %17

10:                                               ; preds = %3
  %11 = shl nsw i32 -1, %4
  %12 = xor i32 %11, -1
  %13 = and i32 %9, %12
  %14 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %13)
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw i32, ptr %0, i64 %15
  store i32 %7, ptr %16, align 4, !tbaa !3
  br label %17

17:                                               ; preds = %10, %3
  %18 = icmp eq i32 %4, 0
  br i1 %18, label %19, label %21

19:                                               ; preds = %17
  %20 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %9)
  store i32 %20, ptr %2, align 4, !tbaa !3
  br label %21

21:                                               ; preds = %19, %17
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @early_exit(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %19

6:                                                ; preds = %3, %15
  %7 = phi i32 [ %16, %15 ], [ 0, %3 ]
  %8 = phi i32 [ %17, %15 ], [ 0, %3 ]
  %9 = shl nsw i32 %8, 6
  %10 = add nuw nsw i32 %9, %4
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr %1, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !3
  %14 = icmp sgt i32 %13, -1
  br i1 %14, label %15, label %19

15:                                               ; preds = %6
  %16 = add nuw nsw i32 %13, %7
  %17 = add nuw nsw i32 %8, 1
  %18 = icmp eq i32 %17, %2
  br i1 %18, label %19, label %6, !llvm.loop !7

19:                                               ; preds = %6, %15, %3
  %20 = phi i32 [ 0, %3 ], [ %7, %6 ], [ %16, %15 ]
  %21 = zext nneg i32 %4 to i64
  %22 = getelementptr inbounds nuw i32, ptr %0, i64 %21
  store i32 %20, ptr %22, align 4, !tbaa !3
  ret void
}

; Function Attrs: convergent norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @waterfall(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr %1, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !3
  br label %7

7:                                                ; preds = %7, %2
  %8 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %6, i32 0, i32 31)
  %9 = icmp eq i32 %8, %6
  br i1 %9, label %10, label %7

10:                                               ; preds = %7
  %11 = shl nsw i32 %6, 1
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %4
  store i32 %11, ptr %12, align 4, !tbaa !3
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write)
define dso_local ptx_kernel void @irreducible(ptr noundef writeonly captures(none) %0, i32 noundef %1) local_unnamed_addr #5 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = and i32 %3, 1
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %11

6:                                                ; preds = %11, %2
  %7 = phi i32 [ %12, %11 ], [ 0, %2 ]
  %8 = add nsw i32 %7, 1
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr %0, i64 %9
  store i32 %3, ptr %10, align 4, !tbaa !3
  br label %11

11:                                               ; preds = %2, %6
  %12 = phi i32 [ 0, %2 ], [ %8, %6 ]
  %13 = icmp slt i32 %12, %1
  br i1 %13, label %6, label %14

14:                                               ; preds = %11
  store i32 %12, ptr %0, align 4, !tbaa !3
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local ptx_kernel void @barrier_sum(ptr noundef captures(none) %0) local_unnamed_addr #6 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  store i32 %2, ptr %4, align 4, !tbaa !3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %5 = icmp samesign ult i32 %2, 4
  br i1 %5, label %6, label %11

6:                                                ; preds = %1
  %7 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %8 = load i32, ptr %7, align 4, !tbaa !3
  %9 = load i32, ptr %4, align 4, !tbaa !3
  %10 = add nsw i32 %9, %8
  store i32 %10, ptr %4, align 4, !tbaa !3
  br label %11

11:                                               ; preds = %6, %1
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #7

attributes #0 = { convergent norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #6 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #7 = { convergent nocallback nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}
!llvm.errno.tbaa = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
