define void @""() {
entry:
  ret void
}
