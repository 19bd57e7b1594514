target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @exit_phi_constants(i32 %n, ptr addrs