; AFTER whose counter phi differs only on the back edge (i + 2 for i + 1;
; the condition still reads i + 1).  By hand, with tid + n = 3: BEFORE runs
; i = 0, 1, 2 (3 < 3 fails after i = 2): three calls subgroupAdd(tid + i);
; AFTER runs i = 0 (1 < 3: back edge with i + 2), i = 2 (3 < 3 fails): two
; calls.  Not single-thread equivalent (a finite counterexample).  The rule
; must not apply: the phi pair (%i, %i) gets different incoming values on
; the back edge, leaves the invariant, and then the calls' operands differ.
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next2, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %z = add i32 %i, 0
  %v = add i32 %z, %tid
  %s = call i32 @subgroupAdd(i32 %v)
  %acc.next = add i32 %s, %acc
  %i.next = add i32 %i, 1
  %i.next2 = add i32 %i, 2
  %lim = add i32 %n, %tid
  %c = icmp sgt i32 %lim, %i.next
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %acc.next
}
