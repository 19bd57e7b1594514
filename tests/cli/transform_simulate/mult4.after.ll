; AFTER: opt-22 -passes=loop-unroll -unroll-runtime -unroll-allow-partial
; on mult4.before.ll (kept as it printed it): unrolled by 4, BEFORE's exit
; test kept after the 4th copy only.
; Hand derivation.  AFTER's %i is 0, 4, 8, ... (mod 2^32: 0 plus steps of 4);
; its x-th iteration (x = 0, 1, ...) calls subgroupAdd with 4x, 4x+1, 4x+2,
; 4x+3 and leaves when 4x + 4 == lim.  In BEFORE the same thread calls with
; 0, 1, 2, ... and leaves after the call with j when j + 1 == lim.  lim =
; 4(tid + n) is 0 mod 4, and so mod 2^32 (4 divides 2^32), and 4x + 1,
; 4x + 2, 4x + 3 are not: BEFORE's three tests between AFTER's copies are
; false, so both programs make the same calls with the same operands and
; leave together.  BEFORE's header count at the call with operand j is j;
; at copy r of iteration x it is 4x + r, a function of (AFTER's block, its
; loop count x) that is one to one: two threads' calls converge in AFTER
; (same copy, same x) iff they do in BEFORE (same count).
; Expected: preserved for every L and every k (the simulation rule, with
; the congruence i = 0 mod 4 deciding the three skipped tests).

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #0

; Function Attrs: convergent
declare i32 @subgroupAdd(i32) #1

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t = add i32 %tid, %n
  %lim = mul nsw i32 %t, 4
  br label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i32 [ 0, %entry ], [ %i.next.3, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next.3, %loop ]
  %s = call i32 @subgroupAdd(i32 %i)
  %acc.next = add i32 %acc, %s
  %i.next = add nuw nsw i32 %i, 1
  %s.1 = call i32 @subgroupAdd(i32 %i.next)
  %acc.next.1 = add i32 %acc.next, %s.1
  %i.next.1 = add nuw nsw i32 %i, 2
  %s.2 = call i32 @subgroupAdd(i32 %i.next.1)
  %acc.next.2 = add i32 %acc.next.1, %s.2
  %i.next.2 = add nuw nsw i32 %i, 3
  %s.3 = call i32 @subgroupAdd(i32 %i.next.2)
  %acc.next.3 = add i32 %acc.next.2, %s.3
  %i.next.3 = add nsw i32 %i, 4
  %c.3 = icmp eq i32 %i.next.3, %lim
  br i1 %c.3, label %exit, label %loop

exit:                                             ; preds = %loop
  %acc.next.lcssa = phi i32 [ %acc.next.3, %loop ]
  ret i32 %acc.next.lcssa
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent }
