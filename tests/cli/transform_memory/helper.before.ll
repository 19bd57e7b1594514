; tests/cli/transform_memory.sh: a reduced waterfall loop (HIP at -O2
; -disable-llvm-passes, before SROA): the kernel calls, in a loop, a helper
; whose arguments live in private allocas (addrspace(5)) reached through
; addrspacecast to generic pointers, as clang writes every HIP local.
; Expanded into the loop (transform/inline.c), the helper's allocas run
; once per iteration.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %key, ptr addrspace(1) %out) #0 {
entry:
  %lid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %lid to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %key, i64 %idx
  %v = load i32, ptr addrspace(1) %p, align 4
  br label %loop

loop:
  %r = call i32 @first(i32 %v, i32 %lid) #0
  %mine = icmp eq i32 %r, %v
  br i1 %mine, label %done, label %loop

done:
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %r, ptr addrspace(1) %q, align 4
  ret void
}

define internal i32 @first(i32 %x, i32 %y) #0 {
entry:
  %x.addr = alloca i32, align 4, addrspace(5)
  %y.addr = alloca i32, align 4, addrspace(5)
  %x.addr.ascast = addrspacecast ptr addrspace(5) %x.addr to ptr
  %y.addr.ascast = addrspacecast ptr addrspace(5) %y.addr to ptr
  store i32 %x, ptr %x.addr.ascast, align 4
  store i32 %y, ptr %y.addr.ascast, align 4
  %0 = load i32, ptr %x.addr.ascast, align 4
  %1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %0)
  ret i32 %1
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #0

attributes #0 = { convergent nounwind }
