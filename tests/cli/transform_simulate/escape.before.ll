; BEFORE: as spec.before.ll, with %x's address passed to a call (it
; escapes: no private slot).  -O0-style code, a private slot %x read under a branch inside a
; loop whose body ends in a convergent call (docs/unbounded.md "Private
; stack slots in the simulation rule", "Branches without events between").
target triple = "amdgcn-amd-amdhsa"

declare i32 @subgroupAdd(i32) #0
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @keep(ptr addrspace(5))

define void @f(i32 %n) {
entry:
  %x = alloca i32, align 4, addrspace(5)
  %i = alloca i32, align 4, addrspace(5)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  store i32 %tid, ptr addrspace(5) %x, align 4
  call void @keep(ptr addrspace(5) %x)
  store i32 0, ptr addrspace(5) %i, align 4
  br label %loop

loop:
  %iv = load i32, ptr addrspace(5) %i, align 4
  %c = icmp slt i32 %iv, %n
  br i1 %c, label %body, label %exit

body:
  %xv = load i32, ptr addrspace(5) %x, align 4
  %neg = icmp slt i32 %xv, 0
  br i1 %neg, label %then, label %join

then:
  %xv2 = load i32, ptr addrspace(5) %x, align 4
  %m = sub i32 0, %xv2
  br label %join

join:
  %v = phi i32 [ %m, %then ], [ %xv, %body ]
  %s = call i32 @subgroupAdd(i32 %v)
  store i32 %s, ptr addrspace(5) %x, align 4
  %iv2 = load i32, ptr addrspace(5) %i, align 4
  %inc = add i32 %iv2, 1
  store i32 %inc, ptr addrspace(5) %i, align 4
  br label %loop

exit:
  ret void
}

attributes #0 = { convergent }
