; LLVM issue 206435 (open): "[AMDGPU][UniformityAnalysis] Single-input
; (LCSSA) phi forwarding a lane mask out of a divergent-exit cycle is marked
; temporally divergent".  After the AMDGPU structurizer, a loop accumulates
; the lanes that are done in a lane mask with llvm.amdgcn.if.break (always
; uniform for LLVM) and a single-input phi after the loop forwards the
; final mask to llvm.amdgcn.end.cf.  LLVM marks that phi DIVERGENT
; (temporal divergence: a value from a cycle with a divergent exit), the
; mask inside the loop uniform; GlobalISel's new register-bank selection
; then puts the phi in a VGPR and end.cf cannot be legalised.  The report
; asks for the phi to be uniform.
;
; Two functions, written for convcheck (the report's program is the first
; one's shape, not its text):
;
; lane_mask_structurized -- the structurized form: llvm.amdgcn.if splits
;   the lanes in H, F merges them, if.break adds the lanes that are done,
;   llvm.amdgcn.loop decides whether to go round again, X forwards the mask
;   to end.cf through %mask.lcssa.
; lane_mask_plain -- the same accumulation in a loop whose exit is an
;   ordinary branch on a thread-id test.
;
; LLVM 22 (llvm-206435.opt.txt): in both functions %mask uniform,
; %mask.lcssa DIVERGENT and listed under TEMPORAL DIVERGENCE; in the
; structurized one also %all.done (llvm.amdgcn.loop is a divergence source
; for LLVM) and the branch of F DIVERGENT, %if.saved (the saved exec mask)
; uniform.
;
; The reference (convcheck uniformity): an always-uniform intrinsic with
; operands is a function of its converged class (docs/design.md §5,
; model/values.c), so %mask is uniform in the loop in both functions.
; - lane_mask_plain: %mask.lcssa DIVERGENT, as LLVM 22 says; witness:
;   a thread with %tid = 0 leaves in the first iteration, one with
;   %tid = 1 in the second; the X instances are converged (X is in no
;   cycle) and forward the mask of different iterations.  Temporal
;   divergence is real here, and LLVM 22 is right.
; - lane_mask_structurized: %mask.lcssa uniform, because the reference has
;   no model for llvm.amdgcn.if / llvm.amdgcn.loop: they are plain
;   deterministic functions of their operands (docs/design.md §1).
;   llvm.amdgcn.loop then computes the same i1 for all threads of an
;   iteration (its operand, the mask, is uniform), so the loop exit is
;   uniform, every thread leaves in the same iteration and the forwarded
;   mask is uniform.  This is the report's reading -- the wave leaves the
;   structurized loop together, once the mask holds every lane -- and it
;   is the opposite of LLVM 22's reading, where the i1 of llvm.amdgcn.loop
;   is per lane.  Which one is right depends on the semantics of
;   llvm.amdgcn.loop, which the LangRef and the AMDGPU docs do not give at
;   the level of threads; the reference cannot settle it.  The same gap
;   makes %if.saved (the mask half of llvm.amdgcn.if) divergent in the
;   reference and uniform in LLVM: a modelling limit of the reference, not
;   an LLVM bug.  See llvm-206435.*.case.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_cs void @lane_mask_structurized() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %H

H:
  %acc = phi i32 [ 0, %entry ], [ %mask, %F ]
  %i = phi i32 [ 0, %entry ], [ %i.next, %F ]
  %stay = icmp ne i32 %tid, %i
  %if = call { i1, i32 } @llvm.amdgcn.if.i32(i1 %stay)
  %if.then = extractvalue { i1, i32 } %if, 0
  %if.saved = extractvalue { i1, i32 } %if, 1
  br i1 %if.then, label %T, label %F

T:
  %i.inc = add i32 %i, 1
  br label %F

F:
  %i.next = phi i32 [ %i.inc, %T ], [ %i, %H ]
  %brk = phi i1 [ false, %T ], [ true, %H ]
  call void @llvm.amdgcn.end.cf.i32(i32 %if.saved)
  %mask = call i32 @llvm.amdgcn.if.break.i32(i1 %brk, i32 %acc)
  %all.done = call i1 @llvm.amdgcn.loop.i32(i32 %mask)
  br i1 %all.done, label %X, label %H

X:
  %mask.lcssa = phi i32 [ %mask, %F ]
  call void @llvm.amdgcn.end.cf.i32(i32 %mask.lcssa)
  ret void
}

define amdgpu_cs void @lane_mask_plain(ptr addrspace(1) inreg %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %H

H:
  %acc = phi i32 [ 0, %entry ], [ %mask, %H ]
  %i = phi i32 [ 0, %entry ], [ %i.next, %H ]
  %leave = icmp eq i32 %tid, %i
  %mask = call i32 @llvm.amdgcn.if.break.i32(i1 %leave, i32 %acc)
  %i.next = add i32 %i, 1
  br i1 %leave, label %X, label %H

X:
  %mask.lcssa = phi i32 [ %mask, %H ]
  store i32 %mask.lcssa, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare { i1, i32 } @llvm.amdgcn.if.i32(i1)
declare i32 @llvm.amdgcn.if.break.i32(i1, i32)
declare i1 @llvm.amdgcn.loop.i32(i32)
declare void @llvm.amdgcn.end.cf.i32(i32)
