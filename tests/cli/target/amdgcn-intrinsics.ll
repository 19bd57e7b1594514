; One kernel per intrinsic named llvm.amdgcn.* (tests/tools/intrinsic_probe.c):
; u.NAME with uniform arguments, d.NAME with divergent ones.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @u.llvm.amdgcn.add.max.i32(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.add.max.i32(i32 0, i32 0, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.add.max.i32(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.add.max.i32(i32 %1, i32 %2, i32 %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.add.max.u32(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.add.max.u32(i32 0, i32 0, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.add.max.u32(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.add.max.u32(i32 %1, i32 %2, i32 %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.add.min.i32(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.add.min.i32(i32 0, i32 0, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.add.min.i32(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.add.min.i32(i32 %1, i32 %2, i32 %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.add.min.u32(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.add.min.u32(i32 0, i32 0, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.add.min.u32(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.add.min.u32(i32 %1, i32 %2, i32 %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.alignbyte(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.alignbyte(i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.alignbyte(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.alignbyte(i32 %1, i32 %2, i32 %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ashr.pk.i8.i32(ptr %0) {
entry:
  %r = call i16 @llvm.amdgcn.ashr.pk.i8.i32(i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ashr.pk.i8.i32(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i16 @llvm.amdgcn.ashr.pk.i8.i32(i32 %1, i32 %2, i32 %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ashr.pk.u8.i32(ptr %0) {
entry:
  %r = call i16 @llvm.amdgcn.ashr.pk.u8.i32(i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ashr.pk.u8.i32(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i16 @llvm.amdgcn.ashr.pk.u8.i32(i32 %1, i32 %2, i32 %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ballot(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.ballot.i32(i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ballot(ptr %0) {
entry:
  %1 = load i1, ptr %0, align 1
  %r = call i32 @llvm.amdgcn.ballot.i32(i1 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.bitop3(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.bitop3.i32(i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.bitop3(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.bitop3.i32(i32 %1, i32 %2, i32 %3, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.buffer.wbinvl1(ptr %0) {
entry:
  call void @llvm.amdgcn.buffer.wbinvl1()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.buffer.wbinvl1.sc(ptr %0) {
entry:
  call void @llvm.amdgcn.buffer.wbinvl1.sc()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.buffer.wbinvl1.vol(ptr %0) {
entry:
  call void @llvm.amdgcn.buffer.wbinvl1.vol()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.class(ptr %0) {
entry:
  %r = call i1 @llvm.amdgcn.class.f32(float 0.000000e+00, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.class(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %r = call i1 @llvm.amdgcn.class.f32(float %1, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cluster.id.x(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cluster.id.x()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cluster.id.y(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cluster.id.y()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cluster.id.z(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cluster.id.z()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cluster.load.async.to.lds.b128(ptr %0) {
entry:
  call void @llvm.amdgcn.cluster.load.async.to.lds.b128(ptr addrspace(1) null, ptr addrspace(3) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cluster.load.async.to.lds.b128(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  %2 = load ptr addrspace(3), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.cluster.load.async.to.lds.b128(ptr addrspace(1) %1, ptr addrspace(3) %2, i32 0, i32 0, i32 %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cluster.load.async.to.lds.b32(ptr %0) {
entry:
  call void @llvm.amdgcn.cluster.load.async.to.lds.b32(ptr addrspace(1) null, ptr addrspace(3) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cluster.load.async.to.lds.b32(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  %2 = load ptr addrspace(3), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.cluster.load.async.to.lds.b32(ptr addrspace(1) %1, ptr addrspace(3) %2, i32 0, i32 0, i32 %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cluster.load.async.to.lds.b64(ptr %0) {
entry:
  call void @llvm.amdgcn.cluster.load.async.to.lds.b64(ptr addrspace(1) null, ptr addrspace(3) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cluster.load.async.to.lds.b64(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  %2 = load ptr addrspace(3), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.cluster.load.async.to.lds.b64(ptr addrspace(1) %1, ptr addrspace(3) %2, i32 0, i32 0, i32 %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cluster.load.async.to.lds.b8(ptr %0) {
entry:
  call void @llvm.amdgcn.cluster.load.async.to.lds.b8(ptr addrspace(1) null, ptr addrspace(3) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cluster.load.async.to.lds.b8(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  %2 = load ptr addrspace(3), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.cluster.load.async.to.lds.b8(ptr addrspace(1) %1, ptr addrspace(3) %2, i32 0, i32 0, i32 %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cluster.load.b128(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cluster.load.b128.i32(ptr addrspace(1) null, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cluster.load.b128(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  %2 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cluster.load.b128.i32(ptr addrspace(1) %1, i32 0, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cluster.load.b32(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cluster.load.b32.i32(ptr addrspace(1) null, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cluster.load.b32(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  %2 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cluster.load.b32.i32(ptr addrspace(1) %1, i32 0, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cluster.load.b64(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cluster.load.b64.i32(ptr addrspace(1) null, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cluster.load.b64(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  %2 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cluster.load.b64.i32(ptr addrspace(1) %1, i32 0, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cluster.workgroup.flat.id(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cluster.workgroup.flat.id()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cluster.workgroup.id.x(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cluster.workgroup.id.x()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cluster.workgroup.id.y(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cluster.workgroup.id.y()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cluster.workgroup.id.z(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cluster.workgroup.id.z()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cluster.workgroup.max.flat.id(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cluster.workgroup.max.flat.id()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cluster.workgroup.max.id.x(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cluster.workgroup.max.id.x()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cluster.workgroup.max.id.y(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cluster.workgroup.max.id.y()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cluster.workgroup.max.id.z(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cluster.workgroup.max.id.z()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cos(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.cos.f32(float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cos(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.cos.f32(float %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cubeid(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.cubeid(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cubeid(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.cubeid(float %1, float %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cubema(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.cubema(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cubema(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.cubema(float %1, float %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cubesc(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.cubesc(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cubesc(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.cubesc(float %1, float %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cubetc(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.cubetc(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cubetc(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.cubetc(float %1, float %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.f16.bf8(ptr %0) {
entry:
  %r = call half @llvm.amdgcn.cvt.f16.bf8(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.f16.bf8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call half @llvm.amdgcn.cvt.f16.bf8(i32 %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.f16.fp8(ptr %0) {
entry:
  %r = call half @llvm.amdgcn.cvt.f16.fp8(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.f16.fp8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call half @llvm.amdgcn.cvt.f16.fp8(i32 %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.f32.bf8(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.cvt.f32.bf8(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.f32.bf8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call float @llvm.amdgcn.cvt.f32.bf8(i32 %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.f32.fp8(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.cvt.f32.fp8(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.f32.fp8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call float @llvm.amdgcn.cvt.f32.fp8(i32 %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.f32.fp8.e5m3(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.cvt.f32.fp8.e5m3(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.f32.fp8.e5m3(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call float @llvm.amdgcn.cvt.f32.fp8.e5m3(i32 %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.off.f32.i4(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.cvt.off.f32.i4(i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.off.f32.i4(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call float @llvm.amdgcn.cvt.off.f32.i4(i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.pk.bf8.f16(ptr %0) {
entry:
  %r = call i16 @llvm.amdgcn.cvt.pk.bf8.f16(<2 x half> zeroinitializer)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.pk.bf8.f16(ptr %0) {
entry:
  %1 = load <2 x half>, ptr %0, align 4
  %r = call i16 @llvm.amdgcn.cvt.pk.bf8.f16(<2 x half> %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.pk.bf8.f32(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cvt.pk.bf8.f32(float 0.000000e+00, float 0.000000e+00, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.pk.bf8.f32(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cvt.pk.bf8.f32(float %1, float %2, i32 %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.pk.f16.bf8(ptr %0) {
entry:
  %r = call <2 x half> @llvm.amdgcn.cvt.pk.f16.bf8(i16 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.pk.f16.bf8(ptr %0) {
entry:
  %1 = load i16, ptr %0, align 2
  %r = call <2 x half> @llvm.amdgcn.cvt.pk.f16.bf8(i16 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.pk.f16.fp8(ptr %0) {
entry:
  %r = call <2 x half> @llvm.amdgcn.cvt.pk.f16.fp8(i16 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.pk.f16.fp8(ptr %0) {
entry:
  %1 = load i16, ptr %0, align 2
  %r = call <2 x half> @llvm.amdgcn.cvt.pk.f16.fp8(i16 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.pk.f32.bf8(ptr %0) {
entry:
  %r = call <2 x float> @llvm.amdgcn.cvt.pk.f32.bf8(i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.pk.f32.bf8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call <2 x float> @llvm.amdgcn.cvt.pk.f32.bf8(i32 %1, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.pk.f32.fp8(ptr %0) {
entry:
  %r = call <2 x float> @llvm.amdgcn.cvt.pk.f32.fp8(i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.pk.f32.fp8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call <2 x float> @llvm.amdgcn.cvt.pk.f32.fp8(i32 %1, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.pk.fp8.f16(ptr %0) {
entry:
  %r = call i16 @llvm.amdgcn.cvt.pk.fp8.f16(<2 x half> zeroinitializer)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.pk.fp8.f16(ptr %0) {
entry:
  %1 = load <2 x half>, ptr %0, align 4
  %r = call i16 @llvm.amdgcn.cvt.pk.fp8.f16(<2 x half> %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.pk.fp8.f32(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cvt.pk.fp8.f32(float 0.000000e+00, float 0.000000e+00, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.pk.fp8.f32(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cvt.pk.fp8.f32(float %1, float %2, i32 %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.pk.fp8.f32.e5m3(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cvt.pk.fp8.f32.e5m3(float 0.000000e+00, float 0.000000e+00, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.pk.fp8.f32.e5m3(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cvt.pk.fp8.f32.e5m3(float %1, float %2, i32 %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.pk.i16(ptr %0) {
entry:
  %r = call <2 x i16> @llvm.amdgcn.cvt.pk.i16(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.pk.i16(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %r = call <2 x i16> @llvm.amdgcn.cvt.pk.i16(i32 %1, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.pk.u16(ptr %0) {
entry:
  %r = call <2 x i16> @llvm.amdgcn.cvt.pk.u16(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.pk.u16(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %r = call <2 x i16> @llvm.amdgcn.cvt.pk.u16(i32 %1, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.pk.u8.f32(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cvt.pk.u8.f32(float 0.000000e+00, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.pk.u8.f32(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cvt.pk.u8.f32(float %1, i32 %2, i32 %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.pknorm.i16(ptr %0) {
entry:
  %r = call <2 x i16> @llvm.amdgcn.cvt.pknorm.i16(float 0.000000e+00, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.pknorm.i16(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %r = call <2 x i16> @llvm.amdgcn.cvt.pknorm.i16(float %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.pknorm.u16(ptr %0) {
entry:
  %r = call <2 x i16> @llvm.amdgcn.cvt.pknorm.u16(float 0.000000e+00, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.pknorm.u16(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %r = call <2 x i16> @llvm.amdgcn.cvt.pknorm.u16(float %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.pkrtz(ptr %0) {
entry:
  %r = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float 0.000000e+00, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.pkrtz(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %r = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scale.pk16.bf16.bf6(ptr %0) {
entry:
  %r = call <16 x bfloat> @llvm.amdgcn.cvt.scale.pk16.bf16.bf6(<3 x i32> zeroinitializer, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scale.pk16.bf16.bf6(ptr %0) {
entry:
  %1 = load <3 x i32>, ptr %0, align 16
  %2 = load i32, ptr %0, align 4
  %r = call <16 x bfloat> @llvm.amdgcn.cvt.scale.pk16.bf16.bf6(<3 x i32> %1, i32 %2, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scale.pk16.bf16.fp6(ptr %0) {
entry:
  %r = call <16 x bfloat> @llvm.amdgcn.cvt.scale.pk16.bf16.fp6(<3 x i32> zeroinitializer, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scale.pk16.bf16.fp6(ptr %0) {
entry:
  %1 = load <3 x i32>, ptr %0, align 16
  %2 = load i32, ptr %0, align 4
  %r = call <16 x bfloat> @llvm.amdgcn.cvt.scale.pk16.bf16.fp6(<3 x i32> %1, i32 %2, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scale.pk16.f16.bf6(ptr %0) {
entry:
  %r = call <16 x half> @llvm.amdgcn.cvt.scale.pk16.f16.bf6(<3 x i32> zeroinitializer, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scale.pk16.f16.bf6(ptr %0) {
entry:
  %1 = load <3 x i32>, ptr %0, align 16
  %2 = load i32, ptr %0, align 4
  %r = call <16 x half> @llvm.amdgcn.cvt.scale.pk16.f16.bf6(<3 x i32> %1, i32 %2, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scale.pk16.f16.fp6(ptr %0) {
entry:
  %r = call <16 x half> @llvm.amdgcn.cvt.scale.pk16.f16.fp6(<3 x i32> zeroinitializer, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scale.pk16.f16.fp6(ptr %0) {
entry:
  %1 = load <3 x i32>, ptr %0, align 16
  %2 = load i32, ptr %0, align 4
  %r = call <16 x half> @llvm.amdgcn.cvt.scale.pk16.f16.fp6(<3 x i32> %1, i32 %2, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scale.pk16.f32.bf6(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.cvt.scale.pk16.f32.bf6(<3 x i32> zeroinitializer, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scale.pk16.f32.bf6(ptr %0) {
entry:
  %1 = load <3 x i32>, ptr %0, align 16
  %2 = load i32, ptr %0, align 4
  %r = call <16 x float> @llvm.amdgcn.cvt.scale.pk16.f32.bf6(<3 x i32> %1, i32 %2, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scale.pk16.f32.fp6(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.cvt.scale.pk16.f32.fp6(<3 x i32> zeroinitializer, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scale.pk16.f32.fp6(ptr %0) {
entry:
  %1 = load <3 x i32>, ptr %0, align 16
  %2 = load i32, ptr %0, align 4
  %r = call <16 x float> @llvm.amdgcn.cvt.scale.pk16.f32.fp6(<3 x i32> %1, i32 %2, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scale.pk8.bf16.bf8(ptr %0) {
entry:
  %r = call <8 x bfloat> @llvm.amdgcn.cvt.scale.pk8.bf16.bf8(<2 x i32> zeroinitializer, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scale.pk8.bf16.bf8(ptr %0) {
entry:
  %1 = load <2 x i32>, ptr %0, align 8
  %2 = load i32, ptr %0, align 4
  %r = call <8 x bfloat> @llvm.amdgcn.cvt.scale.pk8.bf16.bf8(<2 x i32> %1, i32 %2, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scale.pk8.bf16.fp4(ptr %0) {
entry:
  %r = call <8 x bfloat> @llvm.amdgcn.cvt.scale.pk8.bf16.fp4(i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scale.pk8.bf16.fp4(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %r = call <8 x bfloat> @llvm.amdgcn.cvt.scale.pk8.bf16.fp4(i32 %1, i32 %2, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scale.pk8.bf16.fp8(ptr %0) {
entry:
  %r = call <8 x bfloat> @llvm.amdgcn.cvt.scale.pk8.bf16.fp8(<2 x i32> zeroinitializer, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scale.pk8.bf16.fp8(ptr %0) {
entry:
  %1 = load <2 x i32>, ptr %0, align 8
  %2 = load i32, ptr %0, align 4
  %r = call <8 x bfloat> @llvm.amdgcn.cvt.scale.pk8.bf16.fp8(<2 x i32> %1, i32 %2, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scale.pk8.f16.bf8(ptr %0) {
entry:
  %r = call <8 x half> @llvm.amdgcn.cvt.scale.pk8.f16.bf8(<2 x i32> zeroinitializer, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scale.pk8.f16.bf8(ptr %0) {
entry:
  %1 = load <2 x i32>, ptr %0, align 8
  %2 = load i32, ptr %0, align 4
  %r = call <8 x half> @llvm.amdgcn.cvt.scale.pk8.f16.bf8(<2 x i32> %1, i32 %2, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scale.pk8.f16.fp4(ptr %0) {
entry:
  %r = call <8 x half> @llvm.amdgcn.cvt.scale.pk8.f16.fp4(i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scale.pk8.f16.fp4(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %r = call <8 x half> @llvm.amdgcn.cvt.scale.pk8.f16.fp4(i32 %1, i32 %2, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scale.pk8.f16.fp8(ptr %0) {
entry:
  %r = call <8 x half> @llvm.amdgcn.cvt.scale.pk8.f16.fp8(<2 x i32> zeroinitializer, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scale.pk8.f16.fp8(ptr %0) {
entry:
  %1 = load <2 x i32>, ptr %0, align 8
  %2 = load i32, ptr %0, align 4
  %r = call <8 x half> @llvm.amdgcn.cvt.scale.pk8.f16.fp8(<2 x i32> %1, i32 %2, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scale.pk8.f32.bf8(ptr %0) {
entry:
  %r = call <8 x float> @llvm.amdgcn.cvt.scale.pk8.f32.bf8(<2 x i32> zeroinitializer, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scale.pk8.f32.bf8(ptr %0) {
entry:
  %1 = load <2 x i32>, ptr %0, align 8
  %2 = load i32, ptr %0, align 4
  %r = call <8 x float> @llvm.amdgcn.cvt.scale.pk8.f32.bf8(<2 x i32> %1, i32 %2, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scale.pk8.f32.fp4(ptr %0) {
entry:
  %r = call <8 x float> @llvm.amdgcn.cvt.scale.pk8.f32.fp4(i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scale.pk8.f32.fp4(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %r = call <8 x float> @llvm.amdgcn.cvt.scale.pk8.f32.fp4(i32 %1, i32 %2, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scale.pk8.f32.fp8(ptr %0) {
entry:
  %r = call <8 x float> @llvm.amdgcn.cvt.scale.pk8.f32.fp8(<2 x i32> zeroinitializer, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scale.pk8.f32.fp8(ptr %0) {
entry:
  %1 = load <2 x i32>, ptr %0, align 8
  %2 = load i32, ptr %0, align 4
  %r = call <8 x float> @llvm.amdgcn.cvt.scale.pk8.f32.fp8(<2 x i32> %1, i32 %2, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.2xpk16.bf6.f32(ptr %0) {
entry:
  %r = call <6 x i32> @llvm.amdgcn.cvt.scalef32.2xpk16.bf6.f32(<16 x float> zeroinitializer, <16 x float> zeroinitializer, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.2xpk16.bf6.f32(ptr %0) {
entry:
  %1 = load <16 x float>, ptr %0, align 64
  %2 = load <16 x float>, ptr %0, align 64
  %3 = load float, ptr %0, align 4
  %r = call <6 x i32> @llvm.amdgcn.cvt.scalef32.2xpk16.bf6.f32(<16 x float> %1, <16 x float> %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.2xpk16.fp6.f32(ptr %0) {
entry:
  %r = call <6 x i32> @llvm.amdgcn.cvt.scalef32.2xpk16.fp6.f32(<16 x float> zeroinitializer, <16 x float> zeroinitializer, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.2xpk16.fp6.f32(ptr %0) {
entry:
  %1 = load <16 x float>, ptr %0, align 64
  %2 = load <16 x float>, ptr %0, align 64
  %3 = load float, ptr %0, align 4
  %r = call <6 x i32> @llvm.amdgcn.cvt.scalef32.2xpk16.fp6.f32(<16 x float> %1, <16 x float> %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.f16.bf8(ptr %0) {
entry:
  %r = call <2 x half> @llvm.amdgcn.cvt.scalef32.f16.bf8(<2 x half> zeroinitializer, i32 0, float 0.000000e+00, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.f16.bf8(ptr %0) {
entry:
  %1 = load <2 x half>, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call <2 x half> @llvm.amdgcn.cvt.scalef32.f16.bf8(<2 x half> %1, i32 %2, float %3, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.f16.fp8(ptr %0) {
entry:
  %r = call <2 x half> @llvm.amdgcn.cvt.scalef32.f16.fp8(<2 x half> zeroinitializer, i32 0, float 0.000000e+00, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.f16.fp8(ptr %0) {
entry:
  %1 = load <2 x half>, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call <2 x half> @llvm.amdgcn.cvt.scalef32.f16.fp8(<2 x half> %1, i32 %2, float %3, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.f32.bf8(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.cvt.scalef32.f32.bf8(i32 0, float 0.000000e+00, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.f32.bf8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.cvt.scalef32.f32.bf8(i32 %1, float %2, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.f32.fp8(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.cvt.scalef32.f32.fp8(i32 0, float 0.000000e+00, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.f32.fp8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.cvt.scalef32.f32.fp8(i32 %1, float %2, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk.bf16.bf8(ptr %0) {
entry:
  %r = call <2 x bfloat> @llvm.amdgcn.cvt.scalef32.pk.bf16.bf8(i32 0, float 0.000000e+00, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk.bf16.bf8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %r = call <2 x bfloat> @llvm.amdgcn.cvt.scalef32.pk.bf16.bf8(i32 %1, float %2, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk.bf16.fp4(ptr %0) {
entry:
  %r = call <2 x bfloat> @llvm.amdgcn.cvt.scalef32.pk.bf16.fp4(i32 0, float 0.000000e+00, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk.bf16.fp4(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %r = call <2 x bfloat> @llvm.amdgcn.cvt.scalef32.pk.bf16.fp4(i32 %1, float %2, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk.bf16.fp8(ptr %0) {
entry:
  %r = call <2 x bfloat> @llvm.amdgcn.cvt.scalef32.pk.bf16.fp8(i32 0, float 0.000000e+00, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk.bf16.fp8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %r = call <2 x bfloat> @llvm.amdgcn.cvt.scalef32.pk.bf16.fp8(i32 %1, float %2, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk.bf8.bf16(ptr %0) {
entry:
  %r = call <2 x i16> @llvm.amdgcn.cvt.scalef32.pk.bf8.bf16(<2 x i16> zeroinitializer, <2 x bfloat> zeroinitializer, float 0.000000e+00, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk.bf8.bf16(ptr %0) {
entry:
  %1 = load <2 x i16>, ptr %0, align 4
  %2 = load <2 x bfloat>, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call <2 x i16> @llvm.amdgcn.cvt.scalef32.pk.bf8.bf16(<2 x i16> %1, <2 x bfloat> %2, float %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk.bf8.f16(ptr %0) {
entry:
  %r = call <2 x i16> @llvm.amdgcn.cvt.scalef32.pk.bf8.f16(<2 x i16> zeroinitializer, <2 x half> zeroinitializer, float 0.000000e+00, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk.bf8.f16(ptr %0) {
entry:
  %1 = load <2 x i16>, ptr %0, align 4
  %2 = load <2 x half>, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call <2 x i16> @llvm.amdgcn.cvt.scalef32.pk.bf8.f16(<2 x i16> %1, <2 x half> %2, float %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk.bf8.f32(ptr %0) {
entry:
  %r = call <2 x i16> @llvm.amdgcn.cvt.scalef32.pk.bf8.f32(<2 x i16> zeroinitializer, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk.bf8.f32(ptr %0) {
entry:
  %1 = load <2 x i16>, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %4 = load float, ptr %0, align 4
  %r = call <2 x i16> @llvm.amdgcn.cvt.scalef32.pk.bf8.f32(<2 x i16> %1, float %2, float %3, float %4, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk.f16.bf8(ptr %0) {
entry:
  %r = call <2 x half> @llvm.amdgcn.cvt.scalef32.pk.f16.bf8(i32 0, float 0.000000e+00, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk.f16.bf8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %r = call <2 x half> @llvm.amdgcn.cvt.scalef32.pk.f16.bf8(i32 %1, float %2, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk.f16.fp4(ptr %0) {
entry:
  %r = call <2 x half> @llvm.amdgcn.cvt.scalef32.pk.f16.fp4(i32 0, float 0.000000e+00, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk.f16.fp4(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %r = call <2 x half> @llvm.amdgcn.cvt.scalef32.pk.f16.fp4(i32 %1, float %2, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk.f16.fp8(ptr %0) {
entry:
  %r = call <2 x half> @llvm.amdgcn.cvt.scalef32.pk.f16.fp8(i32 0, float 0.000000e+00, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk.f16.fp8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %r = call <2 x half> @llvm.amdgcn.cvt.scalef32.pk.f16.fp8(i32 %1, float %2, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk.f32.bf8(ptr %0) {
entry:
  %r = call <2 x float> @llvm.amdgcn.cvt.scalef32.pk.f32.bf8(i32 0, float 0.000000e+00, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk.f32.bf8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %r = call <2 x float> @llvm.amdgcn.cvt.scalef32.pk.f32.bf8(i32 %1, float %2, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk.f32.fp4(ptr %0) {
entry:
  %r = call <2 x float> @llvm.amdgcn.cvt.scalef32.pk.f32.fp4(i32 0, float 0.000000e+00, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk.f32.fp4(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %r = call <2 x float> @llvm.amdgcn.cvt.scalef32.pk.f32.fp4(i32 %1, float %2, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk.f32.fp8(ptr %0) {
entry:
  %r = call <2 x float> @llvm.amdgcn.cvt.scalef32.pk.f32.fp8(i32 0, float 0.000000e+00, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk.f32.fp8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %r = call <2 x float> @llvm.amdgcn.cvt.scalef32.pk.f32.fp8(i32 %1, float %2, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk.fp4.bf16(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cvt.scalef32.pk.fp4.bf16(i32 0, <2 x bfloat> zeroinitializer, float 0.000000e+00, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk.fp4.bf16(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <2 x bfloat>, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cvt.scalef32.pk.fp4.bf16(i32 %1, <2 x bfloat> %2, float %3, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk.fp4.f16(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cvt.scalef32.pk.fp4.f16(i32 0, <2 x half> zeroinitializer, float 0.000000e+00, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk.fp4.f16(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <2 x half>, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cvt.scalef32.pk.fp4.f16(i32 %1, <2 x half> %2, float %3, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk.fp4.f32(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cvt.scalef32.pk.fp4.f32(i32 0, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk.fp4.f32(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %4 = load float, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cvt.scalef32.pk.fp4.f32(i32 %1, float %2, float %3, float %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk.fp8.bf16(ptr %0) {
entry:
  %r = call <2 x i16> @llvm.amdgcn.cvt.scalef32.pk.fp8.bf16(<2 x i16> zeroinitializer, <2 x bfloat> zeroinitializer, float 0.000000e+00, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk.fp8.bf16(ptr %0) {
entry:
  %1 = load <2 x i16>, ptr %0, align 4
  %2 = load <2 x bfloat>, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call <2 x i16> @llvm.amdgcn.cvt.scalef32.pk.fp8.bf16(<2 x i16> %1, <2 x bfloat> %2, float %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk.fp8.f16(ptr %0) {
entry:
  %r = call <2 x i16> @llvm.amdgcn.cvt.scalef32.pk.fp8.f16(<2 x i16> zeroinitializer, <2 x half> zeroinitializer, float 0.000000e+00, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk.fp8.f16(ptr %0) {
entry:
  %1 = load <2 x i16>, ptr %0, align 4
  %2 = load <2 x half>, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call <2 x i16> @llvm.amdgcn.cvt.scalef32.pk.fp8.f16(<2 x i16> %1, <2 x half> %2, float %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk.fp8.f32(ptr %0) {
entry:
  %r = call <2 x i16> @llvm.amdgcn.cvt.scalef32.pk.fp8.f32(<2 x i16> zeroinitializer, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk.fp8.f32(ptr %0) {
entry:
  %1 = load <2 x i16>, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %4 = load float, ptr %0, align 4
  %r = call <2 x i16> @llvm.amdgcn.cvt.scalef32.pk.fp8.f32(<2 x i16> %1, float %2, float %3, float %4, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk16.bf6.bf16(ptr %0) {
entry:
  %r = call <3 x i32> @llvm.amdgcn.cvt.scalef32.pk16.bf6.bf16(<16 x bfloat> zeroinitializer, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk16.bf6.bf16(ptr %0) {
entry:
  %1 = load <16 x bfloat>, ptr %0, align 32
  %2 = load float, ptr %0, align 4
  %r = call <3 x i32> @llvm.amdgcn.cvt.scalef32.pk16.bf6.bf16(<16 x bfloat> %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk16.bf6.f16(ptr %0) {
entry:
  %r = call <3 x i32> @llvm.amdgcn.cvt.scalef32.pk16.bf6.f16(<16 x half> zeroinitializer, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk16.bf6.f16(ptr %0) {
entry:
  %1 = load <16 x half>, ptr %0, align 32
  %2 = load float, ptr %0, align 4
  %r = call <3 x i32> @llvm.amdgcn.cvt.scalef32.pk16.bf6.f16(<16 x half> %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk16.bf6.f32(ptr %0) {
entry:
  %r = call <3 x i32> @llvm.amdgcn.cvt.scalef32.pk16.bf6.f32(<16 x float> zeroinitializer, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk16.bf6.f32(ptr %0) {
entry:
  %1 = load <16 x float>, ptr %0, align 64
  %2 = load float, ptr %0, align 4
  %r = call <3 x i32> @llvm.amdgcn.cvt.scalef32.pk16.bf6.f32(<16 x float> %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk16.fp6.bf16(ptr %0) {
entry:
  %r = call <3 x i32> @llvm.amdgcn.cvt.scalef32.pk16.fp6.bf16(<16 x bfloat> zeroinitializer, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk16.fp6.bf16(ptr %0) {
entry:
  %1 = load <16 x bfloat>, ptr %0, align 32
  %2 = load float, ptr %0, align 4
  %r = call <3 x i32> @llvm.amdgcn.cvt.scalef32.pk16.fp6.bf16(<16 x bfloat> %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk16.fp6.f16(ptr %0) {
entry:
  %r = call <3 x i32> @llvm.amdgcn.cvt.scalef32.pk16.fp6.f16(<16 x half> zeroinitializer, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk16.fp6.f16(ptr %0) {
entry:
  %1 = load <16 x half>, ptr %0, align 32
  %2 = load float, ptr %0, align 4
  %r = call <3 x i32> @llvm.amdgcn.cvt.scalef32.pk16.fp6.f16(<16 x half> %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk16.fp6.f32(ptr %0) {
entry:
  %r = call <3 x i32> @llvm.amdgcn.cvt.scalef32.pk16.fp6.f32(<16 x float> zeroinitializer, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk16.fp6.f32(ptr %0) {
entry:
  %1 = load <16 x float>, ptr %0, align 64
  %2 = load float, ptr %0, align 4
  %r = call <3 x i32> @llvm.amdgcn.cvt.scalef32.pk16.fp6.f32(<16 x float> %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk32.bf16.bf6(ptr %0) {
entry:
  %r = call <32 x bfloat> @llvm.amdgcn.cvt.scalef32.pk32.bf16.bf6(<6 x i32> zeroinitializer, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk32.bf16.bf6(ptr %0) {
entry:
  %1 = load <6 x i32>, ptr %0, align 32
  %2 = load float, ptr %0, align 4
  %r = call <32 x bfloat> @llvm.amdgcn.cvt.scalef32.pk32.bf16.bf6(<6 x i32> %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk32.bf16.fp6(ptr %0) {
entry:
  %r = call <32 x bfloat> @llvm.amdgcn.cvt.scalef32.pk32.bf16.fp6(<6 x i32> zeroinitializer, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk32.bf16.fp6(ptr %0) {
entry:
  %1 = load <6 x i32>, ptr %0, align 32
  %2 = load float, ptr %0, align 4
  %r = call <32 x bfloat> @llvm.amdgcn.cvt.scalef32.pk32.bf16.fp6(<6 x i32> %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk32.bf6.bf16(ptr %0) {
entry:
  %r = call <6 x i32> @llvm.amdgcn.cvt.scalef32.pk32.bf6.bf16(<32 x bfloat> zeroinitializer, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk32.bf6.bf16(ptr %0) {
entry:
  %1 = load <32 x bfloat>, ptr %0, align 64
  %2 = load float, ptr %0, align 4
  %r = call <6 x i32> @llvm.amdgcn.cvt.scalef32.pk32.bf6.bf16(<32 x bfloat> %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk32.bf6.f16(ptr %0) {
entry:
  %r = call <6 x i32> @llvm.amdgcn.cvt.scalef32.pk32.bf6.f16(<32 x half> zeroinitializer, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk32.bf6.f16(ptr %0) {
entry:
  %1 = load <32 x half>, ptr %0, align 64
  %2 = load float, ptr %0, align 4
  %r = call <6 x i32> @llvm.amdgcn.cvt.scalef32.pk32.bf6.f16(<32 x half> %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk32.f16.bf6(ptr %0) {
entry:
  %r = call <32 x half> @llvm.amdgcn.cvt.scalef32.pk32.f16.bf6(<6 x i32> zeroinitializer, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk32.f16.bf6(ptr %0) {
entry:
  %1 = load <6 x i32>, ptr %0, align 32
  %2 = load float, ptr %0, align 4
  %r = call <32 x half> @llvm.amdgcn.cvt.scalef32.pk32.f16.bf6(<6 x i32> %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk32.f16.fp6(ptr %0) {
entry:
  %r = call <32 x half> @llvm.amdgcn.cvt.scalef32.pk32.f16.fp6(<6 x i32> zeroinitializer, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk32.f16.fp6(ptr %0) {
entry:
  %1 = load <6 x i32>, ptr %0, align 32
  %2 = load float, ptr %0, align 4
  %r = call <32 x half> @llvm.amdgcn.cvt.scalef32.pk32.f16.fp6(<6 x i32> %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk32.f32.bf6(ptr %0) {
entry:
  %r = call <32 x float> @llvm.amdgcn.cvt.scalef32.pk32.f32.bf6(<6 x i32> zeroinitializer, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk32.f32.bf6(ptr %0) {
entry:
  %1 = load <6 x i32>, ptr %0, align 32
  %2 = load float, ptr %0, align 4
  %r = call <32 x float> @llvm.amdgcn.cvt.scalef32.pk32.f32.bf6(<6 x i32> %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk32.f32.fp6(ptr %0) {
entry:
  %r = call <32 x float> @llvm.amdgcn.cvt.scalef32.pk32.f32.fp6(<6 x i32> zeroinitializer, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk32.f32.fp6(ptr %0) {
entry:
  %1 = load <6 x i32>, ptr %0, align 32
  %2 = load float, ptr %0, align 4
  %r = call <32 x float> @llvm.amdgcn.cvt.scalef32.pk32.f32.fp6(<6 x i32> %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk32.fp6.bf16(ptr %0) {
entry:
  %r = call <6 x i32> @llvm.amdgcn.cvt.scalef32.pk32.fp6.bf16(<32 x bfloat> zeroinitializer, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk32.fp6.bf16(ptr %0) {
entry:
  %1 = load <32 x bfloat>, ptr %0, align 64
  %2 = load float, ptr %0, align 4
  %r = call <6 x i32> @llvm.amdgcn.cvt.scalef32.pk32.fp6.bf16(<32 x bfloat> %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk32.fp6.f16(ptr %0) {
entry:
  %r = call <6 x i32> @llvm.amdgcn.cvt.scalef32.pk32.fp6.f16(<32 x half> zeroinitializer, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk32.fp6.f16(ptr %0) {
entry:
  %1 = load <32 x half>, ptr %0, align 64
  %2 = load float, ptr %0, align 4
  %r = call <6 x i32> @llvm.amdgcn.cvt.scalef32.pk32.fp6.f16(<32 x half> %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk8.bf8.bf16(ptr %0) {
entry:
  %r = call <2 x i32> @llvm.amdgcn.cvt.scalef32.pk8.bf8.bf16(<8 x bfloat> zeroinitializer, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk8.bf8.bf16(ptr %0) {
entry:
  %1 = load <8 x bfloat>, ptr %0, align 16
  %2 = load float, ptr %0, align 4
  %r = call <2 x i32> @llvm.amdgcn.cvt.scalef32.pk8.bf8.bf16(<8 x bfloat> %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk8.bf8.f16(ptr %0) {
entry:
  %r = call <2 x i32> @llvm.amdgcn.cvt.scalef32.pk8.bf8.f16(<8 x half> zeroinitializer, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk8.bf8.f16(ptr %0) {
entry:
  %1 = load <8 x half>, ptr %0, align 16
  %2 = load float, ptr %0, align 4
  %r = call <2 x i32> @llvm.amdgcn.cvt.scalef32.pk8.bf8.f16(<8 x half> %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk8.bf8.f32(ptr %0) {
entry:
  %r = call <2 x i32> @llvm.amdgcn.cvt.scalef32.pk8.bf8.f32(<8 x float> zeroinitializer, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk8.bf8.f32(ptr %0) {
entry:
  %1 = load <8 x float>, ptr %0, align 32
  %2 = load float, ptr %0, align 4
  %r = call <2 x i32> @llvm.amdgcn.cvt.scalef32.pk8.bf8.f32(<8 x float> %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk8.fp4.bf16(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cvt.scalef32.pk8.fp4.bf16(<8 x bfloat> zeroinitializer, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk8.fp4.bf16(ptr %0) {
entry:
  %1 = load <8 x bfloat>, ptr %0, align 16
  %2 = load float, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cvt.scalef32.pk8.fp4.bf16(<8 x bfloat> %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk8.fp4.f16(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cvt.scalef32.pk8.fp4.f16(<8 x half> zeroinitializer, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk8.fp4.f16(ptr %0) {
entry:
  %1 = load <8 x half>, ptr %0, align 16
  %2 = load float, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cvt.scalef32.pk8.fp4.f16(<8 x half> %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk8.fp4.f32(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cvt.scalef32.pk8.fp4.f32(<8 x float> zeroinitializer, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk8.fp4.f32(ptr %0) {
entry:
  %1 = load <8 x float>, ptr %0, align 32
  %2 = load float, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cvt.scalef32.pk8.fp4.f32(<8 x float> %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk8.fp8.bf16(ptr %0) {
entry:
  %r = call <2 x i32> @llvm.amdgcn.cvt.scalef32.pk8.fp8.bf16(<8 x bfloat> zeroinitializer, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk8.fp8.bf16(ptr %0) {
entry:
  %1 = load <8 x bfloat>, ptr %0, align 16
  %2 = load float, ptr %0, align 4
  %r = call <2 x i32> @llvm.amdgcn.cvt.scalef32.pk8.fp8.bf16(<8 x bfloat> %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk8.fp8.f16(ptr %0) {
entry:
  %r = call <2 x i32> @llvm.amdgcn.cvt.scalef32.pk8.fp8.f16(<8 x half> zeroinitializer, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk8.fp8.f16(ptr %0) {
entry:
  %1 = load <8 x half>, ptr %0, align 16
  %2 = load float, ptr %0, align 4
  %r = call <2 x i32> @llvm.amdgcn.cvt.scalef32.pk8.fp8.f16(<8 x half> %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.pk8.fp8.f32(ptr %0) {
entry:
  %r = call <2 x i32> @llvm.amdgcn.cvt.scalef32.pk8.fp8.f32(<8 x float> zeroinitializer, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.pk8.fp8.f32(ptr %0) {
entry:
  %1 = load <8 x float>, ptr %0, align 32
  %2 = load float, ptr %0, align 4
  %r = call <2 x i32> @llvm.amdgcn.cvt.scalef32.pk8.fp8.f32(<8 x float> %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.bf8.bf16(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cvt.scalef32.sr.bf8.bf16(i32 0, bfloat 0xR0000, i32 0, float 0.000000e+00, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.bf8.bf16(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load bfloat, ptr %0, align 2
  %3 = load i32, ptr %0, align 4
  %4 = load float, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cvt.scalef32.sr.bf8.bf16(i32 %1, bfloat %2, i32 %3, float %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.bf8.f16(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cvt.scalef32.sr.bf8.f16(i32 0, half 0xH0000, i32 0, float 0.000000e+00, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.bf8.f16(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load half, ptr %0, align 2
  %3 = load i32, ptr %0, align 4
  %4 = load float, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cvt.scalef32.sr.bf8.f16(i32 %1, half %2, i32 %3, float %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.bf8.f32(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cvt.scalef32.sr.bf8.f32(i32 0, float 0.000000e+00, i32 0, float 0.000000e+00, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.bf8.f32(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load float, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cvt.scalef32.sr.bf8.f32(i32 %1, float %2, i32 %3, float %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.fp8.bf16(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cvt.scalef32.sr.fp8.bf16(i32 0, bfloat 0xR0000, i32 0, float 0.000000e+00, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.fp8.bf16(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load bfloat, ptr %0, align 2
  %3 = load i32, ptr %0, align 4
  %4 = load float, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cvt.scalef32.sr.fp8.bf16(i32 %1, bfloat %2, i32 %3, float %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.fp8.f16(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cvt.scalef32.sr.fp8.f16(i32 0, half 0xH0000, i32 0, float 0.000000e+00, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.fp8.f16(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load half, ptr %0, align 2
  %3 = load i32, ptr %0, align 4
  %4 = load float, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cvt.scalef32.sr.fp8.f16(i32 %1, half %2, i32 %3, float %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.fp8.f32(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cvt.scalef32.sr.fp8.f32(i32 0, float 0.000000e+00, i32 0, float 0.000000e+00, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.fp8.f32(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load float, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cvt.scalef32.sr.fp8.f32(i32 %1, float %2, i32 %3, float %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.pk.fp4.bf16(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cvt.scalef32.sr.pk.fp4.bf16(i32 0, <2 x bfloat> zeroinitializer, i32 0, float 0.000000e+00, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.pk.fp4.bf16(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <2 x bfloat>, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load float, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cvt.scalef32.sr.pk.fp4.bf16(i32 %1, <2 x bfloat> %2, i32 %3, float %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.pk.fp4.f16(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cvt.scalef32.sr.pk.fp4.f16(i32 0, <2 x half> zeroinitializer, i32 0, float 0.000000e+00, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.pk.fp4.f16(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <2 x half>, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load float, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cvt.scalef32.sr.pk.fp4.f16(i32 %1, <2 x half> %2, i32 %3, float %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.pk.fp4.f32(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cvt.scalef32.sr.pk.fp4.f32(i32 0, <2 x float> zeroinitializer, i32 0, float 0.000000e+00, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.pk.fp4.f32(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <2 x float>, ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load float, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cvt.scalef32.sr.pk.fp4.f32(i32 %1, <2 x float> %2, i32 %3, float %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.pk16.bf6.bf16(ptr %0) {
entry:
  %r = call <3 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk16.bf6.bf16(<16 x bfloat> zeroinitializer, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.pk16.bf6.bf16(ptr %0) {
entry:
  %1 = load <16 x bfloat>, ptr %0, align 32
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call <3 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk16.bf6.bf16(<16 x bfloat> %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.pk16.bf6.f16(ptr %0) {
entry:
  %r = call <3 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk16.bf6.f16(<16 x half> zeroinitializer, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.pk16.bf6.f16(ptr %0) {
entry:
  %1 = load <16 x half>, ptr %0, align 32
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call <3 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk16.bf6.f16(<16 x half> %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.pk16.bf6.f32(ptr %0) {
entry:
  %r = call <3 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk16.bf6.f32(<16 x float> zeroinitializer, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.pk16.bf6.f32(ptr %0) {
entry:
  %1 = load <16 x float>, ptr %0, align 64
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call <3 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk16.bf6.f32(<16 x float> %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.pk16.fp6.bf16(ptr %0) {
entry:
  %r = call <3 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk16.fp6.bf16(<16 x bfloat> zeroinitializer, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.pk16.fp6.bf16(ptr %0) {
entry:
  %1 = load <16 x bfloat>, ptr %0, align 32
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call <3 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk16.fp6.bf16(<16 x bfloat> %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.pk16.fp6.f16(ptr %0) {
entry:
  %r = call <3 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk16.fp6.f16(<16 x half> zeroinitializer, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.pk16.fp6.f16(ptr %0) {
entry:
  %1 = load <16 x half>, ptr %0, align 32
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call <3 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk16.fp6.f16(<16 x half> %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.pk16.fp6.f32(ptr %0) {
entry:
  %r = call <3 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk16.fp6.f32(<16 x float> zeroinitializer, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.pk16.fp6.f32(ptr %0) {
entry:
  %1 = load <16 x float>, ptr %0, align 64
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call <3 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk16.fp6.f32(<16 x float> %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.pk32.bf6.bf16(ptr %0) {
entry:
  %r = call <6 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk32.bf6.bf16(<32 x bfloat> zeroinitializer, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.pk32.bf6.bf16(ptr %0) {
entry:
  %1 = load <32 x bfloat>, ptr %0, align 64
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call <6 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk32.bf6.bf16(<32 x bfloat> %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.pk32.bf6.f16(ptr %0) {
entry:
  %r = call <6 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk32.bf6.f16(<32 x half> zeroinitializer, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.pk32.bf6.f16(ptr %0) {
entry:
  %1 = load <32 x half>, ptr %0, align 64
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call <6 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk32.bf6.f16(<32 x half> %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.pk32.bf6.f32(ptr %0) {
entry:
  %r = call <6 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk32.bf6.f32(<32 x float> zeroinitializer, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.pk32.bf6.f32(ptr %0) {
entry:
  %1 = load <32 x float>, ptr %0, align 128
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call <6 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk32.bf6.f32(<32 x float> %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.pk32.fp6.bf16(ptr %0) {
entry:
  %r = call <6 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk32.fp6.bf16(<32 x bfloat> zeroinitializer, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.pk32.fp6.bf16(ptr %0) {
entry:
  %1 = load <32 x bfloat>, ptr %0, align 64
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call <6 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk32.fp6.bf16(<32 x bfloat> %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.pk32.fp6.f16(ptr %0) {
entry:
  %r = call <6 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk32.fp6.f16(<32 x half> zeroinitializer, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.pk32.fp6.f16(ptr %0) {
entry:
  %1 = load <32 x half>, ptr %0, align 64
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call <6 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk32.fp6.f16(<32 x half> %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.pk32.fp6.f32(ptr %0) {
entry:
  %r = call <6 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk32.fp6.f32(<32 x float> zeroinitializer, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.pk32.fp6.f32(ptr %0) {
entry:
  %1 = load <32 x float>, ptr %0, align 128
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call <6 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk32.fp6.f32(<32 x float> %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.pk8.bf8.bf16(ptr %0) {
entry:
  %r = call <2 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk8.bf8.bf16(<8 x bfloat> zeroinitializer, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.pk8.bf8.bf16(ptr %0) {
entry:
  %1 = load <8 x bfloat>, ptr %0, align 16
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call <2 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk8.bf8.bf16(<8 x bfloat> %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.pk8.bf8.f16(ptr %0) {
entry:
  %r = call <2 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk8.bf8.f16(<8 x half> zeroinitializer, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.pk8.bf8.f16(ptr %0) {
entry:
  %1 = load <8 x half>, ptr %0, align 16
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call <2 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk8.bf8.f16(<8 x half> %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.pk8.bf8.f32(ptr %0) {
entry:
  %r = call <2 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk8.bf8.f32(<8 x float> zeroinitializer, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.pk8.bf8.f32(ptr %0) {
entry:
  %1 = load <8 x float>, ptr %0, align 32
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call <2 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk8.bf8.f32(<8 x float> %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.pk8.fp4.bf16(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cvt.scalef32.sr.pk8.fp4.bf16(<8 x bfloat> zeroinitializer, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.pk8.fp4.bf16(ptr %0) {
entry:
  %1 = load <8 x bfloat>, ptr %0, align 16
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cvt.scalef32.sr.pk8.fp4.bf16(<8 x bfloat> %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.pk8.fp4.f16(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cvt.scalef32.sr.pk8.fp4.f16(<8 x half> zeroinitializer, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.pk8.fp4.f16(ptr %0) {
entry:
  %1 = load <8 x half>, ptr %0, align 16
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cvt.scalef32.sr.pk8.fp4.f16(<8 x half> %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.pk8.fp4.f32(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cvt.scalef32.sr.pk8.fp4.f32(<8 x float> zeroinitializer, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.pk8.fp4.f32(ptr %0) {
entry:
  %1 = load <8 x float>, ptr %0, align 32
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cvt.scalef32.sr.pk8.fp4.f32(<8 x float> %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.pk8.fp8.bf16(ptr %0) {
entry:
  %r = call <2 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk8.fp8.bf16(<8 x bfloat> zeroinitializer, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.pk8.fp8.bf16(ptr %0) {
entry:
  %1 = load <8 x bfloat>, ptr %0, align 16
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call <2 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk8.fp8.bf16(<8 x bfloat> %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.pk8.fp8.f16(ptr %0) {
entry:
  %r = call <2 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk8.fp8.f16(<8 x half> zeroinitializer, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.pk8.fp8.f16(ptr %0) {
entry:
  %1 = load <8 x half>, ptr %0, align 16
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call <2 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk8.fp8.f16(<8 x half> %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.scalef32.sr.pk8.fp8.f32(ptr %0) {
entry:
  %r = call <2 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk8.fp8.f32(<8 x float> zeroinitializer, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.scalef32.sr.pk8.fp8.f32(ptr %0) {
entry:
  %1 = load <8 x float>, ptr %0, align 32
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call <2 x i32> @llvm.amdgcn.cvt.scalef32.sr.pk8.fp8.f32(<8 x float> %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.sr.bf16.f32(ptr %0) {
entry:
  %r = call <2 x bfloat> @llvm.amdgcn.cvt.sr.bf16.f32(<2 x bfloat> zeroinitializer, float 0.000000e+00, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.sr.bf16.f32(ptr %0) {
entry:
  %1 = load <2 x bfloat>, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call <2 x bfloat> @llvm.amdgcn.cvt.sr.bf16.f32(<2 x bfloat> %1, float %2, i32 %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.sr.bf8.f16(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cvt.sr.bf8.f16(half 0xH0000, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.sr.bf8.f16(ptr %0) {
entry:
  %1 = load half, ptr %0, align 2
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cvt.sr.bf8.f16(half %1, i32 %2, i32 %3, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.sr.bf8.f32(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cvt.sr.bf8.f32(float 0.000000e+00, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.sr.bf8.f32(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cvt.sr.bf8.f32(float %1, i32 %2, i32 %3, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.sr.f16.f32(ptr %0) {
entry:
  %r = call <2 x half> @llvm.amdgcn.cvt.sr.f16.f32(<2 x half> zeroinitializer, float 0.000000e+00, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.sr.f16.f32(ptr %0) {
entry:
  %1 = load <2 x half>, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call <2 x half> @llvm.amdgcn.cvt.sr.f16.f32(<2 x half> %1, float %2, i32 %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.sr.fp8.f16(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cvt.sr.fp8.f16(half 0xH0000, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.sr.fp8.f16(ptr %0) {
entry:
  %1 = load half, ptr %0, align 2
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cvt.sr.fp8.f16(half %1, i32 %2, i32 %3, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.sr.fp8.f32(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cvt.sr.fp8.f32(float 0.000000e+00, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.sr.fp8.f32(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cvt.sr.fp8.f32(float %1, i32 %2, i32 %3, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.sr.fp8.f32.e5m3(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.cvt.sr.fp8.f32.e5m3(float 0.000000e+00, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.sr.fp8.f32.e5m3(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.cvt.sr.fp8.f32.e5m3(float %1, i32 %2, i32 %3, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.sr.pk.bf16.f32(ptr %0) {
entry:
  %r = call <2 x bfloat> @llvm.amdgcn.cvt.sr.pk.bf16.f32(float 0.000000e+00, float 0.000000e+00, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.sr.pk.bf16.f32(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call <2 x bfloat> @llvm.amdgcn.cvt.sr.pk.bf16.f32(float %1, float %2, i32 %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.cvt.sr.pk.f16.f32(ptr %0) {
entry:
  %r = call <2 x half> @llvm.amdgcn.cvt.sr.pk.f16.f32(float 0.000000e+00, float 0.000000e+00, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.cvt.sr.pk.f16.f32(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call <2 x half> @llvm.amdgcn.cvt.sr.pk.f16.f32(float %1, float %2, i32 %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.dead(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.dead.i32()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.dispatch.id(ptr %0) {
entry:
  %r = call i64 @llvm.amdgcn.dispatch.id()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.dispatch.ptr(ptr %0) {
entry:
  %r = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.div.fixup(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.div.fixup.f32(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.div.fixup(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.div.fixup.f32(float %1, float %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.div.fmas(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.div.fmas.f32(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.div.fmas(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %4 = load i1, ptr %0, align 1
  %r = call float @llvm.amdgcn.div.fmas.f32(float %1, float %2, float %3, i1 %4)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.div.scale(ptr %0) {
entry:
  %r = call { float, i1 } @llvm.amdgcn.div.scale.f32(float 0.000000e+00, float 0.000000e+00, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.div.scale(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %r = call { float, i1 } @llvm.amdgcn.div.scale.f32(float %1, float %2, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.dot4.f32.bf8.bf8(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.dot4.f32.bf8.bf8(i32 0, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.dot4.f32.bf8.bf8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.dot4.f32.bf8.bf8(i32 %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.dot4.f32.bf8.fp8(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.dot4.f32.bf8.fp8(i32 0, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.dot4.f32.bf8.fp8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.dot4.f32.bf8.fp8(i32 %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.dot4.f32.fp8.bf8(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.dot4.f32.fp8.bf8(i32 0, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.dot4.f32.fp8.bf8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.dot4.f32.fp8.bf8(i32 %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.dot4.f32.fp8.fp8(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.dot4.f32.fp8.fp8(i32 0, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.dot4.f32.fp8.fp8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.dot4.f32.fp8.fp8(i32 %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.add.gs.reg.rtn(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.ds.add.gs.reg.rtn.i32(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.add.gs.reg.rtn(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.ds.add.gs.reg.rtn.i32(i32 %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.append(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.ds.append.p1(ptr addrspace(1) null, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.append(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  %r = call i32 @llvm.amdgcn.ds.append.p1(ptr addrspace(1) %1, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.atomic.async.barrier.arrive.b64(ptr %0) {
entry:
  call void @llvm.amdgcn.ds.atomic.async.barrier.arrive.b64(ptr addrspace(3) null)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.atomic.async.barrier.arrive.b64(ptr %0) {
entry:
  %1 = load ptr addrspace(3), ptr %0, align 8
  call void @llvm.amdgcn.ds.atomic.async.barrier.arrive.b64(ptr addrspace(3) %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.atomic.barrier.arrive.rtn.b64(ptr %0) {
entry:
  %r = call i64 @llvm.amdgcn.ds.atomic.barrier.arrive.rtn.b64(ptr addrspace(3) null, i64 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.atomic.barrier.arrive.rtn.b64(ptr %0) {
entry:
  %1 = load ptr addrspace(3), ptr %0, align 8
  %2 = load i64, ptr %0, align 4
  %r = call i64 @llvm.amdgcn.ds.atomic.barrier.arrive.rtn.b64(ptr addrspace(3) %1, i64 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.bpermute(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.bpermute(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %1, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.bpermute.fi.b32(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.ds.bpermute.fi.b32(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.bpermute.fi.b32(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.ds.bpermute.fi.b32(i32 %1, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.bvh.stack.push4.pop1.rtn(ptr %0) {
entry:
  %r = call { i32, i32 } @llvm.amdgcn.ds.bvh.stack.push4.pop1.rtn(i32 0, i32 0, <4 x i32> zeroinitializer, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.bvh.stack.push4.pop1.rtn(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load <4 x i32>, ptr %0, align 16
  %r = call { i32, i32 } @llvm.amdgcn.ds.bvh.stack.push4.pop1.rtn(i32 %1, i32 %2, <4 x i32> %3, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.bvh.stack.push8.pop1.rtn(ptr %0) {
entry:
  %r = call { i32, i32 } @llvm.amdgcn.ds.bvh.stack.push8.pop1.rtn(i32 0, i32 0, <8 x i32> zeroinitializer, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.bvh.stack.push8.pop1.rtn(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load <8 x i32>, ptr %0, align 32
  %r = call { i32, i32 } @llvm.amdgcn.ds.bvh.stack.push8.pop1.rtn(i32 %1, i32 %2, <8 x i32> %3, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.bvh.stack.push8.pop2.rtn(ptr %0) {
entry:
  %r = call { i64, i32 } @llvm.amdgcn.ds.bvh.stack.push8.pop2.rtn(i32 0, i32 0, <8 x i32> zeroinitializer, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.bvh.stack.push8.pop2.rtn(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load <8 x i32>, ptr %0, align 32
  %r = call { i64, i32 } @llvm.amdgcn.ds.bvh.stack.push8.pop2.rtn(i32 %1, i32 %2, <8 x i32> %3, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.bvh.stack.rtn(ptr %0) {
entry:
  %r = call { i32, i32 } @llvm.amdgcn.ds.bvh.stack.rtn(i32 0, i32 0, <4 x i32> zeroinitializer, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.bvh.stack.rtn(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load <4 x i32>, ptr %0, align 16
  %r = call { i32, i32 } @llvm.amdgcn.ds.bvh.stack.rtn(i32 %1, i32 %2, <4 x i32> %3, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.consume(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.ds.consume.p1(ptr addrspace(1) null, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.consume(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  %r = call i32 @llvm.amdgcn.ds.consume.p1(ptr addrspace(1) %1, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.gws.barrier(ptr %0) {
entry:
  call void @llvm.amdgcn.ds.gws.barrier(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.gws.barrier(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.ds.gws.barrier(i32 %1, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.gws.init(ptr %0) {
entry:
  call void @llvm.amdgcn.ds.gws.init(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.gws.init(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.ds.gws.init(i32 %1, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.gws.sema.br(ptr %0) {
entry:
  call void @llvm.amdgcn.ds.gws.sema.br(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.gws.sema.br(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.ds.gws.sema.br(i32 %1, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.gws.sema.p(ptr %0) {
entry:
  call void @llvm.amdgcn.ds.gws.sema.p(i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.gws.sema.p(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.ds.gws.sema.p(i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.gws.sema.release.all(ptr %0) {
entry:
  call void @llvm.amdgcn.ds.gws.sema.release.all(i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.gws.sema.release.all(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.ds.gws.sema.release.all(i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.gws.sema.v(ptr %0) {
entry:
  call void @llvm.amdgcn.ds.gws.sema.v(i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.gws.sema.v(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.ds.gws.sema.v(i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.load.tr16.b128(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.ds.load.tr16.b128.i32(ptr addrspace(3) null)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.load.tr16.b128(ptr %0) {
entry:
  %1 = load ptr addrspace(3), ptr %0, align 8
  %r = call i32 @llvm.amdgcn.ds.load.tr16.b128.i32(ptr addrspace(3) %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.load.tr4.b64(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.ds.load.tr4.b64.i32(ptr addrspace(3) null)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.load.tr4.b64(ptr %0) {
entry:
  %1 = load ptr addrspace(3), ptr %0, align 8
  %r = call i32 @llvm.amdgcn.ds.load.tr4.b64.i32(ptr addrspace(3) %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.load.tr6.b96(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.ds.load.tr6.b96.i32(ptr addrspace(3) null)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.load.tr6.b96(ptr %0) {
entry:
  %1 = load ptr addrspace(3), ptr %0, align 8
  %r = call i32 @llvm.amdgcn.ds.load.tr6.b96.i32(ptr addrspace(3) %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.load.tr8.b64(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.ds.load.tr8.b64.i32(ptr addrspace(3) null)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.load.tr8.b64(ptr %0) {
entry:
  %1 = load ptr addrspace(3), ptr %0, align 8
  %r = call i32 @llvm.amdgcn.ds.load.tr8.b64.i32(ptr addrspace(3) %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.ordered.add(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.ds.ordered.add(ptr addrspace(2) null, i32 0, i32 0, i32 0, i1 false, i32 0, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.ordered.add(ptr %0) {
entry:
  %1 = load ptr addrspace(2), ptr %0, align 8
  %2 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.ds.ordered.add(ptr addrspace(2) %1, i32 %2, i32 0, i32 0, i1 false, i32 0, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.ordered.swap(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.ds.ordered.swap(ptr addrspace(2) null, i32 0, i32 0, i32 0, i1 false, i32 0, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.ordered.swap(ptr %0) {
entry:
  %1 = load ptr addrspace(2), ptr %0, align 8
  %2 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.ds.ordered.swap(ptr addrspace(2) %1, i32 %2, i32 0, i32 0, i1 false, i32 0, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.permute(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.ds.permute(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.permute(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.ds.permute(i32 %1, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.read.tr16.b64(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.ds.read.tr16.b64.i32(ptr addrspace(3) null)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.read.tr16.b64(ptr %0) {
entry:
  %1 = load ptr addrspace(3), ptr %0, align 8
  %r = call i32 @llvm.amdgcn.ds.read.tr16.b64.i32(ptr addrspace(3) %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.read.tr4.b64(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.ds.read.tr4.b64.i32(ptr addrspace(3) null)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.read.tr4.b64(ptr %0) {
entry:
  %1 = load ptr addrspace(3), ptr %0, align 8
  %r = call i32 @llvm.amdgcn.ds.read.tr4.b64.i32(ptr addrspace(3) %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.read.tr6.b96(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.ds.read.tr6.b96.i32(ptr addrspace(3) null)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.read.tr6.b96(ptr %0) {
entry:
  %1 = load ptr addrspace(3), ptr %0, align 8
  %r = call i32 @llvm.amdgcn.ds.read.tr6.b96.i32(ptr addrspace(3) %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.read.tr8.b64(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.ds.read.tr8.b64.i32(ptr addrspace(3) null)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.read.tr8.b64(ptr %0) {
entry:
  %1 = load ptr addrspace(3), ptr %0, align 8
  %r = call i32 @llvm.amdgcn.ds.read.tr8.b64.i32(ptr addrspace(3) %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.sub.gs.reg.rtn(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.ds.sub.gs.reg.rtn.i32(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.sub.gs.reg.rtn(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.ds.sub.gs.reg.rtn.i32(i32 %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ds.swizzle(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.ds.swizzle(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ds.swizzle(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.ds.swizzle(i32 %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.else(ptr %0) {
entry:
  %r = call { i1, i32 } @llvm.amdgcn.else.i32.i32(i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.else(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call { i1, i32 } @llvm.amdgcn.else.i32.i32(i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.end.cf(ptr %0) {
entry:
  call void @llvm.amdgcn.end.cf.i32(i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.end.cf(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.end.cf.i32(i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.endpgm(ptr %0) {
entry:
  call void @llvm.amdgcn.endpgm()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.exp(ptr %0) {
entry:
  call void @llvm.amdgcn.exp.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.exp(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.exp.i32(i32 0, i32 0, i32 %1, i32 %2, i32 %3, i32 %4, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.exp.compr(ptr %0) {
entry:
  call void @llvm.amdgcn.exp.compr.v4f32(i32 0, i32 0, <4 x float> zeroinitializer, <4 x float> zeroinitializer, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.exp.compr(ptr %0) {
entry:
  %1 = load <4 x float>, ptr %0, align 16
  %2 = load <4 x float>, ptr %0, align 16
  call void @llvm.amdgcn.exp.compr.v4f32(i32 0, i32 0, <4 x float> %1, <4 x float> %2, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.exp.row(ptr %0) {
entry:
  call void @llvm.amdgcn.exp.row.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i1 false, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.exp.row(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.exp.row.i32(i32 0, i32 0, i32 %1, i32 %2, i32 %3, i32 %4, i1 false, i32 %5)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.exp2(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.exp2.f32(float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.exp2(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.exp2.f32(float %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.fcmp(ptr %0) {
entry:
  %r = call i64 @llvm.amdgcn.fcmp.i64.f32(float 0.000000e+00, float 0.000000e+00, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.fcmp(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %r = call i64 @llvm.amdgcn.fcmp.i64.f32(float %1, float %2, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.fdiv.fast(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.fdiv.fast(float 0.000000e+00, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.fdiv.fast(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.fdiv.fast(float %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.fdot2(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.fdot2(<2 x half> zeroinitializer, <2 x half> zeroinitializer, float 0.000000e+00, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.fdot2(ptr %0) {
entry:
  %1 = load <2 x half>, ptr %0, align 4
  %2 = load <2 x half>, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.fdot2(<2 x half> %1, <2 x half> %2, float %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.fdot2.bf16.bf16(ptr %0) {
entry:
  %r = call bfloat @llvm.amdgcn.fdot2.bf16.bf16(<2 x bfloat> zeroinitializer, <2 x bfloat> zeroinitializer, bfloat 0xR0000)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.fdot2.bf16.bf16(ptr %0) {
entry:
  %1 = load <2 x bfloat>, ptr %0, align 4
  %2 = load <2 x bfloat>, ptr %0, align 4
  %3 = load bfloat, ptr %0, align 2
  %r = call bfloat @llvm.amdgcn.fdot2.bf16.bf16(<2 x bfloat> %1, <2 x bfloat> %2, bfloat %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.fdot2.f16.f16(ptr %0) {
entry:
  %r = call half @llvm.amdgcn.fdot2.f16.f16(<2 x half> zeroinitializer, <2 x half> zeroinitializer, half 0xH0000)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.fdot2.f16.f16(ptr %0) {
entry:
  %1 = load <2 x half>, ptr %0, align 4
  %2 = load <2 x half>, ptr %0, align 4
  %3 = load half, ptr %0, align 2
  %r = call half @llvm.amdgcn.fdot2.f16.f16(<2 x half> %1, <2 x half> %2, half %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.fdot2.f32.bf16(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.fdot2.f32.bf16(<2 x bfloat> zeroinitializer, <2 x bfloat> zeroinitializer, float 0.000000e+00, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.fdot2.f32.bf16(ptr %0) {
entry:
  %1 = load <2 x bfloat>, ptr %0, align 4
  %2 = load <2 x bfloat>, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.fdot2.f32.bf16(<2 x bfloat> %1, <2 x bfloat> %2, float %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.fdot2c.f32.bf16(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.fdot2c.f32.bf16(<2 x bfloat> zeroinitializer, <2 x bfloat> zeroinitializer, float 0.000000e+00, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.fdot2c.f32.bf16(ptr %0) {
entry:
  %1 = load <2 x bfloat>, ptr %0, align 4
  %2 = load <2 x bfloat>, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.fdot2c.f32.bf16(<2 x bfloat> %1, <2 x bfloat> %2, float %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.flat.load.monitor.b128(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.flat.load.monitor.b128.i32(ptr null, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.flat.load.monitor.b128(ptr %0) {
entry:
  %1 = load ptr, ptr %0, align 8
  %r = call i32 @llvm.amdgcn.flat.load.monitor.b128.i32(ptr %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.flat.load.monitor.b32(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.flat.load.monitor.b32.i32(ptr null, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.flat.load.monitor.b32(ptr %0) {
entry:
  %1 = load ptr, ptr %0, align 8
  %r = call i32 @llvm.amdgcn.flat.load.monitor.b32.i32(ptr %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.flat.load.monitor.b64(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.flat.load.monitor.b64.i32(ptr null, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.flat.load.monitor.b64(ptr %0) {
entry:
  %1 = load ptr, ptr %0, align 8
  %r = call i32 @llvm.amdgcn.flat.load.monitor.b64.i32(ptr %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.flat.prefetch(ptr %0) {
entry:
  call void @llvm.amdgcn.flat.prefetch(ptr null, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.flat.prefetch(ptr %0) {
entry:
  %1 = load ptr, ptr %0, align 8
  call void @llvm.amdgcn.flat.prefetch(ptr %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.fma.legacy(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.fma.legacy(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.fma.legacy(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.fma.legacy(float %1, float %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.fmad.ftz(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.fmad.ftz.f32(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.fmad.ftz(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.fmad.ftz.f32(float %1, float %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.fmed3(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.fmed3.f32(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.fmed3(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.fmed3.f32(float %1, float %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.fmul.legacy(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.fmul.legacy(float 0.000000e+00, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.fmul.legacy(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.fmul.legacy(float %1, float %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.fract(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.fract.f32(float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.fract(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.fract.f32(float %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.frexp.exp(ptr %0) {
entry:
  %r = call i64 @llvm.amdgcn.frexp.exp.i64.f32(float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.frexp.exp(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %r = call i64 @llvm.amdgcn.frexp.exp.i64.f32(float %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.frexp.mant(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.frexp.mant.f32(float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.frexp.mant(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.frexp.mant.f32(float %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.global.atomic.ordered.add.b64(ptr %0) {
entry:
  %r = call i64 @llvm.amdgcn.global.atomic.ordered.add.b64(ptr addrspace(1) null, i64 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.global.atomic.ordered.add.b64(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  %2 = load i64, ptr %0, align 4
  %r = call i64 @llvm.amdgcn.global.atomic.ordered.add.b64(ptr addrspace(1) %1, i64 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.global.load.async.to.lds.b128(ptr %0) {
entry:
  call void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1) null, ptr addrspace(3) null, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.global.load.async.to.lds.b128(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  %2 = load ptr addrspace(3), ptr %0, align 8
  call void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1) %1, ptr addrspace(3) %2, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.global.load.async.to.lds.b32(ptr %0) {
entry:
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) null, ptr addrspace(3) null, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.global.load.async.to.lds.b32(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  %2 = load ptr addrspace(3), ptr %0, align 8
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %1, ptr addrspace(3) %2, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.global.load.async.to.lds.b64(ptr %0) {
entry:
  call void @llvm.amdgcn.global.load.async.to.lds.b64(ptr addrspace(1) null, ptr addrspace(3) null, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.global.load.async.to.lds.b64(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  %2 = load ptr addrspace(3), ptr %0, align 8
  call void @llvm.amdgcn.global.load.async.to.lds.b64(ptr addrspace(1) %1, ptr addrspace(3) %2, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.global.load.async.to.lds.b8(ptr %0) {
entry:
  call void @llvm.amdgcn.global.load.async.to.lds.b8(ptr addrspace(1) null, ptr addrspace(3) null, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.global.load.async.to.lds.b8(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  %2 = load ptr addrspace(3), ptr %0, align 8
  call void @llvm.amdgcn.global.load.async.to.lds.b8(ptr addrspace(1) %1, ptr addrspace(3) %2, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.global.load.lds(ptr %0) {
entry:
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) null, ptr addrspace(3) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.global.load.lds(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  %2 = load ptr addrspace(3), ptr %0, align 8
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %1, ptr addrspace(3) %2, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.global.load.monitor.b128(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.global.load.monitor.b128.i32(ptr addrspace(1) null, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.global.load.monitor.b128(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  %r = call i32 @llvm.amdgcn.global.load.monitor.b128.i32(ptr addrspace(1) %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.global.load.monitor.b32(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.global.load.monitor.b32.i32(ptr addrspace(1) null, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.global.load.monitor.b32(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  %r = call i32 @llvm.amdgcn.global.load.monitor.b32.i32(ptr addrspace(1) %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.global.load.monitor.b64(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.global.load.monitor.b64.i32(ptr addrspace(1) null, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.global.load.monitor.b64(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  %r = call i32 @llvm.amdgcn.global.load.monitor.b64.i32(ptr addrspace(1) %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.global.load.tr.b128(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.global.load.tr.b128.i32(ptr addrspace(1) null)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.global.load.tr.b128(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  %r = call i32 @llvm.amdgcn.global.load.tr.b128.i32(ptr addrspace(1) %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.global.load.tr.b64(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.global.load.tr.b64.i32(ptr addrspace(1) null)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.global.load.tr.b64(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  %r = call i32 @llvm.amdgcn.global.load.tr.b64.i32(ptr addrspace(1) %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.global.load.tr4.b64(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.global.load.tr4.b64.i32(ptr addrspace(1) null)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.global.load.tr4.b64(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  %r = call i32 @llvm.amdgcn.global.load.tr4.b64.i32(ptr addrspace(1) %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.global.load.tr6.b96(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.global.load.tr6.b96.i32(ptr addrspace(1) null)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.global.load.tr6.b96(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  %r = call i32 @llvm.amdgcn.global.load.tr6.b96.i32(ptr addrspace(1) %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.global.prefetch(ptr %0) {
entry:
  call void @llvm.amdgcn.global.prefetch(ptr addrspace(1) null, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.global.prefetch(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  call void @llvm.amdgcn.global.prefetch(ptr addrspace(1) %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.global.store.async.from.lds.b128(ptr %0) {
entry:
  call void @llvm.amdgcn.global.store.async.from.lds.b128(ptr addrspace(1) null, ptr addrspace(3) null, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.global.store.async.from.lds.b128(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  %2 = load ptr addrspace(3), ptr %0, align 8
  call void @llvm.amdgcn.global.store.async.from.lds.b128(ptr addrspace(1) %1, ptr addrspace(3) %2, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.global.store.async.from.lds.b32(ptr %0) {
entry:
  call void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1) null, ptr addrspace(3) null, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.global.store.async.from.lds.b32(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  %2 = load ptr addrspace(3), ptr %0, align 8
  call void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1) %1, ptr addrspace(3) %2, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.global.store.async.from.lds.b64(ptr %0) {
entry:
  call void @llvm.amdgcn.global.store.async.from.lds.b64(ptr addrspace(1) null, ptr addrspace(3) null, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.global.store.async.from.lds.b64(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  %2 = load ptr addrspace(3), ptr %0, align 8
  call void @llvm.amdgcn.global.store.async.from.lds.b64(ptr addrspace(1) %1, ptr addrspace(3) %2, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.global.store.async.from.lds.b8(ptr %0) {
entry:
  call void @llvm.amdgcn.global.store.async.from.lds.b8(ptr addrspace(1) null, ptr addrspace(3) null, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.global.store.async.from.lds.b8(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  %2 = load ptr addrspace(3), ptr %0, align 8
  call void @llvm.amdgcn.global.store.async.from.lds.b8(ptr addrspace(1) %1, ptr addrspace(3) %2, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.groupstaticsize(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.groupstaticsize()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.icmp(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.icmp.i32.i32(i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.icmp(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.icmp.i32.i32(i32 %1, i32 %2, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.if(ptr %0) {
entry:
  %r = call { i1, i32 } @llvm.amdgcn.if.i32(i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.if(ptr %0) {
entry:
  %1 = load i1, ptr %0, align 1
  %r = call { i1, i32 } @llvm.amdgcn.if.i32(i1 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.if.break(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.if.break.i32(i1 false, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.if.break(ptr %0) {
entry:
  %1 = load i1, ptr %0, align 1
  %2 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.if.break.i32(i1 %1, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.iglp.opt(ptr %0) {
entry:
  call void @llvm.amdgcn.iglp.opt(i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.add.1d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.add.1d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.add.1d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.add.1d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.add.1darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.add.1darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.add.1darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.add.1darray.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.add.2d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.add.2d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.add.2d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.add.2d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.add.2darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.add.2darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.add.2darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.add.2darray.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.add.2darraymsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.add.2darraymsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.add.2darraymsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %6 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.add.2darraymsaa.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.add.2dmsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.add.2dmsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.add.2dmsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.add.2dmsaa.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.add.3d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.add.3d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.add.3d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.add.3d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.add.cube(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.add.cube.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.add.cube(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.add.cube.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.and.1d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.and.1d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.and.1d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.and.1d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.and.1darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.and.1darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.and.1darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.and.1darray.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.and.2d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.and.2d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.and.2d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.and.2d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.and.2darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.and.2darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.and.2darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.and.2darray.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.and.2darraymsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.and.2darraymsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.and.2darraymsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %6 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.and.2darraymsaa.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.and.2dmsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.and.2dmsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.and.2dmsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.and.2dmsaa.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.and.3d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.and.3d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.and.3d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.and.3d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.and.cube(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.and.cube.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.and.cube(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.and.cube.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.cmpswap.1d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.cmpswap.1d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.cmpswap.1d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.cmpswap.1d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.cmpswap.1darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.cmpswap.1darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.cmpswap.1darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.cmpswap.1darray.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.cmpswap.2d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.cmpswap.2d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.cmpswap.2d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.cmpswap.2d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.cmpswap.2darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.cmpswap.2darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.cmpswap.2darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %6 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.cmpswap.2darray.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.cmpswap.2darraymsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.cmpswap.2darraymsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.cmpswap.2darraymsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %6 = load i32, ptr %0, align 4
  %7 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.cmpswap.2darraymsaa.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.cmpswap.2dmsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.cmpswap.2dmsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.cmpswap.2dmsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %6 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.cmpswap.2dmsaa.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.cmpswap.3d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.cmpswap.3d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.cmpswap.3d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %6 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.cmpswap.3d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.cmpswap.cube(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.cmpswap.cube.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.cmpswap.cube(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %6 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.cmpswap.cube.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.dec.1d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.dec.1d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.dec.1d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.dec.1d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.dec.1darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.dec.1darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.dec.1darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.dec.1darray.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.dec.2d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.dec.2d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.dec.2d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.dec.2d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.dec.2darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.dec.2darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.dec.2darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.dec.2darray.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.dec.2darraymsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.dec.2darraymsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.dec.2darraymsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %6 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.dec.2darraymsaa.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.dec.2dmsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.dec.2dmsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.dec.2dmsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.dec.2dmsaa.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.dec.3d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.dec.3d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.dec.3d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.dec.3d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.dec.cube(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.dec.cube.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.dec.cube(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.dec.cube.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.inc.1d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.inc.1d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.inc.1d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.inc.1d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.inc.1darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.inc.1darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.inc.1darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.inc.1darray.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.inc.2d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.inc.2d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.inc.2d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.inc.2d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.inc.2darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.inc.2darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.inc.2darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.inc.2darray.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.inc.2darraymsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.inc.2darraymsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.inc.2darraymsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %6 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.inc.2darraymsaa.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.inc.2dmsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.inc.2dmsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.inc.2dmsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.inc.2dmsaa.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.inc.3d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.inc.3d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.inc.3d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.inc.3d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.inc.cube(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.inc.cube.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.inc.cube(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.inc.cube.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.or.1d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.or.1d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.or.1d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.or.1d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.or.1darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.or.1darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.or.1darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.or.1darray.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.or.2d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.or.2d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.or.2d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.or.2d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.or.2darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.or.2darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.or.2darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.or.2darray.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.or.2darraymsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.or.2darraymsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.or.2darraymsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %6 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.or.2darraymsaa.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.or.2dmsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.or.2dmsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.or.2dmsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.or.2dmsaa.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.or.3d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.or.3d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.or.3d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.or.3d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.or.cube(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.or.cube.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.or.cube(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.or.cube.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.smax.1d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.smax.1d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.smax.1d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.smax.1d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.smax.1darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.smax.1darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.smax.1darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.smax.1darray.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.smax.2d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.smax.2d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.smax.2d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.smax.2d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.smax.2darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.smax.2darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.smax.2darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.smax.2darray.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.smax.2darraymsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.smax.2darraymsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.smax.2darraymsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %6 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.smax.2darraymsaa.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.smax.2dmsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.smax.2dmsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.smax.2dmsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.smax.2dmsaa.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.smax.3d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.smax.3d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.smax.3d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.smax.3d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.smax.cube(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.smax.cube.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.smax.cube(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.smax.cube.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.smin.1d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.smin.1d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.smin.1d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.smin.1d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.smin.1darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.smin.1darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.smin.1darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.smin.1darray.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.smin.2d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.smin.2d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.smin.2d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.smin.2d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.smin.2darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.smin.2darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.smin.2darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.smin.2darray.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.smin.2darraymsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.smin.2darraymsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.smin.2darraymsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %6 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.smin.2darraymsaa.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.smin.2dmsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.smin.2dmsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.smin.2dmsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.smin.2dmsaa.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.smin.3d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.smin.3d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.smin.3d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.smin.3d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.smin.cube(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.smin.cube.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.smin.cube(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.smin.cube.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.sub.1d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.sub.1d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.sub.1d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.sub.1d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.sub.1darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.sub.1darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.sub.1darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.sub.1darray.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.sub.2d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.sub.2d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.sub.2d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.sub.2d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.sub.2darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.sub.2darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.sub.2darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.sub.2darray.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.sub.2darraymsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.sub.2darraymsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.sub.2darraymsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %6 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.sub.2darraymsaa.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.sub.2dmsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.sub.2dmsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.sub.2dmsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.sub.2dmsaa.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.sub.3d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.sub.3d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.sub.3d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.sub.3d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.sub.cube(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.sub.cube.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.sub.cube(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.sub.cube.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.swap.1d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.swap.1d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.swap.1d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.swap.1d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.swap.1darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.swap.1darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.swap.1darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.swap.1darray.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.swap.2d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.swap.2d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.swap.2d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.swap.2d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.swap.2darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.swap.2darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.swap.2darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.swap.2darray.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.swap.2darraymsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.swap.2darraymsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.swap.2darraymsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %6 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.swap.2darraymsaa.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.swap.2dmsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.swap.2dmsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.swap.2dmsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.swap.2dmsaa.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.swap.3d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.swap.3d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.swap.3d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.swap.3d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.swap.cube(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.swap.cube.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.swap.cube(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.swap.cube.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.umax.1d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.umax.1d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.umax.1d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.umax.1d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.umax.1darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.umax.1darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.umax.1darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.umax.1darray.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.umax.2d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.umax.2d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.umax.2d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.umax.2d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.umax.2darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.umax.2darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.umax.2darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.umax.2darray.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.umax.2darraymsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.umax.2darraymsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.umax.2darraymsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %6 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.umax.2darraymsaa.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.umax.2dmsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.umax.2dmsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.umax.2dmsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.umax.2dmsaa.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.umax.3d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.umax.3d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.umax.3d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.umax.3d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.umax.cube(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.umax.cube.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.umax.cube(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.umax.cube.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.umin.1d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.umin.1d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.umin.1d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.umin.1d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.umin.1darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.umin.1darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.umin.1darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.umin.1darray.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.umin.2d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.umin.2d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.umin.2d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.umin.2d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.umin.2darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.umin.2darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.umin.2darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.umin.2darray.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.umin.2darraymsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.umin.2darraymsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.umin.2darraymsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %6 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.umin.2darraymsaa.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.umin.2dmsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.umin.2dmsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.umin.2dmsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.umin.2dmsaa.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.umin.3d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.umin.3d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.umin.3d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.umin.3d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.umin.cube(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.umin.cube.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.umin.cube(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.umin.cube.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.xor.1d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.xor.1d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.xor.1d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.xor.1d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.xor.1darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.xor.1darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.xor.1darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.xor.1darray.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.xor.2d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.xor.2d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.xor.2d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.xor.2d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.xor.2darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.xor.2darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.xor.2darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.xor.2darray.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.xor.2darraymsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.xor.2darraymsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.xor.2darraymsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %6 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.xor.2darraymsaa.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.xor.2dmsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.xor.2dmsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.xor.2dmsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.xor.2dmsaa.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.xor.3d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.xor.3d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.xor.3d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.xor.3d.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.atomic.xor.cube(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.atomic.xor.cube.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.atomic.xor.cube(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.atomic.xor.cube.i32.i32.i32(i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.bvh.dual.intersect.ray(ptr %0) {
entry:
  %r = call { <10 x i32>, <3 x float>, <3 x float> } @llvm.amdgcn.image.bvh.dual.intersect.ray(i64 0, float 0.000000e+00, i8 0, <3 x float> zeroinitializer, <3 x float> zeroinitializer, <2 x i32> zeroinitializer, <4 x i32> zeroinitializer)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.bvh.dual.intersect.ray(ptr %0) {
entry:
  %1 = load i64, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load i8, ptr %0, align 1
  %4 = load <3 x float>, ptr %0, align 16
  %5 = load <3 x float>, ptr %0, align 16
  %6 = load <2 x i32>, ptr %0, align 8
  %7 = load <4 x i32>, ptr %0, align 16
  %r = call { <10 x i32>, <3 x float>, <3 x float> } @llvm.amdgcn.image.bvh.dual.intersect.ray(i64 %1, float %2, i8 %3, <3 x float> %4, <3 x float> %5, <2 x i32> %6, <4 x i32> %7)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.bvh8.intersect.ray(ptr %0) {
entry:
  %r = call { <10 x i32>, <3 x float>, <3 x float> } @llvm.amdgcn.image.bvh8.intersect.ray(i64 0, float 0.000000e+00, i8 0, <3 x float> zeroinitializer, <3 x float> zeroinitializer, i32 0, <4 x i32> zeroinitializer)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.bvh8.intersect.ray(ptr %0) {
entry:
  %1 = load i64, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load i8, ptr %0, align 1
  %4 = load <3 x float>, ptr %0, align 16
  %5 = load <3 x float>, ptr %0, align 16
  %6 = load i32, ptr %0, align 4
  %7 = load <4 x i32>, ptr %0, align 16
  %r = call { <10 x i32>, <3 x float>, <3 x float> } @llvm.amdgcn.image.bvh8.intersect.ray(i64 %1, float %2, i8 %3, <3 x float> %4, <3 x float> %5, i32 %6, <4 x i32> %7)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.load.1d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.load.1d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.load.1d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.load.1d.i32.i32.i32(i32 0, i32 %1, i32 %2, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.load.1darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.load.1darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.load.1darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.load.1darray.i32.i32.i32(i32 0, i32 %1, i32 %2, i32 %3, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.load.2d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.load.2d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.load.2d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.load.2d.i32.i32.i32(i32 0, i32 %1, i32 %2, i32 %3, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.load.2darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.load.2darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.load.2darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.load.2darray.i32.i32.i32(i32 0, i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.load.2darraymsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.load.2darraymsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.load.2darraymsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.load.2darraymsaa.i32.i32.i32(i32 0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.load.2dmsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.load.2dmsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.load.2dmsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.load.2dmsaa.i32.i32.i32(i32 0, i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.load.3d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.load.3d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.load.3d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.load.3d.i32.i32.i32(i32 0, i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.load.cube(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.load.cube.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.load.cube(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.load.cube.i32.i32.i32(i32 0, i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.load.mip.1d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.load.mip.1d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.load.mip.1d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.load.mip.1d.i32.i32.i32(i32 0, i32 %1, i32 %2, i32 %3, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.load.mip.1darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.load.mip.1darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.load.mip.1darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.load.mip.1darray.i32.i32.i32(i32 0, i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.load.mip.2d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.load.mip.2d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.load.mip.2d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.load.mip.2d.i32.i32.i32(i32 0, i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.load.mip.2darray(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.load.mip.2darray.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.load.mip.2darray(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.load.mip.2darray.i32.i32.i32(i32 0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.load.mip.3d(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.load.mip.3d.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.load.mip.3d(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.load.mip.3d.i32.i32.i32(i32 0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.load.mip.cube(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.load.mip.cube.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.load.mip.cube(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.load.mip.cube.i32.i32.i32(i32 0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.msaa.load.2darraymsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.msaa.load.2darraymsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.msaa.load.2darraymsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.msaa.load.2darraymsaa.i32.i32.i32(i32 0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.msaa.load.2dmsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.msaa.load.2dmsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.msaa.load.2dmsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.msaa.load.2dmsaa.i32.i32.i32(i32 0, i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.msaa.load.x.2darraymsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.msaa.load.x.2darraymsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.msaa.load.x.2darraymsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.msaa.load.x.2darraymsaa.i32.i32.i32(i32 0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.image.msaa.load.x.2dmsaa(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.image.msaa.load.x.2dmsaa.i32.i32.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.image.msaa.load.x.2dmsaa(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.image.msaa.load.x.2dmsaa.i32.i32.i32(i32 0, i32 %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.implicit.buffer.ptr(ptr %0) {
entry:
  %r = call ptr addrspace(4) @llvm.amdgcn.implicit.buffer.ptr()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.implicitarg.ptr(ptr %0) {
entry:
  %r = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.init.exec(ptr %0) {
entry:
  call void @llvm.amdgcn.init.exec(i64 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.init.whole.wave(ptr %0) {
entry:
  %r = call i1 @llvm.amdgcn.init.whole.wave()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.interp.inreg.p10(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.interp.inreg.p10(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.interp.inreg.p10(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.interp.inreg.p10(float %1, float %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.interp.inreg.p10.f16(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.interp.inreg.p10.f16(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.interp.inreg.p10.f16(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.interp.inreg.p10.f16(float %1, float %2, float %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.interp.inreg.p2(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.interp.inreg.p2(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.interp.inreg.p2(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.interp.inreg.p2(float %1, float %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.interp.inreg.p2.f16(ptr %0) {
entry:
  %r = call half @llvm.amdgcn.interp.inreg.p2.f16(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.interp.inreg.p2.f16(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call half @llvm.amdgcn.interp.inreg.p2.f16(float %1, float %2, float %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.interp.mov(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.interp.mov(i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.interp.mov(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call float @llvm.amdgcn.interp.mov(i32 0, i32 0, i32 0, i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.interp.p1(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.interp.p1(float 0.000000e+00, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.interp.p1(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %r = call float @llvm.amdgcn.interp.p1(float %1, i32 0, i32 0, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.interp.p1.f16(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.interp.p1.f16(float 0.000000e+00, i32 0, i32 0, i1 false, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.interp.p1.f16(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %r = call float @llvm.amdgcn.interp.p1.f16(float %1, i32 0, i32 0, i1 false, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.interp.p10.rtz.f16(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.interp.p10.rtz.f16(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.interp.p10.rtz.f16(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.interp.p10.rtz.f16(float %1, float %2, float %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.interp.p2(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.interp.p2(float 0.000000e+00, float 0.000000e+00, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.interp.p2(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call float @llvm.amdgcn.interp.p2(float %1, float %2, i32 0, i32 0, i32 %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.interp.p2.f16(ptr %0) {
entry:
  %r = call half @llvm.amdgcn.interp.p2.f16(float 0.000000e+00, float 0.000000e+00, i32 0, i32 0, i1 false, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.interp.p2.f16(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call half @llvm.amdgcn.interp.p2.f16(float %1, float %2, i32 0, i32 0, i1 false, i32 %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.interp.p2.rtz.f16(ptr %0) {
entry:
  %r = call half @llvm.amdgcn.interp.p2.rtz.f16(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.interp.p2.rtz.f16(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call half @llvm.amdgcn.interp.p2.rtz.f16(float %1, float %2, float %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.inverse.ballot(ptr %0) {
entry:
  %r = call i1 @llvm.amdgcn.inverse.ballot.i32(i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.inverse.ballot(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i1 @llvm.amdgcn.inverse.ballot.i32(i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.is.private(ptr %0) {
entry:
  %r = call i1 @llvm.amdgcn.is.private(ptr null)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.is.private(ptr %0) {
entry:
  %1 = load ptr, ptr %0, align 8
  %r = call i1 @llvm.amdgcn.is.private(ptr %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.is.shared(ptr %0) {
entry:
  %r = call i1 @llvm.amdgcn.is.shared(ptr null)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.is.shared(ptr %0) {
entry:
  %1 = load ptr, ptr %0, align 8
  %r = call i1 @llvm.amdgcn.is.shared(ptr %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.kernarg.segment.ptr(ptr %0) {
entry:
  %r = call ptr addrspace(4) @llvm.amdgcn.kernarg.segment.ptr()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.kill(ptr %0) {
entry:
  call void @llvm.amdgcn.kill(i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.kill(ptr %0) {
entry:
  %1 = load i1, ptr %0, align 1
  call void @llvm.amdgcn.kill(i1 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.lds.direct.load(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.lds.direct.load.i32(i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.lds.direct.load(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.lds.direct.load.i32(i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.lds.kernel.id(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.lds.kernel.id()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.lds.param.load(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.lds.param.load(i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.lds.param.load(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call float @llvm.amdgcn.lds.param.load(i32 0, i32 0, i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.lerp(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.lerp(i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.lerp(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.lerp(i32 %1, i32 %2, i32 %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.live.mask(ptr %0) {
entry:
  %r = call i1 @llvm.amdgcn.live.mask()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.load.to.lds(ptr %0) {
entry:
  call void @llvm.amdgcn.load.to.lds.p1(ptr addrspace(1) null, ptr addrspace(3) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.load.to.lds(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  %2 = load ptr addrspace(3), ptr %0, align 8
  call void @llvm.amdgcn.load.to.lds.p1(ptr addrspace(1) %1, ptr addrspace(3) %2, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.log(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.log.f32(float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.log(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.log.f32(float %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.log.clamp(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.log.clamp.f32(float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.log.clamp(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.log.clamp.f32(float %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.loop(ptr %0) {
entry:
  %r = call i1 @llvm.amdgcn.loop.i32(i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.loop(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i1 @llvm.amdgcn.loop.i32(i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mbcnt.hi(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.mbcnt.hi(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mbcnt.hi(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.mbcnt.hi(i32 %1, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mbcnt.lo(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.mbcnt.lo(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mbcnt.lo(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.mbcnt.lo(i32 %1, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.16x16x16bf16.1k(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.16x16x16bf16.1k(ptr %0) {
entry:
  %1 = load <4 x i16>, ptr %0, align 8
  %2 = load <4 x i16>, ptr %0, align 8
  %3 = load <4 x float>, ptr %0, align 16
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %1, <4 x i16> %2, <4 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.16x16x16f16(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> zeroinitializer, <4 x half> zeroinitializer, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.16x16x16f16(ptr %0) {
entry:
  %1 = load <4 x half>, ptr %0, align 8
  %2 = load <4 x half>, ptr %0, align 8
  %3 = load <4 x float>, ptr %0, align 16
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %1, <4 x half> %2, <4 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.16x16x1f32(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.16x16x1f32(float 0.000000e+00, float 0.000000e+00, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.16x16x1f32(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load <16 x float>, ptr %0, align 64
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.16x16x1f32(float %1, float %2, <16 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.16x16x2bf16(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.16x16x2bf16(<2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.16x16x2bf16(ptr %0) {
entry:
  %1 = load <2 x i16>, ptr %0, align 4
  %2 = load <2 x i16>, ptr %0, align 4
  %3 = load <16 x float>, ptr %0, align 64
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.16x16x2bf16(<2 x i16> %1, <2 x i16> %2, <16 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.16x16x32.bf16(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> zeroinitializer, <8 x bfloat> zeroinitializer, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.16x16x32.bf16(ptr %0) {
entry:
  %1 = load <8 x bfloat>, ptr %0, align 16
  %2 = load <8 x bfloat>, ptr %0, align 16
  %3 = load <4 x float>, ptr %0, align 16
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %1, <8 x bfloat> %2, <4 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.16x16x32.bf8.bf8(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf8.bf8(i64 0, i64 0, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.16x16x32.bf8.bf8(ptr %0) {
entry:
  %1 = load i64, ptr %0, align 4
  %2 = load i64, ptr %0, align 4
  %3 = load <4 x float>, ptr %0, align 16
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf8.bf8(i64 %1, i64 %2, <4 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.16x16x32.bf8.fp8(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf8.fp8(i64 0, i64 0, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.16x16x32.bf8.fp8(ptr %0) {
entry:
  %1 = load i64, ptr %0, align 4
  %2 = load i64, ptr %0, align 4
  %3 = load <4 x float>, ptr %0, align 16
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf8.fp8(i64 %1, i64 %2, <4 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.16x16x32.f16(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half> zeroinitializer, <8 x half> zeroinitializer, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.16x16x32.f16(ptr %0) {
entry:
  %1 = load <8 x half>, ptr %0, align 16
  %2 = load <8 x half>, ptr %0, align 16
  %3 = load <4 x float>, ptr %0, align 16
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half> %1, <8 x half> %2, <4 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.16x16x32.fp8.bf8(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.fp8.bf8(i64 0, i64 0, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.16x16x32.fp8.bf8(ptr %0) {
entry:
  %1 = load i64, ptr %0, align 4
  %2 = load i64, ptr %0, align 4
  %3 = load <4 x float>, ptr %0, align 16
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.fp8.bf8(i64 %1, i64 %2, <4 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.16x16x32.fp8.fp8(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.fp8.fp8(i64 0, i64 0, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.16x16x32.fp8.fp8(ptr %0) {
entry:
  %1 = load i64, ptr %0, align 4
  %2 = load i64, ptr %0, align 4
  %3 = load <4 x float>, ptr %0, align 16
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.fp8.fp8(i64 %1, i64 %2, <4 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.16x16x4bf16.1k(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.16x16x4bf16.1k(<4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.16x16x4bf16.1k(ptr %0) {
entry:
  %1 = load <4 x i16>, ptr %0, align 8
  %2 = load <4 x i16>, ptr %0, align 8
  %3 = load <16 x float>, ptr %0, align 64
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.16x16x4bf16.1k(<4 x i16> %1, <4 x i16> %2, <16 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.16x16x4f16(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.16x16x4f16(<4 x half> zeroinitializer, <4 x half> zeroinitializer, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.16x16x4f16(ptr %0) {
entry:
  %1 = load <4 x half>, ptr %0, align 8
  %2 = load <4 x half>, ptr %0, align 8
  %3 = load <16 x float>, ptr %0, align 64
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.16x16x4f16(<4 x half> %1, <4 x half> %2, <16 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.16x16x4f32(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float 0.000000e+00, float 0.000000e+00, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.16x16x4f32(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load <4 x float>, ptr %0, align 16
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %1, float %2, <4 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.16x16x8.xf32(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float> zeroinitializer, <2 x float> zeroinitializer, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.16x16x8.xf32(ptr %0) {
entry:
  %1 = load <2 x float>, ptr %0, align 8
  %2 = load <2 x float>, ptr %0, align 8
  %3 = load <4 x float>, ptr %0, align 16
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float> %1, <2 x float> %2, <4 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.16x16x8bf16(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x8bf16(<2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.16x16x8bf16(ptr %0) {
entry:
  %1 = load <2 x i16>, ptr %0, align 4
  %2 = load <2 x i16>, ptr %0, align 4
  %3 = load <4 x float>, ptr %0, align 16
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x8bf16(<2 x i16> %1, <2 x i16> %2, <4 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.32x32x16.bf16(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat> zeroinitializer, <8 x bfloat> zeroinitializer, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.32x32x16.bf16(ptr %0) {
entry:
  %1 = load <8 x bfloat>, ptr %0, align 16
  %2 = load <8 x bfloat>, ptr %0, align 16
  %3 = load <16 x float>, ptr %0, align 64
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat> %1, <8 x bfloat> %2, <16 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.32x32x16.bf8.bf8(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf8.bf8(i64 0, i64 0, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.32x32x16.bf8.bf8(ptr %0) {
entry:
  %1 = load i64, ptr %0, align 4
  %2 = load i64, ptr %0, align 4
  %3 = load <16 x float>, ptr %0, align 64
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf8.bf8(i64 %1, i64 %2, <16 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.32x32x16.bf8.fp8(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf8.fp8(i64 0, i64 0, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.32x32x16.bf8.fp8(ptr %0) {
entry:
  %1 = load i64, ptr %0, align 4
  %2 = load i64, ptr %0, align 4
  %3 = load <16 x float>, ptr %0, align 64
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf8.fp8(i64 %1, i64 %2, <16 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.32x32x16.f16(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> zeroinitializer, <8 x half> zeroinitializer, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.32x32x16.f16(ptr %0) {
entry:
  %1 = load <8 x half>, ptr %0, align 16
  %2 = load <8 x half>, ptr %0, align 16
  %3 = load <16 x float>, ptr %0, align 64
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1, <8 x half> %2, <16 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.32x32x16.fp8.bf8(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.fp8.bf8(i64 0, i64 0, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.32x32x16.fp8.bf8(ptr %0) {
entry:
  %1 = load i64, ptr %0, align 4
  %2 = load i64, ptr %0, align 4
  %3 = load <16 x float>, ptr %0, align 64
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.fp8.bf8(i64 %1, i64 %2, <16 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.32x32x16.fp8.fp8(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.fp8.fp8(i64 0, i64 0, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.32x32x16.fp8.fp8(ptr %0) {
entry:
  %1 = load i64, ptr %0, align 4
  %2 = load i64, ptr %0, align 4
  %3 = load <16 x float>, ptr %0, align 64
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.fp8.fp8(i64 %1, i64 %2, <16 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.32x32x1f32(ptr %0) {
entry:
  %r = call <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float 0.000000e+00, float 0.000000e+00, <32 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.32x32x1f32(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load <32 x float>, ptr %0, align 128
  %r = call <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float %1, float %2, <32 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.32x32x2bf16(ptr %0) {
entry:
  %r = call <32 x float> @llvm.amdgcn.mfma.f32.32x32x2bf16(<2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <32 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.32x32x2bf16(ptr %0) {
entry:
  %1 = load <2 x i16>, ptr %0, align 4
  %2 = load <2 x i16>, ptr %0, align 4
  %3 = load <32 x float>, ptr %0, align 128
  %r = call <32 x float> @llvm.amdgcn.mfma.f32.32x32x2bf16(<2 x i16> %1, <2 x i16> %2, <32 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.32x32x2f32(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float 0.000000e+00, float 0.000000e+00, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.32x32x2f32(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load <16 x float>, ptr %0, align 64
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %1, float %2, <16 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.32x32x4.xf32(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> zeroinitializer, <2 x float> zeroinitializer, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.32x32x4.xf32(ptr %0) {
entry:
  %1 = load <2 x float>, ptr %0, align 8
  %2 = load <2 x float>, ptr %0, align 8
  %3 = load <16 x float>, ptr %0, align 64
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %1, <2 x float> %2, <16 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.32x32x4bf16(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4bf16(<2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.32x32x4bf16(ptr %0) {
entry:
  %1 = load <2 x i16>, ptr %0, align 4
  %2 = load <2 x i16>, ptr %0, align 4
  %3 = load <16 x float>, ptr %0, align 64
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4bf16(<2 x i16> %1, <2 x i16> %2, <16 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.32x32x4bf16.1k(ptr %0) {
entry:
  %r = call <32 x float> @llvm.amdgcn.mfma.f32.32x32x4bf16.1k(<4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <32 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.32x32x4bf16.1k(ptr %0) {
entry:
  %1 = load <4 x i16>, ptr %0, align 8
  %2 = load <4 x i16>, ptr %0, align 8
  %3 = load <32 x float>, ptr %0, align 128
  %r = call <32 x float> @llvm.amdgcn.mfma.f32.32x32x4bf16.1k(<4 x i16> %1, <4 x i16> %2, <32 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.32x32x4f16(ptr %0) {
entry:
  %r = call <32 x float> @llvm.amdgcn.mfma.f32.32x32x4f16(<4 x half> zeroinitializer, <4 x half> zeroinitializer, <32 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.32x32x4f16(ptr %0) {
entry:
  %1 = load <4 x half>, ptr %0, align 8
  %2 = load <4 x half>, ptr %0, align 8
  %3 = load <32 x float>, ptr %0, align 128
  %r = call <32 x float> @llvm.amdgcn.mfma.f32.32x32x4f16(<4 x half> %1, <4 x half> %2, <32 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.32x32x8bf16.1k(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.32x32x8bf16.1k(ptr %0) {
entry:
  %1 = load <4 x i16>, ptr %0, align 8
  %2 = load <4 x i16>, ptr %0, align 8
  %3 = load <16 x float>, ptr %0, align 64
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16> %1, <4 x i16> %2, <16 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.32x32x8f16(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> zeroinitializer, <4 x half> zeroinitializer, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.32x32x8f16(ptr %0) {
entry:
  %1 = load <4 x half>, ptr %0, align 8
  %2 = load <4 x half>, ptr %0, align 8
  %3 = load <16 x float>, ptr %0, align 64
  %r = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %1, <4 x half> %2, <16 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.4x4x1f32(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float 0.000000e+00, float 0.000000e+00, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.4x4x1f32(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load <4 x float>, ptr %0, align 16
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float %1, float %2, <4 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.4x4x2bf16(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x2bf16(<2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.4x4x2bf16(ptr %0) {
entry:
  %1 = load <2 x i16>, ptr %0, align 4
  %2 = load <2 x i16>, ptr %0, align 4
  %3 = load <4 x float>, ptr %0, align 16
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x2bf16(<2 x i16> %1, <2 x i16> %2, <4 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.4x4x4bf16.1k(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x4bf16.1k(<4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.4x4x4bf16.1k(ptr %0) {
entry:
  %1 = load <4 x i16>, ptr %0, align 8
  %2 = load <4 x i16>, ptr %0, align 8
  %3 = load <4 x float>, ptr %0, align 16
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x4bf16.1k(<4 x i16> %1, <4 x i16> %2, <4 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f32.4x4x4f16(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x4f16(<4 x half> zeroinitializer, <4 x half> zeroinitializer, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f32.4x4x4f16(ptr %0) {
entry:
  %1 = load <4 x half>, ptr %0, align 8
  %2 = load <4 x half>, ptr %0, align 8
  %3 = load <4 x float>, ptr %0, align 16
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x4f16(<4 x half> %1, <4 x half> %2, <4 x float> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f64.16x16x4f64(ptr %0) {
entry:
  %r = call <4 x double> @llvm.amdgcn.mfma.f64.16x16x4f64(double 0.000000e+00, double 0.000000e+00, <4 x double> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f64.16x16x4f64(ptr %0) {
entry:
  %1 = load double, ptr %0, align 8
  %2 = load double, ptr %0, align 8
  %3 = load <4 x double>, ptr %0, align 32
  %r = call <4 x double> @llvm.amdgcn.mfma.f64.16x16x4f64(double %1, double %2, <4 x double> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.f64.4x4x4f64(ptr %0) {
entry:
  %r = call double @llvm.amdgcn.mfma.f64.4x4x4f64(double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.f64.4x4x4f64(ptr %0) {
entry:
  %1 = load double, ptr %0, align 8
  %2 = load double, ptr %0, align 8
  %3 = load double, ptr %0, align 8
  %r = call double @llvm.amdgcn.mfma.f64.4x4x4f64(double %1, double %2, double %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.i32.16x16x16i8(ptr %0) {
entry:
  %r = call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 0, i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.i32.16x16x16i8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load <4 x i32>, ptr %0, align 16
  %r = call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %1, i32 %2, <4 x i32> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.i32.16x16x32.i8(ptr %0) {
entry:
  %r = call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x32.i8(i64 0, i64 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.i32.16x16x32.i8(ptr %0) {
entry:
  %1 = load i64, ptr %0, align 4
  %2 = load i64, ptr %0, align 4
  %3 = load <4 x i32>, ptr %0, align 16
  %r = call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x32.i8(i64 %1, i64 %2, <4 x i32> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.i32.16x16x4i8(ptr %0) {
entry:
  %r = call <16 x i32> @llvm.amdgcn.mfma.i32.16x16x4i8(i32 0, i32 0, <16 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.i32.16x16x4i8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load <16 x i32>, ptr %0, align 64
  %r = call <16 x i32> @llvm.amdgcn.mfma.i32.16x16x4i8(i32 %1, i32 %2, <16 x i32> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.i32.16x16x64.i8(ptr %0) {
entry:
  %r = call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x64.i8(<4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.i32.16x16x64.i8(ptr %0) {
entry:
  %1 = load <4 x i32>, ptr %0, align 16
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load <4 x i32>, ptr %0, align 16
  %r = call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x64.i8(<4 x i32> %1, <4 x i32> %2, <4 x i32> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.i32.32x32x16.i8(ptr %0) {
entry:
  %r = call <16 x i32> @llvm.amdgcn.mfma.i32.32x32x16.i8(i64 0, i64 0, <16 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.i32.32x32x16.i8(ptr %0) {
entry:
  %1 = load i64, ptr %0, align 4
  %2 = load i64, ptr %0, align 4
  %3 = load <16 x i32>, ptr %0, align 64
  %r = call <16 x i32> @llvm.amdgcn.mfma.i32.32x32x16.i8(i64 %1, i64 %2, <16 x i32> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.i32.32x32x32.i8(ptr %0) {
entry:
  %r = call <16 x i32> @llvm.amdgcn.mfma.i32.32x32x32.i8(<4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <16 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.i32.32x32x32.i8(ptr %0) {
entry:
  %1 = load <4 x i32>, ptr %0, align 16
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load <16 x i32>, ptr %0, align 64
  %r = call <16 x i32> @llvm.amdgcn.mfma.i32.32x32x32.i8(<4 x i32> %1, <4 x i32> %2, <16 x i32> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.i32.32x32x4i8(ptr %0) {
entry:
  %r = call <32 x i32> @llvm.amdgcn.mfma.i32.32x32x4i8(i32 0, i32 0, <32 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.i32.32x32x4i8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load <32 x i32>, ptr %0, align 128
  %r = call <32 x i32> @llvm.amdgcn.mfma.i32.32x32x4i8(i32 %1, i32 %2, <32 x i32> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.i32.32x32x8i8(ptr %0) {
entry:
  %r = call <16 x i32> @llvm.amdgcn.mfma.i32.32x32x8i8(i32 0, i32 0, <16 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.i32.32x32x8i8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load <16 x i32>, ptr %0, align 64
  %r = call <16 x i32> @llvm.amdgcn.mfma.i32.32x32x8i8(i32 %1, i32 %2, <16 x i32> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mfma.i32.4x4x4i8(ptr %0) {
entry:
  %r = call <4 x i32> @llvm.amdgcn.mfma.i32.4x4x4i8(i32 0, i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mfma.i32.4x4x4i8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load <4 x i32>, ptr %0, align 16
  %r = call <4 x i32> @llvm.amdgcn.mfma.i32.4x4x4i8(i32 %1, i32 %2, <4 x i32> %3, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mov.dpp(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.mov.dpp.i32(i32 0, i32 0, i32 0, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mov.dpp(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %1, i32 0, i32 0, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mov.dpp8(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.mov.dpp8.i32(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mov.dpp8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.mov.dpp8.i32(i32 %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mqsad.pk.u16.u8(ptr %0) {
entry:
  %r = call i64 @llvm.amdgcn.mqsad.pk.u16.u8(i64 0, i32 0, i64 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mqsad.pk.u16.u8(ptr %0) {
entry:
  %1 = load i64, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i64, ptr %0, align 4
  %r = call i64 @llvm.amdgcn.mqsad.pk.u16.u8(i64 %1, i32 %2, i64 %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mqsad.u32.u8(ptr %0) {
entry:
  %r = call <4 x i32> @llvm.amdgcn.mqsad.u32.u8(i64 0, i32 0, <4 x i32> zeroinitializer)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mqsad.u32.u8(ptr %0) {
entry:
  %1 = load i64, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load <4 x i32>, ptr %0, align 16
  %r = call <4 x i32> @llvm.amdgcn.mqsad.u32.u8(i64 %1, i32 %2, <4 x i32> %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.msad.u8(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.msad.u8(i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.msad.u8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.msad.u8(i32 %1, i32 %2, i32 %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mul.i24(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.mul.i24.i32(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mul.i24(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.mul.i24.i32(i32 %1, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mul.u24(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.mul.u24.i32(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mul.u24(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.mul.u24.i32(i32 %1, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mulhi.i24(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.mulhi.i24(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mulhi.i24(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.mulhi.i24(i32 %1, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.mulhi.u24(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.mulhi.u24(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.mulhi.u24(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.mulhi.u24(i32 %1, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.perm(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.perm(i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.perm(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.perm(i32 %1, i32 %2, i32 %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.perm.pk16.b4.u4(ptr %0) {
entry:
  %r = call <2 x i32> @llvm.amdgcn.perm.pk16.b4.u4(i32 0, i32 0, <2 x i32> zeroinitializer)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.perm.pk16.b4.u4(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load <2 x i32>, ptr %0, align 8
  %r = call <2 x i32> @llvm.amdgcn.perm.pk16.b4.u4(i32 %1, i32 %2, <2 x i32> %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.perm.pk16.b6.u4(ptr %0) {
entry:
  %r = call <3 x i32> @llvm.amdgcn.perm.pk16.b6.u4(i32 0, i64 0, <2 x i32> zeroinitializer)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.perm.pk16.b6.u4(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i64, ptr %0, align 4
  %3 = load <2 x i32>, ptr %0, align 8
  %r = call <3 x i32> @llvm.amdgcn.perm.pk16.b6.u4(i32 %1, i64 %2, <2 x i32> %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.perm.pk16.b8.u4(ptr %0) {
entry:
  %r = call <4 x i32> @llvm.amdgcn.perm.pk16.b8.u4(i64 0, i64 0, <2 x i32> zeroinitializer)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.perm.pk16.b8.u4(ptr %0) {
entry:
  %1 = load i64, ptr %0, align 4
  %2 = load i64, ptr %0, align 4
  %3 = load <2 x i32>, ptr %0, align 8
  %r = call <4 x i32> @llvm.amdgcn.perm.pk16.b8.u4(i64 %1, i64 %2, <2 x i32> %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.permlane.bcast(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.permlane.bcast(i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.permlane.bcast(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.permlane.bcast(i32 %1, i32 %2, i32 %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.permlane.down(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.permlane.down(i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.permlane.down(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.permlane.down(i32 %1, i32 %2, i32 %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.permlane.idx.gen(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.permlane.idx.gen(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.permlane.idx.gen(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.permlane.idx.gen(i32 %1, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.permlane.up(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.permlane.up(i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.permlane.up(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.permlane.up(i32 %1, i32 %2, i32 %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.permlane.xor(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.permlane.xor(i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.permlane.xor(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.permlane.xor(i32 %1, i32 %2, i32 %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.permlane16(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.permlane16.i32(i32 0, i32 0, i32 0, i32 0, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.permlane16(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.permlane16.i32(i32 %1, i32 %2, i32 %3, i32 %4, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.permlane16.swap(ptr %0) {
entry:
  %r = call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 0, i32 0, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.permlane16.swap(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %r = call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 %1, i32 %2, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.permlane16.var(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.permlane16.var(i32 0, i32 0, i32 0, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.permlane16.var(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.permlane16.var(i32 %1, i32 %2, i32 %3, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.permlane32.swap(ptr %0) {
entry:
  %r = call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 0, i32 0, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.permlane32.swap(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %r = call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %1, i32 %2, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.permlane64(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.permlane64.i32(i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.permlane64(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.permlane64.i32(i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.permlanex16(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.permlanex16.i32(i32 0, i32 0, i32 0, i32 0, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.permlanex16(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.permlanex16.i32(i32 %1, i32 %2, i32 %3, i32 %4, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.permlanex16.var(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.permlanex16.var(i32 0, i32 0, i32 0, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.permlanex16.var(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.permlanex16.var(i32 %1, i32 %2, i32 %3, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.pk.add.max.i16(ptr %0) {
entry:
  %r = call <2 x i16> @llvm.amdgcn.pk.add.max.i16(<2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.pk.add.max.i16(ptr %0) {
entry:
  %1 = load <2 x i16>, ptr %0, align 4
  %2 = load <2 x i16>, ptr %0, align 4
  %3 = load <2 x i16>, ptr %0, align 4
  %r = call <2 x i16> @llvm.amdgcn.pk.add.max.i16(<2 x i16> %1, <2 x i16> %2, <2 x i16> %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.pk.add.max.u16(ptr %0) {
entry:
  %r = call <2 x i16> @llvm.amdgcn.pk.add.max.u16(<2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.pk.add.max.u16(ptr %0) {
entry:
  %1 = load <2 x i16>, ptr %0, align 4
  %2 = load <2 x i16>, ptr %0, align 4
  %3 = load <2 x i16>, ptr %0, align 4
  %r = call <2 x i16> @llvm.amdgcn.pk.add.max.u16(<2 x i16> %1, <2 x i16> %2, <2 x i16> %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.pk.add.min.i16(ptr %0) {
entry:
  %r = call <2 x i16> @llvm.amdgcn.pk.add.min.i16(<2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.pk.add.min.i16(ptr %0) {
entry:
  %1 = load <2 x i16>, ptr %0, align 4
  %2 = load <2 x i16>, ptr %0, align 4
  %3 = load <2 x i16>, ptr %0, align 4
  %r = call <2 x i16> @llvm.amdgcn.pk.add.min.i16(<2 x i16> %1, <2 x i16> %2, <2 x i16> %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.pk.add.min.u16(ptr %0) {
entry:
  %r = call <2 x i16> @llvm.amdgcn.pk.add.min.u16(<2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.pk.add.min.u16(ptr %0) {
entry:
  %1 = load <2 x i16>, ptr %0, align 4
  %2 = load <2 x i16>, ptr %0, align 4
  %3 = load <2 x i16>, ptr %0, align 4
  %r = call <2 x i16> @llvm.amdgcn.pk.add.min.u16(<2 x i16> %1, <2 x i16> %2, <2 x i16> %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.pops.exiting.wave.id(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.pops.exiting.wave.id()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.prng.b32(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.prng.b32(i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.prng.b32(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.prng.b32(i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ps.live(ptr %0) {
entry:
  %r = call i1 @llvm.amdgcn.ps.live()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.qsad.pk.u16.u8(ptr %0) {
entry:
  %r = call i64 @llvm.amdgcn.qsad.pk.u16.u8(i64 0, i32 0, i64 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.qsad.pk.u16.u8(ptr %0) {
entry:
  %1 = load i64, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i64, ptr %0, align 4
  %r = call i64 @llvm.amdgcn.qsad.pk.u16.u8(i64 %1, i32 %2, i64 %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.queue.ptr(ptr %0) {
entry:
  %r = call ptr addrspace(4) @llvm.amdgcn.queue.ptr()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.atomic.buffer.load(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.atomic.buffer.load.i32(<4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.atomic.buffer.load(ptr %0) {
entry:
  %1 = load <4 x i32>, ptr %0, align 16
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.atomic.buffer.load.i32(<4 x i32> %1, i32 %2, i32 %3, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.buffer.atomic.add(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.add.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.buffer.atomic.add(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.add.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.buffer.atomic.and(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.and.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.buffer.atomic.and(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.and.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.buffer.atomic.cmpswap(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.cmpswap.i32(i32 0, i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.buffer.atomic.cmpswap(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load <4 x i32>, ptr %0, align 16
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.cmpswap.i32(i32 %1, i32 %2, <4 x i32> %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.buffer.atomic.cond.sub.u32(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.cond.sub.u32.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.buffer.atomic.cond.sub.u32(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.cond.sub.u32.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.buffer.atomic.dec(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.dec.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.buffer.atomic.dec(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.dec.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.buffer.atomic.fadd(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float 0.000000e+00, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.buffer.atomic.fadd(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %1, <4 x i32> %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.buffer.atomic.fmax(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.raw.buffer.atomic.fmax.f32(float 0.000000e+00, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.buffer.atomic.fmax(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call float @llvm.amdgcn.raw.buffer.atomic.fmax.f32(float %1, <4 x i32> %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.buffer.atomic.fmin(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.raw.buffer.atomic.fmin.f32(float 0.000000e+00, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.buffer.atomic.fmin(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call float @llvm.amdgcn.raw.buffer.atomic.fmin.f32(float %1, <4 x i32> %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.buffer.atomic.inc(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.inc.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.buffer.atomic.inc(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.inc.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.buffer.atomic.or(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.or.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.buffer.atomic.or(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.or.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.buffer.atomic.smax(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.smax.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.buffer.atomic.smax(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.smax.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.buffer.atomic.smin(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.smin.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.buffer.atomic.smin(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.smin.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.buffer.atomic.sub(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.sub.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.buffer.atomic.sub(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.sub.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.buffer.atomic.sub.clamp.u32(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.sub.clamp.u32.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.buffer.atomic.sub.clamp.u32(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.sub.clamp.u32.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.buffer.atomic.swap(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.swap.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.buffer.atomic.swap(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.swap.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.buffer.atomic.umax(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.umax.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.buffer.atomic.umax(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.umax.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.buffer.atomic.umin(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.umin.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.buffer.atomic.umin(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.umin.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.buffer.atomic.xor(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.xor.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.buffer.atomic.xor(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.buffer.atomic.xor.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.buffer.load(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.buffer.load.i32(<4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.buffer.load(ptr %0) {
entry:
  %1 = load <4 x i32>, ptr %0, align 16
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.buffer.load.i32(<4 x i32> %1, i32 %2, i32 %3, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.buffer.load.format(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.buffer.load.format.i32(<4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.buffer.load.format(ptr %0) {
entry:
  %1 = load <4 x i32>, ptr %0, align 16
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.buffer.load.format.i32(<4 x i32> %1, i32 %2, i32 %3, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.buffer.load.lds(ptr %0) {
entry:
  call void @llvm.amdgcn.raw.buffer.load.lds(<4 x i32> zeroinitializer, ptr addrspace(3) null, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.buffer.load.lds(ptr %0) {
entry:
  %1 = load <4 x i32>, ptr %0, align 16
  %2 = load ptr addrspace(3), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.raw.buffer.load.lds(<4 x i32> %1, ptr addrspace(3) %2, i32 0, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.buffer.store(ptr %0) {
entry:
  call void @llvm.amdgcn.raw.buffer.store.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.buffer.store(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.raw.buffer.store.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.buffer.store.format(ptr %0) {
entry:
  call void @llvm.amdgcn.raw.buffer.store.format.f32(float 0.000000e+00, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.buffer.store.format(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.raw.buffer.store.format.f32(float %1, <4 x i32> %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.ptr.atomic.buffer.load(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.ptr.atomic.buffer.load.i32(ptr addrspace(8) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.ptr.atomic.buffer.load(ptr %0) {
entry:
  %1 = load ptr addrspace(8), ptr %0, align 8
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.ptr.atomic.buffer.load.i32(ptr addrspace(8) %1, i32 %2, i32 %3, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.ptr.buffer.atomic.add(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.add.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.ptr.buffer.atomic.add(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.add.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.ptr.buffer.atomic.and(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.and.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.ptr.buffer.atomic.and(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.and.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.ptr.buffer.atomic.cmpswap(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.cmpswap.i32(i32 0, i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.ptr.buffer.atomic.cmpswap(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load ptr addrspace(8), ptr %0, align 8
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.cmpswap.i32(i32 %1, i32 %2, ptr addrspace(8) %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.ptr.buffer.atomic.cond.sub.u32(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.cond.sub.u32.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.ptr.buffer.atomic.cond.sub.u32(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.cond.sub.u32.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.ptr.buffer.atomic.dec(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.dec.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.ptr.buffer.atomic.dec(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.dec.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.ptr.buffer.atomic.fadd(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float 0.000000e+00, ptr addrspace(8) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.ptr.buffer.atomic.fadd(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.ptr.buffer.atomic.fmax(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fmax.f32(float 0.000000e+00, ptr addrspace(8) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.ptr.buffer.atomic.fmax(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fmax.f32(float %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.ptr.buffer.atomic.fmin(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fmin.f32(float 0.000000e+00, ptr addrspace(8) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.ptr.buffer.atomic.fmin(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fmin.f32(float %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.ptr.buffer.atomic.inc(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.inc.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.ptr.buffer.atomic.inc(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.inc.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.ptr.buffer.atomic.or(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.or.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.ptr.buffer.atomic.or(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.or.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.ptr.buffer.atomic.smax(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.smax.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.ptr.buffer.atomic.smax(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.smax.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.ptr.buffer.atomic.smin(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.smin.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.ptr.buffer.atomic.smin(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.smin.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.ptr.buffer.atomic.sub(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.sub.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.ptr.buffer.atomic.sub(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.sub.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.ptr.buffer.atomic.sub.clamp.u32(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.sub.clamp.u32.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.ptr.buffer.atomic.sub.clamp.u32(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.sub.clamp.u32.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.ptr.buffer.atomic.swap(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.swap.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.ptr.buffer.atomic.swap(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.swap.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.ptr.buffer.atomic.umax(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.umax.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.ptr.buffer.atomic.umax(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.umax.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.ptr.buffer.atomic.umin(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.umin.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.ptr.buffer.atomic.umin(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.umin.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.ptr.buffer.atomic.xor(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.xor.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.ptr.buffer.atomic.xor(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.xor.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.ptr.buffer.load(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.ptr.buffer.load(ptr %0) {
entry:
  %1 = load ptr addrspace(8), ptr %0, align 8
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %1, i32 %2, i32 %3, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.ptr.buffer.load.format(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.raw.ptr.buffer.load.format.f32(ptr addrspace(8) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.ptr.buffer.load.format(ptr %0) {
entry:
  %1 = load ptr addrspace(8), ptr %0, align 8
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call float @llvm.amdgcn.raw.ptr.buffer.load.format.f32(ptr addrspace(8) %1, i32 %2, i32 %3, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.ptr.buffer.load.lds(ptr %0) {
entry:
  call void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8) null, ptr addrspace(3) null, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.ptr.buffer.load.lds(ptr %0) {
entry:
  %1 = load ptr addrspace(8), ptr %0, align 8
  %2 = load ptr addrspace(3), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8) %1, ptr addrspace(3) %2, i32 0, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.ptr.buffer.store(ptr %0) {
entry:
  call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.ptr.buffer.store(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.ptr.buffer.store.format(ptr %0) {
entry:
  call void @llvm.amdgcn.raw.ptr.buffer.store.format.f32(float 0.000000e+00, ptr addrspace(8) null, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.ptr.buffer.store.format(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.raw.ptr.buffer.store.format.f32(float %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.ptr.tbuffer.load(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.ptr.tbuffer.load.i32(ptr addrspace(8) null, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.ptr.tbuffer.load(ptr %0) {
entry:
  %1 = load ptr addrspace(8), ptr %0, align 8
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.ptr.tbuffer.load.i32(ptr addrspace(8) %1, i32 %2, i32 %3, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.ptr.tbuffer.store(ptr %0) {
entry:
  call void @llvm.amdgcn.raw.ptr.tbuffer.store.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.ptr.tbuffer.store(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.raw.ptr.tbuffer.store.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.tbuffer.load(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.raw.tbuffer.load.i32(<4 x i32> zeroinitializer, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.tbuffer.load(ptr %0) {
entry:
  %1 = load <4 x i32>, ptr %0, align 16
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.raw.tbuffer.load.i32(<4 x i32> %1, i32 %2, i32 %3, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.raw.tbuffer.store(ptr %0) {
entry:
  call void @llvm.amdgcn.raw.tbuffer.store.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.raw.tbuffer.store(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.raw.tbuffer.store.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.rcp(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.rcp.f32(float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.rcp(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.rcp.f32(float %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.rcp.legacy(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.rcp.legacy(float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.rcp.legacy(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.rcp.legacy(float %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.readfirstlane(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.readfirstlane(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.readlane(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.readlane.i32(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.readlane(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.readlane.i32(i32 %1, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.rsq(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.rsq.f32(float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.rsq(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.rsq.f32(float %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.rsq.clamp(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.rsq.clamp.f32(float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.rsq.clamp(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.rsq.clamp.f32(float %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.rsq.legacy(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.rsq.legacy(float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.rsq.legacy(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.rsq.legacy(float %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.barrier(ptr %0) {
entry:
  call void @llvm.amdgcn.s.barrier()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.barrier.init(ptr %0) {
entry:
  call void @llvm.amdgcn.s.barrier.init(ptr addrspace(3) null, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.s.barrier.init(ptr %0) {
entry:
  %1 = load ptr addrspace(3), ptr %0, align 8
  %2 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.s.barrier.init(ptr addrspace(3) %1, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.barrier.join(ptr %0) {
entry:
  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) null)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.s.barrier.join(ptr %0) {
entry:
  %1 = load ptr addrspace(3), ptr %0, align 8
  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.barrier.leave(ptr %0) {
entry:
  call void @llvm.amdgcn.s.barrier.leave(i16 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.barrier.signal(ptr %0) {
entry:
  call void @llvm.amdgcn.s.barrier.signal(i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.barrier.signal.isfirst(ptr %0) {
entry:
  %r = call i1 @llvm.amdgcn.s.barrier.signal.isfirst(i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.barrier.signal.var(ptr %0) {
entry:
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) null, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.s.barrier.signal.var(ptr %0) {
entry:
  %1 = load ptr addrspace(3), ptr %0, align 8
  %2 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) %1, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.barrier.wait(ptr %0) {
entry:
  call void @llvm.amdgcn.s.barrier.wait(i16 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.bitreplicate(ptr %0) {
entry:
  %r = call i64 @llvm.amdgcn.s.bitreplicate(i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.s.bitreplicate(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i64 @llvm.amdgcn.s.bitreplicate(i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.buffer.load(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.s.buffer.load.i32(<4 x i32> zeroinitializer, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.s.buffer.load(ptr %0) {
entry:
  %1 = load <4 x i32>, ptr %0, align 16
  %2 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.s.buffer.load.i32(<4 x i32> %1, i32 %2, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.buffer.prefetch.data(ptr %0) {
entry:
  call void @llvm.amdgcn.s.buffer.prefetch.data(ptr addrspace(8) null, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.s.buffer.prefetch.data(ptr %0) {
entry:
  %1 = load ptr addrspace(8), ptr %0, align 8
  %2 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.s.buffer.prefetch.data(ptr addrspace(8) %1, i32 0, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.cluster.barrier(ptr %0) {
entry:
  call void @llvm.amdgcn.s.cluster.barrier()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.dcache.inv(ptr %0) {
entry:
  call void @llvm.amdgcn.s.dcache.inv()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.dcache.inv.vol(ptr %0) {
entry:
  call void @llvm.amdgcn.s.dcache.inv.vol()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.dcache.wb(ptr %0) {
entry:
  call void @llvm.amdgcn.s.dcache.wb()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.dcache.wb.vol(ptr %0) {
entry:
  call void @llvm.amdgcn.s.dcache.wb.vol()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.decperflevel(ptr %0) {
entry:
  call void @llvm.amdgcn.s.decperflevel(i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.get.barrier.state(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.s.get.barrier.state(i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.s.get.barrier.state(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.s.get.barrier.state(i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.get.named.barrier.state(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.s.get.named.barrier.state(ptr addrspace(3) null)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.s.get.named.barrier.state(ptr %0) {
entry:
  %1 = load ptr addrspace(3), ptr %0, align 8
  %r = call i32 @llvm.amdgcn.s.get.named.barrier.state(ptr addrspace(3) %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.get.waveid.in.workgroup(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.s.get.waveid.in.workgroup()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.getpc(ptr %0) {
entry:
  %r = call i64 @llvm.amdgcn.s.getpc()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.getreg(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.s.getreg(i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.incperflevel(ptr %0) {
entry:
  call void @llvm.amdgcn.s.incperflevel(i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.memrealtime(ptr %0) {
entry:
  %r = call i64 @llvm.amdgcn.s.memrealtime()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.memtime(ptr %0) {
entry:
  %r = call i64 @llvm.amdgcn.s.memtime()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.monitor.sleep(ptr %0) {
entry:
  call void @llvm.amdgcn.s.monitor.sleep(i16 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.nop(ptr %0) {
entry:
  call void @llvm.amdgcn.s.nop(i16 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.prefetch.data(ptr %0) {
entry:
  call void @llvm.amdgcn.s.prefetch.data.p1(ptr addrspace(1) null, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.s.prefetch.data(ptr %0) {
entry:
  %1 = load ptr addrspace(1), ptr %0, align 8
  %2 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.s.prefetch.data.p1(ptr addrspace(1) %1, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.quadmask(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.s.quadmask.i32.i32(i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.s.quadmask(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.s.quadmask.i32.i32(i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.sendmsg(ptr %0) {
entry:
  call void @llvm.amdgcn.s.sendmsg(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.s.sendmsg(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.s.sendmsg(i32 0, i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.sendmsg.rtn(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.s.sendmsg.rtn.i32(i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.sendmsghalt(ptr %0) {
entry:
  call void @llvm.amdgcn.s.sendmsghalt(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.s.sendmsghalt(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.s.sendmsghalt(i32 0, i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.sethalt(ptr %0) {
entry:
  call void @llvm.amdgcn.s.sethalt(i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.setprio(ptr %0) {
entry:
  call void @llvm.amdgcn.s.setprio(i16 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.setprio.inc.wg(ptr %0) {
entry:
  call void @llvm.amdgcn.s.setprio.inc.wg(i16 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.setreg(ptr %0) {
entry:
  call void @llvm.amdgcn.s.setreg(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.s.setreg(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.s.setreg(i32 0, i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.sleep(ptr %0) {
entry:
  call void @llvm.amdgcn.s.sleep(i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.sleep.var(ptr %0) {
entry:
  call void @llvm.amdgcn.s.sleep.var(i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.s.sleep.var(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.s.sleep.var(i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.ttracedata(ptr %0) {
entry:
  call void @llvm.amdgcn.s.ttracedata(i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.s.ttracedata(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.s.ttracedata(i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.ttracedata.imm(ptr %0) {
entry:
  call void @llvm.amdgcn.s.ttracedata.imm(i16 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.wait.asynccnt(ptr %0) {
entry:
  call void @llvm.amdgcn.s.wait.asynccnt(i16 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.wait.bvhcnt(ptr %0) {
entry:
  call void @llvm.amdgcn.s.wait.bvhcnt(i16 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.wait.dscnt(ptr %0) {
entry:
  call void @llvm.amdgcn.s.wait.dscnt(i16 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.wait.event.export.ready(ptr %0) {
entry:
  call void @llvm.amdgcn.s.wait.event.export.ready()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.wait.expcnt(ptr %0) {
entry:
  call void @llvm.amdgcn.s.wait.expcnt(i16 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.wait.kmcnt(ptr %0) {
entry:
  call void @llvm.amdgcn.s.wait.kmcnt(i16 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.wait.loadcnt(ptr %0) {
entry:
  call void @llvm.amdgcn.s.wait.loadcnt(i16 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.wait.samplecnt(ptr %0) {
entry:
  call void @llvm.amdgcn.s.wait.samplecnt(i16 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.wait.storecnt(ptr %0) {
entry:
  call void @llvm.amdgcn.s.wait.storecnt(i16 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.wait.tensorcnt(ptr %0) {
entry:
  call void @llvm.amdgcn.s.wait.tensorcnt(i16 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.waitcnt(ptr %0) {
entry:
  call void @llvm.amdgcn.s.waitcnt(i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.wakeup.barrier(ptr %0) {
entry:
  call void @llvm.amdgcn.s.wakeup.barrier(ptr addrspace(3) null)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.s.wakeup.barrier(ptr %0) {
entry:
  %1 = load ptr addrspace(3), ptr %0, align 8
  call void @llvm.amdgcn.s.wakeup.barrier(ptr addrspace(3) %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.s.wqm(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.s.wqm.i32.i32(i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.s.wqm(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.s.wqm.i32.i32(i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.sad.hi.u8(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.sad.hi.u8(i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.sad.hi.u8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.sad.hi.u8(i32 %1, i32 %2, i32 %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.sad.u16(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.sad.u16(i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.sad.u16(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.sad.u16(i32 %1, i32 %2, i32 %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.sad.u8(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.sad.u8(i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.sad.u8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.sad.u8(i32 %1, i32 %2, i32 %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.sat.pk4.i4.i8(ptr %0) {
entry:
  %r = call i16 @llvm.amdgcn.sat.pk4.i4.i8(i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.sat.pk4.i4.i8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i16 @llvm.amdgcn.sat.pk4.i4.i8(i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.sat.pk4.u4.u8(ptr %0) {
entry:
  %r = call i16 @llvm.amdgcn.sat.pk4.u4.u8(i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.sat.pk4.u4.u8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i16 @llvm.amdgcn.sat.pk4.u4.u8(i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.sbfe(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.sbfe.i32(i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.sbfe(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.sbfe.i32(i32 %1, i32 %2, i32 %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.sched.barrier(ptr %0) {
entry:
  call void @llvm.amdgcn.sched.barrier(i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.sched.group.barrier(ptr %0) {
entry:
  call void @llvm.amdgcn.sched.group.barrier(i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.sdot2(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.sdot2(<2 x i16> zeroinitializer, <2 x i16> zeroinitializer, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.sdot2(ptr %0) {
entry:
  %1 = load <2 x i16>, ptr %0, align 4
  %2 = load <2 x i16>, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.sdot2(<2 x i16> %1, <2 x i16> %2, i32 %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.sdot4(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.sdot4(i32 0, i32 0, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.sdot4(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.sdot4(i32 %1, i32 %2, i32 %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.sdot8(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.sdot8(i32 0, i32 0, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.sdot8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.sdot8(i32 %1, i32 %2, i32 %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.set.inactive(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.set.inactive.i32(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.set.inactive(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.set.inactive.i32(i32 %1, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.sffbh(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.sffbh.i32(i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.sffbh(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.sffbh.i32(i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.sin(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.sin.f32(float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.sin(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.sin.f32(float %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.smfmac.f32.16x16x128.bf8.bf8(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x128.bf8.bf8(<4 x i32> zeroinitializer, <8 x i32> zeroinitializer, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.smfmac.f32.16x16x128.bf8.bf8(ptr %0) {
entry:
  %1 = load <4 x i32>, ptr %0, align 16
  %2 = load <8 x i32>, ptr %0, align 32
  %3 = load <4 x float>, ptr %0, align 16
  %4 = load i32, ptr %0, align 4
  %r = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x128.bf8.bf8(<4 x i32> %1, <8 x i32> %2, <4 x float> %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.smfmac.f32.16x16x128.bf8.fp8(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x128.bf8.fp8(<4 x i32> zeroinitializer, <8 x i32> zeroinitializer, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.smfmac.f32.16x16x128.bf8.fp8(ptr %0) {
entry:
  %1 = load <4 x i32>, ptr %0, align 16
  %2 = load <8 x i32>, ptr %0, align 32
  %3 = load <4 x float>, ptr %0, align 16
  %4 = load i32, ptr %0, align 4
  %r = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x128.bf8.fp8(<4 x i32> %1, <8 x i32> %2, <4 x float> %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.smfmac.f32.16x16x128.fp8.bf8(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x128.fp8.bf8(<4 x i32> zeroinitializer, <8 x i32> zeroinitializer, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.smfmac.f32.16x16x128.fp8.bf8(ptr %0) {
entry:
  %1 = load <4 x i32>, ptr %0, align 16
  %2 = load <8 x i32>, ptr %0, align 32
  %3 = load <4 x float>, ptr %0, align 16
  %4 = load i32, ptr %0, align 4
  %r = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x128.fp8.bf8(<4 x i32> %1, <8 x i32> %2, <4 x float> %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.smfmac.f32.16x16x128.fp8.fp8(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x128.fp8.fp8(<4 x i32> zeroinitializer, <8 x i32> zeroinitializer, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.smfmac.f32.16x16x128.fp8.fp8(ptr %0) {
entry:
  %1 = load <4 x i32>, ptr %0, align 16
  %2 = load <8 x i32>, ptr %0, align 32
  %3 = load <4 x float>, ptr %0, align 16
  %4 = load i32, ptr %0, align 4
  %r = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x128.fp8.fp8(<4 x i32> %1, <8 x i32> %2, <4 x float> %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.smfmac.f32.16x16x32.bf16(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x32.bf16(<4 x i16> zeroinitializer, <8 x i16> zeroinitializer, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.smfmac.f32.16x16x32.bf16(ptr %0) {
entry:
  %1 = load <4 x i16>, ptr %0, align 8
  %2 = load <8 x i16>, ptr %0, align 16
  %3 = load <4 x float>, ptr %0, align 16
  %4 = load i32, ptr %0, align 4
  %r = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x32.bf16(<4 x i16> %1, <8 x i16> %2, <4 x float> %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.smfmac.f32.16x16x32.f16(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x32.f16(<4 x half> zeroinitializer, <8 x half> zeroinitializer, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.smfmac.f32.16x16x32.f16(ptr %0) {
entry:
  %1 = load <4 x half>, ptr %0, align 8
  %2 = load <8 x half>, ptr %0, align 16
  %3 = load <4 x float>, ptr %0, align 16
  %4 = load i32, ptr %0, align 4
  %r = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x32.f16(<4 x half> %1, <8 x half> %2, <4 x float> %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.smfmac.f32.16x16x64.bf16(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x64.bf16(<8 x bfloat> zeroinitializer, <16 x bfloat> zeroinitializer, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.smfmac.f32.16x16x64.bf16(ptr %0) {
entry:
  %1 = load <8 x bfloat>, ptr %0, align 16
  %2 = load <16 x bfloat>, ptr %0, align 32
  %3 = load <4 x float>, ptr %0, align 16
  %4 = load i32, ptr %0, align 4
  %r = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x64.bf16(<8 x bfloat> %1, <16 x bfloat> %2, <4 x float> %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.smfmac.f32.16x16x64.bf8.bf8(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x64.bf8.bf8(<2 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.smfmac.f32.16x16x64.bf8.bf8(ptr %0) {
entry:
  %1 = load <2 x i32>, ptr %0, align 8
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load <4 x float>, ptr %0, align 16
  %4 = load i32, ptr %0, align 4
  %r = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x64.bf8.bf8(<2 x i32> %1, <4 x i32> %2, <4 x float> %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.smfmac.f32.16x16x64.bf8.fp8(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x64.bf8.fp8(<2 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.smfmac.f32.16x16x64.bf8.fp8(ptr %0) {
entry:
  %1 = load <2 x i32>, ptr %0, align 8
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load <4 x float>, ptr %0, align 16
  %4 = load i32, ptr %0, align 4
  %r = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x64.bf8.fp8(<2 x i32> %1, <4 x i32> %2, <4 x float> %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.smfmac.f32.16x16x64.f16(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x64.f16(<8 x half> zeroinitializer, <16 x half> zeroinitializer, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.smfmac.f32.16x16x64.f16(ptr %0) {
entry:
  %1 = load <8 x half>, ptr %0, align 16
  %2 = load <16 x half>, ptr %0, align 32
  %3 = load <4 x float>, ptr %0, align 16
  %4 = load i32, ptr %0, align 4
  %r = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x64.f16(<8 x half> %1, <16 x half> %2, <4 x float> %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.smfmac.f32.16x16x64.fp8.bf8(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x64.fp8.bf8(<2 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.smfmac.f32.16x16x64.fp8.bf8(ptr %0) {
entry:
  %1 = load <2 x i32>, ptr %0, align 8
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load <4 x float>, ptr %0, align 16
  %4 = load i32, ptr %0, align 4
  %r = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x64.fp8.bf8(<2 x i32> %1, <4 x i32> %2, <4 x float> %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.smfmac.f32.16x16x64.fp8.fp8(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x64.fp8.fp8(<2 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.smfmac.f32.16x16x64.fp8.fp8(ptr %0) {
entry:
  %1 = load <2 x i32>, ptr %0, align 8
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load <4 x float>, ptr %0, align 16
  %4 = load i32, ptr %0, align 4
  %r = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x64.fp8.fp8(<2 x i32> %1, <4 x i32> %2, <4 x float> %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.smfmac.f32.32x32x16.bf16(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x16.bf16(<4 x i16> zeroinitializer, <8 x i16> zeroinitializer, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.smfmac.f32.32x32x16.bf16(ptr %0) {
entry:
  %1 = load <4 x i16>, ptr %0, align 8
  %2 = load <8 x i16>, ptr %0, align 16
  %3 = load <16 x float>, ptr %0, align 64
  %4 = load i32, ptr %0, align 4
  %r = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x16.bf16(<4 x i16> %1, <8 x i16> %2, <16 x float> %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.smfmac.f32.32x32x16.f16(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x16.f16(<4 x half> zeroinitializer, <8 x half> zeroinitializer, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.smfmac.f32.32x32x16.f16(ptr %0) {
entry:
  %1 = load <4 x half>, ptr %0, align 8
  %2 = load <8 x half>, ptr %0, align 16
  %3 = load <16 x float>, ptr %0, align 64
  %4 = load i32, ptr %0, align 4
  %r = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x16.f16(<4 x half> %1, <8 x half> %2, <16 x float> %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.smfmac.f32.32x32x32.bf16(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x32.bf16(<8 x bfloat> zeroinitializer, <16 x bfloat> zeroinitializer, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.smfmac.f32.32x32x32.bf16(ptr %0) {
entry:
  %1 = load <8 x bfloat>, ptr %0, align 16
  %2 = load <16 x bfloat>, ptr %0, align 32
  %3 = load <16 x float>, ptr %0, align 64
  %4 = load i32, ptr %0, align 4
  %r = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x32.bf16(<8 x bfloat> %1, <16 x bfloat> %2, <16 x float> %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.smfmac.f32.32x32x32.bf8.bf8(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x32.bf8.bf8(<2 x i32> zeroinitializer, <4 x i32> zeroinitializer, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.smfmac.f32.32x32x32.bf8.bf8(ptr %0) {
entry:
  %1 = load <2 x i32>, ptr %0, align 8
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load <16 x float>, ptr %0, align 64
  %4 = load i32, ptr %0, align 4
  %r = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x32.bf8.bf8(<2 x i32> %1, <4 x i32> %2, <16 x float> %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.smfmac.f32.32x32x32.bf8.fp8(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x32.bf8.fp8(<2 x i32> zeroinitializer, <4 x i32> zeroinitializer, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.smfmac.f32.32x32x32.bf8.fp8(ptr %0) {
entry:
  %1 = load <2 x i32>, ptr %0, align 8
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load <16 x float>, ptr %0, align 64
  %4 = load i32, ptr %0, align 4
  %r = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x32.bf8.fp8(<2 x i32> %1, <4 x i32> %2, <16 x float> %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.smfmac.f32.32x32x32.f16(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x32.f16(<8 x half> zeroinitializer, <16 x half> zeroinitializer, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.smfmac.f32.32x32x32.f16(ptr %0) {
entry:
  %1 = load <8 x half>, ptr %0, align 16
  %2 = load <16 x half>, ptr %0, align 32
  %3 = load <16 x float>, ptr %0, align 64
  %4 = load i32, ptr %0, align 4
  %r = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x32.f16(<8 x half> %1, <16 x half> %2, <16 x float> %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.smfmac.f32.32x32x32.fp8.bf8(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x32.fp8.bf8(<2 x i32> zeroinitializer, <4 x i32> zeroinitializer, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.smfmac.f32.32x32x32.fp8.bf8(ptr %0) {
entry:
  %1 = load <2 x i32>, ptr %0, align 8
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load <16 x float>, ptr %0, align 64
  %4 = load i32, ptr %0, align 4
  %r = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x32.fp8.bf8(<2 x i32> %1, <4 x i32> %2, <16 x float> %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.smfmac.f32.32x32x32.fp8.fp8(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x32.fp8.fp8(<2 x i32> zeroinitializer, <4 x i32> zeroinitializer, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.smfmac.f32.32x32x32.fp8.fp8(ptr %0) {
entry:
  %1 = load <2 x i32>, ptr %0, align 8
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load <16 x float>, ptr %0, align 64
  %4 = load i32, ptr %0, align 4
  %r = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x32.fp8.fp8(<2 x i32> %1, <4 x i32> %2, <16 x float> %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.smfmac.f32.32x32x64.bf8.bf8(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x64.bf8.bf8(<4 x i32> zeroinitializer, <8 x i32> zeroinitializer, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.smfmac.f32.32x32x64.bf8.bf8(ptr %0) {
entry:
  %1 = load <4 x i32>, ptr %0, align 16
  %2 = load <8 x i32>, ptr %0, align 32
  %3 = load <16 x float>, ptr %0, align 64
  %4 = load i32, ptr %0, align 4
  %r = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x64.bf8.bf8(<4 x i32> %1, <8 x i32> %2, <16 x float> %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.smfmac.f32.32x32x64.bf8.fp8(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x64.bf8.fp8(<4 x i32> zeroinitializer, <8 x i32> zeroinitializer, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.smfmac.f32.32x32x64.bf8.fp8(ptr %0) {
entry:
  %1 = load <4 x i32>, ptr %0, align 16
  %2 = load <8 x i32>, ptr %0, align 32
  %3 = load <16 x float>, ptr %0, align 64
  %4 = load i32, ptr %0, align 4
  %r = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x64.bf8.fp8(<4 x i32> %1, <8 x i32> %2, <16 x float> %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.smfmac.f32.32x32x64.fp8.bf8(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x64.fp8.bf8(<4 x i32> zeroinitializer, <8 x i32> zeroinitializer, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.smfmac.f32.32x32x64.fp8.bf8(ptr %0) {
entry:
  %1 = load <4 x i32>, ptr %0, align 16
  %2 = load <8 x i32>, ptr %0, align 32
  %3 = load <16 x float>, ptr %0, align 64
  %4 = load i32, ptr %0, align 4
  %r = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x64.fp8.bf8(<4 x i32> %1, <8 x i32> %2, <16 x float> %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.smfmac.f32.32x32x64.fp8.fp8(ptr %0) {
entry:
  %r = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x64.fp8.fp8(<4 x i32> zeroinitializer, <8 x i32> zeroinitializer, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.smfmac.f32.32x32x64.fp8.fp8(ptr %0) {
entry:
  %1 = load <4 x i32>, ptr %0, align 16
  %2 = load <8 x i32>, ptr %0, align 32
  %3 = load <16 x float>, ptr %0, align 64
  %4 = load i32, ptr %0, align 4
  %r = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x64.fp8.fp8(<4 x i32> %1, <8 x i32> %2, <16 x float> %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.smfmac.i32.16x16x128.i8(ptr %0) {
entry:
  %r = call <4 x i32> @llvm.amdgcn.smfmac.i32.16x16x128.i8(<4 x i32> zeroinitializer, <8 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.smfmac.i32.16x16x128.i8(ptr %0) {
entry:
  %1 = load <4 x i32>, ptr %0, align 16
  %2 = load <8 x i32>, ptr %0, align 32
  %3 = load <4 x i32>, ptr %0, align 16
  %4 = load i32, ptr %0, align 4
  %r = call <4 x i32> @llvm.amdgcn.smfmac.i32.16x16x128.i8(<4 x i32> %1, <8 x i32> %2, <4 x i32> %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.smfmac.i32.16x16x64.i8(ptr %0) {
entry:
  %r = call <4 x i32> @llvm.amdgcn.smfmac.i32.16x16x64.i8(<2 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.smfmac.i32.16x16x64.i8(ptr %0) {
entry:
  %1 = load <2 x i32>, ptr %0, align 8
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load <4 x i32>, ptr %0, align 16
  %4 = load i32, ptr %0, align 4
  %r = call <4 x i32> @llvm.amdgcn.smfmac.i32.16x16x64.i8(<2 x i32> %1, <4 x i32> %2, <4 x i32> %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.smfmac.i32.32x32x32.i8(ptr %0) {
entry:
  %r = call <16 x i32> @llvm.amdgcn.smfmac.i32.32x32x32.i8(<2 x i32> zeroinitializer, <4 x i32> zeroinitializer, <16 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.smfmac.i32.32x32x32.i8(ptr %0) {
entry:
  %1 = load <2 x i32>, ptr %0, align 8
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load <16 x i32>, ptr %0, align 64
  %4 = load i32, ptr %0, align 4
  %r = call <16 x i32> @llvm.amdgcn.smfmac.i32.32x32x32.i8(<2 x i32> %1, <4 x i32> %2, <16 x i32> %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.smfmac.i32.32x32x64.i8(ptr %0) {
entry:
  %r = call <16 x i32> @llvm.amdgcn.smfmac.i32.32x32x64.i8(<4 x i32> zeroinitializer, <8 x i32> zeroinitializer, <16 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.smfmac.i32.32x32x64.i8(ptr %0) {
entry:
  %1 = load <4 x i32>, ptr %0, align 16
  %2 = load <8 x i32>, ptr %0, align 32
  %3 = load <16 x i32>, ptr %0, align 64
  %4 = load i32, ptr %0, align 4
  %r = call <16 x i32> @llvm.amdgcn.smfmac.i32.32x32x64.i8(<4 x i32> %1, <8 x i32> %2, <16 x i32> %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.softwqm(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.softwqm.i32(i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.softwqm(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.softwqm.i32(i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.sqrt(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.sqrt.f32(float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.sqrt(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.sqrt.f32(float %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.strict.wqm(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.strict.wqm.i32(i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.strict.wqm(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.strict.wqm.i32(i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.strict.wwm(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.strict.wwm.i32(i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.strict.wwm(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.atomic.buffer.load(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.atomic.buffer.load.i32(<4 x i32> zeroinitializer, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.atomic.buffer.load(ptr %0) {
entry:
  %1 = load <4 x i32>, ptr %0, align 16
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.atomic.buffer.load.i32(<4 x i32> %1, i32 %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.buffer.atomic.add(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.add.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.buffer.atomic.add(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.add.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.buffer.atomic.and(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.and.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.buffer.atomic.and(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.and.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.buffer.atomic.cmpswap(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.cmpswap.i32(i32 0, i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.buffer.atomic.cmpswap(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load <4 x i32>, ptr %0, align 16
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %6 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.cmpswap.i32(i32 %1, i32 %2, <4 x i32> %3, i32 %4, i32 %5, i32 %6, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.buffer.atomic.cond.sub.u32(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.cond.sub.u32.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.buffer.atomic.cond.sub.u32(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.cond.sub.u32.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.buffer.atomic.dec(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.dec.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.buffer.atomic.dec(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.dec.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.buffer.atomic.fadd(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.struct.buffer.atomic.fadd.f32(float 0.000000e+00, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.buffer.atomic.fadd(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call float @llvm.amdgcn.struct.buffer.atomic.fadd.f32(float %1, <4 x i32> %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.buffer.atomic.fmax(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.struct.buffer.atomic.fmax.f32(float 0.000000e+00, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.buffer.atomic.fmax(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call float @llvm.amdgcn.struct.buffer.atomic.fmax.f32(float %1, <4 x i32> %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.buffer.atomic.fmin(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.struct.buffer.atomic.fmin.f32(float 0.000000e+00, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.buffer.atomic.fmin(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call float @llvm.amdgcn.struct.buffer.atomic.fmin.f32(float %1, <4 x i32> %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.buffer.atomic.inc(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.inc.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.buffer.atomic.inc(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.inc.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.buffer.atomic.or(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.or.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.buffer.atomic.or(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.or.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.buffer.atomic.smax(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.smax.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.buffer.atomic.smax(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.smax.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.buffer.atomic.smin(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.smin.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.buffer.atomic.smin(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.smin.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.buffer.atomic.sub(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.sub.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.buffer.atomic.sub(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.sub.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.buffer.atomic.sub.clamp.u32(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.sub.clamp.u32.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.buffer.atomic.sub.clamp.u32(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.sub.clamp.u32.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.buffer.atomic.swap(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.swap.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.buffer.atomic.swap(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.swap.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.buffer.atomic.umax(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.umax.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.buffer.atomic.umax(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.umax.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.buffer.atomic.umin(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.umin.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.buffer.atomic.umin(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.umin.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.buffer.atomic.xor(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.xor.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.buffer.atomic.xor(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.buffer.atomic.xor.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.buffer.load(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.buffer.load.i32(<4 x i32> zeroinitializer, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.buffer.load(ptr %0) {
entry:
  %1 = load <4 x i32>, ptr %0, align 16
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.buffer.load.i32(<4 x i32> %1, i32 %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.buffer.load.format(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.buffer.load.format.i32(<4 x i32> zeroinitializer, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.buffer.load.format(ptr %0) {
entry:
  %1 = load <4 x i32>, ptr %0, align 16
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.buffer.load.format.i32(<4 x i32> %1, i32 %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.buffer.load.lds(ptr %0) {
entry:
  call void @llvm.amdgcn.struct.buffer.load.lds(<4 x i32> zeroinitializer, ptr addrspace(3) null, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.buffer.load.lds(ptr %0) {
entry:
  %1 = load <4 x i32>, ptr %0, align 16
  %2 = load ptr addrspace(3), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.struct.buffer.load.lds(<4 x i32> %1, ptr addrspace(3) %2, i32 0, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.buffer.store(ptr %0) {
entry:
  call void @llvm.amdgcn.struct.buffer.store.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.buffer.store(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.struct.buffer.store.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.buffer.store.format(ptr %0) {
entry:
  call void @llvm.amdgcn.struct.buffer.store.format.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.buffer.store.format(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.struct.buffer.store.format.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.ptr.atomic.buffer.load(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.ptr.atomic.buffer.load.i32(ptr addrspace(8) null, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.ptr.atomic.buffer.load(ptr %0) {
entry:
  %1 = load ptr addrspace(8), ptr %0, align 8
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.ptr.atomic.buffer.load.i32(ptr addrspace(8) %1, i32 %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.ptr.buffer.atomic.add(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.add.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.ptr.buffer.atomic.add(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.add.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.ptr.buffer.atomic.and(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.and.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.ptr.buffer.atomic.and(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.and.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.ptr.buffer.atomic.cmpswap(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.cmpswap.i32(i32 0, i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.ptr.buffer.atomic.cmpswap(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load ptr addrspace(8), ptr %0, align 8
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %6 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.cmpswap.i32(i32 %1, i32 %2, ptr addrspace(8) %3, i32 %4, i32 %5, i32 %6, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.ptr.buffer.atomic.cond.sub.u32(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.cond.sub.u32.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.ptr.buffer.atomic.cond.sub.u32(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.cond.sub.u32.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.ptr.buffer.atomic.dec(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.dec.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.ptr.buffer.atomic.dec(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.dec.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.ptr.buffer.atomic.fadd(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.struct.ptr.buffer.atomic.fadd.f32(float 0.000000e+00, ptr addrspace(8) null, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.ptr.buffer.atomic.fadd(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call float @llvm.amdgcn.struct.ptr.buffer.atomic.fadd.f32(float %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.ptr.buffer.atomic.fmax(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.struct.ptr.buffer.atomic.fmax.f32(float 0.000000e+00, ptr addrspace(8) null, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.ptr.buffer.atomic.fmax(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call float @llvm.amdgcn.struct.ptr.buffer.atomic.fmax.f32(float %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.ptr.buffer.atomic.fmin(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.struct.ptr.buffer.atomic.fmin.f32(float 0.000000e+00, ptr addrspace(8) null, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.ptr.buffer.atomic.fmin(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call float @llvm.amdgcn.struct.ptr.buffer.atomic.fmin.f32(float %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.ptr.buffer.atomic.inc(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.inc.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.ptr.buffer.atomic.inc(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.inc.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.ptr.buffer.atomic.or(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.or.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.ptr.buffer.atomic.or(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.or.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.ptr.buffer.atomic.smax(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.smax.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.ptr.buffer.atomic.smax(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.smax.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.ptr.buffer.atomic.smin(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.smin.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.ptr.buffer.atomic.smin(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.smin.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.ptr.buffer.atomic.sub(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.sub.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.ptr.buffer.atomic.sub(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.sub.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.ptr.buffer.atomic.sub.clamp.u32(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.sub.clamp.u32.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.ptr.buffer.atomic.sub.clamp.u32(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.sub.clamp.u32.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.ptr.buffer.atomic.swap(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.swap.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.ptr.buffer.atomic.swap(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.swap.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.ptr.buffer.atomic.umax(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.umax.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.ptr.buffer.atomic.umax(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.umax.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.ptr.buffer.atomic.umin(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.umin.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.ptr.buffer.atomic.umin(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.umin.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.ptr.buffer.atomic.xor(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.xor.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.ptr.buffer.atomic.xor(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.xor.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.ptr.buffer.load(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.load.i32(ptr addrspace(8) null, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.ptr.buffer.load(ptr %0) {
entry:
  %1 = load ptr addrspace(8), ptr %0, align 8
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.load.i32(ptr addrspace(8) %1, i32 %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.ptr.buffer.load.format(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.load.format.i32(ptr addrspace(8) null, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.ptr.buffer.load.format(ptr %0) {
entry:
  %1 = load ptr addrspace(8), ptr %0, align 8
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.ptr.buffer.load.format.i32(ptr addrspace(8) %1, i32 %2, i32 %3, i32 %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.ptr.buffer.load.lds(ptr %0) {
entry:
  call void @llvm.amdgcn.struct.ptr.buffer.load.lds(ptr addrspace(8) null, ptr addrspace(3) null, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.ptr.buffer.load.lds(ptr %0) {
entry:
  %1 = load ptr addrspace(8), ptr %0, align 8
  %2 = load ptr addrspace(3), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.struct.ptr.buffer.load.lds(ptr addrspace(8) %1, ptr addrspace(3) %2, i32 0, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.ptr.buffer.store(ptr %0) {
entry:
  call void @llvm.amdgcn.struct.ptr.buffer.store.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.ptr.buffer.store(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.struct.ptr.buffer.store.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.ptr.buffer.store.format(ptr %0) {
entry:
  call void @llvm.amdgcn.struct.ptr.buffer.store.format.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.ptr.buffer.store.format(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.struct.ptr.buffer.store.format.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 %5, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.ptr.tbuffer.load(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.ptr.tbuffer.load.i32(ptr addrspace(8) null, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.ptr.tbuffer.load(ptr %0) {
entry:
  %1 = load ptr addrspace(8), ptr %0, align 8
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.ptr.tbuffer.load.i32(ptr addrspace(8) %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.ptr.tbuffer.store(ptr %0) {
entry:
  call void @llvm.amdgcn.struct.ptr.tbuffer.store.i32(i32 0, ptr addrspace(8) null, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.ptr.tbuffer.store(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load ptr addrspace(8), ptr %0, align 8
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.struct.ptr.tbuffer.store.i32(i32 %1, ptr addrspace(8) %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.tbuffer.load(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.struct.tbuffer.load.i32(<4 x i32> zeroinitializer, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.tbuffer.load(ptr %0) {
entry:
  %1 = load <4 x i32>, ptr %0, align 16
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.struct.tbuffer.load.i32(<4 x i32> %1, i32 %2, i32 %3, i32 %4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.struct.tbuffer.store(ptr %0) {
entry:
  call void @llvm.amdgcn.struct.tbuffer.store.i32(i32 0, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.struct.tbuffer.store(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load <4 x i32>, ptr %0, align 16
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %0, align 4
  %5 = load i32, ptr %0, align 4
  call void @llvm.amdgcn.struct.tbuffer.store.i32(i32 %1, <4 x i32> %2, i32 %3, i32 %4, i32 %5, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.sudot4(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.sudot4(i1 false, i32 0, i1 false, i32 0, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.sudot4(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1, i1 false, i32 %2, i32 %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.sudot8(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.sudot8(i1 false, i32 0, i1 false, i32 0, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.sudot8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.sudot8(i1 false, i32 %1, i1 false, i32 %2, i32 %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.tanh(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.tanh.f32(float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.tanh(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.tanh.f32(float %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.tensor.load.to.lds(ptr %0) {
entry:
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> zeroinitializer, <8 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.tensor.load.to.lds(ptr %0) {
entry:
  %1 = load <4 x i32>, ptr %0, align 16
  %2 = load <8 x i32>, ptr %0, align 32
  %3 = load <4 x i32>, ptr %0, align 16
  %4 = load <4 x i32>, ptr %0, align 16
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %1, <8 x i32> %2, <4 x i32> %3, <4 x i32> %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.tensor.load.to.lds.d2(ptr %0) {
entry:
  call void @llvm.amdgcn.tensor.load.to.lds.d2(<4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.tensor.load.to.lds.d2(ptr %0) {
entry:
  %1 = load <4 x i32>, ptr %0, align 16
  %2 = load <8 x i32>, ptr %0, align 32
  call void @llvm.amdgcn.tensor.load.to.lds.d2(<4 x i32> %1, <8 x i32> %2, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.tensor.store.from.lds(ptr %0) {
entry:
  call void @llvm.amdgcn.tensor.store.from.lds(<4 x i32> zeroinitializer, <8 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.tensor.store.from.lds(ptr %0) {
entry:
  %1 = load <4 x i32>, ptr %0, align 16
  %2 = load <8 x i32>, ptr %0, align 32
  %3 = load <4 x i32>, ptr %0, align 16
  %4 = load <4 x i32>, ptr %0, align 16
  call void @llvm.amdgcn.tensor.store.from.lds(<4 x i32> %1, <8 x i32> %2, <4 x i32> %3, <4 x i32> %4, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.tensor.store.from.lds.d2(ptr %0) {
entry:
  call void @llvm.amdgcn.tensor.store.from.lds.d2(<4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.tensor.store.from.lds.d2(ptr %0) {
entry:
  %1 = load <4 x i32>, ptr %0, align 16
  %2 = load <8 x i32>, ptr %0, align 32
  call void @llvm.amdgcn.tensor.store.from.lds.d2(<4 x i32> %1, <8 x i32> %2, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.trig.preop(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.trig.preop.f32(float 0.000000e+00, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.trig.preop(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %r = call float @llvm.amdgcn.trig.preop.f32(float %1, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.ubfe(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.ubfe.i32(i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.ubfe(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.ubfe.i32(i32 %1, i32 %2, i32 %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.udot2(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.udot2(<2 x i16> zeroinitializer, <2 x i16> zeroinitializer, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.udot2(ptr %0) {
entry:
  %1 = load <2 x i16>, ptr %0, align 4
  %2 = load <2 x i16>, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.udot2(<2 x i16> %1, <2 x i16> %2, i32 %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.udot4(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.udot4(i32 0, i32 0, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.udot4(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.udot4(i32 %1, i32 %2, i32 %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.udot8(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.udot8(i32 0, i32 0, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.udot8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.udot8(i32 %1, i32 %2, i32 %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.unreachable(ptr %0) {
entry:
  call void @llvm.amdgcn.unreachable()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.update.dpp(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 0, i32 0, i32 0, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.update.dpp(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 %1, i32 %2, i32 0, i32 0, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wave.barrier(ptr %0) {
entry:
  call void @llvm.amdgcn.wave.barrier()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wave.id(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.wave.id()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wave.reduce.add(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.wave.reduce.add.i32(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wave.reduce.add(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.wave.reduce.add.i32(i32 %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wave.reduce.and(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.wave.reduce.and.i32(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wave.reduce.and(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.wave.reduce.and.i32(i32 %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wave.reduce.fadd(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.wave.reduce.fadd.i32(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wave.reduce.fadd(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.wave.reduce.fadd.i32(i32 %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wave.reduce.fmax(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.wave.reduce.fmax.i32(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wave.reduce.fmax(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.wave.reduce.fmax.i32(i32 %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wave.reduce.fmin(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.wave.reduce.fmin.i32(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wave.reduce.fmin(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.wave.reduce.fmin.i32(i32 %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wave.reduce.fsub(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.wave.reduce.fsub.i32(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wave.reduce.fsub(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.wave.reduce.fsub.i32(i32 %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wave.reduce.max(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.wave.reduce.max.i32(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wave.reduce.max(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.wave.reduce.max.i32(i32 %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wave.reduce.min(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.wave.reduce.min.i32(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wave.reduce.min(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.wave.reduce.min.i32(i32 %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wave.reduce.or(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.wave.reduce.or.i32(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wave.reduce.or(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.wave.reduce.or.i32(i32 %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wave.reduce.sub(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.wave.reduce.sub.i32(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wave.reduce.sub(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.wave.reduce.sub.i32(i32 %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wave.reduce.umax(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wave.reduce.umax(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wave.reduce.umin(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.wave.reduce.umin.i32(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wave.reduce.umin(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.wave.reduce.umin.i32(i32 %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wave.reduce.xor(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.wave.reduce.xor.i32(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wave.reduce.xor(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.wave.reduce.xor.i32(i32 %1, i32 0)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wave.shuffle(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.wave.shuffle.i32(i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wave.shuffle(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.wave.shuffle.i32(i32 %1, i32 %2)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wavefrontsize(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.wavefrontsize()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.bf16.16x16x16.bf16(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.wmma.bf16.16x16x16.bf16.i32.i32(i32 0, i32 0, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.bf16.16x16x16.bf16(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.wmma.bf16.16x16x16.bf16.i32.i32(i32 %1, i32 %2, i32 %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.bf16.16x16x16.bf16.tied(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.wmma.bf16.16x16x16.bf16.tied.i32.i32(i32 0, i32 0, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.bf16.16x16x16.bf16.tied(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.wmma.bf16.16x16x16.bf16.tied.i32.i32(i32 %1, i32 %2, i32 %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.bf16.16x16x32.bf16(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.wmma.bf16.16x16x32.bf16.v4f32.f32(i1 false, float 0.000000e+00, i1 false, float 0.000000e+00, i16 0, <4 x float> zeroinitializer, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.bf16.16x16x32.bf16(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load <4 x float>, ptr %0, align 16
  %r = call <4 x float> @llvm.amdgcn.wmma.bf16.16x16x32.bf16.v4f32.f32(i1 false, float %1, i1 false, float %2, i16 0, <4 x float> %3, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.f16.16x16x128.bf8.bf8(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.wmma.f16.16x16x128.bf8.bf8.f32.i32(i32 0, i32 0, i16 0, float 0.000000e+00, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.f16.16x16x128.bf8.bf8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.wmma.f16.16x16x128.bf8.bf8.f32.i32(i32 %1, i32 %2, i16 0, float %3, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.f16.16x16x128.bf8.fp8(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.wmma.f16.16x16x128.bf8.fp8.f32.i32(i32 0, i32 0, i16 0, float 0.000000e+00, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.f16.16x16x128.bf8.fp8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.wmma.f16.16x16x128.bf8.fp8.f32.i32(i32 %1, i32 %2, i16 0, float %3, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.f16.16x16x128.fp8.bf8(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.wmma.f16.16x16x128.fp8.bf8.f32.i32(i32 0, i32 0, i16 0, float 0.000000e+00, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.f16.16x16x128.fp8.bf8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.wmma.f16.16x16x128.fp8.bf8.f32.i32(i32 %1, i32 %2, i16 0, float %3, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.f16.16x16x128.fp8.fp8(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.wmma.f16.16x16x128.fp8.fp8.f32.i32(i32 0, i32 0, i16 0, float 0.000000e+00, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.f16.16x16x128.fp8.fp8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.wmma.f16.16x16x128.fp8.fp8.f32.i32(i32 %1, i32 %2, i16 0, float %3, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.f16.16x16x16.f16(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.wmma.f16.16x16x16.f16.v4f32.f32(float 0.000000e+00, float 0.000000e+00, <4 x float> zeroinitializer, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.f16.16x16x16.f16(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load <4 x float>, ptr %0, align 16
  %r = call <4 x float> @llvm.amdgcn.wmma.f16.16x16x16.f16.v4f32.f32(float %1, float %2, <4 x float> %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.f16.16x16x16.f16.tied(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.wmma.f16.16x16x16.f16.tied.v4f32.f32(float 0.000000e+00, float 0.000000e+00, <4 x float> zeroinitializer, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.f16.16x16x16.f16.tied(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load <4 x float>, ptr %0, align 16
  %r = call <4 x float> @llvm.amdgcn.wmma.f16.16x16x16.f16.tied.v4f32.f32(float %1, float %2, <4 x float> %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.f16.16x16x32.f16(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.wmma.f16.16x16x32.f16.v4f32.f32(i1 false, float 0.000000e+00, i1 false, float 0.000000e+00, i16 0, <4 x float> zeroinitializer, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.f16.16x16x32.f16(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load <4 x float>, ptr %0, align 16
  %r = call <4 x float> @llvm.amdgcn.wmma.f16.16x16x32.f16.v4f32.f32(i1 false, float %1, i1 false, float %2, i16 0, <4 x float> %3, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.f16.16x16x64.bf8.bf8(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.wmma.f16.16x16x64.bf8.bf8.f32.i32(i32 0, i32 0, i16 0, float 0.000000e+00, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.f16.16x16x64.bf8.bf8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.wmma.f16.16x16x64.bf8.bf8.f32.i32(i32 %1, i32 %2, i16 0, float %3, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.f16.16x16x64.bf8.fp8(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.wmma.f16.16x16x64.bf8.fp8.f32.i32(i32 0, i32 0, i16 0, float 0.000000e+00, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.f16.16x16x64.bf8.fp8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.wmma.f16.16x16x64.bf8.fp8.f32.i32(i32 %1, i32 %2, i16 0, float %3, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.f16.16x16x64.fp8.bf8(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.wmma.f16.16x16x64.fp8.bf8.f32.i32(i32 0, i32 0, i16 0, float 0.000000e+00, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.f16.16x16x64.fp8.bf8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.wmma.f16.16x16x64.fp8.bf8.f32.i32(i32 %1, i32 %2, i16 0, float %3, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.f16.16x16x64.fp8.fp8(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.wmma.f16.16x16x64.fp8.fp8.f32.i32(i32 0, i32 0, i16 0, float 0.000000e+00, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.f16.16x16x64.fp8.fp8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.wmma.f16.16x16x64.fp8.fp8.f32.i32(i32 %1, i32 %2, i16 0, float %3, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.f32.16x16x128.bf8.bf8(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.wmma.f32.16x16x128.bf8.bf8.f32.i32(i32 0, i32 0, i16 0, float 0.000000e+00, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.f32.16x16x128.bf8.bf8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.wmma.f32.16x16x128.bf8.bf8.f32.i32(i32 %1, i32 %2, i16 0, float %3, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.f32.16x16x128.bf8.fp8(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.wmma.f32.16x16x128.bf8.fp8.f32.i32(i32 0, i32 0, i16 0, float 0.000000e+00, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.f32.16x16x128.bf8.fp8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.wmma.f32.16x16x128.bf8.fp8.f32.i32(i32 %1, i32 %2, i16 0, float %3, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.f32.16x16x128.fp8.bf8(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.wmma.f32.16x16x128.fp8.bf8.f32.i32(i32 0, i32 0, i16 0, float 0.000000e+00, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.f32.16x16x128.fp8.bf8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.wmma.f32.16x16x128.fp8.bf8.f32.i32(i32 %1, i32 %2, i16 0, float %3, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.f32.16x16x128.fp8.fp8(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.wmma.f32.16x16x128.fp8.fp8.f32.i32(i32 0, i32 0, i16 0, float 0.000000e+00, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.f32.16x16x128.fp8.fp8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.wmma.f32.16x16x128.fp8.fp8.f32.i32(i32 %1, i32 %2, i16 0, float %3, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.f32.16x16x16.bf16(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.wmma.f32.16x16x16.bf16.f32.i32(i32 0, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.f32.16x16x16.bf16(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.wmma.f32.16x16x16.bf16.f32.i32(i32 %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.f32.16x16x16.bf8.bf8(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.wmma.f32.16x16x16.bf8.bf8.f32.i32(i32 0, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.f32.16x16x16.bf8.bf8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.wmma.f32.16x16x16.bf8.bf8.f32.i32(i32 %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.f32.16x16x16.bf8.fp8(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.wmma.f32.16x16x16.bf8.fp8.f32.i32(i32 0, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.f32.16x16x16.bf8.fp8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.wmma.f32.16x16x16.bf8.fp8.f32.i32(i32 %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.f32.16x16x16.f16(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v4f32.f32(float 0.000000e+00, float 0.000000e+00, <4 x float> zeroinitializer)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.f32.16x16x16.f16(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load <4 x float>, ptr %0, align 16
  %r = call <4 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v4f32.f32(float %1, float %2, <4 x float> %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.f32.16x16x16.fp8.bf8(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.wmma.f32.16x16x16.fp8.bf8.f32.i32(i32 0, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.f32.16x16x16.fp8.bf8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.wmma.f32.16x16x16.fp8.bf8.f32.i32(i32 %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.f32.16x16x16.fp8.fp8(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.wmma.f32.16x16x16.fp8.fp8.f32.i32(i32 0, i32 0, float 0.000000e+00)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.f32.16x16x16.fp8.fp8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.wmma.f32.16x16x16.fp8.fp8.f32.i32(i32 %1, i32 %2, float %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.f32.16x16x32.bf16(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v4f32.f32(i1 false, float 0.000000e+00, i1 false, float 0.000000e+00, i16 0, <4 x float> zeroinitializer, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.f32.16x16x32.bf16(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load <4 x float>, ptr %0, align 16
  %r = call <4 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v4f32.f32(i1 false, float %1, i1 false, float %2, i16 0, <4 x float> %3, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.f32.16x16x32.f16(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v4f32.f32(i1 false, float 0.000000e+00, i1 false, float 0.000000e+00, i16 0, <4 x float> zeroinitializer, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.f32.16x16x32.f16(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load <4 x float>, ptr %0, align 16
  %r = call <4 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v4f32.f32(i1 false, float %1, i1 false, float %2, i16 0, <4 x float> %3, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.f32.16x16x4.f32(ptr %0) {
entry:
  %r = call <4 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v4f32.f32(i1 false, float 0.000000e+00, i1 false, float 0.000000e+00, i16 0, <4 x float> zeroinitializer, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.f32.16x16x4.f32(ptr %0) {
entry:
  %1 = load float, ptr %0, align 4
  %2 = load float, ptr %0, align 4
  %3 = load <4 x float>, ptr %0, align 16
  %r = call <4 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v4f32.f32(i1 false, float %1, i1 false, float %2, i16 0, <4 x float> %3, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.f32.16x16x64.bf8.bf8(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.wmma.f32.16x16x64.bf8.bf8.f32.i32(i32 0, i32 0, i16 0, float 0.000000e+00, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.f32.16x16x64.bf8.bf8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.wmma.f32.16x16x64.bf8.bf8.f32.i32(i32 %1, i32 %2, i16 0, float %3, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.f32.16x16x64.bf8.fp8(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.wmma.f32.16x16x64.bf8.fp8.f32.i32(i32 0, i32 0, i16 0, float 0.000000e+00, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.f32.16x16x64.bf8.fp8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.wmma.f32.16x16x64.bf8.fp8.f32.i32(i32 %1, i32 %2, i16 0, float %3, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.f32.16x16x64.fp8.bf8(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.wmma.f32.16x16x64.fp8.bf8.f32.i32(i32 0, i32 0, i16 0, float 0.000000e+00, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.f32.16x16x64.fp8.bf8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.wmma.f32.16x16x64.fp8.bf8.f32.i32(i32 %1, i32 %2, i16 0, float %3, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.f32.16x16x64.fp8.fp8(ptr %0) {
entry:
  %r = call float @llvm.amdgcn.wmma.f32.16x16x64.fp8.fp8.f32.i32(i32 0, i32 0, i16 0, float 0.000000e+00, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.f32.16x16x64.fp8.fp8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load float, ptr %0, align 4
  %r = call float @llvm.amdgcn.wmma.f32.16x16x64.fp8.fp8.f32.i32(i32 %1, i32 %2, i16 0, float %3, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.i32.16x16x16.iu4(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.wmma.i32.16x16x16.iu4.i32.i32(i1 false, i32 0, i1 false, i32 0, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.i32.16x16x16.iu4(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.wmma.i32.16x16x16.iu4.i32.i32(i1 false, i32 %1, i1 false, i32 %2, i32 %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.i32.16x16x16.iu8(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.wmma.i32.16x16x16.iu8.i32.i32(i1 false, i32 0, i1 false, i32 0, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.i32.16x16x16.iu8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.wmma.i32.16x16x16.iu8.i32.i32(i1 false, i32 %1, i1 false, i32 %2, i32 %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.i32.16x16x32.iu4(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.wmma.i32.16x16x32.iu4.i32.i32(i1 false, i32 0, i1 false, i32 0, i32 0, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.i32.16x16x32.iu4(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.wmma.i32.16x16x32.iu4.i32.i32(i1 false, i32 %1, i1 false, i32 %2, i32 %3, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wmma.i32.16x16x64.iu8(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.wmma.i32.16x16x64.iu8.i32.i32(i1 false, i32 0, i1 false, i32 0, i32 0, i1 false, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wmma.i32.16x16x64.iu8(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.wmma.i32.16x16x64.iu8.i32.i32(i1 false, i32 %1, i1 false, i32 %2, i32 %3, i1 false, i1 false, i1 false)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.workgroup.id.x(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.workgroup.id.x()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.workgroup.id.y(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.workgroup.id.y()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.workgroup.id.z(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.workgroup.id.z()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.workitem.id.x(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.workitem.id.x()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.workitem.id.y(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.workitem.id.y()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.workitem.id.z(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.workitem.id.z()
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wqm(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.wqm.i32(i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wqm(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.wqm.i32(i32 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wqm.demote(ptr %0) {
entry:
  call void @llvm.amdgcn.wqm.demote(i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wqm.demote(ptr %0) {
entry:
  %1 = load i1, ptr %0, align 1
  call void @llvm.amdgcn.wqm.demote(i1 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wqm.vote(ptr %0) {
entry:
  %r = call i1 @llvm.amdgcn.wqm.vote(i1 false)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wqm.vote(ptr %0) {
entry:
  %1 = load i1, ptr %0, align 1
  %r = call i1 @llvm.amdgcn.wqm.vote(i1 %1)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.writelane(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.writelane.i32(i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.writelane(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %2 = load i32, ptr %0, align 4
  %3 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.writelane.i32(i32 %1, i32 %2, i32 %3)
  ret void
}

define amdgpu_kernel void @u.llvm.amdgcn.wwm(ptr %0) {
entry:
  %r = call i32 @llvm.amdgcn.wwm.i32(i32 0)
  ret void
}

define amdgpu_kernel void @d.llvm.amdgcn.wwm(ptr %0) {
entry:
  %1 = load i32, ptr %0, align 4
  %r = call i32 @llvm.amdgcn.wwm.i32(i32 %1)
  ret void
}

