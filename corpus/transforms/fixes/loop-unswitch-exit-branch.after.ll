; ModuleID = 'loop-unswitch-exit-branch.before.ll'
source_filename = "loop-unswitch-exit-branch.before.ll"

; Function Attrs: convergent nounwind willreturn memory(none)
declare i32 @lanesum(i32) #0

define void @unswitch_exit(i1 %stop, i32 %n, ptr %out) {
start:
  br i1 %stop, label %done.split, label %start.split

start.split:                                      ; preds = %start
  br label %top

top:                                              ; preds = %next, %start.split
  %k = phi i32 [ 0, %start.split ], [ %k.next, %next ]
  %s = call i32 @lanesum(i32 %k)
  br label %mid

mid:                                              ; preds = %top
  store i32 %s, ptr %out, align 4
  br label %next

next:                                             ; preds = %mid
  %k.next = add i32 %k, 1
  %again = icmp ne i32 %k.next, %n
  br i1 %again, label %top, label %done

done:                                             ; preds = %next
  br label %done.split

done.split:                                       ; preds = %start, %done
  ret void
}

attributes #0 = { convergent nounwind willreturn memory(none) }
