; The nvptx target: every call is a divergence source (intrinsics too), as
; are loads from generic (0) and local (5) memory, atomic stores, fences,
; atomicrmw and cmpxchg; a device function's arguments are divergent.
; Written for convcheck; compared with opt-22 by tests/cli/target_opt.sh.
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr %p, ptr addrspace(1) %g, ptr addrspace(3) %s, ptr addrspace(5) %l, ptr addrspace(4) %c, ptr addrspace(101) %pa, i32 %n) {
entry:
  %a = call i32 @llvm.smax.i32(i32 %n, i32 2)
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  call void @llvm.nvvm.barrier0()
  call void @foo()
  %l0 = load i32, ptr %p
  %l1 = load i32, ptr addrspace(1) %g
  %l3 = load i32, ptr addrspace(3) %s
  %l5 = load i32, ptr addrspace(5) %l
  %l4 = load i32, ptr addrspace(4) %c
  %l101 = load i32, ptr addrspace(101) %pa
  %la = load atomic i32, ptr addrspace(1) %g monotonic, align 4
  store atomic i32 1, ptr addrspace(1) %g monotonic, align 4
  %rmw = atomicrmw add ptr addrspace(1) %g, i32 1 monotonic
  %x = cmpxchg ptr addrspace(1) %g, i32 0, i32 1 monotonic monotonic
  fence seq_cst
  %asm = call i32 asm "mov.u32 $0, 0;", "=r"()
  %al = alloca i32
  %v = load i64, ptr addrspace(1) %g
  store i64 %v, ptr addrspace(1) %g
  ret void
}
define void @dev(i32 %n, i32 inreg %m) {
  ret void
}
declare void @foo()
