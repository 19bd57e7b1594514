; IPSCCP on kernels/subgroup_reduce.c (nvptx), reduced: the index of the
; thread's element is `sext` of its id in BEFORE.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @f(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = sext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %x = load i32, ptr addrspace(1) %p
  br label %cond

cond:
  %off = phi i32 [ 16, %entry ], [ %half, %body ]
  %v = phi i32 [ %x, %entry ], [ %sum, %body ]
  %more = icmp sgt i32 %off, 0
  br i1 %more, label %body, label %end

body:
  %r = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 %off, i32 31)
  %sum = add nsw i32 %v, %r
  %half = sdiv i32 %off, 2
  br label %cond

end:
  store i32 %v, ptr addrspace(1) %out
  ret void
}

declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) convergent
