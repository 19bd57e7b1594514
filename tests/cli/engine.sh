# mconv and uniformity from the command line.
. "$TOP/tests/cli/lib.sh"
UA="$LLVM_TESTS/Analysis/UniformityAnalysis"

# The diverged-entry CFG of ConvergenceAndUniformity.rst: not m-converged.
DE="$TOP/corpus/spec/cu-diverged-entry-header-r.cfg"
run mconv -L 8 "$DE"
expect_rc "mconv: a block not m-converged exits 1" 1
expect_out "mconv: verdicts state their bounds or proof" '^  Entry +m-converged \(proven: in no cycle\)$'
expect_out "mconv: a witness has two hierarchies" '^    hierarchy 1: .* hierarchy 2: '
run mconv --json -L 8 "$DE"
expect_out "mconv --json shape" '^\{"functions":\[\{"name":"cu-diverged-entry-header-r","threads":2,"bound":8,"hierarchies":2,"tuples":[0-9]+,"complete":true,.*"blocks":\{"Entry":\{"m_converged":true,"verdict":"m-converged","basis":"proven","proven":true,"witness":null\},"P":\{"m_converged":false,"verdict":"not m-converged","basis":"witness","proven":false,"witness":\{"traces":\[\['

# The natural loop: one hierarchy, proven.
run mconv "$TOP/corpus/spec/cu-natural-loop.cfg"
expect_rc "mconv: all m-converged exits 0" 0
expect_out "mconv: one hierarchy is a proof" 'proven: the CFG has one cycle hierarchy'

# bounds
run mconv -L 0 "$DE"
expect_rc "mconv: bound 0 is refused" 2
run mconv --threads 9 "$DE"
expect_rc "mconv: 9 threads are refused" 2
run mconv --hierarchies some "$DE"
expect_rc "mconv: unknown hierarchy mode is refused" 2

# uniformity: on irreducible-1.ll the reference and opt-22 agree on every
# instruction (the analysis-only sections and our bounds line aside).
if need_llvm_tests "uniformity on LLVM's irreducible-1.ll, divergent-cycle-exit-join.ll"; then
if command -v opt-22 >/dev/null 2>&1; then
  run uniformity "$UA/AMDGPU/irreducible/irreducible-1.ll"
  expect_rc "uniformity: something divergent exits 1" 1
  grep -v '^; reference:' "$OUT" >"$TMPD/ours"
  opt-22 -mtriple amdgcn-- -passes='print<uniformity>' -disable-output \
    "$UA/AMDGPU/irreducible/irreducible-1.ll" 2>&1 |
    awk '/^CYCLES|^TEMPORAL/{skip=1; next} /^$/{skip=0} !skip' >"$TMPD/opt"
  if diff -u "$TMPD/opt" "$TMPD/ours" >"$TMPD/d"; then ok "uniformity: irreducible-1.ll line for line as opt-22"
  else fail "uniformity: irreducible-1.ll line for line as opt-22" "$(head -20 "$TMPD/d")"; fi
fi
# The cycle-exit phi LLVM 22 misses (PR 216100): a witness.
run uniformity --why %exit.phi "$UA/AMDGPU/divergent-cycle-exit-join.ll"
expect_rc "uniformity --why: divergent exits 1" 1
expect_out "uniformity --why prints the witness" 'are converged, but %exit.phi differs between them'
expect_out "uniformity --why prints the traces" 'Thread2: entry loop body loop exit'
run uniformity --why %nothing "$UA/AMDGPU/divergent-cycle-exit-join.ll"
expect_rc "uniformity --why of an unknown value exits 2" 2
fi
