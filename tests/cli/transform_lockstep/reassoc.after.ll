; AFTER: reassoc.before.ll as Reassociate rewrites pathfinder's product
; (opt-22 -passes=reassociate, the default<O2> step): %m = it * 2 and
; %m2 = %m * h, both without `nsw`; the rest unchanged.  By hand: in
; 32-bit two's complement (LangRef 'mul', 'shl': results mod 2^32),
; (it*h) << 1 = (it*h)*2 = (it*2)*h, multiplication being commutative and
; associative mod 2^32; so AFTER's %m2 equals BEFORE's wherever BEFORE's
; %m and %m2 are not poison, and %s, %sg, %sb, %x, %c then compute the same
; values from the same operands (their `nsw` fails in AFTER exactly where
; in BEFORE).  Where BEFORE's %c is poison (a flag violated) BEFORE's
; branch is undefined behaviour and AFTER may do anything.  Both programs
; have one block shape and call @conv under the same condition: preserved
; for every L and every k, by the lockstep rule (1 condition, the operands
; of 1 event).  tv's rule asked Z3 the identity with BEFORE's flagged
; products as "junk where violated" and two 32-bit multipliers bit-blasted:
; unknown at its limit; now BEFORE's flagged nodes read plain where the
; question assumes BEFORE not poison, and `shl` by a constant is the
; multiplication by 2^C, so Z3's rewriter makes both sides one term.
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @conv() convergent

define void @f(i32 %it, i32 %h, i32 %n, i32 %g, i32 %b) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %m = mul i32 %it, 2
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
