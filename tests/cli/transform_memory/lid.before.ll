; tests/cli/transform_memory.sh: other.before.ll branching on the thread's
; own id (lid == 0) instead of the tmp[0] it loads past the barrier.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @f(ptr addrspace(3) %tmp) #0 {
entry:
  %lid = call i32 @llvm.amdgcn.workitem.id.x()
  %mine = getelementptr inbounds i32, ptr addrspace(3) %tmp, i32 %lid
  store i32 %lid, ptr addrspace(3) %mine, align 4
  call void @llvm.amdgcn.s.barrier()
  %x = load i32, ptr addrspace(3) %tmp, align 4
  %z = icmp eq i32 %lid, 0
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
