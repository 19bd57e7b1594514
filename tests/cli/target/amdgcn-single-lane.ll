; The amdgcn target: "amdgpu-flat-work-group-size"="1,1" (one lane): every
; value uniform, arguments included; "1,64": not.
; Written for convcheck; compared with opt-22 by tests/cli/target_opt.sh.
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %p, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %a1, label %b1
a1:
  ret void
b1:
  ret void
}
define void @f(i32 %n) #1 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %a1, label %b1
a1:
  ret void
b1:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "amdgpu-flat-work-group-size"="1,1" }
attributes #1 = { "amdgpu-flat-work-group-size"="1,64" }
