; AFTER of ballot-loop: the ballot hoisted out of the loop onto the entry
; token (one mask of every thread, read by every iteration).
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1) convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()

define amdgpu_kernel void @tk(ptr addrspace(1) %out) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %t) ]
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t) ]
  %acc.next = add i64 %acc, %b
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %tid
  br i1 %c, label %loop, label %exit
exit:
  store i64 %acc.next, ptr addrspace(1) %out
  ret void
}
