; AFTER, an InstCombine-style rewrite of values only (hand derivation):
;  %z = add %i, 0 is %i; %v = %z + %tid = %tid + %i (addition commutes);
;  %acc.next = %s + %acc = %acc + %s; %lim = %n + %tid = %tid + %n;
;  icmp sgt %lim, %i.next is icmp slt %i.next, %lim (the operands swapped).
; Same blocks, edges and calls; with the phi pairs (%i, %i) and (%acc, %acc)
; equal, every condition, call operand and incoming value is equal: the
; lockstep rule applies, preserved for every trip count and every k.
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %z = add i32 %i, 0
  %v = add i32 %z, %tid
  %s = call i32 @subgroupAdd(i32 %v)
  %acc.next = add i32 %s, %acc
  %i.next = add i32 %i, 1
  %lim = add i32 %n, %tid
  %c = icmp sgt i32 %lim, %i.next
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %acc.next
}
