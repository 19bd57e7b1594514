; The shape of llvm/llvm-project PR 204958's test
; Transforms/SimplifyCFG/AMDGPU/convergent-jump-threading.ll,
; @preserve_loop_header_branch, written anew: a barrier before a natural loop
; whose header re-tests the condition the block before it tested, and a
; barrier in the latch.  SimplifyCFG threads the pre-loop edge past the
; header, into the loop body or straight into the latch.
declare void @sync() convergent

define void @thread_header(i1 %c, ptr %q) convergent {
start:
  br label %first

first:
  call void @sync()
  br i1 %c, label %side, label %head

side:
  store i32 7, ptr %q
  br label %head

head:
  br i1 %c, label %work, label %tail

work:
  store i32 9, ptr %q
  br label %tail

tail:
  call void @sync()
  br i1 %c, label %head, label %done

done:
  ret void
}
