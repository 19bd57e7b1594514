; slot.before.ll with %i's address handed to @use in the loop: @use may
; write through it, so %i is no private slot (docs/unbounded.md "Private
; stack slots": no call may see the address); its loads and stores stay
; events.
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent
declare void @use(ptr)

define i32 @f(i32 %n) {
entry:
  %n.addr = alloca i32, align 4, addrspace(5)
  %i = alloca i32, align 4, addrspace(5)
  %n.addr.ascast = addrspacecast ptr addrspace(5) %n.addr to ptr
  %i.ascast = addrspacecast ptr addrspace(5) %i to ptr
  store i32 %n, ptr %n.addr.ascast, align 4
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
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
  call void @use(ptr %i.ascast)
  br label %for.inc

for.inc:
  %4 = load i32, ptr %i.ascast, align 4
  %inc = add nsw i32 %4, 1
  store i32 %inc, ptr %i.ascast, align 4
  br label %for.cond

for.end:
  ret i32 0
}
