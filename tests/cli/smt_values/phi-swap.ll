; The phis of %loop read their incoming values at once (LLVM LangRef,
; 'phi'): on the second iteration %b is the first iteration's %a, the
; thread id, so %b is DIVERGENT (as opt-22's print<uniformity> says).  Both
; engines once read the phis one after the other and called %b uniform.
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @swap(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %a = phi i32 [ %tid, %entry ], [ 0, %loop ]
  %b = phi i32 [ 0, %entry ], [ %a, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, 2
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
