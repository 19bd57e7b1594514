; clang-22 -O0 output (HIP, amdgcn, without optnone) of fresh user 11's
; waterfall kernel (issue 28); alloca-names.after.ll is the same source at -O2.
; The pair is broken (a counterexample Z3 finds and both programs replay);
; its values include the allocas' addresses, which Z3 names by text and
; occurrence ([alloca i32, align 4,]#6: the 6th alloca i32 executed).
; By hand, every alloca is in the entry block, so the n-th of a text is
; the n-th in the block's order: i32 ones %retval.i12 %x.addr.i13
; %retval.i10 %x.addr.i %retval.i %t %k %acc %first (#1-#9), ptr ones
; %key %val %out %key.addr %val.addr %out.addr (#1-#6).
; ModuleID = 'waterfall.hip'
source_filename = "waterfall.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.threadIdx_t = type { i8 }

@threadIdx = external protected addrspace(1) global %struct.threadIdx_t, align 1
@__hip_cuid_ffcfd00acf759c78 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_ffcfd00acf759c78 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define protected amdgpu_kernel void @_Z2wfPKiS0_Pi(ptr addrspace(1) noundef %key.coerce, ptr addrspace(1) noundef %val.coerce, ptr addrspace(1) noundef %out.coerce) #0 {
entry:
  %retval.i12 = alloca i32, align 4, addrspace(5)
  %x.addr.i13 = alloca i32, align 4, addrspace(5)
  %retval.i10 = alloca i32, align 4, addrspace(5)
  %x.addr.i = alloca i32, align 4, addrspace(5)
  %retval.i = alloca i32, align 4, addrspace(5)
  %key = alloca ptr, align 8, addrspace(5)
  %val = alloca ptr, align 8, addrspace(5)
  %out = alloca ptr, align 8, addrspace(5)
  %key.addr = alloca ptr, align 8, addrspace(5)
  %val.addr = alloca ptr, align 8, addrspace(5)
  %out.addr = alloca ptr, align 8, addrspace(5)
  %t = alloca i32, align 4, addrspace(5)
  %k = alloca i32, align 4, addrspace(5)
  %acc = alloca i32, align 4, addrspace(5)
  %first = alloca i32, align 4, addrspace(5)
  %key.ascast = addrspacecast ptr addrspace(5) %key to ptr
  %val.ascast = addrspacecast ptr addrspace(5) %val to ptr
  %out.ascast = addrspacecast ptr addrspace(5) %out to ptr
  %key.addr.ascast = addrspacecast ptr addrspace(5) %key.addr to ptr
  %val.addr.ascast = addrspacecast ptr addrspace(5) %val.addr to ptr
  %out.addr.ascast = addrspacecast ptr addrspace(5) %out.addr to ptr
  %t.ascast = addrspacecast ptr addrspace(5) %t to ptr
  %k.ascast = addrspacecast ptr addrspace(5) %k to ptr
  %acc.ascast = addrspacecast ptr addrspace(5) %acc to ptr
  %first.ascast = addrspacecast ptr addrspace(5) %first to ptr
  store ptr addrspace(1) %key.coerce, ptr %key.ascast, align 8
  %key1 = load ptr, ptr %key.ascast, align 8
  store ptr addrspace(1) %val.coerce, ptr %val.ascast, align 8
  %val2 = load ptr, ptr %val.ascast, align 8
  store ptr addrspace(1) %out.coerce, ptr %out.ascast, align 8
  %out3 = load ptr, ptr %out.ascast, align 8
  store ptr %key1, ptr %key.addr.ascast, align 8
  store ptr %val2, ptr %val.addr.ascast, align 8
  store ptr %out3, ptr %out.addr.ascast, align 8
  %retval.ascast.i = addrspacecast ptr addrspace(5) %retval.i to ptr
  %0 = call noundef i32 @llvm.amdgcn.workitem.id.x()
  store i32 %0, ptr %t.ascast, align 4
  %1 = load ptr, ptr %key.addr.ascast, align 8
  %2 = load i32, ptr %t.ascast, align 4
  %idxprom = zext i32 %2 to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr %1, i64 %idxprom
  %3 = load i32, ptr %arrayidx, align 4
  store i32 %3, ptr %k.ascast, align 4
  store i32 0, ptr %acc.ascast, align 4
  br label %while.body

while.body:                                       ; preds = %entry, %if.end
  %4 = load i32, ptr %k.ascast, align 4
  %retval.ascast.i14 = addrspacecast ptr addrspace(5) %retval.i12 to ptr
  %x.addr.ascast.i15 = addrspacecast ptr addrspace(5) %x.addr.i13 to ptr
  store i32 %4, ptr %x.addr.ascast.i15, align 4
  %5 = load i32, ptr %x.addr.ascast.i15, align 4
  %6 = call noundef i32 @llvm.amdgcn.readfirstlane.i32(i32 %5)
  store i32 %6, ptr %first.ascast, align 4
  %7 = load i32, ptr %first.ascast, align 4
  %8 = load i32, ptr %k.ascast, align 4
  %cmp = icmp eq i32 %7, %8
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %while.body
  %9 = load ptr, ptr %val.addr.ascast, align 8
  %10 = load i32, ptr %t.ascast, align 4
  %idxprom5 = zext i32 %10 to i64
  %arrayidx6 = getelementptr inbounds nuw i32, ptr %9, i64 %idxprom5
  %11 = load i32, ptr %arrayidx6, align 4
  %12 = load i32, ptr %first.ascast, align 4
  %add = add nsw i32 %11, %12
  %retval.ascast.i11 = addrspacecast ptr addrspace(5) %retval.i10 to ptr
  %x.addr.ascast.i = addrspacecast ptr addrspace(5) %x.addr.i to ptr
  store i32 %add, ptr %x.addr.ascast.i, align 4
  %13 = load i32, ptr %x.addr.ascast.i, align 4
  %14 = call noundef i32 @llvm.amdgcn.readfirstlane.i32(i32 %13)
  store i32 %14, ptr %acc.ascast, align 4
  br label %while.end

if.end:                                           ; preds = %while.body
  br label %while.body, !llvm.loop !6

while.end:                                        ; preds = %if.then
  %15 = load i32, ptr %acc.ascast, align 4
  %16 = load ptr, ptr %out.addr.ascast, align 8
  %17 = load i32, ptr %t.ascast, align 4
  %idxprom8 = zext i32 %17 to i64
  %arrayidx9 = getelementptr inbounds nuw i32, ptr %16, i64 %idxprom8
  store i32 %15, ptr %arrayidx9, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }

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
