; The shape of llvm/llvm-project PR 192819's test
; Transforms/LoopUnroll/AMDGPU/unroll-convergent-uniform-tripcount.ll,
; @runtime_unroll_uniform_trip_count, written anew: a kernel loop with a
; workgroup barrier and a trip count that is a kernel argument (the same
; in every thread).  PR 192819 lets LoopUnroll unroll such a loop at run
; time with a remainder when the trip count is uniform; LLVM 22 does not.
target triple = "amdgcn-amd-amdhsa"

declare void @llvm.amdgcn.s.barrier() convergent nounwind willreturn

define amdgpu_kernel void @uniform_trips(ptr addrspace(1) noalias %dst, ptr addrspace(1) noalias %src, i32 %n) {
start:
  br label %body

body:
  %j = phi i32 [ 0, %start ], [ %j.next, %body ]
  %sum = phi i32 [ 0, %start ], [ %sum.next, %body ]
  %pin = getelementptr inbounds i32, ptr addrspace(1) %src, i32 %j
  %pout = getelementptr inbounds i32, ptr addrspace(1) %dst, i32 %j
  %v = load i32, ptr addrspace(1) %pin
  call void @llvm.amdgcn.s.barrier()
  %sum.next = add i32 %v, %sum
  store i32 %sum.next, ptr addrspace(1) %pout
  %j.next = add i32 %j, 1
  %end = icmp eq i32 %j.next, %n
  br i1 %end, label %out, label %body

out:
  ret void
}
