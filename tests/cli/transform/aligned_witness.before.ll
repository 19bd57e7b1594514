; tests/cli/transform.sh (aligned_witness): each thread loads the i32 one
; byte past its pointer argument, `align 4`, and branches on it; both arms
; call the convergent @conv.
target triple = "amdgcn-amd-amdhsa"
declare void @conv() convergent nounwind

define void @f(ptr addrspace(1) %p) convergent {
entry:
  %q = getelementptr i8, ptr addrspace(1) %p, i64 1
  %v = load i32, ptr addrspace(1) %q, align 4
  %c = icmp eq i32 %v, 0
  br i1 %c, label %a, label %b
a:
  call void @conv()
  br label %exit
b:
  call void @conv()
  br label %exit
exit:
  ret void
}
