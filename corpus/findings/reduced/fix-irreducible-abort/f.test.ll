; RUN: opt -mtriple=amdgcn-unknown-amdhsa -passes='fix-irreducible' -S %s | FileCheck %s
;
; The input is valid IR (opt -passes=verify accepts it); the pass must
; produce valid IR.  LLVM 22 stops with "PHINode should have one entry for each predecessor of its parent basic block!"
; (witness.txt): this test FAILS on LLVM 22.
; CHECK: define {{.*}}@f(


define void @f() {
entry:
  br i1 false, label %H, label %X

H:                                                ; preds = %X, %H, %entry
  %v = phi i64 [ 0, %entry ], [ 0, %H ], [ 0, %X ]
  br i1 false, label %H, label %X

X:                                                ; preds = %H, %entry
  br label %H
}
