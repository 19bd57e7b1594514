target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @exit_phi_constants(i32 %n, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %H

H:
  %i = phi i32 [ 0, %entry ], [ %i.next, %B ]
  %done = icmp sge i32 %i, %n
  br i1 %done, label %X, label %B

B:
  %i.next = add i32 %i, 1
  %leave = icmp eq i32 %tid, %i
  br i1 %leave, label %X, label %H

X:
  %r = phi i32 [ 0, %H ], [ 1, %B ]
  %s = phi i32 [ %i, %H ], [ %i.n