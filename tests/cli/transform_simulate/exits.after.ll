; AFTER: `opt-22 -passes=loop-simplify exits.before.ll`: a preheader
; (loop.preheader) and a dedicated exit (exit.loopexit), both only `br`.
; Hand derivation: every path of AFTER is BEFORE's with those two blocks
; inserted; they hold no event and no phi, so each thread runs the same
; calls with the same operands, and the loop's header %loop is executed
; as often in both programs at every call (BEFORE count = AFTER count).
; Expected: preserved for every L and k (the simulation rule; the
; lockstep rule does not apply: the CFGs differ).
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %skip = icmp eq i32 %n, 0
  br i1 %skip, label %exit, label %loop.preheader

loop.preheader:                                   ; preds = %entry
  br label %loop

loop:                                             ; preds = %loop.preheader, %loop
  %i = phi i32 [ %i.next, %loop ], [ 0, %loop.preheader ]
  %v = add i32 %tid, %i
  %s = call i32 @subgroupAdd(i32 %v)
  %i.next = add i32 %i, 1
  %lim = add i32 %tid, %n
  %c = icmp slt i32 %i.next, %lim
  br i1 %c, label %loop, label %exit.loopexit

exit.loopexit:                                    ; preds = %loop
  br label %exit

exit:                                             ; preds = %exit.loopexit, %entry
  %r = phi i32 [ 0, %entry ], [ %s, %exit.loopexit ]
  ret i32 %r
}
