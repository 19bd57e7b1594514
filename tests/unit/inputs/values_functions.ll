; The small programs of tests/unit/test_values.c, one function per test: what
; each computes is derived by hand next to the test that runs it.
; values_constant_conditions_force_the_branch (tests/unit/test_values.c)
define void @constant_conditions(i32 %x) {
entry:
  br i1 true, label %a, label %b
a:
  switch i32 2, label %b [ i32 1, label %a
 i32 2, label %c ]
b:
  ret void
c:
  ret void
}

; values_equal_operations_equal_terms (tests/unit/test_values.c)
define amdgpu_kernel void @equal_operations(i32 %b) {
entry:
  %u = add i32 %b, 1
  %v = add i32 %b, 1
  %lt = icmp slt i32 %b, 0
  %eq = icmp eq i32 %b, 0
  ret void
}

; values_counter_is_evaluated (tests/unit/test_values.c)
define amdgpu_kernel void @counter() {
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %n, %h ]
  %n = add i32 %i, 1
  %c = icmp eq i32 %n, 3
  br i1 %c, label %x, label %h
x:
  ret void
}

; values_phis_read_at_once (tests/unit/test_values.c)
define amdgpu_kernel void @swap() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %a = phi i32 [ %tid, %entry ], [ 0, %loop ]
  %b = phi i32 [ 0, %entry ], [ %a, %loop ]
  br label %loop
}

; values_unknown_propagates (tests/unit/test_values.c)
define i32 @unknown_propagates(i32 %a) {
entry:
  %x = add i32 %a, undef
  %y = mul i32 %x, 3
  %z = mul i32 %a, 3
  ret i32 %y
}
declare i32 @llvm.amdgcn.workitem.id.x()
