# `convcheck analyze`: .cfg input (facts derived by hand in the inputs'
# comments), --json, --function, and the errors.
. "$TOP/tests/cli/lib.sh"
D="$TOP/tests/cli/analyze"

run analyze "$D/loop-exit.cfg"
expect_rc "analyze .cfg exits 0" 0
expect_out "analyze .cfg: divergent branch" '^  DIVERGENT:   br H, X \(divergent\)$'
expect_out "analyze .cfg: uniform branch stays uniform" '^               br A, B \(uniform\)$'
expect_out "analyze .cfg: cycle with divergent exit" '^  depth=1: entries\(H\)$'
if grep -q 'CYCLES ASSUMED DIVERGENT' "$OUT"; then fail "analyze .cfg: a reducible loop is not assumed divergent"; else ok "analyze .cfg: a reducible loop is not assumed divergent"; fi

run analyze "$D/irreducible-entry.cfg"
expect_rc "analyze irreducible exits 0" 0
expect_out "analyze irreducible: cycle assumed divergent" '^CYCLES ASSUMED DIVERGENT:$'
expect_out "analyze irreducible: the cycle has both entries" '^  depth=1: entries\((A B|B A)\)$'
expect_out "analyze irreducible: A's branch uniform" '^               br B, X \(uniform\)$'

run analyze --json "$D/loop-exit.cfg"
expect_rc "analyze --json exits 0" 0
expect_out "analyze --json: branch H divergent" '\{"block":"H","divergent":true\}'
expect_out "analyze --json: branch X uniform" '\{"block":"X","divergent":false\}'
expect_out "analyze --json: divergent exit cycle" '"cycles_with_divergent_exit":\[\{"header":"H","blocks":\["H"\],"depth":1\}\]'

if need_llvm_tests "analyze --function on temporal_diverge.ll"; then
  run analyze --function temporal_diverge "$LLVM_TESTS/Analysis/UniformityAnalysis/AMDGPU/temporal_diverge.ll"
  expect_rc "analyze --function exits 0" 0
  n=$(grep -c '^UniformityInfo for function' "$OUT")
  [ "$n" -eq 1 ] && ok "analyze --function prints one function" || fail "analyze --function prints $n functions"
fi

run analyze --function nope "$D/loop-exit.cfg"
expect_rc "analyze --function unknown exits 2" 2
expect_err "analyze --function unknown names it" "no function 'nope'"
run analyze "$TMPD/missing.ll"
expect_rc "analyze missing file exits 2" 2
run analyze --bogus "$D/loop-exit.cfg"
expect_rc "analyze unknown option exits 2" 2
run analyze
expect_rc "analyze without FILE exits 2" 2
printf 'define void @f( {\n' >"$TMPD/bad.ll"
run analyze "$TMPD/bad.ll"
expect_rc "analyze malformed .ll exits 2" 2
expect_err "analyze malformed .ll: file:line:col" 'bad.ll:[0-9]+:[0-9]+: error'
run analyze --help
expect_rc "analyze --help exits 0" 0
