; The loop of PolyBench/GPU's atax_kernel1 compiled at -O2 for amdgcn (bench/kernels_unbounded.sh),
; reduced by hand: a row sum over a uniform bound %n, stored to a per-thread slot.
; In the concrete witness search every iteration's exit condition (%inc == %n, %inc
; a new constant each time) is a new shared decision, so the sets of decisions grow
; with the depth; they were not counted in the product's memory estimate, and the
; run grew to 3.4 GB under a 512 MB budget (tests/cli/unbounded_products.sh).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @row_sum(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %pre, label %exit

pre:
  %slot = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
  %init = load float, ptr addrspace(1) %slot, align 4
  br label %body

body:
  %acc = phi float [ %init, %pre ], [ %sum, %body ]
  %j = phi i32 [ 0, %pre ], [ %inc, %body ]
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i32 %j
  %x = load float, ptr addrspace(1) %p, align 4
  %sum = fadd float %acc, %x
  store float %sum, ptr addrspace(1) %slot, align 4
  %inc = add nuw nsw i32 %j, 1
  %done = icmp eq i32 %inc, %n
  br i1 %done, label %exit, label %body

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
