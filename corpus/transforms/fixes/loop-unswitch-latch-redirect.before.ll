; The shape of llvm/llvm-project PR 207047's test
; Transforms/SimpleLoopUnswitch/trivial-unswitch-convergent.ll,
; @trivial_unswitch_convergent, written anew: a convergent, memory(none)
; call at the top of a counted loop (4 iterations) and a loop-invariant
; branch around an accumulation.  The accumulated value is stored after the
; loop, so the call's results are observed.
declare i32 @lanesum(i32) convergent nounwind willreturn memory(none)

define void @latch_redirect(i1 %use, ptr %out) {
start:
  br label %top

top:
  %k = phi i32 [ 0, %start ], [ %k.next, %next ]
  %acc = phi i32 [ 0, %start ], [ %acc.next, %next ]
  %s = call i32 @lanesum(i32 %acc)
  br i1 %use, label %add, label %next

add:
  %sum = add i32 %s, %acc
  br label %next

next:
  %acc.next = phi i32 [ %sum, %add ], [ %acc, %top ]
  %k.next = add i32 %k, 1
  %last = icmp eq i32 %k.next, 4
  br i1 %last, label %done, label %top

done:
  store i32 %acc.next, ptr %out
  ret void
}
