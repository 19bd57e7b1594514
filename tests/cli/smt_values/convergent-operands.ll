; A convergent call's result is what its builtin row says (model/target.c,
; from the OpenCL C specification; docs/design.md §5): a shuffle is a
; function of its operands and of its converged class, so a shuffle of the
; thread id differs between converged threads (DIVERGENT) and one of a
; constant does not (uniform); a reduction is the class's whatever its
; operand (uniform).  A convergent callee no row names is not collective:
; its result is each thread's own, not modelled (DIVERGENT).
; No cycle: every thread's instance of entry is converged with every
; other's.
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @_Z17sub_group_shuffleij(i32, i32) #0
declare i32 @_Z20sub_group_reduce_addi(i32) #0
declare i32 @reduce(i32) #0

define amdgpu_kernel void @convergent_operands() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %s = call i32 @_Z17sub_group_shuffleij(i32 %tid, i32 0) #0
  %c = call i32 @_Z17sub_group_shuffleij(i32 7, i32 0) #0
  %r = call i32 @_Z20sub_group_reduce_addi(i32 %tid) #0
  %u = call i32 @reduce(i32 7) #0
  ret void
}

attributes #0 = { convergent }
