; slot.before.ll with the back edge's store of %i changed to i + 2 (both
; programs keep their slots).  By hand: the contents of %i where for.cond
; begins are 0 on the edge from entry in both, i + 1 and i + 2 on the edge
; from for.inc: they differ (i + 1 = i + 2 never holds), so that pair leaves
; the invariant, and subgroupAdd's operand tid + i is no longer provably
; equal: the rule does not apply.  (A thread with n = 2 gives
; subgroupAdd(tid + 1) in BEFORE's second iteration and subgroupAdd(tid + 2)
; in AFTER's: not single-thread equivalent.)
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %n.addr = alloca i32, align 4, addrspace(5)
  %i = alloca i32, align 4, addrspace(5)
  %acc = alloca i32, align 4, addrspace(5)
  %n.addr.ascast = addrspacecast ptr addrspace(5) %n.addr to ptr
  %i.ascast = addrspacecast ptr addrspace(5) %i to ptr
  %acc.ascast = addrspacecast ptr addrspace(5) %acc to ptr
  store i32 %n, ptr %n.addr.ascast, align 4
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  store i32 0, ptr %acc.ascast, align 4
  store i32 0, ptr %i.ascast, align 4
  br label %for.cond

for.cond:
  %0 = load i32, ptr %i.ascast, align 4
  %1 = load i32, ptr %n.addr.ascast, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %2 = load i32, ptr %i.ascast, align 4
  %v = add i32 %tid, %2
  %s = call i32 @subgroupAdd(i32 %v)
  %3 = load i32, ptr %acc.ascast, align 4
  %add = add i32 %3, %s
  store i32 %add, ptr %acc.ascast, align 4
  br label %for.inc

for.inc:
  %4 = load i32, ptr %i.ascast, align 4
  %inc = add nsw i32 %4, 2
  store i32 %inc, ptr %i.ascast, align 4
  br label %for.cond

for.end:
  %5 = load i32, ptr %acc.ascast, align 4
  ret i32 %5
}
