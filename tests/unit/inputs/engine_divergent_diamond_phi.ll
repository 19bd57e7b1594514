; tests/unit/test_engine.c, engine_divergent_diamond_phi: the hand derivation is there.
define amdgpu_kernel void @f(i32 %a) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = add i32 %a, 1
  %c = icmp eq i32 %tid, 0
  br i1 %c, label %t, label %e
t:
  br label %j
e:
  br label %j
j:
  %p = phi i32 [ 1, %t ], [ 2, %e ]
  %q = phi i32 [ %u, %t ], [ %u, %e ]
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
