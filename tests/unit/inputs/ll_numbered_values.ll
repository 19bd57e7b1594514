; tests/unit/test_ll.c, ll_numbers_unnamed_values_as_opt_prints_them:
; opt-22 -passes='print<cycles>' prints "depth=1: entries(4) 6 named" for @f.
@0 = global i32 7
define void @f(i1 %0, i32 %1, i32 %n) {
  %3 = add i32 %1, 1
  br label %4
4:
  %5 = phi i32 [ %3, %2 ], [ %7, %6 ]
  call void @g()
  br i1 %0, label %6, label %named
named:
  %x = add i32 %5, 2
  br label %6
6:
  %7 = add i32 %5, 1
  %ld = load i32, ptr @0
  br i1 %0, label %4, label %8
8:
  ret void
}
declare void @g()
