# tests/cli/smt_uni_tokens.sh — uniformity of values under convergence
# tokens in the SMT engine (encode/smt_values.c with the controlled
# relation of encode/smt_sym_tokens.c, smtT_build; docs/smt-tokens.md):
# `uniformity --engine both` agrees with the explicit engine on every value,
# branch and block (never ENGINES DISAGREE) for the temporal-divergence
# case of corpus/spec, every token module of corpus/transforms (before and
# after) and a two-hierarchy function with an anchor in an irreducible
# cycle (smt_uni_tokens/anchor-irreducible.ll), anchors free and maximal;
# `--engine smt` alone gives the hand-derived verdicts of
# corpus/spec/co-temporal-divergence-token.case on %use.
. "$TOP/tests/cli/lib.sh"
TD="$TOP/corpus/spec/co-temporal-divergence-token.ll"
IRR="$TOP/tests/cli/smt_uni_tokens/anchor-irreducible.ll"

# both NAME FILE ARGS... : the two engines agree (exit 0 or 1)
both() {
  name=$1 f=$2; shift 2
  run uniformity --engine both "$@" "$f"
  if [ "$RC" -le 1 ] && ! grep -q 'ENGINES DISAGREE' "$ERR"; then
    ok "$name"
  else
    fail "$name" "exit $RC" "$(grep DISAGREE "$ERR" | head -3)" "$(head -c 300 "$ERR")"
  fi
}

# The hand derivation of co-temporal-divergence-token.case (bound 8):
# inside the heart's region %use is uniform, outside it is divergent.
for an in free maximal; do
  both "uni_tokens_temporal_$an" "$TD" -k 2 -L 8 --anchor "$an"
done
run uniformity --engine smt -k 2 -L 8 --function inside_region --why %use "$TD"
expect_rc uni_tokens_smt_inside_rc 0
expect_out uni_tokens_smt_inside_uniform '^%use in function inside_region: uniform within k=2, L=8 \(engine smt.*; in the 1 hierarchy$'
run uniformity --engine smt -k 2 -L 8 --function outside_region --why %use "$TD"
expect_rc uni_tokens_smt_outside_rc 1
expect_out uni_tokens_smt_outside_divergent '^%use in function outside_region: DIVERGENT \(k=2, L=[0-9]+\); witness \(smt\)'
expect_out uni_tokens_smt_outside_token_classes '%inner: %inner\(1;1\) == %inner\(2\)'
if grep -q 'a bug in one of the engines' "$OUT"; then
  fail uni_tokens_smt_outside_witness_confirmed "$(cat "$OUT")"
else ok uni_tokens_smt_outside_witness_confirmed; fi
# The controlled relation is what makes %use uniform inside the region:
# ignoring the tokens, the exit instances of different iterations converge
# (temporal divergence, [CU] "Temporal Divergence").
run uniformity --engine smt --uncontrolled -k 2 -L 8 --function inside_region --why %use "$TD"
expect_rc uni_tokens_smt_uncontrolled_rc 1
expect_out uni_tokens_smt_uncontrolled_divergent '^%use in function inside_region: DIVERGENT'

# Every token module of corpus/transforms at k=2, L=6; anchors maximal
# for those with an anchor.
for f in "$TOP"/corpus/transforms/*.ll; do
  grep -q 'convergence\.\(entry\|anchor\|loop\)' "$f" || continue
  base=$(basename "$f" .ll)
  both "uni_tokens_${base}" "$f" -k 2 -L 6
  if grep -q 'convergence\.anchor' "$f"; then
    both "uni_tokens_${base}_maximal" "$f" -k 2 -L 6 --anchor maximal
  fi
done

# Two hierarchies: the controlled relations and their consistency are
# compared across them (m-convergence too).
for an in free maximal; do
  both "uni_tokens_irreducible_$an" "$IRR" -k 2 -L 5 --anchor "$an"
done

# Modules where a controlled operation's own class (not its block's
# relation) decides its result's uniformity: with the class taken from the
# block's relation instead, the engines disagree on them (checked by
# mutation when this test was written).
set -- "$TOP/corpus/rules/token-dominance.ll" "$TOP/corpus/rules/bundle-one-token.ll"
need_llvm_tests "uni_tokens_class on LLVM's BDCE and ADCE convergence.ll" &&
  set -- "$LLVM_TESTS/Transforms/BDCE/convergence.ll" "$LLVM_TESTS/Transforms/ADCE/convergence.ll" "$@"
for f in "$@"; do
  base=$(basename "$(dirname "$f")")-$(basename "$f" .ll)
  for an in free maximal; do both "uni_tokens_class_${base}_$an" "$f" -k 2 -L 6 --anchor "$an"; done
done
