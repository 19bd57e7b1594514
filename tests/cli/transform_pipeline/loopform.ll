; tests/cli/transform_pipeline.sh: a step that changes only the loop form.
; LoopUnrollPass::run puts every loop in loop-simplify and LCSSA form
; before it decides to unroll (LoopUnrollPass.cpp), and opt's
; -print-changed then names LoopUnrollPass.
;
; @f by hand: the loop {loop} is entered from entry, whose other successor
; is exit, so entry is no preheader (a preheader's one successor is the
; header: LoopSimplify.cpp) -> a preheader is added; exit is reached from
; entry and from the loop, so it is no dedicated exit -> an exit block is
; added between loop and exit; %i1, defined in the loop, is used outside
; it (exit's phi) -> an LCSSA phi in the new exit block.  The trip count
; is the thread id: loop-unroll<O2> unrolls nothing (no runtime unrolling
; for the default target).  So: a preheader, an exit block and an LCSSA
; phi added, nothing else.
;
; @g by hand: the loop runs 4 times (i = 0..3), a constant trip count:
; loop-unroll unrolls it fully (the loop is gone), not the loop form only.
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c0 = icmp slt i32 %tid, %n
  br i1 %c0, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %tid
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = call i32 @subgroupAdd(i32 %r)
  ret i32 %s
}

define i32 @g(i32 %x) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %acc1 = add i32 %acc, %x
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 4
  br i1 %c, label %loop, label %exit
exit:
  %s = call i32 @subgroupAdd(i32 %acc1)
  ret i32 %s
}
