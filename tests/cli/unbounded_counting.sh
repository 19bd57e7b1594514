# Counting phis (docs/unbounded.md, "Counting phis"): `uniformity
# --unbounded` proves a phi of a single-entry header uniform when it is a
# function of the header's counter, and must not where the rule's
# conditions fail.  Every expectation below comes from the hand derivation
# written at the top of the input file (tests/cli/unbounded_counting/), not
# from the program's output; the DIVERGENT ones are also witnesses the
# bounded engine replays (the engine checks that before printing).
. "$TOP/tests/cli/lib.sh"
D="$TOP/tests/cli/unbounded_counting"

# why VALUE FUNCTION FILE: the one-line verdict of VALUE.
why() { run uniformity --no-db --unbounded --function "$2" --why "$1" "$D/$3"; }

# counting.ll: every value of the loops proven; only %tid, %div and the
# branches on %div divergent; no unknown: exit 1 (some fail), never 2.
run uniformity --no-db --unbounded "$D/counting.ll"
expect_rc unbounded_counting_decided 1
if grep -qE '^ *UNKNOWN:|^; UNKNOWN ' "$OUT"; then fail unbounded_counting_no_unknown "$(grep UNKNOWN "$OUT")"
else ok unbounded_counting_no_unknown; fi
why %p two_backedges counting.ll
expect_out unbounded_counting_phi '^%p in function two_backedges: uniform, proven \(all L, all k\): a counting phi of header H: its value is a function of H.s counter'
why %inc two_backedges counting.ll
expect_out unbounded_counting_inc '^%inc in function two_backedges: uniform, proven \(all L, all k\): computed from counting phis of header H'
why %i nested counting.ll
expect_out unbounded_counting_outer 'uniform, proven \(all L, all k\): a counting phi of header H1'
why %j nested counting.ll
expect_out unbounded_counting_inner_init 'uniform, proven \(all L, all k\): a counting phi of header H2'
why %c nested counting.ll
expect_out unbounded_counting_inner_cond 'uniform, proven \(all L, all k\): computed from counting phis of header H2'
why %div nested counting.ll
expect_out unbounded_counting_tid_divergent 'DIVERGENT; witness'

# not_counting.ll: where the rule's conditions fail, it proves nothing.
why %p two_steps not_counting.ll
expect_out unbounded_counting_two_steps 'DIVERGENT; witness \(replayed by the bounded engine at k=2, L=[1-5]\)'
why %p divergent_step not_counting.ll
expect_out unbounded_counting_divergent_step 'DIVERGENT; witness'
why %p prev_of_other not_counting.ll
expect_out unbounded_counting_prev_unknown 'UNKNOWN|unknown'
if grep -q 'counting phi' "$OUT"; then fail unbounded_counting_prev_not_claimed "$(cat "$OUT")"
else ok unbounded_counting_prev_not_claimed; fi
why %q prev_of_other not_counting.ll
expect_out unbounded_counting_prev_q 'uniform, proven \(all L, all k\): a counting phi of header H'
why %inc read_after_exit not_counting.ll
expect_out unbounded_counting_exit_inc 'uniform, proven \(all L, all k\): computed from counting phis of header H'
why %out read_after_exit not_counting.ll
expect_out unbounded_counting_exit_out 'DIVERGENT; witness \(replayed by the bounded engine at k=2, L=[1-4]\)'
expect_out unbounded_counting_exit_traces 'Thread.: entry H H X'

# The bounded engine agrees on what the rule proves (k=2, L=12): nothing
# it proves is divergent there.
run uniformity --no-db -k 2 -L 12 "$D/counting.ll"
if grep -E 'DIVERGENT: +%(p|inc|i|i\.next|j|j\.next|c) ' "$OUT" >/dev/null; then
  fail unbounded_counting_bounded_agrees "$(grep DIVERGENT "$OUT")"
else ok unbounded_counting_bounded_agrees; fi
expect_out unbounded_counting_bounded_uniform '^ +%j = phi'
expect_out unbounded_counting_bounded_divergent 'DIVERGENT: +%div = icmp'

