; slot-sroa.after.ll (opt-22's SROA of slot.before.ll) with i + 2 on the back
; edge.  By hand: %i.0 receives i + 2 from for.inc where BEFORE's slot %i
; receives i + 1: the pair leaves the invariant, subgroupAdd's operand may
; differ, the rule does not apply (a thread with n = 2 tells them apart).

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #0

; Function Attrs: convergent
declare i32 @subgroupAdd(i32) #1

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %acc.0 = phi i32 [ 0, %entry ], [ %add, %for.inc ]
  %cmp = icmp slt i32 %i.0, %n
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %v = add i32 %tid, %i.0
  %s = call i32 @subgroupAdd(i32 %v)
  %add = add i32 %acc.0, %s
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %inc = add nsw i32 %i.0, 2
  br label %for.cond

for.end:                                          ; preds = %for.cond
  ret i32 %acc.0
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent }
