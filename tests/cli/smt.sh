# The SMT engine from the command line: --engine smt|both on converge and
# mconv (a disagreement would be an error, exit 2), --timeout.
. "$TOP/tests/cli/lib.sh"
NESTED="$TOP/corpus/spec/cu-both-diverged-nested.cfg"
run converge --engine both "$NESTED"
expect_rc "converge --engine both: the engines agree on the spec's 3-thread table" 0
expect_out "converge --engine smt prints the spec's table" '^\| Thread3 \| Entry3 \|    \|    \|    \|    \|    \| R3 \| S4 \| Exit3 \|$'
DE="$TOP/corpus/spec/cu-diverged-entry-header-r.cfg"
run mconv --engine both -L 5 "$DE"
expect_rc "mconv --engine both: agree, S not m-converged (exit 1)" 1
expect_out "mconv --engine both: a verdict of both engines" '^  S +NOT m-converged \(k=2, L=5\); witness \(smt, both engines agree\):$'
expect_out "mconv --engine both: P m-converged within the bounds" '^  P +m-converged within k=2, L=5 \(both engines\)$'
run mconv --engine smt --timeout 1 -L 12 "$DE"
expect_rc "mconv --timeout 1: a solver time limit exits 2" 2
expect_out "mconv --timeout 1: undecided blocks say unknown" '^  P +unknown within k=2, L=[0-9]+: smt: time limit'
expect_out "mconv --timeout 1: proven blocks need no solver" '^  Exit +m-converged \(proven: in no cycle\)$'
expect_err "mconv --timeout 1: the error says what happened" 'time limit on [0-9]+ blocks: no verdict'
if need_llvm_tests "mconv --engine both on LLVM's irreducible-1.ll"; then
  run mconv --engine both -L 5 "$LLVM_TESTS/Analysis/UniformityAnalysis/AMDGPU/irreducible/irreducible-1.ll"
  expect_rc "mconv --engine both takes programs with values (.ll); the engines agree" 1
  expect_out "mconv --engine both on .ll: a verdict of both engines" '(both engines|both engines agree)'
fi
run mconv --engine quantum "$DE"
expect_rc "an unknown engine is a usage error" 2
