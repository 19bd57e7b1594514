; tests/cli/transform.sh: aligned_witness.before.ll with the two arms'
; @conv calls merged into %exit.
;
; Hand derivation.  Two threads whose loads read 0 and 1 take %a and %b:
; in BEFORE each calls @conv alone, in AFTER both call it together at
; %exit: broken.  A counterexample must be an execution BEFORE defines
; (docs/transforms.md "Values"): the load states `align 4`, so its address
; %p + 1 must be a multiple of 4 (LangRef 'load': an address not so
; aligned is undefined behaviour), i.e. %p = 3 mod 4 in both threads.
; lead printed a witness with the load at 0x1 (%p = 0): undefined in
; BEFORE.
target triple = "amdgcn-amd-amdhsa"
declare void @conv() convergent nounwind

define void @f(ptr addrspace(1) %p) convergent {
entry:
  %q = getelementptr i8, ptr addrspace(1) %p, i64 1
  %v = load i32, ptr addrspace(1) %q, align 4
  %c = icmp eq i32 %v, 0
  br i1 %c, label %a, label %b
a:
  br label %exit
b:
  br label %exit
exit:
  call void @conv()
  ret void
}
