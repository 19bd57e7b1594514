; Not valid SSA, on purpose: %w (in A) does not dominate its use on the
; back edge L -> H (opt-22's verifier: "Instruction does not dominate all
; uses!").  The counting-phi rule's proof reads "the last instance of %w"
; as the one computed in the current iteration, which holds only when %w's
; block dominates the latch: here a thread with %div false goes entry H B L
; H and has no instance of %w at its second H.  Before the reader checked
; dominance, the rule "proved" %p here and the engines built a witness on
; the missing instance; now the file is an input error naming the phi
; (line 17, column 3): exit 2 (tests/cli/unbounded_counting.sh).
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
