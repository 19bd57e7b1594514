; ConvergentOperations.rst, "Temporal Divergence at Cycle Exit": a value
; defined in a cycle with a divergent exit, used after the exit inside and
; outside the convergence region of the cycle's heart.  Expectations and
; the hand derivation: co-temporal-divergence-token.case.
declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
declare i32 @op(i32) convergent

define void @inside_region(ptr %out) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %header ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  %i.next = add i32 %i, 1
  %done = icmp sgt i32 %i.next, %tid
  br i1 %done, label %exit, label %header

exit:
  %use = mul i32 %i.next, 3
  %r = call i32 @op(i32 %use) [ "convergencectrl"(token %inner) ]
  store i32 %r, ptr %out
  ret void
}

define void @outside_region(ptr %out) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %header ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  %i.next = add i32 %i, 1
  %done = icmp sgt i32 %i.next, %tid
  br i1 %done, label %exit, label %header

exit:
  %use = mul i32 %i.next, 3
  %r = call i32 @op(i32 %use) [ "convergencectrl"(token %tok) ]
  store i32 %r, ptr %out
  ret void
}
