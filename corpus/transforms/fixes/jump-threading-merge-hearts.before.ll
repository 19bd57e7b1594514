; The shape of llvm/llvm-project PR 170247's test
; Transforms/JumpThreading/skip-merging-duplicate-convergence-intrinsics.ll,
; @nested (issue 165642), written anew: an outer "loop" block whose only
; content is a loop heart on the entry token (it runs once), then an inner
; loop whose heart uses the outer one; the convergent call in the inner
; loop's exit arm uses the inner heart.  Merging the outer block into the
; entry block would put a loop heart after the entry intrinsic in one block.
declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i32 @bcast(i32) convergent

define void @merge_hearts_jt(i32 %x, i32 %y, ptr %out) convergent {
start:
  %e = call token @llvm.experimental.convergence.entry()
  %xy = or i32 %x, %y
  %zero = icmp eq i32 %xy, 0
  br label %outer

outer:
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br label %inner

inner:
  %first = phi i1 [ true, %outer ], [ false, %step ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
  br i1 %first, label %step, label %leave

step:
  br i1 %zero, label %hit, label %inner

hit:
  %v = call i32 @bcast(i32 0) [ "convergencectrl"(token %t2) ]
  store i32 %v, ptr %out
  br label %join

leave:
  br label %join

join:
  br label %end

end:
  ret void
}
