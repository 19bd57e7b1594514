; BEFORE of the guarded rotation cases (tests/cli/transform_simulate.sh):
; the shape of an OpenCL kernel at -O2 before LoopRotate (a new user's
; `if (n < 0) return; for (i = 0; i < n; ++i) ...`, a guard that lets
; lim = 0 reach the loop), with a per-thread trip count lim = tid + n: a
; thread with lim < 0 returns at once, one with lim = 0 runs no call, the
; others call subgroupAdd(tid + i) for i = 0 .. lim - 1.
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lim = add i32 %tid, %n
  %none = icmp slt i32 %lim, 0
  br i1 %none, label %exit, label %pre
pre:
  br label %header
header:
  %i = phi i32 [ 0, %pre ], [ %i.next, %body ]
  %acc = phi i32 [ 0, %pre ], [ %acc.next, %body ]
  %c = icmp slt i32 %i, %lim
  br i1 %c, label %body, label %done
body:
  %v = add i32 %tid, %i
  %s = call i32 @subgroupAdd(i32 %v)
  %acc.next = add i32 %acc, %s
  %i.next = add i32 %i, 1
  br label %header
done:
  br label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %acc, %done ]
  ret i32 %r
}
