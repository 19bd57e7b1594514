; AFTER: `opt-22 -passes=simplifycfg merge.before.ll`: %tail merged into
; %loop.  Hand derivation: AFTER's %loop runs BEFORE's %loop then %tail
; (the `br label` between them is taken unconditionally), the same two
; calls with the same operands; BEFORE's header %loop is executed as
; often as AFTER's at both calls (BEFORE count = AFTER count).
; Expected: preserved for every L and k (the simulation rule).
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lim = add i32 %tid, %n
  br label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = call i32 @subgroupAdd(i32 %i)
  %t = call i32 @subgroupAdd(i32 %s)
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %lim
  br i1 %c, label %loop, label %exit

exit:                                             ; preds = %loop
  ret i32 %t
}
