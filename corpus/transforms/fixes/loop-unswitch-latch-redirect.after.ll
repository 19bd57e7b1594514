; Hand-written AFTER (opt-22 does not do this transform; LLVM 22 predates
; llvm/llvm-project PR 204934): what PR 207047's description says the
; "generalized trivial unswitching" of PR 204934 did to this loop before the
; fix: the loop-invariant branch's latch edge (%use false: go to the latch)
; is redirected to the loop exit -- sound single-threaded, because with %use
; false the loop only recomputes the unchanged %acc -- and the branch, now a
; loop-exit branch on an invariant condition, is hoisted to the preheader.
declare i32 @lanesum(i32) convergent nounwind willreturn memory(none)

define void @latch_redirect(i1 %use, ptr %out) {
start:
  br i1 %use, label %pre, label %skip

pre:
  br label %top

top:
  %k = phi i32 [ 0, %pre ], [ %k.next, %add ]
  %acc = phi i32 [ 0, %pre ], [ %sum, %add ]
  %s = call i32 @lanesum(i32 %acc)
  br label %add

add:
  %sum = add i32 %s, %acc
  %k.next = add i32 %k, 1
  %last = icmp eq i32 %k.next, 4
  br i1 %last, label %leave, label %top

leave:
  br label %done

skip:
  br label %done

done:
  %r = phi i32 [ %sum, %leave ], [ 0, %skip ]
  store i32 %r, ptr %out
  ret void
}
