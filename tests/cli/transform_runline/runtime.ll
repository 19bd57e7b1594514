; RUN: opt < %s -passes=loop-unroll -unroll-runtime -S | FileCheck %s
; tests/cli/transform_runline.sh: `transform --pass loop-unroll` reads this
; RUN line's further opt options (docs/transforms.md, the RUN line).
;
; Hand derivation.  The loop runs @g n times (n > 0) with a trip count
; opt-22 computes only at run time: loop-unroll alone leaves it (no
; constant trip count; the loop is in the simplified form opt wants:
; `unchanged`); with -unroll-runtime it unrolls it
; with a remainder loop (changed: the check runs and gives a verdict, and a
; note says the RUN line's option was passed).  With --opt-arg the user's
; arguments replace the RUN line's, and the note says they were not passed.
define void @f(i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %exit, label %preheader

preheader:
  br label %loop

loop:
  %i = phi i32 [ %i1, %loop ], [ 0, %preheader ]
  call void @g()
  %i1 = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %done

done:
  br label %exit

exit:
  ret void
}

declare void @g()
