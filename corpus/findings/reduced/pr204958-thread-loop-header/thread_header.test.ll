; RUN: opt -mtriple=amdgcn-unknown-amdhsa -passes='simplifycfg<no-keep-loops>' -S %s | FileCheck %s
;
; ConvergentOperations.rst, "Correctness of Program Transforms": every
; behaviour of the transformed program must be a behaviour the original
; allows (each convergent operation communicating with the same threads).
; LLVM 22's simplifycfg<no-keep-loops> output has one that none of the original's cycle
; hierarchies has (witness.txt).  The CHECK lines pin the control flow of
; @thread_header as written: leaving it unchanged certainly preserves convergence.
; (Another output would do if `convcheck transform` finds it preserved;
; these lines would then need updating.)  FAILS on LLVM 22.
; CHECK-LABEL: define {{.*}}@thread_header(
; CHECK-LABEL: {{^}}start:
; CHECK: br i1 %c, label %side, label %head{{$|,}}
; CHECK-LABEL: {{^}}side:
; CHECK: br label %head{{$|,}}
; CHECK-LABEL: {{^}}head:
; CHECK: br i1 %c, label %work, label %tail{{$|,}}
; CHECK-LABEL: {{^}}work:
; CHECK: br label %tail{{$|,}}
; CHECK-LABEL: {{^}}tail:
; CHECK: br label %head{{$|,}}


; Function Attrs: convergent
declare void @sync() #0

; Function Attrs: convergent
define void @thread_header(i1 %c, ptr %q) #0 {
start:
  br i1 %c, label %side, label %head

side:                                             ; preds = %start
  store i32 7, ptr %q, align 4
  br label %head

head:                                             ; preds = %tail, %side, %start
  br i1 %c, label %work, label %tail

work:                                             ; preds = %head
  store i32 9, ptr %q, align 4
  br label %tail

tail:                                             ; preds = %work, %head
  call void @sync()
  br label %head
}

attributes #0 = { convergent }
