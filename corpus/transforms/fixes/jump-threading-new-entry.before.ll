; The pattern of llvm/llvm-project issue 213868 / PR 213870 ("[JumpThreading]
; Don't thread into blocks with convergent operations", closed unmerged; the
; issue labelled invalid: the pass does nothing on targets with divergent
; branches), written anew: a diamond whose phi decides a second branch; the
; convergent call is in the block that second branch guards.  JumpThreading
; threads the left arm (where the phi is a known 1) straight into %use, so
; %use gains an entry edge that bypasses the merge block %m.
declare i32 @shuffle(i32) convergent
declare void @note(i32)

define void @new_entry(i1 %c, i32 %y, ptr %out) {
start:
  br i1 %c, label %left, label %right

left:
  call void @note(i32 1)
  br label %m

right:
  call void @note(i32 2)
  br label %m

m:
  %x = phi i32 [ 1, %left ], [ %y, %right ]
  %one = icmp eq i32 %x, 1
  br i1 %one, label %use, label %skip

use:
  %s = call i32 @shuffle(i32 %x)
  store i32 %s, ptr %out
  br label %skip

skip:
  ret void
}
