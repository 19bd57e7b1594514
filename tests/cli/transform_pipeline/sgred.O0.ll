; ModuleID = 'sgred.cl'
source_filename = "sgred.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @sgred(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out, i32 noundef %thr) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
entry:
  %in.addr.i = alloca ptr addrspace(1), align 8, addrspace(5)
  %out.addr.i = alloca ptr addrspace(1), align 8, addrspace(5)
  %thr.addr.i = alloca i32, align 4, addrspace(5)
  %lid.i = alloca i32, align 4, addrspace(5)
  %v.i = alloca i32, align 4, addrspace(5)
  %r.i = alloca i32, align 4, addrspace(5)
  %in.addr = alloca ptr addrspace(1), align 8, addrspace(5)
  %out.addr = alloca ptr addrspace(1), align 8, addrspace(5)
  %thr.addr = alloca i32, align 4, addrspace(5)
  %in.addr.ascast = addrspacecast ptr addrspace(5) %in.addr to ptr
  %out.addr.ascast = addrspacecast ptr addrspace(5) %out.addr to ptr
  %thr.addr.ascast = addrspacecast ptr addrspace(5) %thr.addr to ptr
  store ptr addrspace(1) %in, ptr %in.addr.ascast, align 8
  store ptr addrspace(1) %out, ptr %out.addr.ascast, align 8
  store i32 %thr, ptr %thr.addr.ascast, align 4
  %0 = load ptr addrspace(1), ptr %in.addr.ascast, align 8
  %1 = load ptr addrspace(1), ptr %out.addr.ascast, align 8
  %2 = load i32, ptr %thr.addr.ascast, align 4
  %in.addr.ascast.i = addrspacecast ptr addrspace(5) %in.addr.i to ptr
  %out.addr.ascast.i = addrspacecast ptr addrspace(5) %out.addr.i to ptr
  %thr.addr.ascast.i = addrspacecast ptr addrspace(5) %thr.addr.i to ptr
  store ptr addrspace(1) %0, ptr %in.addr.ascast.i, align 8
  store ptr addrspace(1) %1, ptr %out.addr.ascast.i, align 8
  store i32 %2, ptr %thr.addr.ascast.i, align 4
  %call.i = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %conv.i = trunc i64 %call.i to i32
  store i32 %conv.i, ptr addrspace(5) %lid.i, align 4
  %3 = load ptr addrspace(1), ptr %in.addr.ascast.i, align 8
  %call1.i = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %arrayidx.i = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %call1.i
  %4 = load i32, ptr addrspace(1) %arrayidx.i, align 4
  store i32 %4, ptr addrspace(5) %v.i, align 4
  store i32 0, ptr addrspace(5) %r.i, align 4
  %5 = load i32, ptr addrspace(5) %lid.i, align 4
  %6 = load i32, ptr %thr.addr.ascast.i, align 4
  %cmp.i = icmp slt i32 %5, %6
  br i1 %cmp.i, label %if.then.i, label %if.end.i

if.then.i:                                        ; preds = %entry
  %7 = load i32, ptr addrspace(5) %v.i, align 4
  %call3.i = call i32 @_Z20sub_group_reduce_addi(i32 noundef %7) #5
  store i32 %call3.i, ptr addrspace(5) %r.i, align 4
  br label %if.end.i

if.end.i:                                         ; preds = %if.then.i, %entry
  %8 = load i32, ptr addrspace(5) %lid.i, align 4
  %and.i = and i32 %8, 1
  %tobool.i = icmp ne i32 %and.i, 0
  br i1 %tobool.i, label %if.then4.i, label %__clang_ocl_kern_imp_sgred.exit

if.then4.i:                                       ; preds = %if.end.i
  call void @_Z7barrierj(i32 noundef 1) #5
  %9 = load i32, ptr addrspace(5) %lid.i, align 4
  %call5.i = call i32 @_Z21work_group_reduce_addi(i32 noundef %9) #5
  %10 = load i32, ptr addrspace(5) %r.i, align 4
  %add.i = add nsw i32 %10, %call5.i
  store i32 %add.i, ptr addrspace(5) %r.i, align 4
  br label %__clang_ocl_kern_imp_sgred.exit

__clang_ocl_kern_imp_sgred.exit:                  ; preds = %if.end.i, %if.then4.i
  %11 = load i32, ptr addrspace(5) %r.i, align 4
  %12 = load ptr addrspace(1), ptr %out.addr.ascast.i, align 8
  %call7.i = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %arrayidx8.i = getelementptr inbounds nuw i32, ptr addrspace(1) %12, i64 %call7.i
  store i32 %11, ptr addrspace(1) %arrayidx8.i, align 4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_sgred(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out, i32 noundef %thr) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
entry:
  %in.addr = alloca ptr addrspace(1), align 8, addrspace(5)
  %out.addr = alloca ptr addrspace(1), align 8, addrspace(5)
  %thr.addr = alloca i32, align 4, addrspace(5)
  %lid = alloca i32, align 4, addrspace(5)
  %v = alloca i32, align 4, addrspace(5)
  %r = alloca i32, align 4, addrspace(5)
  %in.addr.ascast = addrspacecast ptr addrspace(5) %in.addr to ptr
  %out.addr.ascast = addrspacecast ptr addrspace(5) %out.addr to ptr
  %thr.addr.ascast = addrspacecast ptr addrspace(5) %thr.addr to ptr
  store ptr addrspace(1) %in, ptr %in.addr.ascast, align 8
  store ptr addrspace(1) %out, ptr %out.addr.ascast, align 8
  store i32 %thr, ptr %thr.addr.ascast, align 4
  %call = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %conv = trunc i64 %call to i32
  store i32 %conv, ptr addrspace(5) %lid, align 4
  %0 = load ptr addrspace(1), ptr %in.addr.ascast, align 8
  %call1 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %arrayidx = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %call1
  %1 = load i32, ptr addrspace(1) %arrayidx, align 4
  store i32 %1, ptr addrspace(5) %v, align 4
  store i32 0, ptr addrspace(5) %r, align 4
  %2 = load i32, ptr addrspace(5) %lid, align 4
  %3 = load i32, ptr %thr.addr.ascast, align 4
  %cmp = icmp slt i32 %2, %3
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %4 = load i32, ptr addrspace(5) %v, align 4
  %call3 = call i32 @_Z20sub_group_reduce_addi(i32 noundef %4) #5
  store i32 %call3, ptr addrspace(5) %r, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %5 = load i32, ptr addrspace(5) %lid, align 4
  %and = and i32 %5, 1
  %tobool = icmp ne i32 %and, 0
  br i1 %tobool, label %if.then4, label %if.end6

if.then4:                                         ; preds = %if.end
  call void @_Z7barrierj(i32 noundef 1) #5
  %6 = load i32, ptr addrspace(5) %lid, align 4
  %call5 = call i32 @_Z21work_group_reduce_addi(i32 noundef %6) #5
  %7 = load i32, ptr addrspace(5) %r, align 4
  %add = add nsw i32 %7, %call5
  store i32 %add, ptr addrspace(5) %r, align 4
  br label %if.end6

if.end6:                                          ; preds = %if.then4, %if.end
  %8 = load i32, ptr addrspace(5) %r, align 4
  %9 = load ptr addrspace(1), ptr %out.addr.ascast, align 8
  %call7 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %arrayidx8 = getelementptr inbounds nuw i32, ptr addrspace(1) %9, i64 %call7
  store i32 %8, ptr addrspace(1) %arrayidx8, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_addi(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z21work_group_reduce_addi(i32 noundef) #3

attributes #0 = { convergent noinline norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!opencl.ocl.version = !{!4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{i32 2, i32 0}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = !{i32 1, i32 1, i32 0}
!7 = !{!"none", !"none", !"none"}
!8 = !{!"int*", !"int*", !"int"}
!9 = !{!"const", !"", !""}
