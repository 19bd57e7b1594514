; tests/golden: a branch to a label that does not exist (LLVM's parser names line and column)
define void @f() {
entry:
  br label %nowhere
}
