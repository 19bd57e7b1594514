; Hand-written AFTER: what SimplifyCFG did to simplifycfg-merge-hearts
; .before.ll before llvm/llvm-project PR 166452 (issue 165642: "Loop
; intrinsic cannot be preceded by a convergent operation in the same basic
; block"): %outer, whose only predecessor is %start, is merged into
; %start, so the loop heart %t1 follows the entry intrinsic in one block;
; the empty blocks are folded as opt-22 folds them.
declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i32 @bcast(i32) convergent

define void @merge_hearts(i32 %x, i32 %y, ptr %out) convergent {
start:
  %e = call token @llvm.experimental.convergence.entry()
  %xy = or i32 %x, %y
  %zero = icmp eq i32 %xy, 0
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br label %inner

inner:
  %first = phi i1 [ true, %start ], [ false, %step ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
  br i1 %first, label %step, label %end

step:
  br i1 %zero, label %hit, label %inner

hit:
  %v = call i32 @bcast(i32 0) [ "convergencectrl"(token %t2) ]
  store i32 %v, ptr %out
  br label %end

end:
  ret void
}
