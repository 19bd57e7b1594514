; tests/cli/instance_labels.sh: AFTER of the pair (mixed.before.ll): the
; two calls merged and hoisted above the divergent branch (broken: [CO]
; "Hoisting and sinking"), its then block named then.1 as a pass's clone
; would be, so that AFTER needs NAME#N labels and BEFORE alone would not.
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent
define i32 @f(i32 %x) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %condition = icmp slt i32 %tid, 8
  %a = call i32 @subgroupAdd(i32 %x)
  br i1 %condition, label %then.1, label %else
then.1:
  br label %end
else:
  br label %end
end:
  ret i32 %a
}
