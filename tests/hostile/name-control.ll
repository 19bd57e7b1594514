define void @"a\01\1B[31mred\07"() {
entry:
  ret void
}
