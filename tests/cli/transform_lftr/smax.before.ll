; BEFORE of the trip-count cases (tests/cli/transform_lftr.sh): a loop
; tested at its header, as -O0 code after mem2reg: each thread calls
; subgroupAdd(i) while i < lim (signed), lim = tid + n, so zero times when
; lim <= 0.  The trip count is open: no bound ends every path.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define void @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lim = add i32 %tid, %n
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp slt i32 %i, %lim
  br i1 %c, label %body, label %exit
body:
  %s = call i32 @subgroupAdd(i32 %i)
  %i.next = add nsw i32 %i, 1
  br label %head
exit:
  ret void
}
