; tests/cli/transform.sh: AFTER: the ballot hoisted above the divergent
; branch.  By hand: a thread with tid >= n skips `then` in BEFORE and runs
; no ballot; in AFTER it runs the ballot in entry.  That thread alone,
; whatever the other threads do, runs a convergent call in AFTER that it
; never runs in BEFORE (the ballot has no side effects, but an added call
; is never allowed: docs/transforms.md "What is compared"): not
; single-thread equivalent, with one thread (tid = 0, n = 0 will do).
; Which threads the ballot groups is never compared: there is no BEFORE
; ballot of that thread to compare it with, so the verdict is not
; "broken".
declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare void @use(i64)
define void @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, %n
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  br i1 %c, label %then, label %end
then:
  call void @use(i64 %b)
  br label %end
end:
  ret void
}
