; The divergence-analysis RFC, "Why the current
; DivergenceAnalysis is broken", Example B: undetected divergence in
; unstructured control.  The RFC's pseudo-IR, made a kernel:
;
;   entry: divergent branch to B and C
;   B:     uniform branch to C and D
;   C:     %phi.var.hidden = phi ..   <- the RFC: "undetected DIVERGENT phi"
;          br D
;   D:     %phi.var = phi ..          <- "detected DIVERGENT phi in IPostDom
;          ret                            of entry"
;
; The phi operands are not given in the RFC; constants that differ per
; incoming edge make the divergence observable.
define amdgpu_kernel void @hidden_divergence(i32 %n, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %div.cond = icmp slt i32 %tid, 16
  br i1 %div.cond, label %B, label %C

B:
  %uni.cond = icmp sgt i32 %n, 0
  br i1 %uni.cond, label %C, label %D

C:
  %phi.var.hidden = phi i32 [ 1, %entry ], [ 2, %B ]
  br label %D

D:
  %phi.var = phi i32 [ 3, %B ], [ %phi.var.hidden, %C ]
  store i32 %phi.var, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
