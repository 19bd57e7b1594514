; A phi without an incoming value for one predecessor (%b).
; LLVM 22: "PHINode should have one entry for each predecessor of its parent
; basic block!" at the phi.
; EXPECT-ERROR: 13:3 PHINode should have one entry
define void @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %j
b:
  br label %j
j:
  %x = phi i32 [ 0, %a ]
  ret void
}
