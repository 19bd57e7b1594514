; Finding of `convcheck sweep --blocks 4 --divergence each` (program s44_m2,
; the smallest of its kind): see sweep-irreducible-header-choice.*.case.
; Rendered by fe_ll_write (docs/audit.md "Rendering"); the second function
; is the first with the successors of B0's uniform branch swapped.
;   B0 -> B1, B2 uniform
;   B1 -> B1, B2 divergent
;   B2 -> B1, B2 uniform
target triple = "amdgcn-unknown-amdhsa"

@convcheck.counter = addrspace(1) global i32 0

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @header_b2(i1 %u.B0, i1 %u.B2) {
B0:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br i1 %u.B0, label %B1, label %B2

B1:
  %from.B1 = phi i32 [ 0, %B0 ], [ 1, %B1 ], [ 2, %B2 ]
  %d.B1 = atomicrmw add ptr addrspace(1) @convcheck.counter, i32 1 monotonic
  %c.B1 = icmp ult i32 %d.B1, %tid
  br i1 %c.B1, label %B1, label %B2

B2:
  %from.B2 = phi i32 [ 0, %B0 ], [ 1, %B1 ], [ 2, %B2 ]
  br i1 %u.B2, label %B1, label %B2
}

define amdgpu_kernel void @header_b1(i1 %u.B0, i1 %u.B2) {
B0:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br i1 %u.B0, label %B2, label %B1

B1:
  %from.B1 = phi i32 [ 0, %B0 ], [ 1, %B1 ], [ 2, %B2 ]
  %d.B1 = atomicrmw add ptr addrspace(1) @convcheck.counter, i32 1 monotonic
  %c.B1 = icmp ult i32 %d.B1, %tid
  br i1 %c.B1, label %B1, label %B2

B2:
  %from.B2 = phi i32 [ 0, %B0 ], [ 1, %B1 ], [ 2, %B2 ]
  br i1 %u.B2, label %B1, label %B2
}
