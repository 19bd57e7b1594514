; The amdgcn target: intrinsic atomics (global/flat fmin/fmax.num, buffer
; atomics) are sources, buffer.atomic.sub.clamp.u32 too, which LLVM 22
; leaves out of its list and calls uniform (an LLVM bug, docs/findings.md
; "Buffer atomics LLVM 22 calls uniform": opt-22 and convcheck differ on
; %s, and only there); fcmp always uniform;
; cooperative.atomic.load neither.
; Written for convcheck; compared with opt-22 by tests/cli/target_opt.sh.
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr %p, ptr addrspace(1) %g, float %f, i32 %i, <8 x i32> %rsrc) {
  %a = call float @llvm.amdgcn.global.atomic.fmax.num.f32.p1.f32(ptr addrspace(1) %g, float %f)
  %b = call float @llvm.amdgcn.flat.atomic.fmin.num.f32.p0.f32(ptr %p, float %f)
  %c = call i64 @llvm.amdgcn.fcmp.i64.f32(float %f, float 0.0, i32 1)
  %d = call i32 @llvm.amdgcn.cooperative.atomic.load.32x4B.p1(ptr addrspace(1) %g, i32 0, metadata !0)

  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %fx = uitofp i32 %x to float
  %c2 = call i64 @llvm.amdgcn.fcmp.i64.f32(float %fx, float 0.0, i32 1)
  %s = call i32 @llvm.amdgcn.raw.buffer.atomic.sub.clamp.u32.i32(i32 %i, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  %s2 = call i32 @llvm.amdgcn.raw.buffer.atomic.add.i32(i32 %i, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}
!0 = !{!""}
