; Stack slots as clang -O0 writes them for amdgcn: a local lives in an
; alloca of the private address space (5), reached through its
; addrspacecast to a flat pointer; every use stores to it or loads from it.
; The reference keeps each thread's slot (docs/design.md §5 "Memory").
target triple = "amdgcn-amd-amdhsa"

; The thread id stored to a slot and loaded back.
define amdgpu_kernel void @slot_tid(ptr addrspace(1) %out) {
entry:
  %slot = alloca i32, align 4, addrspace(5)
  %p = addrspacecast ptr addrspace(5) %slot to ptr
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  store i32 %tid, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  %c = icmp eq i32 %v, 0
  br i1 %c, label %then, label %join

then:
  br label %join

join:
  %r = phi i32 [ 1, %then ], [ 2, %entry ]
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}

; A constant stored to a slot and loaded back; a second store of a
; constant in one branch arm only.
define amdgpu_kernel void @slot_const(ptr addrspace(1) %out, i32 %n) {
entry:
  %slot = alloca i32, align 4, addrspace(5)
  %p = addrspacecast ptr addrspace(5) %slot to ptr
  store i32 7, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  %c = icmp slt i32 %v, %n
  br i1 %c, label %then, label %join

then:
  store i32 9, ptr %p, align 4
  br label %join

join:
  %w = load i32, ptr %p, align 4
  store i32 %w, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
