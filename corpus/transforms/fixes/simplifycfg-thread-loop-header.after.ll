; ModuleID = 'simplifycfg-thread-loop-header.before.ll'
source_filename = "simplifycfg-thread-loop-header.before.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent
declare void @sync() #0

; Function Attrs: convergent
define void @thread_header(i1 %c, ptr %q) #0 {
start:
  call void @sync()
  br i1 %c, label %side, label %tail

side:                                             ; preds = %start
  store i32 7, ptr %q, align 4
  br label %work

work:                                             ; preds = %tail, %side
  store i32 9, ptr %q, align 4
  br label %tail

tail:                                             ; preds = %start, %work
  call void @sync()
  br i1 %c, label %work, label %done

done:                                             ; preds = %tail
  ret void
}

attributes #0 = { convergent }
