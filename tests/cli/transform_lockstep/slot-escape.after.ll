; A wrong promotion of slot-escape.before.ll: %i kept only for @use, the loop
; counting in a phi as if @use could not write %i.  By hand: in BEFORE %i is
; no private slot (its address reaches @use), so its loads and stores are
; events that AFTER lacks: the rule does not apply (block entry: the
; events differ).  %n.addr is private in BEFORE and promoted here: that part
; is right.
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent
declare void @use(ptr)

define i32 @f(i32 %n) {
entry:
  %i = alloca i32, align 4, addrspace(5)
  %i.ascast = addrspacecast ptr addrspace(5) %i to ptr
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %for.cond

for.cond:
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i.0, %n
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %v = add i32 %tid, %i.0
  %s = call i32 @subgroupAdd(i32 %v)
  call void @use(ptr %i.ascast)
  br label %for.inc

for.inc:
  %inc = add nsw i32 %i.0, 1
  br label %for.cond

for.end:
  ret i32 0
}
