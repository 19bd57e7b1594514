; AFTER, by hand: the load of %x hoisted into %body, above the store of 7
; that BEFORE's path runs between (in %then).  Derivation: a thread with
; %x < 0 and %x != -7 (every thread on its first iteration: %x = -1 - tid)
; passes BEFORE's subgroupAdd(-7) and AFTER's subgroupAdd(1 + tid): not
; single-thread equivalent.  The simulation rule must not prove it (the
; operands differ); the bounded check finds the thread.
source_filename = "spec.before.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent
declare i32 @subgroupAdd(i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

define void @f(i32 %n) {
entry:
  %x = alloca i32, align 4, addrspace(5)
  %i = alloca i32, align 4, addrspace(5)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %x0 = sub i32 -1, %tid
  store i32 %x0, ptr addrspace(5) %x, align 4
  store i32 0, ptr addrspace(5) %i, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %iv = load i32, ptr addrspace(5) %i, align 4
  %c = icmp slt i32 %iv, %n
  br i1 %c, label %body, label %exit

body:                                             ; preds = %loop
  %xv = load i32, ptr addrspace(5) %x, align 4
  %neg = icmp slt i32 %xv, 0
  %xv2 = load i32, ptr addrspace(5) %x, align 4
  %m = sub i32 0, %xv2
  br i1 %neg, label %then, label %join

then:
  store i32 7, ptr addrspace(5) %x, align 4
  br label %join

join:
  %v = phi i32 [ %m, %then ], [ %xv, %body ]
  %s = call i32 @subgroupAdd(i32 %v)
  store i32 %s, ptr addrspace(5) %x, align 4
  %iv2 = load i32, ptr addrspace(5) %i, align 4
  %inc = add i32 %iv2, 1
  store i32 %inc, ptr addrspace(5) %i, align 4
  br label %loop

exit:                                             ; preds = %loop
  ret void
}

attributes #0 = { convergent }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
