; AFTER: the anchor, %a and %b sunk together into the conditional block. Chained variant: %b = pure(%a).
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

define void @f(i32 %x) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %condition = icmp slt i32 %tid, 8
  br i1 %condition, label %then, label %end
then:
  %tok = call token @llvm.experimental.convergence.anchor()
  %a = call i32 @pure.convergent.operation(i32 %x) [ "convergencectrl"(token %tok) ]
  %b = call i32 @pure.convergent.operation(i32 %a) [ "convergencectrl"(token %tok) ]
  call void @use(i32 %a, i32 %b)
  br label %end
end:
  ret void
}
