; AFTER: BEFORE with one more block on the exit edge (another shape: the
; lockstep rule does not apply) and the latch's branch written as a switch
; on the same condition (the simulation rule takes no switch, so the
; bounded rounds decide: what the test is about); every path ends within 39
; blocks.
target triple = "amdgcn-amd-amdhsa"
@g = external addrspace(1) global [4096 x i32]
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @op(i32) #0
define void @k() #0 {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%j, %latch]
  %x = mul i32 %t, 16
  %idx = add i32 %x, %i
  %p = getelementptr [4096 x i32], ptr addrspace(1) @g, i32 0, i32 %idx
  %v = load i32, ptr addrspace(1) %p
  %c = icmp eq i32 %v, 0
  br i1 %c, label %yes, label %latch
yes:
  call void @op(i32 %i)
  br label %latch
latch:
  %j = add i32 %i, 1
  %cc = icmp slt i32 %j, 12
  %cz = zext i1 %cc to i32
  switch i32 %cz, label %pre [ i32 1, label %loop ]
pre:
  br label %exit
exit:
  ret void
}
attributes #0 = { convergent }
