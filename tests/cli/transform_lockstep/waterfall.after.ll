; AFTER, instcombine-only (hand derivation): icmp eq (xor %first, %key), 0 is
; icmp eq %key, %first (x ^ y = 0 iff x = y); or %tid, 0 is %tid.  Same
; blocks, edges, readfirstlane / subgroupAdd / store in the same blocks with
; equal operands: the lockstep rule applies, preserved for every trip count.
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
declare i32 @subgroupAdd(i32) convergent

define void @f(ptr addrspace(1) %out, i32 %m) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %key = urem i32 %tid, %m
  br label %loop
loop:
  %first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %key)
  %x = xor i32 %first, %key
  %eq = icmp eq i32 %x, 0
  br i1 %eq, label %body, label %loop
body:
  %t = or i32 %tid, 0
  %s = call i32 @subgroupAdd(i32 %t)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %s, ptr addrspace(1) %p
  ret void
}
