; opt-22 -S -passes=mem2reg slot-stale.before.ll (LLVM 22's output).  By
; hand: %x's content is 0 where loop begins from entry (%x.0's 0), %v where
; latch begins from arm and the content at loop's start from loop (%x.1's
; incoming values), and what latch ends with on the back edge (%x.1): each
; pseudo-phi of BEFORE gets the same incoming values as its partner phi, the
; load in exit reads latch's content, %x.1, the operand subgroupAdd gets:
; preserved for every trip count.

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #0

; Function Attrs: convergent
declare i32 @subgroupAdd(i32) #1

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:                                             ; preds = %latch, %entry
  %x.0 = phi i32 [ 0, %entry ], [ %x.1, %latch ]
  %v = phi i32 [ 0, %entry ], [ %v.next, %latch ]
  %c = icmp slt i32 %v, %tid
  br i1 %c, label %arm, label %latch

arm:                                              ; preds = %loop
  br label %latch

latch:                                            ; preds = %arm, %loop
  %x.1 = phi i32 [ %v, %arm ], [ %x.0, %loop ]
  %v.next = add i32 %v, 1
  %d = icmp slt i32 %v.next, %n
  br i1 %d, label %loop, label %exit

exit:                                             ; preds = %latch
  %s = call i32 @subgroupAdd(i32 %x.1)
  ret i32 %s
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent }
