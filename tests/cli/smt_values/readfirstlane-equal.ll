; %w is read only where %v equals readfirstlane(%v), the first active lane's %v: two
; converged threads in %then have equal %v, so %w is uniform (a hand derivation).
; Read as terms (the default) the two %v are each thread's own load: DIVERGENT,
; and the witness names that reading; --values smt sees the branch: uniform.
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
define amdgpu_kernel void @f(ptr addrspace(1) %p, ptr addrspace(1) %q) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a = getelementptr i32, ptr addrspace(1) %p, i32 %tid
  %v = load i32, ptr addrspace(1) %a
  %first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v)
  %eq = icmp eq i32 %first, %v
  br i1 %eq, label %then, label %end
then:
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(1) %q
  br label %end
end:
  ret void
}
