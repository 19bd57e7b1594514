; A kernel with nothing that differs between threads, for the exit status
; 0 of `convcheck uniformity` (every value uniform).
;
; Hand derivation.  No divergence source: no work-item id, no load of
; per-thread memory; %n is a kernel argument (uniform on amdgcn:
; docs/targets.md, arguments in scalar registers).  %i counts the same
; iterations in every thread, since its branch reads %i and %n only, so
; the loop's exit is uniform and every instance of every block is
; converged ([CU] "Maximal Convergence": one natural loop, one hierarchy).
; Expected: %i, %i.next, %c, %s and every branch uniform.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @all_uniform(i32 %n, ptr addrspace(1) %out) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %s = mul i32 %i.next, 2
  store i32 %s, ptr addrspace(1) %out
  ret void
}
