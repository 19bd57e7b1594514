; tests/cli/reduce_refusals.sh: a step that is not single-thread equivalent
; (after user 13's input, issue 28).  By hand: @s is internal and only
; stored to, so globalopt deletes the store; the load through %p, a flat
; argument (it may point at @s: AMDGPUUsage "Address Spaces"), may read
; what the store wrote, so in BEFORE a thread whose load returns its own 7
; runs the barrier, and in AFTER (no store) that input's load reads other
; memory: a single thread runs @llvm.amdgcn.s.barrier in one program and
; not in the other -- not single-thread equivalent, not broken.  (User 13's
; own file loaded through a global pointer, which cannot reach @s: that
; step is preserved, tests/cli/transform_memory/spaces_o0.after.ll.)
target triple = "amdgcn-amd-amdhsa"
@s = internal addrspace(3) global [64 x i32] undef, align 16
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier() convergent
define amdgpu_kernel void @g(ptr %p, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %sp = getelementptr [64 x i32], ptr addrspacecast (ptr addrspace(3) @s to ptr), i32 0, i32 %tid
  store i32 7, ptr %sp
  %v = load i32, ptr %p
  %c = icmp eq i32 %v, 7
  br i1 %c, label %t, label %x
t:
  call void @llvm.amdgcn.s.barrier()
  br label %x
x:
  ret void
}
