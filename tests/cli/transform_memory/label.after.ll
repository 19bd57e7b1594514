; tests/cli/transform_memory.sh: label.before.ll with the load replaced by
; the value stored at element 0.
;
; Hand derivation.  BEFORE's %0 reads a[%i]: %x when %i = 0, a[1] (never
; stored) when %i = 1.  A GEP into an alloca is not a stack slot, so the
; check cannot compute %0 and a thread with %0 != %x stays a candidate it
; cannot confirm: unknown, for @k and @h, exit 2.  The report names the
; value by the instruction as the file writes it, "[%0 = load i32, ptr %p,
; align 4]#1" (its first execution), not "[load i32, ptr %, align 4]#1",
; and the thread's input, which no branch reads, as "thread 1: no
; decision" (lead printed the label without names and an empty
; "thread 1:" heading).
target triple = "amdgcn-amd-amdhsa"

define void @k(i32 %v, i32 %i, ptr addrspace(1) %o) #0 {
entry:
  %r = call i32 @h(i32 %v, i32 %i)
  store i32 %r, ptr addrspace(1) %o, align 4
  ret void
}

define internal i32 @h(i32 %x, i32 %i) #0 {
entry:
  %a = alloca [2 x i32], align 4, addrspace(5)
  %c = addrspacecast ptr addrspace(5) %a to ptr
  %p = getelementptr inbounds [2 x i32], ptr %c, i32 0, i32 %i
  store i32 %x, ptr %c, align 4
  %0 = load i32, ptr %p, align 4
  %1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x)
  ret i32 %1
}

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #0

attributes #0 = { convergent nounwind }
