; The second form of irr2.ll's reduction without an exit: Exit is kept, but
; only as a case of `switch i32 0`, which takes the default, B, for every
; thread (LangRef, "switch": the constant 0 matches neither case 1 nor 2).
; No thread leaves: with irr2.finding.txt (`exits yes`) not interesting.
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
  switch i32 0, label %B [
    i32 1, label %A
    i32 2, label %Exit
  ]

Exit:                                             ; preds = %B
  ret void
}
