; tests/cli/transform_memory.sh: an alloca in a loop (a new object at each
; iteration), read before the iteration stores to it; the read's value is
; used from the second iteration on.
target triple = "amdgcn-amd-amdhsa"
define void @f(i32 %n, ptr addrspace(1) %o) #0 {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %next ]
  %a = alloca i32, align 4, addrspace(5)
  %x = load i32, ptr addrspace(5) %a, align 4
  store i32 %i, ptr addrspace(5) %a, align 4
  %later = icmp sgt i32 %i, 0
  br i1 %later, label %use, label %next
use:
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x)
  store i32 %r, ptr addrspace(1) %o, align 4
  br label %next
next:
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #0
attributes #0 = { convergent nounwind }
