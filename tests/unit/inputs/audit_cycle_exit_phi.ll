target triple = "amdgcn-unknown-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %iv = phi i32 [ 0, %entry ], [ %iv.next, %body ]
  %ec = icmp uge i32 %iv, %n
  br i1 %ec, label %exit, label %body
body:
  %dc = icmp eq i32 %tid, 0
  %iv.next = add i32 %iv, 1
  br i1 %dc, label %exit, label %loop
exit:
  %acc = phi i32 [ 1, %body ], [ 0, %loop ]
  ret void
}
; tests/unit/test_audit.c, audit_cycle_exit_phi_llvm_unsound: the claims are derived by hand there.
