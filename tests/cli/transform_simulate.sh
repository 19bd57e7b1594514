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
expect_out simulate_rotate_json '"verdict":"preserved","basis":"proven","threads":2,"bound":"unbounded","decided_at_L":null,"why":"the simulation rule[^"]*","all_threads":true,"rule":"simulation"'

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
expect_out simulate_remainder_text '^f: broken \(k=2, L=12\): a counterexample on finite traces, so for every L$'
run transform --no-db --unbounded "$D/dowhile.before.ll" "$D/split-tid.after.ll"
expect_rc simulate_split_tid_status 1
expect_out simulate_split_tid_text '^f: broken \(k=2, L=12\)'
run transform --no-db --unbounded "$D/dowhile.before.ll" "$D/split-iv.after.ll"
expect_rc simulate_split_iv_status 2
expect_out simulate_split_iv_text '^f: unknown for every L: .*\(preserved within k=2, L=12\); the lockstep rule does not apply: .*; nor the simulation rule: two events of AFTER \(blocks b and a\) stand for %s = call i32 @subgroupAdd\(i32 %i\) of BEFORE, and the counters do not show that BEFORE never converges their instances$'

# --pipeline --unbounded on the top-tested loop: opt-22's loop-rotate runs
# LCSSA first (a same-shape step: the lockstep rule), then LoopRotate
# (rotate.after.ll, here in LCSSA form: the simulation rule); both
# preserved for every trip count.
if command -v "${OPT:-opt-22}" >/dev/null 2>&1; then
  run transform --no-db --pipeline loop-rotate --unbounded "$D/while.before.ll"
  expect_rc simulate_pipeline_status 0
  expect_out simulate_pipeline_row '^ +3  LoopRotatePass +f +preserved +[0-9.]+s  for every L, all k: the simulation rule'
  expect_out simulate_pipeline_summary '^for every L \(--unbounded\): 2 of 2 checks preserved for every trip count, 1 of them by the lockstep rule, 1 by the simulation rule'
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
