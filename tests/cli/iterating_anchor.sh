# tests/cli/iterating_anchor.sh — the experimental iterating anchor of the
# blog post "A New Type of Convergence Control Intrinsic?" (docs/findings.md,
# "The iterating anchor"): on every function of the three corpus
# cases, `converge --engine both` exits 1 exactly where the case expects no
# consistent relation and 0 elsewhere (the engines agree, else exit 2);
# the paradox's explanation names the iterating-anchor rule and the cycle;
# the dead-edge pair changes verdict; `verify` reports the post's static
# rule on both CFGs; without the switch the intrinsic does not parse.
. "$TOP/tests/cli/lib.sh"
F="$TOP/corpus/findings"
PARADOX="$F/seed002-iterating-anchor-paradox.cfg"
REENTRY="$F/seed002-iterating-anchor-reentry.cfg"
DEAD="$F/seed002-iterating-anchor-dead-edge.cfg"

# Each function's expected exit status comes from its own expectation
# lines: 1 with `expect no-consistent-relation`, else 0.
for f in "$PARADOX" "$REENTRY" "$DEAD"; do
  base=$(basename "$f" .cfg)
  for fn in $(sed -n 's/^function  *\([^ ]*\).*/\1/p' "$f"); do
    want=$(awk -v fn="$fn" '$1 == "function" { cur = $2 }
      cur == fn && $1 == "expect" && $2 == "no-consistent-relation" { r = 1 }
      END { print r + 0 }' "$f")
    run converge --no-db "$f" --function "$fn" --engine both
    expect_rc "iterating_anchor_both_${base}_$fn" "$want"
    run converge --no-db "$f" --function "$fn"
    expect_rc "iterating_anchor_explicit_${base}_$fn" "$want"
  done
done

# The paradox: Z3's core names the iterating-anchor rule and the assumption;
# the explicit engine prints the cycle of convergence-before.
run converge --no-db "$PARADOX" --function paradox_assumed --engine smt
expect_out "iterating_anchor_core_rule" \
  '%ia\(1;2\) == %ia\(2;2\) iff %ia\(1;1\) == %ia\(2;1\) \(iterating-anchor rule'
expect_out "iterating_anchor_core_assume" '%ia\(1;1\) == %ia\(2;1\) \(the case.s assume line\)'
expect_out "iterating_anchor_core_heart" '%h\(1\) == %h\(2\) iff %e\(1\) == %e\(2\) \(loop rule\)'
# the native convergence-before encoding: the program-order steps of the cycle
expect_out "iterating_anchor_core_order_2" 'thread 2 executes %h\(2\) before %ia\(2;2\) \(program order\)'
expect_out "iterating_anchor_core_cycle" 'so convergence-before has a cycle'
run converge --no-db "$PARADOX" --function paradox_assumed
expect_out "iterating_anchor_explicit_chain" \
  'the cycle: A \(thread 1, step 3\) before B \(thread 1, step 4\) converged \(%h\(1\) == %h\(2\)\) with B \(thread 2, step 3\) before A \(thread 2, step 4\) converged \(%ia\(2;2\) == %ia\(1;2\)\) with A \(thread 1, step 3\)'

# The dead edge: the same traces, consistent with it, not without it.
run converge --no-db "$DEAD" --function before_removal --engine both
expect_rc "iterating_anchor_dead_edge_before" 0
run converge --no-db "$DEAD" --function after_removal --engine both
expect_rc "iterating_anchor_dead_edge_after" 1

# verify: the post's rule on both CFGs, naming the heart, the iterating
# anchor and the closed path.
for fn in before_removal after_removal; do
  run verify --experimental iterating-anchor --function "$fn" "$DEAD"
  expect_rc "iterating_anchor_verify_rc_$fn" 1
  expect_out "iterating_anchor_verify_rule_$fn" \
    '\[iterating-anchor-heart\] the heart %h \(using %e\) and the iterating anchor %ia lie on a closed path'
  expect_out "iterating_anchor_verify_path_$fn" '^  closed path: B -> A -> B$'
done
# A heart in the header that dominates the iterating anchor: the rule holds.
cat >"$TMPD/ok.cfg" <<'CFG'
E -> H
H -> A
A -> H, X divergent
X
E: %e = entry
H: %h = loop(%e)
A: %ia = iterating_anchor
CFG
run verify --experimental iterating-anchor "$TMPD/ok.cfg"
expect_rc "iterating_anchor_verify_dominated" 0

# Without the switch: a parse error naming the line and the switch.
grep -v '^experimental' "$PARADOX" >"$TMPD/noswitch.cfg"
line=$(grep -n 'iterating_anchor$' "$TMPD/noswitch.cfg" | head -1 | cut -d: -f1)
for cmd in converge verify; do
  run $cmd "$TMPD/noswitch.cfg"
  expect_rc "iterating_anchor_refused_$cmd" 2
  expect_err "iterating_anchor_refused_msg_$cmd" \
    "noswitch.cfg:$line:[0-9]+: error: 'iterating_anchor' is an experimental intrinsic.*--experimental iterating-anchor"
done
run converge --no-db --experimental iterating-anchor --function paradox_assumed "$TMPD/noswitch.cfg"
expect_rc "iterating_anchor_option_enables" 1
run converge --no-db --experimental no-such-thing "$TMPD/noswitch.cfg"
expect_rc "iterating_anchor_option_unknown" 2
