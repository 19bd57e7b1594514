; Counting phis (docs/unbounded.md, "Counting phis"): values proven uniform
; for every trace length because they are a function of their header's
; counter.  Hand derivations, per function:
;
; two_backedges (the shape of LLVM's natural_loop_two_backedges,
; irreducible-2.ll): H is the only entry of the cycle {H, B, C}; both back
; edges carry %inc, the entry edge the constant 0; %inc = %p + 1 is in H.
; At the j-th execution of H a thread has %p = j-1 and %inc = j.  Two
; converged instances of H have equal H-counters (the signature theorem),
; so equal %p and %inc: both uniform, proven.  %tid and %div differ
; between threads (DIVERGENT, a witness at L=1).
;
; nested: an outer cycle headed H1 (counting phi %i, step 1) and an inner
; one headed H2 (counting phi %j, initialised with %i on the entry edge
; from H1, step %a, a uniform argument).  At the (n1, n2)-th instance of
; H2 (n1 executions of H1, n2 of H2 since then): %i = n1-1 and %j = %i +
; (n2-1)*%a.  Converged instances of H2 have equal (n1, n2): %j, %j.next,
; %c and the branch of H2 on %c uniform; %i, %i.next uniform likewise.
;
; step_in_latch: a for loop before rotation (the shape of LLVM's
; divergent-cycle-exit-phi.ll): H is the only entry of the cycle
; {H, B, T, L}; the step %i.next = %i + 1 is computed in the latch L,
; after a divergent if (B -> T or L).  H dominates L, so the %i.next that
; reaches H from L was computed after the thread's last H, from that H's
; %i: at the j-th H, %i = j-1 on both paths.  Converged instances of H,
; B, T or L have equal H-counters, so equal %i: %i, %c, %k = 3*%i (in B),
; %m = %k + %n (in T, reading B's %k of the same iteration) and %i.next
; uniform, and H's branch on %c uniform.  %div and B's branch divergent.
;
; first_iteration_exit (the first-iteration exit rule; the shape of LLVM's
; temporal_diverge_inloop): H, a cycle inside the outer cycle {G, H, X},
; is left only by H's branch on %leave = %tid < 0, a term computed from
; %tid alone: the same term at every execution of H by one thread, so
; decided the same way every time (docs/design.md §5).  A thread that
; takes the exit at an execution of H took it at the first one of its
; stay, so it leaves H in the first iteration of every stay, with %p = 0
; and %inc = 1.  %lcssa (= %inc on the edge H -> X), %out = %inc + 5 in X
; and %after = %inc + 5 in Y (after the outer loop, reading %inc's last
; instance, of the last stay) are 1, 6, 6 in every thread that gets
; there: uniform, proven.  %leave and H's branch are divergent (one thread
; leaves, another stays: a witness at L=3).
;
; copy_in_cone (the shape of LLVM's no_divergent_exit2): %m = phi [%new,
; B], [%new, D] in M is a copy of %new (both edges carry %new's latest
; instance), so %p = phi [%b, entry], [%m, M] steps by %new = %p + 1 once
; per iteration whichever way the divergent branch of B went: at the j-th
; H %p = %b + j - 1, %new = %b + j; %m = %new.  All three uniform,
; proven, and %d = %p + 1 in D and %c likewise; %tid, %div and B's branch
; divergent.
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @first_iteration_exit(i32 %a) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %uni = icmp slt i32 %a, 0
  br label %G
G:
  br label %H
H:
  %p = phi i32 [ 0, %G ], [ %inc, %H ]
  %inc = add i32 %p, 1
  %leave = icmp slt i32 %tid, 0
  br i1 %leave, label %X, label %H
X:
  %lcssa = phi i32 [ %inc, %H ]
  %out = add i32 %inc, 5
  br i1 %uni, label %G, label %Y
Y:
  %after = add i32 %inc, 5
  ret void
}

define amdgpu_kernel void @copy_in_cone(i32 %b, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %div = icmp slt i32 %tid, 0
  br label %H
H:
  %p = phi i32 [ %b, %entry ], [ %m, %M ]
  %c = icmp slt i32 %p, %n
  br i1 %c, label %B, label %exit
B:
  %new = add i32 %p, 1
  br i1 %div, label %D, label %M
D:
  %d = add i32 %p, 1
  br label %M
M:
  %m = phi i32 [ %new, %B ], [ %new, %D ]
  br label %H
exit:
  ret void
}

define amdgpu_kernel void @two_backedges(i32 %a) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %div = icmp slt i32 %tid, 0
  %uni = icmp slt i32 %a, 0
  br label %H
H:
  %p = phi i32 [ 0, %entry ], [ %inc, %B ], [ %inc, %C ]
  %inc = add i32 %p, 1
  br label %B
B:
  br i1 %div, label %C, label %H
C:
  br i1 %uni, label %X, label %H
X:
  ret void
}

define amdgpu_kernel void @nested(i32 %a, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %div = icmp slt i32 %tid, 5
  br label %H1
H1:
  %i = phi i32 [ 0, %entry ], [ %i.next, %L1 ]
  %i.next = add i32 %i, 1
  br label %H2
H2:
  %j = phi i32 [ %i, %H1 ], [ %j.next, %H2 ]
  %j.next = add i32 %j, %a
  %c = icmp slt i32 %j.next, %n
  br i1 %c, label %H2, label %L1
L1:
  br i1 %div, label %H1, label %X
X:
  ret void
}

define amdgpu_kernel void @step_in_latch(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %div = icmp slt i32 %tid, 5
  br label %H
H:
  %i = phi i32 [ 0, %entry ], [ %i.next, %L ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %B, label %X
B:
  %k = mul i32 %i, 3
  br i1 %div, label %T, label %L
T:
  %m = add i32 %k, %n
  br label %L
L:
  %i.next = add i32 %i, 1
  br label %H
X:
  ret void
}

; read_after_uniform_exit (issue 26, the exit rule): H is a top-level cycle
; entered only at H and its only exiting block; its branch on %c = %inc <u
; %n (%n a kernel argument: uniform; %inc counts) is proven uniform.  A
; thread leaves H at the first iteration j with j >= %n (%inc = j there);
; at each iteration both threads' instances of H converge (equal
; H-counters) and branch alike, so both leave at the same iteration with
; the same %inc: the LCSSA phi %lcssa = phi [%inc, %H] in X is uniform, and
; so is %out = %lcssa + 7 (X is in no cycle: one instance per thread, from
; %lcssa's and a constant).
define amdgpu_kernel void @read_after_uniform_exit(i32 %n) {
entry:
  br label %H
H:
  %p = phi i32 [ 0, %entry ], [ %inc, %H ]
  %inc = add i32 %p, 1
  %c = icmp ult i32 %inc, %n
  br i1 %c, label %H, label %X
X:
  %lcssa = phi i32 [ %inc, %H ]
  %out = add i32 %lcssa, 7
  ret void
}
