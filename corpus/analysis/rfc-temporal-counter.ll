; Temporal divergence in its smallest form (the RFC's "temporal divergence":
; "a phi node could be reached by different threads ... from two distinct
; loop iterations at once"): the loop's exit test compares the iteration
; counter with the thread id, so thread t leaves on iteration t.  %i is
; uniform inside the loop; its uses after the loop are not.
define amdgpu_kernel void @temporal_counter(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %leave = icmp eq i32 %i, %tid
  br i1 %leave, label %exit, label %loop

exit:
  %i.lcssa = phi i32 [ %i, %loop ]
  %after = add i32 %i, 100
  store i32 %after, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
