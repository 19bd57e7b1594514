; A block without a terminator: LLVM's parser or verifier refuses it.
define void @f() {
entry:
  %x = add i32 1, 2
}
