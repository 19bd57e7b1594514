declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @sw(ptr addrspace(1) %o) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  switch i32 %t, label %d [ i32 0, label %a0 i32 1, label %a1 i32 2, label %a2 i32 3, label %a3 i32 4, label %a4 i32 5, label %a5 i32 6, label %a6 i32 7, label %a7 i32 8, label %a8 i32 9, label %a9 i32 10, label %a10 i32 11, label %a11 ]
a0:
  br label %d
a1:
  br label %d
a2:
  br label %d
a3:
  br label %d
a4:
  br label %d
a5:
  br label %d
a6:
  br label %d
a7:
  br label %d
a8:
  br label %d
a9:
  br label %d
a10:
  br label %d
a11:
  br label %d
d:
  %p = phi i32 [ 0, %entry ], [ 1, %a0 ], [ 2, %a1 ], [ 3, %a2 ], [ 4, %a3 ], [ 5, %a4 ], [ 6, %a5 ], [ 7, %a6 ], [ 8, %a7 ], [ 9, %a8 ], [ 10, %a9 ], [ 11, %a10 ], [ 12, %a11 ]
  store i32 %p, ptr addrspace(1) %o
  ret void
}
