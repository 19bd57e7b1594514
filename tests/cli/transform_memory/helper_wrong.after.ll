; tests/cli/transform_memory.sh: helper.after.ll reading the WRONG slot:
; @first's readfirstlane is given %y (what BEFORE stores in %y.addr), not
; %x (what BEFORE's load through %x.addr.ascast reads).
;
; Hand derivation.  BEFORE's load reads %x.addr, which holds %x = key[lid]
; (helper.after.ll's derivation: %y.addr is another object), so BEFORE
; gives readfirstlane key[lid] and AFTER gives it lid.  One thread with
; key[lid] != lid already tells them apart: its readfirstlane's argument
; differs (and so does the value it stores to out[lid]).  Not preserved:
; a single-thread difference, exit 1.  A slot model that let the load
; through one cast read the other slot, or read any slot's latest store,
; would call it preserved.
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
  %0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %y)
  ret i32 %0
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #0

attributes #0 = { convergent nounwind }
