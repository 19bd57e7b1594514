; tests/cli/transform_memory.sh: each thread publishes 1 at tmp[lid] in
; work-group (addrspace(3)) memory, waits at the barrier, then reads its
; left neighbour's slot tmp[lid - 1] (thread 0 its own, tmp[0]) and
; branches on whether it reads 1; both arms meet at the convergent @conv.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @f(ptr addrspace(3) %tmp) #0 {
entry:
  %lid = call i32 @llvm.amdgcn.workitem.id.x()
  %mine = getelementptr inbounds i32, ptr addrspace(3) %tmp, i32 %lid
  store i32 1, ptr addrspace(3) %mine, align 4
  call void @llvm.amdgcn.s.barrier()
  %first = icmp eq i32 %lid, 0
  %left = add i32 %lid, -1
  %idx = select i1 %first, i32 0, i32 %left
  %nb = getelementptr inbounds i32, ptr addrspace(3) %tmp, i32 %idx
  %x = load i32, ptr addrspace(3) %nb, align 4
  %z = icmp eq i32 %x, 1
  br i1 %z, label %a, label %b

a:
  br label %join

b:
  br label %join

join:
  call void @conv()
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier() #1
declare void @conv() #1

attributes #0 = { convergent nounwind }
attributes #1 = { convergent nounwind }
