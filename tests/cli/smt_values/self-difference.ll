; A value the term semantics call divergent and bit-vector semantics
; prove uniform (uniformity --engine smt --values smt).
;
; Hand derivation.  %tid is a divergence source: distinct per thread.
;   %z = sub %tid, %tid.  Terms (docs/design.md §5, model/values.c): sub(tid, tid)
;     is a term of each thread's own %tid, thread-local, so two threads'
;     instances differ: DIVERGENT.  Bit-vectors: x - x = 0 for every x:
;     uniform.
;   %c = icmp eq %z, 0.  Terms: eq(sub(tid, tid), 0), thread-local:
;     DIVERGENT, and the branch on it may go either way in each thread.
;     Bit-vectors: 0 == 0 is true in every thread: uniform, and every
;     thread goes to %then.
;   %p = phi [1, %then], [2, %else] in %join.  The CFG has no cycle, so
;     all instances of %join are converged ([CU] "Convergence": one
;     hierarchy, no cycles: the n-th instance... here each thread runs
;     %join once).  Terms: thread 1 through %then (1), thread 2 through
;     %else (2): DIVERGENT.  Bit-vectors: every thread came from %then:
;     %p = 1 everywhere: uniform.
;   %q = mul %tid, 0: zero in both semantics?  Terms: mul(tid, 0) is
;     thread-local: DIVERGENT; bit-vectors: 0: uniform.
; Expected, bit-vectors: %tid divergent; %z, %c, %p, %q uniform.
; Expected, terms (explicit engine): %tid, %z, %c, %p, %q divergent.
declare i32 @llvm.amdgcn.workitem.id.x()

define void @self_difference(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %z = sub i32 %tid, %tid
  %q = mul i32 %tid, 0
  %c = icmp eq i32 %z, 0
  br i1 %c, label %then, label %else
then:
  br label %join
else:
  br label %join
join:
  %p = phi i32 [ 1, %then ], [ 2, %else ]
  store i32 %p, ptr addrspace(1) %out
  ret void
}
