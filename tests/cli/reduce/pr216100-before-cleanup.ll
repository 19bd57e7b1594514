; What llvm-reduce made of corpus/findings/llvm-216100.ll (LLVM PR 216100's
; cycle-exit phi) before the clean-up step: the counter's increment had its
; operand zeroed (`add i32 0, 1`, which instsimplify folds to 1), and the
; intrinsic's declaration carries the attributes opt prints for it.  The
; finding (LLVM 22 calls %r uniform; with %n = 1 a thread leaving through
; B has 1, one leaving through H has 0, converged at X in no cycle) does
; not need either: tests/cli/reduce.sh.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @exit_phi_constants(i32 %n) {
entry:
  br label %H

H:                                                ; preds = %B, %entry
  %i = phi i32 [ 0, %entry ], [ %i.next, %B ]
  %done = icmp sge i32 %i, %n
  br i1 %done, label %X, label %B

B:                                                ; preds = %H
  %i.next = add i32 0, 1
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %leave = icmp eq i32 %tid, 0
  br i1 %leave, label %X, label %H

X:                                                ; preds = %B, %H
  %r = phi i32 [ 0, %H ], [ 1, %B ]
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
