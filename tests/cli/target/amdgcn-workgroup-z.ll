; The amdgcn target: workitem.id.z with z = 2 is divergent when x does not
; fill a wave; an and with a mask of known trailing zeros (shl by 6).
; Written for convcheck; compared with opt-22 by tests/cli/target_opt.sh.
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k_0()  !reqd_work_group_size !0 {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %z = call i32 @llvm.amdgcn.workitem.id.z()
  %s6 = lshr i32 %x, 6
  %s5 = lshr i32 %x, 5
  %a64 = and i32 %x, -64
  ret void
}
!0 = !{i32 32, i32 1, i32 2}
define amdgpu_kernel void @k_1()  !reqd_work_group_size !1 {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %z = call i32 @llvm.amdgcn.workitem.id.z()
  %s6 = lshr i32 %x, 6
  %s5 = lshr i32 %x, 5
  %a64 = and i32 %x, -64
  ret void
}
!1 = !{i32 64, i32 1, i32 2}
define amdgpu_kernel void @m(i32 %n) !reqd_work_group_size !0 {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %sh = shl i32 %n, 6
  %a = and i32 %x, %sh
  %o = or i32 %n, 64
  %b = and i32 %x, %o
  ret void
}
