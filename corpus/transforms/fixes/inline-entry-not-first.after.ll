; ModuleID = 'inline-entry-not-first.before.ll'
source_filename = "inline-entry-not-first.before.ll"

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #0

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #0

; Function Attrs: convergent
declare i32 @reduce(i32) #1

; Function Attrs: convergent
define void @caller(i32 %n, ptr %out) #1 {
start:
  %slot.i = alloca i32, align 4
  %e = call token @llvm.experimental.convergence.entry()
  br label %head

head:                                             ; preds = %head, %start
  %i = phi i32 [ 0, %start ], [ %i.next, %head ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  call void @llvm.lifetime.start.p0(ptr %slot.i)
  store i32 %i, ptr %slot.i, align 4
  %r.i = call i32 @reduce(i32 %i) [ "convergencectrl"(token %h) ]
  call void @llvm.lifetime.end.p0(ptr %slot.i)
  store i32 %r.i, ptr %out, align 4
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %head, label %done

done:                                             ; preds = %head
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
