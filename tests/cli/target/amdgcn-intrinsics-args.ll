; The amdgcn target: intrinsics that are sources, always uniform, or neither;
; read_register by register name; lshr/and of workitem.id.x by the wave size
; (not uniform without !reqd_work_group_size); arguments by calling
; convention: kernels uniform, shaders inreg (or byval) uniform, others inreg.
; Written for convcheck; compared with opt-22 by tests/cli/target_opt.sh.
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr %p, ptr addrspace(1) %g, ptr addrspace(3) %s, ptr addrspace(5) %l, ptr addrspace(4) %c, ptr addrspace(7) %f7, i32 %n) {
entry:
  %a = call i32 @llvm.smax.i32(i32 %n, i32 2)
  call void @foo()
  call void @llvm.amdgcn.s.barrier()
  %la = load atomic i32, ptr addrspace(1) %g monotonic, align 4
  store atomic i32 1, ptr addrspace(1) %g monotonic, align 4
  fence seq_cst
  %l7 = load i32, ptr addrspace(7) %f7
  %r1 = call i32 asm "", "=r"()
  %r2 = call i32 asm "", "=a"()
  %r3 = call i32 asm "", "={s0}"()
  %r4 = call i32 asm "", "={v0}"()
  %r5 = call i64 asm "", "={vcc}"()
  %r6 = call i64 asm "", "=s"()
  %r7 = call i64 asm "", "={s[0:1]}"()
  %r8 = call i32 asm "", "=&s"()
  %r9 = call i32 asm "", "=v,v"(i32 %n)
  %r10 = call i32 asm "", "=s,s"(i32 %n)
  call void asm sideeffect "", "=*m"(ptr elementtype(i32) %p)
  call void asm sideeffect "", ""()
  %r11 = call i1 asm "", "=s"()
  %r12 = call {i32, i64} asm "", "=s,=v"()
  %r13 = call i64 asm "", "={exec}"()
  %r14 = call i32 asm "", "={m0}"()
  %r15 = call i64 asm "", "={v[0:1]}"()
  %mb = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %wid = call i32 @llvm.amdgcn.workgroup.id.x()
  %rl = call i32 @llvm.amdgcn.readlane.i32(i32 %mb, i32 0)
  %bal = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %ic = call i64 @llvm.amdgcn.icmp.i64.i32(i32 %mb, i32 0, i32 32)
  %wwm = call i32 @llvm.amdgcn.wwm.i32(i32 %n)
  %swz = call i32 @llvm.amdgcn.ds.swizzle(i32 %n, i32 0)
  %dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %n, i32 0, i32 0, i32 0, i1 false)
  %wl = call i32 @llvm.amdgcn.writelane.i32(i32 %n, i32 0, i32 %n)
  %p64 = call i32 @llvm.amdgcn.permlane64.i32(i32 %n)
  %live = call i1 @llvm.amdgcn.ps.live()
  %ib = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 %bal)
  %time = call i64 @llvm.amdgcn.s.memtime()
  %getreg = call i32 @llvm.amdgcn.s.getreg(i32 0)
  %rr = call i32 @llvm.read_register.i32(metadata !0)
  %rr2 = call i32 @llvm.read_register.i32(metadata !1)
  %lsh = lshr i32 %mb, 6
  %wix = call i32 @llvm.amdgcn.workitem.id.x()
  %lsh2 = lshr i32 %wix, 6
  %and2 = and i32 %wix, -64
  %dispatch = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %cvt = call float @llvm.amdgcn.interp.inreg.p10(float 1.0, float 2.0, float 3.0)
  %wave = call i32 @llvm.amdgcn.wave.id()
  %cluster = call i32 @llvm.amdgcn.cluster.id.x()
  ret void
}
define void @dev(i32 %n, i32 inreg %m, ptr byref(i32) %br, ptr byval(i32) %bv) {
  ret void
}
define amdgpu_ps void @ps(i32 %n, i32 inreg %m, ptr byref(i32) %br) {
  ret void
}
define amdgpu_cs void @cs(i32 %n, i32 inreg %m) {
  ret void
}
define amdgpu_gfx void @gfx(i32 %n, i32 inreg %m) {
  ret void
}
define spir_kernel void @spir(i32 %n) {
  ret void
}
declare void @foo()
!0 = !{!"v0"}
!1 = !{!"s0"}
