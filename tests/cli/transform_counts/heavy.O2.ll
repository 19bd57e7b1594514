; ModuleID = 'heavy.hip'
source_filename = "heavy.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_65d5b2554fed7b81 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_65d5b2554fed7b81 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z5heavyPKiPii(ptr addrspace(1) noundef readonly captures(none) %in.coerce, ptr addrspace(1) noundef writeonly captures(none) %out.coerce, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %cmp29 = icmp sgt i32 %n, 0
  br i1 %cmp29, label %for.body, label %cleanup16

for.body:                                         ; preds = %entry, %if.end12
  %acc.031 = phi i32 [ %acc.1, %if.end12 ], [ 0, %entry ]
  %i.030 = phi i32 [ %inc, %if.end12 ], [ 0, %entry ]
  %add = add nuw nsw i32 %i.030, %0
  %idxprom = zext nneg i32 %add to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr addrspace(1) %in.coerce, i64 %idxprom
  %1 = load i32, ptr addrspace(1) %arrayidx, align 4, !tbaa !5
  %and = and i32 %1, 1
  %tobool.not = icmp eq i32 %and, 0
  br i1 %tobool.not, label %if.else, label %if.then

if.then:                                          ; preds = %for.body
  %cmp3 = icmp sgt i32 %1, 2
  %2 = tail call noundef i64 @llvm.amdgcn.ballot.i64(i1 %cmp3)
  %3 = trunc i64 %2 to i32
  %conv7 = add i32 %acc.031, %3
  br label %if.end12

if.else:                                          ; preds = %for.body
  %and8 = and i32 %1, 2
  %tobool9.not = icmp eq i32 %and8, 0
  br i1 %tobool9.not, label %if.end12, label %if.then10

if.then10:                                        ; preds = %if.else
  %and.i = shl i32 %i.030, 2
  %shl.i = and i32 %and.i, 252
  %4 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %shl.i, i32 %acc.031)
  %xor = xor i32 %4, %acc.031
  br label %if.end12

if.end12:                                         ; preds = %if.else, %if.then10, %if.then
  %acc.1 = phi i32 [ %conv7, %if.then ], [ %xor, %if.then10 ], [ %acc.031, %if.else ]
  %cmp13 = icmp sgt i32 %acc.1, 100
  %inc = add nuw nsw i32 %i.030, 1
  %exitcond.not = icmp eq i32 %inc, %n
  %or.cond = select i1 %cmp13, i1 true, i1 %exitcond.not
  br i1 %or.cond, label %cleanup16, label %for.body, !llvm.loop !9

cleanup16:                                        ; preds = %if.end12, %entry
  %acc.2 = phi i32 [ 0, %entry ], [ %acc.1, %if.end12 ]
  %idxprom17 = zext nneg i32 %0 to i64
  %arrayidx18 = getelementptr inbounds nuw i32, ptr addrspace(1) %out.coerce, i64 %idxprom17
  store i32 %acc.2, ptr addrspace(1) %arrayidx18, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
