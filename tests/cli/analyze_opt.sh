# `convcheck analyze` against LLVM 22's own analysis
# (`opt-22 -passes='print<uniformity>'`, run live) on every function of
# LLVM's UniformityAnalysis tests in ../shared (AMDGPU, AMDGPU/irreducible,
# NVPTX), each for the target of its RUN line (tests/tools/uniformity_vs_opt.sh):
# the DIVERGENT set must be opt's on every function, and the printed text
# identical byte for byte, but for the lists whose order opt-22 takes from
# a set of pointers, different from run to run (its divergent arguments,
# its cycle lists, the temporal divergence list's cycles: compared as sets;
# docs/findings.md "Order of the lists opt-22 prints").
# The functions where the two differ for a reason written in docs/findings.md
# are listed in KNOWN by file:function; a listed function that has
# become identical fails too (the list must be kept exact).  Today: the
# cycle-exit phis of LLVM PR 216100 (fixed after LLVM 22 by PR 216296),
# where analysis/ is sound and LLVM 22 is not (docs/findings.md, "Known
# LLVM reports"; the reference's witness in corpus/llvm/divergent-cycle-exit-*).
. "$TOP/tests/cli/lib.sh"
OPT=${OPT:-opt-22}
command -v "$OPT" >/dev/null 2>&1 || { fail analyze_opt_available "$OPT not found"; exit 0; }
need_llvm_tests analyze_opt || end_here


KNOWN=$(sed -n '/^# KNOWN-BEGIN/,/^# KNOWN-END/p' "$0" | grep -v '^# KNOWN' | sed 's/^# *//')
# KNOWN-BEGIN
# AMDGPU/divergent-cycle-exit-join.ll:constant_phi_at_cycle_exit
# AMDGPU/divergent-cycle-exit-phi.ll:divergent_cycle_exit_phi
# AMDGPU/divergent-cycle-exit-phi.ll:nested_cycle_exit_phi
# KNOWN-END

opt_compare analyze_opt "$LLVM_TESTS/Analysis/UniformityAnalysis" "$KNOWN" 80
