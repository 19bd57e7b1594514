; BEFORE: a condition computed as Rodinia's pathfinder computes its tile's
; first column at -O0 (kernels.cl: `small_block_cols*bx - border + tx`,
; with small_block_cols = BLOCK_SIZE - iteration*HALO*2), every operation
; `nsw`: x = ((n - ((it*h) << 1)) * g - b) + tid, and one convergent call
; where x > -1.  reassoc.after.ll is Reassociate's rewrite of the product.
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @conv() convergent

define void @f(i32 %it, i32 %h, i32 %n, i32 %g, i32 %b) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %m = mul nsw i32 %it, %h
  %m2 = shl nsw i32 %m, 1
  %s = sub nsw i32 %n, %m2
  %sg = mul nsw i32 %s, %g
  %sb = sub nsw i32 %sg, %b
  %x = add nsw i32 %sb, %tid
  %c = icmp sgt i32 %x, -1
  br i1 %c, label %then, label %exit
then:
  call void @conv()
  br label %exit
exit:
  ret void
}
