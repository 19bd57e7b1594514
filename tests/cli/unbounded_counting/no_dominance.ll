; Not valid SSA, on purpose: %w (in A) does not dominate its use on the
; back edge L -> H (opt's verifier: "Instruction does not dominate all
; uses").  convcheck's front end does not check dominance, so the
; counting-phi rule checks it itself (unbounded/counting.c,
; dominates_use): its proof reads "the last instance of %w" as the one
; computed in the current iteration, which holds only when %w's block
; dominates the latch.  Here a thread with %div false goes entry H B L H:
; at its second H no instance of %w exists, so %p is not F(counter) and
; the rule must not prove %p (tests/cli/unbounded_counting.sh asserts only
; that: what the engines make of an undefined operand is not the rule's
; business).
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @no_dominance(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %div = icmp slt i32 %tid, 5
  br label %H
H:
  %p = phi i32 [ 0, %entry ], [ %w, %L ]
  %c = icmp slt i32 %p, %n
  br i1 %c, label %B, label %X
B:
  br i1 %div, label %A, label %L
A:
  %w = add i32 %p, 1
  br label %L
L:
  br label %H
X:
  ret void
}
