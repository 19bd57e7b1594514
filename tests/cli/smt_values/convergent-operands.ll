; A convergent call's result is a function of its operands and of its
; converged class (docs/design.md §5): @shuffle of the thread id differs between
; converged threads (DIVERGENT), @reduce of a constant does not (uniform).
; No cycle: every thread's instance of entry is converged with every
; other's.
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @shuffle(i32) #0
declare i32 @reduce(i32) #0

define amdgpu_kernel void @convergent_operands() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %s = call i32 @shuffle(i32 %tid) #0
  %r = call i32 @reduce(i32 7) #0
  ret void
}

attributes #0 = { convergent }
