# Counting phis (docs/unbounded.md, "Counting phis"): `uniformity
# --unbounded` proves a phi of a single-entry header uniform when it is a
# function of the header's counter, and must not where the rule's
# conditions fail.  Every expectation below comes from the hand derivation
# written at the top of the input file (tests/cli/unbounded_counting/), not
# from the program's output; the DIVERGENT ones are also witnesses the
# bounded engine replays (the engine checks that before printing).
. "$TOP/tests/cli/lib.sh"
D="$TOP/tests/cli/unbounded_counting"

# counting.ll: every value of the loops proven; only %tid, %div and the
# branches on %div divergent; no unknown: exit 1 (some fail), never 2.
run uniformity --no-db --unbounded "$D/counting.ll"
expect_rc unbounded_counting_decided 1
if grep -qE '^ *UNKNOWN:|^; UNKNOWN ' "$OUT"; then fail unbounded_counting_no_unknown "$(grep UNKNOWN "$OUT")"
else ok unbounded_counting_no_unknown; fi

# One value's verdict (`--why`) per row: test name, file, function, value,
# the expected verdict (an ERE; PROVEN stands for "uniform (proven for
# every L, all k"), each from the derivation in the file.  not_counting.ll: where
# the rule's conditions fail it proves nothing; prev_of_other's %p is
# uniform in truth but outside the rule: unknown.
P='uniform \\(proven for every L, all k'  # doubled: a sed replacement
while read -r name file fn value re; do
  [ -n "$name" ] || continue
  run uniformity --no-db --unbounded --function "$fn" --why "$value" "$D/$file"
  expect_out "unbounded_counting_$name" "$(printf '%s' "$re" | sed "s/PROVEN/$P/")"
done <<'ROWS'
phi counting.ll two_backedges %p ^%p in function two_backedges: PROVEN: a counting phi of header H: its value is a function of H.s counter
inc counting.ll two_backedges %inc ^%inc in function two_backedges: PROVEN: computed from counting phis of header H
outer counting.ll nested %i PROVEN: a counting phi of header H1
inner_init counting.ll nested %j PROVEN: a counting phi of header H2
inner_cond counting.ll nested %c PROVEN: computed from counting phis of header H2
tid_divergent counting.ll nested %div DIVERGENT \(k=2, L=[0-9]+\); witness
latch_phi counting.ll step_in_latch %i PROVEN: a counting phi of header H
latch_step counting.ll step_in_latch %i.next PROVEN: computed from counting phis of header H
latch_cond counting.ll step_in_latch %c PROVEN: computed from counting phis of header H
latch_body counting.ll step_in_latch %k PROVEN: computed from counting phis of header H
latch_other_block counting.ll step_in_latch %m PROVEN: computed from counting phis of header H
latch_div counting.ll step_in_latch %div DIVERGENT \(k=2, L=[0-9]+\); witness
two_steps not_counting.ll two_steps %p DIVERGENT \(k=2, L=[1-5]\); witness
divergent_step not_counting.ll divergent_step %p DIVERGENT \(k=2, L=[0-9]+\); witness
prev_unknown not_counting.ll prev_of_other %p ^%p in function prev_of_other: unknown for every L: outside the exact fragment
prev_q not_counting.ll prev_of_other %q PROVEN: a counting phi of header H
sibling_p not_counting.ll init_from_sibling %p DIVERGENT \(k=2, L=[1-4]\); witness
sibling_init not_counting.ll init_from_sibling %s.inc PROVEN: computed from counting phis of header S
latch_phi_step not_counting.ll step_after_divergent_if %i DIVERGENT \(k=2, L=[1-6]\); witness
exit_inc not_counting.ll read_after_exit %inc PROVEN: computed from counting phis of header H
exit_out not_counting.ll read_after_exit %out DIVERGENT \(k=2, L=[1-4]\); witness
uexit_lcssa counting.ll read_after_uniform_exit %lcssa PROVEN: read after the loop of header H, which both threads leave at the same iteration
uexit_out counting.ll read_after_uniform_exit %out PROVEN: a function of values proven uniform, in a block in no cycle
first_lcssa counting.ll first_iteration_exit %lcssa PROVEN: read after the loop of header H, which every thread leaves in the first iteration
first_out counting.ll first_iteration_exit %out PROVEN: read after the loop of header H, which every thread leaves in the first iteration
first_after counting.ll first_iteration_exit %after PROVEN: read after the loop of header H, which every thread leaves in the first iteration
first_leave counting.ll first_iteration_exit %leave DIVERGENT \(k=2, L=[1-3]\); witness
copy_phi counting.ll copy_in_cone %p PROVEN: a counting phi of header H
copy_copy counting.ll copy_in_cone %m PROVEN: computed from counting phis of header H
copy_step counting.ll copy_in_cone %new PROVEN: computed from counting phis of header H
first_skipped not_counting.ll exit_not_first_iteration %out DIVERGENT \(k=2, L=[1-6]\); witness
first_skipped_i not_counting.ll exit_not_first_iteration %i PROVEN: a counting phi of header H
on_iteration_lcssa not_counting.ll exit_on_iteration %lcssa DIVERGENT \(k=2, L=[1-4]\); witness
on_iteration_out not_counting.ll exit_on_iteration %out DIVERGENT \(k=2, L=[1-4]\); witness
uexit_skipped not_counting.ll exit_not_every_iteration %out DIVERGENT \(k=2, L=[1-8]\); witness
ROWS
# the last row's witness: the thread that skips E once
expect_out unbounded_counting_exit_skipped_traces 'Thread.: entry H B L H B E X'
# read_after_exit's witness: the thread that stays a second time in H
run uniformity --no-db --unbounded --function read_after_exit --why %out "$D/not_counting.ll"
expect_out unbounded_counting_exit_traces 'Thread.: entry H H X'

# no_dominance.ll (not SSA: the step does not dominate the back edge): an
# input error at the phi, for the unbounded and the bounded engine alike.
for e in unbounded bounded; do
  if [ $e = unbounded ]; then set -- --unbounded; else set -- -L 8; fi
  run uniformity --no-db "$@" --function no_dominance --why %p "$D/no_dominance.ll"
  expect_rc "unbounded_counting_no_dominance_rc_$e" 2
  expect_err "unbounded_counting_no_dominance_msg_$e" \
    'no_dominance.ll:17:3: error: function .no_dominance.: %w \(block .A.\) does not dominate the end of block .L., where this phi reads it: not SSA'
done

# The bounded engine agrees on what the rule proves (k=2, L=12): nothing
# it proves is divergent there.
run uniformity --no-db -k 2 -L 12 "$D/counting.ll"
if grep -E 'DIVERGENT: +%(p|inc|i|i\.next|j|j\.next|c|k|m) ' "$OUT" >/dev/null; then
  fail unbounded_counting_bounded_agrees "$(grep DIVERGENT "$OUT")"
else ok unbounded_counting_bounded_agrees; fi
expect_out unbounded_counting_bounded_uniform '^ +%j = phi'
expect_out unbounded_counting_bounded_divergent 'DIVERGENT: +%div = icmp'

# LLVM's UniformityAnalysis functions against their corpus cases
# (corpus/llvm/*.case: the expected verdicts are hand derivations written
# in each case, e.g. temporal_diverge's "category (a)"): every verdict
# `uniformity --unbounded` gives agrees with the case (a proof or a
# replayed witness against a derivation would be a bug on one side), and
# the functions the first-iteration exit rule decides (temporal_diverge.ll's
# five) have every expected value and branch decided.
if need_llvm_tests unbounded_counting_llvm_cases; then
  bad="" open="" n=0
  for c in $(grep -l '^program llvm-tests:Analysis/UniformityAnalysis' "$TOP"/corpus/llvm/*.case); do
    prog=$(sed -n 's/^program llvm-tests://p' "$c")
    fn=$(sed -n 's/^function //p' "$c")
    run uniformity --no-db --unbounded --json --function "$fn" "$LLVM_TESTS/$prog"
    got=$(grep -o '"\(name\|block\)":"[^"]*","verdict":"[a-z]*"' "$OUT" |
      sed 's/^"name":"\([^"]*\)"/%\1/; s/^"block":"\([^"]*\)"/\1/; s/,"verdict":"\(.*\)"$/ \1/')
    strict=false
    case "$(basename "$c")" in
      temporal_diverge.*) strict=true ;;
    esac
    while read -r word verdict item; do
      [ "$word" = expect ] || continue
      case "$verdict" in uniform|divergent) ;; *) continue ;; esac
      n=$((n + 1))
      v=$(printf '%s\n' "$got" | awk -v i="$item" '$1 == i {print $2; exit}')
      case "$v" in
        "$verdict") ;;
        unknown|"") $strict && open="$open $(basename "$c" .case):$item" ;;
        *) bad="$bad $(basename "$c" .case):$item=$v" ;;
      esac
    done <"$c"
  done
  [ -z "$bad" ] && [ "$n" -gt 100 ] && ok unbounded_counting_llvm_cases_agree ||
    fail unbounded_counting_llvm_cases_agree "$n expectations; against the case:$bad"
  [ -z "$open" ] && ok unbounded_counting_llvm_cases_decided ||
    fail unbounded_counting_llvm_cases_decided "left unknown:$open"
fi
