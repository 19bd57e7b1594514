; AFTER (wrong): the callee's body inlined with its entry token replaced by a
; fresh anchor in the loop instead of the call site's token %inner.
declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @convergent_operation(i32) convergent

define void @callee(i32 %v) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  call void @convergent_operation(i32 %v) [ "convergencectrl"(token %tok) ]
  ret void
}

define void @main() {
A:
  %outer = call token @llvm.experimental.convergence.anchor()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, 8
  br i1 %c, label %n1, label %n2
n1:
  br label %header
n2:
  br label %header
header:
  %counter = phi i32 [ 1, %n1 ], [ 2, %n2 ], [ %dec, %B ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %cmp = icmp sgt i32 %counter, 0
  br i1 %cmp, label %B, label %C
B:
  %anchor = call token @llvm.experimental.convergence.anchor()
  call void @convergent_operation(i32 %counter) [ "convergencectrl"(token %anchor) ]
  %dec = sub i32 %counter, 1
  br label %header
C:
  ret void
}
