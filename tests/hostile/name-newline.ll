; A function whose name holds a newline (\0A): opt-22 prints it raw in
; "UniformityInfo for function 'a" and "b':" on two lines.
define void @"a\0Ab"(i1 %c) {
entry:
  br i1 %c, label %x, label %y
x:
  br label %y
y:
  ret void
}
