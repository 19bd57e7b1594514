; What llvm-reduce made of irr2.ll (beside it) before reduce kept an exit:
; B's `br i1 false` always goes back to B, so no thread leaves the function
; (no block returns).  The finding still holds (B is NOT m-converged, the
; same witness Entry A B / Entry B A), but the program is not one a report
; should show: with irr2.finding.txt (`exits yes`) it is not interesting.
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
  br i1 false, label %A, label %B
}
