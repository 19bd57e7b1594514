; AFTER (wrong): the condition `icmp slt %tid, 8` of BEFORE rewritten into
; `icmp ult %tid, 4`, which differs for thread ids 4 to 7.
declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @convergent.operation() convergent
declare i32 @pure.convergent.operation(i32) convergent memory(none)
declare i32 @subgroupAdd(i32) convergent
declare i32 @textureSample(i32) convergent memory(none)
declare i64 @ballot(i1) convergent
declare void @use(i32, i32)
define i32 @f(i32 %x) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %condition = icmp ult i32 %tid, 4
  br i1 %condition, label %then, label %else
then:
  %a = call i32 @subgroupAdd(i32 %x)
  br label %end
else:
  %b = call i32 @subgroupAdd(i32 %x)
  br label %end
end:
  %r = phi i32 [ %a, %then ], [ %b, %else ]
  ret i32 %r
}
