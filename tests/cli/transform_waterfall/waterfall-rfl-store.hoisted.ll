; NOT a pass's output: a miscompile written by hand for the check
; (corpus/transforms/waterfall-rfl-store.tcase).  The waterfall loop of
; waterfall-o0.ias.ll with its readfirstlane hoisted to the entry and the
; loop deleted, the readfirstlane's result stored.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @waterfall(ptr addrspace(1) %key.coerce, ptr addrspace(1) %out.coerce) #0 {
entry:
  %0 = call i32 @llvm.amdgcn.workitem.id.x()
  %idxprom = zext i32 %0 to i64
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %key.coerce, i64 %idxprom
  %1 = load i32, ptr addrspace(1) %arrayidx, align 4
  %2 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %1)
  br label %if.then

if.then:
  %arrayidx8 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom
  store i32 %2, ptr addrspace(1) %arrayidx8, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #1
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

attributes #0 = { convergent mustprogress noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
