; tests/cli/transform.sh: nneg_violable.before.ll with `zext nneg` of
; tid + 1.
;
; Hand derivation.  Without a range the id may be 2^31 - 1; then tid + 1
; is negative, `zext nneg` is poison (LangRef 'zext'), the load's address
; is poison and AFTER's load is undefined where BEFORE's reads key[2^31]:
; AFTER is not a refinement of BEFORE there, and what its waterfall loop
; does is not known.  The check cannot call it preserved; it names the
; flag (unknown).  Pairing paths with the convergent results shared
; (bpermute_address) must not hide the flag.
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)

define amdgpu_kernel void @g(ptr addrspace(1) %p) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %b = add i32 %tid, 1
  %z = zext nneg i32 %b to i64
  %gp = getelementptr i32, ptr addrspace(1) %p, i64 %z
  %l = load i32, ptr addrspace(1) %gp
  br label %loop
loop:
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %l)
  %c = icmp eq i32 %r, %l
  br i1 %c, label %done, label %loop
done:
  store i32 %r, ptr addrspace(1) %p
  ret void
}
