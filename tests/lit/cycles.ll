; The cycle forest, as LLVM's CycleInfo computes it (CycleTerminology.rst,
; "Cycles"): an irreducible cycle with two entries, and a natural loop
; nested in another.  The CHECK lines are what
; opt-22 -passes='print<cycles>' prints for this file (the second RUN line
; checks them against opt on every run).  By hand: in @irreducible, left
; and right form one strongly connected region entered from entry at both
; blocks, so both are entries; the header is the one the depth-first search
; reaches first, and LLVM's search takes a block's last successor first
; (right), which is printed first.  In @nested, {outer, inner, latch} has
; the single entry outer, and the self-loop {inner} of the region without
; outer is its child cycle.
;
; RUN: convcheck cycles %s | FileCheck %s
; RUN: opt -passes='print<cycles>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: CycleInfo for function: irreducible
; CHECK-NEXT:    depth=1: entries(right left)
; CHECK-LABEL: CycleInfo for function: nested
; CHECK-NEXT:    depth=1: entries(outer) latch inner
; CHECK-NEXT:      depth=2: entries(inner)

define void @irreducible(i1 %a, i1 %b) {
entry:
  br i1 %a, label %left, label %right
left:
  br label %right
right:
  br i1 %b, label %left, label %exit
exit:
  ret void
}

define void @nested(i1 %a, i1 %b) {
entry:
  br label %outer
outer:
  br label %inner
inner:
  br i1 %a, label %inner, label %latch
latch:
  br i1 %b, label %outer, label %exit
exit:
  ret void
}
