; AFTER: dowhile.before.ll runtime-unrolled by 2 with a remainder
; iteration after the loop (the shape LoopUnroll's runtime unrolling
; makes, which LLVM refuses for a convergent call without tokens:
; Transforms/LoopUnroll/convergent.ll).  Hand derivation: a thread with
; trip count t runs floor(t / 2) pairs in %main, then %rem once if t is
; odd.  Thread 0 with t = 1 runs its call i = 0 in %rem, thread 1 with
; t = 2 in %main; in BEFORE both are the first call of the loop (header
; executed once), converged; in AFTER they are in different blocks, not
; converged: broken, and the simulation rule must not prove it (its
; second call in %main has no BEFORE call without BEFORE's exit test in
; between).  Expected: broken (the bounded check's counterexample).
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

define i32 @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lim = add i32 %tid, %n
  %big = icmp sgt i32 %lim, 1
  %t = select i1 %big, i32 %lim, i32 1
  %pairs = icmp sge i32 %t, 2
  br i1 %pairs, label %main, label %rem.check
main:
  %i = phi i32 [ 0, %entry ], [ %i2, %main ]
  %s = call i32 @subgroupAdd(i32 %i)
  %i1 = add i32 %i, 1
  %sb = call i32 @subgroupAdd(i32 %i1)
  %i2 = add i32 %i, 2
  %i3 = add i32 %i2, 1
  %more = icmp slt i32 %i3, %t
  br i1 %more, label %main, label %rem.check
rem.check:
  %j = phi i32 [ 0, %entry ], [ %i2, %main ]
  %last = phi i32 [ 0, %entry ], [ %sb, %main ]
  %odd = icmp slt i32 %j, %t
  br i1 %odd, label %rem, label %exit
rem:
  %s3 = call i32 @subgroupAdd(i32 %j)
  br label %exit
exit:
  %r = phi i32 [ %last, %rem.check ], [ %s3, %rem ]
  ret i32 %r
}
