; Hand-written AFTER: the threading PR 204958 prevents, applied by hand
; (opt-22's SimplifyCFG does not thread this loop, because of the counter):
; the loop header %head is bypassed on every edge into it, since %c is known
; on each -- false on the edge from %first (into %tail), true on the edge
; from %side and on the back edge from %count (reached only when %c holds;
; into %work).  %first is merged into %start.  The loop {work, tail, count}
; now has two entries, %work and %tail.
declare void @sync() convergent

define void @thread_past_bound(i1 %c, ptr %q) convergent {
start:
  call void @sync()
  br i1 %c, label %side, label %tail

side:
  store i32 7, ptr %q
  br label %work

work:
  %i = phi i32 [ 0, %side ], [ %i.next, %count ]
  store i32 9, ptr %q
  br label %tail

tail:
  %i2 = phi i32 [ 0, %start ], [ %i, %work ]
  call void @sync()
  %i.next = add i32 %i2, 1
  br i1 %c, label %count, label %done

count:
  %more = icmp ult i32 %i.next, 8
  br i1 %more, label %work, label %done

done:
  ret void
}
