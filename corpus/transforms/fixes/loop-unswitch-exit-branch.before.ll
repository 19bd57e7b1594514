; The shape of llvm/llvm-project PR 207047's test
; Transforms/SimpleLoopUnswitch/trivial-unswitch-convergent.ll,
; @classic_exit_branch_convergent, written anew: a convergent, memory(none)
; call at the top of the loop, before a loop-invariant exit branch.  Here
; the call's result is stored in the loop, so that its value (which depends
; on the threads it communicates with) is observed.
declare i32 @lanesum(i32) convergent nounwind willreturn memory(none)

define void @unswitch_exit(i1 %stop, i32 %n, ptr %out) {
start:
  br label %top

top:
  %k = phi i32 [ 0, %start ], [ %k.next, %next ]
  %s = call i32 @lanesum(i32 %k)
  br i1 %stop, label %done, label %mid

mid:
  store i32 %s, ptr %out
  br label %next

next:
  %k.next = add i32 %k, 1
  %again = icmp ne i32 %k.next, %n
  br i1 %again, label %top, label %done

done:
  ret void
}
