; AFTER: while (counter >= 2) { anchor; op; anchor; op; counter -= 2 }
;        while (counter > 0) { anchor; op; counter-- }
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
define void @f() {
A:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, 8
  br i1 %c, label %n3, label %n4
n3:
  br label %header
n4:
  br label %header
header:
  %counter = phi i32 [ 3, %n3 ], [ 4, %n4 ], [ %dec2, %B ]
  %cmp = icmp sge i32 %counter, 2
  br i1 %cmp, label %B, label %tailheader
B:
  %tok1 = call token @llvm.experimental.convergence.anchor()
  call void @convergent.operation() [ "convergencectrl"(token %tok1) ]
  %tok2 = call token @llvm.experimental.convergence.anchor()
  call void @convergent.operation() [ "convergencectrl"(token %tok2) ]
  %dec2 = sub i32 %counter, 2
  br label %header
tailheader:
  %tcounter = phi i32 [ %counter, %header ], [ %tdec, %tail ]
  %tcmp = icmp sgt i32 %tcounter, 0
  br i1 %tcmp, label %tail, label %C
tail:
  %tok3 = call token @llvm.experimental.convergence.anchor()
  call void @convergent.operation() [ "convergencectrl"(token %tok3) ]
  %tdec = sub i32 %tcounter, 1
  br label %tailheader
C:
  ret void
}
