; BEFORE of the exit-test rewrite cases (tests/cli/transform_lftr.sh): a
; rotated loop as LoopRotate leaves it, guarded in the entry: each thread
; calls subgroupAdd(i) for i = 0 .. lim - 1, lim = tid + n, and the latch
; tests `i + 1 < lim` (signed).  The trip count is open (tid and %n), so no
; bound ends every path.  The value after the loop is i + 1 of the last
; iteration (an LCSSA phi).
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lim = add i32 %tid, %n
  %guard = icmp sgt i32 %lim, 0
  br i1 %guard, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %s = call i32 @subgroupAdd(i32 %i)
  %acc.next = add i32 %acc, %s
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %lim
  br i1 %c, label %loop, label %done
done:
  %last = phi i32 [ %i.next, %loop ]
  %sum = phi i32 [ %acc.next, %loop ]
  %r = add i32 %last, %sum
  br label %exit
exit:
  %res = phi i32 [ 0, %entry ], [ %r, %done ]
  ret i32 %res
}
