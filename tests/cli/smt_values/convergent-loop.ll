; A loop of uniform trip count (%n, a kernel argument) computing, in every
; iteration, a scan of a constant (each lane's own: 1, 2, 3, ... by its
; position; OpenCL C, Subgroup Functions) and a convergent call of a
; function no builtin row names (each thread's own, unmodelled).  By hand:
; %s, %u and %x are DIVERGENT for every trace length, %i and %c uniform.
; Every engine must say so: the bounded ones, and --unbounded, which
; must not prove them uniform.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @convergent_loop(ptr addrspace(1) %o, i32 %n) #0 {
entry:
  br label %h

h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %s = call i32 @_Z28sub_group_scan_inclusive_addi(i32 1) #1
  %u = call i32 @_Z3foov() #1
  %x = add i32 %s, %u
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %h, label %e

e:
  store i32 %x, ptr addrspace(1) %o
  ret void
}

declare i32 @_Z28sub_group_scan_inclusive_addi(i32) #1
declare i32 @_Z3foov() #1

attributes #0 = { convergent norecurse nounwind }
attributes #1 = { convergent nounwind }
