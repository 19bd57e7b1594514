# transform --unbounded: the simulation rule (docs/unbounded.md "Transforms:
# the simulation rule") decides loops whose shape the pass changed.  Every
# expected verdict is derived by hand in the comment at the top of its
# AFTER file (tests/cli/transform_simulate/).
. "$TOP/tests/cli/lib.sh"
D="$TOP/tests/cli/transform_simulate"

# LoopRotate (opt-22's output, kept): preserved for every L and every k by
# the rule; the lockstep rule does not apply (the CFGs differ).
run transform --no-db --unbounded "$D/while.before.ll" "$D/rotate.after.ll"
expect_rc simulate_rotate_status 0
expect_out simulate_rotate_text "^f: preserved \(proven for every L, all k: the simulation rule, docs/unbounded.md: each of AFTER's 5 blocks starts at one place of BEFORE; by induction on AFTER's block executions 1 event pair equal, [0-9]+ branches of BEFORE decided by AFTER's, [0-9]+ values? of BEFORE equal to AFTER's at cut points \([0-9]+ by Z3\); 1 loop counter of BEFORE a function of AFTER's at convergent events\)$"
run transform --no-db --unbounded --json "$D/while.before.ll" "$D/rotate.after.ll"
expect_out simulate_rotate_json '"verdict":"preserved","basis":"proven","scope":"every L, all k","threads":2,"bound":"unbounded","decided_at_L":null,"why":"the simulation rule[^"]*","all_threads":true,"rule":"simulation"'

# LoopSimplify's preheader and dedicated exit (opt-22's output, kept), and
# an unrolling by 2 that keeps both exit tests (by hand; BEFORE's header
# counter is 2 x AFTER's at one copy, 2 x AFTER's - 1 at the other).
run transform --no-db --unbounded "$D/exits.before.ll" "$D/exits.after.ll"
expect_rc simulate_exits_status 0
expect_out simulate_exits_text '^f: preserved \(proven for every L, all k: the simulation rule'
run transform --no-db --unbounded "$D/dowhile.before.ll" "$D/unroll2.after.ll"
expect_rc simulate_unroll2_status 0
expect_out simulate_unroll2_text '^f: preserved \(proven for every L, all k: the simulation rule.* 2 event pairs equal.*; 2 loop counters of BEFORE'

# SimplifyCFG merging a loop body's two blocks (opt-22's output, kept), and
# a rotation by hand that copies the header's call into the guard and the
# body (BEFORE's %i is AFTER's %i2 + 1 at the body).
for c in merge hcall; do
  run transform --no-db --unbounded "$D/$c.before.ll" "$D/$c.after.ll"
  expect_rc "simulate_${c}_status" 0
  expect_out "simulate_${c}_text" '^f: preserved \(proven for every L, all k: the simulation rule.* 2 event pairs equal.*; 2 loop counters of BEFORE'
done

# A runtime unrolling with a remainder, a split by tid's parity: broken
# (the bounded check's counterexample; the rule does not prove them, see
# tests/unit unbounded_simulate_cases).  A split by the iteration's parity:
# preserved in truth, but the counters do not show the two copies apart:
# unknown, with the bounded statement and the rule's reason.
run transform --no-db --unbounded "$D/dowhile.before.ll" "$D/remainder.after.ll"
expect_rc simulate_remainder_status 1
expect_out simulate_remainder_text '^f: broken \(k=2, L=[0-9]+\): a counterexample on finite traces, so for every L$'
run transform --no-db --unbounded "$D/dowhile.before.ll" "$D/split-tid.after.ll"
expect_rc simulate_split_tid_status 1
expect_out simulate_split_tid_text '^f: broken \(k=2, L=[0-9]+\)'
run transform --no-db --unbounded "$D/dowhile.before.ll" "$D/split-iv.after.ll"
expect_rc simulate_split_iv_status 2
expect_out simulate_split_iv_text '^f: unknown for every L: .*\(preserved within k=2, L=12\); the lockstep rule does not apply: .*; nor the simulation rule: two events of AFTER \(blocks b and a\) stand for %s = call i32 @subgroupAdd\(i32 %i\) of BEFORE, and the counters do not show that BEFORE never converges their instances; what to do next: a larger -L extends the bounded check \(now L=12\) to longer paths; no option decides every L here \(docs/unbounded.md "What stays unknown": the rules it would need\)$'
# what the next step promises holds: -L 14 with --unbounded checks at L=14
run transform --no-db --unbounded -L 14 "$D/dowhile.before.ll" "$D/split-iv.after.ll"
expect_out simulate_split_iv_next_L '^f: unknown for every L: .*\(preserved within k=2, L=14\); .*; what to do next: a larger -L extends the bounded check \(now L=14\)'

# Unrolling without the tests between the copies (docs/unbounded.md
# "Unrolling without tests between the copies"): opt-22's unrolling by 4 of
# a trip count 4 (tid + n), a hand unrolling by 2 under a guard lim = 0 mod
# 4, both preserved for every L (the skipped tests decided by the
# congruence of AFTER's %i and the trip count's term or the guard's fact);
# the unrolling by 4 under a guard mod 2 only is not single-thread
# equivalent (hand derivations at the top of each AFTER file).  A full
# unrolling of a 4-iteration loop inside a loop over tid + n (opt-22's
# loop-unroll-full) is preserved for every L (the tests between the copies
# decided by the facts, constants); one copy dropped by hand is not
# single-thread equivalent.
# A rotation whose guard the dominating test made redundant (opt-22's
# LoopRotate after `if (n <= 0) return`, as a new user's OpenCL kernel):
# BEFORE's first header test decided by the facts of the path, preserved
# for every L; the same rotation under a guard that lets lim = 0 into the
# loop is not single-thread equivalent (derivations at the top of each
# AFTER file).
# (Unswitching, docs/unbounded.md "Unswitching on a uniform condition": on
# a kernel's argument %cond (uniform) preserved for every L, the two
# versions' calls told apart by the facts on %cond; on (tid & 1) == 0, or
# on a plain function's argument (per thread), broken: two threads
# converged at BEFORE's first call run different versions in AFTER.)
# One case a line: BEFORE, AFTER (in $D), exit status, the verdict's regex.
# A counterexample's L is the bound the rounds found it at, the shortest
# (the bounded check without --unbounded states the same one; checked
# below for each broken case).
while read -r b a rc re; do
  run transform --no-db --unbounded "$D/$b.before.ll" "$D/$a.after.ll"
  expect_rc "simulate_${a}_status" "$rc"
  expect_out "simulate_${a}_text" "$re"
done <<'EOF'
mult4 mult4 0 ^f: preserved \(proven for every L, all k: the simulation rule.* 4 event pairs equal, [0-9]+ branches of BEFORE decided by AFTER.s, 3 branches of BEFORE decided by the facts alone \(1 congruence of AFTER.s induction variable\).*; 4 loop counters of BEFORE
guard4 guard4 0 ^f: preserved \(proven for every L, all k: the simulation rule.* 2 event pairs equal.*, 1 branch of BEFORE decided by the facts alone \(1 congruence
guard2 guard2-by4 1 ^f: not single-thread equivalent \(k=2, L=[0-9]+\)
unswitch unswitch 0 ^f: preserved \(proven for every L, all k: the simulation rule.*; 1 pair of AFTER.s events on one BEFORE event never reached by two threads at one input \(a uniform condition\)\)$
unswitch-tid unswitch-tid 1 ^f: broken \(k=2, L=[0-9]+\): a counterexample on finite traces, so for every L$
unswitch-arg unswitch-arg 1 ^f: broken \(k=2, L=[0-9]+\): a counterexample on finite traces, so for every L$
fullnest fullnest 0 ^f: preserved \(proven for every L, all k: the simulation rule.* 4 event pairs equal, [0-9]+ branches of BEFORE decided by AFTER.s, 3 branches of BEFORE decided by the facts alone, .*; 8 loop counters of BEFORE
fullnest fullnest3 1 ^f: not single-thread equivalent \(k=2, L=[0-9]+\)
guarded rotate-guarded 0 ^f: preserved \(proven for every L, all k: the simulation rule.* 1 event pair equal, [0-9]+ branches of BEFORE decided by AFTER.s, 1 branch of BEFORE decided by the facts alone, .*; 1 loop counter of BEFORE
guarded0 rotate-guarded-off 1 ^f: not single-thread equivalent \(k=2, L=[0-9]+\)
EOF
# Under --uncontrolled control-dependence (LangRef's `convergent`) the
# uniform unswitching is broken, and the readings differ on it: AFTER's
# calls in %loop.us and %loop are control dependent on the entry's branch
# on %cond, BEFORE's call in the header on the latch's test only, so they
# are made control dependent on an additional value (%cond), which
# LangRef forbids whatever its uniformity (by hand).
run transform --no-db --unbounded --uncontrolled control-dependence "$D/unswitch.before.ll" "$D/unswitch.after.ll"
expect_rc simulate_unswitch_control_dependence_broken 1
expect_out simulate_unswitch_control_dependence_why "depends on the value %cond, which BEFORE's does not"

# LLVM's own test (Transforms/LoopUnroll/convergent.ll, its RUN line's
# passes on opt-22): every function preserved for every L.  By hand: the
# three the rule decides (runtime_unroll by 4 of 12n, pragma_unroll by 8 of
# 24n, pragma_unroll_divisible_trip_multiple by 2 of 2n) are mult4's
# argument with the trip count's term n*12, n*24, n*2 a multiple of the
# factor; the other four end within a few blocks or keep the loop whole.
if need_llvm_tests "simulate_llvm_unroll" && command -v "${OPT:-opt-22}" >/dev/null 2>&1; then
  U="$LLVM_TESTS/Transforms/LoopUnroll/convergent.ll"
  "${OPT:-opt-22}" -passes=loop-unroll -unroll-runtime -unroll-allow-partial -S "$U" -o "$TMPD/unroll.ll"
  run transform --no-db --unbounded "$U" "$TMPD/unroll.ll"
  expect_rc simulate_llvm_unroll_status 0
  for fn in runtime_unroll pragma_unroll pragma_unroll_divisible_trip_multiple; do
    expect_out "simulate_llvm_unroll_$fn" "^$fn: preserved \\(proven for every L, all k: the simulation rule.*decided by the facts alone"
  done
fi

# --pipeline --unbounded on the top-tested loop: opt-22's loop-rotate runs
# LCSSA first (a same-shape step: the lockstep rule), then LoopRotate
# (rotate.after.ll, here in LCSSA form: the simulation rule); both
# preserved for every trip count.
if command -v "${OPT:-opt-22}" >/dev/null 2>&1; then
  run transform --no-db --pipeline loop-rotate --unbounded "$D/while.before.ll"
  expect_rc simulate_pipeline_status 0
  expect_out simulate_pipeline_row '^ +3  LoopRotatePass +f +preserved +[0-9.]+s  for every L, all k: the simulation rule'
  expect_out simulate_pipeline_summary '^for every L \(--unbounded\): 2 of 2 checks preserved for every trip count: 1 by the lockstep rule and 1 by the simulation rule \(all k\), 0 because every path ends'
  # Full unrolling of a constant trip count (4): no rule needed, every path
  # ends within 6 blocks (entry, 4 iterations, exit; AFTER: 4 copies in one
  # block), so the bounded check at L=6 sees every input whole; each
  # thread's j-th call is at header count j in BEFORE, in copy j in AFTER,
  # converged with every thread in both.
  run transform --no-db --pipeline loop-unroll-full --unbounded "$D/fixed.before.ll"
  expect_rc simulate_full_unroll_status 0
  expect_out simulate_full_unroll_row '^ +3  LoopFullUnrollPass +f +preserved +[0-9.]+s  for every L, k=2: every path of both programs ends within 6 blocks'
else
  skip "simulate_pipeline (no opt-22)"
fi

# the rule's argument is maximal convergence's: under --uncontrolled
# control-dependence it is not applied (docs/unbounded.md "Which reading"),
# and the verdict says so instead of a proof the argument does not give
D=$TOP/tests/cli/transform_simulate
run transform --unbounded --uncontrolled control-dependence "$D/while.before.ll" "$D/rotate.after.ll"
expect_rc simulate_control_dependence_unknown 2
expect_out simulate_control_dependence_says_why 'nor the simulation rule: not applied under --uncontrolled control-dependence'
# the same for the unrolling without tests (AFTER's copies depend on fewer
# branches than BEFORE's iterations, which LangRef's rule allows, but the
# rule's argument is not that reading's): unknown, not proven
run transform --no-db --unbounded --uncontrolled control-dependence "$D/mult4.before.ll" "$D/mult4.after.ll"
expect_rc simulate_mult4_control_dependence_unknown 2
expect_out simulate_mult4_control_dependence_says_why 'nor the simulation rule: not applied under --uncontrolled control-dependence'

# Private stack slots and branches without events between
# (docs/unbounded.md "Private stack slots in the simulation rule"): opt-22's
# SimplifyCFG speculating a slot's load out of an `if` into a select on
# -O0-style code inside a loop, preserved for every L; the same with a
# store between on BEFORE's path (by hand): not single-thread equivalent,
# the rule does not prove it; with the slot's address escaping: no private
# slot, the rule does not apply (derivations at the top of each AFTER).
run transform --no-db --unbounded "$D/spec.before.ll" "$D/spec.after.ll"
expect_rc simulate_slot_spec_status 0
expect_out simulate_slot_spec_text '^f: preserved \(proven for every L, all k: the simulation rule, .* 1 event pair equal, .*; 4 private stack slots read and written as values, 1 branch of BEFORE without events before its join merged into selects\)$'
run transform --no-db --unbounded "$D/store-between.before.ll" "$D/store-between.after.ll"
expect_rc simulate_slot_store_between_status 1
expect_out simulate_slot_store_between_text '^f: not single-thread equivalent \(k=2, L=[0-9]+\): a counterexample on finite traces, so for every L$'
run transform --no-db --unbounded "$D/escape.before.ll" "$D/escape.after.ll"
expect_rc simulate_slot_escape_status 2
expect_out simulate_slot_escape_text "^f: unknown for every L: .*; nor the simulation rule: AFTER's block body: %xv2 = load i32, ptr addrspace\(5\) %x, align 4 has no partner event in BEFORE \(at block body\); what to do next: "

# --unbounded's counterexample states the bound the bounded check (without
# --unbounded) finds it at: the same verdict line up to the colon
for p in "dowhile remainder" "dowhile split-tid" "guard2 guard2-by4" "unswitch-tid unswitch-tid" \
         "unswitch-arg unswitch-arg" "fullnest fullnest3" "guarded0 rotate-guarded-off" \
         "store-between store-between"; do
  set -- $p
  b=$("$CONVCHECK" transform --no-db "$D/$1.before.ll" "$D/$2.after.ll" 2>/dev/null | head -1)
  u=$("$CONVCHECK" transform --no-db --unbounded "$D/$1.before.ll" "$D/$2.after.ll" 2>/dev/null | head -1)
  if [ -n "$b" ] && [ "${u%%: a counterexample*}" = "$b" ]; then ok "simulate_${2}_same_L_as_bounded"
  else fail "simulate_${2}_same_L_as_bounded" "bounded: $b" "unbounded: $u"; fi
done
