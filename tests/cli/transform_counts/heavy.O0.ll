; ModuleID = 'heavy.hip'
source_filename = "heavy.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.threadIdx_t = type { i8 }

@threadIdx = external protected addrspace(1) global %struct.threadIdx_t, align 1
@__hip_cuid_e7265b7a7bfd0374 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_e7265b7a7bfd0374 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define protected amdgpu_kernel void @_Z5heavyPKiPii(ptr addrspace(1) noundef %in.coerce, ptr addrspace(1) noundef %out.coerce, i32 noundef %n) #0 {
entry:
  %retval.i20 = alloca i32, align 4, addrspace(5)
  %var.addr.i = alloca i32, align 4, addrspace(5)
  %src.addr.i = alloca i32, align 4, addrspace(5)
  %retval.i18 = alloca i64, align 8, addrspace(5)
  %pred.addr.i = alloca i32, align 4, addrspace(5)
  %retval.i = alloca i32, align 4, addrspace(5)
  %in = alloca ptr, align 8, addrspace(5)
  %out = alloca ptr, align 8, addrspace(5)
  %in.addr = alloca ptr, align 8, addrspace(5)
  %out.addr = alloca ptr, align 8, addrspace(5)
  %n.addr = alloca i32, align 4, addrspace(5)
  %t = alloca i32, align 4, addrspace(5)
  %acc = alloca i32, align 4, addrspace(5)
  %i = alloca i32, align 4, addrspace(5)
  %v = alloca i32, align 4, addrspace(5)
  %in.ascast = addrspacecast ptr addrspace(5) %in to ptr
  %out.ascast = addrspacecast ptr addrspace(5) %out to ptr
  %in.addr.ascast = addrspacecast ptr addrspace(5) %in.addr to ptr
  %out.addr.ascast = addrspacecast ptr addrspace(5) %out.addr to ptr
  %n.addr.ascast = addrspacecast ptr addrspace(5) %n.addr to ptr
  %t.ascast = addrspacecast ptr addrspace(5) %t to ptr
  %acc.ascast = addrspacecast ptr addrspace(5) %acc to ptr
  %i.ascast = addrspacecast ptr addrspace(5) %i to ptr
  %v.ascast = addrspacecast ptr addrspace(5) %v to ptr
  store ptr addrspace(1) %in.coerce, ptr %in.ascast, align 8
  %in1 = load ptr, ptr %in.ascast, align 8
  store ptr addrspace(1) %out.coerce, ptr %out.ascast, align 8
  %out2 = load ptr, ptr %out.ascast, align 8
  store ptr %in1, ptr %in.addr.ascast, align 8
  store ptr %out2, ptr %out.addr.ascast, align 8
  store i32 %n, ptr %n.addr.ascast, align 4
  %retval.ascast.i = addrspacecast ptr addrspace(5) %retval.i to ptr
  %0 = call noundef i32 @llvm.amdgcn.workitem.id.x()
  store i32 %0, ptr %t.ascast, align 4
  store i32 0, ptr %acc.ascast, align 4
  store i32 0, ptr %i.ascast, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, ptr %i.ascast, align 4
  %2 = load i32, ptr %n.addr.ascast, align 4
  %cmp = icmp slt i32 %1, %2
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %3 = load ptr, ptr %in.addr.ascast, align 8
  %4 = load i32, ptr %t.ascast, align 4
  %5 = load i32, ptr %i.ascast, align 4
  %add = add nsw i32 %4, %5
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i32, ptr %3, i64 %idxprom
  %6 = load i32, ptr %arrayidx, align 4
  store i32 %6, ptr %v.ascast, align 4
  %7 = load i32, ptr %v.ascast, align 4
  %and = and i32 %7, 1
  %tobool = icmp ne i32 %and, 0
  br i1 %tobool, label %if.then, label %if.else

if.then:                                          ; preds = %for.body
  %8 = load i32, ptr %v.ascast, align 4
  %cmp3 = icmp sgt i32 %8, 2
  %conv = zext i1 %cmp3 to i32
  %retval.ascast.i19 = addrspacecast ptr addrspace(5) %retval.i18 to ptr
  %pred.addr.ascast.i = addrspacecast ptr addrspace(5) %pred.addr.i to ptr
  store i32 %conv, ptr %pred.addr.ascast.i, align 4
  %9 = load i32, ptr %pred.addr.ascast.i, align 4
  %cmp.i = icmp ne i32 %9, 0
  %10 = call noundef i64 @llvm.amdgcn.ballot.i64(i1 %cmp.i)
  %11 = load i32, ptr %acc.ascast, align 4
  %conv5 = sext i32 %11 to i64
  %add6 = add i64 %conv5, %10
  %conv7 = trunc i64 %add6 to i32
  store i32 %conv7, ptr %acc.ascast, align 4
  br label %if.end12

if.else:                                          ; preds = %for.body
  %12 = load i32, ptr %v.ascast, align 4
  %and8 = and i32 %12, 2
  %tobool9 = icmp ne i32 %and8, 0
  br i1 %tobool9, label %if.then10, label %if.end

if.then10:                                        ; preds = %if.else
  %13 = load i32, ptr %acc.ascast, align 4
  %14 = load i32, ptr %i.ascast, align 4
  %retval.ascast.i21 = addrspacecast ptr addrspace(5) %retval.i20 to ptr
  %var.addr.ascast.i = addrspacecast ptr addrspace(5) %var.addr.i to ptr
  %src.addr.ascast.i = addrspacecast ptr addrspace(5) %src.addr.i to ptr
  store i32 %13, ptr %var.addr.ascast.i, align 4
  store i32 %14, ptr %src.addr.ascast.i, align 4
  %15 = load i32, ptr %src.addr.ascast.i, align 4
  %and.i = and i32 %15, 63
  %shl.i = shl i32 %and.i, 2
  %16 = load i32, ptr %var.addr.ascast.i, align 4
  %17 = call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %shl.i, i32 %16)
  %18 = load i32, ptr %acc.ascast, align 4
  %xor = xor i32 %18, %17
  store i32 %xor, ptr %acc.ascast, align 4
  br label %if.end

if.end:                                           ; preds = %if.then10, %if.else
  br label %if.end12

if.end12:                                         ; preds = %if.end, %if.then
  %19 = load i32, ptr %acc.ascast, align 4
  %cmp13 = icmp sgt i32 %19, 100
  br i1 %cmp13, label %if.then14, label %if.end15

if.then14:                                        ; preds = %if.end12
  br label %for.end

if.end15:                                         ; preds = %if.end12
  br label %for.inc

for.inc:                                          ; preds = %if.end15
  %20 = load i32, ptr %i.ascast, align 4
  %inc = add nsw i32 %20, 1
  store i32 %inc, ptr %i.ascast, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %if.then14, %for.cond
  %21 = load i32, ptr %acc.ascast, align 4
  %22 = load ptr, ptr %out.addr.ascast, align 8
  %23 = load i32, ptr %t.ascast, align 4
  %idxprom16 = sext i32 %23 to i64
  %arrayidx17 = getelementptr inbounds i32, ptr %22, i64 %idxprom16
  store i32 %21, ptr %arrayidx17, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #2

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
