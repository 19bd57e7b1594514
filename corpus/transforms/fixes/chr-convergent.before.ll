; The shape of llvm/llvm-project PR 180882's test
; Transforms/PGOProfile/chr-convergent.ll, @test_chr_convergent, written
; anew: two biased branches on a loaded value; the first guards a
; convergent cross-lane call, the second a store of its result.  CHR
; (control height reduction) merges the two conditions into one check and
; clones the region into a hot and a cold copy.
declare i32 @swizzle(i32, i32) convergent nounwind willreturn memory(none)

define void @chr_region(ptr %src, ptr %dst, i32 %lane) !prof !14 {
start:
  %p = getelementptr inbounds i32, ptr %src, i32 %lane
  %v = load i32, ptr %p, align 4
  %pos = icmp sgt i32 %v, 0
  br i1 %pos, label %a, label %j1, !prof !15

a:
  %idx = shl i32 %lane, 2
  %r = call i32 @swizzle(i32 %idx, i32 %v)
  br label %j1

j1:
  %x = phi i32 [ %r, %a ], [ 0, %start ]
  %small = icmp slt i32 %v, 100
  br i1 %small, label %b, label %j2, !prof !15

b:
  %o = getelementptr inbounds i32, ptr %dst, i32 %lane
  store i32 %x, ptr %o, align 4
  br label %j2

j2:
  ret void
}
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
!15 = !{!"branch_weights", i32 999, i32 1}
