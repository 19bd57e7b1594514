; A fresh user's case (a HIP __ballot helper, shortened).  @vote has
; internal linkage and its one caller passes 1, so IPSCCP rewrites its
; body for that argument (the ballot's operand `icmp ne %p, 0` becomes
; `true`) -- legal: no call can pass anything else (LangRef, "Linkage
; Types": internal symbols are not reachable from outside the module).
; Checked alone with any %p, @vote's two bodies differ at %p = 0, a value
; no caller passes: no verdict on @vote (unknown, naming its linkage);
; @k, whose check executes @vote's body (the call expanded), is preserved.
target triple = "amdgcn-amd-amdhsa"
declare i64 @llvm.amdgcn.ballot.i64(i1) convergent
define internal i64 @vote(i32 %p) convergent {
entry:
  %c = icmp ne i32 %p, 0
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %c)
  ret i64 %b
}
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %v = call i64 @vote(i32 1)
  store i64 %v, ptr addrspace(1) %out
  ret void
}
