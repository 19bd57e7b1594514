define void @"it's \22quoted\22"(i1 %c) {
entry:
  br i1 %c, label %"a'b", label %"c\22d"
"a'b":
  ret void
"c\22d":
  ret void
}
