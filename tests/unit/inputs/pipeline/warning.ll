; A loop asked to be unrolled (llvm.loop.unroll.count) that nothing unrolls:
; transform-warning prints "loop not unrolled" between instcombine's dump and
; its own banner.
define void @w(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %x = add i32 %n, 0
  %c = icmp ult i32 %i.next, %x
  br i1 %c, label %loop, label %exit, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.count", i32 4}
