; AFTER: reassoc.after.ll with a wrong factor, %m = it * 3.  By hand: it =
; 1, h = 1, n = 2, g = 1, b = 0, tid = 0 -- no operation overflows --
; BEFORE x = (2 - 2)*1 - 0 + 0 = 0 > -1 calls @conv, AFTER x = (2 - 3) =
; -1 does not: not single-thread equivalent (a counterexample on finite
; traces); the rules must not prove it.
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @conv() convergent

define void @f(i32 %it, i32 %h, i32 %n, i32 %g, i32 %b) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %m = mul i32 %it, 3
  %m2 = mul i32 %m, %h
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
