; The outer loop of kernels/nested_loops (HIP, default<O3>), reduced with
; llvm-reduce to the loop and its barrier, then written anew: a do-while
; loop whose exit test IndVarSimplify rewrites (linear function test
; replacement) from `i < n` to `i + 1 != smax(n, 0) + 1`.
target datalayout = "e-m:e-p:64:64-i64:64-n32:64-S32-A5-G1"
target triple = "amdgcn-amd-amdhsa"

declare void @llvm.amdgcn.s.barrier() convergent

define void @lftr(i32 %n) convergent {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  call void @llvm.amdgcn.s.barrier()
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}
