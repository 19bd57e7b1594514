# tests/cli/tokens.sh — convergence control tokens on the command line:
# converge with tokens (tables per behaviour, the token instructions'
# classes, "no consistent relation" and its exit status), .cfg errors,
# mconv --controlled, uniformity controlled/uncontrolled.
. "$TOP/tests/cli/lib.sh"
SPEC="$TOP/corpus/spec"

# The heart in the header: with the case's assumption (anchors converged)
# one behaviour; the document's items 1-4 in the token lines.
run converge "$SPEC/co-heart-in-header.cfg"
expect_rc converge_heart_status 0
expect_out converge_heart_one_behaviour '^1 consistent behaviour of 1 choice of the anchors'
expect_out converge_heart_loop_classes '^%loop: %loop\(1;1\) == %loop\(2;1\), %loop\(1;2\) == %loop\(2;2\)$'
expect_out converge_heart_op1_apart '^@op\.1: @op\.1\(1\), @op\.1\(2\)$'

# The anchor-in-loop contradiction: exit 1 and the document's argument.
run converge "$SPEC/co-anchor-in-loop-contradiction.cfg" --function anchor_in_loop
expect_rc converge_contradiction_status 1
expect_out converge_contradiction_says_so '^no consistent relation: @convergent\.op\(1;1\) and @convergent\.op\(1;2\) \(thread 1\)'
expect_out converge_contradiction_transitivity 'so by transitivity @convergent\.op\(1;1\) == @convergent\.op\(1;2\)'
# --trace instead of the case's traces: no assumption, anchors free: the
# choice with the anchors converged is rejected, one behaviour remains.
run converge "$SPEC/co-anchor-in-loop-contradiction.cfg" --function anchor_in_loop \
    --trace 'A B B C' --trace 'A B B C'
expect_rc converge_free_status 0
expect_out converge_free_counts '^1 consistent behaviour of 2 choices of the anchors'
run converge "$SPEC/co-anchor-in-loop-contradiction.cfg" --function anchor_in_loop \
    --trace 'A B B C' --trace 'A B B C' --anchor maximal
expect_rc converge_maximal_status 1
# Free anchors with two behaviours print a table each.
run converge "$SPEC/co-opportunistic-anchor.cfg" --function reserve_free
expect_rc converge_two_behaviours_status 0
expect_out converge_two_behaviours '^behaviour 2 \(numbered as behaviour 1\):$'
# --uncontrolled: the plain maximal relation (no token lines).
run converge "$SPEC/co-heart-in-header.cfg" --uncontrolled
if [ "$RC" -eq 0 ] && ! grep -q '^%loop' "$OUT"; then ok converge_uncontrolled; else
  fail converge_uncontrolled "status $RC"; fi
# The SMT engine handles tokens (tests/cli/smt_tokens.sh cross-checks it).
run converge "$SPEC/co-heart-in-header.cfg" --engine smt
expect_rc converge_smt_tokens_status 0
expect_out converge_smt_tokens_consistent "^engine smt: a consistent relation exists"
run converge "$SPEC/co-heart-in-header.cfg" --anchor sometimes
expect_rc converge_bad_anchor 2

# .cfg errors: file:line:col and exit 2.
printf 'A -> B\nB\nB: %%t = loop\n' >"$TMPD/bad1.cfg"
run converge "$TMPD/bad1.cfg" --trace 'A B' --trace 'A B'
expect_rc cfg_loop_without_token_status 2
expect_err cfg_loop_without_token "bad1\.cfg:3:9: error: 'loop' needs a token operand"
printf 'A\nA: @op(%%t)\n' >"$TMPD/bad2.cfg"
run converge "$TMPD/bad2.cfg" --trace A --trace A
expect_rc cfg_unknown_token_status 2
expect_err cfg_unknown_token "bad2\.cfg:2:8: error: unknown token '%t'"

# mconv --controlled: the run says which relation it used.
run mconv --controlled -L 8 "$SPEC/co-divergent-exit-loop.cfg"
expect_rc mconv_controlled_status 0
expect_out mconv_controlled_note 'controlled relation \(\[CO\] "Controlled Maximal Convergence"\), anchors free'
run mconv -L 8 "$SPEC/co-divergent-exit-loop.cfg"
expect_out mconv_uncontrolled_note 'convergence tokens ignored'
# the SMT engine decides the controlled relation of .cfg programs too
# (tests/cli/smt_sym_tokens.sh cross-checks it) and says which it used
run mconv --no-db --controlled --engine smt -L 8 "$SPEC/co-divergent-exit-loop.cfg"
expect_rc mconv_controlled_smt_status 0
expect_out mconv_controlled_smt_note 'controlled relation \(\[CO\] "Controlled Maximal Convergence"\), anchors free'

# uniformity: the use after a divergent exit inside the heart's region is
# uniform with the controlled relation and divergent without it.
LL="$SPEC/co-temporal-divergence-token.ll"
run uniformity --function inside_region -L 8 --why %use "$LL"
expect_rc uniformity_controlled_status 0
expect_out uniformity_controlled_uniform '^%use in function inside_region: uniform'
run uniformity --function inside_region -L 8 --why %use --uncontrolled "$LL"
expect_rc uniformity_uncontrolled_status 1
expect_out uniformity_uncontrolled_witness 'are converged, but %use differs between them'

# An entry token used only in the entry block changes nothing: region
# {Entry}, all threads converged there.  The controlled verdicts of every
# block equal the uncontrolled ones on an irreducible CFG with several
# hierarchies (CycleTerminology's "irreducible cycle enclosing natural
# loops", every branch divergent), under both hierarchy notions.
grep -v -E '^(expect|    |source)' "$TOP/corpus/spec/ct-irreducible-enclosing-natural-loops.cfg" |
  sed '/->/s/$/ divergent/' >"$TMPD/irr.cfg"
printf 'Entry: %%e = entry\nEntry: @op(%%e)\n' >>"$TMPD/irr.cfg"
for hm in realizable all-entries; do
  run mconv -L 7 --hierarchies $hm "$TMPD/irr.cfg"
  grep -E '^  [A-Za-z]+ +(m-converged|NOT|unknown)' "$OUT" | sed 's/;.*//' >"$TMPD/unc"
  run mconv -L 7 --hierarchies $hm --controlled "$TMPD/irr.cfg"
  grep -E '^  [A-Za-z]+ +(m-converged|NOT|unknown)' "$OUT" | sed 's/;.*//' >"$TMPD/con"
  if [ -s "$TMPD/unc" ] && grep -q NOT "$TMPD/unc" && diff "$TMPD/unc" "$TMPD/con" >/dev/null; then
    ok "mconv_controlled_entry_only_same_$hm"
  else
    fail "mconv_controlled_entry_only_same_$hm" "$(diff "$TMPD/unc" "$TMPD/con" | head -10)"
  fi
done

# `converge` on a token program records its verdict in the store like the
# uncontrolled path: the nested-hearts rationale example (no consistent
# relation, the case's hand derivation) and its free-anchors variant
# (consistent), with the controlled options; a bad --trace records nothing.
TDB="$TMPD/tokens.db"
NH="$TOP/corpus/spec/co-nested-hearts-same-token.cfg"
run converge --db "$TDB" "$NH" --engine both
expect_rc converge_tokens_record_rc 1
run converge --db "$TDB" "$NH" --function nested_hearts_free
expect_rc converge_tokens_record_free_rc 0
run converge --db "$TDB" "$NH" --trace 'A B' --trace 'A Nope'
expect_rc converge_tokens_record_bad_rc 2
run results list --json --db "$TDB"
expect_out converge_tokens_record_first '"id":1,.*"command":"converge","options":\{"engine":"both",[^}]*"controlled":true,"anchors":"free"[,}].*"outcomes":\{"no-consistent-relation":1\}'
expect_out converge_tokens_record_second '"id":2,.*"outcomes":\{"consistent":1\}\}\]\}$'
run results export 1 --json --db "$TDB"
expect_out converge_tokens_record_witness 'thread 2 executes %loop2\(2\) before %loop1\(2\)'
