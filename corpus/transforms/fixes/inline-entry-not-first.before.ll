; The shape of llvm/llvm-project PR 112728's test
; Transforms/Inline/convergence-inline.ll, @token_not_first /
; @test_token_not_first, written anew: the callee's entry intrinsic is not
; the first instruction of its entry block (an alloca precedes it, which
; ConvergentOperations.rst allows).  Before the fix the inliner looked for
; the entry intrinsic only at the top of the block and refused, or left it;
; here the call site is in a loop, so the callee's entry token becomes the
; loop heart's token.
declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i32 @reduce(i32) convergent

define internal i32 @callee(i32 %x) convergent alwaysinline {
top:
  %slot = alloca i32, align 4
  %t = call token @llvm.experimental.convergence.entry()
  store i32 %x, ptr %slot
  %r = call i32 @reduce(i32 %x) [ "convergencectrl"(token %t) ]
  ret i32 %r
}

define void @caller(i32 %n, ptr %out) convergent {
start:
  %e = call token @llvm.experimental.convergence.entry()
  br label %head

head:
  %i = phi i32 [ 0, %start ], [ %i.next, %head ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %v = call i32 @callee(i32 %i) [ "convergencectrl"(token %h) ]
  store i32 %v, ptr %out
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %head, label %done

done:
  ret void
}
