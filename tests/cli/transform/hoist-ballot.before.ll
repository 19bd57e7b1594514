; tests/cli/transform.sh: BEFORE of a user's pair: a side-effect-free ballot
; (llvm.amdgcn.ballot: convergent, no memory effects) in the arm of a
; divergent branch (tid < n).
declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare void @use(i64)
define void @f(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %then, label %end
then:
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  call void @use(i64 %b)
  br label %end
end:
  ret void
}
