; BEFORE: a waterfall loop: each iteration, the threads whose key equals the
; first active lane's (readfirstlane) leave and do subgroupAdd; the others
; iterate.  The trip count depends on the keys: no bound ends every path.
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
  br i1 %eq, label %body, label %loop
body:
  %s = call i32 @subgroupAdd(i32 %tid)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %s, ptr addrspace(1) %p
  ret void
}
