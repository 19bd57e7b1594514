; ModuleID = 'chr-convergent.before.ll'
source_filename = "chr-convergent.before.ll"

; Function Attrs: convergent nounwind willreturn memory(none)
declare i32 @swizzle(i32, i32) #0

define void @chr_region(ptr %src, ptr %dst, i32 %lane) !prof !14 {
start:
  %p = getelementptr inbounds i32, ptr %src, i32 %lane
  %v = load i32, ptr %p, align 4
  %pos = icmp sgt i32 %v, 0
  %small = icmp slt i32 %v, 100
  %0 = freeze i1 %pos
  %1 = select i1 true, i1 %0, i1 false, !prof !15
  %2 = freeze i1 %small
  %3 = select i1 %1, i1 %2, i1 false, !prof !15
  br i1 %3, label %start.split, label %start.split.nonchr, !prof !16

start.split:                                      ; preds = %start
  br i1 true, label %a, label %j1, !prof !17

a:                                                ; preds = %start.split
  %idx = shl i32 %lane, 2
  %r = call i32 @swizzle(i32 %idx, i32 %v)
  br label %j1

j1:                                               ; preds = %a, %start.split
  %x = phi i32 [ %r, %a ], [ 0, %start.split ]
  br i1 true, label %b, label %j2, !prof !17

b:                                                ; preds = %j1
  %o = getelementptr inbounds i32, ptr %dst, i32 %lane
  store i32 %x, ptr %o, align 4
  br label %j2

start.split.nonchr:                               ; preds = %start
  br i1 %pos, label %a.nonchr, label %j1.nonchr, !prof !17

a.nonchr:                                         ; preds = %start.split.nonchr
  %idx.nonchr = shl i32 %lane, 2
  %r.nonchr = call i32 @swizzle(i32 %idx.nonchr, i32 %v)
  br label %j1.nonchr

j1.nonchr:                                        ; preds = %a.nonchr, %start.split.nonchr
  %x.nonchr = phi i32 [ %r.nonchr, %a.nonchr ], [ 0, %start.split.nonchr ]
  %small.nonchr = icmp slt i32 %v, 100
  br i1 %small.nonchr, label %b.nonchr, label %j2, !prof !17

b.nonchr:                                         ; preds = %j1.nonchr
  %o.nonchr = getelementptr inbounds i32, ptr %dst, i32 %lane
  store i32 %x.nonchr, ptr %o.nonchr, align 4
  br label %j2

j2:                                               ; preds = %b.nonchr, %j1.nonchr, %b, %j1
  ret void
}

attributes #0 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"ProfileSummary", !1}
!1 = !{!2, !3, !4, !5, !6, !7, !8, !9}
!2 = !{!"ProfileFormat", !"InstrProf"}
!3 = !{!"TotalCount", i64 10000}
!4 = !{!"MaxCount", i64 10}
!5 = !{!"MaxInternalCount", i64 1}
!6 = !{!"MaxFunctionCount", i64 1000}
!7 = !{!"NumCounts", i64 3}
!8 = !{!"NumFunctions", i64 2}
!9 = !{!"DetailedSummary", !10}
!10 = !{!11, !12, !13}
!11 = !{i32 10000, i64 100, i32 1}
!12 = !{i32 999000, i64 100, i32 1}
!13 = !{i32 999999, i64 1, i32 2}
!14 = !{!"function_entry_count", i64 100}
!15 = !{!"unknown", !"chr"}
!16 = !{!"branch_weights", i32 998, i32 1}
!17 = !{!"branch_weights", i32 999, i32 1}
