; tests/unit/test_engine.c, engine_always_uniform_call_is_per_converged_class: the hand derivation is there.
define amdgpu_cs void @f() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %h
h:
  %acc = phi i32 [ 0, %entry ], [ %m, %h ]
  %i = phi i32 [ 0, %entry ], [ %i.next, %h ]
  %leave = icmp eq i32 %tid, %i
  %m = call i32 @llvm.amdgcn.if.break.i32(i1 %leave, i32 %acc)
  %i.next = add i32 %i, 1
  br i1 %leave, label %x, label %h
x:
  %m.out = phi i32 [ %m, %h ]
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.if.break.i32(i1, i32)
