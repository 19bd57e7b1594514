; Hand-made AFTER, mechanically: what an unroller that ignores convergence
; (as PR 192819 allows for a uniform trip count) makes of
; loop-unroll-uniform-tripcount.before.ll.  LLVM 22 refuses a runtime
; remainder for a convergent loop, so this is opt-22's output for the same
; loop with a barrier that is not convergent, the barrier restored:
;   sed 's/llvm.amdgcn.s.barrier() convergent nounwind willreturn/barrier.plain() nounwind willreturn/;
;        s/@llvm.amdgcn.s.barrier()$/@barrier.plain()/' BEFORE |
;   opt-22 -S -passes=loop-unroll -unroll-runtime -unroll-allow-partial |
;   sed 's/@barrier.plain()/@llvm.amdgcn.s.barrier()/; s/^declare void @llvm.amdgcn.s.barrier() #[0-9]*$/declare void @llvm.amdgcn.s.barrier() convergent nounwind willreturn/'
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: nounwind willreturn
declare void @llvm.amdgcn.s.barrier() convergent nounwind willreturn

define amdgpu_kernel void @uniform_trips(ptr addrspace(1) noalias %dst, ptr addrspace(1) noalias %src, i32 %n) {
start:
  %0 = add i32 %n, -1
  %xtraiter = and i32 %n, 7
  %1 = icmp ult i32 %0, 7
  br i1 %1, label %body.epil.preheader, label %start.new

start.new:                                        ; preds = %start
  %unroll_iter = sub i32 %n, %xtraiter
  br label %body

body:                                             ; preds = %body, %start.new
  %j = phi i32 [ 0, %start.new ], [ %j.next.7, %body ]
  %sum = phi i32 [ 0, %start.new ], [ %sum.next.7, %body ]
  %niter = phi i32 [ 0, %start.new ], [ %niter.next.7, %body ]
  %pin = getelementptr inbounds i32, ptr addrspace(1) %src, i32 %j
  %pout = getelementptr inbounds i32, ptr addrspace(1) %dst, i32 %j
  %v = load i32, ptr addrspace(1) %pin, align 4
  call void @llvm.amdgcn.s.barrier()
  %sum.next = add i32 %v, %sum
  store i32 %sum.next, ptr addrspace(1) %pout, align 4
  %j.next = add nuw nsw i32 %j, 1
  %pin.1 = getelementptr inbounds i32, ptr addrspace(1) %src, i32 %j.next
  %pout.1 = getelementptr inbounds i32, ptr addrspace(1) %dst, i32 %j.next
  %v.1 = load i32, ptr addrspace(1) %pin.1, align 4
  call void @llvm.amdgcn.s.barrier()
  %sum.next.1 = add i32 %v.1, %sum.next
  store i32 %sum.next.1, ptr addrspace(1) %pout.1, align 4
  %j.next.1 = add nuw nsw i32 %j, 2
  %pin.2 = getelementptr inbounds i32, ptr addrspace(1) %src, i32 %j.next.1
  %pout.2 = getelementptr inbounds i32, ptr addrspace(1) %dst, i32 %j.next.1
  %v.2 = load i32, ptr addrspace(1) %pin.2, align 4
  call void @llvm.amdgcn.s.barrier()
  %sum.next.2 = add i32 %v.2, %sum.next.1
  store i32 %sum.next.2, ptr addrspace(1) %pout.2, align 4
  %j.next.2 = add nuw nsw i32 %j, 3
  %pin.3 = getelementptr inbounds i32, ptr addrspace(1) %src, i32 %j.next.2
  %pout.3 = getelementptr inbounds i32, ptr addrspace(1) %dst, i32 %j.next.2
  %v.3 = load i32, ptr addrspace(1) %pin.3, align 4
  call void @llvm.amdgcn.s.barrier()
  %sum.next.3 = add i32 %v.3, %sum.next.2
  store i32 %sum.next.3, ptr addrspace(1) %pout.3, align 4
  %j.next.3 = add nuw nsw i32 %j, 4
  %pin.4 = getelementptr inbounds i32, ptr addrspace(1) %src, i32 %j.next.3
  %pout.4 = getelementptr inbounds i32, ptr addrspace(1) %dst, i32 %j.next.3
  %v.4 = load i32, ptr addrspace(1) %pin.4, align 4
  call void @llvm.amdgcn.s.barrier()
  %sum.next.4 = add i32 %v.4, %sum.next.3
  store i32 %sum.next.4, ptr addrspace(1) %pout.4, align 4
  %j.next.4 = add nuw nsw i32 %j, 5
  %pin.5 = getelementptr inbounds i32, ptr addrspace(1) %src, i32 %j.next.4
  %pout.5 = getelementptr inbounds i32, ptr addrspace(1) %dst, i32 %j.next.4
  %v.5 = load i32, ptr addrspace(1) %pin.5, align 4
  call void @llvm.amdgcn.s.barrier()
  %sum.next.5 = add i32 %v.5, %sum.next.4
  store i32 %sum.next.5, ptr addrspace(1) %pout.5, align 4
  %j.next.5 = add nuw nsw i32 %j, 6
  %pin.6 = getelementptr inbounds i32, ptr addrspace(1) %src, i32 %j.next.5
  %pout.6 = getelementptr inbounds i32, ptr addrspace(1) %dst, i32 %j.next.5
  %v.6 = load i32, ptr addrspace(1) %pin.6, align 4
  call void @llvm.amdgcn.s.barrier()
  %sum.next.6 = add i32 %v.6, %sum.next.5
  store i32 %sum.next.6, ptr addrspace(1) %pout.6, align 4
  %j.next.6 = add nuw nsw i32 %j, 7
  %pin.7 = getelementptr inbounds i32, ptr addrspace(1) %src, i32 %j.next.6
  %pout.7 = getelementptr inbounds i32, ptr addrspace(1) %dst, i32 %j.next.6
  %v.7 = load i32, ptr addrspace(1) %pin.7, align 4
  call void @llvm.amdgcn.s.barrier()
  %sum.next.7 = add i32 %v.7, %sum.next.6
  store i32 %sum.next.7, ptr addrspace(1) %pout.7, align 4
  %j.next.7 = add i32 %j, 8
  %niter.next.7 = add i32 %niter, 8
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %out.unr-lcssa, label %body

out.unr-lcssa:                                    ; preds = %body
  %j.unr = phi i32 [ %j.next.7, %body ]
  %sum.unr = phi i32 [ %sum.next.7, %body ]
  %lcmp.mod = icmp ne i32 %xtraiter, 0
  br i1 %lcmp.mod, label %body.epil.preheader, label %out

body.epil.preheader:                              ; preds = %out.unr-lcssa, %start
  %j.epil.init = phi i32 [ 0, %start ], [ %j.unr, %out.unr-lcssa ]
  %sum.epil.init = phi i32 [ 0, %start ], [ %sum.unr, %out.unr-lcssa ]
  %lcmp.mod1 = icmp ne i32 %xtraiter, 0
  call void @llvm.assume(i1 %lcmp.mod1)
  br label %body.epil

body.epil:                                        ; preds = %body.epil, %body.epil.preheader
  %j.epil = phi i32 [ %j.epil.init, %body.epil.preheader ], [ %j.next.epil, %body.epil ]
  %sum.epil = phi i32 [ %sum.epil.init, %body.epil.preheader ], [ %sum.next.epil, %body.epil ]
  %epil.iter = phi i32 [ 0, %body.epil.preheader ], [ %epil.iter.next, %body.epil ]
  %pin.epil = getelementptr inbounds i32, ptr addrspace(1) %src, i32 %j.epil
  %pout.epil = getelementptr inbounds i32, ptr addrspace(1) %dst, i32 %j.epil
  %v.epil = load i32, ptr addrspace(1) %pin.epil, align 4
  call void @llvm.amdgcn.s.barrier()
  %sum.next.epil = add i32 %v.epil, %sum.epil
  store i32 %sum.next.epil, ptr addrspace(1) %pout.epil, align 4
  %j.next.epil = add i32 %j.epil, 1
  %end.epil = icmp eq i32 %j.next.epil, %n
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp = icmp ne i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp, label %body.epil, label %out.epilog-lcssa, !llvm.loop !0

out.epilog-lcssa:                                 ; preds = %body.epil
  br label %out

out:                                              ; preds = %out.unr-lcssa, %out.epilog-lcssa
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

attributes #0 = { nounwind willreturn }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
