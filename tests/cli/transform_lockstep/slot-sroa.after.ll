; opt-22 -S -passes=sroa slot.before.ll (LLVM 22's output, functions only).
; By hand: the three slots' addresses are only cast and used by loads and
; stores of i32, so they are private; %n.addr holds %n from entry on (every
; load of it reads %n: no other store), %i and %acc are 0 on the edge from
; entry and %inc = i + 1 resp. %add = acc + s on the edge from for.inc, which
; is what %i.0 and %acc.0 receive; the condition i < n and the event
; subgroupAdd(tid + i) are the same functions of them: preserved for every
; trip count, by the lockstep rule with 2 slot contents as phi pairs.

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
  %inc = add nsw i32 %i.0, 1
  br label %for.cond

for.end:                                          ; preds = %for.cond
  ret i32 %acc.0
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent }
