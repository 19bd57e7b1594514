; tests/cli/transform_memory.sh: fresh.before.ll with the loop's alloca
; removed and readfirstlane given 7.
;
; Hand derivation.  Each iteration's %a is a new object (LangRef "'alloca'
; Instruction"), so BEFORE's %x is an undefined value on every iteration,
; the second included: the previous iteration's store of %i went to
; another object.  A BEFORE execution may read 7 there, so no input tells
; the programs apart (the transform is a refinement), and the check, which
; cannot compute an undefined read, must not say broken: unknown, exit 2.
; A slot model that kept the old object's contents (%x = 0 on the second
; iteration) would report "not single-thread equivalent" with BEFORE's
; readfirstlane given 0 -- a counterexample no execution has.
target triple = "amdgcn-amd-amdhsa"
define void @f(i32 %n, ptr addrspace(1) %o) #0 {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %next ]
  %later = icmp sgt i32 %i, 0
  br i1 %later, label %use, label %next
use:
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 7)
  store i32 %r, ptr addrspace(1) %o, align 4
  br label %next
next:
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #0
attributes #0 = { convergent nounwind }
