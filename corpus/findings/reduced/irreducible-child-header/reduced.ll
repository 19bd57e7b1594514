target triple = "amdgcn-unknown-amdhsa"

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #0

define amdgpu_kernel void @child_header_b3(i1 %u.B2) {
B0:
  br i1 false, label %B1, label %B3

B1:                                               ; preds = %B3, %B1, %B0
  %from.B1 = phi i32 [ 0, %B3 ], [ 1, %B1 ], [ 0, %B0 ]
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c.B1 = icmp ult i32 0, %tid
  br i1 %c.B1, label %B1, label %B3

B3:                                               ; preds = %B3, %B1, %B0
  %brmerge = or i1 false, %u.B2
  br i1 %brmerge, label %B1, label %B3
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
