; AFTER, broken by hand: the trip count off by one, `smax(lim, 1)`: a thread
; with lim <= 0 runs the body once (i = 0), where BEFORE runs it zero
; times: one subgroupAdd more.  Not preserved: the bounded check finds one
; thread whose events differ.
; (The bounded check finds the thread; since these files carry nsw/nuw
; flags, which the value semantics does not read, its verdict is unknown
; rather than "not single-thread equivalent", docs/transforms.md.  Never
; "preserved".)
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent
declare i32 @llvm.smax.i32(i32, i32)

define void @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lim = add i32 %tid, %n
  %smax = call i32 @llvm.smax.i32(i32 %lim, i32 1)
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
