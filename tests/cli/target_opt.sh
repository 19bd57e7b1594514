# The target model (model/target.h) against LLVM 22: `convcheck analyze`
# and `opt-22 -passes='print<uniformity>'` on modules written to exercise
# each rule of the amdgcn, nvptx and scalar tables (tests/cli/target/*.ll,
# each saying what it checks), and on one kernel per amdgcn intrinsic of
# LLVM 22 (tests/cli/target/amdgcn-intrinsics.ll, written by
# tests/tools/intrinsic_probe.c from LLVM's own intrinsic table).  The
# DIVERGENT set and the text must be opt's on every function but those in
# KNOWN (docs/findings.md says why).
. "$TOP/tests/cli/lib.sh"
command -v "${OPT:-opt-22}" >/dev/null 2>&1 || { fail target_opt_available "opt-22 not found"; exit 0; }
KNOWN=$(sed -n '/^# KNOWN-BEGIN/,/^# KNOWN-END/p' "$0" | grep -v '^# KNOWN' | sed 's/^# *//')
# KNOWN-BEGIN
# amdgcn-nodivergencesource.ll:t
# amdgcn-atomic-intrinsics.ll:k
# amdgcn-intrinsics.ll:u.llvm.amdgcn.raw.buffer.atomic.sub.clamp.u32
# amdgcn-intrinsics.ll:u.llvm.amdgcn.raw.ptr.buffer.atomic.sub.clamp.u32
# amdgcn-intrinsics.ll:u.llvm.amdgcn.struct.buffer.atomic.sub.clamp.u32
# amdgcn-intrinsics.ll:u.llvm.amdgcn.struct.ptr.buffer.atomic.sub.clamp.u32
# KNOWN-END
opt_compare target_opt "$TOP/tests/cli/target" "$KNOWN" 39
