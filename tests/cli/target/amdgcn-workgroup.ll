; The amdgcn target and !reqd_work_group_size (x, y, z): workitem.id.y/z
; are uniform when x is a power of 2 at least the wave size, or y and z are
; at most 1, or their own dimension has one work-item; a (1, 1, 1) kernel
; runs one lane: every value uniform.
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
!0 = !{i32 64, i32 1, i32 1}
define amdgpu_kernel void @k_1()  !reqd_work_group_size !1 {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %z = call i32 @llvm.amdgcn.workitem.id.z()
  %s6 = lshr i32 %x, 6
  %s5 = lshr i32 %x, 5
  %a64 = and i32 %x, -64
  ret void
}
!1 = !{i32 64, i32 2, i32 1}
define amdgpu_kernel void @k_2()  !reqd_work_group_size !2 {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %z = call i32 @llvm.amdgcn.workitem.id.z()
  %s6 = lshr i32 %x, 6
  %s5 = lshr i32 %x, 5
  %a64 = and i32 %x, -64
  ret void
}
!2 = !{i32 32, i32 2, i32 1}
define amdgpu_kernel void @k_3()  !reqd_work_group_size !3 {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %z = call i32 @llvm.amdgcn.workitem.id.z()
  %s6 = lshr i32 %x, 6
  %s5 = lshr i32 %x, 5
  %a64 = and i32 %x, -64
  ret void
}
!3 = !{i32 128, i32 1, i32 1}
define amdgpu_kernel void @k_4()  !reqd_work_group_size !4 {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %z = call i32 @llvm.amdgcn.workitem.id.z()
  %s6 = lshr i32 %x, 6
  %s5 = lshr i32 %x, 5
  %a64 = and i32 %x, -64
  ret void
}
!4 = !{i32 48, i32 1, i32 1}
define amdgpu_kernel void @k_5()  !reqd_work_group_size !5 {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %z = call i32 @llvm.amdgcn.workitem.id.z()
  %s6 = lshr i32 %x, 6
  %s5 = lshr i32 %x, 5
  %a64 = and i32 %x, -64
  ret void
}
!5 = !{i32 48, i32 2, i32 1}
define amdgpu_kernel void @k_6()  !reqd_work_group_size !6 {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %z = call i32 @llvm.amdgcn.workitem.id.z()
  %s6 = lshr i32 %x, 6
  %s5 = lshr i32 %x, 5
  %a64 = and i32 %x, -64
  ret void
}
!6 = !{i32 64, i32 1, i32 2}
define amdgpu_kernel void @k_7()  !reqd_work_group_size !7 {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %z = call i32 @llvm.amdgcn.workitem.id.z()
  %s6 = lshr i32 %x, 6
  %s5 = lshr i32 %x, 5
  %a64 = and i32 %x, -64
  ret void
}
!7 = !{i32 32, i32 1, i32 1}
define amdgpu_kernel void @k_8()  !reqd_work_group_size !8 {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %z = call i32 @llvm.amdgcn.workitem.id.z()
  %s6 = lshr i32 %x, 6
  %s5 = lshr i32 %x, 5
  %a64 = and i32 %x, -64
  ret void
}
!8 = !{i32 1, i32 1, i32 1}
define amdgpu_kernel void @k_9()  !reqd_work_group_size !9 {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %z = call i32 @llvm.amdgcn.workitem.id.z()
  %s6 = lshr i32 %x, 6
  %s5 = lshr i32 %x, 5
  %a64 = and i32 %x, -64
  ret void
}
!9 = !{i32 1, i32 64, i32 1}
define amdgpu_kernel void @k_10()  !reqd_work_group_size !10 {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %z = call i32 @llvm.amdgcn.workitem.id.z()
  %s6 = lshr i32 %x, 6
  %s5 = lshr i32 %x, 5
  %a64 = and i32 %x, -64
  ret void
}
!10 = !{i32 256, i32 4, i32 4}
define amdgpu_kernel void @k_11() #0 !reqd_work_group_size !11 {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %z = call i32 @llvm.amdgcn.workitem.id.z()
  %s6 = lshr i32 %x, 6
  %s5 = lshr i32 %x, 5
  %a64 = and i32 %x, -64
  ret void
}
!11 = !{i32 32, i32 2, i32 1}
define amdgpu_kernel void @k_12()  !reqd_work_group_size !12 {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %z = call i32 @llvm.amdgcn.workitem.id.z()
  %s6 = lshr i32 %x, 6
  %s5 = lshr i32 %x, 5
  %a64 = and i32 %x, -64
  ret void
}
!12 = !{i32 0, i32 1, i32 1}
attributes #0 = { "target-cpu"="gfx1030" }
