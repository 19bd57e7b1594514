; tests/cli/transform.sh (bpermute_address): a loop whose exit reads a
; ds.bpermute's result; bpermute_address.after.ll computes its address as
; InstCombine did on a user's HIP kernel at -O2 (step 17 of default<O2>).
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
  %x = xor i32 %id, 1
  %s = shl i32 %x, 2
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
