; A target without branch divergence (x86_64): LLVM's analysis calls every
; value uniform, and so does convcheck (the scalar table).
; Written for convcheck; compared with opt-22 by tests/cli/target_opt.sh.
target triple = "x86_64-unknown-linux-gnu"
define amdgpu_kernel void @k(ptr addrspace(1) %p, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, %n
  %r = call { i1, i64 } @llvm.amdgcn.if.i64(i1 %c)
  %f = extractvalue { i1, i64 } %r, 0
  %m = extractvalue { i1, i64 } %r, 1
  %r2 = call { i1, i64 } @llvm.amdgcn.else.i64.i64(i64 %m)
  %f2 = extractvalue { i1, i64 } %r2, 0
  %m2 = extractvalue { i1, i64 } %r2, 1
  %l = call i1 @llvm.amdgcn.loop.i64(i64 %m)
  %ib = call i64 @llvm.amdgcn.if.break.i64(i1 %c, i64 %m)
  %x = call i32 @foo(i32 0)
  %ld = load i32, ptr addrspace(1) %p
  %ld5 = load i32, ptr addrspace(5) null
  %ld0 = load i32, ptr null
  %ld3 = load i32, ptr addrspace(3) null
  %ld4 = load i32, ptr addrspace(4) null
  %a = alloca i32, addrspace(5)
  %gp = call i64 @llvm.amdgcn.s.getpc()
  %rfl = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  %asm1 = call i32 asm "v_mov_b32 $0, 0", "=v"()
  %asm2 = call i32 asm "s_mov_b32 $0, 0", "=s"()
  %asm3 = call {i32,i32} asm "", "=s,=v"()
  %asm3a = extractvalue {i32,i32} %asm3, 0
  %asm3b = extractvalue {i32,i32} %asm3, 1
  store i32 %x, ptr addrspace(1) %p
  br i1 %f, label %a1, label %b1
a1:
  ret void
b1:
  ret void
}
declare i32 @foo(i32)
declare { i1, i64 } @llvm.amdgcn.if.i64(i1)
declare { i1, i64 } @llvm.amdgcn.else.i64.i64(i64)
declare i1 @llvm.amdgcn.loop.i64(i64)
declare i64 @llvm.amdgcn.if.break.i64(i1, i64)
declare i32 @llvm.amdgcn.workitem.id.x()
