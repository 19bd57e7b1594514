; BEFORE of the private-slot cases (tests/cli/transform_lockstep.sh), -O0
; style: %n and the counter %i live in stack slots; each thread adds
; subgroupAdd(tid + i) for i = 0, 1, ... while i < n: a trip count the
; argument leaves open, so no bound ends every path.
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
  %inc = add nsw i32 %4, 1
  store i32 %inc, ptr %i.ascast, align 4
  br label %for.cond

for.end:
  %5 = load i32, ptr %acc.ascast, align 4
  ret i32 %5
}
