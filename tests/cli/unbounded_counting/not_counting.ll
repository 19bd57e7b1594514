; Phis the counting rule must NOT prove (docs/unbounded.md, "Counting
; phis").  Hand derivations, per function; "a" and "b" are two threads, a
; trace lists the blocks each executes.
;
; two_steps: the back edges carry different values (%inc1 from B, %inc2
; from C), rule (i) fails.  a = entry H B H (%div false), b = entry H B C
; H (%div true, %uni false): the second instances of H have H-counter 2
; in both, converged; a reads %inc1 = 0+1 = 1, b reads %inc2 = 0+2 = 2:
; %p DIVERGENT, witness within L=5.
;
; divergent_step: the step is the thread id, rule (ii) fails.  a and b
; both entry H H: the second instances of H are converged and %p = %tid
; differs: DIVERGENT.
;
; prev_of_other: %p's back-edge value is %q, another phi of H (the
; previous iteration of a counter): rule (ii) fails (w must be computed in
; H by no phi).  %p is in fact uniform (%p = max(j-2, 0) at the j-th H):
; no witness exists, so it stays UNKNOWN; %q and %q.next are counting
; (uniform, proven).  (%div is the same term at every visit of H, so a
; thread either stays in H forever or leaves after one iteration.)
;
; read_after_exit: %p and %inc count (uniform, proven), but %out in X
; reads %inc after the exit from H, which depends on the iteration and
; the thread (%c = %inc <u %tid): a = entry H X (%c false at %inc = 1,
; leaves with %inc = 1), b = entry H H X (%c true at %inc = 1, false at
; %inc = 2).  X is in no cycle, so its instances converge: %out DIVERGENT
; (temporal divergence), witness within L=4.
; init_from_sibling: %p's entry value %s.inc is itself proven uniform (a
; counting value of the sibling cycle S), but not stable: S is a cycle,
; not one enclosing H.  a = entry S H (%cs false at %s.inc = 1: leaves S
; with %s.inc = 1), b = entry S S H (%s.inc = 2).  Their first instances
; of H have H-count 0 before them (H is top-level): converged, and %p =
; %s.inc is 1 in a, 2 in b: DIVERGENT, witness within L=4.  %s and
; %s.inc are counting (uniform, proven).
;
; step_after_divergent_if: the step %i.next = %i + %d is computed in the
; latch L, but %d is a phi of L (1 through T, 2 straight from B after a
; divergent branch): rule (ii) fails (no phi but %i in the cone).  With
; %n >= 1, a = entry H B T L H (%div true: %i = 0+1 = 1 at its second H),
; b = entry H B L H (%div false: %i = 0+2 = 2).  Their second instances of
; H have H-count 1 before them: converged, and %i differs: DIVERGENT,
; witness within L=6.
;
; exit_not_first_iteration (the first-iteration exit rule's dominance
; condition): the exit from B is on %leave = %tid < 2, the same term at
; every visit, but H skips B when %skip = (%i == %tid), a term that
; changes with the iteration: B does not dominate the latch L.  With tid
; 0 and 1 and %leave true in both: a = entry H L H B X (%i = 0 = tid:
; skip; then %i = 1: B, leave), b = entry H B X (%i = 0 != 1: B, leave).
; X is in no cycle: converged, %out = %i is 1 in a, 0 in b: DIVERGENT, a
; witness within L=6; %i itself counts (uniform, proven).
;
; exit_on_iteration (a branch on a divergent value that changes with the
; iteration: the rule must not apply): H's exit %c = (%inc == %tid)
; reads the counter, so it is a different term at each iteration; thread
; tid 1 leaves with %inc = 1, thread tid 2 with %inc = 2: %lcssa and %out
; DIVERGENT, witnesses within L=4.
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @exit_not_first_iteration() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %leave = icmp slt i32 %tid, 2
  br label %H
H:
  %i = phi i32 [ 0, %entry ], [ %i.next, %L ]
  %i.next = add i32 %i, 1
  %skip = icmp eq i32 %i, %tid
  br i1 %skip, label %L, label %B
B:
  br i1 %leave, label %X, label %L
L:
  br label %H
X:
  %out = add i32 %i, 0
  ret void
}

define amdgpu_kernel void @exit_on_iteration() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %H
H:
  %p = phi i32 [ 0, %entry ], [ %inc, %H ]
  %inc = add i32 %p, 1
  %c = icmp eq i32 %inc, %tid
  br i1 %c, label %X, label %H
X:
  %lcssa = phi i32 [ %inc, %H ]
  %out = add i32 %inc, 5
  ret void
}

define amdgpu_kernel void @two_steps(i32 %a) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %div = icmp slt i32 %tid, 0
  %uni = icmp slt i32 %a, 0
  br label %H
H:
  %p = phi i32 [ 0, %entry ], [ %inc1, %B ], [ %inc2, %C ]
  %inc1 = add i32 %p, 1
  %inc2 = add i32 %p, 2
  br label %B
B:
  br i1 %div, label %C, label %H
C:
  br i1 %uni, label %X, label %H
X:
  ret void
}

define amdgpu_kernel void @divergent_step(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %H
H:
  %p = phi i32 [ 0, %entry ], [ %inc, %H ]
  %inc = add i32 %p, %tid
  %c = icmp slt i32 %inc, %n
  br i1 %c, label %H, label %X
X:
  ret void
}

define amdgpu_kernel void @prev_of_other(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %div = icmp slt i32 %tid, 5
  br label %H
H:
  %p = phi i32 [ 0, %entry ], [ %q, %H ]
  %q = phi i32 [ 0, %entry ], [ %q.next, %H ]
  %q.next = add i32 %q, 1
  br i1 %div, label %H, label %X
X:
  ret void
}

define amdgpu_kernel void @read_after_exit() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %H
H:
  %p = phi i32 [ 0, %entry ], [ %inc, %H ]
  %inc = add i32 %p, 1
  %c = icmp ult i32 %inc, %tid
  br i1 %c, label %H, label %X
X:
  %out = add i32 %inc, 0
  ret void
}

define amdgpu_kernel void @init_from_sibling(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %S
S:
  %s = phi i32 [ 0, %entry ], [ %s.inc, %S ]
  %s.inc = add i32 %s, 1
  %cs = icmp ult i32 %s.inc, %tid
  br i1 %cs, label %S, label %H
H:
  %p = phi i32 [ %s.inc, %S ], [ %p.inc, %H ]
  %p.inc = add i32 %p, 1
  %cp = icmp ult i32 %p.inc, %n
  br i1 %cp, label %H, label %X
X:
  ret void
}

define amdgpu_kernel void @step_after_divergent_if(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %div = icmp slt i32 %tid, 5
  br label %H
H:
  %i = phi i32 [ 0, %entry ], [ %i.next, %L ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %B, label %X
B:
  br i1 %div, label %T, label %L
T:
  br label %L
L:
  %d = phi i32 [ 1, %T ], [ 2, %B ]
  %i.next = add i32 %i, %d
  br label %H
X:
  ret void
}

; exit_not_every_iteration (issue 26, the exit rule's conditions): H's only
; exiting block E has a uniform branch on %c = %inc <u %n, but E is not on
; every iteration: B's divergent branch on %d = %inc <u %tid (new at every
; iteration) may send a thread to the latch L without testing the exit.  a
; (%tid = 0) = entry H B E X: %d = 1 <u 0 false, E with %c = 1 <u %n
; deciding "leave": %inc = 1.  b (%tid = 2) = entry H B L H B E X: %d =
; 1 <u 2 true (skips E), then 2 <u 2 false, E with %c = 2 <u %n, another
; term, deciding "leave": %inc = 2.  X is in no cycle: %out = %inc + 7 is 8
; in a, 9 in b: DIVERGENT (not proven by the exit rule), witness within
; L=8.
define amdgpu_kernel void @exit_not_every_iteration(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %H
H:
  %p = phi i32 [ 0, %entry ], [ %inc, %L ], [ %inc, %E ]
  %inc = add i32 %p, 1
  %d = icmp ult i32 %inc, %tid
  br label %B
B:
  br i1 %d, label %L, label %E
E:
  %c = icmp ult i32 %inc, %n
  br i1 %c, label %H, label %X
L:
  br label %H
X:
  %out = add i32 %inc, 7
  ret void
}
