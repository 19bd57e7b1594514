; The module before pass 140 of default<O2> (amdgcn) on LLVM's
; Transforms/CycleConvergenceExtend/basic.ll (opt-22 -print-before-pass-number=140
; -print-module-scope); opt-22 -passes=verify accepts it.
; ModuleID = 'llvm/test/Transforms/CycleConvergenceExtend/basic.ll'
source_filename = "llvm/test/Transforms/CycleConvergenceExtend/basic.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define void @extend_loops(i1 %flag1, i1 %flag2, i1 %flag3) local_unnamed_addr {
entry:
  br label %A

A:                                                ; preds = %A, %entry
  %a1 = tail call token @llvm.experimental.convergence.anchor()
  br i1 %flag1, label %A, label %B

B:                                                ; preds = %A
  %flag2.not = xor i1 %flag2, true
  %brmerge = select i1 %flag2.not, i1 true, i1 %flag3
  br i1 %brmerge, label %common.ret, label %E

common.ret:                                       ; preds = %B, %E
  ret void

E:                                                ; preds = %B
  call void @convergent.op(i32 0) [ "convergencectrl"(token %a1) ]
  br label %common.ret
}

define void @extend_loops_iterate(i1 %flag1, i1 %flag2, i1 %flag3) local_unnamed_addr {
entry:
  br label %A

A:                                                ; preds = %A, %entry
  %a1 = call token @llvm.experimental.convergence.anchor()
  br i1 %flag1, label %A, label %B

B:                                                ; preds = %A
  %b1 = call token @llvm.experimental.convergence.anchor()
  br i1 %flag2, label %C, label %F

C:                                                ; preds = %B
  br i1 %flag3, label %common.ret, label %E

common.ret:                                       ; preds = %C, %F, %E
  ret void

E:                                                ; preds = %C
  call void @convergent.op(i32 0) [ "convergencectrl"(token %b1) ]
  br label %common.ret

F:                                                ; preds = %B
  call void @convergent.op(i32 0) [ "convergencectrl"(token %a1) ]
  br label %common.ret
}

define void @nested_loop_extension(i1 %flag1, i1 %flag2) local_unnamed_addr {
entry:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %A

A:                                                ; preds = %C, %entry
  %a1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  br label %B

B:                                                ; preds = %B, %A
  %b1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a1) ]
  br i1 %flag1, label %B, label %C

C:                                                ; preds = %B
  br i1 %flag2, label %A, label %D

D:                                                ; preds = %C
  call void @convergent.op(i32 0) [ "convergencectrl"(token %b1) ]
  call void @convergent.op(i32 0) [ "convergencectrl"(token %a1) ]
  ret void
}

define void @multi_block_extension(i1 %flag1, i1 %flag2) local_unnamed_addr {
entry:
  br label %A

A:                                                ; preds = %A, %entry
  %a1 = call token @llvm.experimental.convergence.anchor()
  br i1 %flag1, label %A, label %B

B:                                                ; preds = %A
  %b1 = call token @llvm.experimental.convergence.anchor()
  call void @convergent.op(i32 0) [ "convergencectrl"(token %b1) ]
  br i1 %flag2, label %common.ret, label %C

common.ret:                                       ; preds = %B, %C
  ret void

C:                                                ; preds = %B
  call void @convergent.op(i32 0) [ "convergencectrl"(token %a1) ]
  br label %common.ret
}

define void @multi_extension(i1 %flag1) local_unnamed_addr {
entry:
  br label %A

A:                                                ; preds = %A, %entry
  %a1 = call token @llvm.experimental.convergence.anchor()
  br i1 %flag1, label %A, label %B

B:                                                ; preds = %A
  %b1 = call token @llvm.experimental.convergence.anchor()
  call void @convergent.op(i32 0) [ "convergencectrl"(token %b1) ]
  call void @convergent.op(i32 0) [ "convergencectrl"(token %a1) ]
  ret void
}

define void @lift_loop(i1 %flag1, i1 %flag2) local_unnamed_addr {
entry:
  br label %A

A:                                                ; preds = %A, %entry
  %a1 = call token @llvm.experimental.convergence.anchor()
  br i1 %flag1, label %A, label %B

B:                                                ; preds = %B, %A
  %b1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a1) ]
  call void @convergent.op(i32 0) [ "convergencectrl"(token %b1) ]
  br i1 %flag2, label %B, label %C

C:                                                ; preds = %B
  ret void
}

; Function Attrs: convergent
define void @false_heart_trivial() local_unnamed_addr #0 {
entry:
  %a1 = call token @llvm.experimental.convergence.entry()
  br label %next

next:                                             ; preds = %entry
  %b1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a1) ]
  call void @convergent.op(i32 0) [ "convergencectrl"(token %b1) ]
  ret void
}

define void @false_heart_lifted(i1 %flag1) local_unnamed_addr {
entry:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %A

A:                                                ; preds = %A, %entry
  %a1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  br i1 %flag1, label %A, label %B

B:                                                ; preds = %A
  %b1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a1) ]
  call void @convergent.op(i32 0) [ "convergencectrl"(token %b1) ]
  ret void
}

; Function Attrs: convergent
declare void @convergent.op(i32) local_unnamed_addr #0

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.anchor() #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

attributes #0 = { convergent }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
