target triple = "amdgcn-unknown-amdhsa"

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #0

define amdgpu_kernel void @header_b2(i1 %u.B2) {
B0:
  br i1 false, label %B1, label %B2

B1:                                               ; preds = %B2, %B1, %B0
  %from.B1 = phi i32 [ 0, %B0 ], [ 1, %B1 ], [ 0, %B2 ]
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c.B1 = icmp ult i32 0, %tid
  br i1 %c.B1, label %B1, label %B2

B2:                                               ; preds = %B2, %B1, %B0
  br i1 %u.B2, label %B1, label %B2
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
