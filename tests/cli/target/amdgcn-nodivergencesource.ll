; nodivergencesource (LangRef): the call is no divergence source of its own;
; its result still follows divergent operands.  opt-22 calls @f(%tid)
; uniform (its own test marks it FIXME; docs/findings.md): a known
; difference, listed in tests/cli/target_opt.sh.
; Written for convcheck; compared with opt-22 by tests/cli/target_opt.sh.
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @f(i32)
declare i32 @g(i32) #0
define void @t(i32 inreg %u) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a = call i32 @f(i32 %tid) #0
  %b = call i32 @g(i32 %u)
  %c = call i32 asm "", "=v,v"(i32 %u) #0
  %d = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0) #0
  %e = add i32 %d, 1
  ret void
}
attributes #0 = { nounwind nodivergencesource }
