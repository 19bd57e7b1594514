; The block merge of LoopUnroll/convergent.controlled.ll's full_unroll after
; default<O3>'s full unrolling (pass 169 there): GVN merges l3 into entry,
; placing the loop intrinsic after a convergent operation in one block,
; which LLVM's verifier rejects.
declare void @f() convergent

define i32 @full_unroll() {
entry:
  %anchor = tail call token @llvm.experimental.convergence.anchor()
  br label %l3

l3:
  %tok.loop = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  call void @f() [ "convergencectrl"(token %tok.loop) ]
  call void @f() [ "convergencectrl"(token %tok.loop) ]
  ret i32 0
}

declare token @llvm.experimental.convergence.anchor() convergent
declare token @llvm.experimental.convergence.loop() convergent
