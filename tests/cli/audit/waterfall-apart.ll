; A waterfall loop (tests/cli/audit.sh; kernels/waterfall_rfl.hip by hand):
; each iteration, %key = readfirstlane(%v) is the value of the first
; thread still in the loop; the threads whose %v equals it take the arm
; (block work) and leave at block latch, the others go round again.
;   %v is the thread id: divergent.  %key: uniform over the threads that
;   run it together.  %eq (= %key == %v) and the branches of head and latch
;   on it: divergent.
; Reached apart (xc_reached_apart):
;   - readfirstlane (block head): latch's divergent branch goes to exit
;     (which cannot reach head: the threads that take it leave the loop)
;     and back to head (which reaches latch): an exit of the loop holding
;     the call, taken in different iterations by different threads: each
;     iteration's instance is run by the threads still in the loop.  The
;     warning says so and that a waterfall loop means it (loop_exit true).
;   - ballot (block work): under head's divergent branch (head -> work or
;     latch); every successor of head reaches work again through latch ->
;     head, so it is no loop exit: the plain warning (loop_exit false).
; The ballot of block exit post-dominates every branch: not listed.
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i64 @llvm.amdgcn.ballot.i64(i1)
define i64 @waterfall() {
entry:
  %v = call i32 @llvm.amdgcn.workitem.id.x()
  br label %head
head:
  %key = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v)
  %eq = icmp eq i32 %key, %v
  br i1 %eq, label %work, label %latch
work:
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  br label %latch
latch:
  %r = phi i64 [ %b, %work ], [ 0, %head ]
  br i1 %eq, label %exit, label %head
exit:
  %all = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %s = add i64 %r, %all
  ret i64 %s
}
