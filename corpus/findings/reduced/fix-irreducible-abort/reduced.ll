
define void @f() {
entry:
  br i1 false, label %H, label %X

H:                                                ; preds = %X, %H, %entry
  %v = phi i64 [ 0, %entry ], [ 0, %H ], [ 0, %X ]
  br i1 false, label %H, label %X

X:                                                ; preds = %H, %entry
  br label %H
}
