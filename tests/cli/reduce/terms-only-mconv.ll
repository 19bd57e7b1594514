; A program whose block x is NOT m-converged only while branch conditions
; are read as terms (docs/design.md §5).  Hand derivation: `icmp ult i32
; %tid, 0` is false for every unsigned %tid, so every thread goes entry -> y
; -> x -> y ...; all threads enter the cycle {x, y} at y and run the same
; path, so under either hierarchy (header x or header y) their instances of
; x are related alike: m-converged where branches follow values.  As a term
; `icmp ult %tid, 0` is thread-dependent and may go both ways, and then one
; thread entering at x, another at y, are related differently by the two
; hierarchies: NOT m-converged under terms.  llvm-reduce made this from a
; new user's `icmp ult %tid, 5` (operands to 0); `reduce` must not call it
; a finding.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()

define i32 @irr() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c0 = icmp ult i32 %tid, 0
  br i1 %c0, label %x, label %y

x:
  br label %y

y:
  br label %x
}
