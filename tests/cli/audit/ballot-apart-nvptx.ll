; The same for nvptx (tests/cli/audit.sh): vote.ballot.sync with the full
; mask 0xffffffff (i32 -1: every lane of the warp must execute it) in the
; arm of a branch on the thread id, reached by the threads with tid < %n
; only; the one after the join is reached by every thread: not listed.
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
define i32 @vote_under_if(i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %then, label %end
then:
  %b = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)
  br label %end
end:
  %r = phi i32 [ %b, %then ], [ 0, %entry ]
  %all = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)
  %s = add i32 %r, %all
  ret i32 %s
}
