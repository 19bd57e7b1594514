; tests/cli/transform_memory.sh: a helper that reads an element of a
; private array through a GEP of its addrspacecast: memory the stack
; slots do not resolve (docs/design.md "Memory": a GEP into an alloca).
target triple = "amdgcn-amd-amdhsa"

define void @k(i32 %v, i32 %i, ptr addrspace(1) %o) #0 {
entry:
  %r = call i32 @h(i32 %v, i32 %i)
  store i32 %r, ptr addrspace(1) %o, align 4
  ret void
}

define internal i32 @h(i32 %x, i32 %i) #0 {
entry:
  %a = alloca [2 x i32], align 4, addrspace(5)
  %c = addrspacecast ptr addrspace(5) %a to ptr
  %p = getelementptr inbounds [2 x i32], ptr %c, i32 0, i32 %i
  store i32 %x, ptr %c, align 4
  %0 = load i32, ptr %p, align 4
  %1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %0)
  ret i32 %1
}

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #0

attributes #0 = { convergent nounwind }
