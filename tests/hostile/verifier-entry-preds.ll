; The entry block branches to itself.  LLVM 22: "Entry block to function
; must not have predecessors!" naming `label %entry`, its label.
; EXPECT-ERROR: 5:1 Entry block to function must not have predecessors
define void @f(i1 %c) {
entry:
  br i1 %c, label %entry, label %x
x:
  ret void
}
