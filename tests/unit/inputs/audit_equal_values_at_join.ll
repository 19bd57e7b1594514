target triple = "amdgcn-unknown-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @g(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %tid, 0
  br i1 %c, label %t, label %e
t:
  %a1 = add i32 %n, 1
  br label %j
e:
  %a2 = add i32 %n, 1
  br label %j
j:
  %p = phi i32 [ %a1, %t ], [ %a2, %e ]
  ret void
}
; tests/unit/test_audit.c, audit_equal_values_at_join_imprecise: the claims are derived by hand there.
