; A slot stored in a conditional arm of a loop and read after it: the load
; reads the counter of the last iteration whose arm ran (v < tid), not the
; counter's latest value (docs/unbounded.md "Private stack slots": the
; content where for.latch begins is a pseudo-phi of %v and the content
; where loop begins).
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %x = alloca i32, align 4
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  store i32 0, ptr %x, align 4
  br label %loop

loop:
  %v = phi i32 [ 0, %entry ], [ %v.next, %latch ]
  %c = icmp slt i32 %v, %tid
  br i1 %c, label %arm, label %latch

arm:
  store i32 %v, ptr %x, align 4
  br label %latch

latch:
  %v.next = add i32 %v, 1
  %d = icmp slt i32 %v.next, %n
  br i1 %d, label %loop, label %exit

exit:
  %l = load i32, ptr %x, align 4
  %s = call i32 @subgroupAdd(i32 %l)
  ret i32 %s
}
