; Finding of `convcheck sweep --blocks 4 --divergence each` (program
; s944_m2): see sweep-irreducible-child-header-choice.*.case.  Rendered by
; fe_ll_write (docs/audit.md "Rendering"); the second function is the
; first with the successors of B2's uniform branch swapped.
;   B0 -> B1, B2 uniform
;   B1 -> B1, B3 divergent
;   B2 -> B1, B3 uniform
;   B3 -> B1, B2 uniform
target triple = "amdgcn-unknown-amdhsa"

@convcheck.counter = addrspace(1) global i32 0

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @child_header_b3(i1 %u.B0, i1 %u.B2, i1 %u.B3) {
B0:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br i1 %u.B0, label %B1, label %B2

B1:
  %from.B1 = phi i32 [ 0, %B0 ], [ 1, %B1 ], [ 2, %B2 ], [ 3, %B3 ]
  %d.B1 = atomicrmw add ptr addrspace(1) @convcheck.counter, i32 1 monotonic
  %c.B1 = icmp ult i32 %d.B1, %tid
  br i1 %c.B1, label %B1, label %B3

B2:
  %from.B2 = phi i32 [ 0, %B0 ], [ 3, %B3 ]
  br i1 %u.B2, label %B1, label %B3

B3:
  %from.B3 = phi i32 [ 1, %B1 ], [ 2, %B2 ]
  br i1 %u.B3, label %B1, label %B2
}

define amdgpu_kernel void @child_header_b1(i1 %u.B0, i1 %u.B2, i1 %u.B3) {
B0:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br i1 %u.B0, label %B1, label %B2

B1:
  %from.B1 = phi i32 [ 0, %B0 ], [ 1, %B1 ], [ 2, %B2 ], [ 3, %B3 ]
  %d.B1 = atomicrmw add ptr addrspace(1) @convcheck.counter, i32 1 monotonic
  %c.B1 = icmp ult i32 %d.B1, %tid
  br i1 %c.B1, label %B1, label %B3

B2:
  %from.B2 = phi i32 [ 0, %B0 ], [ 3, %B3 ]
  br i1 %u.B2, label %B3, label %B1

B3:
  %from.B3 = phi i32 [ 1, %B1 ], [ 2, %B2 ]
  br i1 %u.B3, label %B1, label %B2
}
