; AFTER, the same replacement past the join (wrong): %join is reached from
; %else too, where %key != %first (a thread whose key is not the first
; lane's), so its subgroupAdd gets another operand there: one thread tells
; the programs apart (its call's argument differs).  No fact of the edge into
; %then holds in %join (it does not dominate it): the rule does not apply.
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
  %a = call i32 @subgroupAdd(i32 %first)
  br label %join
else:
  br label %join
join:
  %b = call i32 @subgroupAdd(i32 %key)
  br i1 %eq, label %exit, label %loop
exit:
  ret void
}
