; OpenCL C's builtins as clang-22 -nogpulib emits them for amdgcn: declared,
; convergent, unseen by LLVM (every call a divergence source there).  What
; the reference makes of each comes from its row in model/target.c, i.e.
; from the OpenCL C specification (tests/unit/test_values.c,
; values_builtins_by_their_rows).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @builtins(ptr addrspace(1) %o) #0 {
entry:
  %l = call i64 @_Z12get_local_idj(i32 0) #1
  %l2 = call i64 @_Z12get_local_idj(i32 0) #1
  %g = call i64 @_Z12get_group_idj(i32 0) #1
  %lt = trunc i64 %l to i32
  %r = call i32 @_Z20sub_group_reduce_addi(i32 %lt) #1
  %s = call i32 @_Z28sub_group_scan_inclusive_addi(i32 1) #1
  %u = call i32 @_Z3foov() #1
  %sh = call i32 @_Z17sub_group_shuffleij(i32 7, i32 0) #1
  call void @_Z7barrierj(i32 1) #1
  ret void
}

declare i64 @_Z12get_local_idj(i32) #1
declare i64 @_Z12get_group_idj(i32) #1
declare i32 @_Z20sub_group_reduce_addi(i32) #1
declare i32 @_Z28sub_group_scan_inclusive_addi(i32) #1
declare i32 @_Z3foov() #1
declare i32 @_Z17sub_group_shuffleij(i32, i32) #1
declare void @_Z7barrierj(i32) #1

attributes #0 = { convergent norecurse nounwind }
attributes #1 = { convergent nounwind }
