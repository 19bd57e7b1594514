declare void @f()
declare i32 @g(i32)
