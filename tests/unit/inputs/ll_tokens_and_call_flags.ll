; tests/unit/test_ll.c, ll_convergence_tokens_and_call_flags: the expectations are there.
; opt-22's verifier refuses it (@f mixes controlled and uncontrolled convergence);
; the reader does not verify, and the test reads what each call carries.
define void @f(i1 %c, ptr %p) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %lt = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %lt) ]
  %a = call token @llvm.experimental.convergence.anchor()
  call void @conv(i32 %r, ptr @gv) [ "convergencectrl"(token %a) ]
  call void @plain() convergent
  %rn = call i32 @pure(i32 %r)
  %rd = call i32 @reads(i32 %r)
  %at = atomicrmw add ptr %p, i32 1 seq_cst
  %ind = call i32 %p(i32 1)
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
@gv = global i32 0
declare void @conv(i32, ptr) convergent
declare void @plain()
declare i32 @pure(i32) memory(none)
declare i32 @reads(i32) memory(read)
