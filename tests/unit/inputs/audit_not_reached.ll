; A loop of 4 iterations on a constant counter, then a block that computes
; a thread's own value.  Every test of %c is decided (0, 1, 2, 3 < 4 stay;
; 4 leaves), so a thread reaches %after only as entry h (b h)x4 after:
; 1 + 2 * 4 + 1 + 1 = 11 blocks (tests/unit/test_audit.c).
target triple = "amdgcn-unknown-amdhsa"

define amdgpu_kernel void @not_reached(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %h

h:
  %i = phi i32 [ 0, %entry ], [ %n, %b ]
  %c = icmp slt i32 %i, 4
  br i1 %c, label %b, label %after

b:
  %n = add i32 %i, 1
  br label %h

after:
  %v = add i32 %tid, %i
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
