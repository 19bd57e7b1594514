; tests/cli/transform_memory.sh: helper.before.ll after SROA of @first,
; as in the user's step 019 of default<O2>: the two slots promoted.
;
; Hand derivation.  Each call of @first allocates %x.addr and %y.addr anew
; (LangRef "'alloca' Instruction"); their addresses are only cast to
; generic pointers and used as the pointers of i32 loads and stores, so
; they escape nowhere and no other thread or instruction reaches them.  In
; BEFORE's call, %x is stored through %x.addr.ascast, %y through
; %y.addr.ascast (another object), and the load through %x.addr.ascast
; reads the latest store there: %0 = %x.  So BEFORE's readfirstlane is
; given %x, as AFTER's is, at the same place of the same loop iteration:
; every thread reaches the same readfirstlane instances with the same
; arguments, gets the same %r and leaves the loop at the same iteration.
; The kernel is unchanged.  Preserved, for @k and @first, on every input
; within the bounds (k=2, L=12).  (lead: @k unknown, the load through the
; cast of an alloca the loop runs again was not resolved.)
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %key, ptr addrspace(1) %out) #0 {
entry:
  %lid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %lid to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %key, i64 %idx
  %v = load i32, ptr addrspace(1) %p, align 4
  br label %loop

loop:
  %r = call i32 @first(i32 %v, i32 %lid) #0
  %mine = icmp eq i32 %r, %v
  br i1 %mine, label %done, label %loop

done:
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %r, ptr addrspace(1) %q, align 4
  ret void
}

define internal i32 @first(i32 %x, i32 %y) #0 {
entry:
  %0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x)
  ret i32 %0
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #0

attributes #0 = { convergent nounwind }
