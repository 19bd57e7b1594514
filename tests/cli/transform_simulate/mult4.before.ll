; BEFORE of the unrolling without tests between the copies: a bottom-tested
; loop; each thread calls subgroupAdd(i) for i = 0, 1, ..., lim - 1 where
; lim = 4 * (tid + n), a trip count the inputs leave open but known to be a
; multiple of 4 (LoopUnroll's trip multiple, as in LLVM's
; Transforms/LoopUnroll/convergent.ll, runtime_unroll).
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t = add i32 %tid, %n
  %lim = mul nsw i32 %t, 4
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %s = call i32 @subgroupAdd(i32 %i)
  %acc.next = add i32 %acc, %s
  %i.next = add nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %lim
  br i1 %c, label %exit, label %loop
exit:
  ret i32 %acc.next
}
