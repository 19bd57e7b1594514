; The divergence-analysis RFC, "The Divergence Analysis",
; Example A, for one value of the outer thread_id loop (the RFC's outer
; loop enumerates threads; here each thread runs the body once):
;
;   V = 0;                              // V uniform
;   if (A[thread_id] > 0) V = 1;        // divergent branch
;                                       // divergent phi for V (control induced)
;   int j = 0;                          // uniform
;   for (; j < m; ++j) {                // uniform loop exit
;     if (B[j] > 50) C[j][thread_id] = 42;   // uniform branch
;     if (D[j] < V) break;              // divergent loop exit
;   }
;   x = j;                              // divergent (temporal; due to divergent loop)
;
; The exit test D[j] < V depends on the iteration (through D[j]) and on the
; thread (through V), so threads really leave on different iterations.
define amdgpu_kernel void @temporal_divergence(ptr addrspace(1) %A, ptr addrspace(1) %B,
                                               ptr addrspace(1) %C, ptr addrspace(1) %D,
                                               i32 %m, ptr addrspace(1) %X) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a.addr = getelementptr inbounds i32, ptr addrspace(1) %A, i32 %tid
  %a.val = load i32, ptr addrspace(1) %a.addr
  %a.pos = icmp sgt i32 %a.val, 0
  br i1 %a.pos, label %set.v, label %join.v

set.v:
  br label %join.v

join.v:
  %V = phi i32 [ 1, %set.v ], [ 0, %entry ]
  br label %header

header:
  %j = phi i32 [ 0, %join.v ], [ %j.next, %latch ]
  %j.lt.m = icmp slt i32 %j, %m
  br i1 %j.lt.m, label %body, label %exit

body:
  %b.addr = getelementptr inbounds i32, ptr addrspace(1) %B, i32 %j
  %b.val = load i32, ptr addrspace(1) %b.addr
  %b.big = icmp sgt i32 %b.val, 50
  br i1 %b.big, label %store.c, label %check

store.c:
  %row = mul i32 %j, 1024
  %c.idx = add i32 %row, %tid
  %c.addr = getelementptr inbounds i32, ptr addrspace(1) %C, i32 %c.idx
  store i32 42, ptr addrspace(1) %c.addr
  br label %check

check:
  %d.addr = getelementptr inbounds i32, ptr addrspace(1) %D, i32 %j
  %d.val = load i32, ptr addrspace(1) %d.addr
  %brk = icmp slt i32 %d.val, %V
  br i1 %brk, label %exit, label %latch

latch:
  %j.next = add i32 %j, 1
  br label %header

exit:
  %x = phi i32 [ %j, %header ], [ %j, %check ]
  %x.addr = getelementptr inbounds i32, ptr addrspace(1) %X, i32 %tid
  store i32 %x, ptr addrspace(1) %x.addr
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
