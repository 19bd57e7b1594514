; The shape of llvm/llvm-project PR 204958's test
; Transforms/SimplifyCFG/AMDGPU/convergent-jump-threading.ll,
; @thread_convergent_only_on_exit_path, written anew: plain calls in the
; loop, the only convergent call after the loop.  The fix still threads it.
declare void @sync() convergent
declare void @plain()

define void @thread_exit_only(i1 %c, ptr %q) convergent {
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
  call void @sync()
  ret void
}
