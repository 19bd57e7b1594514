; BEFORE: unswitch.before.ll with %cond = (tid & 1) == 0, computed in the
; entry: loop-invariant but divergent (it reads the thread id).
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define amdgpu_kernel void @f(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lim = add i32 %tid, %n
  %odd = and i32 %tid, 1
  %cond = icmp eq i32 %odd, 0
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  %s = call i32 @subgroupAdd(i32 %i)
  br i1 %cond, label %twice, label %latch
twice:
  %d = shl i32 %s, 1
  br label %latch
latch:
  %v = phi i32 [ %d, %twice ], [ %s, %loop ]
  %acc.next = add i32 %acc, %v
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %lim
  br i1 %c, label %loop, label %exit
exit:
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %acc.next, ptr addrspace(1) %p
  ret void
}
