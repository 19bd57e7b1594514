; An irreducible cycle (entry branches into both even and odd, as
; kernels/irreducible.c at -O0), %x and %n in stack slots.  %n's slot is
; stored once in entry and read in both blocks of the cycle: the contents
; where even and odd begin are pseudo-phis of each other and of %n, none
; trivial alone; together they are %n (docs/unbounded.md "Private stack
; slots").
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent

define void @f(i32 %n) {
entry:
  %n.addr = alloca i32, align 4, addrspace(5)
  %x = alloca i32, align 4, addrspace(5)
  %n.addr.ascast = addrspacecast ptr addrspace(5) %n.addr to ptr
  %x.ascast = addrspacecast ptr addrspace(5) %x to ptr
  store i32 %n, ptr %n.addr.ascast, align 4
  %0 = call i32 @llvm.amdgcn.workitem.id.x()
  store i32 %0, ptr %x.ascast, align 4
  %and = and i32 %0, 1
  %tobool = icmp ne i32 %and, 0
  br i1 %tobool, label %odd, label %even

even:
  %1 = load i32, ptr %x.ascast, align 4
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %1)
  %add = add nsw i32 %1, 3
  store i32 %add, ptr %x.ascast, align 4
  %2 = load i32, ptr %n.addr.ascast, align 4
  %cmp = icmp sgt i32 %add, %2
  br i1 %cmp, label %done, label %odd

odd:
  %3 = load i32, ptr %x.ascast, align 4
  %mul = mul nsw i32 %3, 2
  store i32 %mul, ptr %x.ascast, align 4
  %4 = load i32, ptr %x.ascast, align 4
  %5 = load i32, ptr %n.addr.ascast, align 4
  %cmp5 = icmp slt i32 %4, %5
  br i1 %cmp5, label %even, label %done

done:
  ret void
}
