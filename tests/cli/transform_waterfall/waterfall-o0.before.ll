; A waterfall loop as clang -O0 writes it for amdgcn (reduced by hand from
; /work/nu6/in/butterfly.O0.ll, kernel _Z9waterfallPKiPi): every local in a
; private (addrspace 5) slot used through an addrspacecast to the flat
; address space, the kernel's global pointer stored into a flat `ptr` slot,
; and the inlined __readfirstlane wrapper with its own slot for its operand.
; BEFORE of waterfall-o0-sroa.tcase; the steps after it are that case's AFTER
; and the other waterfall-o0-*.tcase.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @waterfall(ptr addrspace(1) %key.coerce, ptr addrspace(1) %out.coerce) #0 {
entry:
  %x.addr.i = alloca i32, align 4, addrspace(5)
  %key.addr = alloca ptr, align 8, addrspace(5)
  %k = alloca i32, align 4, addrspace(5)
  %cnt = alloca i32, align 4, addrspace(5)
  %cur = alloca i32, align 4, addrspace(5)
  %key.addr.ascast = addrspacecast ptr addrspace(5) %key.addr to ptr
  %k.ascast = addrspacecast ptr addrspace(5) %k to ptr
  %cnt.ascast = addrspacecast ptr addrspace(5) %cnt to ptr
  %cur.ascast = addrspacecast ptr addrspace(5) %cur to ptr
  store ptr addrspace(1) %key.coerce, ptr %key.addr.ascast, align 8
  %0 = load ptr, ptr %key.addr.ascast, align 8
  %1 = call i32 @llvm.amdgcn.workitem.id.x()
  %idxprom = zext i32 %1 to i64
  %arrayidx = getelementptr inbounds i32, ptr %0, i64 %idxprom
  %2 = load i32, ptr %arrayidx, align 4
  store i32 %2, ptr %k.ascast, align 4
  store i32 0, ptr %cnt.ascast, align 4
  br label %while.body

while.body:
  %3 = load i32, ptr %k.ascast, align 4
  %x.addr.ascast.i = addrspacecast ptr addrspace(5) %x.addr.i to ptr
  store i32 %3, ptr %x.addr.ascast.i, align 4
  %4 = load i32, ptr %x.addr.ascast.i, align 4
  %5 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %4)
  store i32 %5, ptr %cur.ascast, align 4
  %6 = load i32, ptr %cur.ascast, align 4
  %7 = load i32, ptr %k.ascast, align 4
  %cmp = icmp eq i32 %6, %7
  br i1 %cmp, label %if.then, label %while.body, !llvm.loop !0

if.then:
  %8 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %9 = call i64 @llvm.ctpop.i64(i64 %8)
  %cast.i = trunc i64 %9 to i32
  store i32 %cast.i, ptr %cnt.ascast, align 4
  %10 = load i32, ptr %cnt.ascast, align 4
  %11 = call i32 @llvm.amdgcn.workitem.id.x()
  %idxprom7 = zext i32 %11 to i64
  %arrayidx8 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom7
  store i32 %10, ptr addrspace(1) %arrayidx8, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #1
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2
declare i64 @llvm.amdgcn.ballot.i64(i1) #2
declare i64 @llvm.ctpop.i64(i64) #1

attributes #0 = { convergent mustprogress noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
