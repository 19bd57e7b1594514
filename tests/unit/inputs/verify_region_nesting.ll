define void @f(i1 %c) {
A:
  %t1 = call token @llvm.experimental.convergence.anchor()
  %t2 = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %B, label %C
B:
  call void @op() [ "convergencectrl"(token %t1) ]
  br label %C
C:
  call void @op() [ "convergencectrl"(token %t2) ]
  ret void
}
declare void @op() convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
; tests/unit/test_verify.c, verify_region_nesting_region_and_path: the diagnostics are derived by hand there.
