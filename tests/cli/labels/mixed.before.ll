; tests/cli/instance_labels.sh: BEFORE of a pair whose block names are
; all letters (entry then else end) while AFTER's are not (then.1): the
; pair's counterexample must label both tables NAME#N (docs/design.md §3,
; "Instance labels").  The program of corpus/transforms/
; hoist-subgroupadd-divergent.before.ll: if (tid < 8) a = subgroupAdd(x)
; else b = subgroupAdd(x).
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent
define i32 @f(i32 %x) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %condition = icmp slt i32 %tid, 8
  br i1 %condition, label %then, label %else
then:
  %a = call i32 @subgroupAdd(i32 %x)
  br label %end
else:
  %b = call i32 @subgroupAdd(i32 %x)
  br label %end
end:
  %r = phi i32 [ %a, %then ], [ %b, %else ]
  ret i32 %r
}
