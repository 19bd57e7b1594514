; The third form of irr2.ll's reduction without a way out: Exit is a case
; of `switch i32 %c.B`, but %c.B = xor i32 0, 0 is 0 (LangRef, "xor"), so
; the switch takes its default, B, in every thread; no thread leaves.
; With irr2.finding.txt (`exits yes`) not interesting.
target triple = "amdgcn-unknown-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @irr2() {
Entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c.Entry = icmp ult i32 0, %tid
  br i1 %c.Entry, label %A, label %B

A:                                                ; preds = %B, %Entry
  br label %B

B:                                                ; preds = %B, %A, %Entry
  %c.B = xor i32 0, 0
  switch i32 %c.B, label %B [
    i32 1, label %A
    i32 2, label %Exit
  ]

Exit:                                             ; preds = %B
  ret void
}
