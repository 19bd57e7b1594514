
; Function Attrs: convergent
declare void @sync() #0

; Function Attrs: convergent
define void @thread_header(i1 %c, ptr %q) #0 {
start:
  br i1 %c, label %side, label %head

side:                                             ; preds = %start
  store i32 7, ptr %q, align 4
  br label %head

head:                                             ; preds = %tail, %side, %start
  br i1 %c, label %work, label %tail

work:                                             ; preds = %head
  store i32 9, ptr %q, align 4
  br label %tail

tail:                                             ; preds = %work, %head
  call void @sync()
  br label %head
}

attributes #0 = { convergent }
