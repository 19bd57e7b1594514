define amdgpu_kernel void @f(i32 %a) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = add i32 %a, 1
  %c = icmp eq i32 %tid, 0
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %p = phi i32 [ 1, %then ], [ %u, %entry ]
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
; tests/unit/test_values.c: values_terms_hash_consed_and_thread_local and
; values_phi_takes_the_edge_taken derive what the threads compute here.
