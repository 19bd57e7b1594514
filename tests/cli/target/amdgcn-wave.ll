; The amdgcn target: workitem.id.x >> C and workitem.id.x & M are uniform
; when C (the known trailing zeros of M) is at least log2 of the wave size
; (64; 32 for gfx10 and later unless +wavefrontsize64) and
; !reqd_work_group_size makes waves split the x dimension evenly.
; Written for convcheck; compared with opt-22 by tests/cli/target_opt.sh.
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @w64(ptr addrspace(1) %p) !reqd_work_group_size !0 {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %a = lshr i32 %t, 5
  %b = lshr i32 %t, 6
  %c = ashr i32 %t, 7
  %d = and i32 %t, -64
  %e = and i32 -32, %t
  %f = udiv i32 %t, 64
  %g = lshr i32 %t, %t
  ret void
}
define amdgpu_kernel void @w32(ptr addrspace(1) %p) #0 !reqd_work_group_size !0 {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %a = lshr i32 %t, 5
  %b = lshr i32 %t, 4
  %e = and i32 -32, %t
  ret void
}
define amdgpu_kernel void @w32f(ptr addrspace(1) %p) #1 !reqd_work_group_size !0 {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %a = lshr i32 %t, 5
  ret void
}
define amdgpu_kernel void @flat(ptr addrspace(1) %p) #2 {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %a = lshr i32 %t, 6
  ret void
}
define amdgpu_kernel void @noreq(ptr addrspace(1) %p) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %a = lshr i32 %t, 6
  ret void
}
define amdgpu_kernel void @yz(ptr addrspace(1) %p) !reqd_work_group_size !1 {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %a = lshr i32 %t, 6
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  ret void
}
define amdgpu_kernel void @one(ptr addrspace(1) %p) !reqd_work_group_size !2 {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %t, 0
  br i1 %c, label %a, label %b
a:
  ret void
b:
  ret void
}
define void @onef(ptr addrspace(1) %p) !reqd_work_group_size !2 {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  ret void
}
attributes #0 = { "target-cpu"="gfx1030" }
attributes #1 = { "target-cpu"="gfx1030" "target-features"="+wavefrontsize64" }
attributes #2 = { "amdgpu-flat-work-group-size"="64,64" }
!0 = !{i32 64, i32 1, i32 1}
!1 = !{i32 64, i32 2, i32 1}
!2 = !{i32 1, i32 1, i32 1}
