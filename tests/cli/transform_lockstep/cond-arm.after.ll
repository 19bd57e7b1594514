; AFTER, GVN's propagation of a branch condition (hand derivation): the arm
; %then runs only on the edge where %eq = (%key == %first) is true, so there
; subgroupAdd(%key) is subgroupAdd(%first); nothing else changes.  The rule
; applies with the fact %eq = 1 in %then (the block its edge dominates):
; preserved for every trip count.
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
  %eq = icmp eq i32 %key, %first
  br i1 %eq, label %then, label %else
then:
  %a = call i32 @subgroupAdd(i32 %key)
  br label %join
else:
  br label %join
join:
  %b = call i32 @subgroupAdd(i32 %first)
  br i1 %eq, label %exit, label %loop
exit:
  ret void
}
