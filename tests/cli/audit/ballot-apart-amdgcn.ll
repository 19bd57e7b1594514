; A ballot reached by some threads only (tests/cli/audit.sh): the branch of
; entry reads the thread id (divergent: thread 0 with %n = 1 goes to then,
; thread 1 to end), so the ballot of block then runs in the threads with
; tid < %n only: a convergent call reached under a divergent branch.  The
; ballot of block end post-dominates the branch (every thread reaches it):
; not one.
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1)
define i64 @ballot_under_if(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %then, label %end
then:
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  br label %end
end:
  %r = phi i64 [ %b, %then ], [ 0, %entry ]
  %all = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %s = add i64 %r, %all
  ret i64 %s
}
