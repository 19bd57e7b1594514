; ModuleID = 'loop_deletion.ll'
source_filename = "loop_deletion.ll"

define void @f(i32 %n) {
entry:
  br label %exit

exit:                                             ; preds = %entry
  ret void
}
