; BEFORE: %outer = anchor; while (counter > 0) { %inner = loop [%outer]; op [%inner]; counter-- }
; with counter = 2 or 4 per thread (a thread-dependent branch picks it).
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
  %outer = call token @llvm.experimental.convergence.anchor()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, 8
  br i1 %c, label %n2, label %n4
n2:
  br label %header
n4:
  br label %header
header:
  %counter = phi i32 [ 2, %n2 ], [ 4, %n4 ], [ %dec, %B ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %cmp = icmp sgt i32 %counter, 0
  br i1 %cmp, label %B, label %C
B:
  call void @convergent.operation() [ "convergencectrl"(token %inner) ]
  %dec = sub i32 %counter, 1
  br label %header
C:
  ret void
}
