# tests/cli/smt_tokens.sh — the SMT engine on programs with convergence
# tokens (encode/smt_tokens.c): on every [CO] corpus case with traces, and
# on the token finding with traces given here, the SMT engine and the
# explicit one agree on whether a consistent relation exists (exit 0 vs 1),
# for the case's anchors and for both anchor modes; `--engine both` (which
# also checks that Z3's relation is one of the explicit behaviours) never
# reports ENGINES DISAGREE; the anchor-in-loop contradiction prints its
# chain of rules from the unsat core.
. "$TOP/tests/cli/lib.sh"
SPEC="$TOP/corpus/spec"

# agree NAME ARGS... : explicit and smt exit alike (0 or 1), both exits so too
agree() {
  name=$1; shift
  run converge "$@"; rce=$RC
  run converge "$@" --engine smt; rcs=$RC
  run converge "$@" --engine both; rcb=$RC
  if [ "$rce" -le 1 ] && [ "$rce" -eq "$rcs" ] && [ "$rcb" -eq "$rce" ]; then ok "$name"; else
    fail "$name" "explicit $rce, smt $rcs, both $rcb" "$(head -c 400 "$ERR")"; fi
}

for f in "$SPEC"/co-*.cfg; do
  base=$(basename "$f" .cfg)
  fns=$(sed -n 's/^function  *\([^ ]*\).*/\1/p' "$f")
  if [ -z "$fns" ]; then
    agree "smt_tokens_agree_$base" "$f"
    agree "smt_tokens_agree_${base}_maximal" "$f" --anchor maximal
    agree "smt_tokens_agree_${base}_free" "$f" --anchor free
  else
    for fn in $fns; do
      agree "smt_tokens_agree_${base}_$fn" "$f" --function "$fn"
      agree "smt_tokens_agree_${base}_${fn}_maximal" "$f" --function "$fn" --anchor maximal
      agree "smt_tokens_agree_${base}_${fn}_quotient" "$f" --function "$fn" --reading quotient
    done
  fi
done

# The finding with an anchor in an irreducible cycle (its own file has no
# traces): each thread enters the cycle on a different side.
IRR="$TOP/corpus/findings/anchor-in-irreducible-cycle.cfg"
agree smt_tokens_agree_irreducible_maximal "$IRR" --trace 'Entry A C B C Exit' --trace 'Entry B C A C Exit'
agree smt_tokens_agree_irreducible_free "$IRR" --trace 'Entry A C B C Exit' --trace 'Entry B C A C Exit' --anchor free
agree smt_tokens_agree_irreducible_same "$IRR" --trace 'Entry A C A C Exit' --trace 'Entry A C B C Exit' --anchor free

# The contradiction of [CO] "Rationales for Static rules about cycles":
# the core names the case's assumption, the dynamic rule for the
# operation's instances, and the two instances of one thread in one class.
C="$SPEC/co-anchor-in-loop-contradiction.cfg"
run converge "$C" --function anchor_in_loop --engine smt
expect_rc smt_tokens_contradiction_status 1
expect_out smt_tokens_contradiction_header '^no consistent relation \(SMT unsat core\):$'
expect_out smt_tokens_contradiction_assume '^  %anchor\(1\) == %anchor\(2\) \(the case.s assume line\)$'
expect_out smt_tokens_contradiction_rule '@convergent\.op\(1;[12]\) == @convergent\.op\(2;[12]\) iff %anchor\(1\) == %anchor\(2\) \(dynamic rule of a controlled operation\)'
expect_out smt_tokens_contradiction_thread 'thread [12] has two instances in one class'
run converge "$C" --function anchor_in_loop_maximal --engine smt
expect_rc smt_tokens_contradiction_maximal_status 1
expect_out smt_tokens_contradiction_maximal_rule '%anchor\(1\) == %anchor\(2\) \(anchors maximal: the uncontrolled relation\)'
# Free anchors: consistent, and Z3's relation keeps the anchors apart.
run converge "$C" --function anchor_in_loop_free --engine both
expect_rc smt_tokens_free_status 0
expect_out smt_tokens_free_anchors_apart '^%anchor: %anchor\(1\), %anchor\(2\)$'
# JSON says the same.
run converge "$C" --function anchor_in_loop --engine smt --json
expect_out smt_tokens_json '"consistent": ?false'
# The heart outside the header (the case's hand derivation): every choice
# of %free with the anchors converged gives a cycle of convergence-before.
# %free converged makes @op.2's instances converged, and the cycle runs
# through the controlled instructions alone (thread 2's @op.2 precedes its
# %loop ~ thread 1's %loop, which precedes thread 1's @op.2): Z3 finds it
# from the named program-order steps.  %free apart leaves the cycle in the
# blocks' relation (through B), which the refinement loop excludes by name.
run converge "$SPEC/co-heart-not-in-header.cfg" --function heart_in_c --engine smt
expect_rc smt_tokens_heart_in_c_status 1
expect_out smt_tokens_heart_in_c_free_apart "not the anchors' choice \{%anchor\(1\) == %anchor\(2\), %free\(1\) != %free\(2\)\}: with it convergence-before of the blocks has a cycle"
expect_out smt_tokens_heart_in_c_free_together '@op\.2\(1\) == @op\.2\(2\) iff %free\(1\) == %free\(2\)'
expect_out smt_tokens_heart_in_c_order_thread2 '^  thread 2 executes @op\.2\(2\) before %loop\(2\) \(program order\)$'
expect_out smt_tokens_heart_in_c_order_cycle '^  so convergence-before has a cycle'

# The two-`if` loop of [CO] "Rationales for Static rules about cycles"
# (the case's hand derivation): with the anchors converged both operations
# converge across the threads, each thread executes them in the opposite
# order, and convergence-before has a cycle.  The core is exactly that:
# two dynamic rules, the assumption, one program-order step per thread —
# and no choice of the anchors had to be refuted by the blocks' check.
run converge "$SPEC/co-two-ops-anchor-in-loop.cfg" --engine smt
expect_rc smt_tokens_two_ifs_status 1
expect_out smt_tokens_two_ifs_op1 '^  @op\.1\(1\) == @op\.1\(2\) iff %anchor\(1\) == %anchor\(2\) \(dynamic rule of a controlled operation\)$'
expect_out smt_tokens_two_ifs_op2 '^  @op\.2\(1\) == @op\.2\(2\) iff %anchor\(1\) == %anchor\(2\) \(dynamic rule of a controlled operation\)$'
expect_out smt_tokens_two_ifs_t1 '^  thread 1 executes @op\.1\(1\) before @op\.2\(1\) \(program order\)$'
expect_out smt_tokens_two_ifs_t2 '^  thread 2 executes @op\.2\(2\) before @op\.1\(2\) \(program order\)$'
expect_out smt_tokens_two_ifs_cycle '^  so convergence-before has a cycle'
expect_out smt_tokens_two_ifs_native '0 choices of the anchors excluded'
