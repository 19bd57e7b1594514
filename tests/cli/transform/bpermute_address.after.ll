; tests/cli/transform.sh: bpermute_address.before.ll with the bpermute's
; address (id ^ 1) << 2 computed as (id << 2) ^ 4.
;
; Hand derivation.  (id ^ 1) << 2 == (id << 2) ^ (1 << 2) for every 32-bit
; id: a left shift distributes over xor bit by bit, the bits shifted out
; are the same on both sides.  So the two programs are the same
; instruction by instruction but for how one value is computed: the same
; blocks, the same calls with equal operands in the same block executions,
; the same threads in each instance: preserved.  lead said unknown ("a
; convergent call ... runs more often in BEFORE"): it paired BEFORE's path
; of two iterations with AFTER's of one, the exit's condition (on the
; bpermute's result) read as a free value in each program.
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %v, i32 %n, i32 %flag) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %cont ]
  %acc = phi i32 [ %v, %entry ], [ %acc2, %cont ]
  %t = icmp ne i32 %flag, 0
  br i1 %t, label %then, label %else
then:
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %id = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %x = shl i32 %id, 2
  %s = xor i32 %x, 4
  %p = call i32 @llvm.amdgcn.ds.bpermute(i32 %s, i32 %acc)
  %add = add nsw i32 %acc, %p
  br label %latch
else:
  %add4 = add nsw i32 %acc, %i
  br label %latch
latch:
  %acc2 = phi i32 [ %add, %then ], [ %add4, %else ]
  %big = icmp sgt i32 %acc2, 100000
  br i1 %big, label %exit, label %cont
cont:
  %inc = add i32 %i, 1
  %c = icmp slt i32 %inc, %n
  br i1 %c, label %loop, label %exit
exit:
  store i32 %acc2, ptr addrspace(1) %out
  ret void
}
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) convergent nounwind memory(none)
