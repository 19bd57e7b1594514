# tests/cli/vocabulary.sh — every command's verdicts in the words of
# docs/design.md §12 (tests/cli/vocabulary.py reads its tables): the golden
# command lines (tests/golden/*.cmd) and the runs below, which reach the
# other engines and forms (--unbounded, --engine smt, --why, --dot,
# --check-relations, reduce's engines, a failing corpus case, bounded
# verdicts settled by signatures, a pipeline's steps in JSON, whose
# "basis" and "scope" are §12's words too).
. "$TOP/tests/cli/lib.sh"
export CONVCHECK_PROGRESS_AFTER=1000000
mkdir -p "$TMPD/out"
# runs PREFIX: each command line of stdin, its stdout into out/PREFIX.N.COMMAND.txt
runs() {
  n=0
  grep -v -e '^#' -e '^[[:space:]]*$' | while IFS= read -r line; do
    n=$((n + 1))
    SCRATCH="$TMPD/s$1.$n" && mkdir -p "$SCRATCH"
    (cd "$TOP" && eval "set -- $line" && exec "$CONVCHECK" "$@") >"$TMPD/out/$1.$n.${line%% *}.txt" 2>/dev/null </dev/null
  done
}
cat "$TOP"/tests/golden/*.cmd | runs golden
runs more <<'EOF2'
mconv --no-db --unbounded corpus/findings/llvm-170048.ll
mconv --no-db --unbounded --json corpus/findings/llvm-170048.ll
mconv --no-db --engine both -L 6 corpus/analysis/cu-diverged-entry-criterion.cfg
mconv --no-db --engine smt --timeout 1 -L 12 corpus/analysis/cu-diverged-entry-criterion.cfg
mconv --no-db --check-relations --engine both -L 6 corpus/analysis/cu-diverged-entry-criterion.cfg
mconv --no-db --json -L 8 corpus/analysis/cu-diverged-entry-criterion.cfg
mconv --no-db --dot -L 8 corpus/analysis/cu-diverged-entry-criterion.cfg
mconv --no-db corpus/spec/ct-irreducible-enclosing-natural-loops.cfg
mconv --no-db --json corpus/spec/ct-irreducible-enclosing-natural-loops.cfg
uniformity --no-db corpus/findings/sweep-irreducible-header-choice.ll
uniformity --no-db --unbounded corpus/analysis/rfc-temporal-divergence.ll
uniformity --no-db --unbounded --why %b.val corpus/analysis/rfc-temporal-divergence.ll
uniformity --no-db --unbounded --why %x corpus/analysis/rfc-temporal-divergence.ll
uniformity --no-db --why %j corpus/analysis/rfc-temporal-divergence.ll
uniformity --no-db --why %x corpus/analysis/rfc-temporal-divergence.ll
uniformity --no-db --why %x --dot corpus/analysis/rfc-temporal-divergence.ll
uniformity --no-db --engine smt -L 5 corpus/analysis/rfc-temporal-divergence.ll
transform --no-db --unbounded corpus/transforms/sink-anchor-conditional.before.ll corpus/transforms/sink-anchor-conditional.after.ll
transform --no-db --unbounded corpus/transforms/hoist-subgroupadd-divergent.before.ll corpus/transforms/hoist-subgroupadd-divergent.after.ll
transform --no-db --unbounded --json corpus/transforms/hoist-subgroupadd-divergent.before.ll corpus/transforms/hoist-subgroupadd-divergent.after.ll
transform --no-db --pass simplifycfg corpus/transforms/hoist-subgroupadd-divergent.before.ll
transform --no-db --json --pipeline 'default<O1>' corpus/transforms/hoist-anchor-out-of-loop.before.ll
transform --no-db --json --unbounded --pipeline 'default<O1>' corpus/transforms/hoist-anchor-out-of-loop.before.ll
transform --no-db --dot corpus/transforms/hoist-subgroupadd-divergent.before.ll corpus/transforms/hoist-subgroupadd-divergent.after.ll
corpus --no-db tests/cli/exit_status/wrong-expectation.cfg
audit --no-db corpus/findings/llvm-216100.ll
audit --no-db --json corpus/findings/llvm-216100.ll
audit --no-db --dot corpus/findings/llvm-216100.ll
audit --no-db --all -L 8 corpus/analysis/cu-diverged-entry-criterion.cfg
audit --no-db --all -L 2 corpus/analysis/cu-diverged-entry-criterion.cfg
audit --no-db --all --dot -L 2 corpus/analysis/cu-diverged-entry-criterion.cfg
audit --no-db --all --json -L 2 corpus/analysis/cu-diverged-entry-criterion.cfg
audit --no-db --all tests/cli/audit/unmodelled.ll
audit --no-db --analysis llvm --max-tuples 2 --all corpus/findings/llvm-216100.ll
audit --no-db --analysis llvm --max-tuples 2 --all --json corpus/findings/llvm-216100.ll
audit --no-db --analysis llvm --max-tuples 2 --all --dot corpus/findings/llvm-216100.ll
reduce --check --unsound llvm %r corpus/findings/llvm-216100.ll
EOF2
set -- "$TMPD"/out/*.txt
[ $# -gt 40 ] && ok "vocabulary: $# outputs" || fail "vocabulary: only $# outputs"
python3 "$TOP/tests/cli/vocabulary.py" "$TOP/docs/design.md" "$@"

# converge's verdict line starts with the table's word (consistent |
# INCONSISTENT): the natural loop's relation is consistent by [CU]'s own
# table of it (corpus/spec/cu-natural-loop.cfg)
OUT="$TMPD/converge.txt" # (out/ is this script's folder of outputs)
run converge --no-db "$TOP/corpus/spec/cu-natural-loop.cfg"
expect_out vocabulary_converge_consistent '^consistent: converged-with is transitive; convergence-before is a strict partial order$'

# a failed corpus case states its verdict in a form of §12, a witness with
# its own bounds (the shortest, as mconv and uniformity print it): S of the
# diverged entry criterion is not m-converged by threads Entry P Q R S and
# Entry P Q S P (k=2, L=5: `mconv` prints that witness); %use of
# co-temporal-divergence-token's outside_region is divergent by threads
# leaving the loop after iterations 1 and 2 (traces of 3 and 4 blocks: the
# case's hand derivation), and %i.next is uniform within the case's bound
run corpus --no-db "$TOP/tests/cli/exit_status/wrong-expectation.cfg"
expect_out vocabulary_corpus_mconv_witness_bounds '^  line 15: S is NOT m-converged \(k=2, L=5\)$'
mkdir -p "$TMPD/wrong"
cp "$TOP/corpus/spec/co-temporal-divergence-token.ll" "$TMPD/wrong/"
printf 'program co-temporal-divergence-token.ll\nfunction outside_region\nsource wrong on purpose\nbound 8\nexpect uniform %%use\nexpect divergent %%i.next\n' >"$TMPD/wrong/wrong.case"
run corpus --no-db "$TMPD/wrong/wrong.case"
expect_out vocabulary_corpus_value_witness_bounds '^  line 5: %use is DIVERGENT \(k=2, L=4\)$'
expect_out vocabulary_corpus_uniform_within '^  line 6: %i.next is uniform within k=2, L=8$'
