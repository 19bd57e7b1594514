; tests/cli/transform.sh: rfl_decides.before.ll with the two arms'
; readfirstlanes merged into one at the entry (a hoist of identical
; instructions from both arms, as SimplifyCFG's would if it ignored
; convergence).
;
; Hand derivation.  Threads lane 0 (even, %v = 9) and lane 1 (odd, %v = 1)
; together: in BEFORE thread 2 alone runs %then's readfirstlane (its
; class: the odd threads), reads its own 1, and does not call @conv; in
; AFTER the readfirstlane runs at the entry with both threads, reads lane
; 0's 9, and thread 2 calls @conv.  Each thread runs one readfirstlane
; in both programs (single-thread equivalent), but its instance differs:
; BEFORE {thread 2}, AFTER {thread 1, thread 2} -- broken
; ([CO] "Correctness of Program Transforms").  This guards the relaxation
; that reads a BEFORE and an AFTER call of one callee and occurrence on
; equal operands as one value when pairing paths: the pair (BEFORE no
; call, AFTER call) it rules out is not needed, the instance that differs
; is on a pair it keeps.
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare void @conv() convergent nounwind

define amdgpu_kernel void @f(ptr addrspace(1) %in) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %v = load i32, ptr addrspace(1) %p
  %y = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v)
  %odd = and i32 %tid, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %then, label %else
else:
  br label %exit
then:
  %big = icmp sgt i32 %y, 5
  br i1 %big, label %call, label %exit
call:
  call void @conv()
  br label %exit
exit:
  ret void
}
