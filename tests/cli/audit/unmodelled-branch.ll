; Audit: a branch on an unmodelled value (a flat load: it may read the
; thread's private memory, docs/design.md §5 "Memory") and the values after
; it (docs/audit.md "Unmodelled", the rule for branches a witness does not
; rest on).  Derivations by hand, per function:
;
; @after_join: %q = %tid + 1 in join, which post-dominates entry; the path
;   through then or not changes no value %q reads (then defines nothing,
;   join has no phi), no cycle, no memory.  Two threads with different
;   thread ids compute different %q whatever the load returns: DIVERGENT
;   outright, as LLVM says (agree; before the rule: unmodelled).
; @one_side: %q is computed in then, reached only by the threads whose load
;   is 0; if the load is never 0 no thread computes it (then does not
;   post-dominate entry): unmodelled, as before.
; @phi_by_branch: %x is %tid through then and 0 straight from entry; if the
;   load is never 0 every thread has %x = 0, uniform: %x rests on the
;   branch (a phi of join chooses by it): unmodelled, as before.
; @stored_in_then: then stores %tid into the stack slot %s that join reads;
;   had no thread gone through then, %r would be 0 in all: unmodelled.
; @in_loop: the branch on the load is inside the loop head -> then -> join
;   -> head; join post-dominates head, then is in the same loop and no
;   header; every iteration both threads reach join in the same iteration
;   (%i counts the iterations: equal in the same one), so %q = %tid + %i
;   differs between two threads whatever the loads return: DIVERGENT.
; @loop_exit: the load decides whether the loop repeats; exit is reached
;   after a number of iterations the load chooses: the rule does not
;   apply (the blocks between are a cycle), %q stays unmodelled.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @after_join(ptr %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v = load i32, ptr %in
  %c = icmp eq i32 %v, 0
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %q = add i32 %tid, 1
  store i32 %q, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @one_side(ptr %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v = load i32, ptr %in
  %c = icmp eq i32 %v, 0
  br i1 %c, label %then, label %join
then:
  %q = add i32 %tid, 1
  store i32 %q, ptr addrspace(1) %out
  br label %join
join:
  ret void
}

define amdgpu_kernel void @phi_by_branch(ptr %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v = load i32, ptr %in
  %c = icmp eq i32 %v, 0
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %x = phi i32 [ %tid, %then ], [ 0, %entry ]
  store i32 %x, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @stored_in_then(ptr %in, ptr addrspace(1) %out) {
entry:
  %s = alloca i32, addrspace(5)
  store i32 0, ptr addrspace(5) %s
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v = load i32, ptr %in
  %c = icmp eq i32 %v, 0
  br i1 %c, label %then, label %join
then:
  store i32 %tid, ptr addrspace(5) %s
  br label %join
join:
  %r = load i32, ptr addrspace(5) %s
  store i32 %r, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @in_loop(ptr %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %join ]
  %v = load i32, ptr %in
  %c = icmp eq i32 %v, 0
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %q = add i32 %tid, %i
  store i32 %q, ptr addrspace(1) %out
  %i1 = add i32 %i, 1
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %head, label %exit
exit:
  ret void
}

define amdgpu_kernel void @loop_exit(ptr %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %v = load i32, ptr %in
  %c = icmp eq i32 %v, 0
  br i1 %c, label %loop, label %exit
exit:
  %q = add i32 %tid, 1
  store i32 %q, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
