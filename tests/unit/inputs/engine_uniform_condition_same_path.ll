; tests/unit/test_engine.c, engine_uniform_condition_same_path: the hand derivation is there.
define amdgpu_kernel void @f(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %x
x:
  ret void
}
