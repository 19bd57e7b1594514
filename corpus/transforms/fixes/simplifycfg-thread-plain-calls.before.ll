; The shape of llvm/llvm-project PR 204958's test
; Transforms/SimplifyCFG/AMDGPU/convergent-jump-threading.ll,
; @thread_non_convergent_loop_header_branch, written anew: the loop of
; simplifycfg-thread-loop-header with plain (not convergent) calls in a
; function that is not convergent.  The fix still threads this one.
declare void @plain()

define void @thread_plain(i1 %c, ptr %q) {
start:
  br label %first

first:
  call void @plain()
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
  call void @plain()
  br i1 %c, label %head, label %done

done:
  ret void
}
