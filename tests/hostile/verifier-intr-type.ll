; An intrinsic declared with the wrong return type (i64, not i32).  LLVM 22:
; "Intrinsic has incorrect return type!" naming the declaration.
; EXPECT-ERROR: 4:1 Intrinsic has incorrect return type
declare i64 @llvm.amdgcn.workitem.id.x()
define void @f() {
entry:
  %t = call i64 @llvm.amdgcn.workitem.id.x()
  ret void
}
