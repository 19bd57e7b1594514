; Regression pattern (a) of issue 27: PR 204958's loop (see
; simplifycfg-thread-loop-header) made finite -- the latch continues while
; %c holds, then a second block checks that fewer than 8 iterations ran --
; so that a thread with %c true runs 8 iterations, a path of 36 block
; executions, longer than L = 12.
declare void @sync() convergent

define void @thread_past_bound(i1 %c, ptr %q) convergent {
start:
  br label %first

first:
  call void @sync()
  br i1 %c, label %side, label %head

side:
  store i32 7, ptr %q
  br label %head

head:
  %i = phi i32 [ 0, %first ], [ 0, %side ], [ %i.next, %count ]
  br i1 %c, label %work, label %tail

work:
  store i32 9, ptr %q
  br label %tail

tail:
  call void @sync()
  %i.next = add i32 %i, 1
  br i1 %c, label %count, label %done

count:
  %more = icmp ult i32 %i.next, 8
  br i1 %more, label %head, label %done

done:
  ret void
}
