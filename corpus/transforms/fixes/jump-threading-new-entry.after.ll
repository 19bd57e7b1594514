; ModuleID = 'jump-threading-new-entry.before.ll'
source_filename = "jump-threading-new-entry.before.ll"

; Function Attrs: convergent
declare i32 @shuffle(i32) #0

declare void @note(i32)

define void @new_entry(i1 %c, i32 %y, ptr %out) {
start:
  br i1 %c, label %m.thread, label %m

m.thread:                                         ; preds = %start
  call void @note(i32 1)
  br label %use

m:                                                ; preds = %start
  call void @note(i32 2)
  %one = icmp eq i32 %y, 1
  br i1 %one, label %use, label %skip

use:                                              ; preds = %m.thread, %m
  %x3 = phi i32 [ 1, %m.thread ], [ %y, %m ]
  %s = call i32 @shuffle(i32 %x3)
  store i32 %s, ptr %out, align 4
  br label %skip

skip:                                             ; preds = %use, %m
  ret void
}

attributes #0 = { convergent }
