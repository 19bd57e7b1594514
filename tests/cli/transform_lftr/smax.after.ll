; AFTER: IndVarSimplify's rewrite of the header's test over the trip count,
; written by hand in its shape: `i != smax(lim, 0)` instead of `i < lim`.
; By hand: at every execution of %head, i <= smax(lim, 0) (unsigned): on
; entry i = 0; %body runs only when i != smax(lim, 0), so there i <
; smax(lim, 0) and i + 1 <= smax(lim, 0) on the back edge.  Then the tests
; agree: lim <= 0 gives smax = 0 and i = 0, both false; lim > 0 gives
; 0 <= i <= lim, and i < lim iff i != lim.  Same blocks and calls on every
; path: preserved for every trip count and every number of threads.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent
declare i32 @llvm.smax.i32(i32, i32)

define void @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lim = add i32 %tid, %n
  %smax = call i32 @llvm.smax.i32(i32 %lim, i32 0)
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %exitcond = icmp ne i32 %i, %smax
  br i1 %exitcond, label %body, label %exit
body:
  %s = call i32 @subgroupAdd(i32 %i)
  %i.next = add nuw i32 %i, 1
  br label %head
exit:
  ret void
}
