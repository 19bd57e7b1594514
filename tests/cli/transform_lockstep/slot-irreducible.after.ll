; opt-22 -S -passes=sroa slot-irreducible.before.ll (LLVM 22's output).  By
; hand: %n's slot holds %n wherever it is read (its only store is in entry,
; which dominates even and odd); %x's content where even begins is %0 from
; entry and %mul from odd (%x.1's incoming values), where odd begins %0 from
; entry and %add from even (%x.0's); the conditions %add > n and %mul < n
; and readfirstlane's operand are the same functions of them: preserved for
; every trip count.

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #0

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1

define void @f(i32 %n) {
entry:
  %0 = call i32 @llvm.amdgcn.workitem.id.x()
  %and = and i32 %0, 1
  %tobool = icmp ne i32 %and, 0
  br i1 %tobool, label %odd, label %even

even:                                             ; preds = %odd, %entry
  %x.1 = phi i32 [ %mul, %odd ], [ %0, %entry ]
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x.1)
  %add = add nsw i32 %x.1, 3
  %cmp = icmp sgt i32 %add, %n
  br i1 %cmp, label %done, label %odd

odd:                                              ; preds = %even, %entry
  %x.0 = phi i32 [ %0, %entry ], [ %add, %even ]
  %mul = mul nsw i32 %x.0, 2
  %cmp5 = icmp slt i32 %mul, %n
  br i1 %cmp5, label %even, label %done

done:                                             ; preds = %odd, %even
  ret void
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
